//! Why a layout has no sharding, or a redistribution no plan.

use std::fmt;

/// A reason a person can act on; the MLIR pass attaches it to the op or argument at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DistributeError(pub String);

impl fmt::Display for DistributeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DistributeError {}

impl From<axe_layout::LayoutError> for DistributeError {
    fn from(e: axe_layout::LayoutError) -> Self {
        DistributeError(e.to_string())
    }
}

/// Builds an error from a format string.
#[macro_export]
macro_rules! fail {
    ($($t:tt)*) => { Err($crate::error::DistributeError(format!($($t)*))) };
}

pub type Result<T> = std::result::Result<T, DistributeError>;

//! Why a layout is not a schedule of a kernel: each message names the constraint.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduleError(pub String);

impl fmt::Display for ScheduleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ScheduleError {}

pub type Result<T> = std::result::Result<T, ScheduleError>;

/// An error with a formatted message.
pub(crate) fn fail<T>(message: impl Into<String>) -> Result<T> {
    Err(ScheduleError(message.into()))
}

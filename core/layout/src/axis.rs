//! Named axes (spec 001 §2.3: the axis set A) and what kind of hardware resource each one names.
//!
//! An axis is just a name; the kind is derived from a fixed table of well-known names (the TIRx
//! registry plus the paper's spellings). Any other identifier is a user-defined axis: the algebra
//! treats every axis alike, the kind only matters to consumers (scopes, code generation, `show`).

use std::fmt;
use std::sync::Arc;

use crate::error::{LayoutError, Result};

/// A named axis, e.g. `m`, `lane`, `warp`, `gpuid`, `P`. Cheap to clone; ordered by name.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Axis(Arc<str>);

/// The level a thread-like axis counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadLevel {
    /// A lane within a warp (`lane`, `laneid`).
    Lane,
    /// A warp (`warp`, `warpid`, `wid_in_wg`).
    Warp,
    /// A warpgroup (`warpgroup`, `wgid`).
    Warpgroup,
    /// A thread within a CTA or warpgroup (`tx`, `ty`, `tz`, `tid_in_wg`).
    Thread,
    /// A CTA within the grid (`cta`, `bx`, `by`, `bz`).
    Cta,
    /// A CTA within a cluster (`cbx`, `cby`, `cbz`).
    Cluster,
}

/// What kind of resource an axis addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AxisKind {
    /// The memory axis `m`, the default of a stride written without `@axis`.
    Memory,
    /// Per-thread registers (`reg`).
    Register,
    /// A thread-like execution axis.
    Thread(ThreadLevel),
    /// A device or device-mesh axis (`gpuid`, `gpuid_x`, `mesh_*`).
    Device,
    /// Trainium on-chip memory: partitions `P`, free dimension `F`, PSUM `Bank`.
    Trainium,
    /// Blackwell tensor memory: `TLane`/`Lane` and `TCol`/`Col`.
    TensorMemory,
    /// Any other name.
    User,
}

const KNOWN: &[(&str, AxisKind)] = &[
    ("m", AxisKind::Memory),
    ("reg", AxisKind::Register),
    ("lane", AxisKind::Thread(ThreadLevel::Lane)),
    ("laneid", AxisKind::Thread(ThreadLevel::Lane)),
    ("warp", AxisKind::Thread(ThreadLevel::Warp)),
    ("warpid", AxisKind::Thread(ThreadLevel::Warp)),
    ("wid_in_wg", AxisKind::Thread(ThreadLevel::Warp)),
    ("warpgroup", AxisKind::Thread(ThreadLevel::Warpgroup)),
    ("wgid", AxisKind::Thread(ThreadLevel::Warpgroup)),
    ("tx", AxisKind::Thread(ThreadLevel::Thread)),
    ("ty", AxisKind::Thread(ThreadLevel::Thread)),
    ("tz", AxisKind::Thread(ThreadLevel::Thread)),
    ("tid_in_wg", AxisKind::Thread(ThreadLevel::Thread)),
    ("cta", AxisKind::Thread(ThreadLevel::Cta)),
    ("bx", AxisKind::Thread(ThreadLevel::Cta)),
    ("by", AxisKind::Thread(ThreadLevel::Cta)),
    ("bz", AxisKind::Thread(ThreadLevel::Cta)),
    ("cbx", AxisKind::Thread(ThreadLevel::Cluster)),
    ("cby", AxisKind::Thread(ThreadLevel::Cluster)),
    ("cbz", AxisKind::Thread(ThreadLevel::Cluster)),
    ("gpuid", AxisKind::Device),
    ("P", AxisKind::Trainium),
    ("F", AxisKind::Trainium),
    ("Bank", AxisKind::Trainium),
    ("TLane", AxisKind::TensorMemory),
    ("TCol", AxisKind::TensorMemory),
    ("Lane", AxisKind::TensorMemory),
    ("Col", AxisKind::TensorMemory),
];

impl Axis {
    /// An axis by name. The name must be an identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    pub fn new(name: &str) -> Result<Axis> {
        if !is_identifier(name) {
            return Err(LayoutError::InvalidIter(format!(
                "axis name {name:?} is not an identifier ([A-Za-z_][A-Za-z0-9_]*)"
            )));
        }
        Ok(Axis(Arc::from(name)))
    }

    /// The memory axis `m`.
    pub fn memory() -> Axis {
        Axis(Arc::from("m"))
    }

    /// The axis name as written.
    pub fn name(&self) -> &str {
        &self.0
    }

    /// Whether this is the memory axis `m` (printed without `@`).
    pub fn is_memory(&self) -> bool {
        &*self.0 == "m"
    }

    /// The kind of resource this axis names.
    pub fn kind(&self) -> AxisKind {
        if let Some((_, k)) = KNOWN.iter().find(|(n, _)| *n == &*self.0) {
            return *k;
        }
        // Mesh axes of a device mesh are spelled gpuid_<dim> (spec 001 §2.2) or mesh_<dim>.
        if self.0.starts_with("gpuid_") || self.0.starts_with("mesh_") {
            return AxisKind::Device;
        }
        AxisKind::User
    }
}

pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

impl fmt::Display for Axis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for Axis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_of_known_and_user_axes() {
        let k = |n: &str| Axis::new(n).unwrap().kind();
        assert_eq!(k("m"), AxisKind::Memory);
        assert_eq!(k("laneid"), AxisKind::Thread(ThreadLevel::Lane));
        assert_eq!(k("warp"), AxisKind::Thread(ThreadLevel::Warp));
        assert_eq!(k("gpuid_x"), AxisKind::Device);
        assert_eq!(k("P"), AxisKind::Trainium);
        assert_eq!(k("TCol"), AxisKind::TensorMemory);
        assert_eq!(k("my_axis"), AxisKind::User);
    }

    #[test]
    fn rejects_non_identifiers() {
        assert!(Axis::new("").is_err());
        assert!(Axis::new("1x").is_err());
        assert!(Axis::new("a-b").is_err());
    }
}

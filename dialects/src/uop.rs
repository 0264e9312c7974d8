//! The `uop` dialect from Rust: typed builders generated from the ODS file,
//! and helpers for reading uop ops inside passes (the generated wrappers only
//! accept owned operations).

use melior::ir::{
    OperationRef,
    attribute::{Attribute, IntegerAttribute},
    operation::OperationLike,
};

melior::dialect! {
    name: "uop",
    files: ["UOpOps.td"],
    include_directory_env_vars: ["AXE_ODS_INCLUDE_DIR"],
}

/// Reads an integer attribute (stored as a property or an attribute).
pub fn int_attribute(op: &OperationRef, name: &str) -> Option<i64> {
    let attribute: Attribute = op.attribute(name).ok()?;
    IntegerAttribute::try_from(attribute).ok().map(|a| a.value())
}

/// Whether `op` is the uop operation `name` (e.g. "uop.range").
pub fn is(op: &OperationRef, name: &str) -> bool {
    op.name().as_string_ref().as_str() == Ok(name)
}

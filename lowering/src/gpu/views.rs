//! Views of GPU kernel buffers: ops whose memref result is the same memory as their source,
//! and the buffer a view is of.

use axe_dialects::ir::read::{defining_op, op_name, value_key};
use melior::ir::{operation::OperationLike, Value};

/// Ops whose result is the same memory as their first operand.
pub const VIEW_OPS: &[&str] = &[
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.subview",
    "memref.cast",
    "memref.reinterpret_cast",
];

/// The buffer `value` is a view of, followed through every view op, as a key.
pub fn view_root(value: Value) -> usize {
    match defining_op(value).filter(|op| VIEW_OPS.contains(&op_name(op))) {
        Some(view) => view.operand(0).map(view_root).unwrap_or_else(|_| value_key(value)),
        None => value_key(value),
    }
}

//! Spec 003's buffer optimizations on `uop.bufferize`: buffer removal
//! (partial contiguous), dead axis removal, and the folds (buffer, index,
//! identity, nested bufferize).

pub mod arithmetic;
pub mod dead_axes;
pub mod folds;
pub mod padded_copy;
pub mod pure_movement;
pub mod read_once;
pub mod removal;
pub mod shared_reductions;

use crate::kernel_ir::{bufferize_dest, memref_shape};
use axe_dialects::ir::read::{defining_op, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, OperationRef, Type, Value, ValueLike};
use std::collections::HashSet;

/// A fresh (not `into`) `uop.bufferize` with a static shape.
pub struct Fresh<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub buffer: Value<'c, 'a>,
    pub value: Value<'c, 'a>,
    pub ranges: Vec<Value<'c, 'a>>,
    pub shape: Vec<i64>,
    pub element: Type<'c>,
}

pub fn fresh<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Fresh<'c, 'a>> {
    if axe_dialects::ir::read::op_name(&op) != "uop.bufferize" || bufferize_dest(&op).is_some() {
        return None;
    }
    let buffer: Value = op.result_at(0)?.into();
    let (shape, element) = memref_shape(buffer.r#type())?;
    Some(Fresh {
        op,
        buffer,
        value: op.operand_at(0)?,
        ranges: crate::kernel_ir::bound_ranges(&op)?,
        shape,
        element,
    })
}

/// Calls `visit` with each `uop.reduce` that `value` computes and its result (not looking
/// through buffers).
pub fn for_each_reduction<'c: 'a, 'a>(
    value: Value<'c, 'a>,
    mut visit: impl FnMut(OperationRef<'c, 'a>, Value<'c, 'a>),
) {
    let mut seen = HashSet::new();
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        let Some(op) = defining_op(v) else { continue };
        if !seen.insert(op.to_raw().ptr as usize) || matches!(op_name(&op), "uop.bufferize" | "uop.range") {
            continue;
        }
        if op_name(&op) == "uop.reduce" {
            visit(op, v);
        }
        stack.extend(op.operands());
    }
}

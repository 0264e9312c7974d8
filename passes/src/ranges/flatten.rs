//! `uop-flatten-ranges` (spec 003 "Range Flattening"):
//! `END(END(comp, [r0]), [r1])` becomes `END(comp, [r1, r0])` (our lists
//! put the outermost range first), and likewise a REDUCE of a REDUCE of the
//! same kind whose inner result has no other use. Float ADD/MUL chains stay
//! nested: flattening re-associates them, which changes the rounding.

use crate::kernel_ir::{bound_ranges, erase_dead, ops_of, rebuild_binder, users, with_context};
use axe_dialects::ir::read::{defining_op, int_attr, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::{
    ir::{operation::OperationLike, BlockRef, OperationRef, TypeLike, Value, ValueLike},
    Context,
};

pub static FLATTEN_RANGES: PassDefinition = PassDefinition {
    argument: "uop-flatten-ranges",
    description: "Flatten nested uop.end chains (and same-kind integer/max/min uop.reduce chains) into one flat range list (spec 003 Range Flattening)",
    options: &[],
    run,
};

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    with_context(&root, |context| {
        for block in crate::kernel_ir::function_bodies(&root) {
            flatten_block(context, block);
        }
    });
    Ok(())
}

/// Flattens until nothing nests; returns whether anything changed.
pub fn flatten_block(context: &Context, block: BlockRef) -> bool {
    let mut changed = false;
    while let Some(op) = ops_of(block).into_iter().find(|op| nested_inner(op).is_some()) {
        let inner = nested_inner(&op).expect("found above");
        let mut ranges = bound_ranges(&op).unwrap_or_default();
        ranges.extend(bound_ranges(&inner).unwrap_or_default());
        let inner_first = inner.operand(0).expect("binders have a first operand");
        unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), 0, inner_first.to_raw()) };
        rebuild_binder(context, op, &ranges);
        unsafe { mlir_sys::mlirOperationDestroy(inner.to_raw()) };
        erase_dead(block);
        changed = true;
    }
    changed
}

/// The binder nested directly inside `op`, when the two may merge.
fn nested_inner<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let name = op_name(op);
    if name != "uop.end" && name != "uop.reduce" {
        return None;
    }
    let first: Value = op.operand_at(0)?;
    let inner = defining_op(first)?;
    if op_name(&inner) != name || users(first).len() != 1 {
        return None;
    }
    if name == "uop.reduce" {
        let kind = int_attr(op, "op")?;
        let exact = !first.r#type().is_float() || kind >= 2;
        if int_attr(&inner, "op")? != kind || !exact {
            return None;
        }
    }
    Some(inner)
}

//! `uop-reduce-unparented` (spec 003 "Reduce Unparented"): the ranges of a
//! `uop.reduce` that its value does not vary with are removed; ADD then
//! multiplies by their extent N, MUL raises to the N-th power (a squaring
//! chain), MAX/MIN need nothing. Integer results are exact (wrapping); a
//! float ADD/MUL agrees with the loop up to rounding, so `reassociate=false`
//! keeps those reductions (the linalg fuzzer found `x*x` squared for a product
//! of four x: tools/fuzz/README.md).

use super::{reorder_rounds, ADD, MUL, REASSOCIATE_OPTION};
use crate::kernel_ir::{
    bound_ranges, build::Builder, deps::RangeDeps, erase_dead, from_negative_zero, function_bodies, ops_of, range_end,
    replace_uses, with_context,
};
use axe_dialects::ir::read::{int_attr, op_name, value_key};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_rangeopt::power::{power_steps, PowerStep};
use melior::{
    ir::{operation::OperationLike, BlockRef, OperationRef, Value, ValueLike},
    Context,
};

pub static REDUCE_UNPARENTED: PassDefinition = PassDefinition {
    argument: "uop-reduce-unparented",
    description: "Drop reduce ranges the value does not use: ADD multiplies by N, MUL raises to the N-th power, MAX/MIN drop (spec 003 Reduce Unparented)",
    options: &[REASSOCIATE_OPTION],
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    apply(root, options.bool("reassociate"));
    Ok(())
}

/// `reassociate` false: float sums and products keep their loops.
pub fn apply(root: OperationRef, reassociate: bool) {
    with_context(&root, |context| {
        for block in function_bodies(&root) {
            unparent_block(context, block, reassociate);
        }
    });
}

fn unparent_block(context: &Context, block: BlockRef, reassociate: bool) {
    for op in ops_of(block) {
        if op_name(&op) != "uop.reduce" || (!reassociate && reorder_rounds(&op)) {
            continue;
        }
        let value: Value = op.operand(0).expect("a reduce has a value");
        let ranges = bound_ranges(&op).unwrap_or_default();
        let used = RangeDeps::new().of(value);
        let (kept, dropped): (Vec<Value>, Vec<Value>) = ranges.iter().partition(|r| used.contains(&value_key(**r)));
        let extents: Option<Vec<i64>> = dropped.iter().map(|r| range_end(*r).filter(|&e| e >= 1)).collect();
        let Some(extents) = extents else { continue };
        if dropped.is_empty() {
            continue;
        }
        let n = extents.iter().fold(1i64, |acc, e| acc.saturating_mul(*e));
        let kind = int_attr(&op, "op").unwrap_or(ADD);
        let b = Builder::before(context, op);
        let inner = if kept.is_empty() {
            value
        } else {
            b.reduce(kind, from_negative_zero(&op), value, &kept)
        };
        let result = match kind {
            ADD => b.mul(inner, b.constant(value.r#type(), n as f64)),
            MUL => power(&b, inner, n as u64),
            _ => inner,
        };
        replace_uses(op.result(0).expect("one result").into(), result);
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    }
    erase_dead(block);
}

fn power<'c, 'a>(b: &Builder<'c, 'a>, x: Value<'c, 'a>, n: u64) -> Value<'c, 'a> {
    let (mut power, mut result) = (x, None);
    for step in power_steps(n) {
        match step {
            PowerStep::Square => power = b.mul(power, power),
            PowerStep::MulInto => result = Some(result.map_or(power, |r| b.mul(r, power))),
        }
    }
    result.unwrap_or(x)
}

//! `uop-split-reduceop` (spec 003 "Split ReduceOp"): a reduction combining
//! more than `threshold` elements per result, over a range whose extent N
//! factors as `outer * inner`, becomes two stages through a contiguous
//! intermediate: `partial[.., o] = reduce(value[r := o * inner + i], i)`
//! bufferized over the ranges it varies with and `o`, then
//! `reduce(partial[.., o2], o2)`. [65536] -> scalar becomes [256] x [256].
//! Only the kernel graph (before `uop-split-kernels`) gets the new buffer: a
//! split `uop.kernel` function writes exactly one buffer, so it is skipped.
//! Integer and MAX/MIN results are exact; a float ADD/MUL is re-associated,
//! so `reassociate=false` leaves those reductions whole.

use super::{reorder_rounds, REASSOCIATE_OPTION};
use crate::index::simplify_index::simplify_index_in;
use crate::kernel_ir::{
    as_range, bound_ranges, build::Builder, deps::RangeDeps, erase_dead, fresh_axes, from_negative_zero,
    function_bodies, is_split_kernel, ops_of, range_end, replace_uses, substitute::substitute, with_context,
};
use axe_dialects::ir::enums::AxisKind;
use axe_dialects::ir::read::{int_attr, op_name, value_key};
use axe_dialects::pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions};
use axe_rangeopt::split_factor::{exceeds_ratio, split_reduce_factor};
use axe_symbolic::Options;
use melior::{
    ir::{operation::OperationLike, r#type::MemRefType, BlockRef, OperationRef, Type, Value, ValueLike},
    Context,
};
use std::collections::HashMap;

pub const DEFAULT_THRESHOLD: i64 = 32768;

pub static SPLIT_REDUCEOP: PassDefinition = PassDefinition {
    argument: "uop-split-reduceop",
    description: "Split a reduction of more than `threshold` elements per result into two stages through a contiguous buffer (spec 003 Split ReduceOp)",
    options: &[
        PassOption {
            name: "threshold",
            description: "Split when input elements per output element exceed this",
            kind: OptionKind::Int,
            default: "32768",
        },
        REASSOCIATE_OPTION,
    ],
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    apply(root, options.int("threshold"), options.bool("reassociate"))
}

/// `reassociate` false: float sums and products are not split.
pub fn apply(root: OperationRef, threshold: i64, reassociate: bool) -> Result<(), PassFailed> {
    let mut changed = false;
    with_context(&root, |context| -> Result<(), PassFailed> {
        for block in function_bodies(&root).into_iter().filter(|b| !is_split_kernel(*b)) {
            changed |= split_block(context, block, threshold, reassociate)?;
        }
        Ok(())
    })?;
    if changed {
        simplify_index_in(root, &Options::default(), false)?;
    }
    Ok(())
}

fn split_block(context: &Context, block: BlockRef, threshold: i64, reassociate: bool) -> Result<bool, PassFailed> {
    let mut changed = false;
    for op in ops_of(block) {
        if op_name(&op) != "uop.reduce" || (!reassociate && reorder_rounds(&op)) {
            continue;
        }
        let ranges = bound_ranges(&op).unwrap_or_default();
        let extents: Option<Vec<i64>> = ranges.iter().map(|r| range_end(*r)).collect();
        let Some(extents) = extents else { continue };
        let total = extents.iter().fold(1i64, |acc, e| acc.saturating_mul(*e));
        if !exceeds_ratio(total, 1, threshold) {
            continue;
        }
        // The longest range that factors.
        let Some((at, (outer, inner))) = extents
            .iter()
            .enumerate()
            .filter_map(|(i, &e)| split_reduce_factor(e).map(|f| (i, f)))
            .max_by_key(|(i, _)| extents[*i])
        else {
            continue;
        };
        let axis = fresh_axes(block, 3)?;
        split(context, block, op, &ranges, (at, outer, inner), axis);
        changed = true;
    }
    erase_dead(block);
    Ok(changed)
}

fn split<'c, 'a>(
    context: &'c Context,
    block: BlockRef<'c, 'a>,
    op: OperationRef<'c, 'a>,
    ranges: &[Value<'c, 'a>],
    (at, outer, inner): (usize, i64, i64),
    axis: i64,
) {
    let kind = int_attr(&op, "op").unwrap_or(0);
    let value: Value = op.operand(0).expect("a reduce has a value");
    let element = value.r#type();
    let b = Builder::before(context, op);
    // First stage: `outer` independent reductions of `inner` elements.
    let o = b.range(outer, axis, 0);
    let i = b.range(inner, axis + 1, AxisKind::Reduce.code());
    let index = b.add(b.mul(o, b.index_const(inner)), i);
    let mut deps = RangeDeps::new();
    let map: HashMap<usize, Value> = [(value_key(ranges[at]), index)].into_iter().collect();
    let body = substitute(&b, &mut deps, value, &map);
    let mut first_ranges = ranges.to_vec();
    first_ranges[at] = i;
    // Both stages start from the original's value: from -0, every partial sum is exact too.
    let negative_zero = from_negative_zero(&op);
    let partial = b.reduce(kind, negative_zero, body, &first_ranges);
    // The contiguous intermediate: every range the partial varies with
    // (in block order, so `o`, made last, is the innermost dimension).
    let varying = deps.of(partial);
    let dims: Vec<Value> = ops_of(block)
        .into_iter()
        .filter(|r| op_name(r) == "uop.range")
        .map(|r| r.result(0).unwrap().into())
        .filter(|v: &Value| varying.contains(&value_key(*v)) && as_range(*v).is_some())
        .collect();
    let shape: Vec<i64> = dims.iter().map(|d| range_end(*d).unwrap_or(1)).collect();
    let buffer_type: Type = MemRefType::new(element, &shape, None, None).into();
    let buffer = b.bufferize(partial, &dims, None, buffer_type);
    // Second stage: reduce the `outer` partial results.
    let o2 = b.range(outer, axis + 2, AxisKind::Reduce.code());
    let reads: Vec<Value> = dims
        .iter()
        .map(|d| if value_key(*d) == value_key(o) { o2 } else { *d })
        .collect();
    let loaded = b.load(buffer, &reads, None, element);
    let result = b.reduce(kind, negative_zero, loaded, &[o2]);
    replace_uses(op.result(0).expect("one result").into(), result);
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
}

//! `uop-split-ranges` (spec 003 "Range Splitting"): a range used as
//! `RANGE(end) % c` with `end % c == 0` becomes `outer * c + inner` with
//! `outer = RANGE(end / c)` and `inner = RANGE(c)` (fresh axis ids, the same
//! kind), in every binder's list as `[outer, inner]`. All ranges are
//! collected first and substituted together, then the index simplifier
//! turns `(outer * c + inner) % c` into `inner`. A range that is a
//! `uop.bufferize` dimension is not split (that would change the buffer's
//! shape), nor is one whose end does not divide.

use crate::index::simplify_index::simplify_index_in;
use crate::kernel_ir::{
    as_range, bound_ranges, bufferized_ranges, build::Builder, erase_dead, fresh_axes, function_bodies, ops_of,
    range_end, range_kind, rebuild_binder, replace_uses, users, with_context,
};
use axe_dialects::ir::read::{constant_of, op_name, value_key};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_rangeopt::split_factor::range_split;
use axe_symbolic::Options;
use melior::{
    ir::{operation::OperationLike, BlockRef, OperationRef, Value},
    Context,
};

pub static SPLIT_RANGES: PassDefinition = PassDefinition {
    argument: "uop-split-ranges",
    description: "Split RANGE(end) used modulo c (end % c == 0) into outer * c + inner with fresh axes (spec 003 Range Splitting)",
    options: &[],
    run,
};

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let mut changed = false;
    with_context(&root, |context| -> Result<(), PassFailed> {
        for block in function_bodies(&root) {
            changed |= split_block(context, block)?;
        }
        Ok(())
    })?;
    if changed {
        simplify_index_in(root, &Options::default(), false)?;
    }
    Ok(())
}

/// The ranges to split and their divisors, in block order (first use wins).
fn plan<'c, 'a>(block: BlockRef<'c, 'a>) -> Vec<(Value<'c, 'a>, i64)> {
    let dimensions = bufferized_ranges(block);
    let mut out: Vec<(Value, i64)> = Vec::new();
    for op in ops_of(block) {
        if !matches!(op_name(&op), "uop.floormod" | "arith.remsi" | "arith.remui") {
            continue;
        }
        let (Ok(x), Ok(c)) = (op.operand(0), op.operand(1)) else {
            continue;
        };
        let (Some(_), Some(end), Some(c)) = (as_range(x), range_end(x), constant_of(c, 64)) else {
            continue;
        };
        if range_split(end, c).is_some()
            && !dimensions.contains(&value_key(x))
            && !out.iter().any(|(r, _)| value_key(*r) == value_key(x))
        {
            out.push((x, c));
        }
    }
    out
}

pub fn split_block(context: &Context, block: BlockRef) -> Result<bool, PassFailed> {
    let plan = plan(block);
    if plan.is_empty() {
        return Ok(false);
    }
    let mut axis = fresh_axes(block, 2 * plan.len() as i64)?;
    for &(range, c) in &plan {
        let range_op = as_range(range).expect("planned from a range");
        let (outer_end, inner_end) = range_split(range_end(range).unwrap_or(0), c).expect("planned");
        let kind = range_kind(range).unwrap_or(0);
        let b = Builder::before(
            context,
            range_op.next_in_block().expect("a range is followed by its users"),
        );
        let outer = b.range(outer_end, axis, kind);
        let inner = b.range(inner_end, axis + 1, kind);
        axis += 2;
        let joined = b.add(b.mul(outer, b.index_const(inner_end)), inner);
        replace_uses(range, joined);
        for user in users(joined) {
            if let Some(list) = bound_ranges(&user) {
                let mut ranges = Vec::new();
                for r in list {
                    if value_key(r) == value_key(joined) {
                        ranges.extend([outer, inner]);
                    } else {
                        ranges.push(r);
                    }
                }
                rebuild_binder(context, user, &ranges);
            }
        }
    }
    erase_dead(block);
    Ok(true)
}

//! Block-cooperative reductions: which kernels may give one block per output row (the
//! analysis; `axe_schedule::gpu::cooperative_threads` decides whether they do and how many
//! threads share each row, in `uop-schedule{target=gpu}`).
//!
//! A row is a point of the store's ranges that some `uop.reduce` varies with (row sum: the
//! row; softmax: the row, not its columns). When every reduction's innermost range and the
//! store's innermost remaining range (softmax's columns) have constant extents that a power of
//! two T >= 32 divides, the rows go on the grid and each of those ranges is split as
//! (E / T on a loop) x (T on `tx`): consecutive threads take consecutive elements (coalesced
//! loads), each thread accumulates a partial, and `gpu.all_reduce` combines a block's partials
//! (upstream `convert-gpu-to-nvvm` lowers it to warp shuffles and shared memory). Every thread
//! then holds the row's value, so elementwise work after a reduction reads it once per row
//! (softmax: one pass for the max, one for the sum, one for the output) and a store that no
//! thread piece reaches is made by thread 0 alone. `convert-uop-to-scf` reads the split from
//! the kernel's [`THREADS`] attribute, which `uop-schedule{target=gpu}` writes next to the
//! schedule that puts the rows on `bx`.

use crate::uop_to_scf::range_deps::{bound_ranges, RangeDeps};
use axe_dialects::ir::enums::ReduceKind;
use axe_dialects::ir::read::{constant_of, defining_op, op_name, value_key};
use axe_schedule::gpu::CooperativeShape;
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, Value};

/// The kernel attribute: how many threads of a block (along x) share a row.
pub const THREADS: &str = "uop.cooperative_threads";

/// The widest vector a thread loads or stores (`ld.global.v4.b32`).
pub const VECTOR_BYTES: i64 = 16;

/// The ranges each `uop.reduce` of `body` splits across threads: its innermost bound range.
pub fn split_reduce_ranges<'c, 'a>(body: &BlockRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let mut ranges = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        if op_name(&o) == "uop.reduce" {
            ranges.extend(bound_ranges(&o).last().copied());
        }
        op = o.next_in_block();
    }
    ranges
}

fn extent_of(range: Value) -> Option<i64> {
    defining_op(range)
        .filter(|r| op_name(r) == "uop.range")
        .and_then(|r| r.operand(0).ok())
        .and_then(|e| constant_of(e, 64))
}

/// Whether a block may combine the reduction `op`'s partials: always for integers and for
/// float max/min (exact in any order), for float sums and products only where they may be
/// reassociated.
fn reorderable(op: &melior::ir::OperationRef, reassociate: bool) -> bool {
    let float = op
        .result(0)
        .is_ok_and(|r| melior::ir::TypeLike::is_float(&melior::ir::ValueLike::r#type(&r)));
    let max_or_min = matches!(ReduceKind::of(op, "op"), Some(ReduceKind::Max | ReduceKind::Min));
    !float || max_or_min || reassociate
}

/// The range of the store's end the threads share: its innermost of more than one point
/// (after `uop-map-gpu-ranges`, the end binds only the row's own ranges).
pub fn split_store_range<'c, 'a>(end_ranges: &[Value<'c, 'a>]) -> Option<Value<'c, 'a>> {
    end_ranges.iter().rev().find(|&&v| extent_of(v) != Some(1)).copied()
}

/// The shape of a cooperative split of a kernel whose store closes `mapped` ranges: its rows,
/// their points, the extents the threads would share; `None` when the kernel has no
/// reduction, one a block may not reorder, a reduction nested in another's loop, or extents
/// that are not constants.
pub fn shape<'c, 'a>(body: &BlockRef<'c, 'a>, mapped: &[Value<'c, 'a>], reassociate: bool) -> Option<CooperativeShape> {
    let reduced = split_reduce_ranges(body);
    if reduced.is_empty() {
        return None;
    }
    let deps = RangeDeps::of_block(body);
    let mut varied = std::collections::BTreeSet::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        if op_name(&o) == "uop.reduce" {
            if !reorderable(&o, reassociate) {
                return None;
            }
            varied.extend(
                o.result(0)
                    .ok()
                    .map(|r| deps.of(r.into()).iter().copied().collect::<Vec<_>>())
                    .unwrap_or_default(),
            );
        }
        op = o.next_in_block();
    }
    // A reduction nested in another's loop varies with a range the threads split: each thread
    // would hold a different point of it, and no block reduction combines those.
    let mapped_keys: Vec<usize> = mapped.iter().map(|&m| value_key(m)).collect();
    if varied.iter().any(|k| !mapped_keys.contains(k)) {
        return None;
    }
    let rows: Vec<usize> = (0..mapped.len())
        .filter(|&i| varied.contains(&value_key(mapped[i])))
        .collect();
    let row_count = rows
        .iter()
        .try_fold(1i64, |n, &i| n.checked_mul(extent_of(mapped[i])?))?;
    // The row's own ranges of more than one point; the innermost is shared by the threads.
    let inner: Vec<Value> = (0..mapped.len())
        .filter(|i| !rows.contains(i))
        .map(|i| mapped[i])
        .filter(|&v| extent_of(v) != Some(1))
        .collect();
    let reduce_extents: Vec<i64> = reduced.iter().map(|&r| extent_of(r)).collect::<Option<_>>()?;
    let inner_extent = match inner.last() {
        Some(&last) => Some(extent_of(last)?),
        None => None,
    };
    Some(CooperativeShape {
        rows,
        row_count,
        reduce_extents,
        inner_extent,
    })
}

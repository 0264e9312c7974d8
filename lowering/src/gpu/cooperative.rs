//! Block-cooperative reductions: which kernels a block may give one block per output row, and
//! which of their ranges its threads may share (the analysis, [`shape`]);
//! `axe_schedule::gpu` decides whether they do, how many threads share each row and how
//! (`uop-schedule{target=gpu}`), and checks a user's schedule against it.
//!
//! A row is a point of the store's ranges that some `uop.reduce` varies with (row sum: the
//! row; softmax: the row, not its columns). The threads may share every reduction's innermost
//! range and the store's innermost remaining range (softmax's columns): each such range of
//! extent E is (E / (T V) on a loop) x (T on `tx`) x (V on `simd`) in the schedule, so
//! consecutive threads take consecutive elements (coalesced loads), each thread accumulates a
//! partial, and `gpu.all_reduce` combines a block's partials (upstream `convert-gpu-to-nvvm`
//! lowers it to warp shuffles and shared memory). Every thread then holds the row's value, so
//! elementwise work after a reduction reads it once per row (softmax: one pass for the max, one
//! for the sum, one for the output) and a store that no thread piece reaches is made by thread 0
//! alone. `uop-map-gpu-ranges` puts the rows on the grid and leaves the thread pieces in the
//! kernel's `uop.schedule`, which `convert-uop-to-scf` applies.

use super::map_ranges::StoreRanges;
use crate::schedule::kernel::KernelRanges;
use crate::uop_to_scf::range_deps::{bound_ranges, RangeDeps};
use axe_dialects::ir::enums::ReduceKind;
use axe_dialects::ir::read::{constant_of, defining_op, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_schedule::gpu::CooperativeShape;
use axe_schedule::gpu_registers::VECTOR_BYTES;
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, Value};

/// The ranges each `uop.reduce` of `body` may split across threads: its innermost bound range.
fn split_reduce_ranges<'c, 'a>(body: &BlockRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
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
        .and_then(|r| r.operand_at(0))
        .and_then(|e| constant_of(e, 64))
}

/// Whether a block may combine the reduction `op`'s partials: always for integers and for
/// float max/min (exact in any order), for float sums and products only where they may be
/// reassociated.
fn reorderable(op: &melior::ir::OperationRef, reassociate: bool) -> bool {
    let float = op
        .result_at(0)
        .is_some_and(|r| melior::ir::TypeLike::is_float(&melior::ir::ValueLike::r#type(&r)));
    let max_or_min = matches!(ReduceKind::of(op, "op"), Some(ReduceKind::Max | ReduceKind::Min));
    !float || max_or_min || reassociate
}

/// How a block may share the reductions of a kernel whose store closes the ranges of `store`
/// (its rows, their points, the ranges its threads may share and the vector lanes each one's
/// accesses allow), or why it may not: no reduction, upcast or unroll ranges in the store's
/// end, a float sum or product without `reassociate`, a reduction nested in another's loop.
pub fn shape<'c, 'a>(
    body: &BlockRef<'c, 'a>,
    store: &StoreRanges<'c, 'a>,
    ranges: &KernelRanges<'c, 'a>,
    reassociate: bool,
) -> Result<CooperativeShape, String> {
    let reduced = split_reduce_ranges(body);
    if reduced.is_empty() {
        return Err("it has no reduction".into());
    }
    if store.end.is_none() {
        return Err("it stores one value (no uop.end closes its store), on one thread".into());
    }
    if !store.kept.is_empty() {
        return Err("its store's end has upcast or unroll ranges, which stay in each thread".into());
    }
    let mapped = &store.mapped;
    let deps = RangeDeps::of_block(body);
    let mut varied = std::collections::BTreeSet::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        if op_name(&o) == "uop.reduce" {
            if !reorderable(&o, reassociate) {
                return Err(
                    "a float sum or product shared by threads is reordered, which needs the kernel's uop.reassociate"
                        .into(),
                );
            }
            varied.extend(
                o.result_at(0)
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
        return Err("a reduction varies with a range the store does not close (one nested in another's loop)".into());
    }
    let rows: Vec<usize> = (0..mapped.len())
        .filter(|&i| varied.contains(&value_key(mapped[i])))
        .collect();
    let row_count = rows
        .iter()
        .try_fold(1i64, |n, &i| n.checked_mul(extent_of(mapped[i])?))
        .ok_or("its rows are not of constant extent")?;
    // The row's own ranges of more than one point; the innermost is shared by the threads.
    let inner = (0..mapped.len())
        .filter(|i| !rows.contains(i))
        .map(|i| mapped[i])
        .filter(|&v| extent_of(v) != Some(1))
        .last();
    let mut shared: Vec<usize> = Vec::new();
    for v in reduced.into_iter().chain(inner) {
        let Some(&at) = ranges.position.get(&value_key(v)) else {
            return Err("a reduction binds a value that is not a uop.range".into());
        };
        if !shared.contains(&at) {
            shared.push(at);
        }
    }
    // 16-byte vectors where every access along a range is contiguous in it and ungated.
    let summary = crate::schedule::access::summarize(body, ranges);
    let lanes = shared
        .iter()
        .map(|&i| {
            let lanes = VECTOR_BYTES / summary.element_bytes.max(1);
            if lanes > 1 && summary.vectorizable_ungated(i) {
                lanes
            } else {
                1
            }
        })
        .collect();
    Ok(CooperativeShape {
        rows,
        row_count,
        shared,
        lanes,
    })
}

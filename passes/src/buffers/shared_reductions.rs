//! Whether inlining a buffer keeps each reduction inside its value computed
//! once per point of the ranges it varies with. A reduction that varies only
//! with buffer dimensions that every read indexes by one and the same range
//! (softmax's `max` over a row, buffered at `(row, col)` and read at
//! `(row, col)` and `(row, k)`) becomes the same value in every read (`cse`
//! merges the copies), which the lowering places once per row, as the
//! buffer's kernel did. A reduction that varies with a dimension a read
//! indexes by an expression, or by different ranges in different reads (a
//! matmul result read at `(i, k)`), would be recomputed.

use super::{for_each_reduction, Fresh};
use crate::kernel_ir::{
    deps::RangeDeps,
    readers::{Reader, SymbolicIndex},
};
use axe_dialects::ir::read::{defining_op, op_name, value_key};
use melior::ir::Value;
use std::collections::HashSet;

pub fn reductions_shared(f: &Fresh, reads: &[Reader]) -> bool {
    let varying = ranges_of_reductions(f.value);
    if varying.is_empty() {
        return true;
    }
    // Each range a reduction varies with must be a buffer dimension that every read indexes by
    // one range, the same in every read.
    let shared_dims: Vec<usize> = (0..f.ranges.len())
        .filter(|&k| varying.contains(&value_key(f.ranges[k])))
        .collect();
    if shared_dims.len() != varying.len() {
        return false;
    }
    let mut indexed_by: Vec<Option<usize>> = vec![None; shared_dims.len()];
    reads.iter().all(|reader| {
        let mut sym = SymbolicIndex::new();
        let Some(dims) = reader.dim_exprs(&mut sym, &f.shape) else {
            return false;
        };
        shared_dims.iter().zip(indexed_by.iter_mut()).all(|(&k, seen)| {
            let Some(leaf) = sym
                .leaf_of(dims[k])
                .filter(|l| defining_op(*l).is_some_and(|d| op_name(&d) == "uop.range"))
            else {
                return false;
            };
            *seen.get_or_insert(value_key(leaf)) == value_key(leaf)
        })
    })
}

/// The ranges that the `uop.reduce` ops `value` computes vary with (not looking through
/// buffers).
fn ranges_of_reductions(value: Value) -> HashSet<usize> {
    let mut deps = RangeDeps::new();
    let mut varying = HashSet::new();
    for_each_reduction(value, |_, result| varying.extend(deps.of(result).iter().copied()));
    varying
}

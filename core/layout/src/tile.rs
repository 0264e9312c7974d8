//! Tiling A (x) B (spec 001 §3.3, Appendix C, Algorithm 2):
//! f_T(x || y) = f_A(x) (.) span(f_B) + f_B(y) on the interleaved domain
//! `(S_A[0], S_B[0], ..., S_A[r-1], S_B[r-1])`.
//!
//! errata: the prose of §3.3 names A and B the wrong way round; per the formula, A is the outer
//! grid and B the inner tile (TVM: `inner.tile(outer, outer_shape, inner_shape)` = outer (x) inner).

use std::collections::BTreeMap;

use crate::arith;
use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::group::{group, Grouped};
use crate::iter::Iter;
use crate::layout::{Layout, Offset};

/// The interleaved shape (a0, b0, a1, b1, ...).
pub fn interleave(outer_shape: &[i64], inner_shape: &[i64]) -> Vec<i64> {
    outer_shape
        .iter()
        .zip(inner_shape)
        .flat_map(|(&a, &b)| [a, b])
        .collect()
}

pub(crate) fn check_same_rank(outer_shape: &[i64], inner_shape: &[i64]) -> Result<()> {
    if outer_shape.len() != inner_shape.len() {
        return Err(LayoutError::Shape(format!(
            "the outer shape has rank {} but the inner shape has rank {}",
            outer_shape.len(),
            inner_shape.len()
        )));
    }
    Ok(())
}

fn scale(iter: &Iter, by: &BTreeMap<Axis, i64>) -> Result<Iter> {
    let w = by.get(iter.axis()).copied().unwrap_or(1);
    iter.with_stride(arith::mul(iter.stride(), w)?)
}

/// Interleaves the blocks of two groupings, `outer` iters mapped by `outer_iter`, and returns the
/// D list grouped by the interleaved shape (shared by tile and direct sum).
pub(crate) fn interleave_blocks(
    outer: &Grouped,
    inner: &Grouped,
    outer_iter: impl Fn(&Iter) -> Result<Iter>,
) -> Result<(Vec<Iter>, Vec<usize>)> {
    let mut shard = Vec::new();
    let mut seps = vec![0usize];
    for j in 0..outer.rank() {
        for iter in outer.block(j) {
            shard.push(outer_iter(iter)?);
        }
        seps.push(shard.len());
        shard.extend(inner.block(j).iter().cloned());
        seps.push(shard.len());
    }
    Ok((shard, seps))
}

/// T = A||S_A (x) B||S_B, grouped by the interleaved shape.
pub fn tile(outer: &Layout, outer_shape: &[i64], inner: &Layout, inner_shape: &[i64]) -> Result<Grouped> {
    check_same_rank(outer_shape, inner_shape)?;
    let ga = group(outer, outer_shape)?;
    let gb = group(inner, inner_shape)?;
    // Lemma C.1; axes B does not use have span 1.
    let sigma = inner.span_vector()?;
    let (shard, seps) = interleave_blocks(&ga, &gb, |i| scale(i, &sigma))?;
    let mut replica = outer
        .replica()
        .iter()
        .map(|i| scale(i, &sigma))
        .collect::<Result<Vec<_>>>()?;
    replica.extend(inner.replica().iter().cloned());
    let mut offset: Offset = Offset::new();
    for (axis, &v) in outer.offset() {
        offset.insert(axis.clone(), arith::mul(v, sigma.get(axis).copied().unwrap_or(1))?);
    }
    for (axis, &v) in inner.offset() {
        let e = offset.entry(axis.clone()).or_insert(0);
        *e = arith::add(*e, v)?;
    }
    let (layout, seps) = normalize_unit_shard(shard, replica, offset, seps)?;
    Ok(Grouped {
        layout,
        shape: interleave(outer_shape, inner_shape),
        seps,
    })
}

/// Drops the placeholder unit iter 1:1@m that an all-unit grouping carries when the other side
/// supplies real iters, so that a trivial operand does not add an `m` axis to the result.
pub(crate) fn normalize_unit_shard(
    shard: Vec<Iter>,
    replica: Vec<Iter>,
    offset: Offset,
    seps: Vec<usize>,
) -> Result<(Layout, Vec<usize>)> {
    let placeholder = |i: &Iter| i.extent() == 1 && i.stride() == 1 && i.axis().is_memory();
    let keep: Vec<bool> = shard.iter().map(|i| !placeholder(i)).collect();
    if keep.iter().all(|&k| k) || keep.iter().all(|&k| !k) {
        return Ok((Layout::new(shard, replica, offset)?, seps));
    }
    let mut new_index = vec![0usize; shard.len() + 1];
    let mut n = 0;
    for (k, &kept) in keep.iter().enumerate() {
        new_index[k] = n;
        if kept {
            n += 1;
        }
    }
    new_index[shard.len()] = n;
    let seps = seps.iter().map(|&s| new_index[s]).collect();
    let shard = shard
        .into_iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(i, _)| i)
        .collect();
    Ok((Layout::new(shard, replica, offset)?, seps))
}

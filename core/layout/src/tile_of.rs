//! Tile-of (spec 001 Appendix D): given A over S_A and B over S_B, find C over S_C = S_A / S_B with
//! A = C (x) B, including the offset and replication extensions of D.4.
//!
//! errata: Algorithm 3 as printed is unsound (it can return a C with A != C (x) B) and incomplete
//! (its greedy subsequence match misses the §3.1 copy example). This module derives C instead:
//! - D: since C (x) B groups by the interleaved shape `(S_C[0], S_B[0], ...)`, so must A (grouping
//!   exists for a map iff for its canonical D). Equivalent D lists have equal block maps, so at
//!   every rank the inner block of A must equal B's block (compared as canonical D), and the outer
//!   block must be W-scaled, W = span(f_B): C's block is its stride-wise quotient by W.
//! - O: O_A = O_C (.) W + O_B axis-wise (D.4), on canonical offsets.
//! - R: per axis, the replica set of A must be W * S_C + S_B (D.4). Because W exceeds every value
//!   of S_B, the translates are disjoint and S_C is unique: the largest t-set with
//!   W t + S_B within S_A. Its iters are recovered as in Theorem A.12; outside the gap condition,
//!   where a set does not determine its iters, A's canonical iters not accounted for by B's are
//!   tried instead (descaled), and kept only if they produce exactly that set.
//!
//! Every candidate is then checked against the definition (A == C (x) B) before it is returned.

use std::collections::{BTreeMap, BTreeSet};

use crate::arith;
use crate::axis::Axis;
use crate::canonicalize::{canonical_shard, equivalent};
use crate::direct_sum::direct_sum;
use crate::error::{LayoutError, Result};
use crate::group::{group, Grouped};
use crate::iter::Iter;
use crate::layout::{format_shape, Layout, Offset};
use crate::tile::{check_same_rank, interleave, tile};

/// Replica sets larger than this are not enumerated.
const REPLICA_SET_LIMIT: i64 = 1 << 20;

/// The values a list of replica iters (all on one axis) produces.
fn replica_set(iters: &[Iter]) -> Result<BTreeSet<i64>> {
    let count = arith::product(iters.iter().map(Iter::extent))?;
    if count > REPLICA_SET_LIMIT {
        return Err(LayoutError::TooLarge(format!("a replica set of {count} points")));
    }
    let mut set = BTreeSet::from([0i64]);
    for iter in iters {
        let mut next = BTreeSet::new();
        for &v in &set {
            for d in 0..iter.extent() {
                next.insert(arith::add(v, arith::mul(d, iter.stride())?)?);
            }
        }
        set = next;
    }
    Ok(set)
}

/// Theorem A.12: the saturated iters of a replica set (sigma_k = least non-zero element, E_k its
/// run length, then the sigma_k-lower boundary); `None` when the set is not such a sum.
fn recover_iters(set: &BTreeSet<i64>, axis: &Axis) -> Result<Option<Vec<Iter>>> {
    let mut rest = set.clone();
    let mut iters = Vec::new();
    while let Some(&sigma) = rest.iter().find(|&&v| v != 0) {
        let mut extent = 1i64;
        while rest.contains(&arith::mul(extent, sigma)?) {
            extent += 1;
        }
        iters.push(Iter::new(extent, sigma, axis.clone())?);
        rest = rest.iter().copied().filter(|v| !rest.contains(&(v - sigma))).collect();
        if iters.len() > set.len() {
            return Ok(None);
        }
    }
    Ok((replica_set(&iters)? == *set).then_some(iters))
}

/// Which product the outer layout C is recovered from.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Product {
    /// A = C (x) B: C's coordinates are scaled by W = span(f_B) (Appendix D).
    Tile,
    /// A = C + B: no scaling, W = 1 (Appendix F, TIRx `is_direct_sum_right`).
    DirectSum,
}

/// The iters of `a` that are not in `b` (as multisets), divided by `scale`; `None` when one is not
/// a multiple of it.
fn leftover_iters(a: &[Iter], b: &[Iter], scale: i64) -> Result<Option<Vec<Iter>>> {
    let mut rest = a.to_vec();
    for iter in b {
        if let Some(k) = rest.iter().position(|x| x == iter) {
            rest.remove(k);
        }
    }
    if rest.iter().any(|i| i.stride() % scale != 0) {
        return Ok(None);
    }
    rest.iter()
        .map(|i| i.with_stride(i.stride() / scale))
        .collect::<Result<Vec<_>>>()
        .map(Some)
}

/// C with A||S_A = C||S_C (x) B||S_B, grouped by S_C.
pub fn tile_of(a: &Layout, a_shape: &[i64], b: &Layout, b_shape: &[i64]) -> Result<Grouped> {
    recover_outer(Product::Tile, a, a_shape, b, b_shape)
}

pub(crate) fn recover_outer(
    product: Product,
    a: &Layout,
    a_shape: &[i64],
    b: &Layout,
    b_shape: &[i64],
) -> Result<Grouped> {
    let fail = |m: String| match product {
        Product::Tile => LayoutError::NotATile(m),
        Product::DirectSum => LayoutError::NotADirectSum(m),
    };
    check_same_rank(a_shape, b_shape)?;
    a.check_admits(a_shape)?;
    b.check_admits(b_shape)?;
    let mut c_shape = Vec::with_capacity(a_shape.len());
    for (j, (&sa, &sb)) in a_shape.iter().zip(b_shape).enumerate() {
        if sa % sb != 0 {
            return Err(fail(format!(
                "dim {j}: the tile extent {sb} does not divide {sa} (D.1)"
            )));
        }
        c_shape.push(sa / sb);
    }
    let ca = a.canonical()?;
    let cb = b.canonical()?;
    let w = match product {
        Product::Tile => cb.span_vector()?,
        Product::DirectSum => BTreeMap::new(),
    };
    let w_of = |axis: &Axis| w.get(axis).copied().unwrap_or(1);

    // D part.
    let ga = group(&ca, &interleave(&c_shape, b_shape)).map_err(|e| {
        fail(format!(
            "A does not group by the interleaved shape {}: {e}",
            format_shape(&interleave(&c_shape, b_shape))
        ))
    })?;
    let gb = group(&cb, b_shape)?;
    let mut shard = Vec::new();
    for (j, &tile_extent) in b_shape.iter().enumerate() {
        let inner = canonical_shard(ga.block(2 * j + 1))?;
        let tile_block = canonical_shard(gb.block(j))?;
        if inner != tile_block {
            return Err(fail(format!("dim {j}: the inner {tile_extent} of A is not B's block")));
        }
        for iter in ga.block(2 * j) {
            let scale = w_of(iter.axis());
            if iter.stride() % scale != 0 {
                return Err(fail(format!(
                    "dim {j}: the outer iter {iter} of A is not a multiple of span_{}(B) = {scale}",
                    iter.axis()
                )));
            }
            shard.push(iter.with_stride(iter.stride() / scale)?);
        }
    }
    if shard.is_empty() {
        shard.push(Iter::on_memory(1, 1)?);
    }

    // O part.
    let mut offset = Offset::new();
    let axes: BTreeSet<&Axis> = ca.offset().keys().chain(cb.offset().keys()).collect();
    for axis in axes {
        let diff = arith::sub(
            ca.offset().get(axis).copied().unwrap_or(0),
            cb.offset().get(axis).copied().unwrap_or(0),
        )?;
        if diff % w_of(axis) != 0 {
            return Err(fail(format!(
                "offset on {axis}: O_A - O_B = {diff} is not a multiple of span_{axis}(B) = {}",
                w_of(axis)
            )));
        }
        offset.insert(axis.clone(), diff / w_of(axis));
    }

    // R part, per axis.
    let mut by_axis: BTreeMap<Axis, (Vec<Iter>, Vec<Iter>)> = BTreeMap::new();
    for iter in ca.replica() {
        by_axis.entry(iter.axis().clone()).or_default().0.push(iter.clone());
    }
    for iter in cb.replica() {
        by_axis.entry(iter.axis().clone()).or_default().1.push(iter.clone());
    }
    let mut replica = Vec::new();
    for (axis, (ra, rb)) in by_axis {
        let (sa, sb) = (replica_set(&ra)?, replica_set(&rb)?);
        let scale = w_of(&axis);
        let mut sc = BTreeSet::new();
        for &v in &sa {
            if v % scale == 0 && sb.iter().all(|&s| v.checked_add(s).is_some_and(|t| sa.contains(&t))) {
                sc.insert(v / scale);
            }
        }
        let mut sum = BTreeSet::new();
        for &t in &sc {
            for &s in &sb {
                sum.insert(arith::add(arith::mul(t, scale)?, s)?);
            }
        }
        if sum != sa {
            return Err(fail(format!(
                "the replicas of A on {axis} are not span-scaled replicas plus B's replicas (D.4)"
            )));
        }
        let iters = match recover_iters(&sc, &axis)? {
            Some(iters) => iters,
            // Outside the gap condition a set does not determine its iters; try A's canonical iters
            // that B's do not account for, descaled.
            None => leftover_iters(&ra, &rb, scale)?
                .filter(|iters| replica_set(iters).ok().as_ref() == Some(&sc))
                .ok_or_else(|| fail(format!("the replicas C would need on {axis} are not a sum of iters")))?,
        };
        replica.extend(iters);
    }

    let c = Layout::new(shard, replica, offset)?;
    let grouped_c = group(&c, &c_shape)?;
    // Verify against the definition before answering (errata).
    let (rebuilt, op) = match product {
        Product::Tile => (tile(&c, &c_shape, b, b_shape)?, "(x)"),
        Product::DirectSum => (direct_sum(&c, &c_shape, b, b_shape)?, "+"),
    };
    if !equivalent(&rebuilt.layout, a)?.equal {
        return Err(fail(format!("the derived C = {c} does not satisfy A = C {op} B")));
    }
    Ok(grouped_c)
}

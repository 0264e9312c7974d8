//! Canonicalization (spec 001 Appendix A): D0/D1 on the shard list, C0/C1/C2 per axis on the
//! replica and offset parts, each to a fixed point; the gap condition (GC) is checked and reported.
//! Under GC the canonical form is unique (Theorem A.14), so equivalence is structural equality of
//! canonical forms; outside GC `equivalent` falls back to comparing the induced maps point by point.

use std::collections::BTreeMap;

use crate::apply::InducedMap;
use crate::arith;
use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::iter::Iter;
use crate::layout::{Layout, Offset};

/// Whether the canonical replica part satisfies the gap condition of Appendix A.1:
/// on every axis, with distinct strides s_1 < ... < s_m and extents E_k, s_{k+1} > E_k * s_k.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GapCondition {
    Holds,
    /// The first violation found: iter (extent, stride) is followed on `axis` by `next_stride`
    /// with next_stride <= extent * stride.
    Violated {
        axis: Axis,
        extent: i64,
        stride: i64,
        next_stride: i64,
    },
}

/// A canonical layout and whether its canonical form is unique (GC holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canonical {
    pub layout: Layout,
    pub gap_condition: GapCondition,
}

/// D0 + D1 to a fixed point (Appendix A.1). An all-unit D becomes the single iter 1:1 on m, so that
/// D keeps at least one iter (Definition 2.2) and the result is still unique.
pub fn canonical_shard(shard: &[Iter]) -> Result<Vec<Iter>> {
    let mut out: Vec<Iter> = Vec::with_capacity(shard.len());
    for iter in shard {
        // D0: a unit-extent iter contributes nothing to f_D.
        if iter.extent() == 1 {
            continue;
        }
        let mut cur = iter.clone();
        // D1: (e_i, s_i, a), (e_{i+1}, s_{i+1}, a) with s_i = e_{i+1} s_{i+1} -> (e_i e_{i+1}, s_{i+1}, a).
        // Merging keeps e * s of the merged iter equal to that of the earlier one, so one look back
        // after each push reaches the fixed point.
        while let Some(prev) = out.last() {
            let chain = prev.axis() == cur.axis() && cur.extent().checked_mul(cur.stride()) == Some(prev.stride());
            if !chain {
                break;
            }
            let merged = cur.with_extent(arith::mul(prev.extent(), cur.extent())?)?;
            out.pop();
            cur = merged;
        }
        out.push(cur);
    }
    if out.is_empty() {
        out.push(Iter::on_memory(1, 1)?);
    }
    Ok(out)
}

/// C0, C1, C2 on one axis to a fixed point; returns the saturated iters sorted by stride and the
/// offset shift C1 introduced.
fn canonical_replica_axis(iters: Vec<Iter>) -> Result<(Vec<Iter>, i64)> {
    let mut shift = 0i64;
    let mut work = Vec::with_capacity(iters.len());
    for iter in iters {
        // C0: a unit-extent replica iter is the single offset 0.
        if iter.extent() == 1 {
            continue;
        }
        if iter.stride() < 0 {
            // C1: {0, s, .., (e-1)s} with s < 0 is {0, |s|, .., (e-1)|s|} + (e-1)s.
            shift = arith::add(shift, arith::mul(iter.extent() - 1, iter.stride())?)?;
            work.push(iter.with_stride(arith::abs(iter.stride())?)?);
        } else {
            work.push(iter);
        }
    }
    // C2 with the errata: s_j = q s_i for 1 <= q <= e_i (q = e_i is the saturated chain) absorbs
    // (e_j, s_j) into (e_i + q (e_j - 1), s_i). Each merge removes an iter, so this terminates.
    'search: loop {
        for i in 0..work.len() {
            for j in 0..work.len() {
                if i == j {
                    continue;
                }
                let (si, sj) = (work[i].stride(), work[j].stride());
                if sj % si != 0 {
                    continue;
                }
                let q = sj / si;
                if q >= 1 && q <= work[i].extent() {
                    let extent = arith::add(work[i].extent(), arith::mul(q, work[j].extent() - 1)?)?;
                    work[i] = work[i].with_extent(extent)?;
                    work.remove(j);
                    continue 'search;
                }
            }
        }
        break;
    }
    work.sort_by_key(|i| (i.stride(), i.extent()));
    Ok((work, shift))
}

fn gap_condition(replica: &[Iter]) -> GapCondition {
    // `replica` is sorted by (axis, stride); saturation leaves distinct strides on each axis.
    for pair in replica.windows(2) {
        let (lo, hi) = (&pair[0], &pair[1]);
        if lo.axis() != hi.axis() {
            continue;
        }
        let fits = lo
            .extent()
            .checked_mul(lo.stride())
            .is_some_and(|reach| hi.stride() > reach);
        if !fits {
            return GapCondition::Violated {
                axis: lo.axis().clone(),
                extent: lo.extent(),
                stride: lo.stride(),
                next_stride: hi.stride(),
            };
        }
    }
    GapCondition::Holds
}

/// The canonical (O, R) pair: per-axis C0/C1/C2, R sorted by (axis, stride), zero offsets dropped.
pub fn canonical_replica(replica: &[Iter], offset: &Offset) -> Result<(Vec<Iter>, Offset)> {
    let mut by_axis: BTreeMap<Axis, Vec<Iter>> = BTreeMap::new();
    for iter in replica {
        by_axis.entry(iter.axis().clone()).or_default().push(iter.clone());
    }
    let mut offset = offset.clone();
    let mut out = Vec::with_capacity(replica.len());
    for (axis, iters) in by_axis {
        let (iters, shift) = canonical_replica_axis(iters)?;
        let entry = offset.entry(axis).or_insert(0);
        *entry = arith::add(*entry, shift)?;
        out.extend(iters);
    }
    offset.retain(|_, v| *v != 0);
    Ok((out, offset))
}

impl Layout {
    /// The canonical form of this layout and whether it satisfies the gap condition.
    pub fn canonicalize(&self) -> Result<Canonical> {
        let shard = canonical_shard(self.shard())?;
        let (replica, offset) = canonical_replica(self.replica(), self.offset())?;
        let gap_condition = gap_condition(&replica);
        Ok(Canonical {
            layout: Layout::new(shard, replica, offset)?,
            gap_condition,
        })
    }

    /// The canonical layout alone.
    pub fn canonical(&self) -> Result<Layout> {
        Ok(self.canonicalize()?.layout)
    }
}

/// How `equivalent` decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EquivalenceMethod {
    /// Both canonical forms satisfy GC, so they are unique (Theorem A.14) and were compared.
    CanonicalForm,
    /// GC fails on a side; the induced maps were enumerated and compared point by point.
    BruteForce,
}

/// The answer of `equivalent`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Equivalence {
    pub equal: bool,
    pub method: EquivalenceMethod,
}

/// Points enumerated at most by the brute-force fallback of `equivalent`.
pub const BRUTE_FORCE_LIMIT: i64 = 1 << 22;

/// Whether f_A == f_B (same number of logical indices and the same set at every index).
pub fn equivalent(a: &Layout, b: &Layout) -> Result<Equivalence> {
    let (ca, cb) = (a.canonicalize()?, b.canonicalize()?);
    if a.size() != b.size() {
        return Ok(Equivalence {
            equal: false,
            method: EquivalenceMethod::CanonicalForm,
        });
    }
    if ca.gap_condition == GapCondition::Holds && cb.gap_condition == GapCondition::Holds {
        return Ok(Equivalence {
            equal: ca.layout == cb.layout,
            method: EquivalenceMethod::CanonicalForm,
        });
    }
    // D and O are pinned by the fiber minima (Lemma A.13) whatever R is, so differing canonical D
    // or O already decide; only R needs the set comparison.
    if ca.layout.shard() != cb.layout.shard() || ca.layout.offset() != cb.layout.offset() {
        return Ok(Equivalence {
            equal: false,
            method: EquivalenceMethod::CanonicalForm,
        });
    }
    let (ra, rb) = (replica_only(&ca.layout)?, replica_only(&cb.layout)?);
    let (ma, mb) = InducedMap::pair(&ra, &rb, BRUTE_FORCE_LIMIT).map_err(|e| match e {
        LayoutError::TooLarge(m) => LayoutError::TooLarge(format!(
            "outside the gap condition equivalence compares replica sets point by point: {m}"
        )),
        other => other,
    })?;
    Ok(Equivalence {
        equal: ma == mb,
        method: EquivalenceMethod::BruteForce,
    })
}

/// S[1:1] + R: the replica set of a layout on its own.
fn replica_only(l: &Layout) -> Result<Layout> {
    Layout::new(vec![Iter::on_memory(1, 1)?], l.replica().to_vec(), Offset::new())
}

//! Slicing `L[R:S]` (spec 001 §3.3, Appendix E): a layout on the region's extents T that agrees
//! with `L<S>` on the region, `f_{L[R:S]<T>}(u) = f_{L<S>}(u + b)`. Existence is decided exactly:
//! a slice is returned whenever one exists, otherwise `NoSlice` names where every candidate fails.
//!
//! 1. R and O. Every image f_L(x) = D(x) + O + {r in R} is a translate of one finite set, and a
//!    finite set is a translate of itself only by 0; so a slice keeps R, takes the offset
//!    O* = f_D(flat(b)) + O, and exists iff the shard map u -> f_D(flat(u + b)) - f_D(flat(b)) is
//!    the map of some D.
//! 2. When L groups by S (Algorithm 1), that map is a sum of per-block maps h_i(u_i), and it is
//!    a layout iff every h_i is (the split lemma below), so each block is decided alone: Algorithm 4
//!    first (spec 001 Appendix E.1, no enumeration; errata: "if rem = 0 return peeled" reads
//!    rem = 1, and the capacity test of the one-wrap form is strict, d_{k-1} + 1 < E_{k-1}), and
//!    where its sufficient forms do not apply, the exact greedy of `layout_of_map` over the T_i
//!    points of the block's range.
//! 3. When L does not group by S, the greedy runs over the whole region's T_0 * ... * T_{r-1} points.
//!
//! Split lemma: if a layout map g on [0, AB) has g(qB + p) = g(qB) + g(p), then p -> g(p) on
//! [0, B) and q -> g(qB) are layouts. Take g canonical, fastest iter first (e_1, w_1), (e_2, w_2),
//! ..., P_i = e_1 ... e_i, the largest i with P = P_i <= B, (e, w) = (e_{i+1}, w_{i+1}) and
//! B = mP + rho (0 <= rho < P, 1 <= m < e unless B = P, where the parts are runs of iters).
//! (a) rho = 0, e = nm + sigma with 0 < sigma < m: g(nB + sigma P) = g(eP) = w_{i+2}, and the
//!     split gives (nm + sigma) w = e w: a chain. So m | e and (e, w) splits into (e/m, mw), (m, w).
//! (b) rho > 0, m + 1 = e: g(B + P) = g(eP + rho) = w_{i+2} + g(rho), the split gives
//!     g(B) + g(P) = (e - 1) w + g(rho) + w, so w_{i+2} = e w: a chain.
//! (c) rho > 0, m + 1 < e: the split at p < P - rho and p = P - rho + p' gives, on [0, P),
//!     g(x + rho) = g(x) + c1 and g(x + P - rho) = g(x) + c2 with c1 + c2 = w. Extended by
//!     F(x + P) = F(x) + w, F(x + rho) = F(x) + c1 holds for every integer x, so with
//!     gamma = gcd(rho, P) < P, g on [0, P) splits at gamma with the linear upper part q -> q c.
//!     By induction that split falls inside one iter, and a linear run of canonical iters is a
//!     single iter, the top one (e_i, w_i); so w = F(P) = (P / gamma) c = e_i w_i: a chain.
//! A canonical form has no chains, so only the aligned case remains.

use std::ops::Range;

use crate::apply::{flatten, unflatten};
use crate::arith;
use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::group::group;
use crate::iter::Iter;
use crate::layout::{format_shape, Layout, Offset};
use crate::layout_of_map::shard_of_map;

/// The most points the exact decision enumerates for one block (or for a region whose layout does
/// not group by its shape); beyond it a range outside Algorithm 4 is refused with `TooLarge`.
pub const SLICE_POINT_LIMIT: i64 = 1 << 24;

/// `L[R:S]` for the region `region[i] = b_i .. b_i + T_i` of the admitted shape `shape`.
pub fn slice(layout: &Layout, shape: &[i64], region: &[Range<i64>]) -> Result<Layout> {
    if region.len() != shape.len() {
        return Err(LayoutError::Shape(format!(
            "region has rank {} but shape {} has rank {}",
            region.len(),
            format_shape(shape),
            shape.len()
        )));
    }
    for (i, (r, &s)) in region.iter().zip(shape).enumerate() {
        if r.start < 0 || r.end > s || r.start >= r.end {
            return Err(LayoutError::Shape(format!(
                "region [{}:{}) of dim {i} is empty or outside [0:{s})",
                r.start, r.end
            )));
        }
    }
    let mut shard = match group(layout, shape) {
        Ok(grouped) => {
            let mut shard = Vec::new();
            for (i, r) in region.iter().enumerate() {
                shard.extend(slice_block(grouped.block(i), i, r)?);
            }
            shard
        }
        Err(LayoutError::GroupFailed(_)) => slice_ungrouped(layout, shape, region)?,
        Err(e) => return Err(e),
    };
    if shard.is_empty() {
        shard.push(Iter::on_memory(1, 1)?);
    }
    // O* = f_{L<S>}(b) without the replicas: the base point at the region origin.
    let origin: Vec<i64> = region.iter().map(|r| r.start).collect();
    let base = layout.base(flatten(&origin, shape)?)?;
    let offset: Offset = base.components().map(|(axis, v)| (axis.clone(), v)).collect();
    Layout::new(shard, layout.replica().to_vec(), offset)
}

/// The iters of one block's range `r` (dim `dim` of the region), slowest first.
fn slice_block(block: &[Iter], dim: usize, r: &Range<i64>) -> Result<Vec<Iter>> {
    let peeled = peel(block, r.start, r.end - r.start);
    if let Some(iters) = algorithm4(block, &peeled)? {
        return Ok(iters);
    }
    // The range is u -> upper(u // P) + peeled(u % P): by the split lemma it is a layout iff the
    // unpeeled digits' part is, so only rem = T / P points are enumerated.
    let what = || {
        let iters: Vec<String> = block.iter().map(Iter::to_string).collect();
        format!(
            "range [{}:{}) of dim {dim} over block [{}]",
            r.start,
            r.end,
            iters.join(", ")
        )
    };
    let Some(k) = peeled.pivot else {
        return Err(LayoutError::Shape(format!("{} exceeds the block", what())));
    };
    check_limit(peeled.rem, &what)?;
    let upper = &block[..=k];
    let axes = axes_of(upper);
    let slots: Vec<usize> = upper.iter().map(|i| slot_of(&axes, i.axis())).collect();
    let span = arith::product(peeled.iters.iter().map(Iter::extent))?;
    let first = r.start / span;
    // f_upper(first + u) - f_upper(first), digit by digit (digits of the start subtracted).
    let at = |u: i64, out: &mut [i64]| -> Result<()> {
        out.fill(0);
        let (mut x, mut x0) = (first + u, first);
        for (iter, &slot) in upper.iter().zip(&slots).rev() {
            let e = iter.extent();
            let d = x % e - x0 % e;
            (x, x0) = (x / e, x0 / e);
            out[slot] = arith::add(out[slot], arith::mul(d, iter.stride())?)?;
        }
        Ok(())
    };
    let mut iters = shard_of_map(peeled.rem, &axes, at).map_err(|e| in_context(e, &what))?;
    iters.extend(peeled.iters);
    Ok(iters)
}

/// The iters of the whole region when L does not group by S (the region's map need not split by
/// dims then, so it is decided as one map of the flat region index).
fn slice_ungrouped(layout: &Layout, shape: &[i64], region: &[Range<i64>]) -> Result<Vec<Iter>> {
    let t: Vec<i64> = region.iter().map(|r| r.end - r.start).collect();
    let what = || {
        let dims: Vec<String> = region.iter().map(|r| format!("{}:{}", r.start, r.end)).collect();
        format!(
            "region [{}] of {layout} (which does not group by {})",
            dims.join(","),
            format_shape(shape)
        )
    };
    let n = arith::product(t.iter().copied())?;
    check_limit(n, &what)?;
    let axes = axes_of(layout.shard());
    let origin: Vec<i64> = region.iter().map(|r| r.start).collect();
    let start = layout.shard_point(flatten(&origin, shape)?)?;
    let at = |v: i64, out: &mut [i64]| -> Result<()> {
        let coord: Vec<i64> = unflatten(v, &t).iter().zip(region).map(|(u, r)| u + r.start).collect();
        let point = layout.shard_point(flatten(&coord, shape)?)?;
        for (slot, a) in out.iter_mut().zip(&axes) {
            *slot = arith::sub(point.get(a), start.get(a))?;
        }
        Ok(())
    };
    shard_of_map(n, &axes, at).map_err(|e| in_context(e, &what))
}

fn check_limit(points: i64, what: &dyn Fn() -> String) -> Result<()> {
    if points > SLICE_POINT_LIMIT {
        return Err(LayoutError::TooLarge(format!(
            "{} is outside Algorithm 4's forms and deciding its slice enumerates {points} points, \
             more than the limit {SLICE_POINT_LIMIT}",
            what()
        )));
    }
    Ok(())
}

fn in_context(e: LayoutError, what: &dyn Fn() -> String) -> LayoutError {
    match e {
        LayoutError::NoSlice(m) => LayoutError::NoSlice(format!("{}: {m}", what())),
        other => other,
    }
}

/// The distinct axes of some iters, in name order.
fn axes_of(iters: &[Iter]) -> Vec<Axis> {
    let mut axes: Vec<Axis> = iters.iter().map(|i| i.axis().clone()).collect();
    axes.sort();
    axes.dedup();
    axes
}

fn slot_of(axes: &[Axis], axis: &Axis) -> usize {
    // `axes` comes from `axes_of` over the same iters, so every axis is present.
    axes.binary_search(axis).unwrap_or_default()
}

/// Algorithm 4's greedy peel (lines 3-11): the fastest digits that start at 0 and whose extents
/// divide what is left of the range, slowest first; the pivot is the rightmost digit not peeled.
struct Peeled {
    iters: Vec<Iter>,
    pivot: Option<usize>,
    rem: i64,
    start: Vec<i64>,
}

fn peel(block: &[Iter], b: i64, t: i64) -> Peeled {
    let extents: Vec<i64> = block.iter().map(Iter::extent).collect();
    let start = unflatten(b, &extents);
    let mut iters: Vec<Iter> = Vec::new();
    let mut rem = t;
    let mut pivot = None;
    for j in (0..block.len()).rev() {
        if start[j] == 0 && rem % block[j].extent() == 0 {
            iters.insert(0, block[j].clone());
            rem /= block[j].extent();
        } else {
            pivot = Some(j);
            break;
        }
    }
    Peeled {
        iters,
        pivot,
        rem,
        start,
    }
}

/// Algorithm 4 on one canonical block after the peel: the iters reproducing the block on the
/// range, relative to its value at the start, when the range has one of its forms (all peeled,
/// no-wrap, symmetric one-wrap); `None` otherwise.
fn algorithm4(block: &[Iter], peeled: &Peeled) -> Result<Option<Vec<Iter>>> {
    let (rem, start) = (peeled.rem, &peeled.start);
    if rem == 1 {
        return Ok(Some(peeled.iters.clone()));
    }
    let Some(k) = peeled.pivot else {
        return Ok(None);
    };
    let (ek, sk, ak) = (block[k].extent(), block[k].stride(), block[k].axis().clone());
    let dk = start[k];
    let mut out = Vec::with_capacity(peeled.iters.len() + 2);
    if dk + rem <= ek {
        // Lemma E.1 (no wrap): the pivot digit runs d_k .. d_k + rem - 1 without carrying.
        out.push(Iter::new(rem, sk, ak)?);
    } else if rem % 2 == 0 && dk + rem / 2 == ek && (k == 0 || start[k - 1] + 1 < block[k - 1].extent()) {
        // Lemma E.2 (symmetric one-wrap): two chunks of c = rem/2 pivot values; between their
        // origins digit k-1 carries once and the pivot drops by E_k - c.
        let c = rem / 2;
        let back = arith::mul(ek - c, sk)?;
        let delta = if k == 0 {
            arith::sub(0, back)?
        } else if block[k - 1].axis() == &ak {
            arith::sub(block[k - 1].stride(), back)?
        } else {
            // The chunk step spans two axes: no single iter takes it.
            return Ok(None);
        };
        if delta == 0 {
            // The two chunks coincide: not an iter (stride 0).
            return Ok(None);
        }
        out.push(Iter::new(2, delta, ak.clone())?);
        out.push(Iter::new(c, sk, ak)?);
    } else {
        return Ok(None);
    }
    out.extend(peeled.iters.iter().cloned());
    Ok(Some(out))
}

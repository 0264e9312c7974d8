//! Slicing `L[R:S]` (spec 001 §3.3 and Appendix E, Algorithm 4): a layout on the region's extents
//! T that agrees with `L<S>` on the region, `f_{L[R:S]<T>}(u) = f_{L<S>}(u + b)`.
//!
//! L is grouped by S (canonical blocks); every block is sliced on its own range [b, b+T) by
//! peeling the fastest digits, then the no-wrap or the symmetric one-wrap form at the pivot. The
//! region origin f_D(flat(b)) goes into the offset; R is unchanged. Other cases are `Unsupported`.
//!
//! errata (spec README): "if rem = 0 return peeled" reads rem = 1, and the immediate-left capacity
//! test of the one-wrap form is strict, d_{k-1} + 1 < E_{k-1}.

use std::ops::Range;

use crate::apply::unflatten;
use crate::arith;
use crate::error::{LayoutError, Result};
use crate::group::group;
use crate::iter::Iter;
use crate::layout::{format_shape, Layout, Offset};

/// Algorithm 4 on one canonical block: the iters reproducing the block on [b, b + t), relative to
/// the block's value at b.
fn slice_block(block: &[Iter], b: i64, t: i64) -> Result<Vec<Iter>> {
    let extents: Vec<i64> = block.iter().map(Iter::extent).collect();
    let start = unflatten(b, &extents);
    let mut peeled: Vec<Iter> = Vec::new();
    let mut rem = t;
    let mut pivot = None;
    for j in (0..block.len()).rev() {
        if start[j] == 0 && rem % block[j].extent() == 0 {
            peeled.insert(0, block[j].clone());
            rem /= block[j].extent();
        } else {
            pivot = Some(j);
            break;
        }
    }
    if rem == 1 {
        return Ok(peeled);
    }
    let Some(k) = pivot else {
        return Err(LayoutError::Shape(format!("range [{b}, {}) exceeds the block", b + t)));
    };
    let (ek, sk, ak) = (block[k].extent(), block[k].stride(), block[k].axis().clone());
    let dk = start[k];
    let mut out = Vec::with_capacity(peeled.len() + 2);
    if dk + rem <= ek {
        // Lemma E.1 (no wrap): the pivot digit runs d_k .. d_k + rem - 1 without carrying.
        out.push(Iter::new(rem, sk, ak)?);
    } else if rem % 2 == 0
        && dk + rem / 2 == ek
        && (k == 0 || start[k - 1] + 1 < block[k - 1].extent())
    {
        // Lemma E.2 (symmetric one-wrap): two chunks of c = rem/2 pivot values; between their
        // origins digit k-1 carries once and the pivot drops by E_k - c.
        let c = rem / 2;
        let back = arith::mul(ek - c, sk)?;
        let delta = if k == 0 {
            arith::sub(0, back)?
        } else if block[k - 1].axis() == &ak {
            arith::sub(block[k - 1].stride(), back)?
        } else {
            return Err(LayoutError::Unsupported(format!(
                "one-wrap slice whose chunk step spans two axes ({} and {ak})",
                block[k - 1].axis()
            )));
        };
        if delta == 0 {
            return Err(LayoutError::Unsupported("one-wrap slice whose two chunks coincide".into()));
        }
        out.push(Iter::new(2, delta, ak.clone())?);
        out.push(Iter::new(c, sk, ak)?);
    } else {
        return Err(LayoutError::Unsupported(format!(
            "range [{b}, {}) over block {} is neither a no-wrap nor a symmetric one-wrap slice",
            b + t,
            format_shape(&extents)
        )));
    }
    out.extend(peeled);
    Ok(out)
}

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
    let grouped = group(layout, shape)?;
    let mut shard = Vec::new();
    for (i, r) in region.iter().enumerate() {
        shard.extend(slice_block(grouped.block(i), r.start, r.end - r.start)?);
    }
    if shard.is_empty() {
        shard.push(Iter::on_memory(1, 1)?);
    }
    // O* = f_{L<S>}(b) without the replicas: the base point at the region origin.
    let origin: Vec<i64> = region.iter().map(|r| r.start).collect();
    let base = layout.base(crate::apply::flatten(&origin, shape)?)?;
    let offset: Offset = base.components().map(|(axis, v)| (axis.clone(), v)).collect();
    Layout::new(shard, layout.replica().to_vec(), offset)
}

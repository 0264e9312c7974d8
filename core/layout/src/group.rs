//! Grouping by a shape (spec 001 §3.3 and Appendix B, Algorithm 1) and the common refinement of
//! several shapes (TIRx `group_many`).
//!
//! errata: Algorithm 1 runs on the canonicalized D (merge before splitting); on a raw D it fails
//! where a grouping exists, e.g. S[(2,3):(3,1)] grouped by (3,2).

use crate::arith;
use crate::canonicalize::canonical_shard;
use crate::error::{LayoutError, Result};
use crate::iter::Iter;
use crate::layout::{format_shape, Layout};

/// L||S: a layout whose D is split into consecutive blocks, block i holding the iters
/// `shard()[seps[i]..seps[i+1]]` whose extents multiply to S_i. f_L is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grouped {
    pub layout: Layout,
    pub shape: Vec<i64>,
    /// r + 1 separators into `layout.shard()`, from 0 to its length.
    pub seps: Vec<usize>,
}

impl Grouped {
    /// The iters of block `i`.
    pub fn block(&self, i: usize) -> &[Iter] {
        &self.layout.shard()[self.seps[i]..self.seps[i + 1]]
    }

    /// The number of blocks (the rank of the shape).
    pub fn rank(&self) -> usize {
        self.shape.len()
    }
}

/// Groups `layout` by `shape` with the fewest iters (Algorithm 1 on the canonical D).
pub fn group(layout: &Layout, shape: &[i64]) -> Result<Grouped> {
    layout.check_admits(shape)?;
    let mut source = canonical_shard(layout.shard())?;
    let mut refined: Vec<Iter> = Vec::with_capacity(source.len() + shape.len());
    let mut seps = vec![0usize];
    let mut j = 0usize;
    for (i, &target) in shape.iter().enumerate() {
        let mut cur = 1i64;
        while cur < target {
            let Some(iter) = source.get(j).cloned() else {
                return Err(LayoutError::GroupFailed(format!("ran out of iters in block {i}")));
            };
            let rem = target / cur;
            let g = arith::gcd(iter.extent(), rem);
            if g == 1 {
                return Err(LayoutError::GroupFailed(format!(
                    "block {i} of shape {} needs a factor {rem} but the next iter is {iter}; \
                     the boundary falls inside an iter that it does not divide",
                    format_shape(shape)
                )));
            }
            // Lemma B.1: (e, s) = (g, (e/g) s), (e/g, s).
            let tail = iter.extent() / g;
            refined.push(Iter::new(g, arith::mul(tail, iter.stride())?, iter.axis().clone())?);
            cur = arith::mul(cur, g)?;
            if tail > 1 {
                source[j] = iter.with_extent(tail)?;
            } else {
                j += 1;
            }
        }
        seps.push(refined.len());
    }
    if refined.is_empty() {
        // Every entry of the shape is 1: the canonical D is the unit iter; keep it in the last block.
        refined.push(Iter::on_memory(1, 1)?);
        if let Some(last) = seps.last_mut() {
            *last = 1;
        }
    }
    let layout = Layout::new(refined, layout.replica().to_vec(), layout.offset().clone())?;
    Ok(Grouped {
        layout,
        shape: shape.to_vec(),
        seps,
    })
}

/// The common refinement of several shapes and the grouping of a layout by it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupedMany {
    /// The layout grouped by `refined`.
    pub grouped: Grouped,
    /// For each input shape, r + 1 separators into `grouped.layout.shard()`.
    pub seps: Vec<Vec<usize>>,
}

/// The cumulative products of a shape, from the outermost dimension (its block boundaries).
fn boundaries(shape: &[i64]) -> Result<Vec<i64>> {
    let mut acc = 1i64;
    shape
        .iter()
        .map(|&s| {
            acc = arith::mul(acc, s)?;
            Ok(acc)
        })
        .collect()
}

/// Groups `layout` by the common refinement of `shapes` (every shape's block boundaries become
/// boundaries of the refinement). Fails when the boundaries are not a divisibility chain
/// ("incompatible cumulative boundaries", layout-anchors V14).
pub fn group_many(layout: &Layout, shapes: &[Vec<i64>]) -> Result<GroupedMany> {
    if shapes.is_empty() {
        return Err(LayoutError::Shape("group_many needs at least one shape".into()));
    }
    let mut all = Vec::new();
    for shape in shapes {
        layout.check_admits(shape)?;
        all.extend(boundaries(shape)?);
    }
    all.sort_unstable();
    all.dedup();
    let mut refined = Vec::with_capacity(all.len());
    let mut prev = 1i64;
    for &b in &all {
        if b % prev != 0 {
            return Err(LayoutError::GroupFailed(format!(
                "incompatible cumulative boundaries: {prev} does not divide {b}"
            )));
        }
        refined.push(b / prev);
        prev = b;
    }
    if refined.is_empty() {
        refined.push(1);
    }
    let grouped = group(layout, &refined)?;
    let seps = shapes
        .iter()
        .map(|shape| {
            let bounds = boundaries(shape)?;
            let mut seps = vec![0usize];
            for b in bounds {
                // The refinement block that ends at boundary b.
                let k = all.iter().position(|&x| x == b).unwrap_or(all.len() - 1);
                seps.push(grouped.seps[k + 1]);
            }
            Ok(seps)
        })
        .collect::<Result<_>>()?;
    Ok(GroupedMany { grouped, seps })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    #[test]
    fn unit_dims_get_empty_blocks() {
        let g = group(&parse("S[8:1]").unwrap(), &[1, 8, 1]).unwrap();
        assert_eq!(g.seps, [0, 0, 1, 1]);
        assert_eq!(g.block(1).len(), 1);
        let point = group(&parse("S[(1,1):(3,4@w)]").unwrap(), &[1, 1]).unwrap();
        assert_eq!(point.layout.to_string(), "S[1:1]");
        assert_eq!(point.seps, [0, 0, 1]);
    }

    #[test]
    fn rank_zero_is_rejected() {
        assert!(matches!(
            group(&parse("S[1:1]").unwrap(), &[]),
            Err(LayoutError::Shape(_))
        ));
    }
}

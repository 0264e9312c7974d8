//! Reshape without a new view (spec 004): a reshape of a strided view needs no new view iff the new
//! shape refines the max-merge partition (the merged dims); every other reshape needs one.
//!
//! In Axe terms the max-merge view is the canonical D (D1 is the merge of spec 004 §2.2, and D0
//! first drops unit dims, which spec 004 leaves in place although a unit dim never blocks a merge),
//! and "refines" means each canonical iter is a product of consecutive new dims, which is exactly
//! when grouping by the new shape puts at most one iter in every block.

use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::group::group;
use crate::iter::Iter;
use crate::layout::{format_shape, Layout};

/// The answer of `reshape`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reshape {
    /// One iter per dim of the new shape, with the same induced map.
    View(Layout),
    /// A new view is needed; `partition` is the max-merge shape the new shape fails to refine.
    NeedsNewView { partition: Vec<i64>, reason: String },
}

/// Decides whether `layout` can be viewed with `shape` (one iter per dim) and builds that view.
pub fn reshape(layout: &Layout, shape: &[i64]) -> Result<Reshape> {
    layout.check_admits(shape)?;
    let partition: Vec<i64> = layout.canonical()?.shard().iter().map(Iter::extent).collect();
    let refuse = |reason: String| {
        Ok(Reshape::NeedsNewView {
            partition: partition.clone(),
            reason,
        })
    };
    let grouped = match group(layout, shape) {
        Ok(g) => g,
        Err(LayoutError::GroupFailed(m)) => return refuse(m),
        Err(e) => return Err(e),
    };
    let mut iters = Vec::with_capacity(shape.len());
    for (i, &extent) in shape.iter().enumerate() {
        let block = grouped.block(i);
        match block {
            // A block's extents multiply to its dim, so a single iter has exactly that extent.
            [one] => iters.push(one.clone()),
            // A unit dim has no iter; any stride will do, keep the axis of a neighbour.
            [] => {
                let near = grouped
                    .layout
                    .shard()
                    .get(grouped.seps[i])
                    .or(grouped.layout.shard().last());
                let axis = near.map_or_else(Axis::memory, |n| n.axis().clone());
                iters.push(Iter::new(1, 1, axis)?);
            }
            _ => {
                return refuse(format!(
                    "dim {i} (extent {extent}) of {} spans {} iters of the max-merge view {}",
                    format_shape(shape),
                    block.len(),
                    format_shape(&partition)
                ))
            }
        }
    }
    Ok(Reshape::View(Layout::new(
        iters,
        layout.replica().to_vec(),
        layout.offset().clone(),
    )?))
}

//! A distributed layout as a sharding: which grid axes split each tensor dimension, which
//! replicate it, and over which the pieces are partial sums.
//!
//! The layout is grouped by the tensor's shape (spec 001 Algorithm 1). In each dimension the
//! iters on device axes must come first (they pick the block, as `shard.sharding`'s contiguous
//! splits do) and the rest must be on memory (they lay the piece out in the process's memory,
//! which the MPI path keeps packed row-major). R iters must be on device axes: each replicates
//! the tensor along the grid axes it covers. Every grid axis must be covered exactly once.

use crate::error::Result;
use crate::fail;
use crate::grid::Grid;
use axe_layout::{format_shape, group, AxisKind, Layout};

/// A tensor's distribution over a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sharding {
    /// Per tensor dimension, the grid axes that split it, major first.
    pub split: Vec<Vec<usize>>,
    /// Grid axes along which the pieces are partial sums (a reduction over a split dimension).
    pub partial: Vec<usize>,
}

impl Sharding {
    /// The sharding of a `shape` tensor laid out by `layout` on `grid`.
    pub fn of_layout(layout: &Layout, shape: &[i64], grid: &Grid) -> Result<Sharding> {
        let grouped = group(layout, shape).map_err(|e| {
            crate::error::DistributeError(format!(
                "layout {layout} does not group by the shape {}: {e}",
                format_shape(shape)
            ))
        })?;
        let mut split = Vec::with_capacity(shape.len());
        let mut covered = vec![false; grid.axes.len()];
        let mut cover = |digits: &[usize], what: &str| -> Result<()> {
            for &g in digits {
                if covered[g] {
                    return fail!(
                        "layout {layout} puts {what} on grid axis {g} ({}/{}) that another iter already uses: two \
                         pieces on one process",
                        grid.axes[g].device_axis,
                        grid.axes[g].stride
                    );
                }
                covered[g] = true;
            }
            Ok(())
        };
        for d in 0..shape.len() {
            let mut axes = Vec::new();
            let mut in_memory = false;
            for iter in grouped.block(d) {
                match iter.axis().kind() {
                    AxisKind::Device if in_memory => {
                        return fail!(
                            "layout {layout}: dimension {d} puts {iter} inside its memory iters, a cyclic distribution; \
                             a sharding splits a dimension into contiguous blocks, so the device iter must be the \
                             dimension's outermost"
                        );
                    }
                    AxisKind::Device => {
                        let Some(digits) = grid.digits_of(iter.axis(), iter.stride(), iter.extent()) else {
                            return fail!(
                                "layout {layout}: iter {iter} does not fall on whole axes of the grid {}",
                                grid.describe()
                            );
                        };
                        cover(&digits, &format!("dimension {d}"))?;
                        axes.extend(digits);
                    }
                    AxisKind::Memory => in_memory = true,
                    _ if iter.extent() == 1 => {}
                    _ => {
                        return fail!(
                            "layout {layout}: iter {iter} of dimension {d} is on `{}`; a distributed tensor's iters are on \
                             device axes and memory only",
                            iter.axis()
                        );
                    }
                }
            }
            split.push(axes);
        }
        for iter in layout.replica() {
            if iter.axis().kind() != AxisKind::Device {
                return fail!(
                    "layout {layout}: replica {iter} is not on a device axis; only processes can hold copies"
                );
            }
            let Some(digits) = grid.digits_of(iter.axis(), iter.stride(), iter.extent()) else {
                return fail!(
                    "layout {layout}: replica {iter} does not fall on whole axes of the grid {}",
                    grid.describe()
                );
            };
            cover(&digits, "a replica")?;
        }
        if let Some(g) = covered.iter().position(|c| !c) {
            let axis = &grid.axes[g];
            return fail!(
                "layout {layout} does not say where the tensor lives along grid axis {g} ({}/{}, {} processes): \
                 split a dimension over it or replicate with R[{}:{}@{}]",
                axis.device_axis,
                axis.stride,
                axis.size,
                axis.size,
                axis.stride,
                axis.device_axis
            );
        }
        Ok(Sharding {
            split,
            partial: Vec::new(),
        })
    }

    /// A tensor held whole by every process.
    pub fn replicated(rank: usize) -> Sharding {
        Sharding {
            split: vec![Vec::new(); rank],
            partial: Vec::new(),
        }
    }

    /// The shape of one process's piece.
    pub fn local_shape(&self, shape: &[i64], grid: &Grid) -> Vec<i64> {
        shape
            .iter()
            .zip(&self.split)
            .map(|(&n, axes)| n / grid.group_size(axes))
            .collect()
    }

    /// Where process `rank`'s piece starts in each dimension.
    pub fn piece_offsets(&self, shape: &[i64], grid: &Grid, rank: i64) -> Vec<i64> {
        let coords = grid.coords(rank);
        let local = self.local_shape(shape, grid);
        self.split
            .iter()
            .zip(&local)
            .map(|(axes, &n)| axes.iter().fold(0, |block, &g| block * grid.axes[g].size + coords[g]) * n)
            .collect()
    }

    /// The grid axes used by splits or partial sums.
    pub fn used_axes(&self) -> Vec<usize> {
        self.split.iter().flatten().chain(&self.partial).copied().collect()
    }

    /// `[[1], []]` with ` partial [0]` when there are partial axes: `shard.sharding`'s spelling.
    pub fn describe(&self) -> String {
        let dims: Vec<String> = self.split.iter().map(|a| format!("{a:?}")).collect();
        let partial = if self.partial.is_empty() {
            String::new()
        } else {
            format!(" partial {:?}", self.partial)
        };
        format!("[{}]{partial}", dims.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_layout::parse;

    fn sharding(layout: &str, shape: &[i64], grid: &Grid) -> Result<Sharding> {
        Sharding::of_layout(&parse(layout).unwrap(), shape, grid)
    }

    fn mesh() -> Grid {
        Grid::of_layouts([&parse("S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]").unwrap()]).unwrap()
    }

    #[test]
    fn the_papers_s0s1_and_s0r_layouts() {
        let grid = mesh();
        let s0s1 = sharding("S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]", &[64, 128], &grid).unwrap();
        assert_eq!(s0s1.split, vec![vec![1], vec![0]]);
        assert_eq!(s0s1.local_shape(&[64, 128], &grid), vec![32, 64]);
        // gpuid 1 = coords (0, 1): the second block of rows, the first of columns.
        assert_eq!(s0s1.piece_offsets(&[64, 128], &grid, 1), vec![32, 0]);
        assert_eq!(s0s1.piece_offsets(&[64, 128], &grid, 2), vec![0, 64]);
        let s0r = sharding("S[(2,32,128):(1@gpuid,128,1)] + R[2:2@gpuid]", &[64, 128], &grid).unwrap();
        assert_eq!(s0r.split, vec![vec![1], vec![]]);
    }

    #[test]
    fn cyclic_layouts_have_no_sharding() {
        let grid = mesh();
        let e = sharding("S[(32,2,2,64):(128,1@gpuid,2@gpuid,1)]", &[64, 128], &grid).unwrap_err();
        assert!(e.0.contains("cyclic"), "{e}");
    }

    #[test]
    fn every_grid_axis_must_be_covered_once() {
        let grid = mesh();
        let e = sharding("S[(2,32,128):(1@gpuid,128,1)]", &[64, 128], &grid).unwrap_err();
        assert!(e.0.contains("does not say where"), "{e}");
        let e = sharding(
            "S[(2,32,128):(1@gpuid,128,1)] + R[2:1@gpuid] + R[2:2@gpuid]",
            &[64, 128],
            &grid,
        )
        .unwrap_err();
        assert!(e.0.contains("already uses"), "{e}");
        let e = sharding("S[(64,128):(128,1@lane)] + R[4:1@gpuid]", &[64, 128], &grid).unwrap_err();
        assert!(e.0.contains("device axes and memory only"), "{e}");
    }
}

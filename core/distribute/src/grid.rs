//! The process grid of a program's distributed layouts.
//!
//! Every device axis is a mixed-radix counter. The strides at which its iters (shard or replica,
//! in any layout of the program) start and end cut it into digits; each digit is one axis of the
//! grid, of extent (next cut / cut). Grid axes are ordered by device axis name, then from the most
//! significant digit down, and processes are numbered row-major over them, so with one `gpuid`
//! axis a process's number is its `gpuid` value, as in the paper's 2x2 mesh example.

use crate::error::Result;
use crate::fail;
use axe_layout::{Axis, AxisKind, Layout};

/// One axis of the grid: the digit of `device_axis` whose place value is `stride`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridAxis {
    pub device_axis: Axis,
    pub stride: i64,
    pub size: i64,
}

/// The grid: its axes, major first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub axes: Vec<GridAxis>,
}

/// The most processes a grid may have (a bound on every table and loop over ranks).
pub const MAX_PROCESSES: i64 = 1 << 16;

impl Grid {
    /// The grid the device axes of `layouts` describe (a grid of one process when none has any).
    pub fn of_layouts<'a>(layouts: impl IntoIterator<Item = &'a Layout>) -> Result<Grid> {
        let mut cuts: Vec<(Axis, Vec<i64>)> = Vec::new();
        for layout in layouts {
            if let Some((axis, _)) = layout
                .offset()
                .iter()
                .find(|(a, &v)| a.kind() == AxisKind::Device && v != 0)
            {
                return fail!(
                    "layout {layout} has an offset on device axis `{axis}`: a sharding covers the whole grid, so a tensor \
                     cannot be placed on a part of it"
                );
            }
            for iter in layout
                .shard()
                .iter()
                .chain(layout.replica())
                .filter(|i| i.axis().kind() == AxisKind::Device)
            {
                if iter.stride() < 0 {
                    return fail!(
                        "layout {layout}: iter {iter} counts devices backwards; device strides must be positive"
                    );
                }
                let end = iter.stride().checked_mul(iter.extent()).filter(|&e| e <= MAX_PROCESSES);
                let Some(end) = end else {
                    return fail!("layout {layout}: iter {iter} reaches past {MAX_PROCESSES} processes");
                };
                let entry = match cuts.iter_mut().find(|(a, _)| a == iter.axis()) {
                    Some(entry) => entry,
                    None => {
                        cuts.push((iter.axis().clone(), vec![1]));
                        cuts.last_mut().expect("just pushed")
                    }
                };
                entry.1.extend([iter.stride(), end]);
            }
        }
        cuts.sort_by(|a, b| a.0.cmp(&b.0));
        let mut axes = Vec::new();
        for (axis, mut points) in cuts {
            points.sort_unstable();
            points.dedup();
            let mut digits = Vec::new();
            for pair in points.windows(2) {
                if pair[1] % pair[0] != 0 {
                    return fail!(
                        "the iters on device axis `{axis}` do not nest: one starts or ends at {} and another at {}, \
                         which does not divide it, so no grid of whole digits holds both",
                        pair[0],
                        pair[1]
                    );
                }
                digits.push(GridAxis {
                    device_axis: axis.clone(),
                    stride: pair[0],
                    size: pair[1] / pair[0],
                });
            }
            axes.extend(digits.into_iter().rev());
        }
        let grid = Grid { axes };
        if grid.size() > MAX_PROCESSES {
            return fail!("the grid {} has more than {MAX_PROCESSES} processes", grid.describe());
        }
        Ok(grid)
    }

    /// The number of processes.
    pub fn size(&self) -> i64 {
        self.axes.iter().map(|a| a.size).product()
    }

    /// The extents of the grid axes, as `shard.grid` takes them.
    pub fn shape(&self) -> Vec<i64> {
        self.axes.iter().map(|a| a.size).collect()
    }

    /// `2x2 (gpuid/2, gpuid/1)`: the shape and where each axis comes from.
    pub fn describe(&self) -> String {
        if self.axes.is_empty() {
            return "1 (every device iter has extent 1)".to_string();
        }
        let shape: Vec<String> = self.axes.iter().map(|a| a.size.to_string()).collect();
        let names: Vec<String> = self
            .axes
            .iter()
            .map(|a| format!("{}/{}", a.device_axis, a.stride))
            .collect();
        format!("{} ({})", shape.join("x"), names.join(", "))
    }

    /// The grid axes that `extent` x `stride` on `axis` covers, major first; `None` if the iter does
    /// not start and end at digit boundaries (it cannot: the grid is cut at every iter's ends).
    pub fn digits_of(&self, axis: &Axis, stride: i64, extent: i64) -> Option<Vec<usize>> {
        let end = stride.checked_mul(extent)?;
        let digits: Vec<usize> = (0..self.axes.len())
            .filter(|&g| {
                &self.axes[g].device_axis == axis && self.axes[g].stride >= stride && self.axes[g].stride < end
            })
            .collect();
        let covered: i64 = digits.iter().map(|&g| self.axes[g].size).product();
        (covered == extent).then_some(digits)
    }

    /// The coordinates of process `rank` on each grid axis.
    pub fn coords(&self, rank: i64) -> Vec<i64> {
        let mut rest = rank;
        let mut coords = vec![0; self.axes.len()];
        for (g, axis) in self.axes.iter().enumerate().rev() {
            coords[g] = rest % axis.size;
            rest /= axis.size;
        }
        coords
    }

    /// The process at `coords`.
    pub fn rank(&self, coords: &[i64]) -> i64 {
        self.axes.iter().zip(coords).fold(0, |r, (a, &c)| r * a.size + c)
    }

    /// The processes that vary only along `group` (grid axes, major first) with `rank`, in group
    /// order (row-major over `group`), and `rank`'s position among them.
    pub fn group(&self, rank: i64, group: &[usize]) -> (usize, Vec<i64>) {
        let coords = self.coords(rank);
        let size: i64 = group.iter().map(|&g| self.axes[g].size).product();
        let members: Vec<i64> = (0..size)
            .map(|j| {
                let mut c = coords.clone();
                let mut rest = j;
                for &g in group.iter().rev() {
                    c[g] = rest % self.axes[g].size;
                    rest /= self.axes[g].size;
                }
                self.rank(&c)
            })
            .collect();
        let position = members
            .iter()
            .position(|&m| m == rank)
            .expect("a process is in its own group");
        (position, members)
    }

    /// The number of processes in a group of grid axes.
    pub fn group_size(&self, group: &[usize]) -> i64 {
        group.iter().map(|&g| self.axes[g].size).product()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_layout::parse;

    #[test]
    fn the_papers_two_by_two_mesh_numbers_processes_by_gpuid() {
        let s0s1 = parse("S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]").unwrap();
        let grid = Grid::of_layouts([&s0s1]).unwrap();
        assert_eq!(grid.shape(), vec![2, 2]);
        assert_eq!(grid.axes[0].stride, 2);
        assert_eq!(grid.axes[1].stride, 1);
        for rank in 0..4 {
            assert_eq!(grid.rank(&grid.coords(rank)), rank);
        }
        assert_eq!(grid.group(3, &[1]), (1, vec![2, 3]));
        assert_eq!(grid.group(3, &[0]), (1, vec![1, 3]));
        assert_eq!(grid.group(2, &[0, 1]), (2, vec![0, 1, 2, 3]));
    }

    #[test]
    fn iters_that_do_not_nest_have_no_grid() {
        let a = parse("S[(2,8):(1@gpuid,1)]").unwrap();
        let b = parse("S[(3,8):(1@gpuid,1)]").unwrap();
        let e = Grid::of_layouts([&a, &b]).unwrap_err();
        assert!(e.0.contains("do not nest"), "{e}");
    }

    #[test]
    fn device_offsets_are_refused() {
        let a = parse("S[(2,8):(1@gpuid,1)] + 2@gpuid").unwrap();
        assert!(Grid::of_layouts([&a]).unwrap_err().0.contains("offset on device axis"));
    }

    #[test]
    fn a_coarse_iter_covers_the_digits_a_finer_layout_cuts() {
        let four = parse("S[(4,8):(1@gpuid,1)]").unwrap();
        let two = parse("S[(2,16):(2@gpuid,1)] + R[2:1@gpuid]").unwrap();
        let grid = Grid::of_layouts([&four, &two]).unwrap();
        assert_eq!(grid.shape(), vec![2, 2]);
        assert_eq!(grid.digits_of(&Axis::new("gpuid").unwrap(), 1, 4), Some(vec![0, 1]));
    }
}

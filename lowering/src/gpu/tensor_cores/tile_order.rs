//! The order in which a persistent GEMM's blocks take the output tiles, as an Axe layout from
//! a tile's place in that order to its block coordinates `by` (tile row) and `bx` (tile
//! column): grouped rasterization. The tiles go column by column through a group of `G` tile
//! rows before the next group starts, so the blocks running at one time share `G` tiles of A's
//! rows and a few of B's columns in L2, where row-major order would stream all of B once per
//! tile row. On `rows / G` groups of `cols x G` tiles:
//!
//! `S[(rows / G, cols, G):(G@by, 1@bx, 1@by)]`
//!
//! `G` is the group the user asks for, lowered to the largest divisor of `rows` below it so that
//! every group is whole and the order stays one layout (a ragged last group is not a layout).
//! Block `b` of `P` takes the tiles `b, b + P, b + 2P, ...` of this order: each step of `P`
//! tiles runs side by side on the GPU.

use axe_layout::{Axis, Iter, Layout};
use std::fmt::Write;

/// How a persistent GEMM runs: `blocks` blocks (about one per SM: 132 on an H200) loop over the
/// output tiles in groups of `group_rows` tile rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Persistent {
    pub blocks: i64,
    pub group_rows: i64,
}

/// Blocks of a persistent GEMM by default: the SMs of an H200.
pub const BLOCKS: i64 = 132;

/// Tile rows per group by default (CUTLASS's and Triton's usual 8).
pub const GROUP_ROWS: i64 = 8;

impl Persistent {
    /// Why these are no persistent schedule (`persistent-blocks=0; ...`).
    pub fn check(&self) -> Result<(), String> {
        if self.blocks < 1 {
            return Err(format!(
                "persistent-blocks={}; a persistent kernel has at least one block",
                self.blocks
            ));
        }
        if self.group_rows < 1 {
            return Err(format!(
                "group-rows={}; a group of tiles has at least one tile row",
                self.group_rows
            ));
        }
        Ok(())
    }
}

/// The rows of a group on `rows` tile rows when `asked` are asked for: the largest divisor of
/// `rows` up to `asked`.
pub fn group_rows(rows: i64, asked: i64) -> i64 {
    (1..=asked.min(rows)).rev().find(|g| rows % g == 0).unwrap_or(1)
}

/// The grouped order of a `rows x cols` grid of tiles in groups of up to `asked` tile rows.
pub fn layout(rows: i64, cols: i64, asked: i64) -> Result<Layout, String> {
    let g = group_rows(rows, asked);
    let axis = |name: &str| Axis::new(name).map_err(|e| e.to_string());
    let iter = |extent, stride, name: &str| Iter::new(extent, stride, axis(name)?).map_err(|e| e.to_string());
    Layout::new(
        vec![iter(rows / g, g, "by")?, iter(cols, 1, "bx")?, iter(g, 1, "by")?],
        Vec::new(),
        Default::default(),
    )
    .map_err(|e| e.to_string())
}

/// Axe program lines that compute `%by` and `%bx` of the tile at `tile` (an index value below
/// the layout's size) as `order` says: each iter's digit of `tile` (row-major, the last iter
/// fastest) times its stride, summed per axis.
pub fn coordinates(order: &Layout, tile: &str) -> String {
    let iters = order.shard();
    let mut lines = String::new();
    let mut inner = 1;
    let mut terms: Vec<(String, String)> = Vec::new();
    for (i, iter) in iters.iter().enumerate().rev() {
        let (extent, stride) = (iter.extent(), iter.stride());
        if extent > 1 {
            let mut digit = tile.to_string();
            if inner > 1 {
                let _ = writeln!(lines, "  %order_inner{i} = arith.constant {inner} : index");
                let _ = writeln!(lines, "  %order_q{i} = arith.divui {digit}, %order_inner{i} : index");
                digit = format!("%order_q{i}");
            }
            // The outermost digit needs no remainder: the tile is below the layout's size.
            if i > 0 {
                let _ = writeln!(lines, "  %order_extent{i} = arith.constant {extent} : index");
                let _ = writeln!(lines, "  %order_d{i} = arith.remui {digit}, %order_extent{i} : index");
                digit = format!("%order_d{i}");
            }
            if stride != 1 {
                let _ = writeln!(lines, "  %order_stride{i} = arith.constant {stride} : index");
                let _ = writeln!(lines, "  %order_t{i} = arith.muli {digit}, %order_stride{i} : index");
                digit = format!("%order_t{i}");
            }
            terms.push((iter.axis().name().to_string(), digit));
        }
        inner *= extent;
    }
    for axis in ["by", "bx"] {
        let mine: Vec<&String> = terms.iter().filter(|(a, _)| a == axis).map(|(_, t)| t).collect();
        match mine.as_slice() {
            [] => {
                let _ = writeln!(lines, "  %{axis} = arith.constant 0 : index");
            }
            [only] => {
                let _ = writeln!(lines, "  %{axis} = arith.addi {only}, %c0 : index");
            }
            [first, rest @ ..] => {
                let mut sum = first.to_string();
                for (j, term) in rest.iter().enumerate() {
                    let name = if j + 1 == rest.len() {
                        format!("%{axis}")
                    } else {
                        format!("%{axis}_sum{j}")
                    };
                    let _ = writeln!(lines, "  {name} = arith.addi {sum}, {term} : index");
                    sum = name;
                }
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every tile once, and group by group: within a group the row moves fastest, then the
    /// column; the groups go down the rows.
    #[test]
    fn grouped_order_visits_each_tile_once() {
        for (rows, cols, asked) in [(4, 3, 2), (8, 5, 8), (6, 4, 4), (7, 2, 3), (1, 9, 8), (5, 1, 1)] {
            let order = layout(rows, cols, asked).expect("a layout");
            let g = group_rows(rows, asked);
            assert!(rows % g == 0 && g <= asked.max(1), "{rows} {asked} {g}");
            let by = Axis::new("by").unwrap();
            let bx = Axis::new("bx").unwrap();
            let mut seen = vec![false; (rows * cols) as usize];
            for t in 0..rows * cols {
                let p = order.shard_point(t).expect("a point");
                let (r, c) = (p.get(&by), p.get(&bx));
                assert_eq!((r, c), ((t / (g * cols)) * g + t % g, (t / g) % cols), "{order} at {t}");
                let slot = &mut seen[(r * cols + c) as usize];
                assert!(!*slot, "{order} visits ({r}, {c}) twice");
                *slot = true;
            }
        }
        assert_eq!(layout(4, 3, 2).unwrap().to_string(), "S[(2,3,2):(2@by,1@bx,1@by)]");
    }

    /// The program's arithmetic is the layout's map: evaluated for every tile it gives the
    /// layout's (by, bx).
    #[test]
    fn coordinates_compute_the_layout() {
        for (rows, cols, asked) in [(4, 3, 2), (8, 5, 8), (1, 9, 8), (5, 1, 1), (1, 1, 8)] {
            let order = layout(rows, cols, asked).expect("a layout");
            let lines = coordinates(&order, "%tile");
            for t in 0..rows * cols {
                let values = evaluate(&lines, t);
                let p = order.shard_point(t).expect("a point");
                assert_eq!(values["%by"], p.get(&Axis::new("by").unwrap()), "{lines}");
                assert_eq!(values["%bx"], p.get(&Axis::new("bx").unwrap()), "{lines}");
            }
        }
    }

    /// Runs the index arithmetic lines `coordinates` writes (`%tile` = `tile`, `%c0` = 0).
    fn evaluate(lines: &str, tile: i64) -> std::collections::HashMap<String, i64> {
        let mut values = std::collections::HashMap::from([("%tile".to_string(), tile), ("%c0".to_string(), 0)]);
        for line in lines.lines() {
            let (name, rest) = line.trim().split_once(" = ").expect("an assignment");
            let rest = rest.trim_end_matches(" : index");
            let (op, operands) = rest.split_once(' ').expect("an op");
            let value = if op == "arith.constant" {
                operands.parse().expect("a number")
            } else {
                let (a, b) = operands.split_once(", ").expect("two operands");
                let (a, b) = (values[a], values[b]);
                match op {
                    "arith.divui" => a / b,
                    "arith.remui" => a % b,
                    "arith.muli" => a * b,
                    "arith.addi" => a + b,
                    other => panic!("{other}"),
                }
            };
            values.insert(name.to_string(), value);
        }
        values
    }
}

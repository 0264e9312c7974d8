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
//!
//! In thread block clusters of `c` consecutive tile rows ([`super::cluster`]) the order runs
//! over bands of `c` tile rows, one band tile (`c` tiles of one column) per cluster, and the
//! block's rank in its cluster (its `by`) adds its row in the band:
//!
//! `S[(rows / (c G), cols, G):(c G@by, 1@bx, c@by)]` then `+ rank`
//!
//! with `G` the band rows of a group (the rows asked for over `c`); cluster `k` of `P / c`
//! takes band tiles `k, k + P / c, ...`, so both blocks of a cluster walk the same columns.

use crate::gpu::builder::Builder;
use axe_layout::{Axis, Iter, Layout};
use melior::ir::Value;

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

/// The grouped order of a `rows x cols` grid of tiles, each `band` tile rows high (1, or a
/// cluster's rows: the order's `by` is the band's first row), in groups of up to `asked` of them.
pub fn layout(rows: i64, cols: i64, asked: i64, band: i64) -> Result<Layout, String> {
    let g = group_rows(rows, asked);
    let axis = |name: &str| Axis::new(name).map_err(|e| e.to_string());
    let iter = |extent, stride, name: &str| Iter::new(extent, stride, axis(name)?).map_err(|e| e.to_string());
    Layout::new(
        vec![
            iter(rows / g, g * band, "by")?,
            iter(cols, 1, "bx")?,
            iter(g, band, "by")?,
        ],
        Vec::new(),
        Default::default(),
    )
    .map_err(|e| e.to_string())
}

/// One term of a block coordinate of the tile at `t` in the order: `t`'s digit of one iter,
/// `(t / inner) % extent * stride`, on the iter's axis; the outermost digit has no remainder
/// (`extent` is `None`: the tile is below the layout's size).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    pub axis: String,
    pub inner: i64,
    pub extent: Option<i64>,
    pub stride: i64,
}

/// The terms of `order`'s block coordinates, the last iter (the fastest) first; iters of
/// extent 1 add nothing.
pub fn terms(order: &Layout) -> Vec<Term> {
    let mut terms = Vec::new();
    let mut inner = 1;
    for (i, iter) in order.shard().iter().enumerate().rev() {
        if iter.extent() > 1 {
            terms.push(Term {
                axis: iter.axis().name().to_string(),
                inner,
                extent: (i > 0).then_some(iter.extent()),
                stride: iter.stride(),
            });
        }
        inner *= iter.extent();
    }
    terms
}

/// Builds `by` and `bx` of the tile at `tile` (an index value below the layout's size) as
/// `order` says: each term's digit, summed per axis (a lone term plus `zero`, so that each
/// coordinate is an op of its own; no term: the constant 0).
pub fn coordinates<'c, 'a>(
    at: &Builder<'c, 'a>,
    order: &Layout,
    tile: Value<'c, 'a>,
    zero: Value<'c, 'a>,
) -> [Value<'c, 'a>; 2] {
    let digits: Vec<(String, Value)> = terms(order)
        .into_iter()
        .map(|t| (t.axis, at.digit(tile, t.inner, t.extent, t.stride)))
        .collect();
    ["by", "bx"].map(|axis| {
        let mine: Vec<Value> = digits.iter().filter(|(a, _)| a == axis).map(|&(_, v)| v).collect();
        match mine.as_slice() {
            [] => at.index(0),
            [only] => at.binary("arith.addi", *only, zero),
            [first, rest @ ..] => rest
                .iter()
                .fold(*first, |sum, &term| at.binary("arith.addi", sum, term)),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every tile once, and group by group: within a group the row moves fastest, then the
    /// column; the groups go down the rows.
    #[test]
    fn grouped_order_visits_each_tile_once() {
        for (rows, cols, asked) in [(4, 3, 2), (8, 5, 8), (6, 4, 4), (7, 2, 3), (1, 9, 8), (5, 1, 1)] {
            let order = layout(rows, cols, asked, 1).expect("a layout");
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
        assert_eq!(layout(4, 3, 2, 1).unwrap().to_string(), "S[(2,3,2):(2@by,1@bx,1@by)]");
        // Bands of a cluster's 2 tile rows: 8 tile rows are 4 bands, in groups of 2 bands.
        assert_eq!(layout(4, 3, 2, 2).unwrap().to_string(), "S[(2,3,2):(4@by,1@bx,2@by)]");
    }

    /// The coordinates' terms are the layout's map: summed per axis for every tile they give
    /// the layout's (by, bx).
    #[test]
    fn coordinates_compute_the_layout() {
        for (rows, cols, asked) in [(4, 3, 2), (8, 5, 8), (1, 9, 8), (5, 1, 1), (1, 1, 8)] {
            let order = layout(rows, cols, asked, 1).expect("a layout");
            let terms = terms(&order);
            for t in 0..rows * cols {
                let p = order.shard_point(t).expect("a point");
                for axis in ["by", "bx"] {
                    let digit = |term: &Term| {
                        let digit = t / term.inner;
                        term.extent.map_or(digit, |e| digit % e) * term.stride
                    };
                    let sum: i64 = terms.iter().filter(|term| term.axis == axis).map(digit).sum();
                    assert_eq!(sum, p.get(&Axis::new(axis).unwrap()), "{order} {terms:?} at {t}");
                }
            }
        }
    }
}

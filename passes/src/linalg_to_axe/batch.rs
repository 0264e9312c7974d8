//! Loops over the leading dimensions of an iteration space (a batch, attention's heads,
//! LayerNorm's `[batch, sequence]` rows): every dimension but the last two gets a loop of
//! step 1 around the op's `[rows, cols]` tiles. Each operand reads the batch dimensions its
//! indexing map names, in order; its HBM copies take those loops' indices as the offsets of
//! the dimensions the tile does not cover (`axe.copy` slices an HBM tensor's leading
//! dimensions, AxeOps.td). An operand that does not read a batch dimension is broadcast along
//! it (rotary's `[seq, dim]` tables under `[batch, seq, dim]`).

use super::kernel_builder::KernelBuilder;
use crate::linalg::indexing_maps::{IndexingMap, MapResult};

/// The induction variables of the batch loops being emitted, by loop; `None` for a loop of
/// extent 1 (not opened: offset 0, and no operand dimension above extent 1 reads it).
pub type Ivs = Vec<Option<String>>;

/// Opens one loop per batch extent, outermost first.
pub fn open(kernel: &mut KernelBuilder, extents: &[i64]) -> Ivs {
    extents.iter().map(|&e| kernel.open_loop("b", e, 1)).collect()
}

/// The batch loops of an op: those of its group's row loop when it is in one (`shared`), else
/// loops it opens itself. Returns (the loops it opened, to `close`; every batch loop's offset,
/// for operands that read them all).
pub fn open_unless_shared(kernel: &mut KernelBuilder, extents: &[i64], shared: Option<&Ivs>) -> (Ivs, Vec<String>) {
    let opened = match shared {
        Some(_) => vec![],
        None => open(kernel, extents),
    };
    let all = lead(shared.unwrap_or(&opened), &(0..extents.len()).collect::<Vec<_>>());
    (opened, all)
}

/// Closes the loops `open` opened, innermost first.
pub fn close(kernel: &mut KernelBuilder, ivs: Ivs) {
    for iv in ivs.into_iter().rev() {
        kernel.close_loop(iv, "b");
    }
}

/// The batch loops (indices below `batch`) that `map` reads, in the order of its results.
pub fn read_loops(map: &IndexingMap, batch: usize) -> Vec<usize> {
    map.results
        .iter()
        .filter_map(|r| match *r {
            MapResult::Dim(k) if k < batch => Some(k),
            _ => None,
        })
        .collect()
}

/// The offsets of an operand that reads `loops`: the opened loops' indices, in order.
pub fn lead(ivs: &[Option<String>], loops: &[usize]) -> Vec<String> {
    loops.iter().filter_map(|&k| ivs.get(k).cloned().flatten()).collect()
}

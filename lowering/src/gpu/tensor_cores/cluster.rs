//! A GEMM's thread block clusters (sm_90): `cluster-rows` blocks of consecutive tile rows of
//! one tile column run together. They read the same tiles of B, so each of B's stage tiles
//! leaves L2 once per cluster, multicast by TMA into every block, where each block still loads
//! its own tile of A. The cluster is an Axe layout from the block's rank in the cluster to the
//! tile row it moves, `S[rows:1@by]` on the program's `axe.kernel` (`axe.cluster`); the
//! dispatch reads the launch's cluster sizes off it and multicasts each copy whose offsets do
//! not depend on `by` (B's), box by box from the cluster's blocks in turn
//! ([`crate::gpu::dispatch::cluster`]). A persistent kernel's clusters loop over bands of
//! `rows` tile rows, the block's rank its row in the band ([`super::tile_order`]): B's tiles
//! still depend on no block id the cluster moves.

use super::axe_program::{Gemm, Product};
use super::products::wgmma_plan;
use axe_layout::{Axis, Iter, Layout};

/// Why `cluster-rows` is none the lowering takes (`cluster-rows=3; ...`).
pub fn check(rows: i64) -> Result<(), String> {
    if !(1..=2).contains(&rows) {
        return Err(format!(
            "cluster-rows={rows}; a cluster is 1 or 2 tile rows (2x1 clusters)"
        ));
    }
    Ok(())
}

/// The cluster of `rows` consecutive tile rows as a layout from the block's rank to `by`.
pub fn layout(rows: i64) -> Layout {
    let by = Axis::new("by").expect("a valid axis name");
    let iter = Iter::new(rows, 1, by).expect("a positive extent");
    Layout::new(vec![iter], Vec::new(), Default::default()).expect("a one-iter layout")
}

/// Why `g`, asking for clusters, runs without them (a remark says so): only TMA multicasts,
/// only the wgmma path is planned for it, and the tile rows must pair up. `None` when it runs
/// in clusters of `g.cluster_rows` tile rows.
pub fn runs_without(g: &Gemm, tma: bool) -> Option<String> {
    let Product::Wgmma(t) = &g.product else {
        return Some("it runs on mma.sync; clusters are planned for the wgmma path (sm_90a)".into());
    };
    if !tma {
        return Some("its copies are not TMA copies (tma=false), and only TMA multicasts".into());
    }
    let [rows, _] = wgmma_plan(t).grid;
    if rows % g.cluster_rows != 0 {
        return Some(format!(
            "its {rows} tile rows are no whole number of clusters of {}",
            g.cluster_rows
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cluster_moves_the_tile_row() {
        assert_eq!(layout(2).to_string(), "S[2:1@by]");
        assert!(check(2).is_ok() && check(1).is_ok());
        assert!(check(3).unwrap_err().contains("1 or 2 tile rows"));
        assert!(check(0).is_err());
    }
}

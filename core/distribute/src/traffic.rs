//! Bytes moved: what a plan sends per process (with the ring and pairwise algorithms the MPI
//! lowering uses) and the least any algorithm must move for the same two layouts.

use crate::grid::Grid;
use crate::plan::Collective;
use crate::sharding::Sharding;

/// Elements one process sends for `step`, given its piece before the step and its group's size.
pub fn sent_elements(step: &Collective, piece: i64, n: i64) -> i64 {
    match step {
        // Ring: n-1 rounds, each passing on one piece.
        Collective::AllGather { .. } => (n - 1) * piece,
        // Ring: n-1 rounds, each passing on one partial block of piece/n.
        Collective::ReduceScatter { .. } | Collective::AllToAll { .. } => (n - 1) * (piece / n),
        // Ring reduce-scatter then ring all-gather of blocks of ceil(piece/n) (a group smaller than
        // the grid); over the whole grid MPI_Allreduce, whose algorithm MPI picks (this is what a
        // bandwidth-optimal one sends).
        Collective::AllReduce { .. } => 2 * (n - 1) * ((piece + n - 1) / n),
        Collective::AllSlice { .. } => 0,
    }
}

/// Elements one process sends for the whole plan.
pub fn plan_sent(from: &Sharding, steps: &[Collective], shape: &[i64], grid: &Grid) -> i64 {
    let mut cur = from.clone();
    let mut sent = 0;
    for step in steps {
        let piece: i64 = cur.local_shape(shape, grid).iter().product();
        sent += sent_elements(step, piece, grid.group_size(step.axes()));
        step.apply(&mut cur);
    }
    sent
}

/// The least elements a process must receive to go from `from` to `to`, over all processes.
///
/// Without partial sums, a process must receive every element of its target piece that its
/// source piece does not hold (pieces are boxes, so this is an intersection of boxes). With
/// partial sums of p elements over a group of n, each of the p sums takes n-1 merges of two
/// partial values, one received value each, so the group receives at least (n-1) p and some
/// process (n-1) p / n; a target piece of t > p/n elements needs its other t - p/n sums
/// received on top (the bandwidth bounds of reduce-scatter, t = p/n, and all-reduce, t = p:
/// 2 (n-1) p / n).
pub fn minimum_received(from: &Sharding, to: &Sharding, shape: &[i64], grid: &Grid) -> i64 {
    let target: i64 = to.local_shape(shape, grid).iter().product();
    if !from.partial.is_empty() {
        let (n, p) = (
            grid.group_size(&from.partial),
            from.local_shape(shape, grid).iter().product::<i64>(),
        );
        return (n - 1) * p / n + (target - p / n).max(0);
    }
    let (src_local, dst_local) = (from.local_shape(shape, grid), to.local_shape(shape, grid));
    (0..grid.size())
        .map(|rank| {
            let (src, dst) = (
                from.piece_offsets(shape, grid, rank),
                to.piece_offsets(shape, grid, rank),
            );
            let held: i64 = (0..shape.len())
                .map(|d| {
                    let lo = src[d].max(dst[d]);
                    let hi = (src[d] + src_local[d]).min(dst[d] + dst_local[d]);
                    (hi - lo).max(0)
                })
                .product();
            target - held
        })
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::plan;
    use axe_layout::parse;

    #[test]
    fn an_all_gather_sends_what_each_process_lacks() {
        let grid = Grid::of_layouts([&parse("S[(4,8):(1@gpuid,1)]").unwrap()]).unwrap();
        let from = Sharding {
            split: vec![vec![0], vec![]],
            partial: vec![],
        };
        let to = Sharding::replicated(2);
        let steps = plan(&from, &to, &[32, 8], &grid).unwrap();
        assert_eq!(plan_sent(&from, &steps, &[32, 8], &grid), 3 * 64);
        assert_eq!(minimum_received(&from, &to, &[32, 8], &grid), 3 * 64);
    }

    #[test]
    fn an_all_reduce_over_a_group_is_minimal() {
        let grid = Grid::of_layouts([&parse("S[(2,3,8):(3@gpuid,1@gpuid,1)]").unwrap()]).unwrap();
        let from = Sharding {
            split: vec![vec![0], vec![]],
            partial: vec![1],
        };
        let to = Sharding {
            split: vec![vec![0], vec![]],
            partial: vec![],
        };
        let steps = plan(&from, &to, &[6, 8], &grid).unwrap();
        assert!(matches!(steps[..], [Collective::AllReduce { .. }]), "{steps:?}");
        // 3 rows x 8 per process, summed over 3: 2 * 2/3 * 24 = 32 elements.
        assert_eq!(plan_sent(&from, &steps, &[6, 8], &grid), 32);
        assert_eq!(minimum_received(&from, &to, &[6, 8], &grid), 32);
    }

    #[test]
    fn a_reduce_scatter_is_minimal() {
        let grid = Grid::of_layouts([&parse("S[(4,8):(1@gpuid,1)]").unwrap()]).unwrap();
        let from = Sharding {
            split: vec![vec![], vec![]],
            partial: vec![0],
        };
        let to = Sharding {
            split: vec![vec![0], vec![]],
            partial: vec![],
        };
        let steps = plan(&from, &to, &[32, 8], &grid).unwrap();
        assert_eq!(
            plan_sent(&from, &steps, &[32, 8], &grid),
            minimum_received(&from, &to, &[32, 8], &grid)
        );
    }
}

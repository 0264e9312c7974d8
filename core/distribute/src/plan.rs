//! The collectives that redistribute a tensor from one sharding to another.
//!
//! The two shardings are compared per dimension (the layouts grouped by the logical shape, their
//! device iters read as grid axes). In order, each step the cheapest that applies:
//!
//! | situation                                                        | collective                      | bytes sent per process |
//! |------------------------------------------------------------------|---------------------------------|------------------------|
//! | partial along `a`, the target splits dim `d` next along `a`      | reduce-scatter dim `d` over `a` | (n-1)/n of the piece   |
//! | partial along `a` otherwise                                      | all-reduce over `a`             | 2(n-1)/n of the piece  |
//! | the target splits dim `d` next along `a`, `a` unused             | slice dim `d` over `a` (local)  | 0                      |
//! | `a` ends dim `d1`'s split, the target splits dim `d2` next on `a` | all-to-all `d1` -> `d2` over `a`| (n-1)/n of the piece   |
//! | dim `d`'s split ends in `a` that the target does not have there  | all-gather dim `d` over `a`     | (n-1) x the piece      |
//!
//! Slices come before gathers, so every gather moves the smallest pieces the target allows.

use crate::error::Result;
use crate::fail;
use crate::grid::Grid;
use crate::sharding::Sharding;

/// One step of a redistribution, in `shard` dialect terms. `axes` are grid axes, major first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Collective {
    /// Sum the partial pieces over `axes`; every process of a group gets the sum.
    AllReduce { axes: Vec<usize> },
    /// Sum the partial pieces over `axes` and keep block `i` of dimension `dim` on the group's
    /// `i`-th process.
    ReduceScatter { dim: usize, axes: Vec<usize> },
    /// Concatenate the group's pieces along `dim`.
    AllGather { dim: usize, axes: Vec<usize> },
    /// Keep block `i` of dimension `dim` on the group's `i`-th process (no communication).
    AllSlice { dim: usize, axes: Vec<usize> },
    /// Split `split_dim` into the group's blocks, exchange, and concatenate along `concat_dim`.
    AllToAll {
        split_dim: usize,
        concat_dim: usize,
        axes: Vec<usize>,
    },
}

impl Collective {
    /// The grid axes of its group.
    pub fn axes(&self) -> &[usize] {
        match self {
            Collective::AllReduce { axes }
            | Collective::ReduceScatter { axes, .. }
            | Collective::AllGather { axes, .. }
            | Collective::AllSlice { axes, .. }
            | Collective::AllToAll { axes, .. } => axes,
        }
    }

    /// The `shard` dialect op it becomes.
    pub fn op_name(&self) -> &'static str {
        match self {
            Collective::AllReduce { .. } => "shard.all_reduce",
            Collective::ReduceScatter { .. } => "shard.reduce_scatter",
            Collective::AllGather { .. } => "shard.all_gather",
            Collective::AllSlice { .. } => "shard.all_slice",
            Collective::AllToAll { .. } => "shard.all_to_all",
        }
    }

    /// What it does to a sharding.
    pub fn apply(&self, s: &mut Sharding) {
        match self {
            Collective::AllReduce { axes } => s.partial.retain(|a| !axes.contains(a)),
            Collective::ReduceScatter { dim, axes } => {
                s.partial.retain(|a| !axes.contains(a));
                s.split[*dim].extend(axes);
            }
            Collective::AllGather { dim, axes } => {
                let keep = s.split[*dim].len() - axes.len();
                s.split[*dim].truncate(keep);
            }
            Collective::AllSlice { dim, axes } => s.split[*dim].extend(axes),
            Collective::AllToAll {
                split_dim,
                concat_dim,
                axes,
            } => {
                let keep = s.split[*concat_dim].len() - axes.len();
                s.split[*concat_dim].truncate(keep);
                s.split[*split_dim].extend(axes);
            }
        }
    }
}

/// The collectives that take a tensor of `shape` from `from` to `to` (which has no partial axes).
pub fn plan(from: &Sharding, to: &Sharding, shape: &[i64], grid: &Grid) -> Result<Vec<Collective>> {
    if !to.partial.is_empty() {
        return fail!("a redistribution cannot produce partial sums");
    }
    if from.split.len() != shape.len() || to.split.len() != shape.len() {
        return fail!("the shardings' ranks do not match the shape's");
    }
    for (d, axes) in to.split.iter().enumerate() {
        let blocks = grid.group_size(axes);
        if shape[d] % blocks != 0 {
            return fail!(
                "dimension {d} of extent {} does not split into {blocks} equal blocks",
                shape[d]
            );
        }
    }
    let mut steps = Vec::new();
    let mut cur = from.clone();
    // Partial sums first: each is completed where the target splits a dimension along its axis.
    let mut reduce = Vec::new();
    for &a in &from.partial {
        let scatter = (0..shape.len()).find(|&d| {
            to.split[d].len() > cur.split[d].len()
                && to.split[d].starts_with(&cur.split[d])
                && to.split[d][cur.split[d].len()] == a
        });
        match scatter {
            Some(dim) if shape[dim] % grid.group_size(&cur.split[dim]) == 0 => {
                push(&mut steps, &mut cur, Collective::ReduceScatter { dim, axes: vec![a] })
            }
            _ => reduce.push(a),
        }
    }
    if !reduce.is_empty() {
        push(&mut steps, &mut cur, Collective::AllReduce { axes: reduce });
    }
    for _ in 0..=4 * grid.axes.len() + shape.len() {
        if cur == *to {
            return Ok(steps);
        }
        let used = cur.used_axes();
        let prefix =
            |d: usize, cur: &Sharding| to.split[d].starts_with(&cur.split[d]) && to.split[d].len() > cur.split[d].len();
        // A split the target adds on a free axis: local.
        if let Some(d) = (0..shape.len()).find(|&d| prefix(d, &cur) && !used.contains(&to.split[d][cur.split[d].len()]))
        {
            let a = to.split[d][cur.split[d].len()];
            push(&mut steps, &mut cur, Collective::AllSlice { dim: d, axes: vec![a] });
            continue;
        }
        // A split that ends one dimension and continues another: exchange.
        let ends_wrong = |d: usize, cur: &Sharding| !to.split[d].starts_with(&cur.split[d]);
        let exchange = (0..shape.len()).filter(|&d| ends_wrong(d, &cur)).find_map(|d1| {
            let a = *cur.split[d1].last()?;
            (0..shape.len())
                .find(|&d2| d2 != d1 && prefix(d2, &cur) && to.split[d2][cur.split[d2].len()] == a)
                .map(|d2| (d1, d2, a))
        });
        if let Some((concat_dim, split_dim, a)) = exchange {
            push(
                &mut steps,
                &mut cur,
                Collective::AllToAll {
                    split_dim,
                    concat_dim,
                    axes: vec![a],
                },
            );
            continue;
        }
        // Otherwise undo the innermost wrong split.
        if let Some(d) = (0..shape.len()).find(|&d| ends_wrong(d, &cur)) {
            let a = *cur.split[d].last().expect("a wrong split is not empty");
            push(&mut steps, &mut cur, Collective::AllGather { dim: d, axes: vec![a] });
            continue;
        }
        // Every split is a prefix of the target's and the next axis is in use elsewhere.
        if let Some(d) = (0..shape.len()).find(|&d| prefix(d, &cur)) {
            let a = to.split[d][cur.split[d].len()];
            let holder = (0..shape.len())
                .find(|&e| cur.split[e].contains(&a))
                .expect("the axis is in use");
            let a = *cur.split[holder].last().expect("in use");
            push(
                &mut steps,
                &mut cur,
                Collective::AllGather {
                    dim: holder,
                    axes: vec![a],
                },
            );
            continue;
        }
    }
    fail!(
        "no sequence of collectives takes {} to {} (this is a bug in the planner)",
        from.describe(),
        to.describe()
    )
}

fn push(steps: &mut Vec<Collective>, cur: &mut Sharding, step: Collective) {
    step.apply(cur);
    steps.push(step);
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_layout::parse;

    fn grid4() -> Grid {
        Grid::of_layouts([&parse("S[(2,2,8):(2@gpuid,1@gpuid,1)]").unwrap()]).unwrap()
    }

    fn s(split: &[&[usize]], partial: &[usize]) -> Sharding {
        Sharding {
            split: split.iter().map(|a| a.to_vec()).collect(),
            partial: partial.to_vec(),
        }
    }

    #[test]
    fn partial_sums_split_by_rows_are_a_reduce_scatter() {
        let grid = Grid::of_layouts([&parse("S[(4,8):(1@gpuid,1)]").unwrap()]).unwrap();
        let steps = plan(&s(&[&[], &[]], &[0]), &s(&[&[0], &[]], &[]), &[8, 8], &grid).unwrap();
        assert_eq!(steps, vec![Collective::ReduceScatter { dim: 0, axes: vec![0] }]);
        let steps = plan(&s(&[&[], &[]], &[0]), &s(&[&[], &[]], &[]), &[8, 8], &grid).unwrap();
        assert_eq!(steps, vec![Collective::AllReduce { axes: vec![0] }]);
    }

    #[test]
    fn s0s1_to_replicated_gathers_each_dimension() {
        let steps = plan(&s(&[&[1], &[0]], &[]), &s(&[&[], &[]], &[]), &[4, 4], &grid4()).unwrap();
        assert_eq!(
            steps,
            vec![
                Collective::AllGather { dim: 0, axes: vec![1] },
                Collective::AllGather { dim: 1, axes: vec![0] }
            ]
        );
    }

    #[test]
    fn moving_a_split_between_dimensions_is_an_all_to_all() {
        let steps = plan(&s(&[&[0], &[]], &[]), &s(&[&[], &[0]], &[]), &[4, 4], &grid4()).unwrap();
        assert_eq!(
            steps,
            vec![Collective::AllToAll {
                split_dim: 1,
                concat_dim: 0,
                axes: vec![0]
            }]
        );
    }

    #[test]
    fn slices_come_before_gathers() {
        let steps = plan(&s(&[&[0], &[]], &[]), &s(&[&[], &[1]], &[]), &[4, 4], &grid4()).unwrap();
        assert_eq!(
            steps,
            vec![
                Collective::AllSlice { dim: 1, axes: vec![1] },
                Collective::AllGather { dim: 0, axes: vec![0] }
            ]
        );
    }
}

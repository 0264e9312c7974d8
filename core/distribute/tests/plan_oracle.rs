//! Every plan, run by a direct simulation of the collectives on every process's piece, leaves
//! each process holding exactly its target piece of the global tensor (random grids, shapes and
//! shardings, partial sums included). The simulation follows the `shard` dialect's definitions;
//! the MPI lowering is checked against the same semantics under mpirun (test/Distributed).

use axe_distribute::{plan, traffic, Collective, Grid, GridAxis, Sharding};
use axe_layout::Axis;

/// A dense row-major array.
#[derive(Clone, Debug, PartialEq)]
struct Array {
    shape: Vec<i64>,
    data: Vec<i64>,
}

impl Array {
    fn strides(shape: &[i64]) -> Vec<i64> {
        let mut s = vec![1; shape.len()];
        for d in (0..shape.len().saturating_sub(1)).rev() {
            s[d] = s[d + 1] * shape[d + 1];
        }
        s
    }

    fn index(shape: &[i64], mut flat: i64) -> Vec<i64> {
        let mut idx = vec![0; shape.len()];
        for d in (0..shape.len()).rev() {
            idx[d] = flat % shape[d];
            flat /= shape[d];
        }
        idx
    }

    /// The box of `sizes` starting at `offsets`.
    fn window(&self, offsets: &[i64], sizes: &[i64]) -> Array {
        let strides = Array::strides(&self.shape);
        let n: i64 = sizes.iter().product();
        let data = (0..n)
            .map(|f| {
                let idx = Array::index(sizes, f);
                let at: i64 = idx
                    .iter()
                    .zip(offsets)
                    .zip(&strides)
                    .map(|((i, o), s)| (i + o) * s)
                    .sum();
                self.data[at as usize]
            })
            .collect();
        Array {
            shape: sizes.to_vec(),
            data,
        }
    }

    fn block(&self, dim: usize, n: i64, i: i64) -> Array {
        let mut offsets = vec![0; self.shape.len()];
        let mut sizes = self.shape.clone();
        sizes[dim] /= n;
        offsets[dim] = i * sizes[dim];
        self.window(&offsets, &sizes)
    }

    fn concat(dim: usize, parts: &[Array]) -> Array {
        let mut shape = parts[0].shape.clone();
        shape[dim] *= parts.len() as i64;
        let n: i64 = shape.iter().product();
        let part = parts[0].shape[dim];
        let part_strides = Array::strides(&parts[0].shape);
        let data = (0..n)
            .map(|f| {
                let mut idx = Array::index(&shape, f);
                let which = idx[dim] / part;
                idx[dim] %= part;
                let at: i64 = idx.iter().zip(&part_strides).map(|(i, s)| i * s).sum();
                parts[which as usize].data[at as usize]
            })
            .collect();
        Array { shape, data }
    }

    fn add(&self, other: &Array) -> Array {
        Array {
            shape: self.shape.clone(),
            data: self.data.iter().zip(&other.data).map(|(a, b)| a + b).collect(),
        }
    }
}

/// What `step` does to every process's piece.
fn simulate(step: &Collective, pieces: &[Array], grid: &Grid) -> Vec<Array> {
    (0..grid.size())
        .map(|rank| {
            let (me, members) = grid.group(rank, step.axes());
            let n = members.len() as i64;
            let of = |m: &i64| &pieces[*m as usize];
            let sum = || {
                members
                    .iter()
                    .skip(1)
                    .fold(of(&members[0]).clone(), |acc, m| acc.add(of(m)))
            };
            match step {
                Collective::AllReduce { .. } => sum(),
                Collective::ReduceScatter { dim, .. } => sum().block(*dim, n, me as i64),
                Collective::AllGather { dim, .. } => {
                    Array::concat(*dim, &members.iter().map(|m| of(m).clone()).collect::<Vec<_>>())
                }
                Collective::AllSlice { dim, .. } => of(&rank).block(*dim, n, me as i64),
                Collective::AllToAll {
                    split_dim, concat_dim, ..
                } => {
                    let parts: Vec<Array> = members.iter().map(|m| of(m).block(*split_dim, n, me as i64)).collect();
                    Array::concat(*concat_dim, &parts)
                }
            }
        })
        .collect()
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random sharding: each grid axis splits a random dimension (at a random place in its
/// list), replicates, or (with `partial`) holds partial sums.
fn random_sharding(rng: &mut Rng, grid: &Grid, rank: usize, partial: bool) -> Sharding {
    let mut s = Sharding::replicated(rank);
    for g in 0..grid.axes.len() {
        match rng.below(if partial { 4 } else { 3 }) {
            0 | 1 => {
                let d = rng.below(rank as u64) as usize;
                let at = rng.below(s.split[d].len() as u64 + 1) as usize;
                s.split[d].insert(at, g);
            }
            2 => {}
            _ => s.partial.push(g),
        }
    }
    s
}

fn pieces_of(global: &Array, s: &Sharding, grid: &Grid, rng: &mut Rng) -> Vec<Array> {
    let local = s.local_shape(&global.shape, grid);
    let mut pieces: Vec<Array> = (0..grid.size())
        .map(|r| global.window(&s.piece_offsets(&global.shape, grid, r), &local))
        .collect();
    if !s.partial.is_empty() {
        // Partial sums: every member of a partial group but the first holds noise; the first
        // holds the value minus the others' noise.
        for rank in 0..grid.size() {
            let (me, members) = grid.group(rank, &s.partial);
            if me != 0 {
                continue;
            }
            for &m in &members[1..] {
                let noise: Vec<i64> = (0..pieces[m as usize].data.len())
                    .map(|_| rng.below(19) as i64 - 9)
                    .collect();
                for (i, v) in noise.iter().enumerate() {
                    pieces[rank as usize].data[i] -= v;
                }
                pieces[m as usize].data = noise;
            }
        }
    }
    pieces
}

#[test]
fn plans_deliver_every_target_piece() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let gpuid = Axis::new("gpuid").unwrap();
    let mut checked = 0;
    for _ in 0..1000 {
        let axes = 1 + rng.below(3) as usize;
        let mut stride = 1;
        let mut grid_axes = Vec::new();
        for _ in 0..axes {
            let size = 2 + rng.below(2) as i64;
            grid_axes.push(GridAxis {
                device_axis: gpuid.clone(),
                stride,
                size,
            });
            stride *= size;
        }
        grid_axes.reverse();
        let grid = Grid { axes: grid_axes };
        let rank = 1 + rng.below(3) as usize;
        let shape: Vec<i64> = (0..rank).map(|_| grid.size() * (1 + rng.below(2) as i64)).collect();
        let from = random_sharding(&mut rng, &grid, rank, true);
        let mut to = random_sharding(&mut rng, &grid, rank, false);
        to.split
            .iter_mut()
            .for_each(|a| a.retain(|g| !from.partial.contains(g) || rng.below(2) == 0));
        let n: i64 = shape.iter().product();
        let global = Array {
            shape: shape.clone(),
            data: (0..n).map(|_| rng.below(1000) as i64).collect(),
        };
        let steps =
            plan(&from, &to, &shape, &grid).unwrap_or_else(|e| panic!("{} -> {}: {e}", from.describe(), to.describe()));
        let mut pieces = pieces_of(&global, &from, &grid, &mut rng);
        for step in &steps {
            pieces = simulate(step, &pieces, &grid);
        }
        for rank in 0..grid.size() {
            let want = global.window(&to.piece_offsets(&shape, &grid, rank), &to.local_shape(&shape, &grid));
            assert_eq!(
                pieces[rank as usize],
                want,
                "{} -> {} on {}, steps {steps:?}, process {rank}",
                from.describe(),
                to.describe(),
                grid.describe()
            );
        }
        // One collective moves exactly the least any algorithm must.
        if steps.len() == 1 {
            assert_eq!(
                traffic::plan_sent(&from, &steps, &shape, &grid),
                traffic::minimum_received(&from, &to, &shape, &grid),
                "{steps:?}"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 1000);
}

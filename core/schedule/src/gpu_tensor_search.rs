//! The candidates of `uop-schedule{target=gpu search=N}` for a matrix product on the tensor
//! cores: the heuristic's tiling ([`choose`]) first, then the other tilings of the output that
//! the lowering takes, nearest the heuristic first. On mma.sync a tiling is TM x TN atoms per
//! warp (1, 2 or 4 each) and WM x WN warps per block (1 or 2 by 1, 2 or 4), the limits
//! [`TensorCoreTiling::choose`] picks within; with `wgmma` (and operands in shared memory) also
//! the warpgroup block tiles of 64, 128 or 256 rows by 8 to 256 columns (powers of two) that
//! [`WgmmaTiling::with_tile`] accepts. A block tile must divide the output (no partial block).
//! Each candidate's schedule is read back by [`read`] as a user's schedule is, and kept only
//! when it reads as the tiling it was written from (with `wgmma` an mma.sync tiling of one
//! atom row per warp in 4 x 1 warps is the wgmma layout, and is that candidate).
//!
//! The copy pipeline of the winning tiling is searched after it ([`pipelines`]): the stages of
//! shared tiles, their K step and, on wgmma, wgmmas in flight across steps, which a kernel
//! carries as `uop.pipeline` where they differ from `uop-tensor-cores`' options.

use crate::gpu_tensor_cores::{choose, read, Contraction, TensorCoreOptions, Tiling};
use crate::mma::{MmaAtom, MmaInput, TensorCoreTiling};
use crate::schedule::{RangeSpec, Schedule};
use crate::wgmma::WgmmaTiling;

/// One tensor-core candidate: its tiling and the schedule that spells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorCoreCandidate {
    pub tiling: Tiling,
    pub schedule: Schedule,
}

impl TensorCoreCandidate {
    /// The tiling in the search's ranking: `mma.sync 4x4 atoms 2x4 warps` or `wgmma 128x128`.
    pub fn describe(&self) -> String {
        match self.tiling {
            Tiling::MmaSync(t) => format!(
                "mma.sync {}x{} atoms {}x{} warps",
                t.tiles[0], t.tiles[1], t.warps[0], t.warps[1]
            ),
            Tiling::Wgmma(t) => format!("wgmma {}x{}", t.bm, t.bn),
        }
    }

    /// The f32 accumulators a thread holds: 4 per m16n8k16 atom of its warp, or a
    /// warpgroup's rows x the tile's columns over its 128 threads.
    pub fn accumulators(&self) -> i64 {
        match self.tiling {
            Tiling::MmaSync(t) => 4 * t.tiles[0] * t.tiles[1],
            Tiling::Wgmma(t) => t.warpgroup_rows() * t.bn / 128,
        }
    }
}

/// A GEMM's copy pipeline, as `uop.pipeline` spells it: stages of shared tiles, the deepest K
/// step of one, and whether a step's wgmmas stay in flight while the next one's tiles land.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PipelineChoice {
    pub stages: i64,
    pub depth: i64,
    pub async_wgmma: bool,
}

impl PipelineChoice {
    /// As the search's ranking names it: `stages=3 depth=32` (` async-wgmma` where on).
    pub fn describe(&self) -> String {
        format!(
            "stages={} depth={}{}",
            self.stages,
            self.depth,
            if self.async_wgmma { " async-wgmma" } else { "" }
        )
    }
}

/// The stages and K steps the pipeline search tries (`uop-tensor-cores` takes 2 to 8 stages;
/// past 4 the tiles of a large block rarely fit twice an SM).
const STAGES: [i64; 3] = [2, 3, 4];
const DEPTHS: [i64; 3] = [16, 32, 64];

/// The pipelines other than `default` that `tiling` may run a sum over `k` with: 2 to 4
/// stages, K steps of 16, 32 or 64 that divide `k` (the lowering takes the deepest dividing
/// one up to the asked depth, so others repeat one of these), no more steps copied ahead than
/// the sum has, and on wgmma with 3 stages or more its wgmmas in flight or not; nearest the
/// default first.
pub fn pipelines(k: i64, tiling: &Tiling, default: PipelineChoice) -> Vec<PipelineChoice> {
    let step = |depth: i64| DEPTHS.into_iter().rev().find(|&d| d <= depth && k % d == 0);
    let asyncs: &[bool] = match tiling {
        Tiling::Wgmma(_) => &[false, true],
        Tiling::MmaSync(_) => &[false],
    };
    let mut found = Vec::new();
    for stages in STAGES {
        for depth in DEPTHS.into_iter().filter(|d| k % d == 0) {
            for &async_wgmma in asyncs {
                let p = PipelineChoice {
                    stages,
                    depth,
                    async_wgmma: async_wgmma && stages >= 3,
                };
                let same_as_default = p.stages == default.stages
                    && Some(p.depth) == step(default.depth)
                    && p.async_wgmma == (default.async_wgmma && matches!(tiling, Tiling::Wgmma(_)));
                if stages - 1 > k / depth || same_as_default || found.contains(&p) {
                    continue;
                }
                found.push(p);
            }
        }
    }
    let distance = |p: &PipelineChoice| {
        (p.stages - default.stages).abs()
            + (log2(p.depth) - log2(default.depth)).abs()
            + i64::from(p.async_wgmma != default.async_wgmma)
    };
    found.sort_by_key(distance);
    found
}

const ATOMS_PER_WARP: [i64; 3] = [1, 2, 4];
const WARP_ROWS: [i64; 2] = [1, 2];
const WARP_COLUMNS: [i64; 3] = [1, 2, 4];
const WGMMA_ROWS: [i64; 3] = [64, 128, 256];
const WGMMA_COLUMNS: [i64; 6] = [8, 16, 32, 64, 128, 256];
/// The most blocks of the grid's y (the tiling's rows of blocks).
const MAX_GRID_Y: i64 = 65535;

fn log2(x: i64) -> i64 {
    63 - i64::from(x.max(1).leading_zeros())
}

/// How far `tiling` is from `heuristic`: factors of two in each of its counts, and one for a
/// change of instruction.
fn distance(tiling: &Tiling, heuristic: &Tiling) -> i64 {
    let steps = |a: &[i64], b: &[i64]| a.iter().zip(b).map(|(x, y)| (log2(*x) - log2(*y)).abs()).sum::<i64>();
    match (tiling, heuristic) {
        (Tiling::MmaSync(t), Tiling::MmaSync(h)) => steps(&[t.tiles, t.warps].concat(), &[h.tiles, h.warps].concat()),
        (Tiling::Wgmma(t), Tiling::Wgmma(h)) => steps(&[t.bm, t.bn], &[h.bm, h.bn]),
        // Across instructions: the block tiles' factors of two, and the change.
        (t, h) => {
            let shape = |t: &Tiling| match t {
                Tiling::MmaSync(t) => t.block_shape(),
                Tiling::Wgmma(t) => [t.bm, t.bn],
            };
            1 + steps(&shape(t), &shape(h))
        }
    }
}

/// Every tiling of the contraction `c` (of a kernel with ranges `ranges`) the enumeration
/// names, before reading back.
fn tilings(ranges: &[RangeSpec], c: &Contraction, wgmma: bool) -> Vec<Tiling> {
    let (m, n) = (ranges[c.rows].extent, ranges[c.cols].extent);
    let mut found = Vec::new();
    if let Some(atom) = MmaAtom::find([16, 8, 16], c.input) {
        for tm in ATOMS_PER_WARP {
            for tn in ATOMS_PER_WARP {
                for wm in WARP_ROWS {
                    for wn in WARP_COLUMNS {
                        let block = [atom.m * tm * wm, atom.n * tn * wn];
                        if m % block[0] != 0 || n % block[1] != 0 || m / block[0] > MAX_GRID_Y {
                            continue;
                        }
                        found.push(Tiling::MmaSync(TensorCoreTiling {
                            atom,
                            tiles: [tm, tn],
                            warps: [wm, wn],
                            blocks: [m / block[0], n / block[1]],
                        }));
                    }
                }
            }
        }
    }
    if wgmma {
        for bm in WGMMA_ROWS {
            for bn in WGMMA_COLUMNS {
                if let Ok(t) = WgmmaTiling::with_tile(m, n, [bm, bn]) {
                    if t.blocks[0] <= MAX_GRID_Y {
                        found.push(Tiling::Wgmma(t));
                    }
                }
            }
        }
    }
    found
}

/// The heuristic's tiling of `c` under `options`, then at most `n` other tilings, nearest the
/// heuristic's first (equal distances in the enumeration's order). The heuristic's refusal
/// (why the kernel stays off the tensor cores) is the error.
pub fn candidates(
    ranges: &[RangeSpec],
    c: &Contraction,
    options: &TensorCoreOptions,
    n: usize,
) -> Result<Vec<TensorCoreCandidate>, String> {
    let heuristic = choose(ranges, c, options)?.tiling;
    let schedule = heuristic.schedule(ranges, c).map_err(|e| e.0)?;
    let mut found = vec![TensorCoreCandidate {
        tiling: heuristic,
        schedule,
    }];
    // As `choose` decides: warpgroup tilings only where the kernel may take them.
    let wgmma = options.wgmma && c.input != MmaInput::TF32 && c.layouts;
    let mut others = tilings(ranges, c, wgmma);
    // A stable sort: equal distances keep the enumeration's order.
    others.sort_by_key(|t| distance(t, &heuristic));
    for tiling in others {
        if found.len() > n {
            break;
        }
        let Ok(schedule) = tiling.schedule(ranges, c) else {
            continue;
        };
        // Read back as a user's schedule: a layout that reads as another tiling is that one.
        if read(&schedule, c, options.wgmma).ok() != Some(tiling) {
            continue;
        }
        if found.iter().any(|f| f.schedule == schedule) {
            continue;
        }
        found.push(TensorCoreCandidate { tiling, schedule });
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu_tensor_cores::tests::{product, ranges};

    #[test]
    fn the_heuristic_comes_first_and_every_other_reads_back_once() {
        let r = ranges(&[128, 128, 64], 2);
        let c = product(true);
        let options = TensorCoreOptions::default();
        let found = candidates(&r, &c, &options, 1000).unwrap();
        assert_eq!(found[0].tiling, choose(&r, &c, &options).unwrap().tiling);
        // Every mma.sync tiling within the limits divides 128 x 128: 3 x 3 x 2 x 3.
        assert_eq!(found.len(), 54);
        for (i, a) in found.iter().enumerate() {
            assert_eq!(read(&a.schedule, &c, false).unwrap(), a.tiling);
            assert!(found[i + 1..].iter().all(|b| b.schedule != a.schedule), "{a:?} twice");
        }
    }

    #[test]
    fn block_tiles_divide_the_output() {
        // 48 x 8: 16 or 48 rows a block would do, but only 16 (one atom, one warp) is in the limits.
        let r = ranges(&[48, 8, 16], 2);
        let found = candidates(&r, &product(true), &TensorCoreOptions::default(), 100).unwrap();
        for c in &found {
            let Tiling::MmaSync(t) = c.tiling else { panic!() };
            let [bm, bn] = t.block_shape();
            assert!(48 % bm == 0 && 8 % bn == 0, "{}", c.describe());
        }
        assert_eq!(found.len(), 1, "{found:?}");
    }

    #[test]
    fn at_most_n_others_nearest_first() {
        let r = ranges(&[128, 128, 64], 2);
        let c = product(true);
        let found = candidates(&r, &c, &TensorCoreOptions::default(), 6).unwrap();
        assert_eq!(found.len(), 7);
        // From the heuristic's 4 x 4 atoms and 2 x 4 warps (the largest), one factor of two
        // down in each of the four counts, then two.
        let steps: Vec<i64> = found[1..]
            .iter()
            .map(|f| distance(&f.tiling, &found[0].tiling))
            .collect();
        assert_eq!(steps, [1, 1, 1, 1, 2, 2]);
        assert_eq!(candidates(&r, &c, &TensorCoreOptions::default(), 0).unwrap().len(), 1);
    }

    #[test]
    fn wgmma_adds_warpgroup_tiles_where_the_operands_are_layouts() {
        let r = ranges(&[128, 128, 64], 2);
        let options = TensorCoreOptions {
            wgmma: true,
            tile: None,
        };
        let found = candidates(&r, &product(true), &options, 1000).unwrap();
        assert!(matches!(found[0].tiling, Tiling::Wgmma(t) if [t.bm, t.bn] == [128, 128]));
        let wgmma: Vec<String> = found
            .iter()
            .filter(|c| matches!(c.tiling, Tiling::Wgmma(_)))
            .map(TensorCoreCandidate::describe)
            .collect();
        // 64 or 128 rows by 8 to 128 columns.
        assert_eq!(wgmma.len(), 10, "{wgmma:?}");
        // The mma.sync tiling of 4 x 1 warps with one atom row each is wgmma's 64-row layout:
        // with wgmma it reads as (and is) that candidate, never an mma.sync one.
        for c in &found {
            assert_eq!(read(&c.schedule, &product(true), true).unwrap(), c.tiling);
        }
        // Without layouts the operands cannot be in shared memory: mma.sync only.
        let found = candidates(&r, &product(false), &options, 1000).unwrap();
        assert!(found.iter().all(|c| matches!(c.tiling, Tiling::MmaSync(_))));
    }

    #[test]
    fn a_kernel_off_the_tensor_cores_says_why() {
        let message = candidates(
            &ranges(&[24, 8, 16], 2),
            &product(true),
            &TensorCoreOptions::default(),
            4,
        )
        .unwrap_err();
        assert!(message.contains("24 x 8 output"), "{message}");
    }

    #[test]
    fn pipelines_leave_out_the_default_and_what_the_sum_cannot_fill() {
        let default = PipelineChoice {
            stages: 3,
            depth: 32,
            async_wgmma: false,
        };
        let r = ranges(&[64, 64, 64], 2);
        let mma = choose(&r, &product(true), &TensorCoreOptions::default())
            .unwrap()
            .tiling;
        let found: Vec<String> = pipelines(64, &mma, default)
            .iter()
            .map(PipelineChoice::describe)
            .collect();
        // K = 64: steps of 16 (4 steps), 32 (2) or 64 (1 step: 2 stages at most).
        assert_eq!(
            found,
            [
                "stages=2 depth=32",
                "stages=3 depth=16",
                "stages=2 depth=16",
                "stages=2 depth=64",
                "stages=4 depth=16",
            ]
        );
        // On wgmma, each of 3 stages or more also with its wgmmas in flight.
        let wgmma = choose(
            &r,
            &product(true),
            &TensorCoreOptions {
                wgmma: true,
                tile: None,
            },
        )
        .unwrap()
        .tiling;
        let found = pipelines(64, &wgmma, default);
        assert!(found.contains(&PipelineChoice {
            async_wgmma: true,
            ..default
        }));
        assert!(found.iter().all(|p| !p.async_wgmma || p.stages >= 3));
    }

    #[test]
    fn deterministic() {
        let r = ranges(&[64, 256, 32], 2);
        let o = TensorCoreOptions {
            wgmma: true,
            tile: None,
        };
        assert_eq!(
            candidates(&r, &product(true), &o, 20).unwrap(),
            candidates(&r, &product(true), &o, 20).unwrap()
        );
    }
}

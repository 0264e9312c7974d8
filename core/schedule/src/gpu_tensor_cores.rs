//! `uop-schedule{target=gpu}`'s choice of the tensor cores, and the reading of such a schedule
//! back. A kernel that is a matrix product (`out[b, i, j] = sum_k f32(A[b, i, k]) * f32(B[b, k, j])`
//! of f16 or bf16 inputs, which the lowering recognizes: [`Contraction`]) runs on the tensor
//! cores when its output is a whole number of mma atoms; its schedule is the tiling of the
//! output (C) as an Axe layout over `by`, `bx`, `warp`, `lane` and `reg`, written as the kernel's
//! `uop.schedule` like any other GPU schedule, the sum on one `loop` and a batch on `bz`:
//!
//! ```text
//! mma.sync (TensorCoreTiling: TM x TN atoms per warp, WM x WN warps, GM x GN blocks)
//!   rows i: (GM,WM,TM,2,8):(1@by,WN@warp,4TN@reg,2@reg,4@lane)
//!   cols j: (GN,WN,TN,4,2):(1@bx,1@warp,4@reg,1@lane,1@reg)
//! wgmma (WgmmaTiling: BM x BN blocks of G warpgroups, T = BM / 64 G instructions stacked each)
//!   rows i: (GM,G,T,4,2,8):(1@by,4@warp,BN/2@reg,1@warp,2@reg,4@lane)
//!   cols j: (GN,BN/8,4,2):(1@bx,4@reg,1@lane,1@reg)
//! sum k: K:1@loop           batch b: B:1@bz
//! ```
//!
//! (the m16n8k16 atom's C fragment and wgmma's accumulator, [`crate::mma`], [`crate::wgmma`];
//! pieces of extent 1 are left out). The tensor cores sum in an order of their own, so the
//! kernel must allow its sum to be reordered. [`choose`] is the heuristic (the largest tiling
//! up to 4 x 4 atoms per warp and 2 x 4 warps, or with `wgmma` a warpgroup tile);
//! [`read`] is what `uop-tensor-cores` applies and what verifies a user's schedule: the
//! tiling a schedule's pieces spell, or an error naming the piece that does not fit.
//!
//! With `wgmma` (sm_90a) the tiling of a 64-row warpgroup tile and the mma.sync tiling of 4 x 1
//! warps with one atom row each are the same layout; there it is read as wgmma, the instruction
//! the target has.

use crate::error::{fail, Result, ScheduleError};
use crate::mma::{MmaAtom, MmaInput, Operand, TensorCoreTiling};
use crate::schedule::{Piece, RangeSpec, Schedule};
use crate::target::{HwAxis, Target};
use crate::wgmma::WgmmaTiling;
use axe_layout::{group, Grouped};

/// Whether uop matmuls use sm_90a's warpgroup MMA, the one default (a macro so that pass-option
/// text can `concat!` it; [`DEFAULT_WGMMA`] is the value).
#[macro_export]
macro_rules! gpu_default_wgmma {
    () => {
        false
    };
}

pub const DEFAULT_WGMMA: bool = gpu_default_wgmma!();

/// The most blocks of a batch (the grid's z).
const MAX_BATCH: i64 = 65535;

/// A matrix product the lowering found in a kernel: the positions of its ranges among the
/// kernel's, its input type, and whether every access is a layout (an argument at
/// `offset + strides . ranges`), which wgmma's operands in shared memory need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contraction {
    pub rows: usize,
    pub cols: usize,
    pub sum: usize,
    pub batch: Option<usize>,
    pub input: MmaInput,
    pub layouts: bool,
}

/// The options of the tensor-core choice, each with its one default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TensorCoreOptions {
    /// The target has sm_90a's warpgroup MMA: a kernel whose accesses are layouts and whose M
    /// is a multiple of 64 takes a warpgroup tiling.
    pub wgmma: bool,
    /// The block tile asked for on wgmma (rows, columns); `None`: [`WgmmaTiling::choose`]'s.
    pub tile: Option<[i64; 2]>,
}

impl Default for TensorCoreOptions {
    fn default() -> Self {
        TensorCoreOptions {
            wgmma: DEFAULT_WGMMA,
            tile: None,
        }
    }
}

/// How a matrix product runs on the tensor cores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tiling {
    MmaSync(TensorCoreTiling),
    Wgmma(WgmmaTiling),
}

/// The heuristic's tiling and the remarks it has for the kernel (an option that does not apply).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub tiling: Tiling,
    pub remarks: Vec<String>,
}

fn atom_of(input: MmaInput) -> Result<MmaAtom> {
    MmaAtom::find([16, 8, 16], input)
        .ok_or_else(|| ScheduleError(format!("no m16n8k16 mma atom takes {input:?} inputs")))
}

/// The tensor-core tiling of the contraction `c` of a kernel with ranges `ranges`, or why it
/// stays on the general path (a message for a remark at the kernel).
pub fn choose(
    ranges: &[RangeSpec],
    c: &Contraction,
    options: &TensorCoreOptions,
) -> std::result::Result<Choice, String> {
    let atom = atom_of(c.input).map_err(|e| e.0)?;
    let (m, n, k) = (ranges[c.rows].extent, ranges[c.cols].extent, ranges[c.sum].extent);
    let Some(tiling) = TensorCoreTiling::choose(atom, m, n) else {
        return Err(if m % atom.m != 0 || n % atom.n != 0 {
            format!(
                "its {m} x {n} output is no whole number of {} x {} mma atoms",
                atom.m, atom.n
            )
        } else {
            format!("its {m} x {n} output needs more blocks than a grid holds (65535 in y, 2^31 - 1 in x)")
        });
    };
    if k % atom.k != 0 {
        return Err(format!(
            "its sum over {k} is no whole number of {}-deep mma steps",
            atom.k
        ));
    }
    if let Some(batch) = c.batch.map(|b| ranges[b].extent).filter(|&b| b > MAX_BATCH) {
        return Err(format!("its batch of {batch} passes the grid's 65535 blocks in z"));
    }
    let mut remarks = Vec::new();
    let takes_wgmma = options.wgmma && c.input != MmaInput::TF32 && c.layouts;
    if takes_wgmma {
        if let Some(tile) = options.tile {
            match WgmmaTiling::with_tile(m, n, tile) {
                Ok(t) => {
                    return Ok(Choice {
                        tiling: Tiling::Wgmma(t),
                        remarks,
                    })
                }
                Err(why) => remarks.push(format!("keeps the default wgmma tile: {why}")),
            }
        }
        if let Some(t) = WgmmaTiling::choose(m, n) {
            return Ok(Choice {
                tiling: Tiling::Wgmma(t),
                remarks,
            });
        }
    }
    if options.tile.is_some() {
        let why = if !options.wgmma {
            "wgmma is not asked for (sm_90a; uop-schedule{wgmma=true})".to_string()
        } else if c.input == MmaInput::TF32 {
            "wgmma here takes f16 and bf16, not tf32".to_string()
        } else if !c.layouts {
            "its accesses are no layouts, which wgmma's operands in shared memory need".to_string()
        } else {
            format!("its {m} x {n} output is no whole number of 64-row wgmma tiles")
        };
        remarks.push(format!("runs on mma.sync, so the wgmma tile does not apply: {why}"));
    }
    Ok(Choice {
        tiling: Tiling::MmaSync(tiling),
        remarks,
    })
}

impl Tiling {
    /// The output's layout over `by`, `bx`, `warp`, `lane` and `reg`, grouped by its
    /// (rows, columns).
    pub fn output(&self) -> Result<Grouped> {
        match self {
            Tiling::MmaSync(t) => t.layout(Operand::C).map_err(ScheduleError),
            Tiling::Wgmma(t) => {
                let [gm, gn] = t.blocks;
                group(&t.layout(), &[gm * t.bm, gn * t.bn]).map_err(|e| ScheduleError(e.to_string()))
            }
        }
    }

    /// Threads per block.
    pub fn threads(&self) -> i64 {
        match self {
            Tiling::MmaSync(t) => t.threads(),
            Tiling::Wgmma(t) => t.threads(),
        }
    }

    /// How the tiling reads in messages.
    pub fn describe(&self) -> String {
        match self {
            Tiling::MmaSync(t) => format!(
                "mma.sync m16n8k16 tiled by {} x {} atoms per warp, {} x {} warps per block and {} x {} blocks",
                t.tiles[0], t.tiles[1], t.warps[0], t.warps[1], t.blocks[0], t.blocks[1]
            ),
            Tiling::Wgmma(t) => format!(
                "wgmma in {} x {} block tiles of {} warpgroup{} and {} x {} blocks",
                t.bm,
                t.bn,
                t.warpgroups,
                if t.warpgroups > 1 { "s" } else { "" },
                t.blocks[0],
                t.blocks[1]
            ),
        }
    }

    /// The kernel's schedule: the output's layout on its row and column ranges, the sum on one
    /// loop, a batch on `bz`.
    pub fn schedule(&self, ranges: &[RangeSpec], c: &Contraction) -> Result<Schedule> {
        let output = self.output()?;
        let mut pieces = Vec::new();
        for (r, spec) in ranges.iter().enumerate() {
            if r == c.rows || r == c.cols {
                let block = output.block(if r == c.rows { 0 } else { 1 });
                let mut inner = 1i64;
                let mut these: Vec<Piece> = Vec::new();
                for iter in block.iter().rev().filter(|i| i.extent() > 1) {
                    let axis = HwAxis::parse(iter.axis().name(), Target::Gpu)
                        .ok_or_else(|| ScheduleError(format!("the tiling names axis `{}`", iter.axis())))?;
                    these.push(Piece {
                        range: r,
                        extent: iter.extent(),
                        inner,
                        axis,
                        stride: iter.stride(),
                    });
                    inner *= iter.extent();
                }
                these.reverse();
                pieces.extend(these);
            } else if spec.extent > 1 {
                let axis = if r == c.sum {
                    HwAxis::Loop
                } else if Some(r) == c.batch {
                    HwAxis::Block(2)
                } else {
                    return fail(format!(
                        "range #{r} is none of the product's (rows, columns, sum, batch)"
                    ));
                };
                pieces.push(Piece {
                    range: r,
                    extent: spec.extent,
                    inner: 1,
                    axis,
                    stride: 1,
                });
            }
        }
        let schedule = Schedule {
            target: Target::Gpu,
            ranges: ranges.to_vec(),
            pieces,
        };
        schedule.check()?;
        Ok(schedule)
    }
}

/// Whether `schedule` puts pieces on `warp` or `lane`: a tensor-core schedule (the general GPU
/// schedules use the block's `tx`, `ty`, `tz`).
pub fn is_tensor_core(schedule: &Schedule) -> bool {
    schedule
        .pieces
        .iter()
        .any(|p| matches!(p.axis, HwAxis::Warp | HwAxis::Lane))
}

fn piece_text(p: &Piece) -> String {
    format!("{}:{}@{}", p.extent, p.stride, p.axis)
}

fn pieces_text(pieces: &[Piece]) -> String {
    let list: Vec<String> = pieces.iter().map(piece_text).collect();
    format!("({})", list.join(", "))
}

/// The product of the extents of `range`'s pieces on `axis`.
fn extent_on(schedule: &Schedule, range: usize, axis: HwAxis) -> i64 {
    schedule
        .pieces_of(range)
        .filter(|(_, p)| p.axis == axis)
        .map(|(_, p)| p.extent)
        .product()
}

/// The tiling `schedule` spells for the contraction `c` (with `wgmma`, the target's warpgroup
/// MMA: a warpgroup tiling is read as one where the accesses are layouts), or an error naming
/// the piece that no tiling has: the output must be a whole number of mma atoms, the block
/// tiles must divide it (no partial block), a block has at most 1024 threads, and every piece
/// must be where the atom's fragment tiled by atoms, warps and blocks puts it.
fn read_as_asked(schedule: &Schedule, c: &Contraction, wgmma: bool) -> Result<Tiling> {
    let ranges = &schedule.ranges;
    let atom = atom_of(c.input)?;
    let (m, n, k) = (ranges[c.rows].extent, ranges[c.cols].extent, ranges[c.sum].extent);
    if m % atom.m != 0 || n % atom.n != 0 || k % atom.k != 0 {
        return fail(format!(
            "is a tensor-core schedule of a {m} x {n} output summed over {k} (ranges #{}, #{}, #{}): that is no whole number of {} x {} x {} mma atoms",
            c.rows, c.cols, c.sum, atom.m, atom.n, atom.k
        ));
    }
    for r in [c.rows, c.cols] {
        if schedule.padded(r) {
            let (_, outer) = schedule.pieces_of(r).next().expect("a padded range has pieces");
            let points: i64 = schedule.pieces_of(r).map(|(_, p)| p.extent).product();
            return fail(format!(
                "puts piece {} of range #{r} on `{}`: its {} blocks of {} cover {points} points, not the range's {}; a tensor-core schedule's block tiles divide the output (no partial block)",
                piece_text(outer),
                outer.axis,
                outer.extent,
                points / outer.extent,
                ranges[r].extent
            ));
        }
    }
    let warps = extent_on(schedule, c.rows, HwAxis::Warp) * extent_on(schedule, c.cols, HwAxis::Warp);
    if warps * 32 > crate::gpu::MAX_THREADS {
        let (_, p) = schedule
            .pieces
            .iter()
            .enumerate()
            .find(|(_, p)| p.axis == HwAxis::Warp)
            .expect("warps");
        return fail(format!(
            "puts piece {} of range #{} on `warp`: {warps} warps per block are {} threads, over a block's {}",
            piece_text(p),
            p.range,
            warps * 32,
            crate::gpu::MAX_THREADS
        ));
    }
    let takes_wgmma = wgmma && c.input != MmaInput::TF32 && c.layouts;
    if takes_wgmma {
        if let Some(t) = wgmma_spelled(schedule, c) {
            return Ok(Tiling::Wgmma(t));
        }
    }
    // The mma.sync tiling the extents on each axis spell: TM x TN atoms (2 registers of each
    // atom along rows and columns), WM x WN warps, GM x GN blocks.
    let regs = [
        extent_on(schedule, c.rows, HwAxis::Reg),
        extent_on(schedule, c.cols, HwAxis::Reg),
    ];
    let tiles = [regs[0] / 2, regs[1] / 2];
    let warps = [
        extent_on(schedule, c.rows, HwAxis::Warp),
        extent_on(schedule, c.cols, HwAxis::Warp),
    ];
    let block = [atom.m * tiles[0] * warps[0], atom.n * tiles[1] * warps[1]];
    let whole =
        regs.iter().all(|r| r % 2 == 0) && block.iter().all(|&b| b > 0) && m % block[0] == 0 && n % block[1] == 0;
    let spelled = Tiling::MmaSync(TensorCoreTiling {
        atom,
        tiles,
        warps,
        blocks: if whole { [m / block[0], n / block[1]] } else { [1, 1] },
    });
    let expected = if whole { spelled.schedule(ranges, c).ok() } else { None };
    let also = if takes_wgmma { " (nor a wgmma tiling)" } else { "" };
    let Some(expected) = expected else {
        // No tiling has these extents: name the first piece of the output on an axis the
        // atom's fragment does not tile as it should.
        let lanes = [
            extent_on(schedule, c.rows, HwAxis::Lane),
            extent_on(schedule, c.cols, HwAxis::Lane),
        ];
        let (r, why) = if lanes != [8, 4] {
            let r = if lanes[0] != 8 { c.rows } else { c.cols };
            (r, format!("its lanes hold {} x {} outputs of each atom, where the m16n8k16 atom's 32 lanes hold 8 rows x 4 column pairs", lanes[0], lanes[1]))
        } else if regs.iter().any(|r| r % 2 != 0) {
            let r = if regs[0] % 2 != 0 { c.rows } else { c.cols };
            (r, format!("its {} registers along range #{r} are no whole number of atoms (2 along each of rows and columns per atom)", regs[if r == c.rows { 0 } else { 1 }]))
        } else {
            let r = if m % block[0].max(1) != 0 { c.rows } else { c.cols };
            (
                r,
                format!(
                    "its block tile of {} x {} outputs (atoms per warp x warps) does not divide the {m} x {n} output",
                    block[0], block[1]
                ),
            )
        };
        let pieces: Vec<Piece> = schedule.pieces_of(r).map(|(_, p)| *p).collect();
        return fail(format!(
            "splits range #{r} into {}, which is no tensor-core tiling{also}: {why}",
            pieces_text(&pieces)
        ));
    };
    compare(schedule, &expected, &spelled, also)?;
    Ok(spelled)
}

/// [`read_as_asked`], and where `wgmma` is off and the schedule is no mma.sync tiling but exactly
/// a wgmma one (more than one instruction row per warpgroup, 64-wide register rows), that wgmma
/// tiling: the schedule names the instruction, `wgmma` only settles the layouts both share.
pub fn read(schedule: &Schedule, c: &Contraction, wgmma: bool) -> Result<Tiling> {
    let read = read_as_asked(schedule, c, wgmma);
    match read {
        Err(_) if !wgmma && c.input != MmaInput::TF32 && c.layouts => {
            wgmma_spelled(schedule, c).map(Tiling::Wgmma).map_or(read, Ok)
        }
        read => read,
    }
}

/// The wgmma tiling `schedule` spells, if it is one exactly.
fn wgmma_spelled(schedule: &Schedule, c: &Contraction) -> Option<WgmmaTiling> {
    let ranges = &schedule.ranges;
    let (m, n) = (ranges[c.rows].extent, ranges[c.cols].extent);
    let groups = extent_on(schedule, c.rows, HwAxis::Warp) / 4;
    let tiles = extent_on(schedule, c.rows, HwAxis::Reg) / 2;
    let bn = extent_on(schedule, c.cols, HwAxis::Reg) * 4;
    let tile = [crate::wgmma::M * tiles * groups, bn];
    let t = WgmmaTiling::with_tile(m, n, tile).ok()?;
    let expected = Tiling::Wgmma(t).schedule(ranges, c).ok()?;
    (t.warpgroups == groups && expected.pieces == schedule.pieces).then_some(t)
}

/// `schedule` against the one `tiling` has: the first piece that differs, named.
fn compare(schedule: &Schedule, expected: &Schedule, tiling: &Tiling, also: &str) -> Result<()> {
    for r in 0..schedule.ranges.len() {
        let got: Vec<Piece> = schedule.pieces_of(r).map(|(_, p)| *p).collect();
        let want: Vec<Piece> = expected.pieces_of(r).map(|(_, p)| *p).collect();
        if got == want {
            continue;
        }
        let at = got
            .iter()
            .zip(&want)
            .position(|(g, w)| g != w)
            .unwrap_or(got.len().min(want.len()));
        let which = match (got.get(at), want.get(at)) {
            (Some(g), Some(w)) => {
                format!("puts piece {} of range #{r} on `{}` where", piece_text(g), g.axis)
                    + &format!(" {} has {}", tiling.describe(), piece_text(w))
            }
            (Some(g), None) => format!(
                "puts piece {} of range #{r} on `{}`, which {} does not have",
                piece_text(g),
                g.axis,
                tiling.describe()
            ),
            (None, _) => format!("splits range #{r} into fewer pieces than {} has", tiling.describe()),
        };
        return fail(format!("{which}{also}: range #{r} is {} there", pieces_text(&want)));
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// `extents` as ranges, the one at `reduce` a sum.
    pub(crate) fn ranges(extents: &[i64], reduce: usize) -> Vec<RangeSpec> {
        extents
            .iter()
            .enumerate()
            .map(|(i, &extent)| RangeSpec {
                extent,
                reduce: i == reduce,
            })
            .collect()
    }

    /// An f16 product of rows 0, columns 1 and sum 2, its accesses layouts or not.
    pub(crate) fn product(layouts: bool) -> Contraction {
        Contraction {
            rows: 0,
            cols: 1,
            sum: 2,
            batch: None,
            input: MmaInput::F16,
            layouts,
        }
    }

    fn read_text(text: &str, ranges: &[RangeSpec], c: &Contraction, wgmma: bool) -> Result<Tiling> {
        let layout = axe_layout::parse(text).unwrap();
        read(&Schedule::from_layout(&layout, ranges, Target::Gpu)?, c, wgmma)
    }

    #[test]
    fn the_heuristic_tiling_is_written_and_read_back() {
        let r = ranges(&[128, 64, 32], 2);
        let c = product(true);
        let choice = choose(&r, &c, &TensorCoreOptions::default()).unwrap();
        let schedule = choice.tiling.schedule(&r, &c).unwrap();
        assert_eq!(
            schedule.to_layout().to_string(),
            "S[(2,4,2,8,2,4,4,2,32):(2@warp,16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)]"
        );
        assert_eq!(read(&schedule, &c, false).unwrap(), choice.tiling);
        // As text, as a user writes it.
        let text = schedule.to_layout().to_string();
        assert_eq!(read_text(&text, &r, &c, false).unwrap(), choice.tiling);
    }

    #[test]
    fn the_ranges_may_come_in_any_order() {
        // Ranges (k, j, i): the sum first, then the columns, then the rows.
        let r = ranges(&[32, 64, 128], 0);
        let c = Contraction {
            rows: 2,
            cols: 1,
            sum: 0,
            batch: None,
            input: MmaInput::F16,
            layouts: true,
        };
        let choice = choose(&r, &c, &TensorCoreOptions::default()).unwrap();
        let schedule = choice.tiling.schedule(&r, &c).unwrap();
        assert_eq!(
            schedule.to_layout().to_string(),
            "S[(32,2,4,4,2,2,4,2,8):(1@loop,1@warp,4@reg,1@lane,1@reg,2@warp,16@reg,2@reg,4@lane)]"
        );
        let text = schedule.to_layout().to_string();
        assert_eq!(read_text(&text, &r, &c, false).unwrap(), choice.tiling);
    }

    #[test]
    fn wgmma_tilings_are_written_and_read_back() {
        let c = product(true);
        for (extents, tile, expect) in [
            (
                [128, 64, 32],
                None,
                "S[(2,4,2,8,8,4,2,32):(32@reg,1@warp,2@reg,4@lane,4@reg,1@lane,1@reg,1@loop)]",
            ),
            (
                [256, 512, 64],
                Some([128, 256]),
                // Two warpgroups stacked over the rows: warp 4g + w, one 8-warp piece.
                "S[(2,8,2,8,2,32,4,2,64):(1@by,1@warp,2@reg,4@lane,1@bx,4@reg,1@lane,1@reg,1@loop)]",
            ),
        ] {
            let r = ranges(&extents, 2);
            let options = TensorCoreOptions { wgmma: true, tile };
            let choice = choose(&r, &c, &options).unwrap();
            assert!(matches!(choice.tiling, Tiling::Wgmma(_)));
            let schedule = choice.tiling.schedule(&r, &c).unwrap();
            assert_eq!(schedule.to_layout().to_string(), expect);
            assert_eq!(read(&schedule, &c, true).unwrap(), choice.tiling);
            let text = schedule.to_layout().to_string();
            assert_eq!(read_text(&text, &r, &c, true).unwrap(), choice.tiling);
        }
        // Without layouts, mma.sync, and a tile asked for says why it does not apply.
        let r = ranges(&[128, 64, 32], 2);
        let options = TensorCoreOptions {
            wgmma: true,
            tile: Some([128, 64]),
        };
        let choice = choose(&r, &product(false), &options).unwrap();
        assert!(matches!(choice.tiling, Tiling::MmaSync(_)));
        assert!(choice.remarks[0].contains("no layouts"), "{:?}", choice.remarks);
    }

    #[test]
    fn kernels_the_tensor_cores_cannot_take_say_why() {
        let c = product(true);
        let o = TensorCoreOptions::default();
        assert!(choose(&ranges(&[24, 8, 16], 2), &c, &o)
            .unwrap_err()
            .contains("24 x 8 output"));
        assert!(choose(&ranges(&[16, 8, 24], 2), &c, &o)
            .unwrap_err()
            .contains("sum over 24"));
    }

    #[test]
    fn a_wrong_tensor_core_schedule_names_its_piece() {
        let r = ranges(&[128, 64, 32], 2);
        let c = product(true);
        for (text, why) in [
            // 64 warps a block: over the 1024 threads, the pieces named.
            (
                "S[(8,2,8,8,4,2,32):(8@warp,2@reg,4@lane,1@warp,1@lane,1@reg,1@loop)]",
                "axis `warp` has extent 64 (pieces 8:8@warp of range #0, 8:1@warp of range #1)",
            ),
            // The warp grid's strides swapped: the piece is named.
            (
                "S[(2,4,2,8,2,4,4,2,32):(1@warp,16@reg,2@reg,4@lane,2@warp,4@reg,1@lane,1@reg,1@loop)]",
                "puts piece 2:1@warp of range #0 on `warp` where mma.sync m16n8k16 tiled by 4 x 4 atoms per warp, 2 x 2 warps per block and 1 x 1 blocks has 2:2@warp",
            ),
            // The sum on threads.
            (
                "S[(2,4,2,8,2,4,4,2,2,16):(2@warp,16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop,1@tx)]",
                "puts piece 2:1@loop of range #2 on `loop` where mma.sync m16n8k16 tiled by 4 x 4 atoms per warp, 2 x 2 warps per block and 1 x 1 blocks has 32:1@loop: range #2 is (32:1@loop) there",
            ),
        ] {
            let message = read_text(text, &r, &c, false).unwrap_err().0;
            assert!(message.contains(why), "{text}: {message}");
        }
        // One atom (16 x 8 x 16): the lanes swapped, named; lanes that are no atom's.
        let r = ranges(&[16, 8, 16], 2);
        for (text, why) in [
            (
                "S[(2,8,4,2,16):(2@reg,1@lane,8@lane,1@reg,1@loop)]",
                "puts piece 8:1@lane of range #0 on `lane` where mma.sync",
            ),
            (
                "S[(4,4,4,2,16):(2@reg,4@lane,1@lane,1@reg,1@loop)]",
                "its lanes hold 4 x 4 outputs",
            ),
        ] {
            let message = read_text(text, &r, &c, false).unwrap_err().0;
            assert!(message.contains(why), "{text}: {message}");
        }
        // Not whole atoms: 24 rows.
        let r = ranges(&[24, 8, 16], 2);
        let message = read_text("S[(3,8,4,2,16):(1@reg,4@lane,1@lane,3@reg,1@loop)]", &r, &c, false)
            .unwrap_err()
            .0;
        assert!(
            message.contains("no whole number of 16 x 8 x 16 mma atoms"),
            "{message}"
        );
        // A block tile that does not divide the output: 48 rows in blocks of 32.
        let r = ranges(&[48, 8, 16], 2);
        let message = read_text(
            "S[(2,2,2,8,4,2,16):(1@by,4@reg,2@reg,4@lane,1@lane,1@reg,1@loop)]",
            &r,
            &c,
            false,
        )
        .unwrap_err()
        .0;
        assert!(message.contains("piece 2:1@by of range #0"), "{message}");
        assert!(message.contains("divide the output"), "{message}");
    }
}

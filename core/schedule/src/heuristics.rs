//! `uop-schedule`'s choice of a CPU schedule, after tinygrad's hand-coded optimizations:
//! vectorize the innermost contiguous output range (UPCAST onto `simd`), or the contiguous reduce
//! range when no output range is (a reassociated vector accumulator); give matmul-shaped kernels a
//! register tile (UPCAST onto `reg`: rows x vectors of accumulators), and those whose operands
//! both run along the reduction a register column of dot products; give vector reductions
//! several accumulators (UNROLL onto `reg`); spread the outermost output range over the threads
//! (`core`) when the kernel is large enough to pay for a parallel region; read transposes as
//! 8 x 8 register blocks transposed in registers, in blocks of 8 x 8 tiles.

use crate::error::Result;
use crate::schedule::{RangeSpec, Schedule};
use crate::target::{HwAxis, Target};

/// One memory access of the kernel (a `uop.index` feeding a load or a store).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    pub store: bool,
    /// Ranges the address varies with.
    pub varies: Vec<usize>,
    /// Ranges the address follows with coefficient 1 in its last index and 0 in the others
    /// (consecutive values of the range are consecutive elements).
    pub unit: Vec<usize>,
    /// Ranges the address follows linearly in its last index only (any coefficient).
    pub linear: Vec<usize>,
    /// Whether the address has a gate.
    pub gated: bool,
}

impl Access {
    /// Whether `lanes` vectors along `lane_range` can read this access through an in-register
    /// transpose: it moves linearly along `lane_range` and by 1 along `across`.
    pub fn transposable(&self, lane_range: usize, across: usize) -> bool {
        !self.store && !self.gated && self.linear.contains(&lane_range) && self.unit.contains(&across)
    }
}

/// One `uop.reduce` of the kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reduction {
    /// The ranges it reduces over.
    pub bound: Vec<usize>,
    /// The other ranges its value varies with.
    pub free: Vec<usize>,
}

/// What the heuristics read of a kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelSummary {
    pub ranges: Vec<RangeSpec>,
    pub accesses: Vec<Access>,
    pub reductions: Vec<Reduction>,
    /// Bytes of the widest element the kernel loads or stores.
    pub element_bytes: i64,
}

impl KernelSummary {
    /// Every access that varies with `range` is contiguous along it, and one does.
    pub fn vectorizable(&self, range: usize) -> bool {
        let varying: Vec<&Access> = self.accesses.iter().filter(|a| a.varies.contains(&range)).collect();
        !varying.is_empty() && varying.iter().all(|a| a.unit.contains(&range))
    }

    /// [`Self::vectorizable`], and no access that varies with `range` is gated (a gate along
    /// the lanes would need masked accesses).
    pub fn vectorizable_ungated(&self, range: usize) -> bool {
        self.vectorizable(range) && !self.accesses.iter().any(|a| a.gated && a.varies.contains(&range))
    }

    /// The iterations the kernel's loops run: the store's output points, plus each reduction's
    /// points, which the lowering runs once per point of the ranges its value varies with (a
    /// row's max and sum next to each other are two passes over the row, not one nested in the
    /// other). None where it overflows i64.
    pub fn iterations(&self) -> Option<i64> {
        let points = |ranges: Vec<usize>| {
            ranges
                .iter()
                .try_fold(1i64, |n, &r| n.checked_mul(self.ranges[r].extent))
        };
        let mut work = points((0..self.ranges.len()).filter(|&r| !self.ranges[r].reduce).collect())?;
        for reduction in &self.reductions {
            work = work.checked_add(points([&reduction.bound[..], &reduction.free[..]].concat())?)?;
        }
        Some(work)
    }

    /// Whether `access` runs at every step of an innermost reduction (it varies with a range
    /// that a reduction no other one is nested in reduces over): a convolution's input and
    /// weights, not the residual that a global pool around it reads once per point.
    pub fn in_inner_loop(&self, access: &Access) -> bool {
        self.inner_reductions()
            .any(|red| access.varies.iter().any(|v| red.bound.contains(v)))
    }

    /// The reductions no other reduction is nested in (none varies with their ranges).
    fn inner_reductions(&self) -> impl Iterator<Item = &Reduction> {
        self.reductions.iter().filter(|red| {
            !self
                .reductions
                .iter()
                .any(|other| other.free.iter().any(|f| red.bound.contains(f)))
        })
    }

    fn stored_unit(&self, range: usize) -> bool {
        self.accesses.iter().any(|a| a.store && a.unit.contains(&range))
    }
}

/// The largest power of two at most `most` that divides `extent` (at least 2), if any.
fn lanes_for(extent: i64, most: i64) -> Option<i64> {
    let mut lanes = most;
    while lanes >= 2 {
        if extent % lanes == 0 {
            return Some(lanes);
        }
        lanes /= 2;
    }
    None
}

/// The output range a convolution's lanes can run along instead of its row
/// ([`pick`]'s channel lanes): every reduction is free along it, an access inside the
/// reduction follows it with stride 1 (the weights), a load inside does not vary with it (the
/// input, broadcast), and every access inside that varies with it is contiguous along it (a
/// gate, the padding's, then masks or skips whole vectors); and it has `lanes` points to a
/// vector. The innermost such range.
fn channel_range(kernel: &KernelSummary, outputs: &[usize], lanes: i64) -> Option<usize> {
    if kernel.reductions.is_empty() {
        return None;
    }
    let inside: Vec<&Access> = kernel.accesses.iter().filter(|a| kernel.in_inner_loop(a)).collect();
    outputs.iter().rev().copied().find(|&c| {
        lanes_for(kernel.ranges[c].extent, lanes) == Some(lanes)
            && kernel.reductions.iter().all(|red| red.free.contains(&c))
            && inside.iter().any(|a| a.unit.contains(&c))
            && inside.iter().any(|a| !a.store && !a.varies.contains(&c))
            && inside
                .iter()
                .filter(|a| a.varies.contains(&c))
                .all(|a| a.unit.contains(&c))
    })
}

/// The register row of a tile whose lanes run along `lanes_range`: the innermost other range
/// an innermost reduction's value varies with (a convolution's output row), up to
/// [`MOST_ROW_POINTS`] points of it; a range that an outer reduction sums (a global pool
/// around the convolution) only where sums may be reordered.
fn register_row(kernel: &KernelSummary, lanes_range: usize, reassociate: bool) -> Option<(usize, i64)> {
    let row = *row_ranges(kernel, lanes_range, reassociate).first()?;
    points_dividing(kernel.ranges[row].extent, MOST_ROW_POINTS).map(|p| (row, p))
}

/// The most points, from 2 up to `most`, that divide `extent` evenly.
fn points_dividing(extent: i64, most: i64) -> Option<i64> {
    (2..=most).rev().find(|p| extent % p == 0)
}

/// Whether a load of the innermost reduction that does not vary with the lanes `c` (the input
/// that channel lanes broadcast) is gated: read through the padding, each broadcast point is a
/// compare and a select too.
fn broadcast_is_gated(kernel: &KernelSummary, c: usize) -> bool {
    kernel
        .accesses
        .iter()
        .any(|a| !a.store && a.gated && !a.varies.contains(&c) && kernel.in_inner_loop(a))
}

/// The ranges other than `lanes_range` that an innermost reduction's value varies with,
/// innermost first (a convolution's output row, then its rows); one that an outer reduction
/// sums only where sums may be reordered.
fn row_ranges(kernel: &KernelSummary, lanes_range: usize, reassociate: bool) -> Vec<usize> {
    let ranges = &kernel.ranges;
    let mut rows: Vec<usize> = kernel
        .inner_reductions()
        .flat_map(|red| red.free.iter().copied())
        .filter(|&o| o != lanes_range && ranges[o].extent > 1 && (reassociate || !ranges[o].reduce))
        .collect();
    rows.sort_unstable_by(|a, b| b.cmp(a));
    rows.dedup();
    rows
}

/// The most points of a register row: 7, as many as a 56, 28, 14 or 7 wide map has.
const MOST_ROW_POINTS: i64 = 7;

/// The vector registers of a CPU whose vectors are `vector_bytes` wide: AVX2's 16, AVX-512's 32.
fn vector_registers(vector_bytes: i64) -> i64 {
    if vector_bytes >= 64 {
        32
    } else {
        16
    }
}

/// The register tile of a convolution's lanes along the output channels `c`: of the tiles of 1
/// or 2 vectors of channels by points of the row and of the rows ([`row_ranges`]) whose
/// accumulators fit the registers with one register per vector of weights and one for the
/// broadcast input value, the one with the most accumulators (1 x 7 columns x 2 rows on 28 and
/// 14 wide maps: 14, AVX2's 16 registers with the weights and the broadcast). Where the input
/// is read through the padding (a gated broadcast is a compare and a select too) 2 vectors share
/// each broadcast: 2 x 4 columns, or 2 x 2 x 2 (with one vector of channels, the row alone, as
/// before: 1 x 4 x 2 made the corpus's `conv_strided_dilated` 10% slower). Where no tile of 8
/// accumulators fits (a 7 x 7 map), 2 vectors by 7 points of the row: AVX2's 17 registers, one
/// spilled inside the loop, which measured faster than 1 x 7 (bench/models.md, 2026-11-30 18:39).
fn channel_tile(kernel: &KernelSummary, c: usize, lanes: i64, reassociate: bool, registers: i64) -> Vec<(usize, i64)> {
    let pairs = lanes_for(kernel.ranges[c].extent / lanes, 2) == Some(2);
    let rows = row_ranges(kernel, c, reassociate);
    let fitting = |vectors: i64| {
        let fit = (registers - 1 - vectors) / vectors;
        let mut pieces: Vec<(usize, i64)> = Vec::new();
        if vectors > 1 {
            pieces.push((c, vectors));
        }
        let mut points = 1;
        for &row in rows.iter().take(2) {
            if let Some(p) = points_dividing(kernel.ranges[row].extent, (fit / points).min(MOST_ROW_POINTS)) {
                pieces.push((row, p));
                points *= p;
            }
        }
        (vectors * points, vectors, pieces)
    };
    let mut tiles = [2, 1].into_iter().filter(|&v| v == 1 || pairs).map(fitting);
    // The most accumulators, 2 vectors where as many (fewer broadcasts).
    let best = if broadcast_is_gated(kernel, c) {
        tiles.find(|tile| tile.0 >= 8 && tile.1 == 2)
    } else {
        tiles.max_by_key(|tile| (tile.0, tile.1)).filter(|tile| tile.0 >= 8)
    };
    if let Some((_, _, pieces)) = best {
        return pieces;
    }
    let mut pieces: Vec<(usize, i64)> = Vec::new();
    if pairs {
        pieces.push((c, 2));
    }
    pieces.extend(register_row(kernel, c, reassociate));
    pieces
}

/// A matmul whose operands both run along its reduction (`x @ W^T` where W stays as stored: a
/// weight another op reads too, as GPT-2's tied embedding and LM head; attention's `Q K^T`), so
/// the lanes run along the reduction, one dot product per output: the innermost of its output
/// ranges along which one operand moves and another does not, with its register column (a
/// power of two up to 8). The column's 8 outputs share each load of the operand that does not
/// move along it (8 vector accumulators, instead of 4 of one output that load both operands).
fn dot_column(kernel: &KernelSummary, reduction: &Reduction, outputs: &[usize]) -> Option<(usize, i64)> {
    let bound = |a: &Access| reduction.bound.iter().any(|r| a.varies.contains(r));
    let operands: Vec<&Access> = kernel.accesses.iter().filter(|a| !a.store && bound(a)).collect();
    let moves_alone = |a: &Access, along: usize, not: usize| a.varies.contains(&along) && !a.varies.contains(&not);
    outputs
        .iter()
        .rev()
        .copied()
        .filter(|t| reduction.free.contains(t))
        .find_map(|t| {
            let other = outputs.iter().copied().find(|&u| {
                u != t
                    && reduction.free.contains(&u)
                    && operands.iter().any(|a| moves_alone(a, t, u))
                    && operands.iter().any(|a| moves_alone(a, u, t))
            });
            other.and_then(|_| lanes_for(kernel.ranges[t].extent, 8).map(|u| (t, u)))
        })
}

/// The most bytes of a block of rows of a dot-product matmul's other operand (a quarter of a
/// 512 KiB L2), which every register column reads ([`dot_column`]).
const DOT_BLOCK_BYTES: i64 = 128 * 1024;

/// The size of a matmul's strip of B (K x the register tile's columns) from which its
/// column blocks go outside its row blocks: past a 32 KiB L1 data cache.
const PANEL_BYTES: i64 = 32 * 1024;

/// The fewest row blocks that read a packed strip of B: at 4 (16 rows x 768 x 2304) the copy
/// paid, 1.43x faster than the row blocks outermost (bench/models.md, 2026-11-30).
const MIN_PANEL_ROW_BLOCKS: i64 = 4;

/// Iterations ([`KernelSummary::iterations`]) below which a kernel runs on the
/// calling thread, the one default (a macro so that pass-option text can `concat!` it;
/// [`MIN_PARALLEL_WORK`] is the number): opening a parallel region (libomp's fork, join and
/// static-schedule setup) costs microseconds even on one thread, as much as such a kernel's
/// whole work.
#[macro_export]
macro_rules! cpu_min_parallel_work {
    () => {
        32768
    };
}

pub const MIN_PARALLEL_WORK: i64 = cpu_min_parallel_work!();

/// The options of a CPU schedule, each with its one default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuOptions {
    /// Bytes of one SIMD register (32: AVX2).
    pub vector_bytes: i64,
    /// Reductions may be split over lanes and accumulators (reordering float sums).
    pub reassociate: bool,
    /// Iterations below which a kernel gets no `core` piece (0: every kernel may).
    pub min_parallel_work: i64,
}

impl Default for CpuOptions {
    fn default() -> Self {
        CpuOptions {
            vector_bytes: 32,
            reassociate: true,
            min_parallel_work: MIN_PARALLEL_WORK,
        }
    }
}

/// Picks a CPU schedule for `kernel` under `options`.
pub fn pick(kernel: &KernelSummary, options: &CpuOptions) -> Result<Schedule> {
    let CpuOptions {
        vector_bytes,
        reassociate,
        min_parallel_work,
    } = *options;
    let ranges = &kernel.ranges;
    let parallel = kernel.iterations().is_none_or(|work| work >= min_parallel_work);
    let most_lanes = (vector_bytes / kernel.element_bytes.max(1)).clamp(1, 64);
    // Per range: pieces outermost first; the first entry is the range's loop part.
    let mut plan: Vec<Vec<(i64, HwAxis)>> = ranges.iter().map(|r| vec![(r.extent, HwAxis::Loop)]).collect();
    let outputs: Vec<usize> = (0..ranges.len())
        .filter(|&r| !ranges[r].reduce && ranges[r].extent > 1)
        .collect();
    let reduces: Vec<usize> = (0..ranges.len())
        .filter(|&r| ranges[r].reduce && ranges[r].extent > 1)
        .collect();
    let split = |plan: &mut Vec<Vec<(i64, HwAxis)>>, r: usize, extent: i64, axis: HwAxis| {
        plan[r][0].0 /= extent;
        plan[r].push((extent, axis));
    };
    // The vector ranges: the innermost output range the store writes contiguously, and in
    // each reduction whose value does not vary along it, its innermost contiguous range.
    let mut simd: Vec<(usize, i64)> = Vec::new();
    let mut reg_pieces: Vec<(usize, i64)> = Vec::new();
    // A matmul's register tile: (rows range, columns range, columns of the tile).
    let mut panels: Option<(usize, usize, i64)> = None;
    // A dot-product matmul's register column ([`dot_column`]): its output range.
    let mut dot: Option<usize> = None;
    if most_lanes >= 2 {
        let output = outputs
            .iter()
            .rev()
            .copied()
            .find(|&r| kernel.stored_unit(r) && kernel.vectorizable(r));
        let output = output.and_then(|r| lanes_for(ranges[r].extent, most_lanes).map(|lanes| (r, lanes)));
        // A row narrower than a vector (ResNet's 28 and 14 wide maps: 4 and 2 lanes) gives way
        // to full lanes along the channels.
        let channel_is_wider = |lanes: i64| lanes < most_lanes && channel_range(kernel, &outputs, most_lanes).is_some();
        let output = output.filter(|&(_, lanes)| !channel_is_wider(lanes));
        simd.extend(output);
        for reduction in kernel.reductions.iter().filter(|_| reassociate) {
            if output.is_some_and(|(o, _)| reduction.free.contains(&o)) {
                continue;
            }
            let candidate = reduction
                .bound
                .iter()
                .rev()
                .copied()
                .find(|&r| kernel.vectorizable(r) && !simd.iter().any(|&(s, _)| s == r));
            if let Some((r, lanes)) =
                candidate.and_then(|r| lanes_for(ranges[r].extent, most_lanes).map(|lanes| (r, lanes)))
            {
                simd.push((r, lanes));
                match dot_column(kernel, reduction, &outputs).filter(|_| output.is_none() && dot.is_none()) {
                    Some((t, u)) => {
                        reg_pieces.push((t, u));
                        dot = Some(t);
                    }
                    // Four independent vector accumulators hide the add latency.
                    None => {
                        if let Some(u) = lanes_for(ranges[r].extent / lanes, 4) {
                            reg_pieces.push((r, u));
                        }
                    }
                }
            }
        }
        if let Some((r, lanes)) = output {
            if !reduces.is_empty() && kernel.reductions.iter().any(|red| red.free.contains(&r)) {
                // matmul-shaped: a tile of rows x vectors of accumulators, the reduction inside:
                // 4 x 2 in AVX2's 16 vector registers, 4 x 4 in AVX-512's 32 (16 accumulators,
                // 4 vectors of B and a broadcast of A).
                let vectors = if vector_bytes >= 64 { 4 } else { 2 };
                if let Some(u) = lanes_for(ranges[r].extent / lanes, vectors) {
                    reg_pieces.push((r, u));
                }
                let row = outputs.iter().rev().copied().find(|&o| {
                    o != r
                        && ranges[o].extent % 4 == 0
                        && kernel.accesses.iter().any(|a| !a.store && !a.varies.contains(&o))
                });
                if let Some(o) = row {
                    reg_pieces.push((o, 4));
                    // A row of one vector (a convolution on ResNet's 56 wide maps: 7 vectors, no
                    // pair) leaves 4 accumulators, too few to hide the FMA's latency (4 cycles,
                    // 2 a cycle: 8 in flight): 2 points of another output range along which a
                    // load is shared (the output channels, which share the input's vectors)
                    // make 8. (Not on a row of narrower vectors: LeNet's 28 wide map, 4 lanes
                    // read masked through the padding, ran 3% slower.)
                    if lanes == most_lanes && !reg_pieces.iter().any(|&(x, _)| x == r) {
                        let shared = outputs.iter().rev().copied().find(|&q| {
                            q != r
                                && q != o
                                && ranges[q].extent % 2 == 0
                                && kernel.reductions.iter().any(|red| red.free.contains(&q))
                                && kernel.accesses.iter().any(|a| !a.store && !a.varies.contains(&q))
                        });
                        reg_pieces.extend(shared.map(|q| (q, 2)));
                    }
                    let columns = reg_pieces.iter().find(|&&(x, _)| x == r).map_or(1, |&(_, u)| u) * lanes;
                    panels = Some((o, r, columns));
                } else {
                    // No output row: a convolution inside a global pool.
                    reg_pieces.extend(register_row(kernel, r, reassociate));
                }
            }
        }
    }
    // A convolution whose row has no full vector (a stride reads the input strided along it,
    // or it is 28, 14 or 7 wide): lanes along the output channels where every access of the
    // innermost reduction that varies with them follows them with stride 1 (the weights,
    // relaid channel-innermost by constant_layout) and the input does not vary with them. The
    // inner step is then a broadcast input value times a vector of weights, two vectors of
    // channels by up to 7 points of the row ([`register_row`]). Accesses outside the
    // reduction (the store, a residual) are gathered or scattered along the lanes, once per
    // output.
    if simd.is_empty() && reg_pieces.is_empty() && most_lanes >= 2 && !kernel.reductions.is_empty() {
        if let Some(c) = channel_range(kernel, &outputs, most_lanes) {
            let lanes = most_lanes;
            simd.push((c, lanes));
            reg_pieces.extend(channel_tile(
                kernel,
                c,
                lanes,
                reassociate,
                vector_registers(vector_bytes),
            ));
        }
    }
    // A reduction with no vector range (a convolution: a stride or a window makes a read
    // strided along every output range, and its reduction loops are too short or strided for
    // lanes): a register tile of up to 8 points along the innermost stored output range, one
    // accumulator each, where a load does not vary along it (the weights), so that each such
    // load and the loop's index work serve 8 outputs instead of one. Where that range has no
    // such tile (ResNet's 7 x 7 maps), the innermost output range that has one (the output
    // channels: the input's loads are then shared).
    if simd.is_empty() && reg_pieces.is_empty() {
        let shares_a_load = |r: usize| {
            kernel.reductions.iter().any(|red| red.free.contains(&r))
                && kernel.accesses.iter().any(|a| !a.store && !a.varies.contains(&r))
        };
        let stored = outputs.iter().rev().copied().find(|&r| kernel.stored_unit(r));
        let tile = stored.and_then(|stored| {
            std::iter::once(stored)
                .chain(outputs.iter().rev().copied())
                .filter(|&r| shares_a_load(r))
                .find_map(|r| lanes_for(ranges[r].extent, 8).map(|u| (r, u)))
        });
        if let Some((r, u)) = tile {
            reg_pieces.push((r, u));
        }
    }
    for &(r, u) in &reg_pieces {
        split(&mut plan, r, u, HwAxis::Reg);
    }
    for &(r, lanes) in &simd {
        split(&mut plan, r, lanes, HwAxis::Simd);
    }
    // Transposes (no vector range: the store and a load contiguous along different output
    // ranges a and b): lanes along a for the store, a register piece of as many points along b,
    // and the load read as that many vectors along b, transposed in registers. Without lanes,
    // an 8 x 8 register tile (larger loop blocks at a power-of-two row stride map their rows
    // onto one cache set).
    let mut order: Vec<(usize, usize)> = (0..ranges.len()).map(|r| (r, 0)).collect();
    if simd.is_empty() && reduces.is_empty() {
        let store_unit = outputs.iter().copied().find(|&r| kernel.stored_unit(r));
        let load_unit = outputs
            .iter()
            .copied()
            .find(|&r| Some(r) != store_unit && kernel.accesses.iter().any(|a| !a.store && a.unit.contains(&r)));
        if let (Some(a), Some(b)) = (store_unit, load_unit) {
            let lanes = most_lanes.min(8);
            let fits = |w: i64| {
                w >= 2
                    && ranges[a].extent % w == 0
                    && ranges[b].extent % w == 0
                    && ranges[a].extent > w
                    && ranges[b].extent > w
            };
            let transposes = kernel
                .accesses
                .iter()
                .filter(|x| x.varies.contains(&a))
                .all(|x| x.unit.contains(&a) || x.transposable(a, b));
            if fits(lanes) && transposes {
                split(&mut plan, b, lanes, HwAxis::Reg);
                split(&mut plan, a, lanes, HwAxis::Simd);
                simd.push((a, lanes));
                // Blocks of 8 x 8 tiles, so the rows a block touches (one page each at a large
                // row stride) stay in the TLB: the block loop of a outermost, then b's, then a's.
                if plan[a][0].0 % 16 == 0 && plan[b][0].0 % 16 == 0 {
                    for r in [a, b] {
                        plan[r][0].0 /= 8;
                        plan[r].insert(1, (8, HwAxis::Loop));
                    }
                    order = vec![(a, 0), (b, 1), (a, 1)];
                }
            } else if fits(8) {
                for r in [b, a] {
                    split(&mut plan, r, 8, HwAxis::Reg);
                }
            }
        }
    }
    // A large matmul (no batch) in tasks of 16 row blocks x 4 column blocks, the column blocks
    // outside the row blocks: B's strip of a column block (K x the tile's columns) is then
    // read by 16 row blocks in a row, and convert-uop-to-scf stages it (packs it in a
    // scratch of the thread) where it fits; inside one thread's row blocks it stays in cache.
    if let Some((o, r, columns)) =
        panels.filter(|&(o, _, _)| parallel && outputs.first() == Some(&o) && outputs.len() == 2)
    {
        let (row_blocks, column_blocks) = (plan[o][0].0, plan[r][0].0);
        let strip_bytes = reduces
            .iter()
            .map(|&k| ranges[k].extent)
            .product::<i64>()
            .saturating_mul(columns)
            .saturating_mul(kernel.element_bytes);
        if column_blocks % 4 == 0 && strip_bytes >= PANEL_BYTES {
            if row_blocks % 16 == 0 && row_blocks >= 32 {
                plan[o][0] = (row_blocks / 16, HwAxis::Core);
                plan[o].insert(1, (16, HwAxis::Loop));
                plan[r][0] = (column_blocks / 4, HwAxis::Core);
                plan[r].insert(1, (4, HwAxis::Loop));
                return Schedule::build(ranges, &plan, &[(o, 0), (r, 0), (r, 1), (o, 1)], Target::Cpu);
            }
            // A short matrix (a transformer's 64 tokens: 16 row blocks or fewer) is one task's
            // rows: the tasks are groups of column blocks, and every row block reads each packed
            // strip, where row blocks outermost would read all of B (megabytes, past L2) once
            // per row block.
            if (MIN_PANEL_ROW_BLOCKS..=16).contains(&row_blocks) {
                plan[o][0] = (row_blocks, HwAxis::Loop);
                plan[r][0] = (column_blocks / 4, HwAxis::Core);
                plan[r].insert(1, (4, HwAxis::Loop));
                return Schedule::build(ranges, &plan, &[(r, 0), (r, 1), (o, 0)], Target::Cpu);
            }
        }
    }
    // A dot-product matmul reads its larger operand from memory once: its loops outermost.
    // Where that is the other operand (GPT-2's LM head: the 154 MB embedding against 64 rows of
    // activations; the register column's loop outermost would read all of it once per column),
    // the other output ranges' loops run outside the column's, the innermost of them cut into
    // blocks of rows that fit in L2 together ([`DOT_BLOCK_BYTES`]), the column's loop between
    // a block's loop and its rows: while the column's own rows (8 rows of activations) stay in
    // L1, a block's rows are read from L2 by every register column. Where the column's operand
    // is the larger (many rows against a few weights), its loop goes outermost.
    let mut outermost = outputs.first().copied();
    if let Some(t) = dot {
        let others: Vec<usize> = outputs.iter().copied().filter(|&o| o != t).collect();
        let row_bytes = reduces
            .iter()
            .map(|&k| ranges[k].extent)
            .product::<i64>()
            .saturating_mul(kernel.element_bytes);
        let bytes = |rs: &[usize]| rs.iter().fold(row_bytes, |n, &r| n.saturating_mul(ranges[r].extent));
        if bytes(&others) < bytes(&[t]) {
            outermost = Some(t);
            order = [t].iter().chain(&others).map(|&o| (o, 0)).collect();
        } else {
            outermost = others.first().copied();
            order = others.iter().chain([&t]).map(|&o| (o, 0)).collect();
            if let Some(&blocked) = others.last() {
                let extent = plan[blocked][0].0;
                let most = (DOT_BLOCK_BYTES / row_bytes.max(1)).min(extent - 1);
                let fits = extent.saturating_mul(row_bytes) <= DOT_BLOCK_BYTES;
                let rows = (2..=most).rev().find(|&rows| !fits && extent % rows == 0);
                if let Some(rows) = rows {
                    plan[blocked][0].0 /= rows;
                    plan[blocked].insert(1, (rows, HwAxis::Loop));
                    order.push((blocked, 1));
                }
            }
        }
    }
    // Threads: the outermost output range's loop part becomes parallel tasks.
    if let Some(first) = outermost.filter(|_| parallel) {
        if plan[first][0].0 >= 2 {
            plan[first][0].1 = HwAxis::Core;
        }
    }
    Schedule::build(ranges, &plan, &order, Target::Cpu)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(extent: i64, reduce: bool) -> RangeSpec {
        RangeSpec { extent, reduce }
    }

    fn access(store: bool, varies: &[usize], unit: &[usize]) -> Access {
        Access {
            store,
            varies: varies.to_vec(),
            unit: unit.to_vec(),
            linear: varies.to_vec(),
            gated: false,
        }
    }

    /// `out[i, j] = sum_k a[i, k] * b[.., ..]` over `rows` x `columns` x `depth`, b contiguous
    /// along range `b_unit`: 1, the columns (`b[k, j]`, x @ W); 2, the reduction (`b[j, k]`,
    /// x @ W^T with W as stored).
    fn matmul(rows: i64, columns: i64, depth: i64, b_unit: usize) -> KernelSummary {
        KernelSummary {
            ranges: vec![range(rows, false), range(columns, false), range(depth, true)],
            accesses: vec![
                access(true, &[0, 1], &[1]),
                access(false, &[0, 2], &[2]),
                access(false, &[1, 2], &[b_unit]),
            ],
            reductions: vec![Reduction {
                bound: vec![2],
                free: vec![0, 1],
            }],
            element_bytes: 4,
        }
    }

    #[test]
    fn matmul_gets_a_register_tile() {
        // out[i*N+j] = sum_k a[i*K+k] * b[k*N+j]
        let kernel = matmul(512, 512, 512, 1);
        // B's strip of a column block (512 x 16 floats) is 32 KiB: tasks of 16 row blocks x 4
        // column blocks, the column blocks outside the row blocks.
        let s = pick(&kernel, &CpuOptions::default()).unwrap();
        assert_eq!(
            s.to_layout().to_string(),
            "S[(8,16,4,8,4,2,8,512):(8@core,512@loop,2@reg,1@core,8192@loop,1@reg,1@simd,1@loop)]"
        );
        // AVX-512: 16 lanes, and 32 registers hold a 4 x 4 tile of vector accumulators.
        let wide = pick(
            &kernel,
            &CpuOptions {
                vector_bytes: 64,
                ..CpuOptions::default()
            },
        )
        .unwrap();
        assert_eq!(
            wide.to_layout().to_string(),
            "S[(8,16,4,2,4,4,16,512):(2@core,512@loop,4@reg,1@core,8192@loop,1@reg,1@simd,1@loop)]"
        );
        // A strip that fits in L1 (K = 256) keeps the row blocks outermost, in parallel.
        assert_eq!(
            pick(&matmul(512, 512, 256, 1), &CpuOptions::default())
                .unwrap()
                .to_layout()
                .to_string(),
            "S[(128,4,32,2,8,256):(1@core,2@reg,256@loop,1@reg,1@simd,1@loop)]"
        );
        // 16 row blocks (64 rows) are one task's rows (short_matmul_reads_packed_strips_in_every_row_block).
        assert_eq!(
            pick(&matmul(64, 512, 512, 1), &CpuOptions::default())
                .unwrap()
                .to_layout()
                .to_string(),
            "S[(16,4,8,4,2,8,512):(512@loop,2@reg,1@core,8192@loop,1@reg,1@simd,1@loop)]"
        );
    }

    /// A 3 x 3 convolution `out[f, oh, ow] = sum_{c, kh, kw} x[c, .., ..] * w[f, c, kh, kw]` of
    /// `filters` outputs on a `map` x `map` output, `channels` inputs; `input_unit`: the ranges
    /// along which x is read contiguously (ow and kw at stride 1, kw alone at a stride).
    fn convolution(filters: i64, map: i64, channels: i64, input_unit: &[usize]) -> KernelSummary {
        KernelSummary {
            ranges: vec![
                range(filters, false),
                range(map, false),
                range(map, false),
                range(channels, true),
                range(3, true),
                range(3, true),
            ],
            accesses: vec![
                access(true, &[0, 1, 2], &[2]),
                access(false, &[1, 2, 3, 4, 5], input_unit),
                access(false, &[0, 3, 4, 5], &[5]),
            ],
            reductions: vec![Reduction {
                bound: vec![3, 4, 5],
                free: vec![0, 1, 2],
            }],
            element_bytes: 4,
        }
    }

    #[test]
    fn strided_convolution_gets_a_register_row() {
        // out[f, oh, ow] = sum_{c, kh, kw} x[c, 2*oh + kh, 2*ow + kw] * w[f, c, kh, kw]: the
        // input is strided along ow, the weights do not vary with it, the reduce ranges are
        // too short (3) or strided (c) for lanes. 8 points along ow share each weight load.
        let kernel = convolution(16, 8, 8, &[5]);
        assert_eq!(
            pick(&kernel, &CpuOptions::default()).unwrap().to_layout().to_string(),
            "S[(16,8,8,8,3,3):(1@core,72@loop,1@reg,9@loop,3@loop,1@loop)]"
        );
        // A reduction whose every load varies with the output (nothing to share) stays scalar.
        let unshared = KernelSummary {
            accesses: vec![access(true, &[0, 1, 2], &[2]), access(false, &[0, 1, 2, 3, 4, 5], &[5])],
            ..kernel
        };
        assert_eq!(
            pick(&unshared, &CpuOptions::default()).unwrap().to_layout().to_string(),
            "S[(16,8,8,8,3,3):(1@core,576@loop,72@loop,9@loop,3@loop,1@loop)]"
        );
    }

    #[test]
    fn convolution_on_an_odd_map_gets_a_register_column_of_channels() {
        // ResNet's last stage: out[f, oh, ow] = sum_{c, kh, kw} x[c, oh + kh - 1, ow + kw - 1] *
        // w[f, c, kh, kw] on a 7 x 7 map. No power of two divides 7, so the 8 points of the
        // register tile run along the output channels f, where the input's loads are shared.
        let kernel = convolution(512, 7, 512, &[2, 5]);
        assert_eq!(
            pick(&kernel, &CpuOptions::default()).unwrap().to_layout().to_string(),
            "S[(64,8,7,7,512,3,3):(1@core,1@reg,32256@loop,4608@loop,9@loop,3@loop,1@loop)]"
        );
        // With no load shared along any output range, it stays scalar.
        let unshared = KernelSummary {
            accesses: vec![access(true, &[0, 1, 2], &[2]), access(false, &[0, 1, 2, 3, 4, 5], &[5])],
            ..kernel
        };
        assert_eq!(
            pick(&unshared, &CpuOptions::default()).unwrap().to_layout().to_string(),
            "S[(512,7,7,512,3,3):(1@core,32256@loop,4608@loop,9@loop,3@loop,1@loop)]"
        );
    }

    #[test]
    fn convolution_with_channel_innermost_weights_runs_lanes_along_the_channels() {
        // ResNet's stages with their weights relaid w[c, kh, kw, f] (constant_layout): the
        // row has fewer than 8 lanes, the channels 8. Lanes along f (a broadcast input value
        // times a vector of weights); the store is scattered along the lanes, once per output.
        let relaid = |map: i64, input_unit: &[usize]| KernelSummary {
            accesses: vec![
                access(true, &[0, 1, 2], &[2]),
                access(false, &[1, 2, 3, 4, 5], input_unit),
                access(false, &[0, 3, 4, 5], &[0]),
            ],
            ..convolution(256, map, 256, input_unit)
        };
        let layout = |kernel: &KernelSummary| pick(kernel, &CpuOptions::default()).unwrap().to_layout().to_string();
        let gated = |map: i64| {
            let mut kernel = relaid(map, &[2, 5]);
            kernel.accesses[1].gated = true;
            kernel
        };
        // 28 and 14 wide (a padded copy, read unmasked): one vector of channels by 7 points of
        // the row by 2 rows, 14 accumulators, a register for the weights and one for the
        // broadcast: AVX2's 16.
        assert_eq!(
            layout(&relaid(28, &[2, 5])),
            "S[(32,8,14,2,4,7,256,3,3):(1@core,1@simd,9216@loop,7@reg,2304@loop,1@reg,9@loop,3@loop,1@loop)]"
        );
        assert_eq!(
            layout(&relaid(14, &[2, 5])),
            "S[(32,8,7,2,2,7,256,3,3):(1@core,1@simd,4608@loop,7@reg,2304@loop,1@reg,9@loop,3@loop,1@loop)]"
        );
        // Read through the padding, each broadcast point is a compare and a select too: 2
        // vectors of channels share each, by 4 points of the row (8 accumulators), or 2 x 2
        // of a 14 wide map.
        assert_eq!(
            layout(&gated(28)),
            "S[(16,2,8,28,7,4,256,3,3):(1@core,4@reg,1@simd,16128@loop,2304@loop,1@reg,9@loop,3@loop,1@loop)]"
        );
        assert_eq!(
            layout(&gated(14)),
            "S[(16,2,8,7,2,7,2,256,3,3):(1@core,4@reg,1@simd,16128@loop,2@reg,2304@loop,1@reg,9@loop,3@loop,1@loop)]"
        );
        // One vector of channels read through the padding: the row alone.
        let mut narrow = gated(14);
        narrow.ranges[0].extent = 8;
        assert_eq!(
            layout(&narrow),
            "S[(8,14,2,7,256,3,3):(1@simd,4608@loop,2304@loop,1@reg,9@loop,3@loop,1@loop)]"
        );
        // 7 x 7: no tile of 8 accumulators fits, 2 vectors by the row's 7 points (17 registers).
        assert_eq!(
            layout(&relaid(7, &[2, 5])),
            "S[(16,2,8,7,7,256,3,3):(1@core,7@reg,1@simd,2304@loop,1@reg,9@loop,3@loop,1@loop)]"
        );
        // A 56-wide row has its 8 lanes: it keeps them, one vector by 4 rows by 2 output
        // channels, which share each vector of the input (8 accumulators, not 4).
        assert_eq!(
            layout(&relaid(56, &[2, 5])),
            "S[(128,2,14,4,7,8,256,3,3):(1@core,4@reg,16128@loop,1@reg,2304@loop,1@simd,9@loop,3@loop,1@loop)]"
        );
        // ResNet's last convolution inside its global average pool (oh and ow are the pool's
        // reduce ranges, the residual is read once per pool step, not along the lanes): the
        // row is the pool's ow, 7 accumulators of the pool's sum, which only a reassociating
        // schedule may split.
        let pooled = KernelSummary {
            ranges: vec![
                range(512, false),
                range(7, true),
                range(7, true),
                range(512, true),
                range(3, true),
                range(3, true),
            ],
            accesses: vec![
                access(true, &[0], &[0]),
                access(false, &[1, 2, 3, 4, 5], &[2, 5]),
                access(false, &[0, 3, 4, 5], &[0]),
                access(false, &[0, 1, 2], &[2]),
            ],
            reductions: vec![
                Reduction {
                    bound: vec![3, 4, 5],
                    free: vec![0, 1, 2],
                },
                Reduction {
                    bound: vec![1, 2],
                    free: vec![0],
                },
            ],
            element_bytes: 4,
        };
        assert_eq!(
            pick(&pooled, &CpuOptions::default()).unwrap().to_layout().to_string(),
            "S[(32,2,8,7,7,512,3,3):(1@core,7@reg,1@simd,4608@loop,1@reg,9@loop,3@loop,1@loop)]"
        );
        let in_order = CpuOptions {
            reassociate: false,
            ..CpuOptions::default()
        };
        assert_eq!(
            pick(&pooled, &in_order).unwrap().to_layout().to_string(),
            "S[(32,2,8,7,7,512,3,3):(1@core,1@reg,1@simd,32256@loop,4608@loop,9@loop,3@loop,1@loop)]"
        );
        // Weights read strided along f (not relaid): no channel lanes, the row's 2 (a vector
        // narrower than 8 lanes gets no second register range).
        assert_eq!(
            pick(&convolution(256, 14, 256, &[2, 5]), &CpuOptions::default())
                .unwrap()
                .to_layout()
                .to_string(),
            "S[(64,4,14,7,2,256,3,3):(1@core,1@reg,16128@loop,2304@loop,1@simd,9@loop,3@loop,1@loop)]"
        );
    }

    #[test]
    fn row_sum_vectorizes_the_reduction() {
        let kernel = KernelSummary {
            ranges: vec![range(4096, false), range(4096, true)],
            accesses: vec![access(true, &[0], &[0]), access(false, &[0, 1], &[1])],
            reductions: vec![Reduction {
                bound: vec![1],
                free: vec![0],
            }],
            element_bytes: 4,
        };
        let s = pick(&kernel, &CpuOptions::default()).unwrap();
        assert_eq!(
            s.to_layout().to_string(),
            "S[(4096,128,4,8):(1@core,1@loop,1@reg,1@simd)]"
        );
        let in_order = pick(
            &kernel,
            &CpuOptions {
                reassociate: false,
                ..CpuOptions::default()
            },
        )
        .unwrap();
        assert_eq!(in_order.to_layout().to_string(), "S[(4096,4096):(1@core,1@loop)]");
    }

    #[test]
    fn softmax_vectorizes_both_the_row_and_its_reduction() {
        // out[b, i] = x[b, i] / sum_r x[b, r]: ranges (b, i, r)
        let kernel = KernelSummary {
            ranges: vec![range(64, false), range(256, false), range(256, true)],
            accesses: vec![
                access(true, &[0, 1], &[1]),
                access(false, &[0, 1], &[1]),
                access(false, &[0, 2], &[2]),
            ],
            reductions: vec![Reduction {
                bound: vec![2],
                free: vec![0],
            }],
            element_bytes: 4,
        };
        let s = pick(&kernel, &CpuOptions::default()).unwrap();
        assert_eq!(
            s.to_layout().to_string(),
            "S[(64,32,8,8,4,8):(1@core,8@loop,1@simd,1@loop,1@reg,1@simd)]"
        );
    }

    #[test]
    fn transpose_gets_a_register_tile() {
        let kernel = KernelSummary {
            ranges: vec![range(4096, false), range(4096, false)],
            accesses: vec![access(true, &[0, 1], &[1]), access(false, &[0, 1], &[0])],
            reductions: vec![],
            element_bytes: 4,
        };
        let s = pick(&kernel, &CpuOptions::default()).unwrap();
        assert_eq!(
            s.to_layout().to_string(),
            "S[(64,8,8,64,8,8):(1@core,8@loop,1@reg,64@loop,1@loop,1@simd)]"
        );
    }

    #[test]
    fn odd_extents_stay_scalar() {
        let kernel = KernelSummary {
            ranges: vec![range(7, false)],
            accesses: vec![access(true, &[0], &[0])],
            reductions: vec![],
            element_bytes: 4,
        };
        let threads = CpuOptions {
            min_parallel_work: 0,
            ..CpuOptions::default()
        };
        assert_eq!(pick(&kernel, &threads).unwrap().to_layout().to_string(), "S[7:1@core]");
    }

    #[test]
    fn small_kernels_stay_on_one_thread() {
        // 128 x 128 points, half of MIN_PARALLEL_WORK: a parallel region would cost as much as
        // the work; twice as many rows are worth one.
        let kernel = |rows| KernelSummary {
            ranges: vec![range(rows, false), range(128, false)],
            accesses: vec![access(true, &[0, 1], &[1]), access(false, &[0, 1], &[1])],
            reductions: vec![],
            element_bytes: 4,
        };
        let options = CpuOptions::default();
        assert_eq!(
            pick(&kernel(128), &options).unwrap().to_layout().to_string(),
            "S[(128,16,8):(16@loop,1@loop,1@simd)]"
        );
        assert_eq!(
            pick(&kernel(256), &options).unwrap().to_layout().to_string(),
            "S[(256,16,8):(1@core,1@loop,1@simd)]"
        );
        let threads = CpuOptions {
            min_parallel_work: 0,
            ..options
        };
        assert_eq!(
            pick(&kernel(128), &threads).unwrap().to_layout().to_string(),
            "S[(128,16,8):(1@core,1@loop,1@simd)]"
        );
    }

    #[test]
    fn sibling_reductions_add_their_work() {
        // A softmax over 8 rows of 64: the row's max and its sum are each a pass over the row,
        // once per row: 8 x 64 stores + 2 x 8 x 64, not 8 x 64 x 64 x 64.
        let row_reduction = |over| Reduction {
            bound: vec![over],
            free: vec![0],
        };
        let kernel = KernelSummary {
            ranges: vec![range(8, false), range(64, false), range(64, true), range(64, true)],
            accesses: vec![
                access(true, &[0, 1], &[1]),
                access(false, &[0, 2], &[2]),
                access(false, &[0, 3], &[3]),
            ],
            reductions: vec![row_reduction(2), row_reduction(3)],
            element_bytes: 4,
        };
        assert_eq!(kernel.iterations(), Some(3 * 8 * 64));
        let layout = pick(&kernel, &CpuOptions::default()).unwrap().to_layout().to_string();
        assert!(!layout.contains("core"), "{layout}");
        // A matmul's reduction varies with both output ranges: 64 x 64 x 64 is worth threads.
        let matmul = KernelSummary {
            ranges: vec![range(64, false), range(64, false), range(64, true)],
            accesses: vec![
                access(true, &[0, 1], &[1]),
                access(false, &[0, 2], &[2]),
                access(false, &[2, 1], &[1]),
            ],
            reductions: vec![Reduction {
                bound: vec![2],
                free: vec![0, 1],
            }],
            element_bytes: 4,
        };
        assert_eq!(matmul.iterations(), Some(64 * 64 + 64 * 64 * 64));
        let layout = pick(&matmul, &CpuOptions::default()).unwrap().to_layout().to_string();
        assert!(layout.contains("core"), "{layout}");
        let huge = KernelSummary {
            ranges: vec![range(i64::MAX, false), range(2, false)],
            accesses: vec![],
            reductions: vec![],
            element_bytes: 4,
        };
        assert_eq!(huge.iterations(), None);
    }

    #[test]
    fn dot_product_matmul_gets_a_register_column() {
        // GPT-2's tied LM head, x (64 x 768) @ E^T with E (50257 x 768) as stored: the lanes run
        // along k. No power of two divides 50257, so the 8 outputs of the register column run
        // along the rows, sharing each load of E. E's rows (j) are outside the rows' loop, in
        // blocks of 29 (87 KiB, the largest divisor of 50257 whose rows fit in 128 KiB) on the
        // threads: each row of E is read from memory once, and from L2 by the 8 register
        // columns, whose 8 rows of x stay in L1 through the block.
        let lm_head = matmul(64, 50257, 768, 2);
        assert_eq!(
            pick(&lm_head, &CpuOptions::default()).unwrap().to_layout().to_string(),
            "S[(8,8,1733,29,96,8):(2784@loop,1@reg,1@core,96@loop,1@loop,1@simd)]"
        );
        // A prime column count has no block: the column range's loop is outside the rows' loop.
        assert_eq!(
            pick(&matmul(64, 50261, 768, 2), &CpuOptions::default())
                .unwrap()
                .to_layout()
                .to_string(),
            "S[(8,8,50261,96,8):(96@loop,1@reg,1@core,1@loop,1@simd)]"
        );
        // Many rows against a few weights (50000 rows, 7 classes): the rows are the larger
        // operand, so the column's loop (the rows', on the threads) is outermost and the 7 rows
        // of the weights stay in L1.
        assert_eq!(
            pick(&matmul(50000, 7, 768, 2), &CpuOptions::default())
                .unwrap()
                .to_layout()
                .to_string(),
            "S[(6250,8,7,96,8):(1@core,1@reg,96@loop,1@loop,1@simd)]"
        );
        // Attention's Q K^T (64 x 64, d = 64): the column runs along j, the innermost output.
        let scores = matmul(64, 64, 64, 2);
        assert_eq!(
            pick(&scores, &CpuOptions::default()).unwrap().to_layout().to_string(),
            "S[(64,8,8,8,8):(1@core,8@loop,1@reg,1@loop,1@simd)]"
        );
        // A row sum has one output range: it keeps its 4 accumulators (row_sum_vectorizes_the_reduction).
    }

    #[test]
    fn short_matmul_reads_packed_strips_in_every_row_block() {
        // GPT-2's MLP at 64 tokens: x (64 x 768) @ W (768 x 3072, relaid along the columns).
        // 16 row blocks of 4: the tasks are groups of 4 column blocks, the row blocks inside, so
        // each strip of W (768 x 16 floats, packed) is read by all 64 rows.
        assert_eq!(
            pick(&matmul(64, 3072, 768, 1), &CpuOptions::default())
                .unwrap()
                .to_layout()
                .to_string(),
            "S[(16,4,48,4,2,8,768):(768@loop,2@reg,1@core,12288@loop,1@reg,1@simd,1@loop)]"
        );
        // Two row blocks (8 rows) are fewer than MIN_PANEL_ROW_BLOCKS: the row blocks outermost.
        assert_eq!(
            pick(&matmul(8, 3072, 768, 1), &CpuOptions::default())
                .unwrap()
                .to_layout()
                .to_string(),
            "S[(2,4,192,2,8,768):(1@core,2@reg,768@loop,1@reg,1@simd,1@loop)]"
        );
    }
}

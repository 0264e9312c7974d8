//! `uop-schedule{target=gpu}`'s choice of a GPU schedule: every decision of how a kernel's store
//! ranges meet the grid, in one function ([`pick`]), as tinygrad's `hand_coded_optimizations`
//! keeps its LOCAL / UPCAST / GROUP choices in one place.
//!
//! * Grid (tinygrad's `get_grouped_dims`, without its merging heuristics): the innermost mapped
//!   range runs along x as `bx * T + tx` (T = min(threads, extent)), the next along `by`, the
//!   rest merged along `bz`; when y or z would pass the hardware's 65535 blocks, every mapped
//!   range is flattened along x instead. A row shorter than a block (x fits one block) takes
//!   rows of the y range too, on `ty` (tinygrad's second LOCAL).
//! * A partial last block: when T does not divide the x range, its outermost piece `bx`
//!   overhangs the extent (a *padded* range, [`Schedule::padded`]); the lowering gates every
//!   access that depends on it. Flattened ranges are never padded: T becomes the most threads
//!   whose blocks split at the ranges' boundaries (padding a product of ranges is no piece of
//!   any one of them).
//! * UPCAST: the innermost mapped range gets a `reg` piece of `upcast` points per thread when
//!   it divides the extent (a loop per thread that `axe-vectorize-upcast` makes one vector
//!   access). In a kernel that reduces, those points and the kernel's own upcast ranges are
//!   register tiles ([`crate::gpu_registers`]: on `simd` where the accesses allow one vector,
//!   else `reg`, at most 64 points, so an `upcast` past 64 gives such a kernel no piece).
//! * GROUP: a kernel with long reductions gives each output row a block: the rows go on `bx`,
//!   the row's own ranges stay per-thread loops, and [`cooperative_threads`] threads share the
//!   innermost range of each reduction and of the store: each such range of extent E is
//!   (E / (T V) on `loop`) x (T on `tx`) x (V on `simd`), V the widest vector its accesses
//!   allow where T V divides E (else 1). Those `tx` pieces share the axis
//!   ([`Schedule::shares`]): the threads take the ranges in turn. `uop-map-gpu-ranges` applies
//!   the rows and leaves the rest of the schedule to `convert-uop-to-scf` ([`shared_ranges`]).
//!
//! The defaults are defined once here ([`gpu_default_threads`], [`gpu_default_upcast`]); pass
//! options, pipelines and tools take them from this module.

use crate::error::{fail, Result, ScheduleError};
use crate::gpu_registers::{self, MOST_TILE_POINTS};
use crate::heuristics::KernelSummary;
use crate::schedule::{Piece, RangeSpec, Schedule};
use crate::target::{HwAxis, Target};

/// Threads per block along x, the one default (a macro so that pass-option text can `concat!`
/// it; [`DEFAULT_THREADS`] is the number).
#[macro_export]
macro_rules! gpu_default_threads {
    () => {
        256
    };
}

/// Points per thread of the innermost mapped range (float4 accesses where alignment is
/// proven), the one default; [`DEFAULT_UPCAST`] is the number.
#[macro_export]
macro_rules! gpu_default_upcast {
    () => {
        4
    };
}

pub const DEFAULT_THREADS: i64 = gpu_default_threads!();
pub const DEFAULT_UPCAST: i64 = gpu_default_upcast!();

/// The most threads a CUDA block has.
pub const MAX_THREADS: i64 = 1024;
/// CUDA's limits on grid dimensions x and y/z.
pub const MAX_GRID_X: i64 = i32::MAX as i64;
pub const MAX_GRID_YZ: i64 = 65535;

/// The fewest threads worth a cooperative row: one warp.
const MIN_COOPERATIVE_THREADS: i64 = 32;
/// Rows are blocks: past this many, one thread per output point already fills the GPU (a
/// matmul's outputs), and the shorter per-thread reductions are cheaper than block ones.
const MAX_COOPERATIVE_ROWS: i64 = 1 << 16;
/// The shortest reduction worth a block.
const MIN_COOPERATIVE_REDUCTION: i64 = 256;

/// The options of a GPU schedule, each with its one default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GpuOptions {
    /// Threads per block along x.
    pub threads: i64,
    /// Points per thread of the innermost mapped range (1: none).
    pub upcast: i64,
    /// A block may share a float sum or product among its threads (a cooperative reduction
    /// reorders it); max, min and integer reductions are shared either way.
    pub reassociate: bool,
}

impl Default for GpuOptions {
    fn default() -> Self {
        GpuOptions {
            threads: DEFAULT_THREADS,
            upcast: DEFAULT_UPCAST,
            reassociate: true,
        }
    }
}

impl GpuOptions {
    /// The options' own limits: a block's threads, a thread's `reg` points.
    pub fn check(&self) -> Result<()> {
        if !(1..=MAX_THREADS).contains(&self.threads) {
            return fail(format!("threads must be in [1, {MAX_THREADS}], got {}", self.threads));
        }
        let most = HwAxis::Reg.limit(Target::Gpu).unwrap_or(i64::MAX);
        if !(1..=most).contains(&self.upcast) {
            return fail(format!(
                "upcast must be in [1, {most}] (the points of a thread's reg axis), got {}",
                self.upcast
            ));
        }
        Ok(())
    }
}

/// A kernel whose reductions a block may share (what the lowering's analysis found): the
/// rows, as indices into [`GpuKernel::mapped`], and their number of points; the ranges the
/// block's threads may share (positions into the kernel's ranges: each reduction's innermost
/// range, then the row's own innermost store range of more than one point, if any), each with
/// the most lanes of a vector its accesses allow (16 bytes of contiguous, ungated elements; 1:
/// none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CooperativeShape {
    pub rows: Vec<usize>,
    pub row_count: i64,
    pub shared: Vec<usize>,
    pub lanes: Vec<i64>,
}

/// What the GPU heuristic reads of a kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuKernel {
    pub ranges: Vec<RangeSpec>,
    /// The ranges the store's `uop.end` closes that go on the grid (kinds loop, global,
    /// local), in the end's order (outermost first).
    pub mapped: Vec<usize>,
    /// The end's other ranges (upcast, unroll kinds): per-thread already.
    pub kept: Vec<usize>,
    /// Whether the innermost mapped range may get a `reg` piece: not when one of `kept` is an
    /// upcast range already, nor when no axis number is left for the range it becomes.
    pub may_upcast: bool,
    /// How a block may share the kernel's reductions, or why it may not (a reduction that may
    /// not be reordered, one nested in another's loop, no reduction, ...).
    pub cooperative: std::result::Result<CooperativeShape, String>,
    /// The kernel's ranges of kind `upcast` (positions, in range order): per-thread points that
    /// a register tile may keep through its reductions ([`crate::gpu_registers`]).
    pub upcast: Vec<usize>,
    /// How its accesses move with its ranges (a `simd` register tile needs contiguous,
    /// ungated ones).
    pub accesses: KernelSummary,
}

/// The threads of a block that share a cooperative row, at most `max_threads`: the largest
/// power of two of at least a warp dividing every shared extent; `None` when the kernel keeps
/// one thread per output point (too many rows, a short reduction, extents no warp divides).
pub fn cooperative_threads(shape: &CooperativeShape, ranges: &[RangeSpec], max_threads: i64) -> Option<i64> {
    if shape.row_count > MAX_COOPERATIVE_ROWS {
        return None;
    }
    let reduce: Vec<i64> = shape
        .shared
        .iter()
        .filter(|&&r| ranges[r].reduce)
        .map(|&r| ranges[r].extent)
        .collect();
    if reduce.is_empty() || reduce.iter().any(|&e| e < MIN_COOPERATIVE_REDUCTION) {
        return None;
    }
    let split: Vec<i64> = shape.shared.iter().map(|&r| ranges[r].extent).collect();
    // A layout adds the coordinates of its pieces: n shared pieces of T threads reach
    // n (T - 1) on `tx`, which an `#axe.layout` keeps below the block's 1024 (a softmax's
    // three shared ranges: at most 256 threads).
    let fits = |t: i64| (split.len() as i64).saturating_mul(t - 1) < MAX_THREADS;
    let mut threads = 1i64 << (63 - max_threads.max(1).leading_zeros());
    while threads >= MIN_COOPERATIVE_THREADS && (split.iter().any(|&e| e % threads != 0) || !fits(threads)) {
        threads /= 2;
    }
    (threads >= MIN_COOPERATIVE_THREADS).then_some(threads)
}

/// How the mapped ranges are laid on the grid: groups of ranges (outermost first) per
/// dimension x, y, z, and the launch sizes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Grid {
    groups: [Vec<usize>; 3],
    block: [i64; 3],
    grid: [i64; 3],
}

/// The grid of ranges of `extents` with blocks of at most `threads` along x; `None` past
/// [`MAX_GRID_X`] blocks.
fn plan_grid(extents: &[i64], threads: i64) -> Option<Grid> {
    let k = extents.len();
    // Saturating: a product past i64 is past every grid limit anyway.
    let product = |ix: &[usize]| ix.iter().fold(1i64, |p, &i| p.saturating_mul(extents[i]));
    let mut groups: [Vec<usize>; 3] = [vec![], vec![], vec![]];
    if k > 0 {
        groups[0] = vec![k - 1];
        if k > 1 {
            groups[1] = vec![k - 2];
        }
        if k > 2 {
            groups[2] = (0..k - 2).collect();
        }
    }
    if product(&groups[1]) > MAX_GRID_YZ || product(&groups[2]) > MAX_GRID_YZ {
        groups = [(0..k).collect(), vec![], vec![]];
    }
    let x = product(&groups[0]);
    let t = threads.min(x).max(1);
    let bx = x / t + i64::from(x % t != 0);
    if bx > MAX_GRID_X {
        return None;
    }
    // A row shorter than a block: the block takes that many rows of the y range too (its
    // largest divisor that fits, so no block is partial), as tinygrad's second LOCAL does,
    // where blocks of a few dozen threads would leave most of an SM's warp slots empty.
    let y = product(&groups[1]);
    let ty = if bx == 1 && groups[1].len() == 1 {
        (1..=(threads / t).min(y)).rev().find(|d| y % d == 0).unwrap_or(1)
    } else {
        1
    };
    Some(Grid {
        block: [t, ty, 1],
        grid: [bx, y / ty, product(&groups[2])],
        groups,
    })
}

fn specs_of(extents: &[i64]) -> Vec<RangeSpec> {
    extents
        .iter()
        .map(|&extent| RangeSpec { extent, reduce: false })
        .collect()
}

/// The grid as a schedule of the mapped ranges: outer z group, y, rows on ty, then x split
/// into blocks of T threads; an exact cover is grouped from that layout (spec 001 Algorithm 1:
/// a flattened x group splits at the ranges' boundaries), a partial last block pads the x range.
fn grid_schedule(grid: &Grid, extents: &[i64]) -> Result<Schedule> {
    let specs = specs_of(extents);
    let x_total = grid.groups[0].iter().fold(1i64, |p, &i| p.saturating_mul(extents[i]));
    if grid.grid[0].saturating_mul(grid.block[0]) == x_total {
        let mut iters = Vec::new();
        for (extent, axis) in [
            (grid.grid[2], "bz"),
            (grid.grid[1], "by"),
            (grid.block[1], "ty"),
            (grid.grid[0], "bx"),
            (grid.block[0], "tx"),
        ] {
            if extent > 1 {
                iters.push(
                    axe_layout::Iter::new(extent, 1, axe_layout::Axis::new(axis).expect("an identifier"))
                        .map_err(layout_error)?,
                );
            }
        }
        if iters.is_empty() {
            iters.push(
                axe_layout::Iter::new(1, 1, axe_layout::Axis::new("tx").expect("an identifier"))
                    .map_err(layout_error)?,
            );
        }
        let layout = axe_layout::Layout::new(iters, vec![], axe_layout::Offset::new()).map_err(layout_error)?;
        return Schedule::from_layout(&layout, &specs, Target::Gpu);
    }
    // A partial last block: x is one range (flattened groups take exact blocks, pick), on
    // bx x tx, its bx piece overhanging; y and z as above (rows on ty need x in one block,
    // which is exact).
    let mut plan: Vec<Vec<(i64, HwAxis)>> = extents.iter().map(|&e| vec![(e, HwAxis::Block(2))]).collect();
    if let [y] = grid.groups[1][..] {
        plan[y] = vec![(extents[y], HwAxis::Block(1))];
    }
    let [x] = grid.groups[0][..] else {
        return fail("a partial block along a flattened x group");
    };
    plan[x] = vec![(grid.grid[0], HwAxis::Block(0)), (grid.block[0], HwAxis::Thread(0))];
    let order: Vec<(usize, usize)> = (0..extents.len()).map(|r| (r, 0)).collect();
    Schedule::build(&specs, &plan, &order, Target::Gpu)
}

fn layout_error(e: axe_layout::LayoutError) -> ScheduleError {
    ScheduleError(e.to_string())
}

/// A cooperative split: `threads` threads on `tx` share each range of `ranges` (position,
/// lanes of its `simd` piece).
struct Split<'s> {
    threads: i64,
    ranges: &'s [(usize, i64)],
}

/// Puts a schedule of the mapped ranges (`grid`, whose range j is `kernel.mapped[on_grid[j]]`)
/// into a schedule of every range of the kernel: the mapped range at `upcast.0` gets a piece of
/// `upcast.1` points on `upcast.2` (`reg`, or a `simd` register tile) innermost; each range of
/// `split` is (E / (T V) on `loop`) x (T on `tx`) x (V on `simd`); each range of `tiles` is one
/// piece on its axis (a register tile); every other range is one `loop` piece, the loops in
/// range order.
fn lift(
    kernel: &GpuKernel,
    grid: &Schedule,
    on_grid: &[usize],
    upcast: Option<(usize, i64, HwAxis)>,
    split: Option<Split>,
    tiles: &[(usize, HwAxis)],
) -> Result<Schedule> {
    let mut pieces = Vec::new();
    for (r, spec) in kernel.ranges.iter().enumerate() {
        let m = kernel.mapped.iter().position(|&x| x == r);
        let j = m.and_then(|m| on_grid.iter().position(|&g| g == m));
        let shared = split.as_ref().and_then(|s| {
            s.ranges
                .iter()
                .find(|&&(at, _)| at == r)
                .map(|&(_, lanes)| (s.threads, lanes))
        });
        if let Some((threads, lanes)) = shared {
            let step = threads * lanes;
            for (extent, axis) in [
                (spec.extent / step, HwAxis::Loop),
                (threads, HwAxis::Thread(0)),
                (lanes, HwAxis::Simd),
            ] {
                if extent > 1 {
                    pieces.push(Piece {
                        range: r,
                        extent,
                        inner: 1,
                        axis,
                        stride: 1,
                    });
                }
            }
            let mut inner = 1;
            for piece in pieces.iter_mut().rev().take_while(|p| p.range == r) {
                piece.inner = inner;
                inner *= piece.extent;
            }
            continue;
        }
        match j {
            Some(j) => {
                let (u, axis) = upcast
                    .filter(|&(at, _, _)| Some(at) == m)
                    .map_or((1, HwAxis::Reg), |(_, u, axis)| (u, axis));
                for (_, p) in grid.pieces_of(j) {
                    pieces.push(Piece {
                        range: r,
                        inner: p.inner * u,
                        ..*p
                    });
                }
                if u > 1 {
                    pieces.push(Piece {
                        range: r,
                        extent: u,
                        inner: 1,
                        axis,
                        stride: 1,
                    });
                }
            }
            None if spec.extent > 1 => pieces.push(Piece {
                range: r,
                extent: spec.extent,
                inner: 1,
                axis: tiles
                    .iter()
                    .find(|&&(at, _)| at == r)
                    .map_or(HwAxis::Loop, |&(_, axis)| axis),
                stride: 1,
            }),
            None => {}
        }
    }
    // Loops nest in range order, and the reg pieces of several tiles tile `reg` likewise.
    for axis in [HwAxis::Loop, HwAxis::Reg] {
        let mut stride = 1i64;
        for piece in pieces.iter_mut().rev().filter(|p| p.axis == axis) {
            piece.stride = stride;
            stride = stride
                .checked_mul(piece.extent)
                .ok_or_else(|| ScheduleError("extent overflow".into()))?;
        }
    }
    let schedule = Schedule {
        target: Target::Gpu,
        ranges: kernel.ranges.clone(),
        pieces,
    };
    schedule.check()?;
    Ok(schedule)
}

/// Picks the GPU schedule of `kernel` under `options` (see the module comment).
pub fn pick(kernel: &GpuKernel, options: &GpuOptions) -> Result<Schedule> {
    options.check()?;
    let mut extents: Vec<i64> = kernel.mapped.iter().map(|&r| kernel.ranges[r].extent).collect();
    if let Ok(shape) = &kernel.cooperative {
        if let Some(threads) = cooperative_threads(shape, &kernel.ranges, options.threads) {
            // The rows, outermost first, on bx (at most 2^16 of them).
            let rows: Vec<i64> = shape.rows.iter().map(|&i| extents[i]).collect();
            let plan: Vec<Vec<(i64, HwAxis)>> = rows.iter().map(|&e| vec![(e, HwAxis::Block(0))]).collect();
            let order: Vec<(usize, usize)> = (0..rows.len()).map(|r| (r, 0)).collect();
            let grid = Schedule::build(&specs_of(&rows), &plan, &order, Target::Gpu)?;
            // Each thread moves V consecutive elements per step where the vectors fit whole.
            let ranges: Vec<(usize, i64)> = shape
                .shared
                .iter()
                .zip(&shape.lanes)
                .map(|(&r, &lanes)| {
                    let fits = threads
                        .checked_mul(lanes)
                        .is_some_and(|n| kernel.ranges[r].extent % n == 0);
                    (r, if lanes > 1 && fits { lanes } else { 1 })
                })
                .collect();
            let split = Split {
                threads,
                ranges: &ranges,
            };
            return lift(kernel, &grid, &shape.rows, None, Some(split), &[]);
        }
    }
    let u = options.upcast;
    // Through a reduction the per-thread points are a register tile (unrolled accumulators): at
    // most MOST_TILE_POINTS of them, else each thread takes one point.
    let reduces = kernel.ranges.iter().any(|r| r.reduce);
    let upcast = match extents.last_mut() {
        Some(last) if u > 1 && kernel.may_upcast && *last % u == 0 && (!reduces || u <= MOST_TILE_POINTS) => {
            *last /= u;
            Some((kernel.mapped.len() - 1, u))
        }
        _ => None,
    };
    // Flattened ranges take the most threads up to `threads` whose blocks split at the
    // ranges' boundaries (an exact cover that groups); one thread per block always does.
    let mut threads = options.threads;
    let schedule = loop {
        let Some(grid) = plan_grid(&extents, threads) else {
            return fail(format!(
                "needs more than {MAX_GRID_X} blocks along x for ranges of extents {}",
                axe_layout::format_shape(&extents)
            ));
        };
        match grid_schedule(&grid, &extents) {
            Err(_) if grid.groups[0].len() > 1 && grid.block[0] > 1 => threads = grid.block[0] - 1,
            other => break other?,
        }
    };
    let on_grid: Vec<usize> = (0..kernel.mapped.len()).collect();
    if !reduces {
        let upcast = upcast.map(|(at, u)| (at, u, HwAxis::Reg));
        return lift(kernel, &schedule, &on_grid, upcast, None, &[]);
    }
    // The register tiles, in the order uop-map-gpu-ranges leaves the per-thread ranges: the
    // upcast range it makes of the reg piece first, then the kernel's own upcast ranges.
    let padded: Vec<usize> = (0..kernel.mapped.len())
        .filter(|&j| schedule.padded(j))
        .map(|j| kernel.mapped[j])
        .collect();
    let mut candidates: Vec<(usize, i64)> = upcast.iter().map(|&(at, u)| (kernel.mapped[at], u)).collect();
    candidates.extend(kernel.upcast.iter().map(|&r| (r, kernel.ranges[r].extent)));
    let mut axes = gpu_registers::choose(&kernel.accesses, &candidates, &padded).into_iter();
    let upcast = upcast.map(|(at, u)| (at, u, axes.next().flatten().unwrap_or(HwAxis::Reg)));
    let tiles: Vec<(usize, HwAxis)> = kernel
        .upcast
        .iter()
        .zip(axes)
        .filter_map(|(&r, axis)| axis.map(|a| (r, a)))
        .collect();
    lift(kernel, &schedule, &on_grid, upcast, None, &tiles)
}

/// How the GPU lowering applies a schedule to one range of the store's end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MappedRange {
    /// A per-thread range: a loop over the whole range (a cooperative kernel's row ranges, or a
    /// user's choice), or a range the block's threads share, which `convert-uop-to-scf` splits.
    Loop,
    /// Grid pieces (indices into `Schedule::pieces`), outermost first, and the points of its
    /// innermost `reg` piece (1: none), a per-thread `upcast` range.
    Grid { pieces: Vec<usize>, upcast: i64 },
}

fn piece_text(p: &Piece) -> String {
    format!("{}:{}@{}", p.extent, p.stride, p.axis)
}

/// Whether `schedule` shares reductions among a block's threads (tinygrad's GROUP): a thread
/// piece on a reduce range.
pub fn cooperative(schedule: &Schedule) -> bool {
    schedule
        .pieces
        .iter()
        .any(|p| matches!(p.axis, HwAxis::Thread(_)) && schedule.ranges[p.range].reduce)
}

/// A range a block's threads share, as `convert-uop-to-scf` splits it: (E / (T V) on a loop) x
/// (T on `tx`) x (V on `simd`), so each thread moves V consecutive elements per step and
/// consecutive threads consecutive vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SharedRange {
    pub range: usize,
    pub threads: i64,
    pub lanes: i64,
}

/// Range `r` as a shared range when it has a thread piece (`None`: it has none); an error
/// names the piece that is not of the shared form.
fn shared_form(schedule: &Schedule, r: usize) -> Result<Option<SharedRange>> {
    let pieces: Vec<&Piece> = schedule.pieces_of(r).map(|(_, p)| p).collect();
    let Some(t) = pieces.iter().position(|p| matches!(p.axis, HwAxis::Thread(_))) else {
        return Ok(None);
    };
    let thread = pieces[t];
    if thread.axis != HwAxis::Thread(0) || thread.stride != 1 {
        return fail(format!(
            "puts piece {} of range #{r} on `{}`: a block shares a range along `tx` at stride 1 only (all its threads take each shared range in turn and combine their partials in one block reduction)",
            piece_text(thread),
            thread.axis
        ));
    }
    let outer_ok = t == 0 || (t == 1 && pieces[0].axis == HwAxis::Loop);
    let inner_ok = pieces.len() <= t + 2 && pieces[t + 1..].iter().all(|p| p.axis == HwAxis::Simd);
    if !outer_ok || !inner_ok {
        let list: Vec<String> = pieces.iter().map(|p| piece_text(p)).collect();
        return fail(format!(
            "splits range #{r}, which the block's threads share, into pieces {}: a shared range is (E / (T V) on `loop`) x (T on `tx`) x (V on `simd`), outermost first",
            list.join(", ")
        ));
    }
    if schedule.padded(r) {
        return fail(format!(
            "pads range #{r} (extent {}), which the block's threads share: the piece {} and the pieces within it cover the range exactly",
            schedule.ranges[r].extent,
            piece_text(thread)
        ));
    }
    Ok(Some(SharedRange {
        range: r,
        threads: thread.extent,
        lanes: pieces.get(t + 1).map_or(1, |p| p.extent),
    }))
}

/// What the GPU lowering can apply of `schedule` for `kernel` (the ranges its store's end maps,
/// whether a block may share its reductions, its upcast ranges and accesses): each mapped range
/// is either one `loop` piece or grid pieces (`bx`..`tz`) with at most one `reg` piece
/// innermost (a `simd` one where the kernel reduces: a vector register tile); an upcast range
/// of a kernel that reduces may be one `reg` or `simd` piece (a register tile,
/// [`crate::gpu_registers::check`]); every other range is one `loop` piece, the loops in range
/// order. A cooperative schedule (a thread piece on a reduce range) shares the ranges the
/// kernel's [`CooperativeShape`] allows along `tx` ([`SharedRange`]), puts the rows on grid
/// axes and keeps the row's other ranges as loops, all of which stay per-thread ranges. An
/// error names the piece it cannot take.
pub fn applicable(schedule: &Schedule, kernel: &GpuKernel) -> Result<Vec<MappedRange>> {
    let mapped = &kernel.mapped[..];
    let sharing = &kernel.cooperative;
    let reduces = kernel.ranges.iter().any(|r| r.reduce);
    let shape = if cooperative(schedule) {
        match sharing {
            Ok(shape) => Some(shape),
            Err(why) => {
                let p = schedule
                    .pieces
                    .iter()
                    .find(|p| matches!(p.axis, HwAxis::Thread(_)) && schedule.ranges[p.range].reduce)
                    .expect("a cooperative schedule has one");
                return fail(format!(
                    "puts piece {} of reduce range #{} on `{}`: a block may not share this kernel's reductions: {why}",
                    piece_text(p),
                    p.range,
                    p.axis
                ));
            }
        }
    } else {
        None
    };
    // A range the block's threads share: one the analysis allows, its vectors no wider than its
    // accesses allow.
    let shared = |r: usize| -> Result<Option<SharedRange>> {
        let Some(shape) = shape else { return Ok(None) };
        let Some(k) = shape.shared.iter().position(|&x| x == r) else {
            // A store range's thread piece is refused below, with the store's rule.
            let thread = schedule.pieces_of(r).find(|(_, p)| matches!(p.axis, HwAxis::Thread(_)));
            if let (Some((_, p)), false) = (thread, mapped.contains(&r)) {
                return fail(format!(
                    "puts piece {} of range #{r} on `{}`: a block's threads share only each reduction's innermost range and the row's own innermost store range",
                    piece_text(p),
                    p.axis
                ));
            }
            return Ok(None);
        };
        let Some(split) = shared_form(schedule, r)? else {
            return Ok(None);
        };
        if split.lanes > shape.lanes[k] {
            let allowed = match shape.lanes[k] {
                1 => "no vector".to_string(),
                n => format!("at most {n} lanes"),
            };
            return fail(format!(
                "puts piece {}:1@simd of range #{r} on `simd`: its accesses allow {allowed} (16 bytes of elements that every access reads contiguously along the range, ungated)",
                split.lanes
            ));
        }
        Ok(Some(split))
    };
    let mut loop_strides = Vec::new();
    let loop_stride = |r: usize| {
        schedule
            .pieces_of(r)
            .find(|(_, p)| p.axis == HwAxis::Loop)
            .map(|(_, p)| (r, p.stride))
    };
    for (r, spec) in schedule.ranges.iter().enumerate() {
        if mapped.contains(&r) || spec.extent <= 1 {
            continue;
        }
        if shared(r)?.is_some() {
            loop_strides.extend(loop_stride(r));
            continue;
        }
        let pieces: Vec<&Piece> = schedule.pieces_of(r).map(|(_, p)| p).collect();
        const WHY: &str = "a range the store does not map onto the grid (a reduce range, a per-thread range) runs as one loop in each thread, or, the innermost range of a reduction, is shared by the block's threads (T on `tx`), or, an upcast range of a kernel that reduces without sharing, is one `reg` or `simd` piece (a register tile)";
        let tile = shape.is_none() && reduces && kernel.upcast.contains(&r);
        if let ([p], true) = (&pieces[..], tile) {
            if matches!(p.axis, HwAxis::Reg | HwAxis::Simd) {
                continue; // a register tile, checked below with the others
            }
        }
        if let Some(p) = pieces.iter().find(|p| p.axis != HwAxis::Loop) {
            return fail(format!(
                "puts piece {} of range #{r} on `{}`: {WHY}",
                piece_text(p),
                p.axis
            ));
        }
        if let [p] = pieces[..] {
            loop_strides.push((r, p.stride));
        } else {
            let list: Vec<String> = pieces.iter().map(|p| piece_text(p)).collect();
            return fail(format!("splits range #{r} into loop pieces {}: {WHY}", list.join(", ")));
        }
    }
    let mut result = Vec::new();
    for (m, &r) in mapped.iter().enumerate() {
        let pieces: Vec<(usize, &Piece)> = schedule.pieces_of(r).collect();
        if let Some(shape) = shape {
            if shared(r)?.is_some() {
                loop_strides.extend(loop_stride(r));
                result.push(MappedRange::Loop);
                continue;
            }
            if let Some((_, p)) = pieces
                .iter()
                .find(|(_, p)| !matches!(p.axis, HwAxis::Block(_) | HwAxis::Loop))
            {
                return fail(format!(
                    "puts piece {} of store range #{r} on `{}`: the block's threads share this kernel's reductions (a thread piece on a reduce range), so its store ranges are rows on grid axes (bx, by, bz), loops in each thread, or, the row's innermost, shared like a reduction",
                    piece_text(p),
                    p.axis
                ));
            }
            let off_grid = pieces.is_empty() || pieces.iter().any(|(_, p)| p.axis == HwAxis::Loop);
            if shape.rows.contains(&m) && schedule.ranges[r].extent > 1 && off_grid {
                return fail(format!(
                    "keeps store range #{r} off the grid: the kernel's reductions vary with it (a row), and a block shares the reductions of one row, so its rows go on grid axes (bx, by, bz)"
                ));
            }
            if pieces.is_empty() {
                // A range of one point stays a per-thread range, as the row's other ranges.
                result.push(MappedRange::Loop);
                continue;
            }
        }
        if let [(_, p)] = pieces[..] {
            if p.axis == HwAxis::Loop {
                loop_strides.push((r, p.stride));
                result.push(MappedRange::Loop);
                continue;
            }
        }
        let mut grid = Vec::new();
        let mut upcast = 1;
        for (k, &(i, p)) in pieces.iter().enumerate() {
            match p.axis {
                HwAxis::Block(_) | HwAxis::Thread(_) => grid.push(i),
                HwAxis::Reg if k + 1 == pieces.len() => upcast = p.extent,
                HwAxis::Simd if k + 1 == pieces.len() && shape.is_none() => upcast = p.extent,
                _ => {
                    return fail(format!(
                        "puts piece {} of range #{r} on `{}`: a store range's pieces go on grid and block axes (bx, by, bz, tx, ty, tz) with at most one `reg` (or, a register tile through a reduction, `simd`) piece innermost (its per-thread points), or the whole range on one `loop`",
                        piece_text(p),
                        p.axis
                    ))
                }
            }
        }
        let extent = schedule.ranges[r].extent;
        if upcast > 1 && schedule.padded(r) && extent % upcast != 0 {
            return fail(format!(
                "pads range #{r} (extent {extent}) with a reg piece of {upcast} points that does not divide it: the guard of a partial block covers whole reg pieces"
            ));
        }
        result.push(MappedRange::Grid { pieces: grid, upcast });
    }
    // The loops nest in range order (convert-uop-to-scf's order on the GPU).
    loop_strides.sort_by_key(|&(r, _)| r);
    if loop_strides.windows(2).any(|w| w[0].1 <= w[1].1) {
        return fail("orders its loop pieces differently from the ranges: on the gpu target the loops nest in range order (the first range outermost)");
    }
    if shape.is_none() {
        let tiles = gpu_registers::tiles_before_mapping(schedule, kernel, &result);
        let padded: Vec<usize> = mapped.iter().copied().filter(|&r| schedule.padded(r)).collect();
        gpu_registers::check(&tiles, reduces, &kernel.accesses, &padded)?;
    }
    Ok(result)
}

/// The ranges a block's threads share in what `uop-map-gpu-ranges` leaves of a cooperative
/// kernel's schedule (its per-thread ranges, once the rows are block indices), as
/// `convert-uop-to-scf` splits them; every other range is one `loop` piece. An error names
/// the piece it cannot take.
pub fn shared_ranges(schedule: &Schedule) -> Result<Vec<SharedRange>> {
    let mut shared = Vec::new();
    for r in 0..schedule.ranges.len() {
        if let Some(split) = shared_form(schedule, r)? {
            shared.push(split);
            continue;
        }
        let pieces: Vec<&Piece> = schedule.pieces_of(r).map(|(_, p)| p).collect();
        match pieces[..] {
            [] => {}
            [p] if p.axis == HwAxis::Loop => {}
            _ => {
                let p = pieces.iter().find(|p| p.axis != HwAxis::Loop).unwrap_or(&pieces[0]);
                return fail(format!(
                    "puts piece {} of range #{r} on `{}`: once uop-map-gpu-ranges has applied a kernel's grid pieces, each range left is one `loop` piece or shared by the block's threads",
                    piece_text(p),
                    p.axis
                ));
            }
        }
    }
    if shared.is_empty() {
        return fail(
            "has no thread piece: a cooperative kernel's per-thread schedule shares a range among its block's threads",
        );
    }
    Ok(shared)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel(extents: &[(i64, bool)], mapped: &[usize]) -> GpuKernel {
        GpuKernel {
            ranges: extents
                .iter()
                .map(|&(extent, reduce)| RangeSpec { extent, reduce })
                .collect(),
            mapped: mapped.to_vec(),
            kept: vec![],
            may_upcast: true,
            cooperative: Err("no reduction".into()),
            upcast: vec![],
            accesses: KernelSummary {
                ranges: vec![],
                accesses: vec![],
                reductions: vec![],
                element_bytes: 4,
            },
        }
    }

    fn no_sharing() -> std::result::Result<CooperativeShape, String> {
        Err("no reduction".into())
    }

    fn no_accesses(ranges: &[RangeSpec]) -> KernelSummary {
        KernelSummary {
            ranges: ranges.to_vec(),
            accesses: vec![],
            reductions: vec![],
            element_bytes: 4,
        }
    }

    /// [`applicable`] for a kernel of `s`'s ranges that maps `mapped` and shares as `sharing`.
    fn applied(
        s: &Schedule,
        mapped: &[usize],
        sharing: &std::result::Result<CooperativeShape, String>,
    ) -> Result<Vec<MappedRange>> {
        let k = GpuKernel {
            ranges: s.ranges.clone(),
            mapped: mapped.to_vec(),
            kept: vec![],
            may_upcast: true,
            cooperative: sharing.clone(),
            upcast: vec![],
            accesses: no_accesses(&s.ranges),
        };
        applicable(s, &k)
    }

    fn picked(k: &GpuKernel, threads: i64, upcast: i64) -> String {
        let options = GpuOptions {
            threads,
            upcast,
            reassociate: true,
        };
        pick(k, &options).unwrap().to_layout().to_string()
    }

    #[test]
    fn one_default_per_option() {
        let d = GpuOptions::default();
        assert_eq!((d.threads, d.upcast, d.reassociate), (256, 4, true));
        assert_eq!(concat!(gpu_default_threads!()), "256");
        assert!(GpuOptions { threads: 0, ..d }
            .check()
            .unwrap_err()
            .0
            .contains("threads must be in [1, 1024], got 0"));
        assert!(GpuOptions { upcast: 512, ..d }
            .check()
            .unwrap_err()
            .0
            .contains("upcast must be in [1, 256]"));
    }

    #[test]
    fn rows_share_a_block_and_the_innermost_range_upcasts() {
        // 64 x 256 with 128 threads and upcast 4: 64 columns of 4 points fit one block, which
        // takes 2 rows (ty).
        let k = kernel(&[(64, false), (256, false)], &[0, 1]);
        assert_eq!(picked(&k, 128, 4), "S[(32,2,64,4):(1@by,1@ty,1@tx,1@reg)]");
        assert_eq!(picked(&k, 128, 1), "S[(64,2,128):(1@by,1@bx,1@tx)]");
        let s = pick(&k, &GpuOptions::default()).unwrap();
        assert_eq!(s.extent_on(HwAxis::Thread(0)) * s.extent_on(HwAxis::Thread(1)), 256);
    }

    #[test]
    fn a_range_of_upcast_points_is_one_reg_piece() {
        // 4 points, upcast 4: one thread holds them all (found by the GPU fuzz).
        let k = kernel(&[(4, false)], &[0]);
        let s = pick(&k, &GpuOptions::default()).unwrap();
        assert_eq!(s.to_layout().to_string(), "S[4:1@reg]");
        assert_eq!(
            applied(&s, &[0], &no_sharing()).unwrap(),
            vec![MappedRange::Grid {
                pieces: vec![],
                upcast: 4
            }]
        );
    }

    #[test]
    fn a_partial_block_pads_the_x_range() {
        let k = kernel(&[(1000, false)], &[0]);
        let s = pick(
            &k,
            &GpuOptions {
                upcast: 1,
                ..GpuOptions::default()
            },
        )
        .unwrap();
        assert_eq!(s.to_layout().to_string(), "S[(4,256):(1@bx,1@tx)]");
        assert!(s.padded(0));
        // It reads back as the same schedule.
        assert_eq!(
            Schedule::from_layout(&s.to_layout(), &s.ranges, Target::Gpu).unwrap(),
            s
        );
        // The reg piece stays innermost and divides the extent.
        assert_eq!(picked(&k, 256, 4), "S[(250,4):(1@tx,1@reg)]");
    }

    #[test]
    fn reduce_ranges_stay_loops_in_range_order() {
        // out[i, j] = sum_k, ranges (i, j, k): k is one loop.
        let k = kernel(&[(512, false), (512, false), (512, true)], &[0, 1]);
        assert_eq!(picked(&k, 256, 4), "S[(256,2,128,4,512):(1@by,1@ty,1@tx,1@reg,1@loop)]");
    }

    #[test]
    fn cooperative_rows_go_on_blocks() {
        // Row sums of 8 x 1024, ranges (row, k): rows on bx, k split across 256 threads.
        let mut k = kernel(&[(8, false), (1024, true)], &[0]);
        k.cooperative = Ok(CooperativeShape {
            rows: vec![0],
            row_count: 8,
            shared: vec![1],
            lanes: vec![1],
        });
        let s = pick(&k, &GpuOptions::default()).unwrap();
        assert_eq!(s.to_layout().to_string(), "S[(8,4,256):(1@bx,1@loop,1@tx)]");
        assert!(cooperative(&s));
        assert_eq!(s.extent_on(HwAxis::Thread(0)), 256);
        assert_eq!(
            applied(&s, &[0], &k.cooperative).unwrap(),
            vec![MappedRange::Grid {
                pieces: vec![0],
                upcast: 1
            }]
        );
        // Float4 accesses: 256 threads of 4 lanes cover the row in one step, no loop piece.
        k.cooperative.as_mut().unwrap().lanes = vec![4];
        let s = pick(&k, &GpuOptions::default()).unwrap();
        assert_eq!(s.to_layout().to_string(), "S[(8,256,4):(1@bx,1@tx,1@simd)]");
        // Lanes only where threads x lanes divide the extent.
        k.ranges[1].extent = 512;
        let s = pick(&k, &GpuOptions::default()).unwrap();
        assert_eq!(s.to_layout().to_string(), "S[(8,2,256):(1@bx,1@loop,1@tx)]");
        // Three shared ranges of 1024 threads would reach tx coordinate 3069: 256 threads.
        let mut three = kernel(&[(8, false), (1024, true), (1024, true), (1024, false)], &[0, 3]);
        three.cooperative = Ok(CooperativeShape {
            rows: vec![0],
            row_count: 8,
            shared: vec![1, 2, 3],
            lanes: vec![1, 1, 1],
        });
        assert_eq!(
            cooperative_threads(three.cooperative.as_ref().unwrap(), &three.ranges, 1024),
            Some(256)
        );
        // One shared range may take up to 1024 threads (here the 512 of its extent).
        assert_eq!(
            cooperative_threads(k.cooperative.as_ref().unwrap(), &k.ranges, 1024),
            Some(512)
        );
        // A short reduction keeps one thread per row.
        k.ranges[1].extent = 128;
        assert!(!cooperative(&pick(&k, &GpuOptions::default()).unwrap()));
    }

    #[test]
    fn a_block_shares_every_reduction_and_the_row_in_turn() {
        // Softmax of 8 x 1024, ranges (row, max's k, sum's k, column): three shared ranges.
        let mut k = kernel(&[(8, false), (1024, true), (1024, true), (1024, false)], &[0, 3]);
        k.cooperative = Ok(CooperativeShape {
            rows: vec![0],
            row_count: 8,
            shared: vec![1, 2, 3],
            lanes: vec![4, 4, 1],
        });
        let s = pick(&k, &GpuOptions::default()).unwrap();
        assert_eq!(
            s.to_layout().to_string(),
            "S[(8,256,4,256,4,4,256):(1@bx,1@tx,1@simd,1@tx,1@simd,1@loop,1@tx)]"
        );
        assert!(s.shares(HwAxis::Thread(0)));
        assert_eq!(s.extent_on(HwAxis::Thread(0)), 256);
        assert_eq!(
            applied(&s, &[0, 3], &k.cooperative).unwrap(),
            vec![
                MappedRange::Grid {
                    pieces: vec![0],
                    upcast: 1
                },
                MappedRange::Loop
            ]
        );
        // What uop-map-gpu-ranges leaves for convert-uop-to-scf: the ranges but the row.
        let rest = s.restrict(&[1, 2, 3]).unwrap();
        assert_eq!(
            rest.to_layout().to_string(),
            "S[(256,4,256,4,4,256):(1@tx,1@simd,1@tx,1@simd,1@loop,1@tx)]"
        );
        assert_eq!(
            shared_ranges(&rest).unwrap(),
            vec![
                SharedRange {
                    range: 0,
                    threads: 256,
                    lanes: 4
                },
                SharedRange {
                    range: 1,
                    threads: 256,
                    lanes: 4
                },
                SharedRange {
                    range: 2,
                    threads: 256,
                    lanes: 1
                },
            ]
        );
    }

    #[test]
    fn a_user_cooperative_schedule_is_checked_piece_by_piece() {
        // A softmax-like kernel, ranges (row, k reduced, column stored); the analysis lets a
        // block share k (float4 accesses) and the column (no vectors).
        let specs = |e: i64| {
            vec![
                RangeSpec {
                    extent: 8,
                    reduce: false,
                },
                RangeSpec {
                    extent: e,
                    reduce: true,
                },
                RangeSpec {
                    extent: e,
                    reduce: false,
                },
            ]
        };
        let r = specs(1024);
        let read = |t: &str| Schedule::from_layout(&axe_layout::parse(t).unwrap(), &r, Target::Gpu);
        let sharing = Ok(CooperativeShape {
            rows: vec![0],
            row_count: 8,
            shared: vec![1, 2],
            lanes: vec![4, 1],
        });
        let with = |t: &str, sharing: &std::result::Result<CooperativeShape, String>| {
            applied(&read(t).unwrap(), &[0, 2], sharing)
        };
        let e = |t: &str| with(t, &sharing).unwrap_err().0;
        // A user's choice: 128 threads, 2 lanes for k, the columns one loop in each thread.
        assert_eq!(
            with("S[(8,4,128,2,1024):(1@bx,1024@loop,1@tx,1@simd,1@loop)]", &sharing).unwrap(),
            vec![
                MappedRange::Grid {
                    pieces: vec![0],
                    upcast: 1
                },
                MappedRange::Loop
            ]
        );
        // The threads take each shared range in turn: one extent, at most 1024.
        assert!(read("S[(8,4,256,2,512):(1@bx,2@loop,1@tx,1@loop,1@tx)]")
            .unwrap_err()
            .0
            .contains("every piece has the same extent"));
        let wide = specs(2048);
        assert!(Schedule::from_layout(
            &axe_layout::parse("S[(8,2048,2048):(1@bx,1@tx,1@tx)]").unwrap(),
            &wide,
            Target::Gpu
        )
        .unwrap_err()
        .0
        .contains("the 2 pieces of 2048 threads that share axis `tx` reach coordinate 4094 as a layout"));
        assert!(e("S[(8,2,512,2,512):(1@bx,2@loop,1@ty,1@loop,1@ty)]").contains("piece 512:1@ty of range #1 on `ty`"));
        assert!(e("S[(8,256,4,4,256):(1@bx,1@tx,4@loop,1@loop,1@tx)]")
            .contains("splits range #1, which the block's threads share, into pieces 256:1@tx, 4:4@loop"));
        assert!(e("S[(8,4,256,256,4):(1@bx,1@loop,1@tx,1@tx,1@simd)]")
            .contains("piece 4:1@simd of range #2 on `simd`: its accesses allow no vector"));
        assert!(e("S[(8,64,16,16,64):(1@bx,1@tx,1@simd,1@loop,1@tx)]")
            .contains("piece 16:1@simd of range #1 on `simd`: its accesses allow at most 4 lanes"));
        // Thread pieces on a store range (a thread per row) beside the shared reduction.
        assert!(e("S[(8,8,128,1024):(128@tx,1024@loop,1@tx,1@loop)]")
            .contains("piece 8:128@tx of store range #0 on `tx`: the block's threads share this kernel's reductions"));
        assert!(e("S[(8,4,256,1024):(4096@loop,1024@loop,1@tx,1@loop)]").contains("keeps store range #0 off the grid"));
        assert!(e("S[(8,4,256,1024):(1@bx,1@loop,1@tx,4@loop)]").contains("in range order"));
        // What the analysis allows.
        let only_k = Ok(CooperativeShape {
            shared: vec![1],
            lanes: vec![4],
            ..sharing.clone().unwrap()
        });
        assert!(with("S[(8,4,256,4,256):(1@bx,4@loop,1@tx,1@loop,1@tx)]", &only_k)
            .unwrap_err()
            .0
            .contains("piece 256:1@tx of store range #2 on `tx`"));
        assert!(with("S[(8,4,256,1024):(1@bx,1024@loop,1@tx,1@loop)]", &Err("a float sum without uop.reassociate".into()))
            .unwrap_err()
            .0
            .contains("puts piece 256:1@tx of reduce range #1 on `tx`: a block may not share this kernel's reductions: a float sum without uop.reassociate"));
        // After uop-map-gpu-ranges: only loops and shared ranges.
        let rest = |t: &str| {
            let r = specs(1024)[1..].to_vec();
            shared_ranges(&Schedule::from_layout(&axe_layout::parse(t).unwrap(), &r, Target::Gpu).unwrap())
        };
        assert!(rest("S[(1024,1024):(1024@loop,1@loop)]")
            .unwrap_err()
            .0
            .contains("has no thread piece"));
        assert!(rest("S[(4,256,4,256):(1@loop,1@tx,1@reg,1@tx)]")
            .unwrap_err()
            .0
            .contains("splits range #1, which the block's threads share, into pieces 4:1@reg, 256:1@tx"));
        // A padded shared range (a partial last step) is refused.
        let odd = vec![RangeSpec {
            extent: 510,
            reduce: true,
        }];
        let padded = Schedule::from_layout(
            &axe_layout::parse("S[(128,4):(1@tx,1@simd)]").unwrap(),
            &odd,
            Target::Gpu,
        )
        .unwrap();
        assert!(shared_ranges(&padded)
            .unwrap_err()
            .0
            .contains("pads range #0 (extent 510)"));
    }
    #[test]
    fn flattened_ranges_are_never_padded() {
        // y = 70000 passes 65535: everything along x, 70000 x 3 = 210000 = 2^4 x 3 x 5^4 x 7;
        // the largest divisor up to 256 whose block splits at the ranges' boundary (a multiple
        // of 3) is 240.
        let k = kernel(&[(70000, false), (3, false)], &[0, 1]);
        let s = pick(
            &k,
            &GpuOptions {
                upcast: 1,
                ..GpuOptions::default()
            },
        )
        .unwrap();
        assert_eq!(s.extent_on(HwAxis::Thread(0)), 240);
        assert!(!s.padded(0) && !s.padded(1));
    }

    #[test]
    fn applicable_names_the_piece() {
        let r = vec![
            RangeSpec {
                extent: 256,
                reduce: false,
            },
            RangeSpec {
                extent: 64,
                reduce: true,
            },
        ];
        let read = |t: &str| Schedule::from_layout(&axe_layout::parse(t).unwrap(), &r, Target::Gpu).unwrap();
        assert_eq!(
            applied(&read("S[(2,128,64):(1@bx,1@tx,1@loop)]"), &[0], &no_sharing()).unwrap(),
            vec![MappedRange::Grid {
                pieces: vec![0, 1],
                upcast: 1
            }]
        );
        assert_eq!(
            applied(&read("S[(256,64):(64@loop,1@loop)]"), &[0], &no_sharing()).unwrap(),
            vec![MappedRange::Loop]
        );
        let e = |t: &str| applied(&read(t), &[0], &no_sharing()).unwrap_err().0;
        assert!(e("S[(2,128,64):(64@loop,1@tx,1@loop)]").contains("piece 2:64@loop of range #0"));
        assert!(e("S[(256,2,32):(1@tx,1@ty,1@loop)]").contains(
            "piece 2:1@ty of reduce range #1 on `ty`: a block may not share this kernel's reductions: no reduction"
        ));
        assert!(
            e("S[(256,2,32):(1@tx,1@loop,2@loop)]").contains("splits range #1 into loop pieces 2:1@loop, 32:2@loop")
        );
        assert!(e("S[(256,64):(1@loop,256@loop)]").contains("in range order"));
    }
}

//! `uop-map-gpu-ranges`: the ranges that a kernel's store `uop.end` closes
//! (kinds loop, global, local) become GPU block and thread indices
//! (`uop.special`), so each GPU thread computes one point of them; the other
//! ranges of the end (upcast, unroll) and every reduce range stay loops
//! inside the thread. The launch sizes go on the kernel function as
//! `gpu.known_block_size` / `gpu.known_grid_size`, which the outlining keeps
//! on the `gpu.func` and convert-gpu-to-nvvm turns into `.maxntid`.
//!
//! Grid shape (tinygrad's `get_grouped_dims`, without its merging heuristics):
//! the innermost mapped range runs along x as `block_id.x * T + thread_id.x`
//! (T = min(threads, extent)); the next one along block y, the rest merged
//! along block z. When y or z would exceed the hardware's 65535 blocks, every
//! mapped range is flattened along x instead. A merged index is split back
//! with `arith.floordivsi` / `uop.floormod` by the extents' suffix products,
//! exact because the merged index is non-negative and below the product.
//! When the x extent is not a multiple of T the last block is partial: every
//! `uop.index` that depends on x gets the gate `x < extent` (ANDed with its
//! own), so loads outside read zero and stores outside do nothing.
//!
//! With `upcast=U > 1`, the innermost mapped range `r` of extent E divisible
//! by U is first split into `r_hi * U + r_lo` with `r_lo` an `upcast` range
//! of extent U that stays a loop per thread (the vectorizer's input).

use super::builder::{erase, replace_uses, Builder};
use super::cooperative;
use axe_dialects::ir::enums::{AxisKind, CmpIPredicate, SpecialKind};
use axe_dialects::ir::read::{constant_of, defining_op, int_attr, op_name, value_key};
use axe_dialects::{
    diagnostic::emit_error,
    pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions},
};
use axe_schedule::{HwAxis, RangeSpec, Schedule, Target};
use melior::{
    ir::{
        attribute::DenseI32ArrayAttribute,
        operation::{OperationBuilder, OperationLike},
        BlockLike, OperationRef, RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use std::collections::HashSet;

/// The mapping a kernel was given, as an `#axe.layout` over its store's ranges onto the grid
/// and block axes (what `uop-map-gpu-ranges` applied; its uop.schedule, if any, is consumed).
pub const MAPPING: &str = "uop.gpu_mapping";

pub static MAP_GPU_RANGES: PassDefinition = PassDefinition {
    argument: "uop-map-gpu-ranges",
    description: "Map the loop/global/local ranges closed by each uop.kernel's store to GPU block/thread indices (uop.special); record the launch sizes on the kernel",
    options: &[
        PassOption {
            name: "threads",
            description: "Threads per block along x (1 to 1024)",
            kind: OptionKind::Int,
            default: "256",
        },
        PassOption {
            name: "reassociate",
            description: "Let a block share a float sum or product among its threads (a cooperative reduction reorders it; marks the kernel uop.reassociate); max, min and integer reductions are shared either way",
            kind: OptionKind::Bool,
            default: "true",
        },
        PassOption {
            name: "upcast",
            description: "Split the innermost mapped range by this factor into a per-thread upcast range when it divides the extent (1: never)",
            kind: OptionKind::Int,
            default: "1",
        },
    ],
    run,
};

/// CUDA's limits on grid dimensions x and y/z.
const MAX_GRID_X: i64 = i32::MAX as i64;
const MAX_GRID_YZ: i64 = 65535;

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let threads = options.int("threads");
    let upcast = options.int("upcast");
    let reassociate = options.bool("reassociate");
    if !(1..=1024).contains(&threads) {
        emit_error(
            &root,
            &format!("uop-map-gpu-ranges: threads must be in [1, 1024], got {threads}"),
        );
        return Err(PassFailed);
    }
    if upcast < 1 {
        emit_error(
            &root,
            &format!("uop-map-gpu-ranges: upcast must be at least 1, got {upcast}"),
        );
        return Err(PassFailed);
    }
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut kernels = Vec::new();
    axe_dialects::ir::read::for_each_nested(&root, &mut |op| {
        if op_name(&op) == "func.func" && op.has_attribute("uop.kernel") && !op.has_attribute("gpu.known_grid_size") {
            kernels.push(op);
        }
    });
    let mut failed = false;
    for kernel in kernels {
        failed |= map_kernel(context, kernel, threads, upcast, reassociate).is_err();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// One range closed by the store's end.
#[derive(Clone, Copy)]
struct Closed<'c, 'a> {
    value: Value<'c, 'a>,
    extent: i64,
}

/// How the mapped ranges are laid on the grid: groups of ranges (outermost
/// first) per dimension x, y, z, and the launch sizes.
struct Grid {
    groups: [Vec<usize>; 3],
    block: [i64; 3],
    grid: [i64; 3],
}

/// With `rows`, a block whose x range is shorter than `threads` takes rows of the y range too.
fn plan(extents: &[i64], threads: i64, rows: bool) -> Option<Grid> {
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
    let ty = if rows && bx == 1 && groups[1].len() == 1 {
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

fn map_kernel<'c, 'a>(
    context: &'c Context,
    kernel: OperationRef<'c, 'a>,
    threads: i64,
    upcast: i64,
    reassociate: bool,
) -> Result<(), PassFailed> {
    let Some(body) = kernel.region(0).ok().and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut ends = Vec::new();
    let mut inner = HashSet::new();
    let mut max_axis = 0;
    let mut op = body.first_operation();
    while let Some(o) = op {
        match op_name(&o) {
            "uop.end" => {
                if let Some(e) = o.operand(0).ok().and_then(defining_op) {
                    if op_name(&e) == "uop.end" {
                        inner.insert(e.to_raw().ptr as usize);
                    }
                }
                ends.push(o);
            }
            "uop.range" => max_axis = max_axis.max(int_attr(&o, "axis").unwrap_or(0)),
            _ => {}
        }
        op = o.next_in_block();
    }
    ends.retain(|e| !inner.contains(&(e.to_raw().ptr as usize)));
    let anchor = body.first_operation().expect("a kernel with an end has ops");
    let end = match ends.as_slice() {
        [] => {
            // Nothing to map (a scalar result): one thread.
            set_launch(context, kernel, [1, 1, 1], [1, 1, 1]);
            return Ok(());
        }
        [end] => *end,
        _ => {
            emit_error(
                &kernel,
                &format!("expects one uop.end closing the kernel's store, found {}", ends.len()),
            );
            return Err(PassFailed);
        }
    };
    let mut mapped: Vec<Closed> = Vec::new();
    let mut kept: Vec<Value> = Vec::new();
    let mut range_ops = Vec::new();
    for i in 1..end.operand_count() {
        let value = end.operand(i).expect("in range");
        let Some(range) = defining_op(value).filter(|r| op_name(r) == "uop.range") else {
            emit_error(&end, "closes a value that is not a uop.range");
            return Err(PassFailed);
        };
        let kind = int_attr(&range, "kind").unwrap_or(AxisKind::Loop.code());
        if !matches!(
            AxisKind::from_code(kind),
            Some(AxisKind::Loop | AxisKind::Global | AxisKind::Local)
        ) {
            kept.push(value);
            continue;
        }
        let Some(extent) = range.operand(0).ok().and_then(|v| constant_of(v, 64)) else {
            emit_error(&range, "cannot be mapped to GPU indices: its end is not a constant");
            return Err(PassFailed);
        };
        mapped.push(Closed { value, extent });
        range_ops.push(range);
    }
    let at = Builder::before(context, anchor).expect("the anchor is in the body");
    let at = Builder {
        location: end.location(),
        ..at
    };
    // A kernel with long reductions gives each output row a block (cooperative.rs): only the
    // rows go on the grid, the row's own ranges stay per-thread ranges that
    // convert-uop-to-scf splits across the block's threads.
    let user = kernel.has_attribute(crate::schedule::kernel::SCHEDULE);
    let values: Vec<Value> = mapped.iter().map(|c| c.value).collect();
    let reassociate = reassociate || kernel.has_attribute(crate::schedule::kernel::REASSOCIATE);
    // Ranges the store keeps per thread already (an upcast, an unroll) stay out of it.
    let cooperative = if user || !kept.is_empty() {
        None
    } else {
        cooperative::plan(&body, &values, threads, reassociate)
    };
    if let Some(c) = &cooperative {
        kept.extend(
            (0..mapped.len())
                .filter(|i| !c.rows.contains(i))
                .map(|i| mapped[i].value),
        );
        mapped = c.rows.iter().map(|&i| mapped[i]).collect();
    }
    let has_upcast = kept
        .iter()
        .any(|&v| defining_op(v).is_some_and(|r| int_attr(&r, "kind") == Some(AxisKind::Upcast.code())));
    // The split of the innermost mapped range: its index becomes hi * upcast + lo.
    let mut split = None;
    if let Some(last) = mapped.last_mut() {
        // The upcast option shapes the default mapping; a kernel's own schedule says it all.
        // The split's range takes the next axis number (none is left past i64::MAX: no split).
        let fresh_axis = max_axis.checked_add(1);
        if let Some(fresh_axis) = fresh_axis
            .filter(|_| upcast > 1 && !has_upcast && !user && cooperative.is_none() && last.extent % upcast == 0)
        {
            let end = at.index(upcast);
            let lo = at.value(
                OperationBuilder::new("uop.range", at.location)
                    .add_operands(&[end])
                    .add_attributes(&[
                        at.named("axis", at.int_attr(64, fresh_axis)),
                        at.named("kind", at.int_attr(32, AxisKind::Upcast.code())),
                    ])
                    .add_results(&[Type::index(context)]),
            );
            last.extent /= upcast;
            kept.push(lo);
            split = Some(lo);
        }
    }
    let extents: Vec<i64> = mapped.iter().map(|c| c.extent).collect();
    let Some(grid) = plan(&extents, threads, true) else {
        emit_error(
            &kernel,
            &format!("needs more than {MAX_GRID_X} blocks along x for ranges of extents {extents:?}"),
        );
        return Err(PassFailed);
    };
    // The mapping as a layout over GPU axes: the kernel's own uop.schedule, else the default
    // grid when it covers the ranges exactly (no partial block).
    let schedule = match (user_schedule(kernel, &body, &mapped)?, &cooperative) {
        (Some(user), _) => Some(user),
        (None, Some(_)) => Some(rows_on_blocks(&extents).map_err(|e| {
            emit_error(&kernel, &format!("cannot put its rows {extents:?} on the grid: {e}"));
            PassFailed
        })?),
        (None, None) => default_schedule(&grid, &extents),
    };
    // The index arithmetic below, for a partial last block, puts no rows in a block.
    let grid = if schedule.is_none() && grid.block[1] > 1 {
        plan(&extents, threads, false).expect("planned with rows")
    } else {
        grid
    };
    let special = |kind: i64, dim: i64, size: i64| {
        at.value(
            OperationBuilder::new("uop.special", at.location)
                .add_attributes(&[
                    at.named("kind", at.int_attr(32, kind)),
                    at.named("dim", at.int_attr(64, dim)),
                    at.named("size", at.int_attr(64, size)),
                ])
                .add_results(&[Type::index(context)]),
        )
    };
    let mut gate = None;
    let mut x_linear = None;
    if let Some(schedule) = &schedule {
        let (mut block, grid_size) = launch_of(schedule);
        if let Some(c) = &cooperative {
            block = [c.threads, 1, 1];
            let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(kernel.to_raw()) };
            melior::ir::operation::OperationMutLike::set_attribute(
                &mut writable,
                cooperative::THREADS,
                at.int_attr(64, c.threads),
            );
            if reassociate {
                melior::ir::operation::OperationMutLike::set_attribute(
                    &mut writable,
                    crate::schedule::kernel::REASSOCIATE,
                    melior::ir::Attribute::unit(context),
                );
            }
        }
        let mut ids: std::collections::HashMap<HwAxis, Value> = std::collections::HashMap::new();
        for i in 0..mapped.len() {
            let mut v: Option<Value> = None;
            for (_, piece) in schedule.pieces_of(i) {
                let (kind, dim, size) = match piece.axis {
                    HwAxis::Block(d) => (SpecialKind::BlockId.code(), d as i64, grid_size[d as usize]),
                    HwAxis::Thread(d) => (SpecialKind::ThreadId.code(), d as i64, block[d as usize]),
                    _ => unreachable!("checked by user_schedule / built by default_schedule"),
                };
                let id = *ids.entry(piece.axis).or_insert_with(|| special(kind, dim, size));
                let mut coordinate = id;
                if piece.stride > 1 {
                    coordinate = at.binary("arith.floordivsi", coordinate, at.index(piece.stride));
                }
                if piece.stride.saturating_mul(piece.extent) < size {
                    coordinate = at.binary("uop.floormod", coordinate, at.index(piece.extent));
                }
                if piece.inner > 1 {
                    coordinate = at.binary("arith.muli", coordinate, at.index(piece.inner));
                }
                v = Some(match v {
                    None => coordinate,
                    Some(sum) => at.binary("arith.addi", sum, coordinate),
                });
            }
            let mut v = v.unwrap_or_else(|| at.index(0));
            if let (Some(lo), true) = (split, i + 1 == mapped.len()) {
                v = at.binary("arith.addi", at.binary("arith.muli", v, at.index(upcast)), lo);
            }
            replace_uses(mapped[i].value, v);
        }
        let layout = schedule.to_layout();
        let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(kernel.to_raw()) };
        melior::ir::operation::OperationMutLike::set_attribute(
            &mut writable,
            MAPPING,
            axe_dialects::layout_attr::from_layout(context, &layout),
        );
        melior::ir::operation::OperationMutLike::remove_attribute(&mut writable, crate::schedule::kernel::SCHEDULE)
            .ok();
        finish(context, kernel, end, kept, range_ops, block, grid_size);
        return Ok(());
    }
    for (dim, group) in grid.groups.iter().enumerate() {
        if group.is_empty() {
            continue;
        }
        // Within the grid limits checked by plan(), so it fits.
        let total: i64 = group.iter().map(|&i| extents[i]).product();
        let linear = if dim == 0 {
            let t = grid.block[0];
            let tid = special(SpecialKind::ThreadId.code(), 0, t);
            let linear = if grid.grid[0] == 1 {
                tid
            } else {
                let bid = special(SpecialKind::BlockId.code(), 0, grid.grid[0]);
                at.binary("arith.addi", at.binary("arith.muli", bid, at.index(t)), tid)
            };
            if grid.grid[0].saturating_mul(t) != total {
                gate = Some(at.cmpi(CmpIPredicate::Slt.code(), linear, at.index(total)));
            }
            x_linear = Some(linear);
            linear
        } else {
            special(SpecialKind::BlockId.code(), dim as i64, total)
        };
        let mut stride = total;
        for (n, &i) in group.iter().enumerate() {
            stride /= extents[i];
            let mut v = linear;
            if stride > 1 {
                v = at.binary("arith.floordivsi", v, at.index(stride));
            }
            if n > 0 {
                v = at.binary("uop.floormod", v, at.index(extents[i]));
            }
            if let (Some(lo), true) = (split, i + 1 == mapped.len()) {
                v = at.binary("arith.addi", at.binary("arith.muli", v, at.index(upcast)), lo);
            }
            replace_uses(mapped[i].value, v);
        }
    }
    if let (Some(gate), Some(x)) = (gate, x_linear) {
        gate_accesses(context, body, x, gate);
    }
    finish(context, kernel, end, kept, range_ops, grid.block, grid.grid);
    Ok(())
}

/// Replaces the store's end by one over the per-thread ranges (none: the store runs once),
/// erases the mapped ranges and records the launch sizes.
fn finish<'c, 'a>(
    context: &'c Context,
    kernel: OperationRef<'c, 'a>,
    end: OperationRef<'c, 'a>,
    kept: Vec<Value<'c, 'a>>,
    range_ops: Vec<OperationRef<'c, 'a>>,
    block: [i64; 3],
    grid: [i64; 3],
) {
    let effect = end.operand(0).expect("an end has an effect");
    let replacement = if kept.is_empty() {
        effect
    } else {
        let mut operands = vec![effect];
        operands.extend(kept);
        let new_end = Builder::before(context, end).expect("in a block").value(
            OperationBuilder::new("uop.end", end.location())
                .add_operands(&operands)
                .add_results(&[end.result(0).expect("one result").r#type()]),
        );
        new_end
    };
    replace_uses(end.result(0).expect("one result").into(), replacement);
    erase(end);
    for range in range_ops {
        if !axe_dialects::ir::read::has_uses(range.result(0).expect("one result").into()) {
            erase(range);
        }
    }
    set_launch(context, kernel, block, grid);
}

/// Records a kernel's launch sizes as `gpu.known_block_size` / `gpu.known_grid_size`.
pub(crate) fn set_launch(context: &Context, kernel: OperationRef, block: [i64; 3], grid: [i64; 3]) {
    for (name, sizes) in [("gpu.known_block_size", block), ("gpu.known_grid_size", grid)] {
        let sizes: Vec<i32> = sizes.iter().map(|&s| s as i32).collect();
        let attribute = DenseI32ArrayAttribute::new(context, &sizes);
        let name = melior::ir::Identifier::new(context, name);
        unsafe {
            mlir_sys::mlirOperationSetDiscardableAttributeByName(
                kernel.to_raw(),
                mlir_sys::mlirIdentifierStr(name.to_raw()),
                melior::ir::attribute::AttributeLike::to_raw(&attribute),
            )
        };
    }
}

/// The block and grid sizes a schedule over GPU axes launches.
fn launch_of(schedule: &Schedule) -> ([i64; 3], [i64; 3]) {
    let block = [0u8, 1, 2].map(|d| schedule.extent_on(HwAxis::Thread(d)));
    let grid = [0u8, 1, 2].map(|d| schedule.extent_on(HwAxis::Block(d)));
    (block, grid)
}

/// A cooperative kernel's rows, outermost first, on block x (at most 2^16 of them: see
/// cooperative.rs).
fn rows_on_blocks(extents: &[i64]) -> Result<Schedule, axe_schedule::ScheduleError> {
    let specs: Vec<RangeSpec> = extents
        .iter()
        .map(|&extent| RangeSpec { extent, reduce: false })
        .collect();
    let plan: Vec<Vec<(i64, HwAxis)>> = extents.iter().map(|&e| vec![(e, HwAxis::Block(0))]).collect();
    let order: Vec<(usize, usize)> = (0..extents.len()).map(|r| (r, 0)).collect();
    Schedule::build(&specs, &plan, &order, Target::Gpu)
}

/// The default grid as a schedule of the mapped ranges (outer z group, y, then x split into
/// blocks of T threads), when the ranges' boundaries fall on its pieces' (layout grouping,
/// spec 001 Algorithm 1); `None` for a partial last block, which no exact cover expresses.
fn default_schedule(grid: &Grid, extents: &[i64]) -> Option<Schedule> {
    let x_total = grid.groups[0].iter().fold(1i64, |p, &i| p.saturating_mul(extents[i]));
    if extents.is_empty() || grid.grid[0].saturating_mul(grid.block[0]) != x_total {
        return None;
    }
    let mut iters = Vec::new();
    for (extent, axis) in [
        (grid.grid[2], "bz"),
        (grid.grid[1], "by"),
        (grid.block[1], "ty"),
        (grid.grid[0], "bx"),
        (grid.block[0], "tx"),
    ] {
        if extent > 1 {
            iters.push(axe_layout::Iter::new(extent, 1, axe_layout::Axis::new(axis).ok()?).ok()?);
        }
    }
    if iters.is_empty() {
        iters.push(axe_layout::Iter::new(1, 1, axe_layout::Axis::new("tx").ok()?).ok()?);
    }
    let layout = axe_layout::Layout::new(iters, vec![], axe_layout::Offset::new()).ok()?;
    let specs: Vec<RangeSpec> = extents
        .iter()
        .map(|&extent| RangeSpec { extent, reduce: false })
        .collect();
    Schedule::from_layout(&layout, &specs, Target::Gpu).ok()
}

/// The kernel's own `uop.schedule` read over GPU axes, restricted to its mapped ranges (the
/// other ranges must stay single loop pieces: per-thread pieces are the GPU lowering's next
/// step); an error names what it cannot take.
fn user_schedule<'c, 'a>(
    kernel: OperationRef<'c, 'a>,
    body: &melior::ir::BlockRef<'c, 'a>,
    mapped: &[Closed<'c, 'a>],
) -> Result<Option<Schedule>, PassFailed> {
    if !kernel.has_attribute(crate::schedule::kernel::SCHEDULE) {
        return Ok(None);
    }
    let ranges = crate::schedule::kernel::KernelRanges::of(body, true).map_err(|(op, message)| {
        emit_error(&op, &message);
        PassFailed
    })?;
    let schedule = match crate::schedule::kernel::read(&kernel, &ranges.specs, Target::Gpu) {
        Ok(Some(s)) => s,
        Ok(None) => return Ok(None),
        Err(message) => {
            emit_error(&kernel, &message);
            return Err(PassFailed);
        }
    };
    let mapped_positions: Vec<usize> = mapped
        .iter()
        .filter_map(|c| ranges.position.get(&value_key(c.value)).copied())
        .collect();
    for piece in &schedule.pieces {
        let on_grid = matches!(piece.axis, HwAxis::Block(_) | HwAxis::Thread(_));
        if mapped_positions.contains(&piece.range) != on_grid || (!on_grid && piece.axis != HwAxis::Loop) {
            emit_error(&kernel, &format!(
                "has a schedule that puts a piece of range #{} on `{}`: uop-map-gpu-ranges maps the store's ranges onto grid and block axes (bx, by, bz, tx, ty, tz) and keeps every other range one per-thread loop",
                piece.range, piece.axis
            ));
            return Err(PassFailed);
        }
    }
    let plan: Vec<Vec<(i64, HwAxis)>> = mapped_positions
        .iter()
        .map(|&r| schedule.pieces_of(r).map(|(_, p)| (p.extent, p.axis)).collect())
        .collect();
    let mut order = Vec::new();
    let mut all: Vec<(usize, usize, i64)> = Vec::new();
    for (m, &r) in mapped_positions.iter().enumerate() {
        for (k, (_, p)) in schedule.pieces_of(r).enumerate() {
            all.push((m, k, p.stride));
        }
    }
    all.sort_by_key(|&(_, _, stride)| std::cmp::Reverse(stride));
    order.extend(all.iter().map(|&(m, k, _)| (m, k)));
    let specs: Vec<RangeSpec> = mapped
        .iter()
        .map(|c| RangeSpec {
            extent: c.extent,
            reduce: false,
        })
        .collect();
    Schedule::build(&specs, &plan, &order, Target::Gpu)
        .map(Some)
        .map_err(|e| {
            emit_error(
                &kernel,
                &format!("has a schedule whose grid pieces do not map its store's ranges: {e}"),
            );
            PassFailed
        })
}

/// Adds `gate` to every `uop.index` of `body` that depends on `x`.
fn gate_accesses<'c, 'a>(
    context: &'c Context,
    body: melior::ir::BlockRef<'c, 'a>,
    x: Value<'c, 'a>,
    gate: Value<'c, 'a>,
) {
    let mut depends: HashSet<usize> = HashSet::from([value_key(x)]);
    let mut accesses = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        let uses_x = (0..o.operand_count()).any(|i| o.operand(i).is_ok_and(|v| depends.contains(&value_key(v))));
        if uses_x {
            for r in 0..o.result_count() {
                depends.insert(value_key(o.result(r).expect("in range").into()));
            }
            if op_name(&o) == "uop.index" {
                accesses.push(o);
            }
        }
        op = o.next_in_block();
    }
    for access in accesses {
        let segments = axe_dialects::ir::read::i64_array(&access, "operandSegmentSizes").unwrap_or_default();
        let indices = segments.get(1).copied().unwrap_or(0) as usize;
        let at = Builder::before(context, access).expect("in a block");
        let mut operands: Vec<Value> = (0..=indices).map(|i| access.operand(i).expect("in range")).collect();
        let combined = match access.operand(indices + 1) {
            Ok(own) if segments.get(2) == Some(&1) => at.binary("arith.andi", own, gate),
            _ => gate,
        };
        operands.push(combined);
        let segments = DenseI32ArrayAttribute::new(context, &[1, indices as i32, 1]);
        let new_access = at.value(
            OperationBuilder::new("uop.index", access.location())
                .add_operands(&operands)
                .add_attributes(&[at.named("operandSegmentSizes", segments.into())])
                .add_results(&[access.result(0).expect("one result").r#type()]),
        );
        replace_uses(access.result(0).expect("one result").into(), new_access);
        erase(access);
    }
}

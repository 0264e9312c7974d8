//! `uop-map-gpu-ranges`: applies each kernel's GPU schedule, the `uop.schedule` layout that
//! `uop-schedule{target=gpu}` picked (`axe_schedule::gpu`) or the user wrote, and decides
//! nothing itself. The ranges the kernel's store `uop.end` closes (kinds loop, global, local)
//! become GPU block and thread indices (`uop.special`), each the sum of its pieces
//! `(id / stride) % extent * inner`, so each GPU thread computes one point of them; a range's
//! innermost `reg` piece of U points becomes a fresh `upcast` range that stays a loop per
//! thread (`hi * U + lo`, the vectorizer's and the register tiles' input); a store range on one
//! `loop` piece, the end's other ranges (upcast, unroll) and every reduce range stay loops
//! inside the thread. A padded range (its `bx` piece overhangs the extent: a partial last
//! block) gates every `uop.index` that depends on it with `hi < extent / U` (ANDed with its
//! own), so loads outside read zero and stores outside do nothing. A cooperative kernel (a `tx`
//! piece on each reduction's innermost range: its threads share them) launches that many
//! threads along x; its rows become block indices and every other range stays per-thread. What
//! stays per thread of the schedule (`axe_schedule::gpu_registers::per_thread`: a cooperative
//! kernel's shared ranges; in a kernel that reduces, the register tiles, each fresh upcast
//! range on its piece's `reg` or `simd` axis) stays on the kernel for `convert-uop-to-scf`,
//! which applies it; a schedule of which only loops are left is removed. The launch sizes go
//! on the kernel function as `gpu.known_block_size` / `gpu.known_grid_size`, which the
//! outlining keeps on the `gpu.func` and convert-gpu-to-nvvm turns into `.maxntid`.

use super::builder::{erase, replace_uses, Builder};
use crate::schedule::gpu::describe;
use crate::schedule::kernel as schedule_kernel;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::enums::{AxisKind, CmpIPredicate, SpecialKind};
use axe_dialects::ir::read::{constant_of, defining_op, int_attr, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::layout_attr;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{PassDefinition, PassFailed, PassOptions},
};
use axe_schedule::gpu::{applicable, MappedRange};
use axe_schedule::gpu_registers::per_thread;
use axe_schedule::{HwAxis, Schedule, Target};
use melior::{
    ir::{
        attribute::DenseI32ArrayAttribute,
        operation::{OperationBuilder, OperationLike},
        BlockLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use std::collections::{HashMap, HashSet};

pub static MAP_GPU_RANGES: PassDefinition = PassDefinition {
    argument: "uop-map-gpu-ranges",
    description: "Apply each uop.kernel's GPU schedule (uop.schedule over bx/by/bz/tx/ty/tz and reg, from uop-schedule{target=gpu}): the store's ranges become GPU block/thread indices (uop.special), reg pieces per-thread upcast ranges; record the launch sizes on the kernel",
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut kernels = Vec::new();
    axe_dialects::ir::read::for_each_nested(&root, &mut |op| {
        if op_name(&op) == "func.func"
            && op.has_attribute(attribute_names::KERNEL)
            && !op.has_attribute(attribute_names::GPU_KNOWN_GRID_SIZE)
        {
            kernels.push(op);
        }
    });
    let mut failed = false;
    for kernel in kernels {
        failed |= map_kernel(context, kernel).is_err();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// The ranges of a kernel's store `uop.end` (the outermost end of its body), shared by
/// `uop-schedule{target=gpu}` (which schedules them) and this pass (which applies it).
pub struct StoreRanges<'c, 'a> {
    /// `None`: the kernel stores once (a scalar result), on one thread.
    pub end: Option<OperationRef<'c, 'a>>,
    /// The ranges that go on the grid (kinds loop, global, local), in the end's order, and
    /// their `uop.range` ops.
    pub mapped: Vec<Value<'c, 'a>>,
    pub mapped_ops: Vec<OperationRef<'c, 'a>>,
    /// The end's other ranges (upcast, unroll): per-thread already.
    pub kept: Vec<Value<'c, 'a>>,
    /// The largest `axis` of the body's ranges (a fresh range takes the next).
    pub max_axis: i64,
}

impl StoreRanges<'_, '_> {
    /// Whether one of the kept ranges is an upcast range.
    pub fn kept_upcast(&self) -> bool {
        self.kept
            .iter()
            .any(|&v| defining_op(v).is_some_and(|r| int_attr(&r, "kind") == Some(AxisKind::Upcast.code())))
    }
}

/// The store ranges of `kernel`, whose body is `body`; an error names the op it cannot take.
pub fn store_ranges<'c, 'a>(
    kernel: OperationRef<'c, 'a>,
    body: &BlockRef<'c, 'a>,
) -> Result<StoreRanges<'c, 'a>, (OperationRef<'c, 'a>, String)> {
    let mut ends = Vec::new();
    let mut inner = HashSet::new();
    let mut max_axis = 0;
    let mut op = body.first_operation();
    while let Some(o) = op {
        match op_name(&o) {
            "uop.end" => {
                if let Some(e) = o.operand_at(0).and_then(defining_op) {
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
    let mut store = StoreRanges {
        end: None,
        mapped: Vec::new(),
        mapped_ops: Vec::new(),
        kept: Vec::new(),
        max_axis,
    };
    let end = match ends.as_slice() {
        [] => return Ok(store),
        [end] => *end,
        _ => {
            return Err((
                kernel,
                format!("expects one uop.end closing the kernel's store, found {}", ends.len()),
            ))
        }
    };
    store.end = Some(end);
    for i in 1..end.operand_count() {
        let value = end.operand(i).expect("in range");
        let Some(range) = defining_op(value).filter(|r| op_name(r) == "uop.range") else {
            return Err((end, "closes a value that is not a uop.range".into()));
        };
        let kind = int_attr(&range, "kind").unwrap_or(AxisKind::Loop.code());
        if !matches!(
            AxisKind::from_code(kind),
            Some(AxisKind::Loop | AxisKind::Global | AxisKind::Local)
        ) {
            store.kept.push(value);
            continue;
        }
        if range.operand_at(0).and_then(|v| constant_of(v, 64)).is_none() {
            return Err((
                range,
                "cannot be mapped to GPU indices: its end is not a constant".into(),
            ));
        }
        store.mapped.push(value);
        store.mapped_ops.push(range);
    }
    Ok(store)
}

/// Emits an error at the op it names.
pub(crate) fn located((op, message): (OperationRef, String)) -> PassFailed {
    emit_error(&op, &message);
    PassFailed
}

fn map_kernel<'c, 'a>(context: &'c Context, kernel: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let Some(body) = kernel.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let store = store_ranges(kernel, &body).map_err(located)?;
    let Some(end) = store.end else {
        // Nothing to map (a scalar result): one thread, whose loops a schedule may only
        // restate (applied: removed).
        if kernel.has_attribute(attribute_names::SCHEDULE) {
            let ranges = schedule_kernel::KernelRanges::of(&body, true).map_err(located)?;
            let summary = describe(&body, &store, &ranges, false);
            let rest = schedule_kernel::read(&kernel, &ranges.specs, Target::Gpu).and_then(|s| {
                s.map_or(Ok(None), |s| {
                    applicable(&s, &summary)
                        .and_then(|plan| per_thread(&s, &summary, &plan))
                        .map_err(|e| e.0)
                })
            });
            match rest {
                Ok(rest) => keep_per_thread(context, kernel, rest),
                Err(message) => {
                    emit_error(&kernel, &message);
                    return Err(PassFailed);
                }
            }
        }
        set_launch(context, kernel, [1, 1, 1], [1, 1, 1]);
        return Ok(());
    };
    let ranges = schedule_kernel::KernelRanges::of(&body, true).map_err(located)?;
    let schedule = match schedule_kernel::read(&kernel, &ranges.specs, Target::Gpu) {
        Ok(Some(s)) => s,
        Ok(None) => {
            emit_error(
                &kernel,
                &format!(
                    "has no {} to apply: uop-schedule{{target=gpu}} gives every kernel one",
                    attribute_names::SCHEDULE
                ),
            );
            return Err(PassFailed);
        }
        Err(message) => {
            emit_error(&kernel, &message);
            return Err(PassFailed);
        }
    };
    let summary = describe(
        &body,
        &store,
        &ranges,
        kernel.has_attribute(attribute_names::REASSOCIATE),
    );
    let positions = summary.mapped.clone();
    let plan = applicable(&schedule, &summary).map_err(|e| {
        emit_error(
            &kernel,
            &format!(
                "has a schedule {} that the gpu target cannot apply: {e}",
                schedule.to_layout()
            ),
        );
        PassFailed
    })?;
    let (block, grid) = launch_of(&schedule);
    // What stays per thread of the schedule (a cooperative kernel's shared ranges, register
    // tiles), which convert-uop-to-scf applies; the applied rest is removed.
    let rest = per_thread(&schedule, &summary, &plan).map_err(|e| {
        emit_error(
            &kernel,
            &format!(
                "has a schedule {} whose per-thread part is no schedule: {e}",
                schedule.to_layout()
            ),
        );
        PassFailed
    })?;
    let anchor = body.first_operation().expect("a kernel with an end has ops");
    let at = Builder::before(context, anchor).expect("the anchor is in the body");
    let at = Builder(InsertionPoint {
        location: end.location(),
        ..at.0
    });
    // The per-thread ranges: the end's own, store ranges on a loop, then a fresh upcast range
    // per reg piece (the next axis numbers).
    let mut kept = store.kept.clone();
    for (i, m) in plan.iter().enumerate() {
        if *m == MappedRange::Loop {
            kept.push(store.mapped[i]);
        }
    }
    let mut lows: Vec<Option<Value>> = vec![None; plan.len()];
    let mut next_axis = store.max_axis;
    for (i, m) in plan.iter().enumerate() {
        let MappedRange::Grid { upcast, .. } = *m else { continue };
        if upcast == 1 {
            continue;
        }
        let Some(axis) = next_axis.checked_add(1) else {
            emit_error(&kernel, "has no axis number left for a per-thread upcast range");
            return Err(PassFailed);
        };
        next_axis = axis;
        let extent = at.index(upcast);
        let lo = at.value(
            OperationBuilder::new("uop.range", at.location)
                .add_operands(&[extent])
                .add_attributes(&[
                    at.named("axis", at.int_attr(64, axis)),
                    at.named("kind", at.int_attr(32, AxisKind::Upcast.code())),
                ])
                .add_results(&[Type::index(context)]),
        );
        kept.push(lo);
        lows[i] = Some(lo);
    }
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
    let mut ids: HashMap<HwAxis, Value> = HashMap::new();
    let mut gates = Vec::new();
    for (i, m) in plan.iter().enumerate() {
        let MappedRange::Grid { pieces, upcast } = m else {
            continue;
        };
        let mut v: Option<Value> = None;
        for &p in pieces {
            let piece = schedule.pieces[p];
            let (kind, dim, size) = match piece.axis {
                HwAxis::Block(d) => (SpecialKind::BlockId.code(), d as i64, grid[d as usize]),
                HwAxis::Thread(d) => (SpecialKind::ThreadId.code(), d as i64, block[d as usize]),
                _ => unreachable!("applicable() keeps grid pieces only"),
            };
            let id = *ids.entry(piece.axis).or_insert_with(|| special(kind, dim, size));
            let mut coordinate = id;
            if piece.stride > 1 {
                coordinate = at.binary("arith.floordivsi", coordinate, at.index(piece.stride));
            }
            if piece.stride.saturating_mul(piece.extent) < size {
                coordinate = at.binary("uop.floormod", coordinate, at.index(piece.extent));
            }
            // In units of the reg piece: the upcast range adds the points within.
            let inner = piece.inner / upcast;
            if inner > 1 {
                coordinate = at.binary("arith.muli", coordinate, at.index(inner));
            }
            v = Some(match v {
                None => coordinate,
                Some(sum) => at.binary("arith.addi", sum, coordinate),
            });
        }
        let mut v = v.unwrap_or_else(|| at.index(0));
        if schedule.padded(positions[i]) {
            let points = ranges.specs[positions[i]].extent / upcast;
            gates.push((v, at.cmpi(CmpIPredicate::Slt, v, at.index(points))));
        }
        if let Some(lo) = lows[i] {
            v = at.binary("arith.addi", at.binary("arith.muli", v, at.index(*upcast)), lo);
        }
        replace_uses(store.mapped[i], v);
    }
    for (x, gate) in gates {
        gate_accesses(context, body, x, gate);
    }
    keep_per_thread(context, kernel, rest);
    finish(context, kernel, end, kept, store.mapped_ops, block, grid);
    Ok(())
}

/// Leaves the per-thread part of a kernel's schedule on it (`None`: only loops are left, and the
/// schedule goes).
fn keep_per_thread(context: &Context, kernel: OperationRef, rest: Option<Schedule>) {
    let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(kernel.to_raw()) };
    match rest {
        Some(rest) => melior::ir::operation::OperationMutLike::set_attribute(
            &mut writable,
            attribute_names::SCHEDULE,
            layout_attr::from_layout(context, &rest.to_layout()),
        ),
        None => {
            melior::ir::operation::OperationMutLike::remove_attribute(&mut writable, attribute_names::SCHEDULE).ok();
        }
    }
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
    for (name, sizes) in [
        (attribute_names::GPU_KNOWN_BLOCK_SIZE, block),
        (attribute_names::GPU_KNOWN_GRID_SIZE, grid),
    ] {
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
        let uses_x = (0..o.operand_count()).any(|i| o.operand_at(i).is_some_and(|v| depends.contains(&value_key(v))));
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

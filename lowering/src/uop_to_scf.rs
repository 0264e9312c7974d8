//! `convert-uop-to-scf`: kernel functions (`func.func` with the `uop.kernel`
//! unit attribute, the form `uop-split-kernels` produces) from the implicit
//! loops of the kernel graph to structured code:
//!
//! - `uop.end %s [r0, r1]` becomes an `scf.for` nest (r0 outermost) around
//!   the store; `uop.reduce` an `scf.for` nest carrying the accumulator as
//!   `iter_args` from the reduction's identity ([`reduction`]);
//! - every other op is placed in the innermost loop among the ranges it
//!   varies with ([`range_deps`]), so loop-invariant code stays outside
//!   inner loops; a value shared by two loop nests is emitted in each;
//! - `uop.index` + `uop.load` become `memref.load`, behind `scf.if` yielding
//!   zero when gated; `uop.store` becomes `memref.store`, behind `scf.if`
//!   when gated; `uop.floormod` exact `arith` ([`floormod`]); `uop.special`
//!   becomes `gpu.block_id` / `gpu.thread_id` with `upper_bound`.
//!
//! Without a schedule, every range kind (loop, reduce, global, local, upcast,
//! unroll, ...) becomes a sequential `scf.for`: on the CPU that is what each
//! means, and the GPU lowering maps global/local ranges to `uop.special`
//! before this pass, so a range that is still here is a loop; the exceptions
//! are a kernel's schedule (`uop.schedule`): on the CPU the whole schedule, on the
//! GPU what `uop-map-gpu-ranges` left of it (a cooperative kernel's shared ranges,
//! the register tiles of a kernel that reduces: [`gpu_plan`]). Functions without
//! `uop.kernel` (drivers, index-level code) stay as they are except for
//! `uop.floormod`, expanded in place; any other uop op in one means the
//! kernels were never split and is an error.

mod emit;
mod floormod;
mod loop_nest;
pub(crate) mod ops;
pub(crate) use emit::cast_op;
pub use emit::{all_lanes, check_assert, CONTINUABLE};
pub(crate) mod range_deps;
mod reduction;
mod tile;

use crate::schedule::{
    kernel::{self, KernelRanges},
    pass::check_kernel,
};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{PassDefinition, PassFailed, PassOptions},
};
use axe_schedule::Target;
use emit::KernelEmitter;
use loop_nest::Nest;
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, ValueLike};
use melior::ir::{BlockRef, TypeLike};
use range_deps::RangeDeps;
use tile::Plan;

pub static CONVERT_UOP_TO_SCF: PassDefinition = PassDefinition {
    argument: "convert-uop-to-scf",
    description:
        "Lower kernel functions (uop.kernel) from implicit-loop uop graphs to scf loops, memref accesses and arith",
    options: &[],
    run,
};

/// Tensor-level ops: rangeify has not run. (`uop.cmp`, `uop.where` and `uop.cast` on scalars
/// are elementwise ops rangeify leaves in kernels; the lowering takes them.)
const TENSOR_LEVEL: &[&str] = &[
    "uop.reshape",
    "uop.permute",
    "uop.expand",
    "uop.pad",
    "uop.shrink",
    "uop.flip",
    "uop.reduce_axis",
    "uop.gather",
    "uop.contiguous",
    "uop.vmapin",
    "uop.vmapout",
];

/// Elementwise ops that are tensor-level only on tensors.
const ELEMENTWISE: &[&str] = &["uop.cast", "uop.where", "uop.cmp", "uop.assert"];

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let mut functions = Vec::new();
    if op_name(&root) == "func.func" {
        functions.push(root);
    }
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "func.func" {
            functions.push(op);
        }
    });
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut failed = false;
    for function in functions {
        let outcome = if function.has_attribute(attribute_names::KERNEL) {
            lower_kernel(context, function)
        } else {
            lower_driver(context, function)
        };
        failed |= outcome.is_err();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// Outside kernels only the index-level `uop.floormod` has a meaning of its
/// own (plain arithmetic, expanded in place); any other uop op belongs in a
/// kernel.
fn lower_driver<'c>(context: &'c melior::Context, function: OperationRef<'c, '_>) -> Result<(), PassFailed> {
    let mut failed = false;
    let mut floormods = Vec::new();
    for_each_nested(&function, &mut |op| {
        let name = op_name(&op);
        if name == "uop.floormod" {
            floormods.push(op);
        } else if name.starts_with("uop.") {
            let hint = if TENSOR_LEVEL.contains(&name) || ELEMENTWISE.contains(&name) {
                "run uop-rangeify and uop-split-kernels first"
            } else {
                "run uop-split-kernels first"
            };
            emit_error(
                &op,
                &format!("is in a function without the uop.kernel attribute: {hint}"),
            );
            failed = true;
        }
    });
    if failed {
        return Err(PassFailed);
    }
    for op in floormods {
        let (Ok(a), Ok(b), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
            continue;
        };
        let block = op.block().expect("a nested op is in a block");
        let remainder = floormod::expand(context, a, b, op.location(), &mut |new| {
            block
                .insert_operation_before(op, new)
                .result(0)
                .expect("an arith op has a result")
                .into()
        });
        unsafe {
            mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), remainder.to_raw());
            mlir_sys::mlirOperationDestroy(op.to_raw());
        }
    }
    Ok(())
}

/// Ops a kernel graph cannot hold here; reported before anything changes.
fn check_kernel_ops(function: OperationRef) -> Result<(), PassFailed> {
    let mut failed = false;
    let body = function.region_at(0).and_then(|r| r.first_block());
    let mut current = body.and_then(|b| b.first_operation());
    while let Some(op) = current {
        let name = op_name(&op);
        let problem = match name {
            "uop.bufferize" => Some("is a buffer realized inside a kernel: run uop-split-kernels first".to_string()),
            "uop.invalid" => Some(
                "is an invalid index that reaches an access with no gate for it: run uop-extract-gates first (spec 000 section 5 phase 3)"
                    .to_string(),
            ),
            "uop.define_var" => Some("is a symbolic size, which convert-uop-to-scf does not lower: pass it as an index argument".to_string()),
            n if TENSOR_LEVEL.contains(&n) || (ELEMENTWISE.contains(&n) && op.result_at(0).is_some_and(|r| unsafe { mlir_sys::mlirTypeIsARankedTensor(r.r#type().to_raw()) })) => {
                Some("is a tensor-level op: run uop-rangeify and uop-split-kernels first".to_string())
            }
            _ if op.region_count() > 0 => Some("has regions; a kernel graph is flat (ranges are its loops)".to_string()),
            _ => None,
        };
        if let Some(message) = problem {
            emit_error(&op, &message);
            failed = true;
        }
        current = op.next_in_block();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// The kernel's schedule (`uop.schedule`, verified against its ranges and accesses) as the
/// emitter reads it; one sequential loop per range when it has none.
fn plan<'c, 'a>(function: OperationRef<'c, 'a>, body: &BlockRef<'c, 'a>) -> Result<Plan, PassFailed> {
    let scheduled = function.has_attribute(attribute_names::SCHEDULE);
    let ranges = KernelRanges::of(body, scheduled).map_err(|(op, message)| {
        emit_error(&op, &message);
        PassFailed
    })?;
    // A kernel uop-map-gpu-ranges mapped (its grid applied: launch sizes): what is left of its
    // schedule is per-thread.
    if function.has_attribute(attribute_names::GPU_KNOWN_BLOCK_SIZE) {
        return gpu_plan(function, body, &ranges);
    }
    if !scheduled {
        return Ok(Plan::sequential(&ranges));
    }
    let schedule = match kernel::read(&function, &ranges.specs, Target::Cpu) {
        Ok(Some(schedule)) => schedule,
        Ok(None) => return Ok(Plan::sequential(&ranges)),
        Err(message) => {
            emit_error(&function, &message);
            return Err(PassFailed);
        }
    };
    let transposed = check_kernel(&function, body, &ranges, &schedule).map_err(|(op, message)| {
        emit_error(&op, &message);
        PassFailed
    })?;
    let transposed = transposed
        .into_iter()
        .map(|(op, across)| {
            (
                op.to_raw().ptr as usize,
                axe_dialects::ir::read::value_key(ranges.values[across]),
            )
        })
        .collect();
    Ok(Plan::from_schedule(
        &ranges,
        &schedule,
        function.has_attribute(attribute_names::REASSOCIATE),
        transposed,
    ))
}

/// The plan of a mapped GPU kernel: what `uop-map-gpu-ranges` left of its schedule
/// (`axe_schedule::gpu_registers::per_thread`), every range one loop when it left none. Where
/// the block's threads share ranges (`axe_schedule::gpu::shared_ranges`), each shared range is
/// split as (E / (T V) on a loop) x (T on `tx`) x (V on `simd`); else each range on a `reg` or
/// `simd` piece is a register tile (`axe_schedule::gpu_registers::applied_tiles`: one
/// accumulator per point through the reduction, in one vector on `simd`).
fn gpu_plan<'c, 'a>(
    function: OperationRef<'c, 'a>,
    body: &BlockRef<'c, 'a>,
    ranges: &KernelRanges<'c, 'a>,
) -> Result<Plan, PassFailed> {
    let fail = |message: String| {
        emit_error(&function, &message);
        PassFailed
    };
    let schedule = match kernel::read(&function, &ranges.specs, Target::Gpu) {
        Ok(Some(schedule)) => schedule,
        Ok(None) => return Ok(Plan::sequential(ranges)),
        Err(message) => return Err(fail(message)),
    };
    let cannot = |e: axe_schedule::ScheduleError| {
        fail(format!(
            "has a schedule {} that convert-uop-to-scf cannot apply to a gpu kernel: {e}",
            schedule.to_layout()
        ))
    };
    if !axe_schedule::gpu::cooperative(&schedule) {
        let summary = crate::schedule::access::summarize(body, ranges);
        let tiles = axe_schedule::gpu_registers::applied_tiles(&schedule, &summary).map_err(cannot)?;
        let tiles: Vec<(usize, axe_schedule::HwAxis)> = tiles
            .into_iter()
            .map(|(r, axis)| (axe_dialects::ir::read::value_key(ranges.values[r]), axis))
            .collect();
        return Ok(Plan::registers(ranges, &tiles));
    }
    let shared = axe_schedule::gpu::shared_ranges(&schedule).map_err(cannot)?;
    let threads = shared[0].threads;
    let block = axe_dialects::ir::read::i64_array(&function, attribute_names::GPU_KNOWN_BLOCK_SIZE).unwrap_or_default();
    if block != [threads, 1, 1] {
        return Err(fail(format!(
            "has a schedule {} that shares ranges among {threads} threads along x, but gpu.known_block_size is {block:?}: the block is those threads",
            schedule.to_layout()
        )));
    }
    let split: Vec<(usize, i64)> = shared
        .iter()
        .map(|s| (axe_dialects::ir::read::value_key(ranges.values[s.range]), s.lanes))
        .collect();
    Ok(Plan::cooperative(
        ranges,
        &split,
        threads,
        function.has_attribute(attribute_names::REASSOCIATE),
    ))
}

fn lower_kernel<'c, 'a>(context: &'c melior::Context, function: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let Some(body) = function.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(()); // a declaration
    };
    if body.next_in_region().is_some() {
        emit_error(
            &function,
            "is a kernel with more than one block; a kernel graph is one block",
        );
        return Err(PassFailed);
    }
    // A kernel without uop ops is structured already (this pass ran, or it
    // was written by hand): nothing to do.
    let mut has_uop = false;
    for_each_nested(&function, &mut |op| has_uop |= op_name(&op).starts_with("uop."));
    if !has_uop {
        return Ok(());
    }
    check_kernel_ops(function)?;
    let terminator = body.terminator();
    let mut old_ops = Vec::new();
    let mut current = body.first_operation();
    while let Some(op) = current {
        if Some(op) != terminator {
            old_ops.push(op);
        }
        current = op.next_in_block();
    }
    let plan = plan(function, &body)?;
    let deps = RangeDeps::of_block(&body);
    let mut emitter = KernelEmitter::new(context, function, deps, Nest::new(body, terminator), plan);
    for op in &old_ops {
        if op_name(op) == "uop.sink" {
            emitter.sink(op)?;
        }
    }
    if let Some(terminator) = terminator {
        for (i, operand) in terminator.operands().enumerate().collect::<Vec<_>>() {
            let new = emitter.scalar(&terminator, operand)?;
            unsafe { mlir_sys::mlirOperationSetOperand(terminator.to_raw(), i as isize, new.to_raw()) };
        }
    }
    // Users come after their operands in the block: erase from the end.
    for op in old_ops.into_iter().rev() {
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    }
    Ok(())
}

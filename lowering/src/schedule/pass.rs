//! `uop-schedule{target=cpu}` (the gpu target is [`super::gpu`]): gives every kernel (`uop.kernel` function still in uop form) a
//! `uop.schedule`. A schedule the user wrote wins and is only verified; otherwise the heuristics
//! of `axe_schedule::heuristics` pick one. With `reassociate` (the default) a kernel with a float
//! sum or product is marked `uop.reassociate`: its reductions may be split over lanes and
//! accumulators and its multiply-adds fused, a visible choice per kernel. [`check_kernel`] is what the layout alone cannot verify, shared with the
//! lowering: vector lanes only on ranges every access follows contiguously, and float sums and
//! products reordered only where the kernel allows reassociation.

use super::{access, kernel};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::enums::ReduceKind;
use axe_dialects::ir::read::{for_each_nested, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::{emit_error, emit_remark},
    layout_attr,
    pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions},
};
use axe_schedule::{HwAxis, Schedule, Target};
use melior::ir::{
    operation::OperationLike,
    operation::{OperationMutLike, OperationRefMut},
    Attribute, BlockLike, BlockRef, OperationRef, RegionLike, TypeLike, ValueLike,
};

pub static SCHEDULE: PassDefinition = PassDefinition {
    argument: "uop-schedule",
    description: "Give every uop.kernel a schedule (uop.schedule, an #axe.layout over its ranges onto the target's hardware axes): a user's schedule is verified, otherwise one is picked by tinygrad-style heuristics",
    options: &[
        PassOption { name: "target", description: "The target whose axes schedules use: cpu (loop, core, simd, reg) or gpu (bx, by, bz, tx, ty, tz, reg, loop; kernels without launch sizes)", kind: OptionKind::String, default: "cpu" },
        PassOption {
            name: "threads",
            description: "gpu: threads per block along x (1 to 1024)",
            kind: OptionKind::Int,
            default: concat!(axe_schedule::gpu_default_threads!()),
        },
        PassOption {
            name: "upcast",
            description: "gpu: points per thread of the innermost mapped range, a reg piece, when it divides the extent (1: none; at most 256)",
            kind: OptionKind::Int,
            default: concat!(axe_schedule::gpu_default_upcast!()),
        },
        PassOption {
            name: "wgmma",
            description: "gpu: the target has sm_90a's warpgroup MMA: a matmul whose accesses are layouts and whose M is a multiple of 64 gets a warpgroup tiling (one warpgroup per 128 x 128 or 64 x N block) instead of mma.sync's (uop-tensor-cores{wgmma}, which applies it, takes the same value)",
            kind: OptionKind::Bool,
            default: concat!(axe_schedule::gpu_default_wgmma!()),
        },
        PassOption {
            name: "tile",
            description: "gpu: the block tile of C of a matmul on wgmma, as MxN (e.g. 128x256: two warpgroups of 64 x 256), where it divides the output; empty: 128 x 128 where it divides, else 64 rows",
            kind: OptionKind::String,
            default: "",
        },
        PassOption { name: "vector-bytes", description: "Bytes of one SIMD register (32: AVX2, 64: AVX-512, 16: SSE/NEON; 0: this host's widest, as axe-kernels-to-cpu uses)", kind: OptionKind::Int, default: "32" },
        PassOption {
            name: "reassociate",
            description: "Let picked schedules reorder float sums and products (cpu: vector lanes, several accumulators, fused multiply-add; gpu: a block's threads sharing a reduction), as numpy and tinygrad do; marks such kernels uop.reassociate. false: every float reduction keeps its order (max, min and integer reductions are shared by a gpu block either way)",
            kind: OptionKind::Bool,
            default: "true",
        },
        PassOption {
            name: "min-parallel-work",
            description: "Iterations (the output points plus each reduction's points over the ranges it varies with) below which a picked schedule runs on the calling thread, without a core range: a parallel region costs microseconds to open even on one thread (0: every kernel with an output range of 2 or more is spread over the threads)",
            kind: OptionKind::Int,
            default: concat!(axe_schedule::cpu_min_parallel_work!()),
        },
        PassOption {
            name: "search",
            description: "Try the heuristics' pick and this many other legal schedules of each kernel and keep the fastest, like tinygrad's BEAM (0: heuristics only): cpu times random ones on the JIT; gpu runs each of its threads, upcasts and block-shared reductions (a GEMM's tensor-core tilings, then the winner's copy pipelines, written as uop.pipeline) once on the GPU emulator (in tools that link it) and ranks them by a cost model of an H200 fed with the sectors, bank conflicts, bytes, ops and tensor-core operations counted; a remark reports each kernel's times or estimates",
            kind: OptionKind::Int,
            default: "0",
        },
        PassOption {
            name: "random-seed",
            description: "Testing: instead of the heuristics, a random legal schedule per kernel from this seed (0: off); such kernels may reassociate",
            kind: OptionKind::Int,
            default: "0",
        },
    ],
    run,
};

/// The widest SIMD register of the machine running the pass, which is the machine the CPU
/// pipeline compiles for (the JIT and `axe-compile --target=cpu` target the host): 64 bytes
/// with AVX-512F, 32 with AVX, 16 (SSE2, NEON) otherwise.
pub fn host_vector_bytes() -> i64 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512f") {
            return 64;
        }
        if std::arch::is_x86_feature_detected!("avx") {
            return 32;
        }
    }
    16
}

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    match options.string("target") {
        "cpu" => {}
        "gpu" => return super::gpu::run(root, options),
        other => {
            emit_error(
                &root,
                &format!("uop-schedule: unknown target '{other}' (targets: cpu, gpu)"),
            );
            return Err(PassFailed);
        }
    }
    let vector_bytes = match options.int("vector-bytes") {
        0 => host_vector_bytes(),
        n => n,
    };
    if !(1..=256).contains(&vector_bytes) {
        emit_error(
            &root,
            &format!("uop-schedule: vector-bytes must be 0 (this host's) or in [1, 256], got {vector_bytes}"),
        );
        return Err(PassFailed);
    }
    let mut kernels = Vec::new();
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "func.func" && op.has_attribute(attribute_names::KERNEL) {
            kernels.push(op);
        }
    });
    let min_parallel_work = options.int("min-parallel-work");
    if min_parallel_work < 0 {
        emit_error(
            &root,
            &format!("uop-schedule: min-parallel-work must be 0 or more, got {min_parallel_work}"),
        );
        return Err(PassFailed);
    }
    let cpu = axe_schedule::CpuOptions {
        vector_bytes,
        reassociate: options.bool("reassociate"),
        min_parallel_work,
    };
    let random_seed = options.int("random-seed");
    let search = search_option(&root, options)?;
    let mut failed = false;
    for (k, function) in kernels.into_iter().enumerate() {
        let how = match (random_seed, search) {
            (0, 0) => Pick::Heuristic,
            (0, candidates) => Pick::Search(candidates as u64),
            (seed, _) => Pick::Random(seed as u64 ^ (k as u64) << 32),
        };
        failed |= schedule_kernel(function, &cpu, how).is_err();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// The `search` option: how many candidates besides the heuristic's pick (both targets).
pub(super) fn search_option(root: &OperationRef, options: &PassOptions) -> Result<i64, PassFailed> {
    let search = options.int("search");
    if !(0..=10_000).contains(&search) {
        emit_error(
            root,
            &format!("uop-schedule: search must be in [0, 10000], got {search}"),
        );
        return Err(PassFailed);
    }
    Ok(search)
}

fn body_of<'c, 'a>(function: &OperationRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    function.region_at(0).and_then(|r| r.first_block())
}

/// How a kernel without a schedule gets one: the heuristics' pick, the fastest of it and this
/// many random legal schedules, or a random legal schedule from this seed.
#[derive(Clone, Copy)]
enum Pick {
    Heuristic,
    Search(u64),
    Random(u64),
}

fn schedule_kernel(function: OperationRef, cpu: &axe_schedule::CpuOptions, how: Pick) -> Result<(), PassFailed> {
    let Some(body) = body_of(&function) else { return Ok(()) };
    let mut has_range = false;
    for_each_nested(&function, &mut |op| has_range |= op_name(&op) == "uop.range");
    let explicit = function.has_attribute(attribute_names::SCHEDULE);
    if !has_range && !explicit {
        return Ok(()); // lowered already, or nothing to schedule
    }
    let ranges = match kernel::KernelRanges::of(&body, true) {
        Ok(r) => r,
        Err((op, message)) if explicit => {
            emit_error(&op, &message);
            return Err(PassFailed);
        }
        Err(_) => return Ok(()), // dynamic extents stay unscheduled loops
    };
    let schedule = match kernel::read(&function, &ranges.specs, Target::Cpu) {
        Ok(Some(s)) => s,
        // A schedule's layout spans the whole iteration space, which must fit an i64.
        Ok(None)
            if ranges
                .specs
                .iter()
                .try_fold(1i64, |n, r| n.checked_mul(r.extent))
                .is_none() =>
        {
            emit_error(
                &function,
                "uop-schedule: the kernel's iteration space (the product of its range extents) does not fit 64 bits",
            );
            return Err(PassFailed);
        }
        Ok(None) => {
            let summary = access::summarize(&body, &ranges);
            let (picked, reassociate) = match how {
                Pick::Heuristic => (axe_schedule::pick(&summary, cpu), cpu.reassociate),
                Pick::Random(seed) => (axe_schedule::random::random(&summary, cpu.vector_bytes, seed), true),
                Pick::Search(candidates) => (
                    fastest(&function, &body, &ranges, &summary, cpu, candidates),
                    cpu.reassociate,
                ),
            };
            let picked = picked.map_err(|e| {
                emit_error(&function, &format!("uop-schedule: no schedule fits: {e}"));
                PassFailed
            })?;
            let context = function.context();
            let context = axe_dialects::context_of(&context);
            let attribute = layout_attr::from_layout(context, &picked.to_layout());
            let mut writable = unsafe { OperationRefMut::from_raw(function.to_raw()) };
            writable.set_attribute(attribute_names::SCHEDULE, attribute);
            if reassociate && !float_reductions(&body).is_empty() {
                writable.set_attribute(attribute_names::REASSOCIATE, Attribute::unit(context));
                remark_narrow_reorders(&body, &ranges, &picked);
            }
            if !matches!(how, Pick::Random(_)) && axe_schedule::streaming::streams(&summary, &picked) {
                writable.set_attribute(attribute_names::NONTEMPORAL, Attribute::unit(context));
            }
            picked
        }
        Err(message) => {
            emit_error(&function, &message);
            return Err(PassFailed);
        }
    };
    check_kernel(&function, &body, &ranges, &schedule)
        .map(|_| ())
        .map_err(|(op, message)| {
            emit_error(&op, &message);
            PassFailed
        })
}

fn float_reductions<'c, 'a>(body: &BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    let mut current = body.first_operation();
    while let Some(op) = current {
        let float = op.result_at(0).map(|r| r.r#type().is_float()).unwrap_or(false);
        // Max and min are exact in any order.
        let sum_or_product = matches!(ReduceKind::of(&op, "op"), Some(ReduceKind::Add | ReduceKind::Mul));
        if op_name(&op) == "uop.reduce" && float && sum_or_product {
            found.push(op);
        }
        current = op.next_in_block();
    }
    found
}

/// A remark at each sum or product in a float narrower than f32 that `schedule` reorders:
/// such a sum rounds at every step, so another order gives another result, not a nearby one
/// (4,096 f16 ones sum to 2048 in the program's order, to 4096 split over 16 lanes). The
/// reduction's type is its accumulator in Axe (docs/guides/schedules.md); the remark makes the
/// choice visible, and reassociate=false keeps the order.
fn remark_narrow_reorders(body: &BlockRef, ranges: &kernel::KernelRanges, schedule: &Schedule) {
    for op in float_reductions(body) {
        let Some(result) = op.result_at(0) else { continue };
        let ty = result.r#type();
        let width = unsafe { mlir_sys::mlirFloatTypeGetWidth(ty.to_raw()) };
        if width < 32 && reorders(&op, ranges, schedule) {
            emit_remark(
                &op,
                &format!(
                    "a {} reduction in {ty} that the schedule reorders (lanes, several accumulators or another loop order): it rounds differently from the program's order; reassociate=false (axe-compile --reassociate=false) keeps the order",
                    if ReduceKind::of(&op, "op") == Some(ReduceKind::Mul) { "product" } else { "sum" }
                ),
            );
        }
    }
}

/// The reduction's pieces in the order the lowering visits them (loops by stride, then the
/// unrolled points, then lanes) differ from the order of its ranges.
pub fn reorders(reduce: &OperationRef, ranges: &kernel::KernelRanges, schedule: &Schedule) -> bool {
    let mut natural = Vec::new();
    for bound in reduce.operands().skip(1) {
        if let Some(&r) = ranges.position.get(&value_key(bound)) {
            natural.extend(schedule.pieces_of(r).map(|(i, _)| i));
        }
    }
    let mut visited: Vec<usize> = natural
        .iter()
        .copied()
        .filter(|&i| schedule.pieces[i].axis == HwAxis::Loop)
        .collect();
    visited.sort_by_key(|&i| std::cmp::Reverse(schedule.pieces[i].stride));
    visited.extend(
        natural
            .iter()
            .copied()
            .filter(|&i| schedule.pieces[i].axis == HwAxis::Reg),
    );
    let lanes_or_threads = natural
        .iter()
        .any(|&i| matches!(schedule.pieces[i].axis, HwAxis::Simd | HwAxis::Core));
    lanes_or_threads || visited != natural
}

/// The fastest of the heuristics' pick and `candidates` random legal schedules on the CPU JIT
/// (random ones only where `reassociate` allows reordering, as they may); a remark says what
/// was timed.
fn fastest(
    function: &OperationRef,
    body: &BlockRef,
    ranges: &kernel::KernelRanges,
    summary: &axe_schedule::KernelSummary,
    cpu: &axe_schedule::CpuOptions,
    candidates: u64,
) -> Result<Schedule, axe_schedule::ScheduleError> {
    let heuristic = axe_schedule::pick(summary, cpu)?;
    let reassociate = cpu.reassociate;
    if let Some(why) = super::search::unsafe_to_run(function, body, ranges) {
        emit_remark(function, &format!("uop-schedule search skipped: {why}"));
        return Ok(heuristic);
    }
    let context = function.context();
    let context = axe_dialects::context_of(&context);
    let time = |s: &Schedule| {
        let attribute = layout_attr::from_layout(context, &s.to_layout());
        super::search::time_candidate(function, attribute, reassociate)
    };
    let mut best = match time(&heuristic) {
        Ok(t) => (t, heuristic.clone()),
        Err(e) => {
            emit_remark(function, &format!("uop-schedule search skipped: {e}"));
            return Ok(heuristic);
        }
    };
    let first = best.0;
    let mut timed = 1;
    for seed in 1..=candidates {
        if !reassociate {
            break;
        }
        let Ok(candidate) = axe_schedule::random::random(summary, cpu.vector_bytes, seed) else {
            continue;
        };
        if check_kernel(function, body, ranges, &candidate).is_err() {
            continue;
        }
        if let Ok(t) = time(&candidate) {
            timed += 1;
            if t < best.0 {
                best = (t, candidate);
            }
        }
    }
    let us = |d: std::time::Duration| d.as_secs_f64() * 1e6;
    emit_remark(
        function,
        &format!(
            "uop-schedule search: {timed} schedules timed; heuristic {} {:.1} us, fastest {} {:.1} us",
            heuristic.to_layout(),
            us(first),
            best.1.to_layout(),
            us(best.0)
        ),
    );
    Ok(best.1)
}

/// The `uop.index` ops of `body` in order (the order of `KernelSummary::accesses`).
pub fn index_ops<'c, 'a>(body: &BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    let mut current = body.first_operation();
    while let Some(op) = current {
        if op_name(&op) == "uop.index" {
            found.push(op);
        }
        current = op.next_in_block();
    }
    found
}

/// For a load that the simd piece `lane_piece` does not read contiguously: the range it is
/// read along instead, when that range has a `reg` piece as wide as the lanes, innermost (the
/// lowering then loads that many vectors along it and transposes them in registers).
pub fn transposed_across(schedule: &Schedule, access: &axe_schedule::Access, lane_piece: usize) -> Option<usize> {
    let lanes = schedule.pieces[lane_piece];
    schedule.pieces.iter().find_map(|p| {
        let fits = p.axis == HwAxis::Reg && p.extent == lanes.extent && p.inner == 1 && p.range != lanes.range;
        (fits && access.transposable(lanes.range, p.range)).then_some(p.range)
    })
}

/// Loads the lanes read through an in-register transpose: `uop.index` op -> the position of the
/// range they are read along.
pub type TransposedLoads<'c, 'a> = Vec<(OperationRef<'c, 'a>, usize)>;

/// The constraints of a schedule that depend on the kernel's accesses and reductions; returns
/// the loads it reads through an in-register transpose.
pub fn check_kernel<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    body: &BlockRef<'c, 'a>,
    ranges: &kernel::KernelRanges<'c, 'a>,
    schedule: &Schedule,
) -> Result<TransposedLoads<'c, 'a>, (OperationRef<'c, 'a>, String)> {
    let summary = access::summarize(body, ranges);
    let mut transposed = Vec::new();
    for lane_piece in schedule.on_axis(HwAxis::Simd) {
        let r = schedule.pieces[lane_piece].range;
        for (op, a) in index_ops(body).into_iter().zip(&summary.accesses) {
            if !a.varies.contains(&r) || a.unit.contains(&r) {
                continue;
            }
            // Outside an innermost reduction (a channel-lanes convolution's store) an access
            // runs once per output: it is read or written lane by lane. Inside one it would
            // be so at every step.
            let in_reduction = summary.in_inner_loop(a);
            match transposed_across(schedule, a, lane_piece) {
                Some(across) => transposed.push((op, across)),
                None if !in_reduction => {}
                None => return Err((op, format!(
                    "is not contiguous along range #{r}, which the schedule puts on simd lanes, and varies with the range of an innermost reduction (one no other reduction is nested in): its last index must move by 1 with the range and the others not at all (or, for a load, move linearly with it and by 1 along a range whose reg piece is as wide as the lanes, to be transposed in registers); outside an innermost reduction it would be accessed lane by lane"
                ))),
            }
        }
    }
    if !function.has_attribute(attribute_names::REASSOCIATE) {
        for op in float_reductions(body) {
            if reorders(&op, ranges, schedule) {
                return Err((op, format!(
                    "is a float reduction that the schedule reorders (lanes, several accumulators or another loop order), which changes its rounding: add {} to the kernel to allow it",
                    attribute_names::REASSOCIATE
                )));
            }
        }
    }
    Ok(transposed)
}

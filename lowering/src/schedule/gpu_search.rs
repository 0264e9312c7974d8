//! `uop-schedule{target=gpu search=N}`: like tinygrad's BEAM, but ranked by a model instead
//! of a clock (the compiler's machine has no GPU). The candidates are the heuristic's pick and
//! N others (`axe_schedule::gpu_search`; for a matrix product on the tensor cores, the
//! heuristic's tiling and N other tilings, `axe_schedule::gpu_tensor_search`, then the
//! winner's copy pipelines); each is written on a copy of the kernel alone in a module, taken
//! through the GPU path to its outlined `gpu.func` (`crate::gpu::ptx::outline`, what the GPU
//! emulator and the PTX stage start from), run once on the GPU emulator, and its counters
//! (global sectors, shared wavefronts, requested bytes, executed ops, tensor-core operations,
//! cp.async copies in flight, grid, shared memory) are turned into an estimated time on an
//! H200 (`axe_schedule::gpu_cost`). The fastest estimate wins; a remark gives the heuristic's
//! and the winner's estimates and the ranking, so that a GPU run (bench/gpu/search.py) can
//! time the top candidates.
//!
//! The emulator is not part of the compiler: a tool that links it registers it here
//! ([`register_measurer`]: axe-opt and axe-run do). Without one (the pass
//! plugin in a user's mlir-opt) the search says so and keeps the heuristic's schedule.

use axe_dialects::diagnostic::emit_remark;
use axe_dialects::ir::attribute_names;
use axe_dialects::layout_attr;
use axe_schedule::gpu::{GpuKernel, GpuOptions};
use axe_schedule::gpu_cost::{estimate, Estimate, GpuCounters, DEFAULT_REGISTERS, H200};
use axe_schedule::gpu_search::{candidates, GpuCandidate};
use axe_schedule::gpu_tensor_cores::{Contraction, TensorCoreOptions};
use axe_schedule::gpu_tensor_search::{self, PipelineChoice, TensorCoreCandidate};
use axe_schedule::{RangeSpec, Schedule};
use melior::ir::attribute::{AttributeLike, BoolAttribute, IntegerAttribute};
use melior::ir::BlockLike;
use melior::ir::{operation::OperationLike, operation::OperationMutLike, Attribute, Identifier, Module, OperationRef};
use std::{ffi::c_void, sync::OnceLock};

/// Runs the `gpu.func` of the given name in an outlined module once on the GPU emulator, in at
/// most the given number of ops, and returns what it counted.
pub type Measure = fn(&Module, &str, u64) -> Result<GpuCounters, String>;

static MEASURER: OnceLock<Measure> = OnceLock::new();

/// Makes `measure` the search's emulator for this process (the first registration stays).
pub fn register_measurer(measure: Measure) {
    let _ = MEASURER.set(measure);
}

/// Points of a kernel's iteration space past which the search does not emulate it: every
/// candidate runs every thread of every block on the emulator.
pub const MAX_EMULATED_POINTS: i64 = 1 << 20;
/// Ops one candidate's emulated run may execute (each op of a block counts once).
const MAX_STEPS: u64 = 1 << 22;
/// Candidates the ranking remark lists.
const SHOWN: usize = 8;

/// A candidate as the search models it: its schedule, how the ranking names it, what its
/// copy is outlined with, whether its float sum may be reordered, and the registers a thread
/// is assumed to take where the default would be far off (a tensor-core tiling's accumulators).
struct Trial {
    schedule: Schedule,
    label: String,
    outline: crate::gpu::ptx::OutlineOptions,
    reassociate: bool,
    registers: Option<u64>,
    /// The tensor-core copy pipeline the copy carries as `uop.pipeline`, if any.
    pipeline: Option<PipelineChoice>,
}

/// One modelled candidate (its place among the trials).
struct Modelled {
    at: usize,
    counters: GpuCounters,
    estimate: Estimate,
}

/// The schedule of the fastest estimate among the heuristic's pick and `n` other candidates
/// of `function`, with a remark saying what was modelled; the heuristic's pick, with a remark
/// saying why, when the search cannot run. `Err` only when the heuristic has no schedule.
pub fn best(
    function: &OperationRef,
    summary: &GpuKernel,
    options: &GpuOptions,
    wgmma: bool,
    n: usize,
) -> axe_schedule::error::Result<GpuCandidate> {
    let found = candidates(summary, options, n)?;
    let trials: Vec<Trial> = found
        .iter()
        .map(|c| Trial {
            schedule: c.schedule.clone(),
            label: c.describe(),
            outline: crate::gpu::ptx::OutlineOptions {
                threads: c.options.threads,
                upcast: c.options.upcast,
                wgmma,
                ..Default::default()
            },
            reassociate: options.reassociate && c.cooperative,
            registers: None,
            pipeline: None,
        })
        .collect();
    let winner = rank(function, &trials, &summary.ranges, Round::Schedules).unwrap_or(0);
    Ok(found[winner].clone())
}

/// [`best`] for a matrix product on the tensor cores (the contraction `c` of a kernel with
/// ranges `ranges`): the heuristic's tiling and `n` other tilings
/// (`axe_schedule::gpu_tensor_search`), each lowered as `uop-tensor-cores` lowers it with its
/// default pipeline; then at most `n` other pipelines of the winner (stages, K step, wgmmas in
/// flight). The pipeline returned is the one the winner was modelled with (the default where
/// no other beats it), so that `uop-tensor-cores` applies what was ranked whatever its own
/// options; `None` where nothing was modelled (the search skipped) or where `keep_pipeline`
/// (the kernel's own `uop.pipeline`, which its copies carry, is the one modelled and stays).
/// `Err`: why the kernel stays off the tensor cores.
pub fn best_tensor_cores(
    function: &OperationRef,
    ranges: &[RangeSpec],
    c: &Contraction,
    options: &TensorCoreOptions,
    n: usize,
    keep_pipeline: bool,
) -> Result<(TensorCoreCandidate, Option<PipelineChoice>), String> {
    let found = gpu_tensor_search::candidates(ranges, c, options, n)?;
    let trial = |t: &TensorCoreCandidate, pipeline: Option<PipelineChoice>| Trial {
        schedule: t.schedule.clone(),
        label: pipeline.map_or_else(|| t.describe(), |p| p.describe()),
        outline: crate::gpu::ptx::OutlineOptions {
            wgmma: options.wgmma,
            ..Default::default()
        },
        reassociate: true,
        registers: Some(t.accumulators() as u64 + DEFAULT_REGISTERS),
        pipeline,
    };
    let trials: Vec<Trial> = found.iter().map(|t| trial(t, None)).collect();
    let Some(winner) = rank(function, &trials, ranges, Round::Schedules) else {
        return Ok((found[0].clone(), None));
    };
    let winner = found[winner].clone();
    if keep_pipeline {
        return Ok((winner, None));
    }
    let default = PipelineChoice {
        stages: crate::gpu::tensor_cores::STAGES,
        depth: crate::gpu::tensor_cores::DEPTH,
        async_wgmma: false,
    };
    let others = gpu_tensor_search::pipelines(ranges[c.sum].extent, &winner.tiling, default);
    if others.is_empty() {
        return Ok((winner, Some(default)));
    }
    let mut trials = vec![Trial {
        label: default.describe(),
        ..trial(&winner, None)
    }];
    trials.extend(others.iter().take(n).map(|&p| trial(&winner, Some(p))));
    let pipeline = rank(function, &trials, ranges, Round::Pipelines).map(|at| trials[at].pipeline.unwrap_or(default));
    Ok((winner, pipeline))
}

/// What a ranking compares: schedules (the heuristic's first) or the winning tiling's copy
/// pipelines (the default first).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Round {
    Schedules,
    Pipelines,
}

/// The place among `trials` (the heuristic's or default first) of the fastest estimate, with
/// remarks giving the first's and the winner's estimates and the ranking; `None`, with a
/// remark saying why, when the search cannot run (no emulator, a kernel past what it
/// emulates, the first candidate not running).
fn rank(function: &OperationRef, trials: &[Trial], ranges: &[RangeSpec], round: Round) -> Option<usize> {
    let (search, first_name, what) = match round {
        Round::Schedules => ("uop-schedule search", "heuristic", "GPU schedules"),
        Round::Pipelines => ("uop-schedule pipeline search", "default", "pipelines of that tiling"),
    };
    let skipped = |why: &str| {
        emit_remark(
            function,
            &format!("{search} skipped: {why}; the {first_name}'s schedule is kept"),
        );
        None
    };
    let Some(measure) = MEASURER.get() else {
        return skipped("this tool has no GPU emulator to count candidates on (axe-opt and axe-run have one)");
    };
    let points = ranges.iter().fold(1i64, |p, r| p.saturating_mul(r.extent.max(1)));
    if points > MAX_EMULATED_POINTS {
        return skipped(&format!(
            "its {points} iterations are past the {MAX_EMULATED_POINTS} the GPU search emulates"
        ));
    }
    let mut modelled = Vec::new();
    let mut first_error = None;
    for (at, trial) in trials.iter().enumerate() {
        match model(function, trial, *measure) {
            Ok(mut counters) => {
                counters.registers_per_thread = counters.registers_per_thread.or(trial.registers);
                modelled.push(Modelled {
                    at,
                    estimate: estimate(&counters, &H200),
                    counters,
                })
            }
            Err(e) => {
                if modelled.is_empty() && first_error.is_none() {
                    first_error = Some(e);
                }
            }
        }
    }
    let Some(first) = modelled.first().filter(|m| m.at == 0) else {
        let why = first_error.unwrap_or_else(|| "no candidate ran".into());
        return skipped(&format!(
            "the {first_name}'s schedule does not run on the emulator: {why}"
        ));
    };
    let first_text = describe(first, trials);
    // The first of equal estimates wins: the heuristic's pick on a tie.
    let mut ranked: Vec<&Modelled> = modelled.iter().collect();
    ranked.sort_by(|a, b| a.estimate.seconds.total_cmp(&b.estimate.seconds));
    let winner = ranked[0];
    emit_remark(
        function,
        &format!(
            "{search}: {} {what} modelled (H200); {first_name} {first_text}, best {}",
            modelled.len(),
            describe(winner, trials)
        ),
    );
    let ranking: Vec<String> = ranked
        .iter()
        .take(SHOWN)
        .map(|m| {
            let trial = &trials[m.at];
            format!(
                "{} {:.2} us ({})",
                trial.schedule.to_layout(),
                m.estimate.seconds * 1e6,
                trial.label
            )
        })
        .collect();
    emit_remark(function, &format!("{search} ranking: {}", ranking.join("; ")));
    Some(winner.at)
}

/// A candidate's schedule, estimate and the counters behind it.
fn describe(m: &Modelled, trials: &[Trial]) -> String {
    let (c, e) = (&m.counters, &m.estimate);
    let us = |s: f64| s * 1e6;
    // The tensor cores' term and the copy pipeline, where the kernel has them.
    let tensor = if c.mma_sync_flops + c.wgmma_flops > 0 {
        format!(
            "; {} tensor-core operations, {:.2} us; {} cp.async copies in flight",
            c.mma_sync_flops + c.wgmma_flops,
            us(e.tensor_s),
            c.async_copies_in_flight
        )
    } else {
        String::new()
    };
    format!(
        "{} est {:.2} us ({}-bound; global memory: {} sectors for {} at best, {:.2} us at DRAM bandwidth, {:.2} us of request latency; {} shared wavefronts for {}; {} warp instructions{tensor}; {} blocks of {} threads, {} a wave)",
        trials[m.at].schedule.to_layout(),
        us(e.seconds),
        e.limiter,
        c.global_sectors,
        c.global_sectors_ideal,
        us(e.bandwidth_s),
        us(e.latency_s),
        c.shared_wavefronts,
        c.shared_wavefronts_ideal,
        c.warp_instructions,
        c.blocks,
        c.threads_per_block,
        e.blocks_per_sm * H200.sms,
    )
}

/// Counts `trial` on the emulator: a copy of `function` with its schedule, alone in a
/// module, outlined as `axe-translate --axe-to-ptx` does. The copy's diagnostics are kept
/// from the user's; the first error is the reason a candidate does not run.
fn model(function: &OperationRef, trial: &Trial, measure: Measure) -> Result<GpuCounters, String> {
    let context = function.context();
    let context = axe_dialects::context_of(&context);
    let schedule = layout_attr::from_layout(context, &trial.schedule.to_layout());
    let (mut module, name) = super::search::candidate_module(function, schedule, trial.reassociate)?;
    if let (Some(p), Some(mut kernel)) = (trial.pipeline, module.body().first_operation_mut()) {
        kernel.set_attribute(attribute_names::PIPELINE, pipeline_attribute(context, &p));
    }
    let quiet = Quiet::attach(context);
    let outlined = crate::gpu::ptx::outline(&mut module, &trial.outline);
    let error = quiet.detach();
    outlined.map_err(|()| error.unwrap_or_else(|| "the GPU path failed".into()))?;
    measure(&module, &name, MAX_STEPS)
}

/// `p` as `uop.pipeline` spells it: `{async_wgmma = false, depth = 64 : i64, stages = 2 : i64}`.
pub fn pipeline_attribute<'c>(context: &'c melior::Context, p: &PipelineChoice) -> Attribute<'c> {
    let i64_type = melior::ir::r#type::IntegerType::new(context, 64).into();
    let entries = [
        (
            "async_wgmma",
            Attribute::from(BoolAttribute::new(context, p.async_wgmma)),
        ),
        ("depth", IntegerAttribute::new(i64_type, p.depth).into()),
        ("stages", IntegerAttribute::new(i64_type, p.stages).into()),
    ];
    let named: Vec<mlir_sys::MlirNamedAttribute> = entries
        .iter()
        .map(|(name, value)| unsafe {
            mlir_sys::mlirNamedAttributeGet(Identifier::new(context, name).to_raw(), value.to_raw())
        })
        .collect();
    unsafe {
        Attribute::from_raw(mlir_sys::mlirDictionaryAttrGet(
            context.to_raw(),
            named.len() as isize,
            named.as_ptr(),
        ))
    }
}

/// A diagnostic handler that keeps the diagnostics of a candidate's compilation from the
/// user's output, remembering the first error.
struct Quiet {
    context: mlir_sys::MlirContext,
    id: mlir_sys::MlirDiagnosticHandlerID,
    first_error: *mut Option<String>,
}

unsafe extern "C" fn append(text: mlir_sys::MlirStringRef, user: *mut c_void) {
    let out = unsafe { &mut *(user as *mut String) };
    let bytes = unsafe { std::slice::from_raw_parts(text.data as *const u8, text.length) };
    out.push_str(&String::from_utf8_lossy(bytes));
}

unsafe extern "C" fn swallow(diagnostic: mlir_sys::MlirDiagnostic, user: *mut c_void) -> mlir_sys::MlirLogicalResult {
    let first = unsafe { &mut *(user as *mut Option<String>) };
    let error = unsafe { mlir_sys::mlirDiagnosticGetSeverity(diagnostic) }
        == mlir_sys::MlirDiagnosticSeverity_MlirDiagnosticError;
    if error && first.is_none() {
        let mut text = String::new();
        unsafe { mlir_sys::mlirDiagnosticPrint(diagnostic, Some(append), &mut text as *mut String as *mut c_void) };
        *first = Some(text);
    }
    mlir_sys::MlirLogicalResult { value: 1 }
}

impl Quiet {
    fn attach(context: &melior::Context) -> Quiet {
        let first_error = Box::into_raw(Box::new(None::<String>));
        let context = context.to_raw();
        let id = unsafe {
            mlir_sys::mlirContextAttachDiagnosticHandler(context, Some(swallow), first_error as *mut c_void, None)
        };
        Quiet {
            context,
            id,
            first_error,
        }
    }

    /// Restores the user's diagnostics; the first error swallowed, if any.
    fn detach(self) -> Option<String> {
        unsafe {
            mlir_sys::mlirContextDetachDiagnosticHandler(self.context, self.id);
            *Box::from_raw(self.first_error)
        }
    }
}

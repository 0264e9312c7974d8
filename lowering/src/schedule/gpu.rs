//! `uop-schedule{target=gpu}`: gives every uop kernel not mapped yet (no launch sizes) a GPU
//! schedule, the `uop.schedule` layout over `bx`/`by`/`bz`, `tx`/`ty`/`tz`, `reg` and `loop`
//! that `uop-map-gpu-ranges` applies, or, for a matrix product of f16 or bf16 inputs
//! (`crate::gpu::tensor_cores::recognize`), a tensor-core tiling over `by`/`bx`/`bz`, `warp`,
//! `lane`, `reg` and `loop` (`axe_schedule::gpu_tensor_cores::choose`, options `wgmma` and
//! `tile`) that `uop-tensor-cores` applies. A schedule the user wrote wins and is only verified
//! (an error names the piece the GPU lowering cannot take); otherwise `axe_schedule::gpu::pick`
//! picks one from what this file
//! reads of the kernel: its ranges, which of them its store's end maps, and whether a block may
//! share its reductions (`cooperative::shape`), its upcast ranges and how its accesses move
//! with its ranges (whether a register tile may be one vector, `axe_schedule::gpu_registers`).
//! A cooperative pick (a `tx` piece on each reduction's innermost range) also writes
//! `uop.reassociate` for a float sum it reorders. With `search=N` the general path's schedule
//! is the best of the heuristic's and N others by the cost model ([`super::gpu_search`]), and
//! so is a tensor-core kernel's tiling.

use super::kernel;
use crate::gpu::map_ranges::StoreRanges;
use crate::gpu::{cooperative, map_ranges};
use axe_dialects::diagnostic::{emit_error, emit_remark};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::enums::AxisKind;
use axe_dialects::ir::read::{defining_op, for_each_nested, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::layout_attr;
use axe_dialects::pass::{PassFailed, PassOptions};
use axe_schedule::gpu::{applicable, cooperative as shares_reductions, pick, GpuKernel, GpuOptions};
use axe_schedule::gpu_tensor_cores::{self, TensorCoreOptions};
use axe_schedule::{Schedule, Target};
use melior::ir::{
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Attribute, BlockRef, OperationRef, RegionLike,
};

/// The search's candidates per kernel (`search`; 0: the heuristic alone) and the target's
/// wgmma, which the candidates are outlined with.
#[derive(Clone, Copy)]
struct Search {
    candidates: usize,
    wgmma: bool,
}

/// The pass on the gpu target: `threads`, `upcast`, `reassociate`, `wgmma`, `tile` and
/// `search` are its options.
pub fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let gpu = GpuOptions {
        threads: options.int("threads"),
        upcast: options.int("upcast"),
        reassociate: options.bool("reassociate"),
    };
    if let Err(e) = gpu.check() {
        emit_error(&root, &format!("uop-schedule: {e}"));
        return Err(PassFailed);
    }
    let tile = Some(options.string("tile"))
        .filter(|t| !t.is_empty())
        .map(crate::gpu::tensor_cores::parse_tile)
        .transpose();
    let tensor_cores = match tile {
        Ok(tile) => TensorCoreOptions {
            wgmma: options.bool("wgmma"),
            tile,
        },
        Err(message) => {
            emit_error(&root, &format!("uop-schedule: {message}"));
            return Err(PassFailed);
        }
    };
    let search = super::pass::search_option(&root, options)?;
    let search = Search {
        candidates: search as usize,
        wgmma: tensor_cores.wgmma,
    };
    let mut kernels = Vec::new();
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "func.func"
            && op.has_attribute(attribute_names::KERNEL)
            && !op.has_attribute(attribute_names::GPU_KNOWN_GRID_SIZE)
        {
            kernels.push(op);
        }
    });
    let mut failed = false;
    for function in kernels {
        failed |= schedule_kernel(function, &gpu, &tensor_cores, search).is_err();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

fn schedule_kernel(
    function: OperationRef,
    options: &GpuOptions,
    tensor_cores: &TensorCoreOptions,
    search: Search,
) -> Result<(), PassFailed> {
    let Some(body) = function.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut has_range = false;
    for_each_nested(&function, &mut |op| has_range |= op_name(&op) == "uop.range");
    let explicit = function.has_attribute(attribute_names::SCHEDULE);
    if !has_range && !explicit {
        return Ok(()); // a scalar kernel: one thread, nothing to schedule
    }
    if explicit && search.candidates > 0 {
        emit_remark(
            &function,
            "uop-schedule search skipped: the kernel has its own schedule, which wins and is only verified",
        );
    }
    if explicit {
        // A user's tensor-core schedule: verified as uop-tensor-cores reads it.
        match crate::gpu::tensor_cores::scheduled(&function, &body, tensor_cores.wgmma) {
            Ok(Some(_)) => return Ok(()),
            Ok(None) => {}
            Err((op, message)) => {
                emit_error(&op, &message);
                return Err(PassFailed);
            }
        }
    }
    if !explicit && pick_tensor_cores(function, &body, options, tensor_cores, search)? {
        return Ok(());
    }
    let store = map_ranges::store_ranges(function, &body).map_err(map_ranges::located)?;
    if store.end.is_none() && !explicit {
        return Ok(()); // a scalar store: one thread, its ranges loops (uop-map-gpu-ranges)
    }
    let ranges = kernel::KernelRanges::of(&body, true).map_err(map_ranges::located)?;
    if explicit {
        let schedule = match kernel::read(&function, &ranges.specs, Target::Gpu) {
            Ok(Some(s)) => s,
            Ok(None) => return Ok(()),
            Err(message) => {
                emit_error(&function, &message);
                return Err(PassFailed);
            }
        };
        // A user's schedule shares a float sum among threads only where the kernel says
        // uop.reassociate itself, as on the CPU.
        let summary = describe(
            &body,
            &store,
            &ranges,
            function.has_attribute(attribute_names::REASSOCIATE),
        );
        return applicable(&schedule, &summary).map(|_| ()).map_err(|e| {
            emit_error(
                &function,
                &format!(
                    "has a schedule {} that the gpu target cannot apply: {e}",
                    schedule.to_layout()
                ),
            );
            PassFailed
        });
    }
    let reassociate = options.reassociate || function.has_attribute(attribute_names::REASSOCIATE);
    let summary = describe(&body, &store, &ranges, reassociate);
    let picked = match search.candidates {
        0 => pick(&summary, options),
        n => super::gpu_search::best(&function, &summary, options, search.wgmma, n).map(|c| c.schedule),
    };
    let picked = picked.map_err(|e| {
        emit_error(&function, &format!("uop-schedule: no gpu schedule fits: {e}"));
        PassFailed
    })?;
    write_schedule(function, &picked, shares_reductions(&picked) && reassociate);
    Ok(())
}

/// Writes `schedule` as the kernel's `uop.schedule`, and `uop.reassociate` where `reassociate`.
fn write_schedule(function: OperationRef, schedule: &Schedule, reassociate: bool) {
    let context = function.context();
    let context = axe_dialects::context_of(&context);
    let mut writable = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    writable.set_attribute(
        attribute_names::SCHEDULE,
        layout_attr::from_layout(context, &schedule.to_layout()),
    );
    if reassociate {
        writable.set_attribute(attribute_names::REASSOCIATE, Attribute::unit(context));
    }
}

/// The tensor-core choice: a matrix product whose sum may be reordered gets the tiling of
/// `gpu_tensor_cores::choose` as its schedule (with `uop.reassociate`), or with `search` the
/// best of it and other tilings by the cost model ([`super::gpu_search::best_tensor_cores`]);
/// `false` leaves the kernel to the general heuristic, with a remark where it is written as a
/// matrix product.
fn pick_tensor_cores(
    function: OperationRef,
    body: &BlockRef,
    options: &GpuOptions,
    tensor_cores: &TensorCoreOptions,
    search: Search,
) -> Result<bool, PassFailed> {
    if !(options.reassociate || function.has_attribute(attribute_names::REASSOCIATE)) {
        return Ok(false);
    }
    let Ok(ranges) = kernel::KernelRanges::of(body, true) else {
        return Ok(false);
    };
    // A kernel written as a matrix product that stays on the general path says why.
    let stays = |why: String| {
        emit_remark(&function, &format!("stays off the tensor cores: {why}"));
        Ok(false)
    };
    let found = match crate::gpu::tensor_cores::recognize(body, &ranges) {
        Ok((_, found)) => found,
        Err(why) if crate::gpu::tensor_cores::sums_products(body) => return stays(why),
        Err(_) => return Ok(false),
    };
    let choice = match gpu_tensor_cores::choose(&ranges.specs, &found, tensor_cores) {
        Ok(choice) => choice,
        Err(why) => return stays(why),
    };
    for remark in &choice.remarks {
        emit_remark(&function, remark);
    }
    let picked = match search.candidates {
        0 => choice
            .tiling
            .schedule(&ranges.specs, &found)
            .map(|s| (s, None))
            .map_err(|e| e.0),
        n => {
            let keep_pipeline = function.has_attribute(attribute_names::PIPELINE);
            super::gpu_search::best_tensor_cores(&function, &ranges.specs, &found, tensor_cores, n, keep_pipeline)
                .map(|(c, pipeline)| (c.schedule, pipeline))
        }
    };
    let (schedule, pipeline) = picked.map_err(|e| {
        emit_error(&function, &format!("has no tensor-core schedule: {e}"));
        PassFailed
    })?;
    write_schedule(function, &schedule, true);
    // The copy pipeline the search modelled its winner with: uop-tensor-cores applies it, not
    // its own options, so what runs is what was ranked.
    if let Some(p) = pipeline {
        let context = function.context();
        let attribute = super::gpu_search::pipeline_attribute(axe_dialects::context_of(&context), &p);
        let mut writable = unsafe { OperationRefMut::from_raw(function.to_raw()) };
        writable.set_attribute(attribute_names::PIPELINE, attribute);
    }
    Ok(true)
}

/// What the GPU heuristic and the checks of a schedule read of a kernel whose body is `body`,
/// whose store closes `store` and whose ranges are `ranges` (`reassociate`: whether a block may
/// reorder a float sum), shared by `uop-schedule{target=gpu}` and `uop-map-gpu-ranges`.
pub(crate) fn describe<'c, 'a>(
    body: &BlockRef<'c, 'a>,
    store: &StoreRanges<'c, 'a>,
    ranges: &kernel::KernelRanges<'c, 'a>,
    reassociate: bool,
) -> GpuKernel {
    let position = |v: &melior::ir::Value| ranges.position[&value_key(*v)];
    GpuKernel {
        ranges: ranges.specs.clone(),
        mapped: store.mapped.iter().map(position).collect(),
        kept: store.kept.iter().map(position).collect(),
        may_upcast: !store.kept_upcast() && store.max_axis < i64::MAX,
        cooperative: cooperative::shape(body, store, ranges, reassociate),
        upcast: (0..ranges.values.len())
            .filter(|&i| {
                defining_op(ranges.values[i]).is_some_and(|r| AxisKind::of(&r, "kind") == Some(AxisKind::Upcast))
            })
            .collect(),
        accesses: super::access::summarize(body, ranges),
    }
}

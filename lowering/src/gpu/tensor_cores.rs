//! `uop-tensor-cores`: applies the tensor-core schedules `uop-schedule{target=gpu}` chose (or a
//! user wrote): a kernel that is a matrix product of f16 or bf16 inputs summed in f32
//! ([`contraction`]) and whose `uop.schedule` is a tensor-core tiling
//! ([`axe_schedule::gpu_tensor_cores`]: the `mma.sync` m16n8k16 atom's C fragment tiled by atoms
//! per warp, warps per block and blocks per grid, or sm_90a's wgmma accumulator in block tiles of
//! one or two warpgroups, over `by`, `bx`, `warp`, `lane` and `reg`) runs on the tensor cores with
//! that tiling. The pass decides nothing: a kernel without such a schedule stays as it is.
//!
//! Where each access is a layout (an argument at `offset + sum stride * range`, [`operators`]),
//! the kernel is written as an Axe program with that tiling ([`axe_program`]: global tensors
//! with the accesses' layouts, shared stages as the options allow, mma.sync fragments, or on
//! wgmma one or two warpgroups per block tile, their gemms in flight with `async-wgmma`) and
//! lowered by `axe-dispatch-gpu`, which picks every copy's and gemm's schedule from the layouts;
//! the kernel function it makes replaces the uop kernel under its name (a batch on the grid's
//! z). Otherwise (an index that is not a layout, e.g. a `floormod` view) [`emit`] writes the
//! kernel from the same layouts itself (scf, memref, `nvgpu.mma.sync`), recomputing the
//! kernel's index arithmetic at each element. Either way the kernel function carries its launch
//! sizes and no `uop.schedule` (it is applied), so `uop-map-gpu-ranges` and
//! `convert-uop-to-scf` leave it as it is.
//!
//! (A bf16 `nvgpu.mma.sync` reaches PTX through [`super::bf16_mma`], since upstream's NVVM
//! conversion cannot type it.) The tensor cores sum in an order of their own, so the kernel must
//! say `uop.reassociate` (which `uop-schedule` writes where its `reassociate` allows).

mod axe_program;
mod cluster;

pub use axe_program::{DEPTH, DEPTHS, STAGES};
pub use tile_order::{Persistent, BLOCKS as PERSISTENT_BLOCKS, GROUP_ROWS};
mod contiguity;
mod contraction;
pub(crate) mod emit;
mod operators;
pub(crate) mod pipeline;
mod products;
mod stage_layouts;
pub(crate) mod staging;
mod tile_order;

use crate::gpu::dispatch::options as dispatch_options;
use crate::schedule::kernel;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{for_each_nested, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::{emit_error, emit_error_at, emit_remark},
    pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions},
};
use axe_program::{Pipeline, Product};
use axe_schedule::gpu_tensor_cores::{read as tiling_of, Contraction, Tiling};
use axe_schedule::Target;
use melior::ir::{operation::OperationLike, BlockRef, OperationRef, RegionLike};

pub static TENSOR_CORES_PASS: PassDefinition = PassDefinition {
    argument: "uop-tensor-cores",
    description: "Run the kernels whose uop.schedule is a tensor-core tiling (chosen by uop-schedule{target=gpu}: the mma.sync m16n8k16 atom's fragment layouts tiled over registers, warps and blocks, or sm_90a's wgmma in warpgroup tiles) on the tensor cores with that tiling; where the accesses are layouts, written as Axe operators and lowered by axe-dispatch-gpu",
    options: &[
        PassOption {
            name: "wgmma",
            description: "The target has sm_90a's warpgroup MMA: a schedule that is a warpgroup tiling runs on wgmma (uop-schedule{wgmma}, which chooses the tiling, takes the same value)",
            kind: OptionKind::Bool,
            default: concat!(axe_schedule::gpu_default_wgmma!()),
        },
        dispatch_options::TMA,
        dispatch_options::EMPTY_BARRIERS,
        dispatch_options::PRODUCER_WARPGROUP,
        dispatch_options::SPECIALIZE_ROLES,
        dispatch_options::STMATRIX,
        dispatch_options::MAX_SHARED_BYTES,
        PassOption {
            name: "cluster-rows",
            description: "With wgmma and tma: blocks of this many consecutive tile rows (1 or 2) run as one thread block cluster (an axe.cluster layout S[2:1@by] on the Axe program), so that B's stage tiles, which they share, are loaded once per cluster: each block issues half of their TMA boxes, multicast to both, and its own tile of A; a stage is refilled after a cluster barrier, or with empty-barriers (and producer-warpgroup) once every thread of both blocks has arrived on the issuer's empty mbarrier (each thread arrives on its own block's and, through mapa, on the peer's). With persistent, persistent-blocks / 2 clusters (at least one) loop over bands of two tile rows in grouped order, each block taking its rank's row of the band. On mma.sync, without tma, or on an odd number of tile rows the kernel runs without clusters, with a remark",
            kind: OptionKind::Int,
            default: "1",
        },
        PassOption {
            name: "stages",
            description: "The most stages of shared tiles where the accesses are layouts (2 to 8; as many as fit in max-shared-bytes); a kernel's uop.pipeline = {stages = S} wins",
            kind: OptionKind::Int,
            default: "3",
        },
        PassOption {
            name: "depth",
            description: "The deepest K step of a stage where the accesses are layouts (16, 32 or 64): the deepest up to it that divides K; a kernel's uop.pipeline = {depth = D} wins",
            kind: OptionKind::Int,
            default: "32",
        },
        PassOption {
            name: "async-wgmma",
            description: "Keep each K step's wgmmas in flight while the next step's tiles are awaited (axe.gemm ... async, axe.wait_gemm 1), where three stages or more fit: one step fewer is copied ahead; a kernel's uop.pipeline = {async_wgmma = B} wins",
            kind: OptionKind::Bool,
            default: "false",
        },
        PassOption {
            name: "persistent",
            description: "A persistent kernel where the accesses are layouts: persistent-blocks blocks (about one per SM) each loop over output tiles in grouped order (group-rows tile rows at a time, an Axe layout from the tile's place to its block coordinates), the copy pipeline's mbarrier phases running on across tiles, each tile's epilogue before the next tile's copies",
            kind: OptionKind::Bool,
            default: "false",
        },
        PassOption {
            name: "persistent-blocks",
            description: "With persistent: the blocks of the grid (1 or more; at most one per tile): 132, the SMs of an H200, by default",
            kind: OptionKind::Int,
            default: "132",
        },
        PassOption {
            name: "group-rows",
            description: "With persistent: the tile rows a group of tiles spans (1 or more), lowered to the largest divisor of the tile rows up to it so that the order stays one layout",
            kind: OptionKind::Int,
            default: "8",
        },
        PassOption {
            name: "tma-store",
            description: "With wgmma and tma, for a 16-bit output: the epilogue converts the accumulators to the output type and stores them to a shared staging tile (an axe.copy registers -> shared, stmatrix with stmatrix=true), from which one TMA store a tile writes C (cp.async.bulk.tensor, its bulk group waited for before the tile is written again); an f32 output, a tensor map that cannot describe C, or a producer warpgroup keeps the stores from registers, with a remark",
            kind: OptionKind::Bool,
            default: "false",
        },
    ],
    run,
};

fn run(root: melior::ir::OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let wgmma = options.bool("wgmma");
    let gpu = dispatch_options::DispatchOptions::read(options);
    let pipeline = Pipeline {
        stages: options.int("stages"),
        depth: options.int("depth"),
        async_gemm: options.bool("async-wgmma"),
        persistent: options.bool("persistent").then(|| tile_order::Persistent {
            blocks: options.int("persistent-blocks"),
            group_rows: options.int("group-rows"),
        }),
        tma_store: options.bool("tma-store"),
        cluster_rows: options.int("cluster-rows"),
    };
    if let Err(why) = pipeline::check(&pipeline) {
        emit_error_at(root.location(), &format!("uop-tensor-cores: {why}"));
        return Err(PassFailed);
    }
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut kernels = Vec::new();
    for_each_nested(&root, &mut |op| {
        let eligible = op_name(&op) == "func.func"
            && op.has_attribute(attribute_names::KERNEL)
            && !op.has_attribute(attribute_names::GPU_KNOWN_GRID_SIZE);
        if eligible && op.has_attribute(attribute_names::SCHEDULE) {
            kernels.push(op);
        }
    });
    let mut failed = false;
    for function in kernels {
        let Some(body) = function.region_at(0).and_then(|r| r.first_block()) else {
            continue;
        };
        let (found, tiling) = match scheduled(&function, &body, wgmma) {
            Ok(Some(scheduled)) => scheduled,
            Ok(None) => continue,
            Err((op, message)) => {
                emit_error(&op, &message);
                failed = true;
                continue;
            }
        };
        // A bad persistent schedule is reported at each kernel it would apply to.
        let checked = pipeline::of_kernel(&function, pipeline).and_then(|pipeline| {
            match pipeline.persistent.map(|p| p.check()) {
                Some(Err(why)) => Err(format!("uop-tensor-cores: {why}")),
                _ => Ok(pipeline),
            }
        });
        let pipeline = match checked {
            Ok(pipeline) => pipeline,
            Err(message) => {
                emit_error(&function, &message);
                failed = true;
                continue;
            }
        };
        // `apply` may have erased the function when it fails: its location is taken first.
        let location = function.location();
        if let Err(message) = apply(context, function, &body, &found, tiling, &gpu, pipeline) {
            emit_error_at(
                location,
                &format!("'func.func' op cannot be lowered to tensor cores: {message}"),
            );
            failed = true;
        }
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// What a tensor-core schedule is applied to: the contraction found in the kernel, and the one
/// `uop-schedule` reads of it ([`axe_schedule::gpu_tensor_cores::Contraction`]).
pub(crate) fn recognize<'c, 'a>(
    body: &BlockRef<'c, 'a>,
    ranges: &kernel::KernelRanges<'c, 'a>,
) -> Result<(contraction::Contraction<'c, 'a>, Contraction), String> {
    let found = contraction::find(body)?;
    let position = |r: contraction::Ranged| ranges.position[&value_key(r.value)];
    let read = Contraction {
        rows: position(found.rows),
        cols: position(found.cols),
        sum: position(found.sum),
        batch: found.batch.map(position),
        input: found.input,
        layouts: operators::operands(body, &found).is_some(),
    };
    Ok((found, read))
}

/// Whether `body` sums products: a kernel written as a matrix product, whose staying off the
/// tensor cores `uop-schedule` reports, since whoever wrote it expects them.
pub(crate) fn sums_products(body: &BlockRef) -> bool {
    contraction::sums_products(body)
}

/// Whether `function`'s `uop.schedule` is a tensor-core schedule (pieces on `warp` or `lane`,
/// which the general GPU schedules do not use).
pub(crate) fn has_tensor_core_schedule(function: &OperationRef) -> bool {
    let Ok(attribute) = function.attribute(attribute_names::SCHEDULE) else {
        return false;
    };
    let Some(Ok(layout)) = axe_dialects::layout_attr::to_layout(attribute) else {
        return false;
    };
    layout
        .shard()
        .iter()
        .any(|i| matches!(i.axis().name(), "warp" | "lane"))
}

/// The contraction and tiling of a kernel written as a matrix product (a sum of products) whose
/// `uop.schedule` is a tensor-core schedule (on a target with wgmma where `wgmma`); `Ok(None)`
/// for any other kernel (whose pieces on `warp` or `lane` the general GPU schedule refuses); an
/// error, at the op to report it at, when the schedule is one that the kernel or the tensor
/// cores cannot take.
pub(crate) fn scheduled<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    body: &BlockRef<'c, 'a>,
    wgmma: bool,
) -> Result<Option<(contraction::Contraction<'c, 'a>, Tiling)>, (OperationRef<'c, 'a>, String)> {
    if !has_tensor_core_schedule(function) || !contraction::sums_products(body) {
        return Ok(None);
    }
    let ranges = kernel::KernelRanges::of(body, true)?;
    let schedule = match kernel::read(function, &ranges.specs, Target::Gpu) {
        Ok(Some(schedule)) => schedule,
        Ok(None) => return Ok(None),
        Err(message) => return Err((*function, message)),
    };
    let layout = schedule.to_layout();
    let (found, read) = recognize(body, &ranges).map_err(|why| {
        (
            *function,
            format!("has a tensor-core schedule {layout} (pieces on warp and lane), but is no matrix product the tensor cores take: {why}"),
        )
    })?;
    if !function.has_attribute(attribute_names::REASSOCIATE) {
        return Err((
            *function,
            format!(
                "has a tensor-core schedule {layout}, which sums in an order of its own: add {} to the kernel to allow it",
                attribute_names::REASSOCIATE
            ),
        ));
    }
    let tiling = tiling_of(&schedule, &read, wgmma).map_err(|e| {
        (
            *function,
            format!("has a schedule {layout} that the tensor cores cannot apply: {e}"),
        )
    })?;
    Ok(Some((found, tiling)))
}

/// Lowers `function` to the tensor cores with `tiling`: through the Axe operators where the
/// accesses are layouts, else by the emitter of its own (mma.sync only).
fn apply<'c, 'a>(
    context: &'c melior::Context,
    function: OperationRef<'c, 'a>,
    body: &BlockRef<'c, 'a>,
    found: &contraction::Contraction<'c, 'a>,
    tiling: Tiling,
    gpu: &dispatch_options::DispatchOptions,
    pipeline: Pipeline,
) -> Result<(), String> {
    let lowered = match tiling {
        Tiling::Wgmma(t) => operators::lower(context, function, body, found, Product::Wgmma(t), gpu, pipeline)?
            .ok_or("its accesses are no layouts, which wgmma's operands in shared memory need")?,
        Tiling::MmaSync(t) => {
            if pipeline.async_gemm {
                emit_remark(
                    &function,
                    "runs on mma.sync, so async-wgmma does not apply: its schedule is an mma.sync tiling (a warpgroup tiling needs uop-schedule{wgmma=true}, sm_90a)",
                );
            }
            match operators::lower(context, function, body, found, Product::MmaSync(t), gpu, pipeline)? {
                Some(lowered) => lowered,
                None => {
                    emit::emit(context, function, body, found, &t)?;
                    let grid = [t.blocks[1], t.blocks[0], found.batch.map_or(1, |b| b.extent)];
                    super::map_ranges::set_launch(context, function, [t.threads(), 1, 1], grid);
                    function
                }
            }
        }
    };
    mark(context, lowered);
    Ok(())
}

/// The deepest K step of a stage (`--gemm-depth`): 16, 32 or 64.
pub fn parse_depth(text: &str) -> Result<i64, String> {
    text.parse::<i64>()
        .ok()
        .filter(|d| DEPTHS.contains(d))
        .ok_or_else(|| format!("'{text}' is no K step: 16, 32 or 64"))
}

/// A block tile `MxN` (`uop-schedule{tile}`, `--gemm-tile`).
pub fn parse_tile(text: &str) -> Result<[i64; 2], String> {
    let parsed = text
        .split_once('x')
        .and_then(|(m, n)| Some([m.parse::<i64>().ok()?, n.parse::<i64>().ok()?]));
    match parsed {
        Some([m, n]) if m > 0 && n > 0 => Ok([m, n]),
        _ => Err(format!(
            "'{text}' is no tile: a tile is MxN, two positive numbers such as 128x256"
        )),
    }
}

/// Marks the lowered kernel function: its sum is reordered, and its schedule is applied (the
/// function the Axe operators make has none; the emitter's keeps the uop kernel's attributes).
fn mark(context: &melior::Context, function: OperationRef) {
    use melior::ir::operation::OperationMutLike;
    let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(function.to_raw()) };
    let _ = writable.remove_attribute(attribute_names::SCHEDULE);
    writable.set_attribute(
        attribute_names::REASSOCIATE,
        melior::ir::attribute::Attribute::unit(context),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pass writes its defaults as text: they are the constants axe-translate's flags take.
    #[test]
    fn persistent_defaults_are_the_constants() {
        let default = |name: &str| {
            TENSOR_CORES_PASS
                .options
                .iter()
                .find(|o| o.name == name)
                .map(|o| o.default)
                .expect("the option")
        };
        assert_eq!(default("persistent-blocks"), PERSISTENT_BLOCKS.to_string());
        assert_eq!(default("group-rows"), GROUP_ROWS.to_string());
        assert_eq!(default("stages"), STAGES.to_string());
        assert_eq!(default("depth"), DEPTH.to_string());
    }
}

//! `uop-tensor-cores`: kernels that are a matrix product of f16 or bf16 inputs summed in f32
//! ([`contraction`]) run on the tensor cores, the schedule chosen as Axe layouts: the
//! `mma.sync` m16n8k16 atom's fragment layouts tiled by atoms per warp, warps per block and
//! blocks per grid ([`axe_schedule::mma::TensorCoreTiling`]). The kernel's output layout over
//! `by`, `bx`, `warp`, `lane` and `reg` is recorded on its kernel function as
//! `uop.tensor_cores`.
//!
//! Where each access is a layout (an argument at `offset + sum stride * range`, [`operators`]),
//! the kernel is written as an Axe program with that tiling ([`axe_program`]: global tensors
//! with the accesses' layouts, shared stages as the options allow, mma.sync fragments, or with
//! `wgmma` one or two warpgroups per block tile of `tile`, their gemms in flight with
//! `async-wgmma`) and lowered by `axe-dispatch-gpu`, which picks every copy's and gemm's schedule from the layouts; the
//! kernel function it makes replaces the uop kernel under its name (a batch on the grid's z). Otherwise (an index that is not a layout, e.g. a `floormod` view) [`emit`]
//! writes the kernel from the same layouts itself (scf, memref, `nvgpu.mma.sync`), recomputing
//! the kernel's index arithmetic at each element. Either way the kernel function carries its
//! launch sizes, so `uop-map-gpu-ranges` and `convert-uop-to-scf` leave it as it is.
//!
//! (A bf16 `nvgpu.mma.sync` reaches PTX through [`super::bf16_mma`], since upstream's NVVM
//! conversion cannot type it.) A kernel stays on the general path when its extents are not
//! multiples of the atom's (m 16, n 8, k 16), when it has a schedule of its own, or when its
//! float sum may not be reassociated (the tensor core sums in an order of its own;
//! `reassociate=false` and no `uop.reassociate` on the kernel).

mod axe_program;

pub use axe_program::{DEPTH, DEPTHS, STAGES};
mod contiguity;
mod contraction;
pub(crate) mod emit;
mod operators;
pub(crate) mod staging;

use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::{
    diagnostic::{emit_error, emit_error_at, emit_remark},
    pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions},
};
use axe_program::{Pipeline, Product};
use axe_schedule::mma::{MmaAtom, MmaInput, Operand, TensorCoreTiling};
use axe_schedule::wgmma::WgmmaTiling;
use melior::ir::{operation::OperationLike, RegionLike};

/// The kernel attribute: the output's layout over the grid, warps, lanes and registers.
pub const TENSOR_CORES: &str = "uop.tensor_cores";

pub static TENSOR_CORES_PASS: PassDefinition = PassDefinition {
    argument: "uop-tensor-cores",
    description: "Run kernels that are a matrix product of f16 or bf16 inputs summed in f32 on the tensor cores (mma.sync m16n8k16), scheduled by the atom's fragment layouts tiled over registers, warps and blocks; where the accesses are layouts, written as Axe operators and lowered by axe-dispatch-gpu (with wgmma=true on sm_90a's wgmma where M is a multiple of 64)",
    options: &[
        PassOption {
            name: "reassociate",
            description: "Let the tensor cores reorder the f32 sum (else only kernels marked uop.reassociate use them)",
            kind: OptionKind::Bool,
            default: "true",
        },
        PassOption {
            name: "wgmma",
            description: "Multiply with sm_90a's warpgroup MMA (wgmma from shared memory, one warpgroup per 128 x 128 or 64 x N block) where the accesses are layouts, instead of mma.sync",
            kind: OptionKind::Bool,
            default: "false",
        },
        PassOption {
            name: "tma",
            description: "Stage the tiles with TMA copies on mbarriers (sm_90) where every copy of the kernel can be one, instead of cp.async (axe-dispatch-gpu{tma=true})",
            kind: OptionKind::Bool,
            default: "false",
        },
        PassOption {
            name: "empty-barriers",
            description: "With tma: no block barrier in the K loop; the stages are freed on empty mbarriers (axe-dispatch-gpu{empty-barriers=true})",
            kind: OptionKind::Bool,
            default: "false",
        },
        PassOption {
            name: "max-shared-bytes",
            description: "Shared memory a block may have (axe-dispatch-gpu's option of that name): the stages fit in it",
            kind: OptionKind::Int,
            default: "232448",
        },
        PassOption {
            name: "stages",
            description: "The most stages of shared tiles where the accesses are layouts (2 to 8; as many as fit in max-shared-bytes)",
            kind: OptionKind::Int,
            default: "3",
        },
        PassOption {
            name: "depth",
            description: "The deepest K step of a stage where the accesses are layouts (16, 32 or 64): the deepest up to it that divides K",
            kind: OptionKind::Int,
            default: "32",
        },
        PassOption {
            name: "async-wgmma",
            description: "Keep each K step's wgmmas in flight while the next step's tiles are awaited (axe.gemm ... async, axe.wait_gemm 1), where three stages or more fit: one step fewer is copied ahead",
            kind: OptionKind::Bool,
            default: "false",
        },
        PassOption {
            name: "tile",
            description: "The block tile of C for wgmma, as MxN (e.g. 128x256: two warpgroups of 64 x 256), where it divides the output; empty: 128 x 128, one warpgroup",
            kind: OptionKind::String,
            default: "",
        },
    ],
    run,
};

fn run(root: melior::ir::OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let reassociate = options.bool("reassociate");
    let wgmma = options.bool("wgmma");
    let gpu = crate::gpu::dispatch::kernel::GpuOptions {
        tma: options.bool("tma"),
        empty_barriers: options.bool("empty-barriers"),
        max_shared_bytes: options.int("max-shared-bytes"),
    };
    let pipeline = Pipeline {
        stages: options.int("stages"),
        depth: options.int("depth"),
        async_gemm: options.bool("async-wgmma"),
    };
    if !(2..=8).contains(&pipeline.stages) {
        emit_error_at(
            root.location(),
            &format!(
                "uop-tensor-cores: stages={}; a pipeline has 2 to 8 stages",
                pipeline.stages
            ),
        );
        return Err(PassFailed);
    }
    if !DEPTHS.contains(&pipeline.depth) {
        emit_error_at(
            root.location(),
            &format!(
                "uop-tensor-cores: depth={}; a K step is 16, 32 or 64 deep",
                pipeline.depth
            ),
        );
        return Err(PassFailed);
    }
    let tile = match Some(options.string("tile"))
        .filter(|t| !t.is_empty())
        .map(parse_tile)
        .transpose()
    {
        Ok(tile) => tile,
        Err(message) => {
            emit_error_at(root.location(), &format!("uop-tensor-cores: {message}"));
            return Err(PassFailed);
        }
    };
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut kernels = Vec::new();
    for_each_nested(&root, &mut |op| {
        let eligible =
            op_name(&op) == "func.func" && op.has_attribute("uop.kernel") && !op.has_attribute("gpu.known_grid_size");
        let allowed = reassociate || op.has_attribute(crate::schedule::kernel::REASSOCIATE);
        if eligible && allowed && !op.has_attribute(crate::schedule::kernel::SCHEDULE) {
            kernels.push(op);
        }
    });
    let mut failed = false;
    for kernel in kernels {
        let Some(body) = kernel.region(0).ok().and_then(|r| r.first_block()) else {
            continue;
        };
        // A kernel written as a matrix product that stays on the general path says why.
        let stays = |why: String| emit_remark(&kernel, &format!("stays off the tensor cores: {why}"));
        let found = match contraction::find(&body) {
            Ok(found) => found,
            Err(why) => {
                if contraction::sums_products(&body) {
                    stays(why);
                }
                continue;
            }
        };
        let Some(atom) = MmaAtom::find([16, 8, 16], found.input) else {
            continue;
        };
        let (m, n, k) = (found.rows.extent, found.cols.extent, found.sum.extent);
        let Some(tiling) = TensorCoreTiling::choose(atom, m, n) else {
            stays(if m % atom.m != 0 || n % atom.n != 0 {
                format!(
                    "its {m} x {n} output is no whole number of {} x {} mma atoms",
                    atom.m, atom.n
                )
            } else {
                format!("its {m} x {n} output needs more blocks than a grid holds (65535 in y, 2^31 - 1 in x)")
            });
            continue;
        };
        if k % atom.k != 0 {
            stays(format!(
                "its sum over {k} is no whole number of {}-deep mma steps",
                atom.k
            ));
            continue;
        }
        if let Some(batch) = found.batch.filter(|b| b.extent > 65535) {
            stays(format!(
                "its batch of {} passes the grid's 65535 blocks in z",
                batch.extent
            ));
            continue;
        }
        let layout = match tiling.layout(Operand::C) {
            Ok(grouped) => grouped.layout,
            Err(message) => {
                emit_error(&kernel, &format!("has no tensor-core layout: {message}"));
                failed = true;
                continue;
            }
        };
        let location = kernel.location();
        // wgmma where asked for and the accesses are layouts (f16 or bf16 in, M a multiple of 64).
        let warpgroup = (wgmma && found.input != MmaInput::TF32)
            .then(|| wgmma_tiling(&kernel, found.rows.extent, found.cols.extent, tile))
            .flatten();
        if let Some(t) = warpgroup {
            match operators::lower(context, kernel, &body, &found, Product::Wgmma(t), &gpu, pipeline) {
                Ok(Some(function)) => {
                    mark(context, function, &t.layout());
                    continue;
                }
                Ok(None) => {}
                Err(message) => {
                    emit_error_at(
                        location,
                        &format!("'func.func' op cannot be lowered to tensor cores: {message}"),
                    );
                    failed = true;
                    continue;
                }
            }
        }
        // The wgmma-only options asked for a kernel that runs on mma.sync say so.
        if tile.is_some() || pipeline.async_gemm {
            let why = if !wgmma {
                "wgmma is not asked for (sm_90a; uop-tensor-cores{wgmma=true})".to_string()
            } else if found.input == MmaInput::TF32 {
                "wgmma here takes f16 and bf16, not tf32".to_string()
            } else if warpgroup.is_some() {
                "its accesses are no layouts, which wgmma's operands in shared memory need".to_string()
            } else {
                format!("its {m} x {n} output is no whole number of 64-row wgmma tiles")
            };
            emit_remark(
                &kernel,
                &format!("runs on mma.sync, so the wgmma tile and async-wgmma options do not apply: {why}"),
            );
        }
        // Through the Axe operators where the accesses are layouts, else the emitter of its own.
        let lowered = match operators::lower(context, kernel, &body, &found, Product::MmaSync(tiling), &gpu, pipeline) {
            Ok(Some(function)) => Ok(function),
            Ok(None) => emit::emit(context, kernel, &body, &found, &tiling).map(|()| {
                let grid = [tiling.blocks[1], tiling.blocks[0], found.batch.map_or(1, |b| b.extent)];
                super::map_ranges::set_launch(context, kernel, [tiling.threads(), 1, 1], grid);
                kernel
            }),
            Err(message) => Err(message),
        };
        let function = match lowered {
            Ok(function) => function,
            Err(message) => {
                emit_error_at(
                    location,
                    &format!("'func.func' op cannot be lowered to tensor cores: {message}"),
                );
                failed = true;
                continue;
            }
        };
        mark(context, function, &layout);
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// The deepest K step of a stage (`--gemm-depth`): 16, 32 or 64.
pub fn parse_depth(text: &str) -> Result<i64, String> {
    text.parse::<i64>()
        .ok()
        .filter(|d| DEPTHS.contains(d))
        .ok_or_else(|| format!("'{text}' is no K step: 16, 32 or 64"))
}

/// A block tile `MxN` (`uop-tensor-cores{tile}`, `--gemm-tile`).
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

/// The wgmma tiling of an M x N output: the tile asked for where it can be (else a remark
/// at the kernel says why, and the default tiling is used), else [`WgmmaTiling::choose`]'s.
fn wgmma_tiling(kernel: &melior::ir::OperationRef, m: i64, n: i64, tile: Option<[i64; 2]>) -> Option<WgmmaTiling> {
    if let Some(tile) = tile {
        match WgmmaTiling::with_tile(m, n, tile) {
            Ok(t) => return Some(t),
            Err(why) => emit_remark(kernel, &format!("keeps the default wgmma tile: {why}")),
        }
    }
    WgmmaTiling::choose(m, n)
}

/// Records the schedule on the kernel function: C's layout, and that the sum is reordered.
fn mark(context: &melior::Context, function: melior::ir::OperationRef, layout: &axe_layout::Layout) {
    use melior::ir::operation::OperationMutLike;
    let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(function.to_raw()) };
    writable.set_attribute(TENSOR_CORES, axe_dialects::layout_attr::from_layout(context, layout));
    writable.set_attribute(
        crate::schedule::kernel::REASSOCIATE,
        melior::ir::attribute::Attribute::unit(context),
    );
}

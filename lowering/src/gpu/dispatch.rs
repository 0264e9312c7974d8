//! `axe-dispatch-gpu`: an Axe DSL kernel for NVIDIA GPUs (spec 001 section 3.2) becomes a GPU
//! kernel function, every operator replaced by the schedule its layouts allow.
//!
//! An `axe.kernel` with `grid` and `block` becomes a `func.func` marked `uop.kernel` with its
//! launch sizes, the form `uop-outline-gpu-kernels` moves into a `gpu.module` (so
//! `axe-translate --axe-to-ptx` and `axe-run --target gpu-emulator` take it). Its `global`
//! arguments become memrefs (the dense array in its layout's dimension order, e.g.
//! `memref<MxK>` for the view `S[(K,M):(1,K)]`, else the flat array the layout addresses), its
//! results memref arguments marked `uop.output`. `shared` tensors become
//! 16-byte aligned workgroup allocas (a wgmma operand's at its swizzle's period), `reg` tensors per-thread allocas of the registers a thread
//! holds (LLVM keeps them in registers: every index into them is a constant).
//!
//! | operator | scope | schedule (first that fits) |
//! |---|---|---|
//! | `axe.copy` global -> shared, `async` | cta | with `tma` (sm_90), when every asynchronous copy of the kernel fits: one TMA copy of the whole region, completed on an mbarrier ([`tma`]) |
//! | `axe.copy` shared -> global, `async` | cta | with `tma` (sm_90): a TMA store of the whole region (fence.proxy.async, block barrier, one thread issues, one bulk group; the thread waits for its reads, `wait_group.read`, before the tile is written again and at the kernel's end) ([`tma`]); else an error |
//! | `axe.copy` global/shared -> shared/global | kernel (global only), cta, warpgroup, warp, thread | `cp.async` of 4, 8 or 16 bytes (`async`); vector load + store of the longest aligned contiguous run; elements |
//! | `axe.copy` reg -> shared (16-bit), with `stmatrix` | warp, warpgroup | `stmatrix` x4 / x2 / x1 (`.trans` where the shared rows run across the register pairs), when every lane holds the mma accumulator pattern of 8 x 8 matrices ([`stmatrix`]) |
//! | `axe.copy` shared -> reg | warp | `ldmatrix` (.trans when the other dimension is contiguous) per `mma.sync` atom; element loads |
//! | `axe.copy` global/shared -> reg, reg -> global/shared | cta, warpgroup, warp, thread | each thread's registers: a vector access (up to 16 bytes) per run of consecutive registers that hold consecutive elements of the last dimension, aligned in every thread and contiguous in memory; else element by element |
//! | `axe.gemm` reg x reg -> reg | warp | `mma.sync` per atom (m16n8k16 f16/bf16, m16n8k8 f16/bf16/tf32), when each layout tiles the atom's fragment |
//! | `axe.gemm` shared x shared -> reg | warpgroup | `wgmma.mma_async` m64nNk16 (sm_90a) per 64 rows and 16 of K, when C is its accumulator fragment and A and B canonical wgmma layouts; without `accumulate` each row tile's first wgmma ignores C (scale-d zero: no register written before the fence); `wait_group 0` at the end (none with `async`) |
//! | `axe.wait_gemm N` | warpgroup | `wgmma.wait_group N` |
//! | `axe.fill` | - | each thread its registers; a block's threads a shared buffer |
//! | `axe.wait_async` | cta | TMA copies: every thread waits on their mbarriers (with `empty-barriers`, then arrives on the wait point's empty mbarrier, and no `gpu.barrier` follows); cp.async: `cp.async.wait_group`, then `fence.proxy.async` in a kernel with a wgmma, whose shared reads go through the async proxy (which TMA writes through; synchronous copies and fills into shared memory fence after themselves); then `gpu.barrier` |
//!
//! With `producer-warpgroup` (and TMA copies, `empty-barriers`, warpgroup gemms) the block gets
//! one warpgroup more, whose first thread issues the TMA copies while the program's warpgroups
//! run the rest ([`roles`]); with `specialize-roles` each role gets its own copy of the program
//! and its `setmaxnreg` ([`specialize`]).
//!
//! An operator no schedule fits is an error that names the failed constraint.

pub(crate) mod cluster;
mod copy;
mod gemm;
pub(crate) mod kernel;
pub(crate) mod options;
mod place;
pub(crate) mod roles;
pub(crate) mod shared;
mod specialize;
mod stmatrix;
pub(crate) mod tma;
pub(crate) mod wgmma;

use axe_dialects::ir::read::op_name;
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike};

pub static DISPATCH_GPU: PassDefinition = PassDefinition {
    argument: "axe-dispatch-gpu",
    description: "Lower GPU axe.kernels (grid, block) to GPU kernel functions, each axe operator to the schedule its layouts allow: TMA (tma=true, sm_90) or cp.async, vector or element copies, ldmatrix, mma.sync, wgmma (spec 001 section 3.2)",
    options: &options::ALL,
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let options = options::DispatchOptions::read(options);
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let Some(body) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut failed = false;
    for k in gpu_kernels(body) {
        failed |= kernel::lower(context, k, &[], &options).is_err();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// The GPU `axe.kernel`s (those with `grid` and `block`) of a module body.
fn gpu_kernels<'c, 'a>(body: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut kernels = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        if op_name(&o) == "axe.kernel" && o.has_attribute("block") {
            kernels.push(o);
        }
    }
    kernels
}

/// Whether `module` holds a GPU `axe.kernel` (the GPU path then runs `axe-dispatch-gpu` first).
pub fn has_gpu_kernels(module: &melior::ir::Module) -> bool {
    !gpu_kernels(module.body()).is_empty()
}

//! Lowering of kernel-level uop and axe IR: to scf/memref/arith
//! ([`uop_to_scf`]), on to the LLVM dialect ([`llvm_pipeline`]), LLVM IR
//! ([`llvm_ir`]) and the CPU JIT ([`jit`]); through gpu/nvvm to PTX
//! ([`gpu`]); and to NKI Python ([`nki`]).

pub mod bf16_arithmetic;
pub mod bf16_bits;
pub mod flush_before_abort;
pub mod front_end;
pub mod gpu;
pub mod guard_integer_division;
pub mod i1_memory;
pub mod jit;
pub mod llvm_ir;
pub mod llvm_pipeline;
pub mod mpi;
pub mod nki;
pub mod pipeline;
pub mod report_runtime_checks;
pub mod schedule;
pub mod static_temporaries;
pub mod uop_to_scf;

use axe_dialects::pass::{self, PassDefinition};

/// Every lowering pass, in the order `--help` lists them (registered beside
/// `axe_passes::ALL_PASSES`).
pub const ALL_PASSES: &[&PassDefinition] = &[
    &schedule::pass::SCHEDULE,
    &uop_to_scf::CONVERT_UOP_TO_SCF,
    &i1_memory::I1_MEMORY,
    &bf16_arithmetic::BF16_ARITHMETIC,
    &bf16_bits::BF16_BITS,
    &static_temporaries::STATIC_TEMPORARIES,
    &report_runtime_checks::REPORT_RUNTIME_CHECKS,
    &guard_integer_division::GUARD_INTEGER_DIVISION,
    &flush_before_abort::FLUSH_BEFORE_ABORT,
    &gpu::attention::FUSE_ATTENTION,
    &gpu::attention::CALL_FUSED_ATTENTION,
    &gpu::dispatch::DISPATCH_GPU,
    &gpu::tensor_cores::TENSOR_CORES_PASS,
    &gpu::map_ranges::MAP_GPU_RANGES,
    &gpu::vectorize_upcast::VECTORIZE_UPCAST,
    &gpu::outline::OUTLINE_GPU_KERNELS,
    &gpu::reuse_row_loads::REUSE_ROW_LOADS,
    &gpu::online_softmax::GPU_ONLINE_SOFTMAX,
    &gpu::fast_math::GPU_FAST_MATH,
    &gpu::streaming_hints::GPU_STREAMING_HINTS,
    &gpu::predicated_loads::PREDICATE_GPU_LOADS,
    &gpu::extern_dynamic_shared::EXTERN_DYNAMIC_SHARED,
    &gpu::bf16_mma::BF16_MMA_TO_NVVM,
    &mpi::LOWER_COLLECTIVES,
];

/// Registers the lowering passes and pipelines in MLIR's global registry
/// (once per process, before parsing pipelines).
pub fn register_all() {
    for definition in ALL_PASSES {
        pass::register(definition);
    }
    pass::register_shim_passes();
    pass::register_pipeline(&llvm_pipeline::LOWER_TO_LLVM);
    pass::register_pipeline(&llvm_pipeline::KERNELS_TO_CPU);
    pass::register_pipeline(&gpu::ptx::KERNELS_TO_GPU);
    pass::register_pipeline(&mpi::DISTRIBUTED_TO_LLVM);
    pass::register_pipeline(&front_end::TO_CPU);
    pass::register_pipeline(&front_end::TO_GPU);
}

//! `axe-lower-to-llvm`: kernel-level uop IR (split form) to the LLVM
//! dialect, through `convert-uop-to-scf` and upstream conversions. One
//! definition, used by `axe-opt` (by name), the CPU JIT and
//! `axe-translate --axe-to-llvmir`.
//!
//! Order matters: `arith-expand` rewrites `arith.floordivsi`/`ceildivsi`
//! (which have no LLVM lowering) into exact divsi/select sequences before
//! arith reaches LLVM; `expand-strided-metadata` turns memref views
//! (`collapse_shape`) into `reinterpret_cast` plus `affine.apply`, which
//! `lower-affine` removes before `finalize-memref-to-llvm`; math ops become
//! LLVM intrinsics where LLVM has one (`math-to-llvm`: exp, log, sqrt, ...),
//! else libm calls (`math-to-libm`: tanh, erf, ...).

use axe_dialects::pass::PipelineDefinition;

pub static LOWER_TO_LLVM: PipelineDefinition = PipelineDefinition {
    argument: "axe-lower-to-llvm",
    description: "Lower kernel-level uop IR (uop.kernel functions and their drivers) to the LLVM dialect",
    elements: "convert-uop-to-scf,arith-expand,convert-scf-to-cf,expand-strided-metadata,lower-affine,\
               finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,\
               convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,\
               reconcile-unrealized-casts",
};

/// The whole pipeline on a module, for [`crate::pipeline::run_pipeline`].
pub fn module_pipeline() -> String {
    format!("builtin.module({})", LOWER_TO_LLVM.argument)
}

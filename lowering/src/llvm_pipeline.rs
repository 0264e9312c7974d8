//! `axe-lower-to-llvm`: kernel-level uop IR (split form) to the LLVM
//! dialect, through `uop-extract-gates`, `convert-uop-to-scf` and upstream conversions. One
//! definition, used by `axe-opt` (by name), the CPU JIT and
//! `axe-translate --axe-to-llvmir`.
//!
//! Order matters: `axe-i1-memory` right after `convert-uop-to-scf` makes
//! every vector access of an `i1` buffer per-lane, so `i1` in memory is a
//! byte per element everywhere (LLVM packs a `<N x i1>` store into bits);
//! `axe-bf16-arithmetic` computes each bf16 arith and math op in f32 with
//! explicit `extf` / `truncf`, which `arith-expand` then rounds with integer
//! code (LLVM would compute it in f32 itself and call `__truncsfbf2`, which
//! libgcc before 13 lacks: an object of `axe-compile` did not link, while the
//! JIT found the Rust runtime's copy); `axe-expand-float-minmax` lowers `arith.maximumf`/`minimumf` with IEEE-754
//! 2019 semantics (-0 < +0) before `arith-expand`, whose expansion ignores the sign of zero;
//! `arith-expand` rewrites `arith.floordivsi`/`ceildivsi`
//! (which have no LLVM lowering) into exact divsi/select sequences before
//! arith reaches LLVM, and f32 <-> bf16 conversions into integer code that
//! rounds to nearest even (`include-bf16`): otherwise LLVM calls
//! `__truncsfbf2` on CPUs without AVX512-BF16, which the JIT cannot resolve
//! where libgcc is older than 13, and hosts would round differently; `axe-bf16-bits`, last,
//! carries the bf16 values that are then only moved (loads, stores, lanes, loop-carried
//! values, OpenMP captures) as i16 bits, which LLVM's code generator would otherwise hold as
//! f32 and round back with `__truncsfbf2`;
//! `expand-strided-metadata` turns memref views (`collapse_shape`) into
//! `reinterpret_cast` plus `affine.apply`, which `lower-affine` removes
//! before `finalize-memref-to-llvm`; math ops become LLVM intrinsics where
//! LLVM has one (`math-to-llvm`: exp, log, sqrt, ...), else libm calls (`math-to-libm`: tanh, erf, ...). Scheduled kernels first get upstream's
//! polynomial approximations of math ops (`axe-approximate-math`, so vector `exp` stays vector
//! code), their `core` pieces (`scf.parallel`) become OpenMP (`convert-scf-to-openmp`, run by
//! LLVM's libomp; `canonicalize` then inlines the `memref.alloca_scope` it wraps loop bodies in,
//! which must stay one block while `convert-scf-to-cf` runs) and their `simd` pieces are `vector` ops (`convert-vector-to-llvm`).

use axe_dialects::pass::PipelineDefinition;

pub static LOWER_TO_LLVM: PipelineDefinition = PipelineDefinition {
    argument: "axe-lower-to-llvm",
    description: "Lower kernel-level uop IR (uop.kernel functions and their drivers) to the LLVM dialect",
    elements: "uop-extract-gates,convert-uop-to-scf,axe-i1-memory,axe-static-temporaries,axe-approximate-math,axe-lower-vector-transpose,axe-guard-integer-division,convert-scf-to-openmp,canonicalize,axe-expand-float-minmax,axe-bf16-arithmetic,arith-expand{include-bf16=true},convert-scf-to-cf,\
               convert-vector-to-llvm,expand-strided-metadata,lower-affine,\
               finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,\
               convert-index-to-llvm,convert-cf-to-llvm,convert-openmp-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,\
               reconcile-unrealized-casts,axe-bf16-bits,axe-flush-before-abort",
};

/// The whole pipeline on a module, for [`crate::pipeline::run_pipeline`].
pub fn module_pipeline() -> String {
    format!("builtin.module({})", LOWER_TO_LLVM.argument)
}

/// `axe-kernels-to-cpu`: what `axe-compile --target=cpu` runs on split
/// kernels. Each kernel gets `uop-schedule`'s CPU schedule (threads, SIMD
/// lanes as wide as this host's vectors, register tiles), every public function a C entry point
/// (`_mlir_ciface_<name>`, memrefs passed as descriptors), then
/// `axe-lower-to-llvm`.
pub static KERNELS_TO_CPU: PipelineDefinition = PipelineDefinition {
    argument: "axe-kernels-to-cpu",
    description: "Split uop kernels to the LLVM dialect for this host's CPU: uop-schedule{vector-bytes=0} (the host's vector width), C wrappers (llvm-request-c-wrappers), axe-lower-to-llvm",
    elements: "uop-schedule{vector-bytes=0},func.func(llvm-request-c-wrappers),axe-lower-to-llvm",
};

/// What a failed runtime check (`uop.assert`) does in CPU code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuntimeChecks {
    /// Upstream's lowering of `cf.assert`: the message, flushed, and `abort`, as C's `assert`.
    Abort,
    /// `axe-report-runtime-checks`: the first failure's message is kept for the caller, who
    /// reads it with `axe_take_runtime_check_failure_<entry>()`, and the call goes on.
    Report,
}

/// [`KERNELS_TO_CPU`] as a pipeline element; with `reassociate` false, its elements with
/// `uop-schedule{reassociate=false}`: every float reduction keeps the program's order
/// (`axe-compile --reassociate=false`); with `min_parallel_work`, uop-schedule's threshold of
/// threads (`axe-compile --min-parallel-work`); with `checks` [`RuntimeChecks::Report`],
/// `axe-lower-to-llvm`'s elements with `axe-report-runtime-checks` (on the checks that
/// `convert-uop-to-scf` marked) after the `canonicalize` that inlines the OpenMP loop bodies'
/// `memref.alloca_scope`, which must stay one block and which a check's `scf.if` with an atomic
/// op in it would keep from being inlined (`axe-compile --runtime-checks`).
pub fn kernels_to_cpu(reassociate: bool, min_parallel_work: Option<i64>, checks: RuntimeChecks) -> String {
    if reassociate && min_parallel_work.is_none() && checks == RuntimeChecks::Abort {
        return KERNELS_TO_CPU.argument.to_string();
    }
    let mut options = String::from("vector-bytes=0");
    if !reassociate {
        options.push_str(" reassociate=false");
    }
    if let Some(work) = min_parallel_work {
        options.push_str(&format!(" min-parallel-work={work}"));
    }
    let elements =
        KERNELS_TO_CPU
            .elements
            .replacen("uop-schedule{vector-bytes=0}", &format!("uop-schedule{{{options}}}"), 1);
    if checks == RuntimeChecks::Abort {
        return elements;
    }
    let reporting = LOWER_TO_LLVM.elements.replacen(
        "convert-scf-to-openmp,canonicalize,",
        &format!(
            "convert-scf-to-openmp,canonicalize,{},",
            crate::report_runtime_checks::REPORT_RUNTIME_CHECKS.argument
        ),
        1,
    );
    elements.replacen(LOWER_TO_LLVM.argument, &reporting, 1)
}

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
use melior::ir::Module;
use mlir_sys as sys;
use std::ffi::c_void;

pub static LOWER_TO_LLVM: PipelineDefinition = PipelineDefinition {
    argument: "axe-lower-to-llvm",
    description: "Lower kernel-level uop IR (uop.kernel functions and their drivers) to the LLVM dialect",
    elements: "convert-uop-to-scf,arith-expand,convert-scf-to-cf,expand-strided-metadata,lower-affine,\
               finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,\
               convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,\
               reconcile-unrealized-casts",
};

/// The whole pipeline on a module, for `run_pipeline`-style callers.
pub fn module_pipeline() -> String {
    format!("builtin.module({})", LOWER_TO_LLVM.argument)
}

unsafe extern "C" fn collect(text: sys::MlirStringRef, user: *mut c_void) {
    let out = unsafe { &mut *(user as *mut String) };
    let bytes = unsafe { std::slice::from_raw_parts(text.data as *const u8, text.length) };
    out.push_str(&String::from_utf8_lossy(bytes));
}

fn string_ref(s: &str) -> sys::MlirStringRef {
    sys::MlirStringRef { data: s.as_ptr().cast(), length: s.len() }
}

/// Parses `pipeline` (anchored on `builtin.module`) and runs it on `module`;
/// the passes' diagnostics go to the context's handlers, the error says
/// which pipeline failed.
pub fn run_pipeline(module: &mut Module, pipeline: &str) -> Result<(), String> {
    unsafe {
        let context = sys::mlirModuleGetContext(module.to_raw());
        let pm = sys::mlirPassManagerCreateOnOperation(context, string_ref("builtin.module"));
        let mut message = String::new();
        let parsed = sys::mlirParsePassPipeline(
            sys::mlirPassManagerGetAsOpPassManager(pm),
            string_ref(pipeline),
            Some(collect),
            &mut message as *mut String as *mut c_void,
        );
        if parsed.value == 0 {
            sys::mlirPassManagerDestroy(pm);
            return Err(format!("cannot parse pipeline '{pipeline}': {message}"));
        }
        let ran = sys::mlirPassManagerRunOnOp(pm, module.as_operation().to_raw());
        sys::mlirPassManagerDestroy(pm);
        if ran.value == 0 {
            return Err(format!("pipeline '{pipeline}' failed"));
        }
    }
    Ok(())
}

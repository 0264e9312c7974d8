//! Running a textual pass pipeline (`builtin.module(...)`) on a module, with
//! every upstream and Axe pass registered.

use melior::ir::Module;
use mlir_sys as sys;
use std::{
    ffi::c_void,
    sync::{
        atomic::{AtomicBool, Ordering},
        Once,
    },
};

static TIMING: AtomicBool = AtomicBool::new(false);

/// Makes every later [`run_pipeline`] print MLIR's pass timing report
/// (`--mlir-timing`) to stderr when it finishes: one report per stage.
pub fn enable_timing() {
    TIMING.store(true, Ordering::Relaxed);
}

/// Registers every upstream pass, every Axe pass and the lowering passes,
/// once per process.
pub fn register_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        unsafe { sys::mlirRegisterAllPasses() };
        axe_passes::register_all();
        crate::register_all();
    });
}

unsafe extern "C" fn collect(text: sys::MlirStringRef, user: *mut c_void) {
    let out = unsafe { &mut *(user as *mut String) };
    let bytes = unsafe { std::slice::from_raw_parts(text.data as *const u8, text.length) };
    out.push_str(&String::from_utf8_lossy(bytes));
}

fn string_ref(s: &str) -> sys::MlirStringRef {
    sys::MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    }
}

/// Parses `pipeline` (anchored on `builtin.module`) and runs it on `module`;
/// the error says why not (the passes' own diagnostics have gone to the
/// context's handler).
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
        if TIMING.load(Ordering::Relaxed) {
            sys::mlirPassManagerEnableTiming(pm);
        }
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

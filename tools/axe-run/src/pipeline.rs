//! Running a textual pass pipeline (`builtin.module(...)`) with every
//! upstream and Axe pass registered.

use melior::{Context, ir::Module};

/// Registers every upstream pass and every Axe pass (once per process).
pub fn register_passes() {
    unsafe { mlir_sys::mlirRegisterAllPasses() };
    axe_passes::register_all();
    axe_lowering::register_all();
}

/// Parses `pipeline` and runs it on `module`; the error says why not.
pub fn run_pipeline(_context: &Context, module: &mut Module, pipeline: &str) -> Result<(), String> {
    axe_lowering::llvm_pipeline::run_pipeline(module, pipeline)
}

//! Kernel-level uop modules to LLVM IR text (`axe-translate --axe-to-llvmir`):
//! [`crate::llvm_pipeline`] to the LLVM dialect, then MLIR's LLVM IR
//! translation.

use crate::llvm_pipeline;
use melior::ir::Module;
use mlir_sys as sys;
use std::ffi::{c_char, CStr};

unsafe extern "C" {
    // LLVM-C (libLLVMCore, linked with the static MLIR libraries).
    fn LLVMContextCreate() -> sys::LLVMContextRef;
    fn LLVMContextDispose(context: sys::LLVMContextRef);
    fn LLVMDisposeModule(module: sys::LLVMModuleRef);
    fn LLVMPrintModuleToString(module: sys::LLVMModuleRef) -> *mut c_char;
    fn LLVMDisposeMessage(message: *mut c_char);
}

/// Lowers `module` in place to the LLVM dialect and translates it; the
/// error says which step failed (its diagnostics are already printed).
pub fn translate(module: &mut Module) -> Result<String, String> {
    crate::pipeline::run_pipeline(module, &llvm_pipeline::module_pipeline())?;
    to_llvm_ir(module)
}

/// Translates a module that is already in the LLVM dialect.
pub fn to_llvm_ir(module: &Module) -> Result<String, String> {
    unsafe {
        sys::mlirRegisterAllLLVMTranslations(sys::mlirModuleGetContext(module.to_raw()));
        let llvm_context = LLVMContextCreate();
        let llvm_module = sys::mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), llvm_context);
        if llvm_module.is_null() {
            LLVMContextDispose(llvm_context);
            return Err("the module does not translate to LLVM IR".into());
        }
        let raw = LLVMPrintModuleToString(llvm_module);
        let text = CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        LLVMDisposeModule(llvm_module);
        LLVMContextDispose(llvm_context);
        Ok(text)
    }
}

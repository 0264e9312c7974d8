//! Located diagnostics from Rust, reported through MLIR's diagnostic engine
//! (so `--verify-diagnostics` sees them).

use melior::ir::{operation::OperationLike, Location, OperationRef};
use std::ffi::CString;

/// Emits an error at `location`.
pub fn emit_error_at(location: Location, message: &str) {
    let text = CString::new(message.replace('\0', " ")).expect("NUL bytes were replaced");
    unsafe { mlir_sys::mlirEmitError(location.to_raw(), text.as_ptr()) }
}

/// Emits an error at the location of `op`, prefixed like `emitOpError`.
pub fn emit_error(op: &OperationRef, message: &str) {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("?");
    emit_error_at(op.location(), &format!("'{name}' op {message}"));
}

/// Emits a remark at the location of `op` (shown by mlir-opt, checkable by
/// `--verify-diagnostics` as `expected-remark`).
pub fn emit_remark(op: &OperationRef, message: &str) {
    let text = CString::new(message.replace('\0', " ")).expect("NUL bytes were replaced");
    unsafe { crate::ffi::axeEmitRemark(op.location().to_raw(), text.as_ptr()) }
}

/// Emits a warning at the location of `op`.
pub fn emit_warning(op: &OperationRef, message: &str) {
    let text = CString::new(message.replace('\0', " ")).expect("NUL bytes were replaced");
    unsafe { crate::ffi::axeEmitWarning(op.location().to_raw(), text.as_ptr()) }
}

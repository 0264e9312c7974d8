//! The `axe-opt` driver: upstream's `MlirOptMain` with our dialects and every
//! Rust pass registered, so all mlir-opt flags work unchanged; the input is
//! first scanned for text MLIR's parser crashes on ([`crate::input_guard`]).

use crate::ffi;
use std::ffi::{c_char, CString};

/// Runs MlirOptMain on `args` (including the program name); returns the exit code.
/// Register Rust passes (see [`crate::pass::register`]) before calling this.
pub fn opt_main(args: impl IntoIterator<Item = String>) -> i32 {
    // Arguments with interior NUL bytes cannot come from a real command line.
    let owned: Vec<CString> = args.into_iter().map(|a| CString::new(a).unwrap_or_default()).collect();
    let mut argv: Vec<*mut c_char> = owned.iter().map(|a| a.as_ptr().cast_mut()).collect();
    argv.push(std::ptr::null_mut());
    unsafe { ffi::axeOptMain(owned.len() as i32, argv.as_mut_ptr(), crate::input_guard::scan_input) }
}

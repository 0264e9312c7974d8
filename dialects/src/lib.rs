//! The `axe` and `uop` MLIR dialects for Rust.
//!
//! The dialects are defined in ODS (`include/*.td`) and registered by a small
//! C++ shim compiled by `build.rs` into the same binary as mlir-sys's static
//! MLIR. This crate gives Rust the dialect handles, typed builders
//! (`melior::dialect!` on the same ODS files), read helpers for passes, the
//! bridge that registers Rust passes by name, and the `axe-opt` driver.

// The shim's #axe.layout parser calls this crate's C ABI; link it.
extern crate axe_layout_capi;

pub mod context;
pub mod diagnostic;
pub mod ffi;
pub mod input_guard;
pub mod ir;
pub mod layout_attr;
pub mod opt_main;
pub mod pass;
pub mod source_diagnostics;
pub mod tensor_type;
pub mod uop_read;

melior::dialect! {
    name: "uop",
    files: ["UOpOps.td"],
    include_directory_env_vars: ["AXE_ODS_INCLUDE_DIR"],
}

pub use context::{context_of, create_context, register_dialects};

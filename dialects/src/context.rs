//! MLIR contexts with every upstream dialect and ours registered.

use crate::ffi;
use melior::{
    Context,
    dialect::{DialectHandle, DialectRegistry},
};

/// Adds every upstream dialect and extension, plus `axe` and `uop`, to `registry`.
pub fn register_dialects(registry: &DialectRegistry) {
    unsafe { ffi::axeRegisterAllDialects(registry.to_raw()) };
}

/// The handle of the `uop` dialect, for `DialectHandle::insert_dialect` and friends.
pub fn uop_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__uop__()) }
}

/// The handle of the `axe` dialect.
pub fn axe_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__axe__()) }
}

/// A context that has loaded every registered dialect (upstream and ours).
pub fn create_context() -> Context {
    let registry = DialectRegistry::new();
    register_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context
}

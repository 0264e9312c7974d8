//! MLIR contexts with every upstream dialect and ours registered.

use crate::ffi;
use melior::{
    dialect::{DialectHandle, DialectRegistry},
    Context, ContextRef,
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

/// The `&Context` that `context` refers to, for melior's builders (which take `&Context`) in
/// code that holds only an operation (a pass, a helper given a module).
///
/// melior's `ContextRef::to_ref` returns a reference *into* the `ContextRef` value (it
/// reinterprets `&ContextRef` as `&Context`) under the context's lifetime, so on a temporary,
/// `op.context().to_ref()`, it dangles as soon as the statement ends, and the next builder reads
/// whatever took the temporary's stack slot as the context: in an optimized build that crashed
/// `mlirDictionaryAttrGet` in the CPU JIT and made every JIT compilation fail. Here the result
/// borrows `context`, so the compiler rejects that use: bind the `ContextRef` to a variable first.
/// Every use of `to_ref` in the workspace goes through this function (test/Lint/context-lifetimes.test).
pub fn context_of<'a>(context: &'a ContextRef<'_>) -> &'a Context {
    // SAFETY: `ContextRef` is one `MlirContext` (plus a zero-sized marker), the layout of
    // `Context`; the result lives no longer than the borrow of `context`, which lives no longer
    // than the context itself, and a `&Context` never destroys it.
    unsafe { context.to_ref() }
}

//! The entry point of libAxePasses.so that `pass_plugin.cpp` calls when
//! upstream `mlir-opt --load-pass-plugin` loads it.

/// Registers every Axe pass and pipeline of `axe-passes` in the process's
/// pass registry (libMLIR.so's, shared with mlir-opt).
#[no_mangle]
pub extern "C" fn axe_register_passes() {
    axe_passes::register_all();
}

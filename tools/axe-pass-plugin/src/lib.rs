//! The entry point of libAxePasses.so that `pass_plugin.cpp` calls when
//! upstream `mlir-opt --load-pass-plugin` loads it.

/// Registers every Axe pass and named pipeline (those of `axe-opt`: the
/// `axe-passes` and `axe-lowering` crates) in the process's pass registry,
/// libMLIR.so's, which mlir-opt shares.
#[no_mangle]
pub extern "C" fn axe_register_passes() {
    axe_passes::register_all();
    axe_lowering::register_all();
}

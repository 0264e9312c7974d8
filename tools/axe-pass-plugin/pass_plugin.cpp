//===- pass_plugin.cpp - the Rust passes as an mlir-opt plugin --*- C++ -*-===//
//
// Built only into libAxePasses.so (make plugin, tools/build-pass-plugin.sh),
// for `mlir-opt --load-pass-plugin`. Everything MLIR comes from libMLIR.so
// and the dialects from libAxeDialects.so, so one copy of each is in the
// process.
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" void axe_register_passes(void); // src/lib.rs

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "AxePasses", LLVM_VERSION_STRING, [] { axe_register_passes(); }};
}

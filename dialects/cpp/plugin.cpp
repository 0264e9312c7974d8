//===- plugin.cpp - the dialects as an mlir-opt plugin ----------*- C++ -*-===//
//
// Built only into libAxeDialects.so (make plugin), linked against libMLIR.so,
// for `mlir-opt --load-dialect-plugin`. Never load it into the static Rust
// binaries: two copies of MLIR in one process crash.
//
//===----------------------------------------------------------------------===//

#include "AxeDialect.h"
#include "UOpDialect.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "AxeDialects", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            registry->insert<mlir::uop::UOpDialect, mlir::axe::AxeDialect>();
          }};
}

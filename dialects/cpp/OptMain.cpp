//===- OptMain.cpp - the axe-opt driver -------------------------*- C++ -*-===//

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int axeOptMain(int argc, char **argv) {
  mlir::DialectRegistry registry;
  axeRegisterAllDialects(wrap(&registry));
  mlir::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "axe-opt: the Axe optimizer driver. Every upstream MLIR dialect and pass, "
      "plus the axe and uop dialects and the Axe passes written in Rust.\n",
      registry));
}

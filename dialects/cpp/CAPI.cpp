//===- CAPI.cpp - dialect handles and registration for Rust -----*- C++ -*-===//

#include "AxeCAPI.h"
#include "AxeDialect.h"
#include "UOpDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(UOp, uop, mlir::uop::UOpDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Axe, axe, mlir::axe::AxeDialect)

void axeRegisterAllDialects(MlirDialectRegistry registry) {
  mlir::DialectRegistry *reg = unwrap(registry);
  mlir::registerAllDialects(*reg);
  mlir::registerAllExtensions(*reg);
  reg->insert<mlir::uop::UOpDialect, mlir::axe::AxeDialect>();
}

void axeEmitRemark(MlirLocation location, const char *message) {
  mlir::emitRemark(unwrap(location)) << message;
}

void axeEmitWarning(MlirLocation location, const char *message) {
  mlir::emitWarning(unwrap(location)) << message;
}

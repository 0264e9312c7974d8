//===- TMTensorDialect.cpp - tm_tensor registration -------------*- C++ -*-===//
//
// Only the declarations (TMTensorOps.td): the ops are read, never created;
// tm_tensor.scan is converted in Rust (passes/src/linalg/scan.rs).
//
//===----------------------------------------------------------------------===//

#include "TMTensorDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::tm_tensor;

#include "TMTensorDialect.cpp.inc"

#define GET_OP_CLASSES
#include "TMTensorOps.cpp.inc"

void TMTensorDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TMTensorOps.cpp.inc"
      >();
}

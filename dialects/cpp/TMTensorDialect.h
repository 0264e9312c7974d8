//===- TMTensorDialect.h - torch-mlir's tm_tensor ops, to read --*- C++ -*-===//
#ifndef AXE_TMTENSOR_DIALECT_H
#define AXE_TMTENSOR_DIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TMTensorDialect.h.inc"

#define GET_OP_CLASSES
#include "TMTensorOps.h.inc"

#endif // AXE_TMTENSOR_DIALECT_H

//===- UOpDialect.h - the uop dialect ---------------------------*- C++ -*-===//
#ifndef AXE_UOP_DIALECT_H
#define AXE_UOP_DIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "UOpDialect.h.inc"
#include "UOpEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "UOpTypes.h.inc"

#define GET_OP_CLASSES
#include "UOpOps.h.inc"

#endif // AXE_UOP_DIALECT_H

//===- AxeDialect.h - the axe dialect ---------------------------*- C++ -*-===//
#ifndef AXE_AXE_DIALECT_H
#define AXE_AXE_DIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"

#include "AxeDialect.h.inc"

#endif // AXE_AXE_DIALECT_H

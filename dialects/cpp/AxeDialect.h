//===- AxeDialect.h - the axe dialect ---------------------------*- C++ -*-===//
#ifndef AXE_AXE_DIALECT_H
#define AXE_AXE_DIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/TensorEncoding.h"

#include "AxeDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "AxeAttrs.h.inc"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "AxeEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "AxeTypes.h.inc"

#define GET_OP_CLASSES
#include "AxeOps.h.inc"

namespace mlir::axe {

/// Verifier hook for ops that carry tensors with layouts: `layout` must admit
/// a tensor of `shape` (spec 001 section 2). Emits through `emitError`.
LogicalResult verifyLayoutAdmitsShape(function_ref<InFlightDiagnostic()> emitError,
                                      LayoutAttr layout, ArrayRef<int64_t> shape);

/// Verifier hook for instruction dispatch: `layout` (of `shape`) must be a
/// tiling C (x) `atom` of the instruction atom (of `atomShape`), spec 001
/// Appendix D.
LogicalResult verifyLayoutIsTileOf(function_ref<InFlightDiagnostic()> emitError,
                                   LayoutAttr layout, ArrayRef<int64_t> shape,
                                   LayoutAttr atom, ArrayRef<int64_t> atomShape);

} // namespace mlir::axe

#endif // AXE_AXE_DIALECT_H

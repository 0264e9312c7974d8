//===- UOpDialect.cpp - uop registration and verifiers ----------*- C++ -*-===//
//
// Registration and the verifiers that ODS constraints cannot express. All
// transformations of uop IR live in Rust (crate axe-passes).
//
//===----------------------------------------------------------------------===//

#include "UOpDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::uop;

#include "UOpDialect.cpp.inc"
#include "UOpEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "UOpTypes.cpp.inc"

#define GET_OP_CLASSES
#include "UOpOps.cpp.inc"

void UOpDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "UOpOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "UOpTypes.cpp.inc"
      >();
}

// I64Attr getters return uint64_t; the verifiers read the signed value.

LogicalResult RangeOp::verify() {
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0)
    return emitOpError("requires a non-negative axis id, but got ") << axis;
  // A symbolic end is checked when its value becomes known; a constant one now.
  APInt end;
  if (matchPattern(getEnd(), m_ConstantInt(&end)) && !end.isStrictlyPositive())
    return emitOpError("requires a positive end, but got ") << end.getSExtValue();
  return success();
}

/// Whether `v` is representable in an integer of `width` bits, read as signed
/// or as unsigned (a flag in [0, 1] is fine for i1).
static bool fitsInWidth(int64_t v, unsigned width) {
  if (width >= 64)
    return true;
  int64_t smin = -(int64_t(1) << (width - 1));
  int64_t umax = (int64_t(1) << width) - 1;
  return v >= smin && v <= umax;
}

LogicalResult DefineVarOp::verify() {
  int64_t min = getMinAttr().getInt(), max = getMaxAttr().getInt();
  if (min > max)
    return emitOpError("requires min <= max, but got [") << min << ", " << max << "]";
  if (auto intTy = dyn_cast<IntegerType>(getType())) {
    unsigned width = intTy.getWidth();
    for (int64_t bound : {min, max})
      if (!fitsInWidth(bound, width))
        return emitOpError("bound ") << bound << " does not fit in " << getType();
  }
  if (getVarName().empty())
    return emitOpError("requires a non-empty variable name");
  return success();
}

LogicalResult SpecialOp::verify() {
  int64_t size = getSizeAttr().getInt(), dim = getDimAttr().getInt();
  if (size <= 0)
    return emitOpError("requires a positive size, but got ") << size;
  if (dim < 0 || dim > 2)
    return emitOpError("requires dim 0 (x), 1 (y) or 2 (z), but got ") << dim;
  return success();
}

//===- UOpKernelVerifiers.cpp - rules of kernel-level uop ops ------*- C++ -*-===//
//
// Range lists must hold `uop.range` values (each listed once), buffer
// accesses one index per dimension, and a bufferize's dimensions the ends of
// its ranges.
//
//===----------------------------------------------------------------------===//

#include "UOpDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::uop;

/// Every entry of a range list is a distinct `uop.range`.
static LogicalResult checkRangeList(Operation *op, OperandRange ranges) {
  llvm::SmallPtrSet<void *, 8> seen;
  for (auto [i, range] : llvm::enumerate(ranges)) {
    if (!range.getDefiningOp<RangeOp>())
      return op->emitOpError() << "range operand " << i << " is not a uop.range";
    if (!seen.insert(range.getAsOpaquePointer()).second)
      return op->emitOpError() << "range operand " << i << " is listed twice";
  }
  return success();
}

LogicalResult IndexOp::verify() {
  auto buffer = cast<MemRefType>(getBuffer().getType());
  if (int64_t(getIndices().size()) != buffer.getRank())
    return emitOpError() << "expects one index per buffer dimension (" << buffer.getRank() << "), but got "
                         << getIndices().size();
  return success();
}

LogicalResult EndOp::verify() {
  if (getRanges().empty())
    return emitOpError() << "expects at least one range to close";
  return checkRangeList(*this, getRanges());
}

LogicalResult ReduceOp::verify() { return checkRangeList(*this, getRanges()); }

LogicalResult BufferizeOp::verify() {
  if (failed(checkRangeList(*this, getRanges())))
    return failure();
  auto buffer = cast<MemRefType>(getResult().getType());
  if (buffer.getElementType() != getValue().getType())
    return emitOpError() << "expects a buffer of " << getValue().getType() << ", but got " << buffer;
  if (int64_t(getRanges().size()) != buffer.getRank())
    return emitOpError() << "expects one range per buffer dimension (" << buffer.getRank() << "), but got "
                         << getRanges().size();
  for (auto [i, range] : llvm::enumerate(getRanges())) {
    APInt end;
    if (!matchPattern(range.getDefiningOp<RangeOp>().getEnd(), m_ConstantInt(&end)))
      return emitOpError() << "range " << i << " has a non-constant end";
    if (end.getSExtValue() != buffer.getDimSize(i))
      return emitOpError() << "dimension " << i << " has size " << buffer.getDimSize(i) << " but its range runs to "
                           << end.getSExtValue();
  }
  return success();
}

//===- UOpKernelVerifiers.cpp - rules of kernel-level uop ops ------*- C++ -*-===//
//
// Range lists must hold `uop.range` values (each listed once), buffer
// accesses one index per dimension, a bufferize's dimensions the ends of
// its ranges, and the invalid index may reach only addresses.
//
//===----------------------------------------------------------------------===//

#include "UOpDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
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

/// Index arithmetic that an invalid operand makes invalid (spec 000 §5 phase
/// 3 pushes the validity out of it). A divisor may not be invalid: code
/// generation computes the index where it is invalid too, and whatever stands
/// in for it there could be zero.
static bool passesInvalid(StringRef name, unsigned operand) {
  static const StringRef anyOperand[] = {"arith.select", "arith.addi",  "arith.subi",
                                         "arith.muli",   "arith.minsi", "arith.maxsi"};
  static const StringRef dividendOnly[] = {"arith.floordivsi", "arith.ceildivsi", "arith.divsi", "arith.divui",
                                           "arith.remsi",      "arith.remui",     "uop.floormod"};
  return llvm::is_contained(anyOperand, name) || (operand == 0 && llvm::is_contained(dividendOnly, name));
}

LogicalResult InvalidOp::verify() {
  SmallVector<Value> work{getResult()};
  llvm::SmallPtrSet<void *, 8> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v.getAsOpaquePointer()).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      StringRef name = user->getName().getStringRef();
      if (isa<IndexOp>(user))
        continue;
      if (passesInvalid(name, use.getOperandNumber()) && user->getNumResults() == 1 &&
          user->getResult(0).getType().isIndex()) {
        work.push_back(user->getResult(0));
        continue;
      }
      InFlightDiagnostic error = emitOpError() << "reaches '" << name << "' (operand " << use.getOperandNumber()
                                               << "), but an invalid index may only reach the indices of uop.index, "
                                                  "through arith.select and index arithmetic (not as a divisor)";
      error.attachNote(user->getLoc()) << "used here";
      return error;
    }
  }
  return success();
}

LogicalResult EndOp::verify() {
  if (getRanges().empty())
    return emitOpError() << "expects at least one range to close";
  return checkRangeList(*this, getRanges());
}

LogicalResult ReduceOp::verify() {
  // -0 is the start only a float sum can have exactly (x + -0 == x).
  if (getFromNegativeZero() && (getOp() != ReduceKind::Add || !isa<FloatType>(getResult().getType())))
    return emitOpError() << "starts from -0 (from_negative_zero), which only a float add may";
  return checkRangeList(*this, getRanges());
}

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

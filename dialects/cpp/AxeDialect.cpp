//===- AxeDialect.cpp - axe registration and attribute verifiers -*- C++ -*-===//

#include "AxeDialect.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

using namespace mlir;
using namespace mlir::axe;

#include "AxeDialect.cpp.inc"

void AxeDialect::initialize() {}

/// `axe.bounds` holds one inclusive range, `array<i64: lo, hi>`.
static LogicalResult verifyBoundsPair(Attribute attr,
                                      function_ref<InFlightDiagnostic()> emit) {
  auto pair = dyn_cast<DenseI64ArrayAttr>(attr);
  if (!pair || pair.size() != 2)
    return emit() << "'axe.bounds' must be array<i64: lo, hi>, but got " << attr;
  if (pair[0] > pair[1])
    return emit() << "'axe.bounds' requires lo <= hi, but got [" << pair[0]
                  << ", " << pair[1] << "]";
  return success();
}

static bool isIntegerLike(Type type) {
  return isa<IntegerType, IndexType>(type);
}

LogicalResult AxeDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  auto emit = [&] { return op->emitOpError(); };
  if (attr.getName() != "axe.bounds")
    return emit() << "has unknown axe attribute '" << attr.getName().getValue()
                  << "'";
  // One pair for a single result; an array of pairs, one per result, otherwise.
  if (op->getNumResults() == 1) {
    if (!isIntegerLike(op->getResult(0).getType()))
      return emit() << "'axe.bounds' needs an integer or index result";
    return verifyBoundsPair(attr.getValue(), emit);
  }
  auto perResult = dyn_cast<ArrayAttr>(attr.getValue());
  if (!perResult || perResult.size() != op->getNumResults())
    return emit() << "'axe.bounds' on an op with " << op->getNumResults()
                  << " results must be an array with one entry per result";
  for (Attribute entry : perResult)
    if (!isa<UnitAttr>(entry) && failed(verifyBoundsPair(entry, emit)))
      return failure();
  return success();
}

LogicalResult AxeDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  auto emit = [&] { return op->emitOpError() << "argument " << argIndex << ": "; };
  if (attr.getName() != "axe.bounds")
    return emit() << "unknown axe attribute '" << attr.getName().getValue() << "'";
  Region &region = op->getRegion(regionIndex);
  if (!region.empty() &&
      !isIntegerLike(region.front().getArgument(argIndex).getType()))
    return emit() << "'axe.bounds' needs an integer or index argument";
  return verifyBoundsPair(attr.getValue(), emit);
}

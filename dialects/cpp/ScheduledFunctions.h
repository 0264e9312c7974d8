//===- ScheduledFunctions.h - patterns in scheduled functions -*- C++ -*-===//
//
// The shim's pattern passes (axe-approximate-math, axe-lower-vector-transpose)
// rewrite only functions that carry a `uop.schedule`: kernels the scheduler
// vectorized. Unscheduled code keeps its ops and results bit for bit.

#ifndef AXE_SCHEDULED_FUNCTIONS_H
#define AXE_SCHEDULED_FUNCTIONS_H

#include "mlir/IR/Operation.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace axe {
/// Applies `patterns` greedily inside every op under `root` (itself included) that has a
/// `uop.schedule` attribute and regions; fails when one application fails.
inline mlir::LogicalResult applyInScheduledFunctions(mlir::Operation *root,
                                                     const mlir::FrozenRewritePatternSet &patterns) {
  bool failedAny = false;
  root->walk([&](mlir::Operation *op) {
    if (!op->hasAttr("uop.schedule") || op->getNumRegions() == 0)
      return;
    if (mlir::failed(mlir::applyPatternsGreedily(op, patterns)))
      failedAny = true;
  });
  return mlir::failure(failedAny);
}
} // namespace axe

#endif // AXE_SCHEDULED_FUNCTIONS_H

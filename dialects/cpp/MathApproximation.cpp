//===- MathApproximation.cpp - upstream math approximations as a pass -*- C++ -*-===//
//
// `axe-approximate-math`: rewrites math ops (exp, log, tanh, erf, ...) on f32
// and f32 vectors into upstream MLIR's polynomial approximations
// (populateMathPolynomialApproximationPatterns), in functions that carry a
// `uop.schedule` (kernels the scheduler vectorized), so a vector `math.exp`
// becomes straight-line vector arithmetic instead of one libm call per lane.
// Unscheduled kernels keep their libm calls and results bit for bit. Upstream
// exposes these patterns only through a test pass; this registers them under
// Axe's name so the CPU pipeline can use them.

#include "AxeCAPI.h"
#include "ScheduledFunctions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace {
struct ApproximateMathPass : PassWrapper<ApproximateMathPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ApproximateMathPass)

  StringRef getArgument() const final { return "axe-approximate-math"; }
  StringRef getDescription() const final {
    return "Replace math ops in scheduled (uop.schedule) functions by upstream MLIR's polynomial "
           "approximations, so vectorized exp/log/tanh/erf stay vector code";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vector::VectorDialect>();
  }
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns);
    if (failed(axe::applyInScheduledFunctions(getOperation(), FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
  }
};
} // namespace

void axeRegisterMathApproximation() { PassRegistration<ApproximateMathPass>(); }

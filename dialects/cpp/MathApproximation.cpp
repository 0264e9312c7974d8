//===- MathApproximation.cpp - vector math for scheduled kernels -*- C++ -*-===//
//
// `axe-approximate-math`: rewrites math ops (exp, log, tanh, erf, sin, ...) on
// f32, f16 and bf16 (and vectors of them) into straight-line arithmetic, in
// functions that carry a `uop.schedule` (kernels the scheduler vectorized), so a
// vector `math.exp` becomes vector arithmetic instead of one libm call per lane.
// Unscheduled kernels keep their libm calls and results bit for bit.
//
// Most ops get upstream MLIR's polynomial approximations
// (populateMathPolynomialApproximationPatterns, which upstream exposes only
// through a test pass). Where those are wrong, Axe lowers the case itself
// (MathPatterns.h): sin and cos with range reduction, exp, expm1 and tanh in
// f32 with compensated steps, cbrt and the arctangents in f64, and the
// special values of erf, log and log2 around upstream's. The
// accuracy of each function is in docs/math-accuracy.md, checked by
// lowering/src/jit/math_accuracy.rs.

#include "AxeCAPI.h"
#include "MathPatterns.h"
#include "ScheduledFunctions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

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
    return "Replace math ops in scheduled (uop.schedule) functions by vector code: upstream MLIR's "
           "polynomial approximations where accurate, Axe's own elsewhere (range-reduced sin/cos; exp, "
           "expm1 and tanh in f32 with compensated steps; cbrt and the arctangents in f64; special "
           "values); each function's ulp bound is in docs/math-accuracy.md";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vector::VectorDialect, scf::SCFDialect, arith::ArithDialect, math::MathDialect>();
  }
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    // Upstream's set (its legacy entry point's list) without the functions Axe evaluates
    // itself: sin and cos (range-reduced), exp, expm1 and tanh (in f32), cbrt and the
    // arctangents (in f64).
    auto upstream = [](StringRef name) {
      return llvm::is_contained({math::LogOp::getOperationName(), math::Log2Op::getOperationName(),
                                 math::Log1pOp::getOperationName(), math::ErfOp::getOperationName(),
                                 math::ErfcOp::getOperationName()},
                                name);
    };
    populateMathF32ExpansionPatterns(patterns, upstream);
    populateMathPolynomialApproximationPatterns(patterns, upstream);
    axe::populateF64MathPatterns(patterns);
    axe::populateExpF32Patterns(patterns);
    axe::populateExpm1TanhF32Patterns(patterns);
    axe::populateSinCosPatterns(patterns);
    axe::populateMathSpecialValuePatterns(patterns);
    if (failed(axe::applyInScheduledFunctions(getOperation(), FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
    // The markers only kept the wrappers from wrapping their own inner ops.
    getOperation()->walk([](Operation *op) { op->removeAttr(axe::kMathInnerAttr); });
  }
};
} // namespace

void axeRegisterMathApproximation() { PassRegistration<ApproximateMathPass>(); }

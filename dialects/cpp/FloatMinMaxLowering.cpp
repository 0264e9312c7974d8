//===- FloatMinMaxLowering.cpp - IEEE-754 2019 maximum / minimum -*- C++ -*-===//
//
// `axe-expand-float-minmax`: arith.maximumf / minimumf as compare + select
// with IEEE-754 2019's maximum / minimum semantics: -0 < +0, and a NaN operand
// gives NaN. Upstream `arith-expand` (which the CPU and GPU pipelines need for
// floor division and bf16) expands them to `a > b ? a : b` plus a NaN check, so
// maximumf(+0, -0) was -0 and minimumf(-0, +0) +0 in compiled code; the
// interpreter and the IEEE operations say +0 and -0. This pass runs before
// `arith-expand`, which then finds none left.
//
// Equal operands are the case to fix: for +0 and -0 the result is the one
// whose sign bit is clear (maximum) or set (minimum), i.e. the bitwise AND
// (maximum) or OR (minimum) of the two encodings; for any other equal pair the
// encodings are the same and AND / OR give it back.

#include "AxeCAPI.h"
#include "MathPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace {
template <typename OpT, bool IsMaximum>
struct ExpandMinMax : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const final {
    Type type = op.getType();
    auto element = dyn_cast<FloatType>(getElementTypeOrSelf(type));
    if (!element)
      return rewriter.notifyMatchFailure(op, "not a float or a vector of floats");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    Type bitsType = axe::withElementType(type, b.getIntegerType(element.getWidth()));
    Value lhs = op.getLhs(), rhs = op.getRhs();
    auto cmp = [&](arith::CmpFPredicate p, Value l, Value r) { return arith::CmpFOp::create(b, p, l, r).getResult(); };
    // Ordered and strictly ordered: lhs when it wins, rhs when it loses, is equal, or a NaN is involved.
    Value lhsWins = cmp(IsMaximum ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, lhs, rhs);
    Value result = arith::SelectOp::create(b, lhsWins, lhs, rhs);
    Value lhsBits = arith::BitcastOp::create(b, bitsType, lhs);
    Value rhsBits = arith::BitcastOp::create(b, bitsType, rhs);
    Value merged = IsMaximum ? arith::AndIOp::create(b, lhsBits, rhsBits).getResult()
                             : arith::OrIOp::create(b, lhsBits, rhsBits).getResult();
    result = arith::SelectOp::create(b, cmp(arith::CmpFPredicate::OEQ, lhs, rhs),
                                     arith::BitcastOp::create(b, type, merged), result);
    // A NaN operand: that NaN (rhs is already the result when rhs is NaN and lhs is not).
    result = arith::SelectOp::create(b, cmp(arith::CmpFPredicate::UNO, lhs, lhs), lhs, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ExpandFloatMinMaxPass : PassWrapper<ExpandFloatMinMaxPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ExpandFloatMinMaxPass)

  StringRef getArgument() const final { return "axe-expand-float-minmax"; }
  StringRef getDescription() const final {
    return "Expand arith.maximumf / minimumf to compare + select with IEEE-754 2019 semantics "
           "(-0 < +0, NaN propagates), before arith-expand's expansion, which ignores the sign of zero";
  }
  void getDependentDialects(DialectRegistry &registry) const override { registry.insert<arith::ArithDialect>(); }
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    axe::populateFloatMinMaxPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void axe::populateFloatMinMaxPatterns(RewritePatternSet &patterns) {
  patterns.add<ExpandMinMax<arith::MaximumFOp, true>, ExpandMinMax<arith::MinimumFOp, false>>(patterns.getContext());
}

void axeRegisterFloatMinMaxLowering() { PassRegistration<ExpandFloatMinMaxPass>(); }

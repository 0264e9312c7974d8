//===- MathSpecialValues.cpp - special values around upstream approximations -*- C++ -*-===//
//
// Upstream MLIR's polynomial approximations of erf, log and log2 are
// accurate on ordinary arguments but wrong on special ones:
//   - log and log2 read a subnormal's exponent field as the smallest normal's
//     (log(1.4e-45) = -87.34, not -103.28);
//   - erf(-0) is +0.
// Each pattern here wraps the op: the upstream op (marked kMathInnerAttr, so it
// is not wrapped again, and then approximated by upstream's pattern) computes
// the ordinary cases, selects put C99 Annex F's values on the special ones.
// f16 and bf16 reach these as f32 ops (upstream's f32 expansion runs first).
// atan2's zeros and infinities (upstream's gave NaN for atan2(±0, ±0) and
// atan2(±inf, ±inf)) are axe::atan2SpecialValues, used by F64Math.cpp's atan2;
// cbrt (upstream's: NaN for ±inf, 12 ulp off on normals) is F64Math.cpp's.

#include "MathPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <cmath>

using namespace mlir;

namespace {
/// The op's f32 type, or failure: the wrappers run on f32 only.
template <typename OpT>
LogicalResult matchF32(OpT op, PatternRewriter &rewriter) {
  if (op->hasAttr(axe::kMathInnerAttr))
    return rewriter.notifyMatchFailure(op, "the wrapped op itself");
  if (!getElementTypeOrSelf(op->getResult(0).getType()).isF32())
    return rewriter.notifyMatchFailure(op, "f32 only (narrower types are extended first)");
  return success();
}

/// A copy of `op` on `operands`, marked as wrapped.
template <typename OpT>
Value innerOp(ImplicitLocOpBuilder &b, OpT op, ValueRange operands) {
  auto inner = OpT::create(b, op->getResult(0).getType(), operands, op->getAttrs());
  inner->setAttr(axe::kMathInnerAttr, b.getUnitAttr());
  return inner->getResult(0);
}

Value cmpf(ImplicitLocOpBuilder &b, arith::CmpFPredicate predicate, Value lhs, Value rhs) {
  return arith::CmpFOp::create(b, predicate, lhs, rhs);
}

/// Whether the sign bit of `x` (f32) is set: -0 and -inf included.
Value signBit(ImplicitLocOpBuilder &b, Value x) {
  Type i32 = axe::withElementType(x.getType(), b.getI32Type());
  Value bits = arith::BitcastOp::create(b, i32, x);
  return arith::CmpIOp::create(b, arith::CmpIPredicate::slt, bits, axe::splatConstant(b, b.getLoc(), i32, 0));
}

/// log and log2 of a positive subnormal x: log(x 2^23) - 23 log(2), where x 2^23 is normal.
template <typename OpT, bool IsLog2>
struct SubnormalLog : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const final {
    if (failed(matchF32(op, rewriter)))
      return failure();
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    Type type = op.getType();
    auto cst = [&](double v) { return axe::splatConstant(b, b.getLoc(), type, v); };
    Value x = op.getOperand();
    Value subnormal = arith::AndIOp::create(b, cmpf(b, arith::CmpFPredicate::OLT, x, cst(0x1p-126)),
                                            cmpf(b, arith::CmpFPredicate::OGT, x, cst(0.0)));
    Value scaled = arith::SelectOp::create(b, subnormal, arith::MulFOp::create(b, x, cst(0x1p23)), x);
    Value y = innerOp(b, op, scaled);
    Value shift = cst(IsLog2 ? 23.0 : 23.0 * M_LN2);
    rewriter.replaceOp(op, arith::SelectOp::create(b, subnormal, arith::SubFOp::create(b, y, shift), y).getResult());
    return success();
  }
};

/// erf with x's sign (erf is odd; upstream's gave erf(-0) = +0), and as 1 - erfc(|x|) for
/// |x| >= 1, where upstream's erf is up to 3.9 ulp off and its erfc (at most 0.157 there, to
/// 2.4 of its own ulps) costs erf under an ulp.
struct ErfSign : OpRewritePattern<math::ErfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::ErfOp op, PatternRewriter &rewriter) const final {
    if (failed(matchF32(op, rewriter)))
      return failure();
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    Type type = op.getType();
    Value x = op.getOperand();
    Value ax = math::AbsFOp::create(b, x);
    Value near = innerOp(b, op, x);
    Value far = arith::SubFOp::create(b, axe::splatConstant(b, b.getLoc(), type, 1.0), math::ErfcOp::create(b, ax));
    Value small = cmpf(b, arith::CmpFPredicate::OLT, ax, axe::splatConstant(b, b.getLoc(), type, 1.0));
    // NaN: `far` is erfc's NaN.
    Value y = arith::SelectOp::create(b, small, near, far);
    rewriter.replaceOp(op, math::CopySignOp::create(b, y, x).getResult());
    return success();
  }
};
} // namespace

Value axe::atan2SpecialValues(ImplicitLocOpBuilder &b, Value y, Value x, Value result) {
  Type type = y.getType();
  auto cst = [&](double v) { return axe::splatConstant(b, b.getLoc(), type, v); };
  auto select = [&](Value c, Value t, Value f) { return arith::SelectOp::create(b, c, t, f).getResult(); };
  auto withSignOfY = [&](Value v) { return math::CopySignOp::create(b, v, y).getResult(); };
  Value ay = math::AbsFOp::create(b, y), ax = math::AbsFOp::create(b, x);
  Value inf = cst(INFINITY), zero = cst(0.0);
  Value yZero = cmpf(b, arith::CmpFPredicate::OEQ, y, zero);
  Value xZero = cmpf(b, arith::CmpFPredicate::OEQ, x, zero);
  Value yInf = cmpf(b, arith::CmpFPredicate::OEQ, ay, inf);
  Value xInf = cmpf(b, arith::CmpFPredicate::OEQ, ax, inf);
  Value xOrdered = cmpf(b, arith::CmpFPredicate::ORD, x, x);
  Value xNegative = signBit(b, x);
  Value pi = cst(M_PI), halfPi = cst(M_PI / 2);
  // x = ±0 (y finite, not 0): ±pi/2 by y's sign.
  result = select(xZero, withSignOfY(halfPi), result);
  // x = ±inf (y finite): ±0 (x = +inf) or ±pi (x = -inf) by y's sign.
  result = select(xInf, withSignOfY(select(xNegative, pi, zero)), result);
  // y = ±inf: ±pi/2, or ±pi/4 and ±3pi/4 when x is infinite too.
  Value infAngle = select(xInf, select(xNegative, cst(3 * M_PI / 4), cst(M_PI / 4)), halfPi);
  result = select(yInf, withSignOfY(infAngle), result);
  // y = ±0 (x not NaN): ±0 when x's sign is +, ±pi when it is - (-0 included).
  result = select(arith::AndIOp::create(b, yZero, xOrdered), withSignOfY(select(xNegative, pi, zero)), result);
  // Either operand NaN: NaN (checked last, as the cases above read only one operand).
  Value nan = cmpf(b, arith::CmpFPredicate::UNO, x, y);
  return select(nan, arith::AddFOp::create(b, x, y), result);
}

void axe::populateMathSpecialValuePatterns(RewritePatternSet &patterns) {
  patterns.add<SubnormalLog<math::LogOp, false>, SubnormalLog<math::Log2Op, true>, ErfSign>(
      patterns.getContext(), /*benefit=*/2);
}

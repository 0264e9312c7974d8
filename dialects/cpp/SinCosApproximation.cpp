//===- SinCosApproximation.cpp - range-reduced sin and cos -*- C++ -*-===//
//
// Upstream MLIR's sin / cos approximation reduces its argument by pi/2 in
// plain f32 arithmetic: the reduced value loses log2(|x|) bits (1e-4 relative
// error at |x| = 1e4, 10% at 1e5, sin(1e8) = 0, sin(1e30) = -inf). These
// patterns replace it (docs/math-accuracy.md):
//
//  - |x| < 2^24: Cody-Waite reduction in f64, x = q pi/2 + r with pi/2 split in
//    three parts (28, 28 and 53 significant bits). q < 2^24, so q * P1 and
//    q * P2 are exact; x - q * P1 is exact (Sterbenz: the two are within a
//    factor of two for q >= 1); the rest round relative to r. That keeps r to
//    about 2^-50 relative even for the f32 arguments closest to a multiple of
//    pi/2. sin(r) and cos(r) on |r| <= pi/4 are Taylor polynomials in f64
//    (truncation below 2^-36 relative), the quadrant (q mod 4) picks one and
//    its sign, and the f64 result is rounded once to f32: within 0.5 ulp plus
//    a double rounding, so at most 1 ulp.
//  - 2^24 <= |x| < inf: the exact libm call (glibc's sinf / cosf, which do
//    Payne-Hanek reduction), on the lanes that need it, behind an scf.if so a
//    vector with no huge lane never pays for it.
//  - inf and NaN: NaN. sin(-0) = -0 (for q = 0, r is x itself).
//
// f16 and bf16 go through f32 (the result is rounded twice: at most one ulp
// of the narrow type).

#include "MathPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

using namespace mlir;

namespace {
/// Arguments at or above this go to libm: q = rint(x * 2/pi) stays below 2^24, so
/// q times a 28-bit part of pi/2 is exact in f64.
constexpr double kReductionLimit = 0x1p24;
/// pi/2 = P1 + P2 + P3 (+ 4e-35): 28, 28 and 53 significant bits.
constexpr double kPiOver2Part1 = 0x1.921fb54p0;
constexpr double kPiOver2Part2 = 0x1.10b4612p-30;
constexpr double kPiOver2Part3 = -0x1.676733ae8fe48p-60;
constexpr double kTwoOverPi = 0.6366197723675814;

/// c0 + r2 (c1 + r2 (c2 + ...)) in the type of `r2`.
Value horner(ImplicitLocOpBuilder &b, Value r2, ArrayRef<double> coefficients) {
  Type type = r2.getType();
  Value acc = axe::splatConstant(b, b.getLoc(), type, coefficients.back());
  for (double c : llvm::reverse(coefficients.drop_back()))
    acc = arith::AddFOp::create(b, axe::splatConstant(b, b.getLoc(), type, c), arith::MulFOp::create(b, r2, acc));
  return acc;
}

/// Whether any lane of `flags` (i1 or a vector of i1) is set, as one i1.
Value anyLane(ImplicitLocOpBuilder &b, Value flags) {
  auto vector = dyn_cast<VectorType>(flags.getType());
  if (!vector)
    return flags;
  if (vector.getRank() != 1)
    flags = vector::ShapeCastOp::create(b, VectorType::get({vector.getNumElements()}, b.getI1Type()), flags);
  return vector::ReductionOp::create(b, vector::CombiningKind::OR, flags);
}

template <typename OpT, bool IsSin>
struct RangeReducedSinCos : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const final {
    if (op->hasAttr(axe::kMathInnerAttr))
      return rewriter.notifyMatchFailure(op, "the exact libm call of a huge argument");
    Type type = op.getType();
    Type element = getElementTypeOrSelf(type);
    if (!element.isF32() && !element.isF16() && !element.isBF16())
      return rewriter.notifyMatchFailure(op, "only f32, f16 and bf16");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    auto cst = [&](Type t, double v) { return axe::splatConstant(b, b.getLoc(), t, v); };
    Type f32 = axe::withElementType(type, b.getF32Type());
    Type f64 = axe::withElementType(type, b.getF64Type());
    Type i32 = axe::withElementType(type, b.getI32Type());

    Value x = op.getOperand();
    if (!element.isF32())
      x = arith::ExtFOp::create(b, f32, x);
    Value ax = math::AbsFOp::create(b, x);
    // NaN compares false: NaN, infinities and huge arguments reduce 0 instead (no
    // fptosi of a value out of range, which is poison) and are replaced below.
    Value reducible = arith::CmpFOp::create(b, arith::CmpFPredicate::OLT, ax, cst(f32, kReductionLimit));
    Value xd = arith::ExtFOp::create(b, f64, arith::SelectOp::create(b, reducible, x, cst(f32, 0.0)).getResult());
    Value q = math::RoundEvenOp::create(b, arith::MulFOp::create(b, xd, cst(f64, kTwoOverPi)));
    Value r = arith::SubFOp::create(b, xd, arith::MulFOp::create(b, q, cst(f64, kPiOver2Part1)));
    r = arith::SubFOp::create(b, r, arith::MulFOp::create(b, q, cst(f64, kPiOver2Part2)));
    r = arith::SubFOp::create(b, r, arith::MulFOp::create(b, q, cst(f64, kPiOver2Part3)));
    Value qi = arith::FPToSIOp::create(b, i32, q);
    // q = 0: r is x itself (x - 0 * P1 would turn -0 into +0).
    Value firstQuadrant = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, qi, cst(i32, 0));
    r = arith::SelectOp::create(b, firstQuadrant, xd, r);

    Value r2 = arith::MulFOp::create(b, r, r);
    // Taylor series on |r| <= pi/4: the first omitted terms are below 2^-36 relative.
    Value sinR = arith::MulFOp::create(
        b, r, horner(b, r2, {1.0, -1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880, -1.0 / 39916800, 1.0 / 6227020800}));
    Value cosR = horner(b, r2,
                        {1.0, -1.0 / 2, 1.0 / 24, -1.0 / 720, 1.0 / 40320, -1.0 / 3628800, 1.0 / 479001600,
                         -1.0 / 87178291200});
    // sin(q pi/2 + r) for q mod 4 = 0, 1, 2, 3: sin r, cos r, -sin r, -cos r; cos(x) = sin(x + pi/2).
    Value quadrant = IsSin ? qi : arith::AddIOp::create(b, qi, cst(i32, 1));
    Value odd = arith::CmpIOp::create(b, arith::CmpIPredicate::ne, arith::AndIOp::create(b, quadrant, cst(i32, 1)),
                                      cst(i32, 0));
    Value negative = arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                           arith::AndIOp::create(b, quadrant, cst(i32, 2)), cst(i32, 0));
    Value v = arith::SelectOp::create(b, odd, cosR, sinR);
    v = arith::SelectOp::create(b, negative, arith::NegFOp::create(b, v), v);
    Value result = arith::TruncFOp::create(b, f32, v);

    // Infinities and NaN: x - x is NaN.
    result = arith::SelectOp::create(b, reducible, result, arith::SubFOp::create(b, x, x));
    Value huge = arith::AndIOp::create(
        b, arith::CmpFOp::create(b, arith::CmpFPredicate::OGE, ax, cst(f32, kReductionLimit)),
        arith::CmpFOp::create(b, arith::CmpFPredicate::ONE, ax, cst(f32, INFINITY)));
    Value reduced = result;
    auto ifOp = scf::IfOp::create(
        b, anyLane(b, huge),
        [&](OpBuilder &tb, Location loc) {
          auto exact = OpT::create(tb, loc, x);
          exact->setAttr(axe::kMathInnerAttr, tb.getUnitAttr());
          scf::YieldOp::create(tb, loc, ValueRange{arith::SelectOp::create(tb, loc, huge, exact, reduced)});
        },
        [&](OpBuilder &eb, Location loc) { scf::YieldOp::create(eb, loc, ValueRange{reduced}); });
    result = ifOp.getResult(0);
    if (!element.isF32())
      result = arith::TruncFOp::create(b, type, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};
} // namespace

void axe::populateSinCosPatterns(RewritePatternSet &patterns) {
  patterns.add<RangeReducedSinCos<math::SinOp, true>, RangeReducedSinCos<math::CosOp, false>>(patterns.getContext());
}

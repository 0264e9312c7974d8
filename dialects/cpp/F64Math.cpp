//===- F64Math.cpp - cbrt and the arctangents through f64 -*- C++ -*-===//
//
// Upstream MLIR's f32 approximations of these are too far off for the
// accuracy contract (docs/math-accuracy.md): atan 40 ulp, cbrt 12, asin 5.4.
// These patterns evaluate them in f64 instead, still as
// straight-line vector code: the f32 argument is exact in f64, the reduction
// and polynomial below keep about 2^-40 relative error, and the result is
// rounded once to f32 (which also rounds subnormal results and overflows
// correctly): within 0.5 ulp plus that, so at most 1 ulp. f16 and bf16 go
// through f32 on both ends.
//
// exp, expm1 and tanh are evaluated in f32 (ExpF32.cpp, Expm1TanhF32.cpp).
//  - atan: |x| > 1 as pi/2 - atan(1/|x|), past tan(pi/12) as
//    pi/6 + atan((u sqrt3 - 1) / (u + sqrt3)), then the odd Taylor series to
//    v^21 on |v| <= 0.268 (Cephes' reduction).
//  - atan2: atan(|y| / |x|) placed in its quadrant; zeros and infinities
//    as C99 Annex F says (axe::atan2SpecialValues).
//  - cbrt: a guess from the exponent bits, five Newton steps.
//  - asin, acos: the arctangent of x / sqrt((1 - x)(1 + x)) (that product is
//    exact in f64 for an f32 x, so no cancellation near |x| = 1).

#include "MathPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <cmath>

using namespace mlir;

namespace {
/// f64 arithmetic on values of one (scalar or vector) f64 type.
struct F64 {
  ImplicitLocOpBuilder &b;
  Type type;

  Value c(double v) { return axe::splatConstant(b, b.getLoc(), type, v); }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, x, y); }
  Value select(Value cond, Value x, Value y) { return arith::SelectOp::create(b, cond, x, y); }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) { return arith::CmpFOp::create(b, p, x, y); }
  Value abs(Value x) { return math::AbsFOp::create(b, x); }
  Value copysign(Value x, Value sign) { return math::CopySignOp::create(b, x, sign); }

  /// c0 + x (c1 + x (c2 + ...)).
  Value horner(Value x, ArrayRef<double> coefficients) {
    Value acc = c(coefficients.back());
    for (double k : llvm::reverse(coefficients.drop_back()))
      acc = add(c(k), mul(x, acc));
    return acc;
  }

  /// NaN replaced by 0, so that the arithmetic sees none; the caller selects NaN back.
  Value ordered(Value x) { return select(cmp(arith::CmpFPredicate::ORD, x, x), x, c(0.0)); }

  /// atan(t) for t >= 0 (+inf included).
  Value atanNonNegative(Value t) {
    Value inverted = cmp(arith::CmpFPredicate::OGT, t, c(1.0));
    Value u = select(inverted, div(c(1.0), t), t);
    Value shifted = cmp(arith::CmpFPredicate::OGT, u, c(0.2679491924311227));
    Value sqrt3 = c(1.7320508075688772);
    Value v = select(shifted, div(sub(mul(u, sqrt3), c(1.0)), add(u, sqrt3)), u);
    Value v2 = mul(v, v);
    Value a = mul(v, horner(v2, {1.0, -1.0 / 3, 1.0 / 5, -1.0 / 7, 1.0 / 9, -1.0 / 11, 1.0 / 13, -1.0 / 15, 1.0 / 17,
                                 -1.0 / 19, 1.0 / 21}));
    a = select(shifted, add(c(M_PI / 6), a), a);
    return select(inverted, sub(c(M_PI / 2), a), a);
  }
};

/// The op's operands in f64 and a way back to its type: f16 and bf16 hop through f32.
template <typename OpT, unsigned Arity>
struct F64Lowering : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;

  /// The result in f64 from the operands in f64, before NaN operands are put back.
  virtual Value compute(F64 &f, ArrayRef<Value> operands) const = 0;

  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const final {
    Type type = op->getResult(0).getType();
    Type element = getElementTypeOrSelf(type);
    if (!element.isF32() && !element.isF16() && !element.isBF16())
      return rewriter.notifyMatchFailure(op, "only f32, f16 and bf16");
    ImplicitLocOpBuilder b(op->getLoc(), rewriter);
    Type f32 = axe::withElementType(type, b.getF32Type());
    F64 f{b, axe::withElementType(type, b.getF64Type())};
    SmallVector<Value> operands, operands32;
    Value anyNaN;
    for (Value operand : op->getOperands()) {
      Value x = element.isF32() ? operand : arith::ExtFOp::create(b, f32, operand).getResult();
      operands32.push_back(x);
      Value wide = arith::ExtFOp::create(b, f.type, x);
      Value nan = f.cmp(arith::CmpFPredicate::UNO, wide, wide);
      anyNaN = anyNaN ? arith::OrIOp::create(b, anyNaN, nan).getResult() : nan;
      operands.push_back(f.ordered(wide));
    }
    Value result = arith::TruncFOp::create(b, f32, compute(f, operands));
    result = finish(b, operands32, result);
    // A NaN operand gives NaN (the sum of the operands is one).
    Value nan = operands32[0];
    for (Value x : ArrayRef<Value>(operands32).drop_front())
      nan = arith::AddFOp::create(b, nan, x);
    result = arith::SelectOp::create(b, anyNaN, nan, result);
    if (!element.isF32())
      result = arith::TruncFOp::create(b, type, result);
    rewriter.replaceOp(op, result);
    return success();
  }

  /// Special values fixed in f32 after the f64 result is rounded (atan2's).
  virtual Value finish(ImplicitLocOpBuilder &, ArrayRef<Value>, Value result) const { return result; }
};

struct AtanF64 : F64Lowering<math::AtanOp, 1> {
  using F64Lowering::F64Lowering;
  Value compute(F64 &f, ArrayRef<Value> x) const final {
    return f.copysign(f.atanNonNegative(f.abs(x[0])), x[0]);
  }
};

struct AsinF64 : F64Lowering<math::AsinOp, 1> {
  using F64Lowering::F64Lowering;
  Value compute(F64 &f, ArrayRef<Value> x) const final {
    // |x| > 1: the square root of a negative number is NaN.
    Value s = math::SqrtOp::create(f.b, f.mul(f.sub(f.c(1.0), x[0]), f.add(f.c(1.0), x[0])));
    return f.copysign(f.atanNonNegative(f.div(f.abs(x[0]), s)), x[0]);
  }
};

struct AcosF64 : F64Lowering<math::AcosOp, 1> {
  using F64Lowering::F64Lowering;
  Value compute(F64 &f, ArrayRef<Value> x) const final {
    Value s = math::SqrtOp::create(f.b, f.mul(f.sub(f.c(1.0), x[0]), f.add(f.c(1.0), x[0])));
    Value a = f.atanNonNegative(f.div(s, f.abs(x[0])));
    // -0 counts as non-negative: acos(-0) = pi/2 either way.
    return f.select(f.cmp(arith::CmpFPredicate::OGE, x[0], f.c(0.0)), a, f.sub(f.c(M_PI), a));
  }
};

struct CbrtF64 : F64Lowering<math::CbrtOp, 1> {
  using F64Lowering::F64Lowering;
  Value compute(F64 &f, ArrayRef<Value> x) const final {
    // A third of the exponent (and a guess at the mantissa) from the bits of |x|, which is
    // normal in f64, then Newton's y -= (y^3 - a) / (3 y^2): the guess is within 4%, and
    // each step squares the error (2^-4.6, -9, -18, -36, -72).
    ImplicitLocOpBuilder &b = f.b;
    Type i64 = axe::withElementType(f.type, b.getI64Type());
    Value a = f.abs(x[0]);
    Value bits = arith::BitcastOp::create(b, i64, a);
    bits = arith::AddIOp::create(b, arith::DivUIOp::create(b, bits, axe::splatConstant(b, b.getLoc(), i64, 3)),
                                 axe::splatConstant(b, b.getLoc(), i64, 0x2A9F7893782DA1CE));
    Value y = arith::BitcastOp::create(b, f.type, bits);
    for (int i = 0; i < 5; ++i)
      y = f.sub(y, f.div(f.sub(f.mul(f.mul(y, y), y), a), f.mul(f.c(3.0), f.mul(y, y))));
    // 0 and inf are their own cube roots (the guess and Newton's step are not).
    Value itself = arith::OrIOp::create(b, f.cmp(arith::CmpFPredicate::OEQ, a, f.c(0.0)),
                                        f.cmp(arith::CmpFPredicate::OEQ, a, f.c(INFINITY)));
    return f.copysign(f.select(itself, a, y), x[0]);
  }
};

struct Atan2F64 : F64Lowering<math::Atan2Op, 2> {
  using F64Lowering::F64Lowering;
  Value compute(F64 &f, ArrayRef<Value> yx) const final {
    Value y = yx[0], x = yx[1];
    // Zeros and infinities (0/0, inf/inf) are replaced in finish().
    Value a = f.atanNonNegative(f.div(f.abs(y), f.abs(x)));
    Value xNegative = f.cmp(arith::CmpFPredicate::OLT, x, f.c(0.0));
    return f.copysign(f.select(xNegative, f.sub(f.c(M_PI), a), a), y);
  }
  Value finish(ImplicitLocOpBuilder &b, ArrayRef<Value> yx, Value result) const final {
    return axe::atan2SpecialValues(b, yx[0], yx[1], result);
  }
};
} // namespace

void axe::populateF64MathPatterns(RewritePatternSet &patterns) {
  patterns.add<AtanF64, AsinF64, AcosF64, CbrtF64, Atan2F64>(patterns.getContext());
}

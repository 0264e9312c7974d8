//===- F32Arithmetic.h - f32 vector arithmetic for the f32 math lowerings -*- C++ -*-===//
//
// What ExpF32.cpp and Expm1TanhF32.cpp build their straight-line f32 code from:
// arithmetic on one (scalar or vector) f32 type, the error-free transformations
// their compensated steps need (Fast2Sum, 2Sum, Dekker's product, which uses no
// FMA so that it is exact on every target), and the pattern that takes f16 and
// bf16 through f32.
//
// Nothing here carries fast-math flags except mulAdd's `contract`: LLVM must not
// reassociate or fuse the error-free steps, whose exactness depends on each
// operation rounding on its own.

#ifndef AXE_F32_ARITHMETIC_H
#define AXE_F32_ARITHMETIC_H

#include "MathPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <utility>

namespace axe {
/// f32 arithmetic on values of one (scalar or vector) f32 type.
struct F32 {
  mlir::ImplicitLocOpBuilder &b;
  mlir::Type type;

  using Pred = mlir::arith::CmpFPredicate;
  using Flags = mlir::arith::FastMathFlags;

  mlir::Value c(float v) { return splatConstant(b, b.getLoc(), type, v); }
  mlir::Value add(mlir::Value x, mlir::Value y, Flags f = Flags::none) {
    return mlir::arith::AddFOp::create(b, x, y, f);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) { return mlir::arith::SubFOp::create(b, x, y); }
  mlir::Value mul(mlir::Value x, mlir::Value y, Flags f = Flags::none) {
    return mlir::arith::MulFOp::create(b, x, y, f);
  }
  mlir::Value div(mlir::Value x, mlir::Value y) { return mlir::arith::DivFOp::create(b, x, y); }
  mlir::Value select(mlir::Value cond, mlir::Value x, mlir::Value y) {
    return mlir::arith::SelectOp::create(b, cond, x, y);
  }
  mlir::Value cmp(Pred p, mlir::Value x, mlir::Value y) { return mlir::arith::CmpFOp::create(b, p, x, y); }
  mlir::Value abs(mlir::Value x) { return mlir::math::AbsFOp::create(b, x); }
  mlir::Value copysign(mlir::Value x, mlir::Value sign) { return mlir::math::CopySignOp::create(b, x, sign); }
  /// x * y + z that LLVM may fuse.
  mlir::Value mulAdd(mlir::Value x, mlir::Value y, mlir::Value z) {
    return add(mul(x, y, Flags::contract), z, Flags::contract);
  }
  /// c0 + x (c1 + x (c2 + ...)), lowest degree first, each step a mulAdd.
  mlir::Value horner(mlir::Value x, llvm::ArrayRef<float> coefficients) {
    mlir::Value acc = c(coefficients.back());
    for (float k : llvm::reverse(coefficients.drop_back()))
      acc = mulAdd(x, acc, c(k));
    return acc;
  }

  /// The i32 type of the same shape.
  mlir::Type i32() { return withElementType(type, b.getI32Type()); }
  /// 2^n for i32 integers -126 <= n <= 127 (scalar or vector), built in the exponent field.
  mlir::Value pow2(mlir::Value n) {
    mlir::Value biased = mlir::arith::AddIOp::create(b, n, splatConstant(b, b.getLoc(), i32(), 127));
    mlir::Value bits = mlir::arith::ShLIOp::create(b, biased, splatConstant(b, b.getLoc(), i32(), 23));
    return mlir::arith::BitcastOp::create(b, type, bits);
  }

  /// x - k ln 2 = r + dr (to ln 2's own 2^-48) with k = roundeven(x log2 e) as f32, for
  /// |x| <= 104 (|k| <= 151), so |r| <= 0.3467 (Cody-Waite): ln 2 is in two parts, k * the
  /// upper one (15 significant bits) and x - that are exact (Sterbenz), and dr is the
  /// rounding error of the subtraction of k * the lower one (Fast2Sum).
  struct Reduction {
    mlir::Value k, r, dr;
  };
  Reduction reduceByLn2(mlir::Value x) {
    mlir::Value k = mlir::math::RoundEvenOp::create(b, mul(x, c(0x1.715476p+0f)));
    mlir::Value r1 = sub(x, mul(k, c(0x1.62e4p-1f)));
    mlir::Value kLo = mul(k, c(0x1.7f7d1cp-20f));
    mlir::Value r = sub(r1, kLo);
    return {k, r, sub(sub(r1, r), kLo)};
  }

  /// (s, e) with s = fl(x + y) and s + e = x + y exactly, for |x| >= |y| (or x = 0).
  std::pair<mlir::Value, mlir::Value> fast2Sum(mlir::Value x, mlir::Value y) {
    mlir::Value s = add(x, y);
    return {s, add(sub(x, s), y)};
  }
  /// (s, e) with s = fl(x + y) and s + e = x + y exactly, whatever their sizes (Knuth's 2Sum).
  std::pair<mlir::Value, mlir::Value> twoSum(mlir::Value x, mlir::Value y) {
    mlir::Value s = add(x, y);
    mlir::Value xPart = sub(s, y);
    mlir::Value yPart = sub(s, xPart);
    return {s, add(sub(x, xPart), sub(y, yPart))};
  }
  /// x = hi + lo exactly, hi with the upper 12 of x's 24 significant bits (Veltkamp's split;
  /// |x| < 2^115, so x * 4097 does not overflow).
  std::pair<mlir::Value, mlir::Value> split(mlir::Value x) {
    mlir::Value scaled = mul(x, c(4097.0f));
    mlir::Value hi = sub(scaled, sub(scaled, x));
    return {hi, sub(x, hi)};
  }
  /// (p, e) with p = fl(x y) and p + e = x y exactly (Dekker's product, no FMA), where
  /// nothing underflows.
  std::pair<mlir::Value, mlir::Value> twoProduct(mlir::Value x, mlir::Value y) {
    mlir::Value p = mul(x, y);
    auto [xHi, xLo] = split(x);
    auto [yHi, yLo] = split(y);
    mlir::Value e = add(add(add(sub(mul(xHi, yHi), p), mul(xHi, yLo)), mul(xLo, yHi)), mul(xLo, yLo));
    return {p, e};
  }
};

/// Rewrites OpT on f32, f16 and bf16 (scalars or vectors) by `compute` on its f32
/// operand: a 16-bit operand is widened first (exactly) and the result narrowed after.
template <typename OpT, mlir::Value (*compute)(F32 &, mlir::Value)>
struct F32Lowering : mlir::OpRewritePattern<OpT> {
  using mlir::OpRewritePattern<OpT>::OpRewritePattern;

  mlir::LogicalResult matchAndRewrite(OpT op, mlir::PatternRewriter &rewriter) const final {
    mlir::Type type = op.getType();
    mlir::Type element = mlir::getElementTypeOrSelf(type);
    if (!element.isF32() && !element.isF16() && !element.isBF16())
      return rewriter.notifyMatchFailure(op, "only f32, f16 and bf16");
    mlir::ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    F32 f{b, withElementType(type, b.getF32Type())};
    mlir::Value x = op.getOperand();
    if (!element.isF32())
      x = mlir::arith::ExtFOp::create(b, f.type, x);
    mlir::Value result = compute(f, x);
    if (!element.isF32())
      result = mlir::arith::TruncFOp::create(b, type, result);
    rewriter.replaceOp(op, result);
    return mlir::success();
  }
};
} // namespace axe

#endif // AXE_F32_ARITHMETIC_H

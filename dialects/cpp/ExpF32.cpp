//===- ExpF32.cpp - exp of f32 (f16, bf16) in f32 arithmetic -*- C++ -*-===//
//
// math.exp on f32 as straight-line f32 vector code within 1 ulp on every f32
// argument: 0.636 ulp at most on normal results, 0.764 on subnormal ones, over
// all 2^32 (tools/math_exhaustive; docs/math-accuracy.md). f16 and bf16 go
// through f32.
//
//  - x is clamped to [-104, 89] (NaN to 89; NaN is put back at the end): exp(-104)
//    is below half the smallest subnormal and exp(89) past the largest finite
//    value, so the scaling below rounds them to 0 and +inf as IEEE does, and
//    +-inf give +inf and 0.
//  - k = roundeven(x log2 e); r = x - k ln2 with ln2 in two parts: k * kLn2Hi
//    is exact (kLn2Hi has 15 significant bits, |k| <= 151) and so is
//    x - k * kLn2Hi (Sterbenz); r = that - k * kLn2Lo rounds, and dr, its
//    rounding error, is kept (Fast2Sum). |r| <= 0.3467.
//  - exp(r) = hi + lo: hi = 1 + r and its rounding error e (exact, Fast2Sum),
//    lo = e + dr hi + r^2 P(r), P a degree-5 minimax fit of
//    (e^r - 1 - r) / r^2 (weighted by r^2 / e^r, coefficients in f32: 0.013
//    2^-24 relative to the result). hi + lo rounds once: within 0.5 ulp plus
//    P's and lo's roundings (0.136 at most).
//  - times 2^k as 2^(k >> 1) 2^(k - (k >> 1)), each factor built in the
//    exponent field (-76 <= both <= 64, normal): the first product is exact and
//    the second rounds once, to a subnormal, to the overflow or to 0 where the
//    result is one (no flush). A subnormal result is p rounded twice: at most
//    0.5 + half of p's error in its own ulps.
//
// The polynomial's multiply-adds carry `contract`: LLVM fuses them where the
// target has FMA. The bound holds either way (exp_f32_model.c in
// tools/math_exhaustive runs both over all 2^32): the Fast2Sum steps have no
// multiply to fuse, and a fused and an unfused Horner step differ by far less
// than lo's own rounding.

#include "MathPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

using namespace mlir;

namespace {
// ln 2 = kLn2Hi + kLn2Lo (to 2^-48).
constexpr float kLn2Hi = 0x1.62e4p-1f;
constexpr float kLn2Lo = 0x1.7f7d1cp-20f;
constexpr float kLog2E = 0x1.715476p+0f;
// P(r) ~ (e^r - 1 - r) / r^2 on |r| <= 0.3467, lowest degree first.
constexpr float kP[] = {0x1p-1f, 0x1.55554cp-3f, 0x1.5554aap-5f, 0x1.111d06p-7f, 0x1.6d84f6p-10f, 0x1.92cda4p-13f};

/// f32 arithmetic on values of one (scalar or vector) f32 type.
struct F32 {
  ImplicitLocOpBuilder &b;
  Type type;

  Value c(float v) { return axe::splatConstant(b, b.getLoc(), type, v); }
  Value add(Value x, Value y, arith::FastMathFlags f = arith::FastMathFlags::none) {
    return arith::AddFOp::create(b, x, y, f);
  }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, x, y); }
  Value mul(Value x, Value y, arith::FastMathFlags f = arith::FastMathFlags::none) {
    return arith::MulFOp::create(b, x, y, f);
  }
  Value select(Value cond, Value x, Value y) { return arith::SelectOp::create(b, cond, x, y); }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) { return arith::CmpFOp::create(b, p, x, y); }
  /// x * y + z that LLVM may fuse.
  Value mulAdd(Value x, Value y, Value z) {
    return add(mul(x, y, arith::FastMathFlags::contract), z, arith::FastMathFlags::contract);
  }

  /// 2^n for i32 integers -126 <= n <= 127 (scalar or vector), built in the exponent field.
  Value pow2(Value n) {
    Type i32 = n.getType();
    Value biased = arith::AddIOp::create(b, n, axe::splatConstant(b, b.getLoc(), i32, 127));
    Value bits = arith::ShLIOp::create(b, biased, axe::splatConstant(b, b.getLoc(), i32, 23));
    return arith::BitcastOp::create(b, type, bits);
  }

  Value exp(Value x) {
    Value xc = select(cmp(arith::CmpFPredicate::UGT, x, c(89.0f)), c(89.0f), x);
    xc = select(cmp(arith::CmpFPredicate::OLT, xc, c(-104.0f)), c(-104.0f), xc);
    Value k = math::RoundEvenOp::create(b, mul(xc, c(kLog2E)));
    Value r1 = sub(xc, mul(k, c(kLn2Hi)));
    Value kLo = mul(k, c(kLn2Lo));
    Value r = sub(r1, kLo);
    Value dr = sub(sub(r1, r), kLo);
    Value one = c(1.0f);
    Value hi = add(one, r);
    Value e = add(sub(one, hi), r);
    Value p = c(kP[5]);
    for (int i = 4; i >= 0; --i)
      p = mulAdd(r, p, c(kP[i]));
    Value lo = add(e, mulAdd(dr, hi, mul(mul(r, r), p)));
    Value expR = add(hi, lo);
    Type i32 = axe::withElementType(type, b.getI32Type());
    Value n = arith::FPToSIOp::create(b, i32, k);
    Value n1 = arith::ShRSIOp::create(b, n, axe::splatConstant(b, b.getLoc(), i32, 1));
    Value n2 = arith::SubIOp::create(b, n, n1);
    Value result = mul(mul(expR, pow2(n1)), pow2(n2));
    return select(cmp(arith::CmpFPredicate::UNO, x, x), x, result);
  }
};

struct ExpF32 : OpRewritePattern<math::ExpOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::ExpOp op, PatternRewriter &rewriter) const final {
    Type type = op.getType();
    Type element = getElementTypeOrSelf(type);
    if (!element.isF32() && !element.isF16() && !element.isBF16())
      return rewriter.notifyMatchFailure(op, "only f32, f16 and bf16");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    F32 f{b, axe::withElementType(type, b.getF32Type())};
    Value x = op.getOperand();
    if (!element.isF32())
      x = arith::ExtFOp::create(b, f.type, x);
    Value result = f.exp(x);
    if (!element.isF32())
      result = arith::TruncFOp::create(b, type, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};
} // namespace

void axe::populateExpF32Patterns(RewritePatternSet &patterns) { patterns.add<ExpF32>(patterns.getContext()); }

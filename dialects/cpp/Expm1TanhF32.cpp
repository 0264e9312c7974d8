//===- Expm1TanhF32.cpp - expm1 and tanh of f32 (f16, bf16) in f32 arithmetic -*- C++ -*-===//
//
// math.expm1 and math.tanh on f32 as straight-line f32 vector code within 1 ulp
// on every f32 argument (all 2^32 measured by tools/math_exhaustive; the
// maxima are in docs/math-accuracy.md). f16 and bf16 go through f32. Both
// share one core, e^x = 2^k (1 + vh + vl):
//
//  - x - k ln2 = r + dr, |r| <= 0.3467 (F32::reduceByLn2, as exp's);
//  - expm1(r) = r + r^2/2 + r^3 P(r): r^2 is split exactly (Dekker's product),
//    r + r^2/2 is vh and its rounding error is kept (Fast2Sum), vl gathers that
//    error, r^2's, r^3 P(r) (P: Taylor to r^5, truncation 2^-31 relative) and
//    dr e^r. With r^2/2 exact, vh + vl is within about 2^-30 of e^r relative:
//    the cancellations below (2^k - 1 near k = 1, 1 - 2/(e^2a + 1) near
//    a = 0.25) magnify that error about threefold; exp's plain f32 r^2 P(r)
//    (about 2^-24 relative of a term up to 8% of e^r) would cost most of an ulp
//    there (an estimate, not measured).
//
// expm1(x) = (2^k - 1) + 2^k vh + 2^k vl. 2^k - 1 is exact for -24 <= k <= 24
// and its rounding error is kept otherwise (2Sum); adding 2^k vh to it is
// exact up to an error Fast2Sum keeps; the sum rounds once. All of it is done
// scaled by 2^-n2 (k = n1 + n2, as exp's two factors), so that 2^k never
// overflows, and multiplied by 2^n2 at the end (exact, or the overflow to
// +inf). x is clamped to [-30, 89]: expm1(-30) rounds to -1 and expm1(89)
// overflows, so +-inf give -1 and +inf. |x| < 2^-25 gives x itself (its
// correct rounding; and the sign of -0, which the reduction loses).
//
// tanh(x) = sign(x) (1 - 2 / (e^2a + 1)) for a = |x| >= 0.25, a clamped to 9.1
// (tanh(9.0109) already rounds to 1): D = e^2a + 1 as dh + dl ((2^k + 1) +
// 2^k vh exactly as above, then normalized), y = 2 / D as yh = fl(2 / dh) plus
// yl = (2 - yh dh - yh dl) yh / 2 with yh dh exact (Dekker's product), and
// 1 - yh exactly split (Fast2Sum) before the last sum rounds once. Below 0.25
// (where 1 - y cancels too much) tanh(a) = a + a^3 Q(a^2), Q a degree-3 fit
// of relative error 2^-34 (least squares reweighted toward minimax, Lawson's
// iteration, on the error relative to tanh; coefficients in f32;
// tools/math_exhaustive/fit_tanh_q.py), whose tail
// is at most 2% of the result. Both are computed on every lane and selected.
//
// Neither uses FMA in an exact step (so the bound is the same on every
// target); the polynomials' multiply-adds carry `contract`. The compiled code
// (fused on an FMA host) and the C model unfused
// (tools/math_exhaustive/expm1_tanh_f32_model.c) are each checked on all 2^32
// arguments; the C model fused on every 13th.

#include "F32Arithmetic.h"

using namespace mlir;
using axe::F32;

namespace {
using Pred = F32::Pred;

// (e^r - 1 - r - r^2/2) / r^3 to r^5 (Taylor: 1/3!, ..., 1/8!), lowest degree first.
constexpr float kExpm1Tail[] = {0x1.555556p-3f, 0x1.555556p-5f, 0x1.111112p-7f,
                                0x1.6c16c2p-10f, 0x1.a01a02p-13f, 0x1.a01a02p-16f};
// Q(s) ~ (tanh(a) - a) / a^3 with s = a^2, a <= 0.25, lowest degree first.
constexpr float kTanhQ[] = {-0x1.555554p-2f, 0x1.110fbcp-3f, -0x1.b9477ap-5f, 0x1.4c36a2p-6f};
constexpr float kTanhSmall = 0.25f;

/// e^x = 2^k (1 + vh + vl) for -30 <= x <= 89 (the file's comment).
struct ExpParts {
  Value k, vh, vl;
};

ExpParts expParts(F32 &f, Value x) {
  auto [k, r, dr] = f.reduceByLn2(x);
  auto [square, squareError] = f.twoProduct(r, r);
  Value halfSquare = f.mul(square, f.c(0.5f));
  auto [vh, vhError] = f.fast2Sum(r, halfSquare);
  Value cube = f.mul(square, r);
  Value tail = f.mulAdd(cube, f.horner(r, kExpm1Tail), dr);
  Value vl = f.add(vhError, f.add(f.mul(squareError, f.c(0.5f)), f.add(tail, f.mul(dr, vh))));
  return {k, vh, vl};
}

Value expm1F32(F32 &f, Value x) {
  ImplicitLocOpBuilder &b = f.b;
  Value xc = f.select(f.cmp(Pred::UGT, x, f.c(89.0f)), f.c(89.0f), x);
  xc = f.select(f.cmp(Pred::OLT, xc, f.c(-30.0f)), f.c(-30.0f), xc);
  auto [k, vh, vl] = expParts(f, xc);
  Value n = arith::FPToSIOp::create(b, f.i32(), k);
  Value n1 = arith::ShRSIOp::create(b, n, axe::splatConstant(b, b.getLoc(), f.i32(), 1));
  Value n2 = arith::SubIOp::create(b, n, n1);
  Value scale = f.pow2(n1);
  Value unscale = f.pow2(n2);
  Value inverseUnscale = f.pow2(arith::SubIOp::create(b, axe::splatConstant(b, b.getLoc(), f.i32(), 0), n2));
  // (2^k - 1) 2^-n2 and its rounding error.
  auto [big, bigError] = f.twoSum(scale, f.sub(f.c(0.0f), inverseUnscale));
  // |big| >= |scale vh|: 2^k - 1 >= 2^(k-1) for k >= 1, 1 - 2^k >= 1/2 for k <= -1, 0 for k = 0.
  auto [sum, sumError] = f.fast2Sum(big, f.mul(scale, vh));
  Value low = f.add(sumError, f.add(bigError, f.mul(scale, vl)));
  Value result = f.mul(f.add(sum, low), unscale);
  result = f.select(f.cmp(Pred::OLT, f.abs(x), f.c(0x1p-25f)), x, result);
  return f.select(f.cmp(Pred::UNO, x, x), x, result);
}

Value tanhF32(F32 &f, Value x) {
  ImplicitLocOpBuilder &b = f.b;
  Value a = f.abs(x);
  Value ac = f.select(f.cmp(Pred::UGT, a, f.c(9.1f)), f.c(9.1f), a);
  auto [k, vh, vl] = expParts(f, f.add(ac, ac));
  // 0 <= k <= 27: 2^k is normal and 2^k + 1 is exact up to k = 23.
  Value scale = f.pow2(arith::FPToSIOp::create(b, f.i32(), k));
  auto [big, bigError] = f.fast2Sum(scale, f.c(1.0f));
  auto [dh0, dh0Error] = f.fast2Sum(big, f.mul(scale, vh));
  // vl can be 2% of vh (r^3 / 6): renormalized, so that yl's first-order correction holds.
  auto [dh, dl] = f.fast2Sum(dh0, f.add(dh0Error, f.add(bigError, f.mul(scale, vl))));
  Value yh = f.div(f.c(2.0f), dh);
  auto [product, productError] = f.twoProduct(yh, dh);
  // 2 - product is exact (Sterbenz: product is within an ulp of 2).
  Value remainder = f.sub(f.sub(f.c(2.0f), product), productError);
  Value yl = f.mul(f.sub(remainder, f.mul(yh, dl)), f.mul(yh, f.c(0.5f)));
  auto [oneMinusYh, oneMinusYhError] = f.fast2Sum(f.c(1.0f), f.sub(f.c(0.0f), yh));
  Value large = f.add(oneMinusYh, f.sub(oneMinusYhError, yl));
  Value square = f.mul(a, a);
  Value small = f.mulAdd(f.mul(a, square), f.horner(square, kTanhQ), a);
  Value result = f.copysign(f.select(f.cmp(Pred::OLT, a, f.c(kTanhSmall)), small, large), x);
  return f.select(f.cmp(Pred::UNO, x, x), x, result);
}
} // namespace

void axe::populateExpm1TanhF32Patterns(RewritePatternSet &patterns) {
  patterns.add<axe::F32Lowering<math::ExpM1Op, expm1F32>, axe::F32Lowering<math::TanhOp, tanhF32>>(
      patterns.getContext());
}

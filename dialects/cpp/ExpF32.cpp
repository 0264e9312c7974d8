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
//  - k = roundeven(x log2 e); r = x - k ln2 with ln2 in two parts: k * ln2_hi
//    is exact (ln2_hi has 15 significant bits, |k| <= 151) and so is
//    x - k * ln2_hi (Sterbenz); r = that - k * ln2_lo rounds, and dr, its
//    rounding error, is kept (Fast2Sum; F32::reduceByLn2). |r| <= 0.3467.
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

#include "F32Arithmetic.h"

using namespace mlir;
using axe::F32;

namespace {
// P(r) ~ (e^r - 1 - r) / r^2 on |r| <= 0.3467, lowest degree first.
constexpr float kP[] = {0x1p-1f, 0x1.55554cp-3f, 0x1.5554aap-5f, 0x1.111d06p-7f, 0x1.6d84f6p-10f, 0x1.92cda4p-13f};

Value expF32(F32 &f, Value x) {
  using Pred = F32::Pred;
  ImplicitLocOpBuilder &b = f.b;
  Value xc = f.select(f.cmp(Pred::UGT, x, f.c(89.0f)), f.c(89.0f), x);
  xc = f.select(f.cmp(Pred::OLT, xc, f.c(-104.0f)), f.c(-104.0f), xc);
  auto [k, r, dr] = f.reduceByLn2(xc);
  auto [hi, e] = f.fast2Sum(f.c(1.0f), r);
  Value p = f.horner(r, kP);
  Value lo = f.add(e, f.mulAdd(dr, hi, f.mul(f.mul(r, r), p)));
  Value expR = f.add(hi, lo);
  Value n = arith::FPToSIOp::create(b, f.i32(), k);
  Value n1 = arith::ShRSIOp::create(b, n, axe::splatConstant(b, b.getLoc(), f.i32(), 1));
  Value n2 = arith::SubIOp::create(b, n, n1);
  Value result = f.mul(f.mul(expR, f.pow2(n1)), f.pow2(n2));
  return f.select(f.cmp(Pred::UNO, x, x), x, result);
}
} // namespace

void axe::populateExpF32Patterns(RewritePatternSet &patterns) {
  patterns.add<axe::F32Lowering<math::ExpOp, expF32>>(patterns.getContext());
}

/* What the C models of Axe's f32 math lowerings (exp_f32_model.c, expm1_tanh_f32_model.c) and
   the compiled-kernel driver (compiled_f32_driver.c) share: the polynomials' multiply-add, fused
   (-DFUSED) or not as the lowering's `contract` allows, f32 bit patterns, and exhaustive.py's
   error measure. */
#ifndef AXE_F32_MODEL_H
#define AXE_F32_MODEL_H
#include <math.h>
#include <stdint.h>
#include <string.h>

#ifdef FUSED
#define MULADD(a, b, c) fmaf(a, b, c)
#else
#define MULADD(a, b, c) ((a) * (b) + (c))
#endif

static inline float from_bits(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* 2^n for a normal exponent n (-126 <= n <= 127), built in the exponent field. */
static inline float pow2(int n) { return from_bits((uint32_t)(n + 127) << 23); }

/* |out - exact| in ulps of f32 at exact (the subnormal ulp below 2^-126); 0 for a NaN where
   exact is NaN, and for an infinity of the right sign where exact rounds to one; a NaN, an
   infinity or a zero of the wrong sign elsewhere is infinitely far. */
static inline double ulps(float out, double exact) {
  if (isnan(exact) || isnan(out)) return isnan(exact) && isnan(out) ? 0 : INFINITY;
  if (isinf(out))
    return (isinf(exact) || fabs(exact) >= 0x1.fffffep127 + 0x1p103) && (out > 0) == (exact > 0) ? 0 : INFINITY;
  if (isinf(exact)) return INFINITY;
  if (out == 0 && exact == 0 && !signbit(out) != !signbit(exact)) return INFINITY;
  int e;
  frexp(exact, &e);
  return fabs(out - exact) / ldexp(1.0, (e - 1 < -126 ? -126 : e - 1) - 23);
}
#endif

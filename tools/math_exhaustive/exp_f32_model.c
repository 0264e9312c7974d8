/* The f32 exp of dialects/cpp/ExpF32.cpp, operation for operation in C, over all 2^32 f32
   arguments against glibc's f64 exp: checks the bound with the polynomial's multiply-adds
   fused and unfused (the compiled code fuses them where the target has FMA; the lowering
   marks them `contract`, so either can run). The error measure is exhaustive.py's.
     cc -O2 -ffp-contract=off tools/math_exhaustive/exp_f32_model.c -lm -o /tmp/model && /tmp/model
     cc -O2 -ffp-contract=off -DFUSED tools/math_exhaustive/exp_f32_model.c -lm -o /tmp/model && /tmp/model
   (an argument N > 1 takes every Nth bit pattern). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "f32_model.h"

static float exp_f32(float x) {
  float xc = (x > 89.0f || x != x) ? 89.0f : x;
  xc = xc < -104.0f ? -104.0f : xc;
  float k = rintf(xc * 0x1.715476p+0f);
  float r1 = xc - k * 0x1.62e4p-1f;
  float k_lo = k * 0x1.7f7d1cp-20f;
  float r = r1 - k_lo;
  float dr = (r1 - r) - k_lo;
  float hi = 1.0f + r;
  float e = (1.0f - hi) + r;
  float p = 0x1.92cda4p-13f;
  p = MULADD(r, p, 0x1.6d84f6p-10f);
  p = MULADD(r, p, 0x1.111d06p-7f);
  p = MULADD(r, p, 0x1.5554aap-5f);
  p = MULADD(r, p, 0x1.55554cp-3f);
  p = MULADD(r, p, 0x1p-1f);
  float lo = e + MULADD(dr, hi, (r * r) * p);
  int n = (int)k, n1 = n >> 1;
  float result = ((hi + lo) * pow2(n1)) * pow2(n - n1);
  return x != x ? x : result;
}

int main(int argc, char **argv) {
  uint64_t stride = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
  double worst[2] = {0, 0};
  uint32_t at[2] = {0, 0};
  uint64_t past_half = 0;
  for (uint64_t u = 0; u <= 0xffffffffull; u += stride) {
    float x = from_bits((uint32_t)u);
    double exact = exp((double)x);
    double err = ulps(exp_f32(x), exact);
    int subnormal = fabs(exact) < 0x1p-126;
    past_half += err > 0.5;
    if (err > worst[subnormal]) worst[subnormal] = err, at[subnormal] = (uint32_t)u;
  }
  printf("normal results: max %.4f ulp at %a; subnormal results: max %.4f ulp at %a; %llu past 0.5 ulp\n",
         worst[0], from_bits(at[0]), worst[1], from_bits(at[1]), (unsigned long long)past_half);
  return worst[0] > 1.0 || worst[1] > 1.0;
}

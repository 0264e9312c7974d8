/* The f32 expm1 and tanh of dialects/cpp/Expm1TanhF32.cpp, operation for operation in C, over
   all 2^32 f32 arguments against glibc's f64 expm1 / tanh: checks the bound with the
   polynomials' multiply-adds fused and unfused (the compiled code fuses them where the target
   has FMA; the lowering marks them `contract`, so either can run). The exact steps (Fast2Sum,
   2Sum, Dekker's product) are plain operations in both. The error measure is exhaustive.py's.
     cc -O2 -ffp-contract=off tools/math_exhaustive/expm1_tanh_f32_model.c -lm -o /tmp/model
     /tmp/model tanh && /tmp/model expm1
     cc -O2 -ffp-contract=off -march=native -DFUSED tools/math_exhaustive/expm1_tanh_f32_model.c -lm -o /tmp/model
   (a second argument N > 1 takes every Nth bit pattern). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "f32_model.h"

static void split(float x, float *hi, float *lo) {
  float scaled = x * 4097.0f;
  *hi = scaled - (scaled - x);
  *lo = x - *hi;
}

static float two_product(float x, float y, float *e) {
  float p = x * y, xh, xl, yh, yl;
  split(x, &xh, &xl);
  split(y, &yh, &yl);
  *e = (((xh * yh - p) + xh * yl) + xl * yh) + xl * yl;
  return p;
}

/* e^x = 2^k (1 + vh + vl). */
static int exp_parts(float x, float *vh, float *vl) {
  float k = rintf(x * 0x1.715476p+0f);
  float r1 = x - k * 0x1.62e4p-1f;
  float k_lo = k * 0x1.7f7d1cp-20f;
  float r = r1 - k_lo;
  float dr = (r1 - r) - k_lo;
  float square_error, square = two_product(r, r, &square_error);
  float half_square = square * 0.5f;
  float h = r + half_square;
  float h_error = (r - h) + half_square;
  float p = 0x1.a01a02p-16f;
  p = MULADD(r, p, 0x1.a01a02p-13f);
  p = MULADD(r, p, 0x1.6c16c2p-10f);
  p = MULADD(r, p, 0x1.111112p-7f);
  p = MULADD(r, p, 0x1.555556p-5f);
  p = MULADD(r, p, 0x1.555556p-3f);
  float tail = MULADD(square * r, p, dr);
  *vh = h;
  *vl = h_error + (square_error * 0.5f + (tail + dr * h));
  return (int)k;
}

static float expm1_f32(float x) {
  float xc = (x > 89.0f || x != x) ? 89.0f : x;
  xc = xc < -30.0f ? -30.0f : xc;
  float vh, vl;
  int k = exp_parts(xc, &vh, &vl);
  int n1 = k >> 1, n2 = k - n1;
  float scale = pow2(n1), unscale = pow2(n2), minus = 0.0f - pow2(-n2);
  float big = scale + minus; /* 2Sum */
  float scale_part = big - minus;
  float big_error = (scale - scale_part) + (minus - (big - scale_part));
  float b = scale * vh;
  float sum = big + b;
  float sum_error = (big - sum) + b;
  float result = (sum + (sum_error + (big_error + scale * vl))) * unscale;
  result = fabsf(x) < 0x1p-25f ? x : result;
  return x != x ? x : result;
}

static float tanh_f32(float x) {
  float a = fabsf(x);
  float ac = (a > 9.1f || a != a) ? 9.1f : a;
  float vh, vl;
  int k = exp_parts(ac + ac, &vh, &vl);
  float scale = pow2(k);
  float big = scale + 1.0f;
  float big_error = (scale - big) + 1.0f;
  float b = scale * vh;
  float dh0 = big + b;
  float dl0 = ((big - dh0) + b) + (big_error + scale * vl);
  float dh = dh0 + dl0;
  float dl = (dh0 - dh) + dl0;
  float yh = 2.0f / dh;
  float product_error, product = two_product(yh, dh, &product_error);
  float remainder = (2.0f - product) - product_error;
  float yl = (remainder - yh * dl) * (yh * 0.5f);
  float minus_yh = 0.0f - yh;
  float s = 1.0f + minus_yh;
  float s_error = (1.0f - s) + minus_yh;
  float large = s + (s_error - yl);
  float square = a * a;
  float q = 0x1.4c36a2p-6f;
  q = MULADD(square, q, -0x1.b9477ap-5f);
  q = MULADD(square, q, 0x1.110fbcp-3f);
  q = MULADD(square, q, -0x1.555554p-2f);
  float small = MULADD(a * square, q, a);
  float result = copysignf(a < 0.25f ? small : large, x);
  return x != x ? x : result;
}

int main(int argc, char **argv) {
  if (argc < 2 || (strcmp(argv[1], "tanh") && strcmp(argv[1], "expm1"))) {
    fprintf(stderr, "usage: %s tanh|expm1 [stride]\n", argv[0]);
    return 2;
  }
  int is_tanh = !strcmp(argv[1], "tanh");
  uint64_t stride = argc > 2 ? strtoull(argv[2], 0, 10) : 1;
  double worst = 0;
  uint32_t at = 0;
  uint64_t past_half = 0;
  for (uint64_t u = 0; u <= 0xffffffffull; u += stride) {
    float x = from_bits((uint32_t)u);
    double exact = is_tanh ? tanh((double)x) : expm1((double)x);
    double err = ulps(is_tanh ? tanh_f32(x) : expm1_f32(x), exact);
    past_half += err > 0.5;
    if (err > worst) worst = err, at = (uint32_t)u;
  }
  printf("%s: max %.4f ulp at %a; %llu past 0.5 ulp\n", argv[1], worst, from_bits(at), (unsigned long long)past_half);
  return worst > 1.0;
}

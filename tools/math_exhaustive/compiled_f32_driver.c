/* exhaustive.py's f32 pass in C: every one of the 2^32 f32 bit patterns through an
   axe-compile'd kernel @f (math.FN on tensor<4194304xf32>, as exhaustive.py writes it), against
   glibc's f64 FN, with exhaustive.py's ulp measure; minutes where the Python pass takes half an
   hour on a loaded machine. FN is a libm function name (exp, expm1, tanh, log, ...):
     printf 'func.func @f(%%x: tensor<4194304xf32>) -> tensor<4194304xf32> {\n  %%y = math.tanh %%x : tensor<4194304xf32>\n  return %%y : tensor<4194304xf32>\n}\n' > /tmp/f.mlir
     target/release/axe-compile /tmp/f.mlir --target=cpu -o /tmp/f.o
     cc -O2 -DFN=tanh -DSTR='"tanh"' tools/math_exhaustive/compiled_f32_driver.c /tmp/f.o -lm \
        -L/usr/lib/llvm-22/lib -lomp -Wl,-rpath,/usr/lib/llvm-22/lib -o /tmp/driver && OMP_NUM_THREADS=1 /tmp/driver */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "f32_model.h"
typedef struct { float *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } MemRef1;
void _mlir_ciface_f(MemRef1 *x, MemRef1 *out);
int main(void) {
  enum { N = 4194304 };
  float *x = malloc(N * 4), *y = malloc(N * 4);
  double worst[2] = {0, 0}; uint32_t at[2] = {0, 0}; uint64_t past_half = 0;
  for (uint64_t base = 0; base < (1ull << 32); base += N) {
    for (uint32_t i = 0; i < N; ++i) { uint32_t u = (uint32_t)(base + i); memcpy(&x[i], &u, 4); }
    MemRef1 mx = {x, x, 0, {N}, {1}}, out = {y, y, 0, {N}, {1}};
    _mlir_ciface_f(&mx, &out);
    for (uint32_t i = 0; i < N; ++i) {
      double exact = FN((double)x[i]);
      double err = ulps(y[i], exact);
      int sub = fabs(exact) < 0x1p-126;
      past_half += err > 0.5;
      if (err > worst[sub]) worst[sub] = err, at[sub] = (uint32_t)(base + i);
    }
  }
  float a0, a1; memcpy(&a0, &at[0], 4); memcpy(&a1, &at[1], 4);
  printf("compiled %s: max %.4f ulp at %a (normal results), %.4f at %a (subnormal); %llu past 0.5 ulp\n",
         STR, worst[0], a0, worst[1], a1, (unsigned long long)past_half);
  return 0;
}

/* Calls the softmax that axe-compile --target=cpu compiled into an object
   file, through its C entry point (memrefs as MLIR's descriptors), and
   compares it with softmax computed here in double precision. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2;

void _mlir_ciface_softmax(MemRef2 *x, MemRef2 *out);

int main(void) {
  enum { R = 4, C = 8 };
  float x[R][C], y[R][C];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) x[i][j] = (float)sin(1.0 + i * C + j) * 3.0f, y[i][j] = NAN;
  MemRef2 in = {&x[0][0], &x[0][0], 0, {R, C}, {C, 1}};
  MemRef2 out = {&y[0][0], &y[0][0], 0, {R, C}, {C, 1}};
  _mlir_ciface_softmax(&in, &out);
  double error = 0.0;
  for (int i = 0; i < R; ++i) {
    double max = x[i][0], sum = 0.0;
    for (int j = 0; j < C; ++j) max = fmax(max, x[i][j]);
    for (int j = 0; j < C; ++j) sum += exp(x[i][j] - max);
    for (int j = 0; j < C; ++j) {
      double e = fabs(y[i][j] - exp(x[i][j] - max) / sum);
      error = e > error || isnan(e) ? e : error;
    }
  }
  printf("softmax: max abs error %.1e: %s\n", error, error <= 1e-6 ? "ok" : "FAIL");
  return error <= 1e-6 ? 0 : 1;
}

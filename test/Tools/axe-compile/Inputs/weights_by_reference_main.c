/* Calls @linear, y = (x @ W^T) @ V with W and V 136x128 weights that axe-compile kept as
   dense_resource blobs (weights_by_reference.py writes the program and the same formulas
   are here), and checks every element bit for bit: each is a sum of products of small
   multiples of powers of two, exact in f32 in any order. A weight read from the wrong place
   or the wrong layout (W is re-laid out at compile time) changes most elements. */
#include <stdint.h>
#include <stdio.h>

enum { R = 4, N = 128, H = 136 };

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2;

void _mlir_ciface_linear(MemRef2 *x, MemRef2 *out);

static double w(int i, int j) { return ((i * 31 + j * 17) % 23 - 11) / 8.0; }
static double v(int i, int j) { return ((i * 13 + j * 7) % 19 - 9) / 4.0; }

int main(void) {
  static float x[R][N], y[R][N];
  static double h[R][H];
  for (int r = 0; r < R; ++r)
    for (int k = 0; k < N; ++k) {
      x[r][k] = ((r * 5 + k * 3) % 11 - 5) / 2.0f;
      y[r][k] = -1.0f;
    }
  MemRef2 mx = {&x[0][0], &x[0][0], 0, {R, N}, {N, 1}}, my = {&y[0][0], &y[0][0], 0, {R, N}, {N, 1}};
  _mlir_ciface_linear(&mx, &my);
  for (int r = 0; r < R; ++r)
    for (int j = 0; j < H; ++j) {
      h[r][j] = 0;
      for (int k = 0; k < N; ++k) h[r][j] += x[r][k] * w(j, k);
    }
  int wrong = 0;
  double peak = 0;
  for (int r = 0; r < R; ++r)
    for (int j = 0; j < N; ++j) {
      double want = 0;
      for (int k = 0; k < H; ++k) want += h[r][k] * v(k, j);
      peak = want > peak ? want : (-want > peak ? -want : peak);
      if (y[r][j] != (float)want) {
        if (wrong < 5) printf("y[%d][%d] = %g, expected %g\n", r, j, y[r][j], want);
        ++wrong;
      }
    }
  printf("linear: %d of %d results wrong (peak %g): %s\n", wrong, R * N, peak, wrong ? "FAIL" : "ok");
  return wrong != 0;
}

/* Calls @mad (a * b + a in bf16) that axe-compile --target=cpu compiled into an object file
   (../bf16-object.mlir) and checks every result bit for bit: bf16 arithmetic is f32
   arithmetic rounded to bf16 (nearest, ties to even) after each op, which is exact for one
   add or multiply since f32 carries more than twice bf16's bits. Linking at all is the other
   half of the test: the object must not call __truncsfbf2, which libgcc before 13 lacks. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  uint16_t *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;

void _mlir_ciface_mad(MemRef1 *a, MemRef1 *b, MemRef1 *out);

static float widen(uint16_t h) {
  uint32_t bits = (uint32_t)h << 16;
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

static uint16_t narrow(float f) {
  uint32_t bits;
  memcpy(&bits, &f, 4);
  if ((bits & 0x7fffffff) > 0x7f800000) return (uint16_t)((bits >> 16) | 0x40); /* a quiet NaN */
  return (uint16_t)((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
}

int main(void) {
  enum { N = 16 };
  uint16_t a[N], b[N], y[N];
  for (int i = 0; i < N; ++i) {
    a[i] = narrow(1.0f + i / 7.0f);
    b[i] = narrow(-3.0f + i * 0.37f);
    y[i] = 0xffff;
  }
  MemRef1 ma = {a, a, 0, {N}, {1}}, mb = {b, b, 0, {N}, {1}}, out = {y, y, 0, {N}, {1}};
  _mlir_ciface_mad(&ma, &mb, &out);
  int wrong = 0;
  for (int i = 0; i < N; ++i) {
    uint16_t want = narrow(widen(narrow(widen(a[i]) * widen(b[i]))) + widen(a[i]));
    if (y[i] != want) {
      printf("element %d: 0x%04x, expected 0x%04x\n", i, y[i], want);
      ++wrong;
    }
  }
  printf("mad: %d of %d bf16 results wrong: %s\n", wrong, N, wrong ? "FAIL" : "ok");
  return wrong != 0;
}

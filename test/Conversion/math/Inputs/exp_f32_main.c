/* Calls @exp_f32 (math.exp on 32 f32 values) that axe-compile --target=cpu compiled into an
   object file (../exp-f32.mlir) on special arguments and prints each argument's and result's
   bits, which the test compares with the correctly rounded results. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;

void _mlir_ciface_exp_f32(MemRef1 *x, MemRef1 *out);

static const uint32_t kArguments[] = {
    0x00000000, 0x80000000, 0x7f800000, 0xff800000, /* +-0, +-inf */
    0x7fc00000, 0x3f800000, 0xbf800000, 0x3f000000, /* NaN, 1, -1, 0.5 */
    0x41200000, 0xc1200000, 0x42480000, 0xc2480000, /* +-10, +-50 */
    0x2edbe6ff, 0xaedbe6ff, 0x3300d959, 0xb300d959, /* +-1e-10, +-3e-8 */
    0x00000001, 0x80000001, 0x42b170a4, 0x42b17217, /* +-smallest subnormal, 88.72, the last finite */
    0x42b17218, 0x42b175c3, 0xc2aea8f6, 0xc2aeae14, /* the first overflow, 88.73, -87.33, -87.34 */
    0xc2c80000, 0xc2cfcccd, 0xc2cff0a4, 0xc2cff5c3, /* -100, -103.9, -103.97, -103.98 */
    0xc2d10000, 0x7149f2ca, 0xf149f2ca, 0x7f7fffff, /* -104.5, +-1e30, the largest finite */
};

int main(void) {
  enum { N = 32 };
  float x[N], y[N];
  memcpy(x, kArguments, sizeof x);
  for (int i = 0; i < N; ++i)
    y[i] = -1.0f;
  MemRef1 mx = {x, x, 0, {N}, {1}}, out = {y, y, 0, {N}, {1}};
  _mlir_ciface_exp_f32(&mx, &out);
  for (int i = 0; i < N; ++i) {
    uint32_t bits;
    memcpy(&bits, &y[i], 4);
    printf("exp(0x%08x) = 0x%08x\n", kArguments[i], bits);
  }
  return 0;
}

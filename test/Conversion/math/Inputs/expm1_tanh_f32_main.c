/* Calls @tanh_f32 (-DTANH) or @expm1_f32 (-DEXPM1), math.tanh / math.expm1 on 32 f32 values
   that axe-compile --target=cpu compiled into an object file (../tanh-f32.mlir,
   ../expm1-f32.mlir), on special arguments, and prints each argument's and result's bits,
   which the tests compare with the correctly rounded results. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;

#if defined(TANH)
#define NAME "tanh"
void _mlir_ciface_tanh_f32(MemRef1 *x, MemRef1 *out);
#define CALL _mlir_ciface_tanh_f32
static const uint32_t kArguments[] = {
    0x00000000, 0x80000000, 0x7f800000, 0xff800000, /* +-0, +-inf */
    0x7fc00000, 0x3f800000, 0xbf800000, 0x3f000000, /* NaN, 1, -1, 0.5 */
    0xbf000000, 0x3e800000, 0x3e7fffff, 0xbe800000, /* -0.5; 0.25, where the polynomial ends, and below; -0.25 */
    0x3dcccccd, 0x40000000, 0xc0400000, 0x40a00000, /* 0.1, 2, -3, 5 */
    0x41100000, 0x41102cb3, 0x41102cb4, 0xc1102cb4, /* 9, the last below 1, the first that rounds to 1, its negative */
    0x7149f2ca, 0xf149f2ca, 0x7f7fffff, 0x2edbe6ff, /* +-1e30, the largest finite, 1e-10 */
    0xaedbe6ff, 0x00000001, 0x80000001, 0x007fffff, /* -1e-10, +-smallest subnormal, the largest subnormal */
    0x00800000, 0x39800000, 0x3f400000, 0x3eb17218, /* the smallest normal, 2^-12, 0.75, ln2/2 (1/3) */
};
#elif defined(EXPM1)
#define NAME "expm1"
void _mlir_ciface_expm1_f32(MemRef1 *x, MemRef1 *out);
#define CALL _mlir_ciface_expm1_f32
static const uint32_t kArguments[] = {
    0x00000000, 0x80000000, 0x7f800000, 0xff800000, /* +-0, +-inf */
    0x7fc00000, 0x3f800000, 0xbf800000, 0x3f000000, /* NaN, 1, -1, 0.5 */
    0xbf000000, 0x41200000, 0xc1200000, 0x2edbe6ff, /* -0.5, +-10, 1e-10 */
    0xaedbe6ff, 0xb300d959, 0x33000000, 0x32ffffff, /* -1e-10, -3e-8, 2^-25 (the first not taken as x), below */
    0x00000001, 0x80000001, 0x3eb17218, 0xbeb17218, /* +-smallest subnormal, +-ln2/2 (the edges of k = 0) */
    0xbe99999a, 0xc1a00000, 0x42480000, 0x7149f2ca, /* -0.3, -20, 50, 1e30 */
    0xf149f2ca, 0x7f7fffff, 0xff7fffff, 0xc18aa122, /* -1e30, +-the largest finite, the last above -1 */
    0xc18aa123, 0x42b17217, 0x42b17218, 0x3e99999a, /* the first that rounds to -1, the last finite, the first overflow, 0.3 */
};
#else
#error "-DTANH or -DEXPM1"
#endif

int main(void) {
  enum { N = sizeof kArguments / sizeof kArguments[0] };
  float x[N], y[N];
  memcpy(x, kArguments, sizeof x);
  for (int i = 0; i < N; ++i)
    y[i] = -1.0f;
  MemRef1 mx = {x, x, 0, {N}, {1}}, out = {y, y, 0, {N}, {1}};
  CALL(&mx, &out);
  for (int i = 0; i < N; ++i) {
    uint32_t bits;
    memcpy(&bits, &y[i], 4);
    printf("%s(0x%08x) = 0x%08x\n", NAME, kArguments[i], bits);
  }
  return 0;
}

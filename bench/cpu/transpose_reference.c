// A hand-written AVX transpose of a 4096 x 4096 f32 matrix, the yardstick for bench/cpu.md's
// transpose row: 8 x 8 tiles transposed in registers (unpack, shuffle, 128-bit permute), in
// square blocks of B x B elements, buffers placed as the JIT places them (64-byte aligned,
// transparent huge pages). It prints the best of 7 runs per block size, and memcpy's time.
// build and run: /usr/lib/llvm-22/bin/clang -O3 -march=native bench/cpu/transpose_reference.c \
//                    -o /tmp/transpose_reference && /tmp/transpose_reference
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#define N 4096

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

// out[j][i] = in[i][j] for an 8 x 8 tile; rows of both are N floats apart.
static inline void tile8(const float *in, float *out) {
  __m256 r[8], t[8], s[8];
  for (int k = 0; k < 8; k++) r[k] = _mm256_loadu_ps(in + (size_t)k * N);
  for (int k = 0; k < 8; k += 2) {
    t[k] = _mm256_unpacklo_ps(r[k], r[k + 1]);
    t[k + 1] = _mm256_unpackhi_ps(r[k], r[k + 1]);
  }
  for (int k = 0; k < 8; k += 4) {
    s[k] = _mm256_shuffle_ps(t[k], t[k + 2], 0x44);
    s[k + 1] = _mm256_shuffle_ps(t[k], t[k + 2], 0xEE);
    s[k + 2] = _mm256_shuffle_ps(t[k + 1], t[k + 3], 0x44);
    s[k + 3] = _mm256_shuffle_ps(t[k + 1], t[k + 3], 0xEE);
  }
  for (int k = 0; k < 4; k++) {
    _mm256_storeu_ps(out + (size_t)k * N, _mm256_permute2f128_ps(s[k], s[k + 4], 0x20));
    _mm256_storeu_ps(out + (size_t)(k + 4) * N, _mm256_permute2f128_ps(s[k], s[k + 4], 0x31));
  }
}

static void transpose(const float *x, float *y, int b) {
  for (int ib = 0; ib < N; ib += b)
    for (int jb = 0; jb < N; jb += b)
      for (int i = ib; i < ib + b; i += 8)
        for (int j = jb; j < jb + b; j += 8) tile8(x + (size_t)j * N + i, y + (size_t)i * N + j);
}

static float *buffer(void) {
  size_t bytes = (size_t)N * N * sizeof(float);
  float *p = aligned_alloc(64, bytes);
  if (!p) exit(1);
  madvise(p, bytes, MADV_HUGEPAGE);
  return p;
}

int main(void) {
  float *x = buffer(), *y = buffer();
  for (size_t i = 0; i < (size_t)N * N; i++) x[i] = (float)i, y[i] = 0;
  double best = 1e9;
  for (int r = 0; r < 7; r++) {
    double t = now();
    memcpy(y, x, (size_t)N * N * sizeof(float));
    t = now() - t;
    if (t < best) best = t;
  }
  printf("memcpy 64 MiB: %.2f ms\n", best * 1e3);
  int blocks[] = {8, 16, 32, 64, 128, 256};
  for (int b = 0; b < 6; b++) {
    best = 1e9;
    for (int r = 0; r < 7; r++) {
      double t = now();
      transpose(x, y, blocks[b]);
      t = now() - t;
      if (t < best) best = t;
    }
    printf("transpose, %d x %d blocks: %.2f ms\n", blocks[b], blocks[b], best * 1e3);
  }
  // Use the result, and check one element of it.
  return y[(size_t)5 * N + 7] == x[(size_t)7 * N + 5] ? 0 : 1;
}

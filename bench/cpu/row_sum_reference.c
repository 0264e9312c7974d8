// A hand-written AVX2 + OpenMP row sum of a 4096 x 4096 f32 matrix, the yardstick for
// bench/cpu.md's row_sum row: one row per loop iteration, four 8-lane accumulators, rows split
// among the threads in contiguous halves (`schedule(static)`), the buffer placed on 2 MiB
// boundaries and backed by transparent huge pages. Where Axe's object is linked in, its
// `_mlir_ciface_row_sum` runs on the same buffer, interleaved with the C loop in one process,
// so the two see the same machine: the best of 28 calls each, 7 rounds.
// build and run (the object from bench/cpu/programs.py's row_sum, scheduled as bench.py does):
//   python3 bench/cpu/programs.py /tmp/rs && target/release/axe-compile /tmp/rs/row_sum.mlir \
//     --target=cpu -o /tmp/rs/row_sum.o
//   /usr/lib/llvm-22/bin/clang -O3 -march=native -fopenmp bench/cpu/row_sum_reference.c \
//     /tmp/rs/row_sum.o -lm -o /tmp/rs/row_sum_reference && OMP_NUM_THREADS=2 /tmp/rs/row_sum_reference
// Without the object, leave it off the clang line: only the C loop runs.
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

#define ROWS 4096
#define COLS 4096

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2;

// Axe's C entry point (axe-compile --target=cpu): the input's descriptor, then the result's.
__attribute__((weak)) void _mlir_ciface_row_sum(MemRef2 *input, MemRef2 *result);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

static float sum_row(const float *x) {
  __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
  for (int j = 0; j < COLS; j += 32) {
    a0 = _mm256_add_ps(a0, _mm256_load_ps(x + j));
    a1 = _mm256_add_ps(a1, _mm256_load_ps(x + j + 8));
    a2 = _mm256_add_ps(a2, _mm256_load_ps(x + j + 16));
    a3 = _mm256_add_ps(a3, _mm256_load_ps(x + j + 24));
  }
  float lanes[8];
  _mm256_storeu_ps(lanes, _mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3)));
  return lanes[0] + lanes[1] + lanes[2] + lanes[3] + lanes[4] + lanes[5] + lanes[6] + lanes[7];
}

static void row_sum_c(const float *x, float *out) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < ROWS; i++) out[i] = sum_row(x + (size_t)i * COLS);
}

int main(void) {
  size_t bytes = (size_t)ROWS * COLS * sizeof(float);
  float *x = aligned_alloc(2 << 20, bytes);
  float *out = aligned_alloc(64, ROWS * sizeof(float));
  if (!x || !out) return 1;
  madvise(x, bytes, MADV_HUGEPAGE);  // before the first touch, as the JIT does
  for (size_t i = 0; i < (size_t)ROWS * COLS; i++) x[i] = (float)(i % 1000) * 1e-3f;
  MemRef2 input = {x, x, 0, {ROWS, COLS}, {COLS, 1}}, result = {out, out, 0, {ROWS, 1}, {1, 1}};
  for (int round = 0; round < 7; round++) {
    double best_c = 1e30, best_axe = 1e30;
    for (int call = 0; call < 30; call++) {
      double t = now();
      row_sum_c(x, out);
      t = now() - t;
      if (call >= 2 && t < best_c) best_c = t;
      if (!_mlir_ciface_row_sum) continue;
      t = now();
      _mlir_ciface_row_sum(&input, &result);
      t = now() - t;
      if (call >= 2 && t < best_axe) best_axe = t;
    }
    printf("round %d: C loop %.1f us (%.1f GB/s)", round, best_c, bytes / best_c / 1e3);
    if (_mlir_ciface_row_sum) printf(", Axe %.1f us (%.1f GB/s)", best_axe, bytes / best_axe / 1e3);
    printf("; out[0] = %g\n", out[0]);
  }
  return 0;
}

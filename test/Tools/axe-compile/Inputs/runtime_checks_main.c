/* Calls the functions of runtime-checks.mlir that axe-compile --target=cpu compiled into an
   object file. Built with -DREPORT for an object of --runtime-checks=report: each call's
   failed check is read (and cleared) with axe_take_runtime_check_failure_<function>() and the
   program goes on; without it, a failed check ends the process (abort).
   usage: runtime_checks_main report | id BAD | divide */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* MLIR's memref descriptor of RANK dimensions of ELEMENT. */
#define MEMREF(NAME, ELEMENT, RANK)                                                                \
  typedef struct {                                                                                 \
    ELEMENT *allocated, *aligned;                                                                  \
    int64_t offset, sizes[RANK], strides[RANK];                                                    \
  } NAME
MEMREF(Ids, int64_t, 2);
MEMREF(Floats2, float, 2);
MEMREF(Floats3, float, 3);
MEMREF(Ints2, int32_t, 2);

void _mlir_ciface_embedding(Ids *ids, Floats2 *table, Floats3 *rows);
void _mlir_ciface_embedding_many(Ids *ids, Floats2 *table, Floats3 *rows);
void _mlir_ciface_sqrt_of_nonnegative(Floats2 *x, Floats2 *roots);
void _mlir_ciface_divide(Ints2 *a, Ints2 *b, Ints2 *quotient);
#ifdef REPORT
const char *axe_take_runtime_check_failure_embedding(void);
const char *axe_take_runtime_check_failure_embedding_many(void);
const char *axe_take_runtime_check_failure_sqrt_of_nonnegative(void);
const char *axe_take_runtime_check_failure_divide(void);
#endif

enum { T = 8, W = 16, ROWS = 100, MANY = 64 };
static float table[ROWS][W];
static int64_t ids[2][T], many[MANY][MANY];
static float rows[2][T][W], many_rows[MANY][MANY][W];

static const char *text(const char *failure) { return failure ? failure : "(none)"; }

/* @embedding on ids: "ok" when every row is the table's row of its id. */
static const char *embed(void) {
  Ids in = {&ids[0][0], &ids[0][0], 0, {2, T}, {T, 1}};
  Floats2 t = {&table[0][0], &table[0][0], 0, {ROWS, W}, {W, 1}};
  Floats3 out = {&rows[0][0][0], &rows[0][0][0], 0, {2, T, W}, {T * W, W, 1}};
  _mlir_ciface_embedding(&in, &t, &out);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < T; ++j)
      if (ids[i][j] >= 0 && ids[i][j] < ROWS && memcmp(rows[i][j], table[ids[i][j]], sizeof rows[i][j]) != 0)
        return "MISMATCH";
  return "ok";
}

static void reset_ids(void) {
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < T; ++j) ids[i][j] = (i * 37 + j * 13) % ROWS;
}

#ifdef REPORT
static void sqrt_of(float negative) {
  float x[4][8], r[4][8];
  for (int i = 0; i < 32; ++i) x[i / 8][i % 8] = (float)i;
  x[2][3] = negative;
  Floats2 in = {&x[0][0], &x[0][0], 0, {4, 8}, {8, 1}}, out = {&r[0][0], &r[0][0], 0, {4, 8}, {8, 1}};
  _mlir_ciface_sqrt_of_nonnegative(&in, &out);
}

static void report(void) {
  reset_ids();
  printf("in range: %s, %s\n", embed(), text(axe_take_runtime_check_failure_embedding()));
  ids[1][3] = 100;
  printf("id 100: %s\n", text((embed(), axe_take_runtime_check_failure_embedding())));
  printf("taken again: %s\n", text(axe_take_runtime_check_failure_embedding()));
  reset_ids();
  ids[0][5] = -1;
  printf("id -1: %s\n", text((embed(), axe_take_runtime_check_failure_embedding())));
  /* Two elements fail: the earlier token's check is kept, the later one does not replace it. */
  reset_ids();
  ids[0][2] = -5, ids[1][3] = 200;
  printf("ids -5 then 200: %s\n", text((embed(), axe_take_runtime_check_failure_embedding())));
  reset_ids();
  printf("in range again: %s, %s\n", embed(), text(axe_take_runtime_check_failure_embedding()));
  /* Each function has its own record. */
  sqrt_of(-0.5f);
  printf("sqrt: embedding's %s, sqrt's %s\n", text(axe_take_runtime_check_failure_embedding()),
         text(axe_take_runtime_check_failure_sqrt_of_nonnegative()));
  ids[0][0] = 100;
  embed();
  printf("embedding: sqrt's %s\n", text(axe_take_runtime_check_failure_sqrt_of_nonnegative()));
  printf("embedding: embedding's %s\n", text(axe_take_runtime_check_failure_embedding()));
  /* Many failures on several threads: one message, whole, then none. */
  for (int i = 0; i < MANY; ++i)
    for (int j = 0; j < MANY; ++j) many[i][j] = (i + j) % 3 == 0 ? 100 : (i + j) % 3 == 1 ? -1 : j;
  Ids in = {&many[0][0], &many[0][0], 0, {MANY, MANY}, {MANY, 1}};
  Floats2 t = {&table[0][0], &table[0][0], 0, {ROWS, W}, {W, 1}};
  Floats3 out = {&many_rows[0][0][0], &many_rows[0][0][0], 0, {MANY, MANY, W}, {MANY * W, W, 1}};
  for (int round = 0; round < 20; ++round) {
    _mlir_ciface_embedding_many(&in, &t, &out);
    const char *failure = axe_take_runtime_check_failure_embedding_many();
    if (!failure || (!strstr(failure, "runtime check failed: index must be smaller than dim size") &&
                     !strstr(failure, "runtime check failed: index must be larger or equal to 0"))) {
      printf("threads: round %d: %s\n", round, text(failure));
      return;
    }
    if (axe_take_runtime_check_failure_embedding_many()) {
      printf("threads: round %d: not cleared\n", round);
      return;
    }
  }
  printf("threads: 20 rounds, one whole message each\n");
}
#endif

int main(int argc, char **argv) {
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < W; ++j) table[i][j] = (float)(i * W + j) * 0.5f - 3.0f;
  if (argc == 2 && strcmp(argv[1], "report") == 0) {
#ifdef REPORT
    report();
    return 0;
#endif
  } else if (argc == 3 && strcmp(argv[1], "id") == 0) {
    reset_ids();
    ids[1][3] = atoi(argv[2]);
    printf("returned: %s\n", embed());
    return 0;
  } else if (argc == 2 && strcmp(argv[1], "divide") == 0) {
    int32_t a[4][8], b[4][8], q[4][8];
    for (int i = 0; i < 32; ++i) a[i / 8][i % 8] = i, b[i / 8][i % 8] = 1 + i % 3;
    b[2][3] = 0;
    Ints2 x = {&a[0][0], &a[0][0], 0, {4, 8}, {8, 1}}, y = {&b[0][0], &b[0][0], 0, {4, 8}, {8, 1}};
    Ints2 out = {&q[0][0], &q[0][0], 0, {4, 8}, {8, 1}};
    _mlir_ciface_divide(&x, &y, &out);
#ifdef REPORT
    printf("divide: %s; quotient[2][3] = %d\n", text(axe_take_runtime_check_failure_divide()), q[2][3]);
#else
    printf("returned\n");
#endif
    return 0;
  }
  fprintf(stderr, "usage: %s report | id BAD | divide\n", argv[0]);
  return 2;
}

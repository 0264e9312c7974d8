// convert-linalg-to-uop's sorted tm_tensor.scatter (scatter.rs, SortedUpdates): the updates'
// keys `position * N + number` sorted by the bitonic network, each element searching them for
// its last update; an assignment reads that update, a combiner first scans each position's run
// (segmented, log2 N steps) and combines the element with its run. `scatter-form=sort` takes
// that form for these small cases; by default (auto) the cost model takes it only where it
// costs less than comparing every update with every element (a key/value cache write, below).
// Checked bit for bit against the op's loops (Inputs/scatter-sorted-loops.mlir, bufferized by
// upstream) on the interpreter, with raw indices masked into a few positions (most positions
// written several times: the last write wins, every accumulation counts), on random and special
// inputs (a float sum, regrouped, within 1e-5); then through uop-kernelize on the CPU JIT and on
// the GPU emulator against the interpreter. N = 64 (a power of two) and N = 33 (not) both search
// past the last key; a scatter that indexes no dimension sorts too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop="scatter-form=sort" | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s --check-prefix=AUTO
// RUN: axe-opt %S/Inputs/scatter-cache-write.mlir --convert-linalg-to-uop | FileCheck %s --check-prefix=AUTO-CACHE
// RUN: axe-opt %s --convert-linalg-to-uop="scatter-form=sort reassociate=false" | FileCheck %s --check-prefix=EXACT-SUM
// RUN: not axe-opt %s --convert-linalg-to-uop="scatter-form=fast" 2>&1 | FileCheck %s --check-prefix=BAD-FORM
// BAD-FORM: error: 'builtin.module' op convert-linalg-to-uop: scatter-form is `fast`, not one of auto, compare, sort
// RUN: axe-opt %s --convert-linalg-to-uop="scatter-form=sort" -o %t/uop.mlir
// RUN: %mlir_opt %S/Inputs/scatter-sorted-loops.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry put_many_rows --entry copy_many_cells --entry short_many_rows --entry put_points_transposed --entry put_without_indices --entry add_many_i32 --entry max_many_points --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry put_many_rows --entry copy_many_cells --entry short_many_rows --entry put_points_transposed --entry put_without_indices --entry add_many_i32 --entry max_many_points --inputs special --signed-zeros --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry add_many_rows --rtol 1e-5 --atol 1e-5 --trials 20 | FileCheck %s --check-prefix=CLOSE
// RUN: axe-run %t/uop.mlir --entry put_many_rows --entry copy_many_cells --entry short_many_rows --entry put_points_transposed --entry put_without_indices --entry add_many_i32 --entry max_many_points --entry add_many_rows --target cpu --inputs special --signed-zeros --trials 3 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT
// RUN: axe-run %t/uop.mlir --entry copy_many_cells --entry put_points_transposed --entry add_many_i32 --target gpu-emulator --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=GPU

// EXACT-COUNT-7: 20 trials, max abs error 0e0, max rel error 0e0: ok
// CLOSE: 20 trials, {{.*}}: ok
// JIT-COUNT-8: 3 trials, {{.*}}: ok
// GPU-COUNT-3: 2 trials, {{.*}}: ok

// Sorted: no [N] + result-shape comparison and no reduction over the updates: the network's
// steps (materialized), then gathers.
// CHECK-LABEL: func.func @put_many_rows
// CHECK-NOT: tensor<40x64x8xi1>
// CHECK-NOT: uop.reduce_axis
// CHECK: uop.contiguous
// CHECK: uop.gather
// CHECK-NOT: uop.reduce_axis
// CHECK: return

// By default these small cases compare (the network costs more), and a key/value cache write
// (Inputs/scatter-cache-write.mlir, outside this module, whose JIT runs would compile it) sorts.
// AUTO-LABEL: func.func @put_many_rows
// AUTO: uop.reduce_axis max
// AUTO-CACHE-LABEL: func.func @cache_write
// AUTO-CACHE-NOT: tensor<768x1x12x128x64xi1>
// AUTO-CACHE-NOT: uop.reduce_axis
// AUTO-CACHE: uop.gather
// AUTO-CACHE: return

// A float sum under reassociate=false keeps the loops' order (the original, then the 40 updates):
// compared even when sort is asked.
// EXACT-SUM-LABEL: func.func @add_many_rows
// EXACT-SUM: uop.reduce_axis add %{{.*}} axes [2] {from_negative_zero} : tensor<16x8x41xf32>

#id = affine_map<(d0, d1) -> (d0, d1)>

// 40 rows into rows 0..15 of 64: most rows repeated, the last write wins.
func.func @put_many_rows(%x: tensor<64x8xf32>, %raw: tensor<40x1xi64>, %v: tensor<40x1x8xf32>) -> tensor<64x8xf32> {
  %m = arith.constant 15 : i64
  %e = tensor.empty() : tensor<40x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<40x1xi64>) outs(%e : tensor<40x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<40x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<40x1x8xf32>, tensor<40x1xi64>) outs(%x : tensor<64x8xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<64x8xf32>
  return %s : tensor<64x8xf32>
}

// index_copy's form, 64 (a power of two) updates of one cell each.
func.func @copy_many_cells(%x: tensor<4x4x4x4xf32>, %raw: tensor<64x4xi64>, %v: tensor<64x1x1x1x1xf32>) -> tensor<4x4x4x4xf32> {
  %m = arith.constant 3 : i64
  %e = tensor.empty() : tensor<64x4xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<64x4xi64>) outs(%e : tensor<64x4xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<64x4xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(false) ins(%v, %i : tensor<64x1x1x1x1xf32>, tensor<64x4xi64>) outs(%x : tensor<4x4x4x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<4x4x4x4xf32>
  return %s : tensor<4x4x4x4xf32>
}

// 48 slices narrower than the row: columns 4 and 5 keep the original.
func.func @short_many_rows(%x: tensor<64x6xf32>, %raw: tensor<48x1xi64>, %v: tensor<48x1x4xf32>) -> tensor<64x6xf32> {
  %m = arith.constant 15 : i64
  %e = tensor.empty() : tensor<48x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<48x1xi64>) outs(%e : tensor<48x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<48x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<48x1x4xf32>, tensor<48x1xi64>) outs(%x : tensor<64x6xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<64x6xf32>
  return %s : tensor<64x6xf32>
}

// 33 points, column index first (dimension_map [1, 0]).
func.func @put_points_transposed(%x: tensor<16x16xf32>, %raw: tensor<33x2xi64>, %v: tensor<33xf32>) -> tensor<16x16xf32> {
  %m = arith.constant 15 : i64
  %e = tensor.empty() : tensor<33x2xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<33x2xi64>) outs(%e : tensor<33x2xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<33x2xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 1, 0>} unique_indices(false) ins(%v, %i : tensor<33xf32>, tensor<33x2xi64>) outs(%x : tensor<16x16xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<16x16xf32>
  return %s : tensor<16x16xf32>
}

// No index at all (depth 0): every update writes the whole tensor, the last one wins.
func.func @put_without_indices(%x: tensor<16x16xf32>, %raw: tensor<40x0xi64>, %v: tensor<40x16x16xf32>) -> tensor<16x16xf32> {
  %m = arith.constant 15 : i64
  %e = tensor.empty() : tensor<40x0xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<40x0xi64>) outs(%e : tensor<40x0xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<40x0xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64>} unique_indices(false) ins(%v, %i : tensor<40x16x16xf32>, tensor<40x0xi64>) outs(%x : tensor<16x16xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<16x16xf32>
  return %s : tensor<16x16xf32>
}

// 40 integer rows added into 16 (repeated rows: a sum per run, exact).
func.func @add_many_i32(%x: tensor<16x8xi32>, %raw: tensor<40x1xi64>, %v: tensor<40x1x8xi32>) -> tensor<16x8xi32> {
  %m = arith.constant 15 : i64
  %e = tensor.empty() : tensor<40x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<40x1xi64>) outs(%e : tensor<40x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<40x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<40x1x8xi32>, tensor<40x1xi64>) outs(%x : tensor<16x8xi32>) {
  ^bb0(%u: i32, %o: i32):
    %c = arith.addi %o, %u : i32
    tm_tensor.yield %c : i32
  } -> tensor<16x8xi32>
  return %s : tensor<16x8xi32>
}

// scatter_reduce amax of 40 points into 64 (NaN wins, exactly).
func.func @max_many_points(%x: tensor<8x8xf32>, %raw: tensor<40x2xi64>, %v: tensor<40xf32>) -> tensor<8x8xf32> {
  %m = arith.constant 7 : i64
  %e = tensor.empty() : tensor<40x2xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<40x2xi64>) outs(%e : tensor<40x2xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<40x2xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%v, %i : tensor<40xf32>, tensor<40x2xi64>) outs(%x : tensor<8x8xf32>) {
  ^bb0(%u: f32, %o: f32):
    %c = arith.maximumf %u, %o : f32
    tm_tensor.yield %c : f32
  } -> tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}

// index_add of 40 rows into 16: the float sums regrouped (reassociate).
func.func @add_many_rows(%x: tensor<16x8xf32>, %raw: tensor<40x1xi64>, %v: tensor<40x1x8xf32>) -> tensor<16x8xf32> {
  %m = arith.constant 15 : i64
  %e = tensor.empty() : tensor<40x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<40x1xi64>) outs(%e : tensor<40x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<40x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<40x1x8xf32>, tensor<40x1xi64>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%u: f32, %o: f32):
    %c = arith.addf %o, %u : f32
    tm_tensor.yield %c : f32
  } -> tensor<16x8xf32>
  return %s : tensor<16x8xf32>
}

// convert-linalg-to-uop on tm_tensor.scatter assignments of many updates (index_put,
// index_copy: a decoder's key/value cache write is one update per element): instead of
// comparing every update with every element (tm-tensor-scatter.mlir), the updates' keys
// `position * N + number` are sorted by the bitonic network and each element searches them
// for the last update at its position, where the cost model (scatter.rs's sorted_work) finds
// that cheaper. Checked bit for bit against the op's loops (Inputs/scatter-sorted-loops.mlir,
// bufferized by upstream) on the interpreter, with raw indices masked into a few positions (most
// positions written several times: the last write wins, others keep the original), on random and
// special inputs; then through uop-kernelize on the CPU JIT and on the GPU emulator against the
// interpreter. N = 64 (a power of two) and N = 33 (not) both search past the last key.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %mlir_opt %S/Inputs/scatter-sorted-loops.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry put_many_rows --entry copy_many_cells --entry short_many_rows --entry put_points_transposed --entry put_without_indices --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry put_many_rows --entry copy_many_cells --entry short_many_rows --entry put_points_transposed --entry put_without_indices --inputs special --signed-zeros --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --entry put_many_rows --entry copy_many_cells --entry short_many_rows --entry put_points_transposed --entry put_without_indices --target cpu --inputs special --signed-zeros --trials 3 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT
// RUN: axe-run %t/uop.mlir --entry copy_many_cells --entry put_points_transposed --target gpu-emulator --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=GPU

// EXACT-COUNT-5: 20 trials, max abs error 0e0, max rel error 0e0: ok
// JIT-COUNT-5: 3 trials, {{.*}}: ok
// GPU-COUNT-2: 2 trials, {{.*}}: ok

// No [N] + result-shape comparison and no reduction over the updates: the network's steps
// (materialized), then gathers.
// CHECK-LABEL: func.func @put_many_rows
// CHECK-NOT: tensor<40x64x8xi1>
// CHECK-NOT: uop.reduce_axis
// CHECK: uop.contiguous
// CHECK: uop.gather
// CHECK-NOT: uop.reduce_axis
// CHECK: return

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

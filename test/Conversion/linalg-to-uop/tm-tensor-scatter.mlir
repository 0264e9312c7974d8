// convert-linalg-to-uop on torch-mlir's tm_tensor.scatter (index_put, index_add, index_copy,
// scatter, scatter_add, scatter_reduce): every update compared with every element of the
// result over [N] + the result's shape; an assignment reads the last update that hits an
// element (max of the update numbers, then a gather), a combiner reduces the hits into the
// element. Checked bit for bit against the op's own definition written as loops
// (Inputs/scatter-loops.mlir), bufferized by upstream, on the interpreter: random raw indices
// masked into range (repeated positions in most trials: the last assignment wins, every
// accumulation counts in order), with reassociate=false (a float sum in the loops' order) and
// on special values (infinities, NaN, -0, integer extremes); by default the float sum is
// reassociated (within 1e-6); then through uop-kernelize on the CPU JIT against the
// interpreter. An index out of range stops the call with the message at the op, on the
// interpreter, the CPU JIT and the GPU emulator.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop="reassociate=false" -o %t/exact.mlir
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %mlir_opt %S/Inputs/scatter-loops.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t/loops.mlir
// RUN: axe-run %t/exact.mlir --against %t/loops.mlir --entry put_rows --entry add_rows --entry short_slice --entry amax_points --entry minnum_rows --entry add_i32 --entry or_bools --entry maxui_i8 --entry copy_cells --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/exact.mlir --against %t/loops.mlir --entry put_rows --entry add_rows --entry short_slice --entry amax_points --entry minnum_rows --entry add_i32 --entry or_bools --entry maxui_i8 --entry copy_cells --inputs special --signed-zeros --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry add_rows --rtol 1e-6 --atol 1e-6 --trials 20 | FileCheck %s --check-prefix=CLOSE
// RUN: axe-run %t/uop.mlir --entry put_rows --entry add_rows --entry short_slice --entry amax_points --entry minnum_rows --entry add_i32 --entry or_bools --entry maxui_i8 --entry copy_cells --target cpu --inputs special --signed-zeros --trials 3 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT

// EXACT-COUNT-9: 20 trials, max abs error 0e0, max rel error 0e0: ok
// CLOSE: 20 trials, {{.*}}: ok
// JIT-COUNT-9: 3 trials, {{.*}}: ok

// Out of range (8, then -1, which torch-mlir passes through unnormalized): the message at the op.
// RUN: %python -c "import numpy as np; r = np.random.default_rng(0); np.save('%t/x.npy', r.standard_normal((8, 4)).astype(np.float32)); np.save('%t/v.npy', r.standard_normal((3, 1, 4)).astype(np.float32)); np.save('%t/big.npy', np.array([[1], [8], [2]])); np.save('%t/negative.npy', np.array([[1], [-1], [2]]))"
// RUN: not axe-run %s --entry unchecked_rows --inputs %t/x.npy,%t/big.npy,%t/v.npy 2>&1 | FileCheck %s --check-prefix=BIG-INTERP
// RUN: not axe-run %s --entry unchecked_rows --target cpu --inputs %t/x.npy,%t/big.npy,%t/v.npy --outputs %t/big-cpu 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not axe-run %s --entry unchecked_rows --target gpu-emulator --inputs %t/x.npy,%t/negative.npy,%t/v.npy --outputs %t/neg-emulator 2>&1 | FileCheck %s --check-prefix=BIG
// BIG-INTERP: tm-tensor-scatter.mlir:[[# @LINE + 8]]:8: error: 'uop.assert' op runtime check failed: scatter index out of bounds for dimension 0 with size 8
// BIG: tm-tensor-scatter.mlir:[[# @LINE + 7]]:8: runtime check failed: scatter index out of bounds for dimension 0 with size 8

// CHECK-LABEL: func.func @unchecked_rows
// CHECK: uop.assert %{{.*}}, "scatter index out of bounds for dimension 0 with size 8" : tensor<3x1xi1>, tensor<3x1xi64>
// CHECK-NOT: tm_tensor
// CHECK: return
func.func @unchecked_rows(%x: tensor<8x4xf32>, %i: tensor<3x1xi64>, %v: tensor<3x1x4xf32>) -> tensor<8x4xf32> {
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%v, %i : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%x : tensor<8x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// No updates, or no elements and no updates: the original, on the CPU JIT too.
// RUN: axe-run %t/uop.mlir --entry no_updates --entry empty_no_updates --target cpu --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=EMPTY
// EMPTY-COUNT-2: 2 trials, max abs error 0e0, max rel error 0e0: ok
// CHECK-LABEL: func.func @no_updates
// CHECK-NEXT: return %arg0 : tensor<6x4xf32>
func.func @no_updates(%x: tensor<6x4xf32>, %i: tensor<0x1xi64>, %v: tensor<0x1x4xf32>) -> tensor<6x4xf32> {
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<0x1x4xf32>, tensor<0x1xi64>) outs(%x : tensor<6x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %c = arith.addf %o, %u : f32
    tm_tensor.yield %c : f32
  } -> tensor<6x4xf32>
  return %s : tensor<6x4xf32>
}
// CHECK-LABEL: func.func @empty_no_updates
// CHECK-NEXT: return %arg0 : tensor<0x4xf32>
func.func @empty_no_updates(%x: tensor<0x4xf32>, %i: tensor<0x1xi64>, %v: tensor<0x1x4xf32>) -> tensor<0x4xf32> {
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<0x1x4xf32>, tensor<0x1xi64>) outs(%x : tensor<0x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<0x4xf32>
  return %s : tensor<0x4xf32>
}

// The last update that hits each element: the largest update number, read by a gather.
// CHECK-LABEL: func.func @put_rows
// CHECK: %[[HIT:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : tensor<5x8x4xi64>
// CHECK: %[[NUMBERS:.*]] = uop.where %[[HIT]], %{{.*}}, %{{.*}} : tensor<5x8x4xi1>, tensor<5x8x4xi64>
// CHECK: %[[LAST:.*]] = uop.reduce_axis max %[[NUMBERS]] axes [0]
// CHECK: uop.gather
// CHECK: uop.where
// CHECK-NOT: tm_tensor
// CHECK: return

// A sum: the hits (-0 elsewhere, which changes no element) summed from -0, then added.
// CHECK-LABEL: func.func @add_rows
// CHECK: %[[TERMS:.*]] = uop.where %{{.*}}, %{{.*}}, %cst{{.*}} : tensor<5x8x4xi1>, tensor<5x8x4xf32>
// CHECK: %[[SUM:.*]] = uop.reduce_axis add %[[TERMS]] axes [0] {from_negative_zero}
// CHECK: arith.addf %arg0, %{{.*}} : tensor<8x4xf32>

#id = affine_map<(d0, d1) -> (d0, d1)>

// index_put: x[rows] = v, a repeated row's last update wins.
func.func @put_rows(%x: tensor<8x4xf32>, %raw: tensor<5x1xi64>, %v: tensor<5x1x4xf32>) -> tensor<8x4xf32> {
  %m = arith.constant 7 : i64
  %e = tensor.empty() : tensor<5x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<5x1xi64>) outs(%e : tensor<5x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<5x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<5x1x4xf32>, tensor<5x1xi64>) outs(%x : tensor<8x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// index_put(accumulate=True) / index_add: element + update.
func.func @add_rows(%x: tensor<8x4xf32>, %raw: tensor<5x1xi64>, %v: tensor<5x1x4xf32>) -> tensor<8x4xf32> {
  %m = arith.constant 7 : i64
  %e = tensor.empty() : tensor<5x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<5x1xi64>) outs(%e : tensor<5x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<5x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<5x1x4xf32>, tensor<5x1xi64>) outs(%x : tensor<8x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %c = arith.addf %o, %u : f32
    tm_tensor.yield %c : f32
  } -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// A slice narrower than the row: columns 4 and 5 keep the original.
func.func @short_slice(%x: tensor<8x6xf32>, %raw: tensor<3x1xi64>, %v: tensor<3x1x4xf32>) -> tensor<8x6xf32> {
  %m = arith.constant 7 : i64
  %e = tensor.empty() : tensor<3x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<3x1xi64>) outs(%e : tensor<3x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<3x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%v, %i : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%x : tensor<8x6xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<8x6xf32>
  return %s : tensor<8x6xf32>
}

// scatter_reduce amax over full coordinates (update, element): NaN wins.
func.func @amax_points(%x: tensor<4x8xf32>, %raw: tensor<6x2xi64>, %v: tensor<6xf32>) -> tensor<4x8xf32> {
  %m = arith.constant 3 : i64
  %e = tensor.empty() : tensor<6x2xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<6x2xi64>) outs(%e : tensor<6x2xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<6x2xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%v, %i : tensor<6xf32>, tensor<6x2xi64>) outs(%x : tensor<4x8xf32>) {
  ^bb0(%u: f32, %o: f32):
    %c = arith.maximumf %u, %o : f32
    tm_tensor.yield %c : f32
  } -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// minnumf ignores NaN (a NaN update leaves the element; a NaN element takes the update).
func.func @minnum_rows(%x: tensor<8x3xf32>, %raw: tensor<6x1xi64>, %v: tensor<6x1x3xf32>) -> tensor<8x3xf32> {
  %m = arith.constant 7 : i64
  %e = tensor.empty() : tensor<6x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<6x1xi64>) outs(%e : tensor<6x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<6x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<6x1x3xf32>, tensor<6x1xi64>) outs(%x : tensor<8x3xf32>) {
  ^bb0(%u: f32, %o: f32):
    %c = arith.minnumf %o, %u : f32
    tm_tensor.yield %c : f32
  } -> tensor<8x3xf32>
  return %s : tensor<8x3xf32>
}

// Integer sums wrap around, many repeated rows.
func.func @add_i32(%x: tensor<4x4xi32>, %raw: tensor<9x1xi64>, %v: tensor<9x1x4xi32>) -> tensor<4x4xi32> {
  %m = arith.constant 3 : i64
  %e = tensor.empty() : tensor<9x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<9x1xi64>) outs(%e : tensor<9x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<9x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<9x1x4xi32>, tensor<9x1xi64>) outs(%x : tensor<4x4xi32>) {
  ^bb0(%u: i32, %o: i32):
    %c = arith.addi %o, %u : i32
    tm_tensor.yield %c : i32
  } -> tensor<4x4xi32>
  return %s : tensor<4x4xi32>
}

// Booleans.
func.func @or_bools(%x: tensor<8x3xi1>, %raw: tensor<5x1xi64>, %v: tensor<5x1x3xi1>) -> tensor<8x3xi1> {
  %m = arith.constant 7 : i64
  %e = tensor.empty() : tensor<5x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<5x1xi64>) outs(%e : tensor<5x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<5x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<5x1x3xi1>, tensor<5x1xi64>) outs(%x : tensor<8x3xi1>) {
  ^bb0(%u: i1, %o: i1):
    %c = arith.ori %o, %u : i1
    tm_tensor.yield %c : i1
  } -> tensor<8x3xi1>
  return %s : tensor<8x3xi1>
}

// Unsigned max of bytes (a negative i8 is large).
func.func @maxui_i8(%x: tensor<4x2xi8>, %raw: tensor<6x1xi64>, %v: tensor<6x1x2xi8>) -> tensor<4x2xi8> {
  %m = arith.constant 3 : i64
  %e = tensor.empty() : tensor<6x1xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<6x1xi64>) outs(%e : tensor<6x1xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<6x1xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<6x1x2xi8>, tensor<6x1xi64>) outs(%x : tensor<4x2xi8>) {
  ^bb0(%u: i8, %o: i8):
    %c = arith.maxui %u, %o : i8
    tm_tensor.yield %c : i8
  } -> tensor<4x2xi8>
  return %s : tensor<4x2xi8>
}

// index_copy / x[:, :, pos] = v as torch-mlir writes it: every coordinate indexed.
func.func @copy_cells(%x: tensor<2x2x2x2xf32>, %raw: tensor<6x4xi64>, %v: tensor<6x1x1x1x1xf32>) -> tensor<2x2x2x2xf32> {
  %m = arith.constant 1 : i64
  %e = tensor.empty() : tensor<6x4xi64>
  %i = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%raw : tensor<6x4xi64>) outs(%e : tensor<6x4xi64>) {
  ^bb0(%r: i64, %out: i64):
    %k = arith.andi %r, %m : i64
    linalg.yield %k : i64
  } -> tensor<6x4xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%v, %i : tensor<6x1x1x1x1xf32>, tensor<6x4xi64>) outs(%x : tensor<2x2x2x2xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<2x2x2x2xf32>
  return %s : tensor<2x2x2x2xf32>
}

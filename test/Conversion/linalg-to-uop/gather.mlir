// tensor.extract of a computed index in a linalg.generic body is a gather:
// convert-linalg-to-uop writes uop.gather (UOpTensorOps.td: each index is
// clamped into its axis, so an out-of-range index reads the nearest element
// and never reads out of bounds), and uop-rangeify reads the source at the
// loaded index: one load of the index, maxsi/minsi, one load of the element;
// an index that is the position (linalg.index) costs no load. @embedding is
// torch-mlir's linalg route of torch.nn.Embedding(16, 4) without the bounds
// checks torch-mlir writes before the read (the weight an argument instead of
// a dense_resource): with them, an out-of-range index stops the call
// (runtime-checks.mlir). Checked in numpy at boundary and extreme
// indices (Inputs/gather_oracle.py: axe-compile --target=cpu, called through
// python/axe), and the kernels on the CPU JIT and the GPU emulator against the
// interpreter on random indices in [-8, 8] (out of range on both sides). The
// interpreter runs uop.gather at the tensor level too, so --check-pipeline
// compares the tensor program (its own clamped reads) with the kernels.
// The three export routes of the corpus's embedding: models/fast (test/Models).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop --verify-diagnostics | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop --uop-kernelize | FileCheck %s --check-prefix=KERNEL
// RUN: axe-opt %s --convert-linalg-to-uop --uop-kernelize -o %t/kernels.mlir
// RUN: axe-run %t/kernels.mlir --target cpu --trials 5 | FileCheck %s --check-prefix=EXEC
// RUN: axe-run %t/kernels.mlir --target gpu-emulator --trials 2 | FileCheck %s --check-prefix=EXEC
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/tensor.mlir
// RUN: axe-run %t/tensor.mlir --check-pipeline 'builtin.module(uop-kernelize)' --trials 3 | FileCheck %s --check-prefix=EXEC
// RUN: %python %S/Inputs/gather_oracle.py %s %t | FileCheck %s --check-prefix=NUMPY

// EXEC-COUNT-3: {{.*}} trials, max abs error 0e0, max rel error 0e0: ok
// NUMPY: embedding: ok
// NUMPY: transposed: ok
// NUMPY: take_i32: ok

// CHECK-LABEL: func.func @embedding
// CHECK: %[[ROW:.*]] = arith.index_cast %{{.*}} : tensor<2x3x4xi64> to tensor<2x3x4xindex>
// CHECK: %[[COL:.*]] = uop.expand
// CHECK: uop.gather %{{.*}}[%[[ROW]], %[[COL]]] : tensor<16x4xf32>, tensor<2x3x4xindex>, tensor<2x3x4xindex> -> tensor<2x3x4xf32>
// CHECK-NOT: uop.assert
// KERNEL-LABEL: func.func @embedding_k0
// KERNEL: %[[ID:.*]] = uop.load %{{.*}} : i64
// KERNEL: %[[I:.*]] = arith.index_cast %[[ID]] : i64 to index
// KERNEL: %[[LO:.*]] = arith.maxsi %[[I]], %c0 : index
// KERNEL: %[[ROW:.*]] = arith.minsi %[[LO]], %c15 : index
// KERNEL: %[[OFF:.*]] = arith.muli %[[ROW]], %c4 : index
// KERNEL: arith.addi %[[OFF]]
// KERNEL: uop.load %{{.*}} : f32
// KERNEL-NOT: uop.load
// KERNEL: uop.store
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @embedding(%arg0: tensor<2x3xi64>, %cst: tensor<16x4xf32>) -> tensor<2x3x4xf32> {
  %0 = tensor.empty() : tensor<2x3x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3xi64>) outs(%0 : tensor<2x3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.index_cast %in : i64 to index
    %3 = linalg.index 2 : index
    %extracted = tensor.extract %cst[%2, %3] : tensor<16x4xf32>
    linalg.yield %extracted : f32
  } -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

// The position on axis 0 and a loaded index on axis 1 of a constant table,
// shifted by a constant (so out-of-range on both sides for ids in [-8, 8]).
// CHECK-LABEL: func.func @transposed
// CHECK: uop.gather
// KERNEL-LABEL: func.func @transposed_k0
// KERNEL: arith.maxsi
// KERNEL: arith.minsi
func.func @transposed(%ids: tensor<5xi32>) -> tensor<3x5xf32> {
  %table = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [20.0, 21.0, 22.0, 23.0, 24.0, 25.0]]> : tensor<3x6xf32>
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<3x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<5xi32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%id: i32, %out: f32):
    %i = linalg.index 0 : index
    %k = arith.index_cast %id : i32 to index
    %j = arith.addi %k, %c2 : index
    %v = tensor.extract %table[%i, %j] : tensor<3x6xf32>
    linalg.yield %v : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// A 1-D take whose result is used twice (a sum with the ids themselves).
// CHECK-LABEL: func.func @take_i32
// CHECK: uop.gather
func.func @take_i32(%x: tensor<7xf32>, %ids: tensor<9xi32>) -> tensor<9xf32> {
  %e = tensor.empty() : tensor<9xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%ids : tensor<9xi32>) outs(%e : tensor<9xf32>) {
  ^bb0(%id: i32, %out: f32):
    %k = arith.index_cast %id : i32 to index
    %v = tensor.extract %x[%k] : tensor<7xf32>
    %f = arith.sitofp %id : i32 to f32
    %s = arith.addf %v, %f : f32
    linalg.yield %s : f32
  } -> tensor<9xf32>
  return %r : tensor<9xf32>
}

// convert-linalg-to-uop on named linalg ops (generalized by upstream's
// patterns first), on generic reductions whose initial value is not the
// identity, linalg.index, and on the tensor ops that tosa-to-linalg does not
// produce here (strided extract_slice, insert_slice into a defined tensor,
// tensor.concat). Each result runs on the interpreter against numpy, bit for
// bit against upstream's loops for the linalg with reassociate=false (linalg's
// order; a reassociated float sum may differ in its last bits, so the default
// conversion is checked against the loops within 1e-6), and through
// uop-kernelize on the CPU JIT against the interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop=reassociate=false | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop=reassociate=false -o %t/uop.mlir
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s --check-prefix=REASSOC
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/reassociated.mlir
// RUN: %python %S/Inputs/numpy_oracle.py %t/uop.mlir %t matmul batch_matmul transpose_broadcast reduce_max_min add_into strided_slice insert_into concat iota | FileCheck %s --check-prefix=NUMPY
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 3 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %t/reassociated.mlir --against %t/loops.mlir --rtol 1e-6 --atol 1e-6 --trials 3 | FileCheck %s --check-prefix=NEAR
// RUN: axe-run %t/uop.mlir --target cpu --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT

// NUMPY-COUNT-9: interpreter vs numpy max abs error {{.*}}: ok
// LOOPS-COUNT-9: 3 trials, max abs error 0e0, max rel error 0e0: ok
// NEAR-COUNT-9: 3 trials, {{.*}}: ok
// JIT-COUNT-9: 2 trials, {{.*}}: ok

// CHECK-LABEL: func.func @matmul
// CHECK: %[[A:.*]] = uop.reshape %arg0 : tensor<4x8xf32> -> tensor<4x1x8xf32>
// CHECK: %[[AE:.*]] = uop.expand %[[A]] : tensor<4x1x8xf32> -> tensor<4x16x8xf32>
// CHECK: %[[B:.*]] = uop.permute %arg1 [1, 0] : tensor<8x16xf32> -> tensor<16x8xf32>
// CHECK: %[[BR:.*]] = uop.reshape %[[B]] : tensor<16x8xf32> -> tensor<1x16x8xf32>
// CHECK: %[[BE:.*]] = uop.expand %[[BR]] : tensor<1x16x8xf32> -> tensor<4x16x8xf32>
// CHECK: %[[P:.*]] = arith.mulf %[[AE]], %[[BE]] : tensor<4x16x8xf32>
// CHECK: %[[S:.*]] = uop.reduce_axis add %[[P]] axes [2] : tensor<4x16x8xf32> -> tensor<4x16x1xf32>
// CHECK: %[[R:.*]] = uop.reshape %[[S]] : tensor<4x16x1xf32> -> tensor<4x16xf32>
// CHECK: return %[[R]]
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @batch_matmul
// CHECK: uop.reduce_axis add {{.*}} axes [3] : tensor<2x4x16x8xf32> -> tensor<2x4x16x1xf32>
func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>) -> tensor<2x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%init : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %c : tensor<2x4x16xf32>
}

// linalg.transpose, linalg.broadcast and the named elementwise linalg.add.
// CHECK-LABEL: func.func @transpose_broadcast
// CHECK-DAG: %[[T:.*]] = uop.permute %arg0 [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-DAG: %[[B:.*]] = uop.reshape %arg1 : tensor<8xf32> -> tensor<8x1xf32>
// CHECK-DAG: %[[BE:.*]] = uop.expand %[[B]] : tensor<8x1xf32> -> tensor<8x4xf32>
// CHECK: arith.addf %[[T]], %[[BE]] : tensor<8x4xf32>
func.func @transpose_broadcast(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<8x4xf32>
  %bb = linalg.broadcast ins(%b : tensor<8xf32>) outs(%e2 : tensor<8x4xf32>) dimensions = [1]
  %e3 = tensor.empty() : tensor<8x4xf32>
  %s = linalg.add ins(%t, %bb : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e3 : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// linalg.reduce over two axes, and a min whose initial value is +inf.
// CHECK-LABEL: func.func @reduce_max_min
// CHECK: uop.reduce_axis max %arg0 axes [0, 2] : tensor<4x6x8xf32> -> tensor<1x6x1xf32>
// CHECK: uop.reduce_axis min %arg0 axes [1] : tensor<4x6x8xf32> -> tensor<4x1x8xf32>
func.func @reduce_max_min(%x: tensor<4x6x8xf32>) -> (tensor<6xf32>, tensor<4x8xf32>) {
  %lowest = arith.constant 0xFF800000 : f32
  %highest = arith.constant 0x7F800000 : f32
  %e = tensor.empty() : tensor<6xf32>
  %i = linalg.fill ins(%lowest : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<4x6x8xf32>) outs(%i : tensor<6xf32>) dimensions = [0, 2]
  %e2 = tensor.empty() : tensor<4x8xf32>
  %i2 = linalg.fill ins(%highest : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %n = linalg.reduce { arith.minimumf } ins(%x : tensor<4x6x8xf32>) outs(%i2 : tensor<4x8xf32>) dimensions = [1]
  return %m, %n : tensor<6xf32>, tensor<4x8xf32>
}

// A float sum into a tensor that is not the identity: linalg adds init
// first, so init goes in front of each row and one reduction runs over both,
// starting from -0 (which changes no term), so a -0 init and -0 terms stay -0.
// CHECK-LABEL: func.func @add_into
// CHECK: %[[ROOM:.*]] = uop.pad %arg0 low [0, 1] high [0, 0] : tensor<3x5xf32> -> tensor<3x6xf32>
// CHECK: %[[FIRST:.*]] = uop.reshape %arg1 : tensor<3xf32> -> tensor<3x1xf32>
// CHECK: %[[SEQ:.*]] = uop.where %{{.*}}, %{{.*}}, %[[ROOM]] : tensor<3x6xi1>, tensor<3x6xf32>
// CHECK: uop.reduce_axis add %[[SEQ]] axes [1] {from_negative_zero} : tensor<3x6xf32> -> tensor<3x1xf32>
// By default (reassociate) the sum is reduced as it is (from -0 too) and init added after it:
// REASSOC-LABEL: func.func @add_into
// REASSOC-NEXT: %[[SUM:.*]] = uop.reduce_axis add %arg0 axes [1] {from_negative_zero} : tensor<3x5xf32> -> tensor<3x1xf32>
// REASSOC-NEXT: %[[ROW:.*]] = uop.reshape %[[SUM]] : tensor<3x1xf32> -> tensor<3xf32>
// REASSOC-NEXT: arith.addf %arg1, %[[ROW]] : tensor<3xf32>
#row = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i)>
func.func @add_into(%x: tensor<3x5xf32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %s = linalg.generic {indexing_maps = [#row, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x5xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  } -> tensor<3xf32>
  return %s : tensor<3xf32>
}

// x[1:7:3, 0:9:2]: cut (and zero-pad past the end) to size * stride, split
// each axis into (size, stride), keep the first of each stride.
// CHECK-LABEL: func.func @strided_slice
// CHECK: %[[C:.*]] = uop.shrink %arg0 begin [1, 0] end [7, 9] : tensor<7x9xf32> -> tensor<6x9xf32>
// CHECK: %[[P:.*]] = uop.pad %[[C]] low [0, 0] high [0, 1] : tensor<6x9xf32> -> tensor<6x10xf32>
// CHECK: %[[R:.*]] = uop.reshape %[[P]] : tensor<6x10xf32> -> tensor<2x3x5x2xf32>
// CHECK: %[[K:.*]] = uop.shrink %[[R]] begin [0, 0, 0, 0] end [2, 1, 5, 1] : tensor<2x3x5x2xf32> -> tensor<2x1x5x1xf32>
// CHECK: uop.reshape %[[K]] : tensor<2x1x5x1xf32> -> tensor<2x5xf32>
func.func @strided_slice(%x: tensor<7x9xf32>) -> tensor<2x5xf32> {
  %s = tensor.extract_slice %x[1, 0] [2, 5] [3, 2] : tensor<7x9xf32> to tensor<2x5xf32>
  return %s : tensor<2x5xf32>
}

// CHECK-LABEL: func.func @insert_into
// CHECK: %[[MASK:.*]] = uop.pad %{{.*}} low [1, 2] high [1, 1] : tensor<2x3xi1> -> tensor<4x6xi1>
// CHECK: %[[S:.*]] = uop.pad %arg1 low [1, 2] high [1, 1] : tensor<2x3xf32> -> tensor<4x6xf32>
// CHECK: uop.where %[[MASK]], %[[S]], %arg0 : tensor<4x6xi1>, tensor<4x6xf32>
func.func @insert_into(%d: tensor<4x6xf32>, %s: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %r = tensor.insert_slice %s into %d[1, 2] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// CHECK-LABEL: func.func @concat
// CHECK: uop.pad %arg0 low [0, 0] high [0, 4] : tensor<2x3xf32> -> tensor<2x7xf32>
// CHECK: uop.pad %arg1 low [0, 3] high [0, 3] : tensor<2x1xf32> -> tensor<2x7xf32>
// CHECK: uop.pad %arg0 low [0, 4] high [0, 0] : tensor<2x3xf32> -> tensor<2x7xf32>
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>) -> tensor<2x7xf32> {
  %c = tensor.concat dim(1) %a, %b, %a : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x7xf32>
  return %c : tensor<2x7xf32>
}

// linalg.index is an index vector along its loop, broadcast over the others.
// CHECK-LABEL: func.func @iota
// CHECK: %[[I:.*]] = arith.constant dense<[0, 1, 2, 3]> : tensor<4xindex>
// CHECK: %[[R:.*]] = uop.reshape %[[I]] : tensor<4xindex> -> tensor<1x4xindex>
// CHECK: uop.expand %[[R]] : tensor<1x4xindex> -> tensor<3x4xindex>
// CHECK: arith.index_cast
// CHECK: arith.sitofp
#id = affine_map<(i, j) -> (i, j)>
func.func @iota(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %jf = arith.sitofp %ji : i64 to f32
    %s = arith.addf %in, %jf : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

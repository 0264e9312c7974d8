// uop-rangeify on elementwise ops and reductions: tensor arguments become
// input buffers, results become output buffers marked `uop.output`, each
// elementwise op becomes its scalar form at the consumer's index, and
// reduce_axis becomes uop.reduce over a new reduce range (tinygrad rangeify).
// RUN: axe-opt %s --uop-rangeify | FileCheck %s

// CHECK-LABEL: func @add
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4x8xf32> {uop.output = 0 : i64})
// CHECK-DAG: %[[R0:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK-DAG: %[[R1:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: %[[FA:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK: %[[ROW:.*]] = arith.muli %[[R0]], %{{.*}} : index
// CHECK: %[[I:.*]] = arith.addi %[[ROW]], %[[R1]] : index
// CHECK: uop.index %[[FA]][%[[I]]] : memref<32xf32>
// CHECK: %[[S:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[RES:.*]] = uop.bufferize %[[S]] [%[[R0]], %[[R1]]] into %[[OUT]] : f32 -> memref<4x8xf32>
// CHECK: uop.sink %[[RES]] : memref<4x8xf32>
func.func @add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.addf %a, %b : tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// CHECK-LABEL: func @rowmax
// CHECK: %[[R0:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[R1:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: %[[K:.*]] = uop.range %{{.*}} axis(2) reduce
// CHECK: %[[V:.*]] = uop.load
// CHECK: %[[M:.*]] = uop.reduce max %[[V]] [%[[K]]] : f32
// CHECK: uop.bufferize %[[M]] [%[[R0]], %[[R1]]] into %{{.*}} : f32 -> memref<4x1xf32>
func.func @rowmax(%x: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %s = uop.reduce_axis max %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  return %s : tensor<4x1xf32>
}

// Casts, comparisons and where keep their uop ops, now on scalars; a splat
// constant is its one element.
// CHECK-LABEL: func @relu_half
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[LT:.*]] = uop.cmp lt %[[Z]], %{{.*}} : f32 -> i1
// CHECK: %[[W:.*]] = uop.where %[[LT]], %{{.*}}, %[[Z]] : i1, f32
// CHECK: uop.cast %[[W]] : f32 -> f16
func.func @relu_half(%x: tensor<16xf32>) -> tensor<16xf16> {
  %zero = arith.constant dense<0.0> : tensor<16xf32>
  %pos = uop.cmp lt %zero, %x : tensor<16xf32> -> tensor<16xi1>
  %r = uop.where %pos, %x, %zero : tensor<16xi1>, tensor<16xf32>
  %h = uop.cast %r : tensor<16xf32> -> tensor<16xf16>
  return %h : tensor<16xf16>
}

// A full reduction to a scalar-shaped result.
// CHECK-LABEL: func @total
// CHECK: %[[K0:.*]] = uop.range %{{.*}} axis(2) reduce
// CHECK: %[[K1:.*]] = uop.range %{{.*}} axis(3) reduce
// CHECK: uop.reduce add %{{.*}} [%[[K0]], %[[K1]]] : f32
func.func @total(%x: tensor<4x8xf32>) -> tensor<1x1xf32> {
  %s = uop.reduce_axis add %x axes [0, 1] : tensor<4x8xf32> -> tensor<1x1xf32>
  return %s : tensor<1x1xf32>
}

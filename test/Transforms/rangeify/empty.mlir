// Empty tensors (a zero-size dimension; issue 39 item 9): no kernel computes
// or stores one. A reduction over an empty axis is the reduction's identity
// and a pad of an empty tensor is all zeros, each a fill kernel; an empty
// result's output buffer is left alone, and a function whose results are all
// empty has no kernel and no sink. The tinygrad bridge's `regression` cases
// (tools/tinygrad_bridge/cases.py) run such programs on the CPU JIT.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(axe-tensor-to-kernels)' | FileCheck %s

// CHECK-LABEL: func.func @mixed_k0(
// CHECK-SAME: memref<3xf32>
// CHECK: arith.constant 0xFF800000 : f32
// CHECK: uop.store
// CHECK-LABEL: func.func @mixed_k1(
// CHECK-SAME: memref<2x3xf32>
// CHECK: arith.constant 0.000000e+00 : f32
// CHECK: uop.store
// CHECK-NOT: func.func @mixed_k2
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: %{{.*}}: memref<0x3xf32>, %{{.*}}: memref<0x3xf32> {uop.output = 0 : i64}, %[[MAX:.*]]: memref<3xf32> {uop.output = 1 : i64}, %[[PAD:.*]]: memref<2x3xf32> {uop.output = 2 : i64})
// CHECK-NEXT: call @mixed_k0(%[[MAX]])
// CHECK-NEXT: call @mixed_k1(%[[PAD]])
// CHECK-NEXT: return
func.func @mixed(%arg0: tensor<0x3xf32>) -> (tensor<0x3xf32>, tensor<3xf32>, tensor<2x3xf32>) {
  %c = arith.constant dense<2.0> : tensor<0x3xf32>
  %0 = arith.mulf %arg0, %c : tensor<0x3xf32>
  %1 = uop.reduce_axis max %arg0 axes [0] : tensor<0x3xf32> -> tensor<1x3xf32>
  %2 = uop.reshape %1 : tensor<1x3xf32> -> tensor<3xf32>
  %3 = uop.pad %arg0 low [1, 0] high [1, 0] : tensor<0x3xf32> -> tensor<2x3xf32>
  return %0, %2, %3 : tensor<0x3xf32>, tensor<3xf32>, tensor<2x3xf32>
}

// -----

// Integer identities: the sum 0, the product 1, max the lowest and min the
// highest signed value (on i1, max starts at true: -1 is the lowest).
// CHECK-LABEL: func.func @int_identities_k0(
// CHECK: arith.constant 0 : i32
// CHECK-LABEL: func.func @int_identities_k1(
// CHECK: arith.constant 1 : i32
// CHECK-LABEL: func.func @int_identities_k2(
// CHECK: arith.constant -2147483648 : i32
// CHECK-LABEL: func.func @int_identities_k3(
// CHECK: arith.constant 2147483647 : i32
// CHECK-LABEL: func.func @int_identities_k4(
// CHECK: arith.constant true
func.func @int_identities(%x: tensor<4x0xi32>, %b: tensor<0xi1>) -> (tensor<4x1xi32>, tensor<4x1xi32>, tensor<4x1xi32>, tensor<4x1xi32>, tensor<1xi1>) {
  %s = uop.reduce_axis add %x axes [1] : tensor<4x0xi32> -> tensor<4x1xi32>
  %p = uop.reduce_axis mul %x axes [1] : tensor<4x0xi32> -> tensor<4x1xi32>
  %m = uop.reduce_axis max %x axes [1] : tensor<4x0xi32> -> tensor<4x1xi32>
  %n = uop.reduce_axis min %x axes [1] : tensor<4x0xi32> -> tensor<4x1xi32>
  %a = uop.reduce_axis max %b axes [0] : tensor<0xi1> -> tensor<1xi1>
  return %s, %p, %m, %n, %a : tensor<4x1xi32>, tensor<4x1xi32>, tensor<4x1xi32>, tensor<4x1xi32>, tensor<1xi1>
}

// -----

// Only empty results (a slice past the end): nothing to run.
// CHECK-LABEL: func.func @all_empty(
// CHECK-SAME: %{{.*}}: memref<4x8xf32>, %{{.*}}: memref<4x0xf32> {uop.output = 0 : i64})
// CHECK-NEXT: return
// CHECK-NOT: uop.
func.func @all_empty(%x: tensor<4x8xf32>) -> tensor<4x0xf32> {
  %s = uop.shrink %x begin [0, 0] end [4, 0] : tensor<4x8xf32> -> tensor<4x0xf32>
  %e = math.exp %s : tensor<4x0xf32>
  return %e : tensor<4x0xf32>
}

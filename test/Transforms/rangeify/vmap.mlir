// vmap in rangeify (spec 002 §4-5): the vmap range is ambient inside the
// scope, vmapout is always realized with the vmap range as its axis, and an
// intermediate realization inside the scope gets the vmap range prepended to
// its bufferize and to every index that reads it (the fix of §5.2). Buffer
// removal keeps every buffer read more than once here (max-inline-copies=1),
// so the realizations rangeify makes stay visible (by default the two-read
// buffers below are inlined: see optimize-ranges/remove-buffers.mlir).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-rangeify,uop-remove-buffers{max-inline-copies=1},uop-remove-dead-axes)' | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-rangeify,uop-remove-buffers{max-inline-copies=1},uop-remove-dead-axes,uop-split-kernels)' | FileCheck %s --check-prefix=SPLIT

// The spec's §5.1 example: z = stack(x[:2].sum(), x[2:].sum()) has two
// consumers, so it is realized inside the vmap over 3 columns. The buffer
// holds batch*2 = 6 elements and every read is offset by the batch index.
// CHECK-LABEL: func @intermediate_realization
// CHECK: %[[B:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[Z:.*]] = uop.bufferize %{{.*}} [%[[B]], %{{.*}}] : f64 -> memref<3x2xf64>
// CHECK: %[[ZF:.*]] = memref.collapse_shape %[[Z]] {{\[\[}}0, 1]] : memref<3x2xf64> into memref<6xf64>
// CHECK: %[[BOFF:.*]] = arith.muli %[[B]], %c2{{.*}} : index
// CHECK: %[[OFF:.*]] = arith.addi %[[BOFF]], %{{.*}} : index
// CHECK: uop.index %[[ZF]][%[[OFF]]] gate
// CHECK: uop.bufferize %{{.*}} [%[[B]], %{{.*}}] into %{{.*}} : f64 -> memref<3x2xf64>
// After splitting, the first kernel stores z into the batch*2 = 6 element
// intermediate at batch * 2 + i; the driver allocates it for the second.
// SPLIT-LABEL: func.func @intermediate_realization_k0
// SPLIT-SAME: (%[[Z:.*]]: memref<3x2xf64>, %{{.*}}: memref<4x3xf64>) attributes {uop.kernel}
// SPLIT: %[[B:.*]] = uop.range %{{.*}} axis(0) loop
// SPLIT: %[[I:.*]] = uop.range %{{.*}} axis(2) loop
// SPLIT: %[[ZF:.*]] = memref.collapse_shape %[[Z]] {{\[\[}}0, 1]] : memref<3x2xf64> into memref<6xf64>
// SPLIT: %[[BOFF:.*]] = arith.muli %[[B]], %c2{{.*}} : index
// SPLIT: %[[OFF:.*]] = arith.addi %[[BOFF]], %[[I]] : index
// SPLIT: %[[P:.*]] = uop.index %[[ZF]][%[[OFF]]] : memref<6xf64>
// SPLIT: %[[S:.*]] = uop.store %[[P]], %{{.*}} : f64
// SPLIT: uop.end %[[S]] [%[[B]], %[[I]]]
// SPLIT-LABEL: func.func @intermediate_realization_k1
// SPLIT-LABEL: func.func @intermediate_realization(
// SPLIT: %[[A:.*]] = memref.alloc() : memref<3x2xf64>
// SPLIT-NEXT: call @intermediate_realization_k0(%[[A]], %arg0)
// SPLIT-NEXT: call @intermediate_realization_k1(%arg1, %[[A]])
// SPLIT-NEXT: memref.dealloc %[[A]]
func.func @intermediate_realization(%X: tensor<4x3xf64>) -> tensor<3x2xf64> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %x = uop.vmapin %X [%c0, %r] : tensor<4x3xf64> -> tensor<4xf64>
  %a = uop.shrink %x begin [0] end [2] : tensor<4xf64> -> tensor<2xf64>
  %sa = uop.reduce_axis add %a axes [0] : tensor<2xf64> -> tensor<1xf64>
  %b = uop.shrink %x begin [2] end [4] : tensor<4xf64> -> tensor<2xf64>
  %sb = uop.reduce_axis add %b axes [0] : tensor<2xf64> -> tensor<1xf64>
  %pa = uop.pad %sa low [0] high [1] : tensor<1xf64> -> tensor<2xf64>
  %pb = uop.pad %sb low [1] high [0] : tensor<1xf64> -> tensor<2xf64>
  %z = arith.addf %pa, %pb : tensor<2xf64>
  %z0 = uop.shrink %z begin [0] end [1] : tensor<2xf64> -> tensor<1xf64>
  %z1 = uop.shrink %z begin [1] end [2] : tensor<2xf64> -> tensor<1xf64>
  %q0 = uop.pad %z0 low [0] high [1] : tensor<1xf64> -> tensor<2xf64>
  %q1 = uop.pad %z1 low [1] high [0] : tensor<1xf64> -> tensor<2xf64>
  %g = arith.addf %q0, %q1 : tensor<2xf64>
  %res = uop.vmapout %g [%r, %c0] : tensor<2xf64> -> tensor<3x2xf64>
  return %res : tensor<3x2xf64>
}

// -----

// Row softmax via vmap: the batch range reads each row; the exponentials,
// read by the sum and by the division, are realized per row (4x8).
// CHECK-LABEL: func @softmax
// CHECK: %[[B:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[K:.*]] = uop.range %{{.*}} reduce
// CHECK: uop.reduce max %{{.*}} [%[[K]]] : f32
// CHECK: math.exp
// CHECK: %[[E:.*]] = uop.bufferize %{{.*}} [%[[B]], %{{.*}}] : f32 -> memref<4x8xf32>
// CHECK: uop.reduce add
// CHECK: arith.divf
// CHECK: uop.bufferize %{{.*}} [%[[B]], %{{.*}}] into %{{.*}} : f32 -> memref<4x8xf32>
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<4x8xf32> -> tensor<8xf32>
  %m = uop.reduce_axis max %row axes [0] : tensor<8xf32> -> tensor<1xf32>
  %mb = uop.expand %m : tensor<1xf32> -> tensor<8xf32>
  %d = arith.subf %row, %mb : tensor<8xf32>
  %e = math.exp %d : tensor<8xf32>
  %s = uop.reduce_axis add %e axes [0] : tensor<8xf32> -> tensor<1xf32>
  %sb = uop.expand %s : tensor<1xf32> -> tensor<8xf32>
  %y = arith.divf %e, %sb : tensor<8xf32>
  %out = uop.vmapout %y [%r, %c0] : tensor<8xf32> -> tensor<4x8xf32>
  return %out : tensor<4x8xf32>
}

// -----

// Nested vmap, depth 3: each inner vmapout is realized with the enclosing
// vmap ranges before its own axes.
// CHECK-LABEL: func @nested3
// CHECK-DAG: %[[A:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK-DAG: %[[B:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK-DAG: %[[C:.*]] = uop.range %{{.*}} axis(2) loop
// CHECK: uop.reduce add
// CHECK: uop.bufferize %{{.*}} [%[[A]], %[[B]], %[[C]]] : f32 -> memref<2x3x4xf32>
// CHECK: uop.bufferize %{{.*}} [%[[A]], %[[B]], %{{.*}}] : f32 -> memref<2x3x4xf32>
// CHECK: uop.bufferize %{{.*}} into %{{.*}} : f32 -> memref<2x3x4x1xf32>
func.func @nested3(%x: tensor<2x3x4x5xf32>) -> tensor<2x3x4x1xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = uop.range %c2 axis(0) loop
  %b = uop.range %c3 axis(1) loop
  %c = uop.range %c4 axis(2) loop
  %x1 = uop.vmapin %x [%a, %c0, %c0, %c0] : tensor<2x3x4x5xf32> -> tensor<3x4x5xf32>
  %x2 = uop.vmapin %x1 [%b, %c0, %c0] : tensor<3x4x5xf32> -> tensor<4x5xf32>
  %x3 = uop.vmapin %x2 [%c, %c0] : tensor<4x5xf32> -> tensor<5xf32>
  %s = uop.reduce_axis add %x3 axes [0] : tensor<5xf32> -> tensor<1xf32>
  %y3 = uop.vmapout %s [%c, %c0] : tensor<1xf32> -> tensor<4x1xf32>
  %y2 = uop.vmapout %y3 [%b, %c0, %c0] : tensor<4x1xf32> -> tensor<3x4x1xf32>
  %y1 = uop.vmapout %y2 [%a, %c0, %c0, %c0] : tensor<3x4x1xf32> -> tensor<2x3x4x1xf32>
  return %y1 : tensor<2x3x4x1xf32>
}

// -----

// A batched matmul via vmap: each batch element is a matmul, expressed the
// tinygrad way (expand, multiply, reduce over K).
// CHECK-LABEL: func @batched_matmul
// CHECK: %[[B:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[K:.*]] = uop.range %{{.*}} reduce
// CHECK: arith.mulf
// CHECK: uop.reduce add %{{.*}} [%[[K]]] : f32
// CHECK: uop.bufferize %{{.*}} [%[[B]], %{{.*}}, %{{.*}}] into %{{.*}} : f32 -> memref<2x3x5xf32>
func.func @batched_matmul(%a: tensor<2x3x4xf32>, %w: tensor<4x5xf32>) -> tensor<2x3x5xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = uop.range %c2 axis(0) loop
  %m = uop.vmapin %a [%r, %c0, %c0] : tensor<2x3x4xf32> -> tensor<3x4xf32>
  %m3 = uop.reshape %m : tensor<3x4xf32> -> tensor<3x4x1xf32>
  %me = uop.expand %m3 : tensor<3x4x1xf32> -> tensor<3x4x5xf32>
  %w3 = uop.reshape %w : tensor<4x5xf32> -> tensor<1x4x5xf32>
  %we = uop.expand %w3 : tensor<1x4x5xf32> -> tensor<3x4x5xf32>
  %p = arith.mulf %me, %we : tensor<3x4x5xf32>
  %s = uop.reduce_axis add %p axes [1] : tensor<3x4x5xf32> -> tensor<3x1x5xf32>
  %s2 = uop.reshape %s : tensor<3x1x5xf32> -> tensor<3x5xf32>
  %y = uop.vmapout %s2 [%r, %c0, %c0] : tensor<3x5xf32> -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// Spec 002 §6: every construct of the supported-constructs tables inside a
// vmap, through rangeify and kernel splitting. FileCheck checks the kernels'
// shape; the axe-run harness runs each program before and after on random
// inputs through the reference interpreter.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-rangeify,uop-remove-buffers,uop-remove-dead-axes,uop-split-kernels)' | FileCheck %s

// 6.1: elementwise with an unmapped operand, unary, ternary and cast inside a vmap.
// CHECK-LABEL: func.func @basic_ops_k0
// CHECK-SAME: (%[[OUT:.*]]: memref<3x6xf16>, %[[W:.*]]: memref<6xf32>, %[[X:.*]]: memref<3x6xf32>)
// CHECK: %[[B:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[I:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: uop.index %[[W]][%[[I]]] : memref<6xf32>
// CHECK: uop.cmp lt
// CHECK: math.exp2
// CHECK: math.sqrt
// CHECK: uop.where
// CHECK: %[[H:.*]] = uop.cast %{{.*}} : f32 -> f16
// CHECK: uop.store %{{.*}}, %[[H]] : f16
// CHECK-NOT: func.func @basic_ops_k1
func.func @basic_ops(%x: tensor<3x6xf32>, %w: tensor<6xf32>) -> tensor<3x6xf16> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<3x6xf32> -> tensor<6xf32>
  %xw = arith.mulf %row, %w : tensor<6xf32>
  %e = math.exp2 %xw : tensor<6xf32>
  %s = math.sqrt %e : tensor<6xf32>
  %pos = uop.cmp lt %w, %row : tensor<6xf32> -> tensor<6xi1>
  %sel = uop.where %pos, %s, %row : tensor<6xi1>, tensor<6xf32>
  %h = uop.cast %sel : tensor<6xf32> -> tensor<6xf16>
  %y = uop.vmapout %h [%r, %c0] : tensor<6xf16> -> tensor<3x6xf16>
  return %y : tensor<3x6xf16>
}

// -----

// 6.2: mean, max and a row @ matrix product inside a vmap.
// CHECK-LABEL: func.func @reductions_k0
// CHECK: %[[K0:.*]] = uop.range %{{.*}} reduce
// CHECK: uop.reduce add %{{.*}} [%[[K0]]] : f32
// CHECK: %[[K1:.*]] = uop.range %{{.*}} reduce
// CHECK: uop.reduce max %{{.*}} [%[[K1]]] : f32
// CHECK: %[[K2:.*]] = uop.range %{{.*}} reduce
// The matrix is read at k * 5 + (i - 2) only where the pad's gate 2 <= i
// holds, so the offset is simplified under that gate: no `(i - 2) mod 5`.
// CHECK-NOT: uop.floormod
// CHECK: %[[MK:.*]] = arith.muli %[[K2]], %c5
// CHECK: %[[MI:.*]] = arith.addi %[[MK]], %{{.*}}
// CHECK: %[[MO:.*]] = arith.subi %[[MI]], %c2
// CHECK: uop.index %{{.*}}[%[[MO]]] gate
// CHECK: arith.mulf
// CHECK: uop.reduce add %{{.*}} [%[[K2]]] : f32
// CHECK: uop.store
// CHECK-NOT: func.func @reductions_k1
func.func @reductions(%x: tensor<3x4xf32>, %m: tensor<4x5xf32>) -> tensor<3x7xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<3x4xf32> -> tensor<4xf32>
  %sum = uop.reduce_axis add %row axes [0] : tensor<4xf32> -> tensor<1xf32>
  %quarter = arith.constant dense<0.25> : tensor<1xf32>
  %mean = arith.mulf %sum, %quarter : tensor<1xf32>
  %max = uop.reduce_axis max %row axes [0] : tensor<4xf32> -> tensor<1xf32>
  %col = uop.reshape %row : tensor<4xf32> -> tensor<4x1xf32>
  %cols = uop.expand %col : tensor<4x1xf32> -> tensor<4x5xf32>
  %prod = arith.mulf %cols, %m : tensor<4x5xf32>
  %dot2 = uop.reduce_axis add %prod axes [0] : tensor<4x5xf32> -> tensor<1x5xf32>
  %dot = uop.reshape %dot2 : tensor<1x5xf32> -> tensor<5xf32>
  %a = uop.pad %mean low [0] high [6] : tensor<1xf32> -> tensor<7xf32>
  %b = uop.pad %max low [1] high [5] : tensor<1xf32> -> tensor<7xf32>
  %c = uop.pad %dot low [2] high [0] : tensor<5xf32> -> tensor<7xf32>
  %ab = arith.addf %a, %b : tensor<7xf32>
  %all = arith.addf %ab, %c : tensor<7xf32>
  %y = uop.vmapout %all [%r, %c0] : tensor<7xf32> -> tensor<3x7xf32>
  return %y : tensor<3x7xf32>
}

// -----

// 6.3: every movement op inside a vmap over the middle axis.
// CHECK-LABEL: func.func @movement_k0
// CHECK-SAME: (%[[OUT:.*]]: memref<3x2x4xf32>, %{{.*}}: memref<2x3x6xf32>)
// CHECK: %[[B:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: memref.collapse_shape %[[OUT]] {{\[\[}}0, 1, 2]] : memref<3x2x4xf32> into memref<24xf32>
// CHECK: arith.muli %[[B]], %c8{{.*}} : index
// CHECK: uop.store
// CHECK-NOT: func.func @movement_k1
func.func @movement(%x: tensor<2x3x6xf32>) -> tensor<3x2x4xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %m = uop.vmapin %x [%c0, %r, %c0] : tensor<2x3x6xf32> -> tensor<2x6xf32>
  %flat = uop.reshape %m : tensor<2x6xf32> -> tensor<12xf32>
  %grid = uop.reshape %flat : tensor<12xf32> -> tensor<4x3xf32>
  %t = uop.permute %grid [1, 0] : tensor<4x3xf32> -> tensor<3x4xf32>
  %s = uop.shrink %t begin [1, 0] end [3, 4] : tensor<3x4xf32> -> tensor<2x4xf32>
  %f = uop.flip %s axes [1] : tensor<2x4xf32>
  %p = uop.pad %f low [0, 1] high [0, 0] : tensor<2x4xf32> -> tensor<2x5xf32>
  %q = uop.shrink %p begin [0, 0] end [2, 4] : tensor<2x5xf32> -> tensor<2x4xf32>
  %u = uop.reshape %q : tensor<2x4xf32> -> tensor<1x2x4xf32>
  %sq = uop.reshape %u : tensor<1x2x4xf32> -> tensor<2x4xf32>
  %one = uop.shrink %sq begin [0, 0] end [1, 4] : tensor<2x4xf32> -> tensor<1x4xf32>
  %e = uop.expand %one : tensor<1x4xf32> -> tensor<2x4xf32>
  %y0 = arith.addf %sq, %e : tensor<2x4xf32>
  %y = uop.vmapout %y0 [%r, %c0, %c0] : tensor<2x4xf32> -> tensor<3x2x4xf32>
  return %y : tensor<3x2x4xf32>
}

// -----

// 6.4: cat of a vmapped value with an unmapped tensor inside the vmap.
// CHECK-LABEL: func.func @cat_inside_k0
// CHECK-SAME: (%{{.*}}: memref<3x6xf32>, %[[X:.*]]: memref<3x4xf32>, %[[O:.*]]: memref<2xf32>)
// CHECK: %[[I:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: %[[LO:.*]] = arith.cmpi slt, %[[I]], %c4
// CHECK: uop.index %{{.*}}[%{{.*}}] gate %[[LO]] : memref<12xf32>
// CHECK: %[[J:.*]] = arith.subi %[[I]], %c4
// CHECK: %[[HI:.*]] = arith.cmpi sle, %c4{{.*}}, %[[I]]
// CHECK: uop.index %[[O]][%[[J]]] gate %[[HI]] : memref<2xf32>
func.func @cat_inside(%x: tensor<3x4xf32>, %other: tensor<2xf32>) -> tensor<3x6xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<3x4xf32> -> tensor<4xf32>
  %a = uop.pad %row low [0] high [2] : tensor<4xf32> -> tensor<6xf32>
  %b = uop.pad %other low [4] high [0] : tensor<2xf32> -> tensor<6xf32>
  %cat = arith.addf %a, %b : tensor<6xf32>
  %y = uop.vmapout %cat [%r, %c0] : tensor<6xf32> -> tensor<3x6xf32>
  return %y : tensor<3x6xf32>
}

// -----

// 6.5: scalar index, list fancy index and tensor fancy index (one-hot
// compare with an arange, then a sum) of a value realized in the vmap.
// z has three consumers, so it is realized per batch element (3x4) and every
// read of it is offset by the batch index.
// CHECK-LABEL: func.func @indexing_k0
// CHECK-SAME: (%{{.*}}: memref<3x4xf32>, %{{.*}}: memref<3x4xf32>)
// CHECK: math.exp
// CHECK-LABEL: func.func @indexing_k1
// CHECK-SAME: (%{{.*}}: memref<3x5xf32>, %[[Z:.*]]: memref<3x4xf32>, %{{.*}}: memref<2xi32>)
// CHECK: %[[B:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[ZF:.*]] = memref.collapse_shape %[[Z]]
// CHECK: uop.index %[[ZF]]
// CHECK: uop.cmp eq
// CHECK: uop.index %[[ZF]]
// CHECK: uop.reduce add
// CHECK-LABEL: func.func @indexing(
// CHECK: memref.alloc() : memref<3x4xf32>
func.func @indexing(%x: tensor<3x4xf32>, %idx: tensor<2xi32>) -> tensor<3x5xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<3x4xf32> -> tensor<4xf32>
  %z = math.exp %row : tensor<4xf32>
  // flat[0]
  %s0 = uop.shrink %z begin [0] end [1] : tensor<4xf32> -> tensor<1xf32>
  // z[[3, 1]]
  %l3 = uop.shrink %z begin [3] end [4] : tensor<4xf32> -> tensor<1xf32>
  %l1 = uop.shrink %z begin [1] end [2] : tensor<4xf32> -> tensor<1xf32>
  %pl3 = uop.pad %l3 low [0] high [1] : tensor<1xf32> -> tensor<2xf32>
  %pl1 = uop.pad %l1 low [1] high [0] : tensor<1xf32> -> tensor<2xf32>
  %list = arith.addf %pl3, %pl1 : tensor<2xf32>
  // z[idx] = sum_k where(idx[i] == k, z[k], 0)
  %arange = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %i2 = uop.reshape %idx : tensor<2xi32> -> tensor<2x1xi32>
  %ie = uop.expand %i2 : tensor<2x1xi32> -> tensor<2x4xi32>
  %k2 = uop.reshape %arange : tensor<4xi32> -> tensor<1x4xi32>
  %ke = uop.expand %k2 : tensor<1x4xi32> -> tensor<2x4xi32>
  %hit = uop.cmp eq %ie, %ke : tensor<2x4xi32> -> tensor<2x4xi1>
  %z2 = uop.reshape %z : tensor<4xf32> -> tensor<1x4xf32>
  %ze = uop.expand %z2 : tensor<1x4xf32> -> tensor<2x4xf32>
  %zero = arith.constant dense<0.0> : tensor<2x4xf32>
  %pick = uop.where %hit, %ze, %zero : tensor<2x4xi1>, tensor<2x4xf32>
  %g2 = uop.reduce_axis add %pick axes [1] : tensor<2x4xf32> -> tensor<2x1xf32>
  %gather = uop.reshape %g2 : tensor<2x1xf32> -> tensor<2xf32>
  %a = uop.pad %s0 low [0] high [4] : tensor<1xf32> -> tensor<5xf32>
  %b = uop.pad %list low [1] high [2] : tensor<2xf32> -> tensor<5xf32>
  %c = uop.pad %gather low [3] high [0] : tensor<2xf32> -> tensor<5xf32>
  %ab = arith.addf %a, %b : tensor<5xf32>
  %all = arith.addf %ab, %c : tensor<5xf32>
  %y = uop.vmapout %all [%r, %c0] : tensor<5xf32> -> tensor<3x5xf32>
  return %y : tensor<3x5xf32>
}

// -----

// 6.6: operations on the vmapout result: transpose, slice, flip, a
// comparison, a reduction, a matmul and cat with a non-vmap tensor.
// The vmapout is realized once (k0) and read by the four consumers.
// CHECK-LABEL: func.func @post_vmap_k0
// CHECK: math.exp
// CHECK-LABEL: func.func @post_vmap_k1
// CHECK: uop.reduce add
// CHECK-LABEL: func.func @post_vmap(
// CHECK: %[[V:.*]] = memref.alloc() : memref<3x4xf32>
// CHECK: call @post_vmap_k0(%[[V]], %arg0)
// CHECK-NEXT: call @post_vmap_k1(%arg3, %[[V]], %arg1)
// CHECK-NEXT: call @post_vmap_k2(%arg4, %[[V]], %arg2)
func.func @post_vmap(%x: tensor<3x4xf32>, %w: tensor<3x2xf32>, %other: tensor<1x2xf32>) -> (tensor<4x2xf32>, tensor<3x2xf32>, tensor<1x1xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<3x4xf32> -> tensor<4xf32>
  %e = math.exp %row : tensor<4xf32>
  %v = uop.vmapout %e [%r, %c0] : tensor<4xf32> -> tensor<3x4xf32>
  %t = uop.permute %v [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
  %tf = uop.flip %t axes [0] : tensor<4x3xf32>
  %t3 = uop.reshape %tf : tensor<4x3xf32> -> tensor<4x3x1xf32>
  %te = uop.expand %t3 : tensor<4x3x1xf32> -> tensor<4x3x2xf32>
  %w3 = uop.reshape %w : tensor<3x2xf32> -> tensor<1x3x2xf32>
  %we = uop.expand %w3 : tensor<1x3x2xf32> -> tensor<4x3x2xf32>
  %p = arith.mulf %te, %we : tensor<4x3x2xf32>
  %mm3 = uop.reduce_axis add %p axes [1] : tensor<4x3x2xf32> -> tensor<4x1x2xf32>
  %mm = uop.reshape %mm3 : tensor<4x1x2xf32> -> tensor<4x2xf32>
  %sl = uop.shrink %v begin [0, 1] end [2, 3] : tensor<3x4xf32> -> tensor<2x2xf32>
  %a = uop.pad %sl low [0, 0] high [1, 0] : tensor<2x2xf32> -> tensor<3x2xf32>
  %b = uop.pad %other low [2, 0] high [0, 0] : tensor<1x2xf32> -> tensor<3x2xf32>
  %cat = arith.addf %a, %b : tensor<3x2xf32>
  %one = arith.constant dense<1.5> : tensor<3x4xf32>
  %big = uop.cmp lt %one, %v : tensor<3x4xf32> -> tensor<3x4xi1>
  %bigf = uop.cast %big : tensor<3x4xi1> -> tensor<3x4xf32>
  %count = uop.reduce_axis add %bigf axes [0, 1] : tensor<3x4xf32> -> tensor<1x1xf32>
  return %mm, %cat, %count : tensor<4x2xf32>, tensor<3x2xf32>, tensor<1x1xf32>
}

// -----

// 6.7: nested vmap with different in_axes (outer over columns, inner over
// rows of the column-sliced matrix) and a matmul in the body.
// The outer vmap maps x's last axis and the inner one its middle axis: the
// read of x is at k * 12 + b * 4 + a.
// CHECK-LABEL: func.func @nested_axes_k0
// CHECK: %[[A:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[B:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: %[[K:.*]] = uop.range %{{.*}} reduce
// CHECK: %[[KO:.*]] = arith.muli %[[K]], %c12
// CHECK: %[[BO:.*]] = arith.muli %[[B]], %c4
// CHECK: %[[S:.*]] = arith.addi %[[KO]], %[[BO]]
// CHECK: arith.addi %[[S]], %[[A]]
// CHECK: uop.reduce add %{{.*}} [%[[K]]] : f32
func.func @nested_axes(%x: tensor<2x3x4xf32>, %m: tensor<2x5xf32>) -> tensor<4x3x5xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = uop.range %c4 axis(0) loop
  %b = uop.range %c3 axis(1) loop
  %outer = uop.vmapin %x [%c0, %c0, %a] : tensor<2x3x4xf32> -> tensor<2x3xf32>
  %inner = uop.vmapin %outer [%c0, %b] : tensor<2x3xf32> -> tensor<2xf32>
  %col = uop.reshape %inner : tensor<2xf32> -> tensor<2x1xf32>
  %cols = uop.expand %col : tensor<2x1xf32> -> tensor<2x5xf32>
  %prod = arith.mulf %cols, %m : tensor<2x5xf32>
  %d2 = uop.reduce_axis add %prod axes [0] : tensor<2x5xf32> -> tensor<1x5xf32>
  %d = uop.reshape %d2 : tensor<1x5xf32> -> tensor<5xf32>
  %y1 = uop.vmapout %d [%b, %c0] : tensor<5xf32> -> tensor<3x5xf32>
  %y = uop.vmapout %y1 [%a, %c0, %c0] : tensor<3x5xf32> -> tensor<4x3x5xf32>
  return %y : tensor<4x3x5xf32>
}

// -----

// 6.8: multi-input vmap: two inputs mapped on different axes by the same
// range, plus a broadcast (unmapped) input.
// x is mapped on axis 0 (read at r * 4 + i), y on axis 1 (read at i * 3 + r),
// bias is broadcast (read at i).
// CHECK-LABEL: func.func @multi_input_k0
// CHECK-SAME: (%{{.*}}: memref<3x4xf32>, %{{.*}}: memref<3x4xf32>, %{{.*}}: memref<4x3xf32>, %[[BIAS:.*]]: memref<4xf32>)
// CHECK: %[[R:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[I:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: %[[XR:.*]] = arith.muli %[[R]], %c4
// CHECK: arith.addi %[[XR]], %[[I]]
// CHECK: %[[YI:.*]] = arith.muli %[[I]], %c3
// CHECK: arith.addi %[[YI]], %[[R]]
// CHECK: uop.index %[[BIAS]][%[[I]]] : memref<4xf32>
// CHECK-NOT: func.func @multi_input_k1
func.func @multi_input(%x: tensor<3x4xf32>, %y: tensor<4x3xf32>, %bias: tensor<4xf32>) -> tensor<3x4xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %xr = uop.vmapin %x [%r, %c0] : tensor<3x4xf32> -> tensor<4xf32>
  %yr = uop.vmapin %y [%c0, %r] : tensor<4x3xf32> -> tensor<4xf32>
  %p = arith.mulf %xr, %yr : tensor<4xf32>
  %q = arith.addf %p, %bias : tensor<4xf32>
  %out = uop.vmapout %q [%r, %c0] : tensor<4xf32> -> tensor<3x4xf32>
  return %out : tensor<3x4xf32>
}

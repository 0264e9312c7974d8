// Movement ops become index expressions over ranges (tinygrad's
// apply_movement_op). Reshapes that refine the max-merge partition of the
// buffer's view need no div/mod (spec 004 §2); a merge across a permute
// (outside a contiguous block) keeps the digit arithmetic (spec 004 §3).
// RUN: axe-opt %s --uop-rangeify | FileCheck %s

// Split then merge of a contiguous buffer: the flat index is the range itself.
// CHECK-LABEL: func @reshape_refines
// CHECK-NOT: divsi
// CHECK-NOT: remsi
// CHECK-NOT: floormod
// CHECK: return
func.func @reshape_refines(%x: tensor<3x4xf32>) -> tensor<2x6xf32> {
  %f = uop.reshape %x : tensor<3x4xf32> -> tensor<12xf32>
  %y = uop.reshape %f : tensor<12xf32> -> tensor<2x6xf32>
  return %y : tensor<2x6xf32>
}

// Transposed, then merged: no linear function exists, digits stay.
// CHECK-LABEL: func @reshape_after_permute
// CHECK-DAG: arith.divsi
// CHECK-DAG: arith.remsi
// CHECK: return
func.func @reshape_after_permute(%x: tensor<3x4xf32>) -> tensor<12xf32> {
  %t = uop.permute %x [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
  %y = uop.reshape %t : tensor<4x3xf32> -> tensor<12xf32>
  return %y : tensor<12xf32>
}

// Permute swaps the strides: element [i, j] reads x[j, i] = j*4 + i.
// CHECK-LABEL: func @transpose
// CHECK: %[[I:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[J:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: %[[ROW:.*]] = arith.muli %[[J]], %c4{{.*}} : index
// CHECK: %[[OFF:.*]] = arith.addi %[[ROW]], %[[I]] : index
// CHECK: uop.index %{{.*}}[%[[OFF]]] : memref<12xf32>
func.func @transpose(%x: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %t = uop.permute %x [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
  return %t : tensor<4x3xf32>
}

// Pad reads through a gate and selects zero outside; shrink offsets; flip
// reverses: f[i] = p[4 - i] = s[3 - i] (valid for i < 4) = x[5 - i].
// CHECK-LABEL: func @pad_shrink_flip
// CHECK: %[[I:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[NEG:.*]] = arith.subi %c0{{.*}}, %[[I]] : index
// CHECK: %[[OFF:.*]] = arith.addi %[[NEG]], %c5{{.*}} : index
// CHECK: %[[IN:.*]] = arith.cmpi slt, %[[I]], %c4{{.*}} : index
// CHECK: %[[P:.*]] = uop.index %{{.*}}[%[[OFF]]] gate %[[IN]] : memref<8xf32>
// CHECK: %[[V:.*]] = uop.load %[[P]] : f32
// CHECK: arith.select %[[IN]], %[[V]], %{{.*}} : f32
func.func @pad_shrink_flip(%x: tensor<8xf32>) -> tensor<5xf32> {
  %s = uop.shrink %x begin [2] end [6] : tensor<8xf32> -> tensor<4xf32>
  %p = uop.pad %s low [1] high [0] : tensor<4xf32> -> tensor<5xf32>
  %f = uop.flip %p axes [0] : tensor<5xf32>
  return %f : tensor<5xf32>
}

// Expand reads the one element of a broadcast axis: the index ignores it.
// CHECK-LABEL: func @broadcast_add
// CHECK: %[[I:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[J:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: uop.index %{{.*}}[%[[J]]] : memref<8xf32>
func.func @broadcast_add(%x: tensor<4x8xf32>, %bias: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %b = uop.expand %bias : tensor<1x8xf32> -> tensor<4x8xf32>
  %y = arith.addf %x, %b : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

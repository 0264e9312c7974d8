// An index used only behind a gate is simplified with what the gate implies
// (uop.index: "the indices may be out of bounds where the gate is false";
// tinygrad's simplification of an index given its valid). The kernel is
// ResNet-18's first-stage 3x3 convolution window as torch-mlir's padding
// reaches it, at 4 channels of 6x6: the padded image seen through a
// flattened buffer gives floordiv/floormod/remsi per element, each of which
// the gate (the window inside the image) makes an offset.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s
// RUN: axe-run %s --split-input-file --trials 8 --check-pipeline 'builtin.module(func.func(axe-simplify-index))' | FileCheck %s --check-prefix=OK
// OK-COUNT-2: ok

// CHECK-LABEL: func @window_sum
// CHECK-NOT: floordivsi
// CHECK-NOT: uop.floormod
// CHECK-NOT: remsi
// CHECK: %[[H:.*]] = arith.subi %{{.*}}, %c1 : index
// CHECK: %[[W:.*]] = arith.subi %{{.*}}, %c1 : index
// CHECK: uop.index %arg1[%[[C:[0-9]+]], %[[H]], %[[W]]] gate
func.func @window_sum(%out: memref<4x6x6xf32>, %in: memref<4x6x6xf32>) attributes {uop.kernel} {
  %c0f = arith.constant 0.000000e+00 : f32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c36 = arith.constant 36 : index
  %ch = uop.range %c4 axis(0) loop
  %oh = uop.range %c6 axis(1) loop
  %ow = uop.range %c6 axis(2) loop
  %kh = uop.range %c3 axis(3) reduce
  %kw = uop.range %c3 axis(4) reduce
  %w = arith.addi %kw, %ow : index
  %w_lo = arith.cmpi sge, %w, %c1 : index
  %w_hi = arith.cmpi slt, %w, %c7 : index
  %w_in = arith.andi %w_lo, %w_hi : i1
  %h = arith.addi %kh, %oh : index
  %h_lo = arith.cmpi sge, %h, %c1 : index
  %h_hi = arith.cmpi slt, %h, %c7 : index
  %h_in = arith.andi %h_lo, %h_hi : i1
  %inside = arith.andi %w_in, %h_in : i1
  %oh6 = arith.muli %oh, %c6 : index
  %kh6 = arith.muli %kh, %c6 : index
  %f0 = arith.addi %kh6, %oh6 : index
  %f1 = arith.addi %f0, %kw : index
  %f2 = arith.addi %f1, %ow : index
  %flat = arith.subi %f2, %c7 : index
  %image = arith.floordivsi %flat, %c36 : index
  %c_sum = arith.addi %ch, %image : index
  %c_idx = uop.floormod %c_sum, %c4 : index
  %w7 = arith.subi %w, %c7 : index
  %carry = arith.floordivsi %w7, %c6 : index
  %h_sum = arith.addi %h, %carry : index
  %h_idx = uop.floormod %h_sum, %c6 : index
  %w5 = arith.addi %w, %c5 : index
  %w_idx = arith.remsi %w5, %c6 : index
  %p = uop.index %in[%c_idx, %h_idx, %w_idx] gate %inside : memref<4x6x6xf32>
  %x = uop.load %p : f32
  %v = arith.select %inside, %x, %c0f : f32
  %s = uop.reduce add %v [%kh, %kw] : f32
  %q = uop.index %out[%ch, %oh, %ow] : memref<4x6x6xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%ch, %oh, %ow]
  uop.sink %e : !uop.effect
  return
}

// -----

// The same channel index also addresses an access without a gate: there it
// must stay exact everywhere, so it is not simplified with the gate.
// CHECK-LABEL: func @also_used_ungated
// CHECK: %[[C:.*]] = uop.floormod
// CHECK-NOT: arith.select {{.*}} : index
// CHECK: uop.index %arg1[%[[C]],
// CHECK: uop.index %arg2[%[[C]]]
func.func @also_used_ungated(%out: memref<4x6x6xf32>, %in: memref<4x6x6xf32>, %aux: memref<4xf32>) attributes {uop.kernel} {
  %c0f = arith.constant 0.000000e+00 : f32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c36 = arith.constant 36 : index
  %ch = uop.range %c4 axis(0) loop
  %oh = uop.range %c6 axis(1) loop
  %ow = uop.range %c6 axis(2) loop
  %kh = uop.range %c3 axis(3) reduce
  %w = arith.addi %c1, %ow : index
  %w_lo = arith.cmpi sge, %w, %c1 : index
  %w_hi = arith.cmpi slt, %w, %c7 : index
  %h = arith.addi %kh, %oh : index
  %h_lo = arith.cmpi sge, %h, %c1 : index
  %h_hi = arith.cmpi slt, %h, %c7 : index
  %a0 = arith.andi %w_lo, %w_hi : i1
  %a1 = arith.andi %h_lo, %h_hi : i1
  %inside = arith.andi %a0, %a1 : i1
  %oh6 = arith.muli %h, %c6 : index
  %f2 = arith.addi %oh6, %w : index
  %flat = arith.subi %f2, %c7 : index
  %image = arith.floordivsi %flat, %c36 : index
  %c_sum = arith.addi %ch, %image : index
  %c_idx = uop.floormod %c_sum, %c4 : index
  %hm = arith.subi %h, %c1 : index
  %wm = arith.subi %w, %c1 : index
  %p = uop.index %in[%c_idx, %hm, %wm] gate %inside : memref<4x6x6xf32>
  %x = uop.load %p : f32
  %v = arith.select %inside, %x, %c0f : f32
  %pa = uop.index %aux[%c_idx] : memref<4xf32>
  %y = uop.load %pa : f32
  %xy = arith.addf %v, %y : f32
  %s = uop.reduce add %xy [%kh] : f32
  %q = uop.index %out[%ch, %oh, %ow] : memref<4x6x6xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%ch, %oh, %ow]
  uop.sink %e : !uop.effect
  return
}

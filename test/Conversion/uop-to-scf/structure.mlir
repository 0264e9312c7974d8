// convert-uop-to-scf, one behaviour per split: loop nests in range order,
// loop-invariant code placed at the outermost level where its ranges are
// bound, gated loads (scf.if yielding zero) and stores, exact floormod,
// integer and multi-range reductions, a value shared by two loop nests,
// and uop.special as gpu ids with their launch size.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(convert-uop-to-scf)' | FileCheck %s

// The first range of uop.end is the outer loop; a product of the outer
// range alone is computed outside the inner loop.
// CHECK-LABEL: func.func @nest_order
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %c3 step
// CHECK-NEXT: %[[ROW:.*]] = arith.muli %[[I]], %c5
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %c5 step
// CHECK-NEXT: %[[K:.*]] = arith.addi %[[ROW]], %[[J]]
// CHECK-NEXT: %[[V:.*]] = memref.load %{{.*}}[%[[K]]]
// CHECK-NEXT: memref.store %[[V]], %{{.*}}[%[[I]], %[[J]]]
func.func @nest_order(%out: memref<3x5xf32>, %in: memref<15xf32>) attributes {uop.kernel} {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %i = uop.range %c3 axis(0) loop
  %j = uop.range %c5 axis(1) loop
  %row = arith.muli %i, %c5 : index
  %k = arith.addi %row, %j : index
  %p = uop.index %in[%k] : memref<15xf32>
  %v = uop.load %p : f32
  %o = uop.index %out[%i, %j] : memref<3x5xf32>
  %s = uop.store %o, %v : f32
  %e = uop.end %s [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A load that varies with no range is done once, before every loop.
// CHECK-LABEL: func.func @invariant_load
// CHECK: %[[S:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK: scf.for
// CHECK: arith.mulf %{{.*}}, %[[S]]
func.func @invariant_load(%out: memref<8xf32>, %x: memref<8xf32>, %scale: memref<f32>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %i = uop.range %c8 axis(0) loop
  %ps = uop.index %scale[] : memref<f32>
  %s = uop.load %ps : f32
  %px = uop.index %x[%i] : memref<8xf32>
  %v = uop.load %px : f32
  %y = arith.mulf %v, %s : f32
  %o = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %o, %y : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// Padding: a gated load reads zero where the gate is false (indices may be
// out of bounds there); a gated store writes nothing.
// CHECK-LABEL: func.func @gates
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[IN:.*]] = arith.andi
// CHECK: %[[V:.*]] = scf.if %[[IN]] -> (f32) {
// CHECK-NEXT: %[[L:.*]] = memref.load
// CHECK-NEXT: scf.yield %[[L]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %[[Z]] : f32
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: memref.store %[[V]]
// CHECK-NEXT: }
func.func @gates(%out: memref<8xf32>, %x: memref<6xf32>) attributes {uop.kernel} {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %i = uop.range %c8 axis(0) loop
  %k = arith.subi %i, %c1 : index
  %lo = arith.cmpi sge, %i, %c1 : index
  %hi = arith.cmpi slt, %i, %c7 : index
  %in = arith.andi %lo, %hi : i1
  %p = uop.index %x[%k] gate %in : memref<6xf32>
  %v = uop.load %p : f32
  %not_last = arith.cmpi ne, %i, %c7 : index
  %o = uop.index %out[%i] gate %not_last : memref<8xf32>
  %s = uop.store %o, %v : f32
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// uop.floormod: the truncating remainder corrected toward the divisor's sign.
// CHECK-LABEL: func.func @floormod
// CHECK: %[[R:.*]] = arith.remsi %[[A:.*]], %[[B:.*]] : i32
// CHECK: %[[NZ:.*]] = arith.cmpi ne, %[[R]], %[[ZERO:.*]] : i32
// CHECK: %[[RN:.*]] = arith.cmpi slt, %[[R]], %[[ZERO]] : i32
// CHECK: %[[BN:.*]] = arith.cmpi slt, %[[B]], %[[ZERO]] : i32
// CHECK: %[[DIFF:.*]] = arith.xori %[[RN]], %[[BN]] : i1
// CHECK: %[[FIX:.*]] = arith.andi %[[NZ]], %[[DIFF]] : i1
// CHECK: %[[SUM:.*]] = arith.addi %[[R]], %[[B]] : i32
// CHECK: arith.select %[[FIX]], %[[SUM]], %[[R]] : i32
// CHECK-NOT: uop.floormod
func.func @floormod(%out: memref<16xi32>, %a: memref<16xi32>, %b: memref<16xi32>) attributes {uop.kernel} {
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %pa = uop.index %a[%i] : memref<16xi32>
  %x = uop.load %pa : i32
  %pb = uop.index %b[%i] : memref<16xi32>
  %y0 = uop.load %pb : i32
  // A divisor that is never zero: 2 * y + 1 for y in [-8, 8].
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %y1 = arith.muli %y0, %c2 : i32
  %y = arith.addi %y1, %c1 : i32
  %m = uop.floormod %x, %y : i32
  %o = uop.index %out[%i] : memref<16xi32>
  %s = uop.store %o, %m : i32
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// Integer reductions wrap and start at the signed extremes; a reduction
// over two ranges nests two loops that thread one accumulator.
// CHECK-LABEL: func.func @int_reduce
// CHECK: %[[LOWEST:.*]] = arith.constant -128 : i8
// CHECK: %[[MAX:.*]] = scf.for %{{.*}} iter_args(%[[A0:.*]] = %[[LOWEST]]) -> (i8)
// CHECK-NEXT: %[[INNER:.*]] = scf.for %{{.*}} iter_args(%[[A1:.*]] = %[[A0]]) -> (i8)
// CHECK: %[[M:.*]] = arith.maxsi %[[A1]], %{{.*}} : i8
// CHECK-NEXT: scf.yield %[[M]] : i8
// CHECK: scf.yield %[[INNER]] : i8
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i8
// CHECK: scf.for %{{.*}} iter_args(%[[S:.*]] = %[[ZERO]]) -> (i8)
// CHECK: arith.addi %[[S]], %{{.*}} : i8
func.func @int_reduce(%out: memref<2xi8>, %x: memref<4x4xi8>) attributes {uop.kernel} {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c4 axis(0) reduce
  %r1 = uop.range %c4 axis(1) reduce
  %r2 = uop.range %c4 axis(2) reduce
  %p = uop.index %x[%r0, %r1] : memref<4x4xi8>
  %v = uop.load %p : i8
  %m = uop.reduce max %v [%r0, %r1] : i8
  %q = uop.index %x[%r2, %r2] : memref<4x4xi8>
  %w = uop.load %q : i8
  %t = uop.reduce add %w [%r2] : i8
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %o0 = uop.index %out[%c0] : memref<2xi8>
  %s0 = uop.store %o0, %m : i8
  %o1 = uop.index %out[%c1] : memref<2xi8>
  %s1 = uop.store %o1, %t : i8
  uop.sink %s0, %s1 : !uop.effect, !uop.effect
  return
}

// -----

// Two stores in one kernel, each under its own uop.end over the same range:
// a value that varies with that range is emitted in each loop nest.
// CHECK-LABEL: func.func @shared_value
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: %[[V:.*]] = memref.load %{{.*}}[%[[I]]]
// CHECK-NEXT: %[[D:.*]] = arith.addf %[[V]], %[[V]]
// CHECK-NEXT: memref.store %[[D]], %{{.*}}[%[[I]]]
// CHECK: scf.for %[[J:.*]] =
// CHECK: %[[W:.*]] = memref.load %{{.*}}[%[[J]]]
// CHECK-NEXT: %[[E:.*]] = arith.addf %[[W]], %[[W]]
// CHECK-NEXT: memref.store %[[E]], %{{.*}}[%{{.*}}]
func.func @shared_value(%out: memref<8xf32>, %x: memref<4xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %i = uop.range %c4 axis(0) loop
  %p = uop.index %x[%i] : memref<4xf32>
  %v = uop.load %p : f32
  %d = arith.addf %v, %v : f32
  %o0 = uop.index %out[%i] : memref<8xf32>
  %s0 = uop.store %o0, %d : f32
  %e0 = uop.end %s0 [%i]
  %hi = arith.addi %i, %c4 : index
  %o1 = uop.index %out[%hi] : memref<8xf32>
  %s1 = uop.store %o1, %d : f32
  %e1 = uop.end %s1 [%i]
  uop.sink %e0, %e1 : !uop.effect, !uop.effect
  return
}

// -----

// uop.special becomes the GPU id with its launch size (for the GPU path).
// axe-run: skip @special -- GPU ids have no value on the CPU JIT, which the harness runs convert-uop-to-scf output on
// CHECK-LABEL: func.func @special
// CHECK: %[[B:.*]] = gpu.block_id x upper_bound 4
// CHECK: arith.muli %[[B]], %c128
// CHECK: %[[T:.*]] = gpu.thread_id x upper_bound 128
func.func @special(%out: memref<512xf32>, %x: memref<512xf32>) attributes {uop.kernel} {
  %c128 = arith.constant 128 : index
  %b = uop.special block_id 0 size 4
  %t = uop.special thread_id 0 size 128
  %base = arith.muli %b, %c128 : index
  %i = arith.addi %base, %t : index
  %p = uop.index %x[%i] : memref<512xf32>
  %v = uop.load %p : f32
  %o = uop.index %out[%i] : memref<512xf32>
  %s = uop.store %o, %v : f32
  uop.sink %s : !uop.effect
  return
}

// -----

// Outside kernels, index-level uop.floormod is plain arithmetic: expanded
// in place like inside kernels.
// CHECK-LABEL: func.func @floormod_outside_kernels
// CHECK: arith.remsi
// CHECK: arith.select
// CHECK-NOT: uop.floormod
func.func @floormod_outside_kernels(%a: index, %b: index {axe.bounds = array<i64: 1, 9>}) -> index {
  %c5 = arith.constant 5 : index
  %s = arith.subi %a, %c5 : index
  %m = uop.floormod %s, %b : index
  return %m : index
}

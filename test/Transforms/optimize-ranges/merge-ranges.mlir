// Spec 003 "Range Merging": adjacent ranges in the same scopes merge when
// the div/mod count does not grow.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-merge-ranges)' | FileCheck %s

// A row-major read r0 * 8 + r1 needs no div/mod after merging.
// CHECK-LABEL: func @merge_flat
// CHECK: %[[M:.*]] = uop.range %{{.*}} axis(2) reduce
// CHECK-NOT: uop.floormod
// CHECK-NOT: arith.floordivsi
// CHECK: uop.index %{{.*}}[%[[M]]] : memref<32xi32>
// CHECK: uop.reduce add %{{.*}} [%[[M]]] : i32
func.func @merge_flat(%x: memref<32xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) reduce
  %r1 = uop.range %c8 axis(1) reduce
  %row = arith.muli %r0, %c8 : index
  %i = arith.addi %row, %r1 : index
  %p = uop.index %x[%i] : memref<32xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%r0, %r1] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

// -----

// Guard: a 2-D read would need m floordiv 8 and m floormod 8: rejected.
// CHECK-LABEL: func @merge_rejected
// CHECK: %[[A:.*]] = uop.range %{{.*}} axis(0) reduce
// CHECK: %[[B:.*]] = uop.range %{{.*}} axis(1) reduce
// CHECK: uop.index %{{.*}}[%[[A]], %[[B]]] : memref<4x8xi32>
// CHECK: uop.reduce add %{{.*}} [%[[A]], %[[B]]] : i32
func.func @merge_rejected(%x: memref<4x8xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) reduce
  %r1 = uop.range %c8 axis(1) reduce
  %p = uop.index %x[%r0, %r1] : memref<4x8xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%r0, %r1] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

// -----

// Guard: different scopes (r1 is also reduced alone) and different kinds do not merge.
// CHECK-LABEL: func @merge_scopes
// CHECK: uop.reduce add %{{.*}} [%{{.*}}, %{{.*}}] : i32
// CHECK: uop.reduce add %{{.*}} [%{{.*}}] : i32
func.func @merge_scopes(%x: memref<32xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) reduce
  %r1 = uop.range %c8 axis(1) reduce
  %row = arith.muli %r0, %c8 : index
  %i = arith.addi %row, %r1 : index
  %p = uop.index %x[%i] : memref<32xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%r0, %r1] : i32
  %q = uop.index %x[%r1] : memref<32xi32>
  %w = uop.load %q : i32
  %t = uop.reduce add %w [%r1] : i32
  %u = arith.addi %s, %t : i32
  %o = uop.bufferize %u [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

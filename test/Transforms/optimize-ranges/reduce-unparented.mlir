// Spec 003 "Reduce Unparented": ranges a reduce's value does not use are
// dropped: ADD multiplies by N, MUL raises to the N-th power, MAX/MIN drop.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-reduce-unparented)' | FileCheck %s

// CHECK-LABEL: func @unparented
// CHECK: %[[V:.*]] = uop.load
// CHECK: %[[S:.*]] = uop.reduce add %[[V]] [%{{.*}}] : i32
// CHECK: %[[N:.*]] = arith.constant 6 : i32
// CHECK: arith.muli %[[S]], %[[N]] : i32
// CHECK: %[[SQ:.*]] = arith.muli %[[V]], %[[V]] : i32
// CHECK: %[[Q:.*]] = arith.muli %[[SQ]], %[[SQ]] : i32
// CHECK: arith.muli %[[SQ]], %[[Q]] : i32
// CHECK-NOT: uop.reduce max
// CHECK: uop.reduce min %[[V]] [%{{.*}}] : i32
func.func @unparented(%x: memref<4xi32>, %out: memref<4xi32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %o = uop.range %c4 axis(0) loop
  %r = uop.range %c4 axis(1) reduce
  %u = uop.range %c6 axis(2) reduce
  %p = uop.index %x[%r] : memref<4xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%u, %r] : i32
  %m = uop.reduce mul %v [%u] : i32
  %mx = uop.reduce max %v [%u] : i32
  %mn = uop.reduce min %v [%r, %u] : i32
  %t = arith.addi %s, %m : i32
  %t2 = arith.addi %t, %mx : i32
  %t3 = arith.addi %t2, %mn : i32
  %oi = arith.index_cast %o : index to i32
  %w = arith.addi %t3, %oi : i32
  %b = uop.bufferize %w [%o] into %out : i32 -> memref<4xi32>
  uop.sink %b : memref<4xi32>
  return
}

// Spec 003 "Range Splitting": RANGE(end) % c with end % c == 0 becomes
// outer * c + inner (fresh axes, same kind); the modulo folds to the inner
// range. Non-divisible cases stay as they are.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-split-ranges)' | FileCheck %s

// RANGE(12) % 4 -> RANGE(3) * 4 + RANGE(4).
// CHECK-LABEL: func @split_reduce
// CHECK-DAG: %[[O:.*]] = uop.range %{{.*}} axis(2) reduce
// CHECK-DAG: %[[I:.*]] = uop.range %{{.*}} axis(3) reduce
// CHECK: uop.index %{{.*}}[%[[I]]] : memref<4xi32>
// CHECK-NOT: uop.floormod
// CHECK: uop.reduce add %{{.*}} [%[[O]], %[[I]]] : i32
func.func @split_reduce(%x: memref<4xi32>, %y: memref<12xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %r = uop.range %c12 axis(1) reduce
  %m = uop.floormod %r, %c4 : index
  %p = uop.index %x[%m] : memref<4xi32>
  %a = uop.load %p : i32
  %q = uop.index %y[%r] : memref<12xi32>
  %b = uop.load %q : i32
  %v = arith.muli %a, %b : i32
  %s = uop.reduce add %v [%r] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

// -----

// The split form: a store loop closed by uop.end.
// CHECK-LABEL: func @split_store
// CHECK-DAG: %[[O:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK-DAG: %[[I:.*]] = uop.range %{{.*}} axis(2) loop
// CHECK-NOT: uop.floormod
// CHECK: uop.end %{{.*}} [%[[O]], %[[I]]]
func.func @split_store_k(%out: memref<12xi32>, %x: memref<4xi32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %r = uop.range %c12 axis(0) loop
  %m = uop.floormod %r, %c4 : index
  %p = uop.index %x[%m] : memref<4xi32>
  %a = uop.load %p : i32
  %q = uop.index %out[%r] : memref<12xi32>
  %s = uop.store %q, %a : i32
  %e = uop.end %s [%r]
  uop.sink %e : !uop.effect
  return
}
func.func @split_store(%x: memref<4xi32>, %out: memref<12xi32> {uop.output = 0 : i64}) {
  call @split_store_k(%out, %x) : (memref<12xi32>, memref<4xi32>) -> ()
  return
}

// -----

// Guards: 12 % 5 does not divide; a buffer dimension keeps its range.
// CHECK-LABEL: func @not_divisible
// CHECK: uop.floormod
// CHECK: uop.reduce add %{{.*}} [%{{.*}}] : i32
// CHECK: uop.floormod
func.func @not_divisible(%x: memref<5xi32>, %out: memref<8xi32> {uop.output = 0 : i64}) {
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %r = uop.range %c12 axis(0) reduce
  %m = uop.floormod %r, %c5 : index
  %p = uop.index %x[%m] : memref<5xi32>
  %a = uop.load %p : i32
  %s = uop.reduce add %a [%r] : i32
  %i = uop.range %c8 axis(1) loop
  %im = uop.floormod %i, %c4 : index
  %ii = arith.index_cast %im : index to i32
  %v = arith.addi %s, %ii : i32
  %o = uop.bufferize %v [%i] into %out : i32 -> memref<8xi32>
  uop.sink %o : memref<8xi32>
  return
}

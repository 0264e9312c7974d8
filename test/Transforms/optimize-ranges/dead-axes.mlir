// Spec 003 "Dead Axis Removal": size-1, unreferenced and constant-indexed
// dimensions leave a fresh buffer and its reads; when all are dead the
// buffer stays as a scalar (an empty range list).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-remove-dead-axes)' | FileCheck %s

// Dimension 0 has size 1, dimension 2 is unreferenced (the value does not
// vary with it), dimension 1 is live.
// CHECK-LABEL: func @size1_and_unreferenced
// CHECK: uop.bufferize %{{.*}} [%{{.*}}] : f32 -> memref<8xf32>
// CHECK: uop.index %{{.*}}[%{{.*}}] : memref<8xf32>
func.func @size1_and_unreferenced(%x: memref<8xf32>, %out: memref<8x3xf32> {uop.output = 0 : i64}) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %a = uop.range %c1 axis(0) loop
  %b = uop.range %c8 axis(1) loop
  %c = uop.range %c3 axis(2) loop
  %p = uop.index %x[%b] : memref<8xf32>
  %v = uop.load %p : f32
  %e = math.exp %v : f32
  %buf = uop.bufferize %e [%a, %b, %c] : f32 -> memref<1x8x3xf32>
  %i = uop.range %c8 axis(3) loop
  %j = uop.range %c3 axis(4) loop
  %c0 = arith.constant 0 : index
  %q = uop.index %buf[%c0, %i, %j] : memref<1x8x3xf32>
  %w = uop.load %q : f32
  %o = uop.bufferize %w [%i, %j] into %out : f32 -> memref<8x3xf32>
  uop.sink %o : memref<8x3xf32>
  return
}

// -----

// Every read takes column 2: the buffer keeps only that column, computed there.
// CHECK-LABEL: func @constant_indexed
// CHECK: uop.bufferize %{{.*}} [%{{.*}}] : f32 -> memref<4xf32>
func.func @constant_indexed(%x: memref<4x4xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %p = uop.index %x[%r0, %r1] : memref<4x4xf32>
  %v = uop.load %p : f32
  %e = math.exp %v : f32
  %buf = uop.bufferize %e [%r0, %r1] : f32 -> memref<4x4xf32>
  %flat = memref.collapse_shape %buf [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %i = uop.range %c4 axis(2) loop
  %row = arith.muli %i, %c4 : index
  %at = arith.addi %row, %c2 : index
  %q = uop.index %flat[%at] : memref<16xf32>
  %w = uop.load %q : f32
  %o = uop.bufferize %w [%i] into %out : f32 -> memref<4xf32>
  uop.sink %o : memref<4xf32>
  return
}

// -----

// Scalar case: a reduction read once everywhere keeps an empty bufferize.
// CHECK-LABEL: func @scalar
// CHECK: %[[B:.*]] = uop.bufferize %{{.*}} [] : f32 -> memref<f32>
// CHECK: uop.index %[[B]][] : memref<f32>
func.func @scalar(%x: memref<8xf32>, %out: memref<8xf32> {uop.output = 0 : i64}) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %k = uop.range %c8 axis(0) reduce
  %p = uop.index %x[%k] : memref<8xf32>
  %v = uop.load %p : f32
  %m = uop.reduce max %v [%k] : f32
  %a = uop.range %c1 axis(1) loop
  %buf = uop.bufferize %m [%a] : f32 -> memref<1xf32>
  %i = uop.range %c8 axis(2) loop
  %c0 = arith.constant 0 : index
  %q = uop.index %buf[%c0] : memref<1xf32>
  %w = uop.load %q : f32
  %xi = uop.index %x[%i] : memref<8xf32>
  %xv = uop.load %xi : f32
  %d = arith.subf %xv, %w : f32
  %o = uop.bufferize %d [%i] into %out : f32 -> memref<8xf32>
  uop.sink %o : memref<8xf32>
  return
}

// -----

// Guard: every axis live (read at varying indices): nothing changes.
// CHECK-LABEL: func @all_live
// CHECK: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] : f32 -> memref<4x4xf32>
func.func @all_live(%x: memref<4x4xf32>, %out: memref<4x4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %p = uop.index %x[%r0, %r1] : memref<4x4xf32>
  %v = uop.load %p : f32
  %e = math.exp %v : f32
  %buf = uop.bufferize %e [%r0, %r1] : f32 -> memref<4x4xf32>
  %q = uop.index %buf[%r1, %r0] : memref<4x4xf32>
  %w = uop.load %q : f32
  %o = uop.bufferize %w [%r0, %r1] into %out : f32 -> memref<4x4xf32>
  uop.sink %o : memref<4x4xf32>
  return
}

// -----

// A size-1 dimension whose range the value still names (the index offset
// r + s): the range leaves the buffer and the value reads it as 0.
// CHECK-LABEL: func @size1_referenced
// CHECK: %[[R:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK-NOT: uop.range
// CHECK: uop.index %{{.*}}[%[[R]]] : memref<2xf32>
// CHECK: uop.bufferize %{{.*}} [%[[R]]] : f32 -> memref<2xf32>
func.func @size1_referenced(%x: memref<2xf32>, %out: memref<2xf32> {uop.output = 0 : i64}) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = uop.range %c2 axis(0) loop
  %s = uop.range %c1 axis(1) loop
  %at = arith.addi %r, %s : index
  %p = uop.index %x[%at] : memref<2xf32>
  %v = uop.load %p : f32
  %e = math.exp %v : f32
  %buf = uop.bufferize %e [%r, %s] : f32 -> memref<2x1xf32>
  %i = uop.range %c2 axis(2) loop
  %c0 = arith.constant 0 : index
  %q = uop.index %buf[%i, %c0] : memref<2x1xf32>
  %w = uop.load %q : f32
  %o = uop.bufferize %w [%i] into %out : f32 -> memref<2xf32>
  uop.sink %o : memref<2xf32>
  return
}

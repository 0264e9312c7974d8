// Spec 003 "Buffer Removal (Partial Contiguous)": the decision tree inlines
// cheap buffers into their reads (ranges substituted by the read indices)
// and keeps buffers holding reductions (pcontig <= 2), buffers read more
// often than the buffer limit, unary ops read inside a reduce scope, and
// buffers marked uop.contiguous.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-remove-buffers)' | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-remove-buffers{pcontig=3})' | FileCheck %s --check-prefix=PCONTIG
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-remove-buffers{max-inline-copies=1})' | FileCheck %s --check-prefix=LIMIT

// An elementwise buffer read transposed, and through a gate: inlined.
// CHECK-LABEL: func @elementwise
// CHECK-NOT: uop.bufferize {{.*}} -> memref<4x4xf32>{{$}}
// CHECK: arith.mulf
// CHECK: arith.select
// LIMIT-LABEL: func @elementwise
// LIMIT: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] : f32 -> memref<4x4xf32>
func.func @elementwise(%x: memref<4x4xf32>, %out: memref<4x6xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %p = uop.index %x[%r0, %r1] : memref<4x4xf32>
  %v = uop.load %p : f32
  %sq = arith.mulf %v, %v : f32
  %buf = uop.bufferize %sq [%r0, %r1] : f32 -> memref<4x4xf32>
  %i = uop.range %c4 axis(2) loop
  %j = uop.range %c6 axis(3) loop
  %in = arith.cmpi slt, %j, %c4 : index
  %q = uop.index %buf[%j, %i] gate %in : memref<4x4xf32>
  %w = uop.load %q : f32
  %q2 = uop.index %buf[%i, %j] gate %in : memref<4x4xf32>
  %w2 = uop.load %q2 : f32
  %s = arith.addf %w, %w2 : f32
  %o = uop.bufferize %s [%i, %j] into %out : f32 -> memref<4x6xf32>
  uop.sink %o : memref<4x6xf32>
  return
}

// -----

// A buffered row sum read by every element: kept at pcontig 0, inlined
// (the reduction recomputed per read) at pcontig 3.
// CHECK-LABEL: func @reduction
// CHECK: uop.bufferize %{{.*}} [%{{.*}}] : f32 -> memref<4xf32>
// PCONTIG-LABEL: func @reduction
// PCONTIG-NOT: -> memref<4xf32>
// PCONTIG: uop.reduce add
func.func @reduction(%x: memref<4x8xf32>, %out: memref<4x8xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c4 axis(0) loop
  %k = uop.range %c8 axis(1) reduce
  %p = uop.index %x[%r, %k] : memref<4x8xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %buf = uop.bufferize %s [%r] : f32 -> memref<4xf32>
  %i = uop.range %c4 axis(2) loop
  %j = uop.range %c8 axis(3) loop
  %q = uop.index %buf[%i] : memref<4xf32>
  %w = uop.load %q : f32
  %xi = uop.index %x[%i, %j] : memref<4x8xf32>
  %xv = uop.load %xi : f32
  %d = arith.divf %xv, %w : f32
  %o = uop.bufferize %d [%i, %j] into %out : f32 -> memref<4x8xf32>
  uop.sink %o : memref<4x8xf32>
  return
}

// -----

// argmax(-x)-like: a negation read inside a reduction stays buffered, and
// so does a buffer marked uop.contiguous.
// CHECK-LABEL: func @unary_in_reduce
// CHECK: %[[N:.*]] = uop.bufferize %{{.*}} [%{{.*}}] : f32 -> memref<8xf32>
// CHECK: uop.bufferize %{{.*}} [%{{.*}}] {uop.contiguous} : f32 -> memref<8xf32>
// CHECK: uop.index %[[N]]
func.func @unary_in_reduce(%x: memref<8xf32>, %out: memref<2xf32> {uop.output = 0 : i64}) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(0) loop
  %p = uop.index %x[%r] : memref<8xf32>
  %v = uop.load %p : f32
  %n = arith.negf %v : f32
  %buf = uop.bufferize %n [%r] : f32 -> memref<8xf32>
  %cbuf = uop.bufferize %v [%r] {uop.contiguous} : f32 -> memref<8xf32>
  %o = uop.range %c2 axis(2) loop
  %k = uop.range %c8 axis(1) reduce
  %q = uop.index %buf[%k] : memref<8xf32>
  %w = uop.load %q : f32
  %cq = uop.index %cbuf[%k] : memref<8xf32>
  %cw = uop.load %cq : f32
  %sum = arith.addf %w, %cw : f32
  %m = uop.reduce max %sum [%k] : f32
  %b = uop.bufferize %m [%o] into %out : f32 -> memref<2xf32>
  uop.sink %b : memref<2xf32>
  return
}

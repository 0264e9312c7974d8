// Spec 003's buffer folds: BUFFERIZE(CONST) -> CONST, INDEX(CONST) -> CONST
// (a splat global; and, beyond the spec, a global holding an arithmetic
// progression such as an arange, read as a + b * offset), the identity fold INDEX(BUFFERIZE(v, r), r) -> v, and
// nested bufferize flattening.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-fold-buffers,uop-fold-indexing,uop-fold-identity,uop-flatten-bufferize)' | FileCheck %s

// CHECK-LABEL: func @const_buffer
// CHECK-NOT: uop.load
// CHECK: %[[C:.*]] = arith.constant 3.000000e+00 : f32
// CHECK: arith.select %{{.*}}, %[[C]], %{{.*}} : f32
func.func @const_buffer(%out: memref<8xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %three = arith.constant 3.0 : f32
  %r = uop.range %c4 axis(0) loop
  %b = uop.bufferize %three [%r] : f32 -> memref<4xf32>
  %i = uop.range %c8 axis(1) loop
  %in = arith.cmpi slt, %i, %c4 : index
  %p = uop.index %b[%i] gate %in : memref<4xf32>
  %v = uop.load %p : f32
  %o = uop.bufferize %v [%i] into %out : f32 -> memref<8xf32>
  uop.sink %o : memref<8xf32>
  return
}

// -----

memref.global "private" constant @twos : memref<4x4xf32> = dense<2.0>
// CHECK-LABEL: func @splat_global
// CHECK-NOT: uop.load
// CHECK: arith.constant 2.000000e+00 : f32
func.func @splat_global(%out: memref<16xf32> {uop.output = 0 : i64}) {
  %c16 = arith.constant 16 : index
  %g = memref.get_global @twos : memref<4x4xf32>
  %flat = memref.collapse_shape %g [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %i = uop.range %c16 axis(0) loop
  %p = uop.index %flat[%i] : memref<16xf32>
  %v = uop.load %p : f32
  %o = uop.bufferize %v [%i] into %out : f32 -> memref<16xf32>
  uop.sink %o : memref<16xf32>
  return
}

// -----

// An arange global (element k is 3 + 2k) read through a gate becomes
// 3 + 2 * offset, cast to the element type, selected by the gate; an f32
// arange goes through sitofp; a global that is no progression stays a load.
memref.global "private" constant @odd : memref<8xi32> = dense<[3, 5, 7, 9, 11, 13, 15, 17]>
memref.global "private" constant @steps : memref<2x2xf32> = dense<[[0.0, 1.0], [2.0, 3.0]]>
memref.global "private" constant @squares : memref<4xi32> = dense<[0, 1, 4, 9]>
// CHECK-LABEL: func @arange_global
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[M:.*]] = arith.muli %{{.*}}, %[[C2]] : index
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[A:.*]] = arith.addi %[[M]], %[[C3]] : index
// CHECK: %[[V:.*]] = arith.index_cast %[[A]] : index to i32
// CHECK: arith.select %{{.*}}, %[[V]], %{{.*}} : i32
// CHECK: arith.sitofp
// CHECK: memref.get_global @squares
// CHECK: uop.load
func.func @arange_global(%out: memref<10xi32> {uop.output = 0 : i64}, %out2: memref<4xf32> {uop.output = 1 : i64}, %out3: memref<4xi32> {uop.output = 2 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %g = memref.get_global @odd : memref<8xi32>
  %i = uop.range %c10 axis(0) loop
  %in = arith.cmpi slt, %i, %c8 : index
  %p = uop.index %g[%i] gate %in : memref<8xi32>
  %v = uop.load %p : i32
  %o = uop.bufferize %v [%i] into %out : i32 -> memref<10xi32>
  %f = memref.get_global @steps : memref<2x2xf32>
  %flat = memref.collapse_shape %f [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  %j = uop.range %c4 axis(1) loop
  %q = uop.index %flat[%j] : memref<4xf32>
  %w = uop.load %q : f32
  %o2 = uop.bufferize %w [%j] into %out2 : f32 -> memref<4xf32>
  %sq = memref.get_global @squares : memref<4xi32>
  %k = uop.range %c4 axis(2) loop
  %s = uop.index %sq[%k] : memref<4xi32>
  %u = uop.load %s : i32
  %o3 = uop.bufferize %u [%k] into %out3 : i32 -> memref<4xi32>
  uop.sink %o, %o2, %o3 : memref<10xi32>, memref<4xf32>, memref<4xi32>
  return
}

// -----

// Identity: the buffer read at its own ranges (through its flat view) is
// the value; nested: a buffer of a read of another at the outer ranges
// buffers the inner value directly.
// CHECK-LABEL: func @identity_and_nested
// CHECK: %[[E:.*]] = math.exp
// CHECK: arith.addf %[[E]], %[[E]] : f32
// CHECK: %[[E2:.*]] = math.exp
// CHECK: uop.bufferize %[[E2]] [%{{.*}}, %{{.*}}] into
func.func @identity_and_nested(%x: memref<4x8xf32>, %out: memref<4x8xf32> {uop.output = 0 : i64}, %out2: memref<4x8xf32> {uop.output = 1 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c8 axis(1) loop
  %p = uop.index %x[%r0, %r1] : memref<4x8xf32>
  %v = uop.load %p : f32
  %e = math.exp %v : f32
  %b = uop.bufferize %e [%r0, %r1] : f32 -> memref<4x8xf32>
  %flat = memref.collapse_shape %b [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %row = arith.muli %r0, %c8 : index
  %at = arith.addi %row, %r1 : index
  %q = uop.index %flat[%at] : memref<32xf32>
  %w = uop.load %q : f32
  %s = arith.addf %w, %e : f32
  %o = uop.bufferize %s [%r0, %r1] into %out : f32 -> memref<4x8xf32>
  %s0 = uop.range %c4 axis(2) loop
  %s1 = uop.range %c8 axis(3) loop
  %c = uop.bufferize %e [%r0, %r1] : f32 -> memref<4x8xf32>
  %cq = uop.index %c[%s0, %s1] : memref<4x8xf32>
  %cw = uop.load %cq : f32
  %o2 = uop.bufferize %cw [%s0, %s1] into %out2 : f32 -> memref<4x8xf32>
  uop.sink %o, %o2 : memref<4x8xf32>, memref<4x8xf32>
  return
}

// -----

// Guards: a gated read, and a read at other indices (a transpose), keep the buffer.
// CHECK-LABEL: func @not_identity
// CHECK: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] : f32 -> memref<4x4xf32>
// CHECK: uop.load
func.func @not_identity(%x: memref<4x4xf32>, %out: memref<4x4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %p = uop.index %x[%r0, %r1] : memref<4x4xf32>
  %v = uop.load %p : f32
  %e = math.exp %v : f32
  %b = uop.bufferize %e [%r0, %r1] : f32 -> memref<4x4xf32>
  %q = uop.index %b[%r1, %r0] : memref<4x4xf32>
  %w = uop.load %q : f32
  %o = uop.bufferize %w [%r0, %r1] into %out : f32 -> memref<4x4xf32>
  uop.sink %o : memref<4x4xf32>
  return
}

// Spec 003 "Split ReduceOp": a reduction of more than 32768 elements per
// result over a factorable range runs in two stages through a contiguous
// intermediate: [65536] -> scalar becomes [256] x [256].
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-split-reduceop)' | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-split-reduceop{threshold=100})' | FileCheck %s --check-prefix=LOW

// CHECK-LABEL: func @sum_65536
// CHECK-DAG: %[[O:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK-DAG: %[[I:.*]] = uop.range %{{.*}} axis(2) reduce
// CHECK: %[[P:.*]] = uop.reduce add %{{.*}} [%[[I]]] : i32
// CHECK: %[[B:.*]] = uop.bufferize %[[P]] [%[[O]]] : i32 -> memref<256xi32>
// CHECK: %[[O2:.*]] = uop.range %{{.*}} axis(3) reduce
// CHECK: uop.index %[[B]][%[[O2]]] : memref<256xi32>
// CHECK: uop.reduce add %{{.*}} [%[[O2]]] : i32
func.func @sum_65536(%x: memref<65536xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %n = arith.constant 65536 : index
  %r = uop.range %n axis(0) reduce
  %p = uop.index %x[%r] : memref<65536xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%r] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

// -----

// Guards: at the threshold, nothing changes; a prime extent does not factor.
// CHECK-LABEL: func @small_or_prime
// CHECK-NOT: uop.bufferize {{.*}} : f32 -> memref<
// CHECK: uop.reduce max %{{.*}} [%{{.*}}] : f32
// LOW-LABEL: func @small_or_prime
// LOW: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] : f32 -> memref<2x16xf32>
// LOW: uop.reduce min %{{.*}} [%{{.*}}] : f32
func.func @small_or_prime(%x: memref<2x256xf32>, %y: memref<251xf32>, %out: memref<2xf32> {uop.output = 0 : i64}) {
  %c2 = arith.constant 2 : index
  %c256 = arith.constant 256 : index
  %c251 = arith.constant 251 : index
  %row = uop.range %c2 axis(0) loop
  %r = uop.range %c256 axis(1) reduce
  %p = uop.index %x[%row, %r] : memref<2x256xf32>
  %v = uop.load %p : f32
  %m = uop.reduce max %v [%r] : f32
  %k = uop.range %c251 axis(2) reduce
  %q = uop.index %y[%k] : memref<251xf32>
  %w = uop.load %q : f32
  %n = uop.reduce min %w [%k] : f32
  %t = arith.addf %m, %n : f32
  %o = uop.bufferize %t [%row] into %out : f32 -> memref<2xf32>
  uop.sink %o : memref<2xf32>
  return
}

// -----

// An extent of 2^63 - 1 factors in bounded time (trial division up to 2^16;
// issue 15 item 6): 7 * 73 * 127 = 64897 partial sums.
// axe-run: skip @sum_max_extent -- a 2^63 - 1 element buffer is past the interpreter's --max-bytes
// CHECK-LABEL: func @sum_max_extent
// CHECK: uop.bufferize %{{.*}} [%{{.*}}] : i32 -> memref<64897xi32>
func.func @sum_max_extent(%x: memref<9223372036854775807xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %n = arith.constant 9223372036854775807 : index
  %r = uop.range %n axis(0) reduce
  %p = uop.index %x[%r] : memref<9223372036854775807xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%r] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

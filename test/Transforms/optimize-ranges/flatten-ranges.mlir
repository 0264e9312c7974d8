// Spec 003 "Range Flattening": END(END(x, [r1]), [r0]) -> END(x, [r0, r1]),
// and nested integer / max / min reductions of one kind likewise. A float
// sum stays nested (flattening would re-associate it).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-flatten-ranges)' | FileCheck %s

// CHECK-LABEL: func @nested_end_k
// CHECK: %[[S:.*]] = uop.store
// CHECK-NEXT: %[[E:.*]] = uop.end %[[S]] [%{{.*}}, %{{.*}}]
// CHECK-NEXT: uop.sink %[[E]]
func.func @nested_end_k(%out: memref<4x8xi32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c8 axis(1) loop
  %v = arith.index_cast %r1 : index to i32
  %p = uop.index %out[%r0, %r1] : memref<4x8xi32>
  %s = uop.store %p, %v : i32
  %e1 = uop.end %s [%r1]
  %e0 = uop.end %e1 [%r0]
  uop.sink %e0 : !uop.effect
  return
}
func.func @nested_end(%out: memref<4x8xi32> {uop.output = 0 : i64}) {
  call @nested_end_k(%out) : (memref<4x8xi32>) -> ()
  return
}

// -----

// CHECK-LABEL: func @nested_reduce
// CHECK: uop.reduce max %{{.*}} [%{{.*}}, %{{.*}}] : f32
// CHECK: %[[IN:.*]] = uop.reduce add %{{.*}} [%{{.*}}] : f32
// CHECK: uop.reduce add %[[IN]] [%{{.*}}] : f32
func.func @nested_reduce(%x: memref<4x8xf32>, %out: memref<2xf32> {uop.output = 0 : i64}) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %o = uop.range %c2 axis(2) loop
  %r0 = uop.range %c4 axis(0) reduce
  %r1 = uop.range %c8 axis(1) reduce
  %p = uop.index %x[%r0, %r1] : memref<4x8xf32>
  %v = uop.load %p : f32
  %m1 = uop.reduce max %v [%r1] : f32
  %m0 = uop.reduce max %m1 [%r0] : f32
  %s1 = uop.reduce add %v [%r1] : f32
  %s0 = uop.reduce add %s1 [%r0] : f32
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %o, %c0 : index
  %w = arith.select %first, %m0, %s0 : f32
  %b = uop.bufferize %w [%o] into %out : f32 -> memref<2xf32>
  uop.sink %b : memref<2xf32>
  return
}

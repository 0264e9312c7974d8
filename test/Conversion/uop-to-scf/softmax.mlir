// convert-uop-to-scf on the two kernels of row softmax in the split form
// (one func.func per kernel with uop.kernel, plus the driver): the vmap
// batch range is the outer loop, reductions carry their accumulator through
// scf.for iter_args from the identity, and a row reduction that varies only
// with the outer range is computed once per row, outside the inner loop.
// RUN: axe-opt %s --pass-pipeline='builtin.module(convert-uop-to-scf)' | FileCheck %s

// CHECK-LABEL: func.func @softmax_exp
// CHECK-SAME: attributes {uop.kernel}
// CHECK: scf.for %[[R0:.*]] = %{{.*}} to %c4 step
// CHECK:   %[[ROW:.*]] = arith.muli %[[R0]]
// The row max varies with r0 only: computed once per row, before the r2 loop.
// CHECK:   %[[NEG_INF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:   %[[MAX:.*]] = scf.for %{{.*}} = %{{.*}} to %c8 step %{{.*}} iter_args(%[[ACC:.*]] = %[[NEG_INF]]) -> (f32)
// CHECK:     memref.load
// CHECK:     %[[NEXT:.*]] = arith.maximumf %[[ACC]], %{{.*}} : f32
// CHECK:     scf.yield %[[NEXT]] : f32
// CHECK:   scf.for %[[R2:.*]] = %{{.*}} to %c8 step
// CHECK:     %[[IX:.*]] = arith.addi %[[ROW]], %[[R2]]
// CHECK:     %[[X:.*]] = memref.load %{{.*}}[%[[IX]]] : memref<32xf32>
// CHECK:     %[[D:.*]] = arith.subf %[[X]], %[[MAX]] : f32
// CHECK:     %[[E:.*]] = math.exp %[[D]] : f32
// CHECK:     memref.store %[[E]], %{{.*}}[%[[R0]], %[[R2]]] : memref<4x8xf32>
// CHECK-NOT: uop.
func.func @softmax_exp(%out: memref<4x8xf32>, %x: memref<4x8xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) loop
  %r2 = uop.range %c8 axis(2) loop
  %r3 = uop.range %c8 axis(3) reduce
  %flat = memref.collapse_shape %x [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %row = arith.muli %r0, %c8 : index
  %i = arith.addi %row, %r2 : index
  %p = uop.index %flat[%i] : memref<32xf32>
  %v = uop.load %p : f32
  %j = arith.addi %row, %r3 : index
  %q = uop.index %flat[%j] : memref<32xf32>
  %w = uop.load %q : f32
  %m = uop.reduce max %w [%r3] : f32
  %d = arith.subf %v, %m : f32
  %e = math.exp %d : f32
  %o = uop.index %out[%r0, %r2] : memref<4x8xf32>
  %s = uop.store %o, %e : f32
  %end = uop.end %s [%r0, %r2]
  uop.sink %end : !uop.effect
  return
}

// CHECK-LABEL: func.func @softmax_div
// CHECK: scf.for %[[B:.*]] = %{{.*}} to %c4 step
// CHECK:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:   %[[SUM:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (f32)
// CHECK:     arith.addf %[[ACC]], %{{.*}} : f32
// CHECK:   scf.for %[[C:.*]] = %{{.*}} to %c8 step
// CHECK:     arith.divf %{{.*}}, %[[SUM]] : f32
// CHECK:     memref.store
func.func @softmax_div(%out: memref<4x8xf32>, %e: memref<4x8xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c8 axis(1) loop
  %r4 = uop.range %c8 axis(4) reduce
  %flat = memref.collapse_shape %e [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %row = arith.muli %r0, %c8 : index
  %i = arith.addi %row, %r1 : index
  %p = uop.index %flat[%i] : memref<32xf32>
  %v = uop.load %p : f32
  %j = arith.addi %row, %r4 : index
  %q = uop.index %flat[%j] : memref<32xf32>
  %w = uop.load %q : f32
  %sum = uop.reduce add %w [%r4] : f32
  %y = arith.divf %v, %sum : f32
  %o = uop.index %out[%r0, %r1] : memref<4x8xf32>
  %s = uop.store %o, %y : f32
  %end = uop.end %s [%r0, %r1]
  uop.sink %end : !uop.effect
  return
}

// The driver is plain func/memref and stays as it is.
// CHECK-LABEL: func.func @softmax(
// CHECK: memref.alloc
// CHECK: call @softmax_exp
// CHECK: call @softmax_div
func.func @softmax(%x: memref<4x8xf32>, %out: memref<4x8xf32> {uop.output = 0 : i64}) {
  %t = memref.alloc() : memref<4x8xf32>
  call @softmax_exp(%t, %x) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
  call @softmax_div(%out, %t) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
  memref.dealloc %t : memref<4x8xf32>
  return
}

// Round trip of the kernel-level uop ops and types (UOpKernelOps.td,
// UOpTypes.td): a bufferized intermediate read back through a gated index,
// a reduction over a range, a store closed over ranges and the sink.
// RUN: axe-opt %s | axe-opt | FileCheck %s

// CHECK-LABEL: func @kernel
func.func @kernel(%in: memref<3x4xf32>, %out: memref<3xf32>) attributes {uop.kernel} {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c3 axis(0) loop
  %r1 = uop.range %c4 axis(1) reduce
  %true = arith.constant true
  // CHECK: %[[P:.*]] = uop.index %{{.*}}[%{{.*}}, %{{.*}}] gate %{{.*}} : memref<3x4xf32>
  %p = uop.index %in[%r0, %r1] gate %true : memref<3x4xf32>
  // CHECK: uop.load %[[P]] : f32
  %v = uop.load %p : f32
  // CHECK: uop.reduce add %{{.*}} [%{{.*}}] : f32
  %s = uop.reduce add %v [%r1] : f32
  // A float sum that starts from -0 (set where convert-linalg-to-uop puts an init in front).
  // CHECK: uop.reduce add %{{.*}} [%{{.*}}] {from_negative_zero} : f32
  %s0 = uop.reduce add %v [%r1] {from_negative_zero} : f32
  // CHECK: uop.bufferize %{{.*}} [%{{.*}}] : f32 -> memref<3xf32>
  %b = uop.bufferize %s [%r0] : f32 -> memref<3xf32>
  %q = uop.index %b[%r0] : memref<3xf32>
  %w = uop.load %q : f32
  %o = uop.index %out[%r0] : memref<3xf32>
  // CHECK: %[[S:.*]] = uop.store %{{.*}}, %{{.*}} : f32
  %st = uop.store %o, %w : f32
  // CHECK: %[[E:.*]] = uop.end %[[S]] [%{{.*}}]
  %e = uop.end %st [%r0]
  // CHECK: uop.sink %[[E]] : !uop.effect
  uop.sink %e : !uop.effect
  return
}

// CHECK-LABEL: func @output
func.func @output(%out: memref<3xf32>) {
  %c3 = arith.constant 3 : index
  %r0 = uop.range %c3 axis(0) loop
  %one = arith.constant 1.0 : f32
  // CHECK: uop.bufferize %{{.*}} [%{{.*}}] into %{{.*}} : f32 -> memref<3xf32>
  %b = uop.bufferize %one [%r0] into %out : f32 -> memref<3xf32>
  uop.sink %b : memref<3xf32>
  return
}

// The invalid index (spec 000 §5 phase 3): a padded read's index that names
// no element where %valid is false, through index arithmetic.
// CHECK-LABEL: func @invalid_index
func.func @invalid_index(%in: memref<4xf32>, %i: index, %valid: i1) -> f32 {
  %c1 = arith.constant 1 : index
  // CHECK: %[[INV:.*]] = uop.invalid
  %inv = uop.invalid
  // CHECK: %[[SEL:.*]] = arith.select %{{.*}}, %{{.*}}, %[[INV]] : index
  %sel = arith.select %valid, %i, %inv : index
  // CHECK: %[[SUB:.*]] = arith.subi %[[SEL]], %{{.*}} : index
  %sub = arith.subi %sel, %c1 : index
  // CHECK: uop.index %{{.*}}[%[[SUB]]] : memref<4xf32>
  %p = uop.index %in[%sub] : memref<4xf32>
  %v = uop.load %p : f32
  return %v : f32
}

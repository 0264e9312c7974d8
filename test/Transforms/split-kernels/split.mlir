// uop-split-kernels: every uop.bufferize of a kernel graph becomes a
// `uop.kernel` function that stores its value at the flat offset of its
// ranges; the program becomes a driver that allocates the intermediate
// buffers, calls the kernels in graph order and frees each buffer after its
// last reader.
// RUN: axe-opt %s --split-input-file --uop-split-kernels | FileCheck %s

// One output: one kernel writing the output argument; no allocation. The
// 2-D output is written through its flat view at r0 * 8 + r1.
// CHECK-LABEL: func.func @add_k0
// CHECK-SAME: (%[[OUT:.*]]: memref<4x8xf32>, %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32>) attributes {uop.kernel}
// CHECK: %[[R0:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[R1:.*]] = uop.range %{{.*}} axis(1) loop
// CHECK: uop.index %[[A]][%[[R0]], %[[R1]]]
// CHECK: uop.index %[[B]][%[[R0]], %[[R1]]]
// CHECK: %[[SUM:.*]] = arith.addf
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[ROW:.*]] = arith.muli %[[R0]], %[[C8]] : index
// CHECK: %[[OFF:.*]] = arith.addi %[[ROW]], %[[R1]] : index
// CHECK: %[[P:.*]] = uop.index %[[FLAT]][%[[OFF]]] : memref<32xf32>
// CHECK: %[[S:.*]] = uop.store %[[P]], %[[SUM]] : f32
// CHECK: %[[E:.*]] = uop.end %[[S]] [%[[R0]], %[[R1]]]
// CHECK: uop.sink %[[E]] : !uop.effect
// CHECK-NEXT: return
// CHECK-LABEL: func.func @add(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x8xf32>, %[[Y:[^:]*]]: memref<4x8xf32>, %[[O:[^:]*]]: memref<4x8xf32> {uop.output = 0 : i64})
// CHECK-NEXT: call @add_k0(%[[O]], %[[X]], %[[Y]])
// CHECK-NEXT: return
func.func @add(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %out: memref<4x8xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c8 axis(1) loop
  %pa = uop.index %a[%r0, %r1] : memref<4x8xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%r0, %r1] : memref<4x8xf32>
  %vb = uop.load %pb : f32
  %s = arith.addf %va, %vb : f32
  %o = uop.bufferize %s [%r0, %r1] into %out : f32 -> memref<4x8xf32>
  uop.sink %o : memref<4x8xf32>
  return
}

// -----

// An intermediate buffer: the first kernel writes a fresh allocation, the
// second reads it (and the input); the allocation is freed after its last
// reader. Each kernel clones the constants and index arithmetic it needs.
// CHECK-LABEL: func.func @center_k0
// CHECK-SAME: (%[[T:.*]]: memref<8xf32>, %[[X:.*]]: memref<8xf32>) attributes {uop.kernel}
// CHECK: uop.reduce add
// CHECK: arith.subf
// CHECK: uop.index %[[T]][
// CHECK: uop.store
// CHECK-LABEL: func.func @center_k1
// CHECK-SAME: (%[[O:.*]]: memref<8xf32>, %[[T1:.*]]: memref<8xf32>) attributes {uop.kernel}
// CHECK: uop.index %[[T1]][
// CHECK: uop.reduce max
// CHECK: uop.index %[[O]][
// CHECK-LABEL: func.func @center(
// CHECK-SAME: %[[IN:[^:]*]]: memref<8xf32>, %[[OUT:[^:]*]]: memref<8xf32> {uop.output = 0 : i64})
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: call @center_k0(%[[ALLOC]], %[[IN]])
// CHECK-NEXT: call @center_k1(%[[OUT]], %[[ALLOC]])
// CHECK-NEXT: memref.dealloc %[[ALLOC]]
// CHECK-NEXT: return
func.func @center(%x: memref<8xf32>, %out: memref<8xf32> {uop.output = 0 : i64}) {
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c8 axis(0) loop
  %r1 = uop.range %c8 axis(1) loop
  %p = uop.index %x[%r1] : memref<8xf32>
  %v = uop.load %p : f32
  %k = uop.range %c8 axis(2) reduce
  %pk = uop.index %x[%k] : memref<8xf32>
  %vk = uop.load %pk : f32
  %sum = uop.reduce add %vk [%k] : f32
  %d = arith.subf %v, %sum : f32
  %t = uop.bufferize %d [%r1] : f32 -> memref<8xf32>
  %q = uop.index %t[%r0] : memref<8xf32>
  %w = uop.load %q : f32
  %j = uop.range %c8 axis(3) reduce
  %qj = uop.index %t[%j] : memref<8xf32>
  %wj = uop.load %qj : f32
  %m = uop.reduce max %wj [%j] : f32
  %y = arith.mulf %w, %m : f32
  %o = uop.bufferize %y [%r0] into %out : f32 -> memref<8xf32>
  uop.sink %o : memref<8xf32>
  return
}

// -----

// A 0-d buffer (a full reduction whose axes were all removed) is stored
// without ranges, so the store itself is the kernel's effect. The name
// @total_k0 is taken, so the kernels count on.
// CHECK-LABEL: func.func @total_k1
// CHECK-SAME: (%[[T:.*]]: memref<f32>, %[[X:.*]]: memref<16xf32>) attributes {uop.kernel}
// CHECK: %[[SUM:.*]] = uop.reduce add
// CHECK: %[[P:.*]] = uop.index %[[T]][] : memref<f32>
// CHECK: %[[S:.*]] = uop.store %[[P]], %[[SUM]] : f32
// CHECK-NEXT: uop.sink %[[S]] : !uop.effect
// CHECK-LABEL: func.func @total_k2
// CHECK-SAME: (%{{.*}}: memref<4xf32>, %{{.*}}: memref<16xf32>, %{{.*}}: memref<f32>)
// CHECK: uop.index %{{.*}}[] : memref<f32>
// CHECK-LABEL: func.func @total(
// CHECK: %[[A:.*]] = memref.alloc() : memref<f32>
// CHECK-NEXT: call @total_k1(%[[A]], %{{.*}})
// CHECK-NEXT: call @total_k2(%{{.*}}, %{{.*}}, %[[A]])
// CHECK-NEXT: memref.dealloc %[[A]] : memref<f32>
func.func private @total_k0()
func.func @total(%x: memref<16xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %k = uop.range %c16 axis(0) reduce
  %p = uop.index %x[%k] : memref<16xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %t = uop.bufferize %s [] : f32 -> memref<f32>
  %q = uop.index %t[] : memref<f32>
  %w = uop.load %q : f32
  %r = uop.range %c4 axis(1) loop
  %px = uop.index %x[%r] : memref<16xf32>
  %vx = uop.load %px : f32
  %y = arith.divf %vx, %w : f32
  %o = uop.bufferize %y [%r] into %out : f32 -> memref<4xf32>
  uop.sink %o : memref<4xf32>
  return
}

// -----

// An output that a later kernel reads back: the reader takes the output
// argument itself.
// CHECK-LABEL: func.func @two_outputs(
// CHECK-SAME: %[[X:[^:]*]]: memref<4xf32>, %[[O0:[^:]*]]: memref<4xf32> {uop.output = 0 : i64}, %[[O1:[^:]*]]: memref<4xf32> {uop.output = 1 : i64})
// CHECK-NEXT: call @two_outputs_k0(%[[O0]], %[[X]])
// CHECK-NEXT: call @two_outputs_k1(%[[O1]], %[[O0]])
// CHECK-NEXT: return
func.func @two_outputs(%x: memref<4xf32>, %o0: memref<4xf32> {uop.output = 0 : i64}, %o1: memref<4xf32> {uop.output = 1 : i64}) {
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  %p = uop.index %x[%r] : memref<4xf32>
  %v = uop.load %p : f32
  %e = math.exp %v : f32
  %b0 = uop.bufferize %e [%r] into %o0 : f32 -> memref<4xf32>
  %r1 = uop.range %c4 axis(1) loop
  %q = uop.index %b0[%r1] : memref<4xf32>
  %w = uop.load %q : f32
  %d = arith.addf %w, %w : f32
  %b1 = uop.bufferize %d [%r1] into %o1 : f32 -> memref<4xf32>
  uop.sink %b0, %b1 : memref<4xf32>, memref<4xf32>
  return
}

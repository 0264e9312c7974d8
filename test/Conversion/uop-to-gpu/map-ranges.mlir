// uop-map-gpu-ranges applies the schedule uop-schedule{target=gpu} picks: the ranges a
// kernel's store end closes become block and thread indices (x = innermost, block y, merged
// block z), a partial block gates every access that depends on x, upcast=4's reg piece
// splits the innermost range, and the launch sizes land on the kernel; the schedule is
// consumed.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=128 upcast=1},uop-map-gpu-ranges)' | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=16 upcast=1},uop-map-gpu-ranges)' | FileCheck %s --check-prefix=SMALL
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=128 upcast=4},uop-map-gpu-ranges)' | FileCheck %s --check-prefix=UPCAST

// 1000 = 8 blocks of 128 with a partial last block: loads and the store are gated.
// CHECK-LABEL: func @add
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 8, 1, 1>
// CHECK: %[[B:.*]] = uop.special block_id 0 size 8
// CHECK: %[[M:.*]] = arith.muli %[[B]], %{{.*}} : index
// CHECK: %[[T:.*]] = uop.special thread_id 0 size 128
// CHECK: %[[X:.*]] = arith.addi %[[M]], %[[T]] : index
// CHECK: %[[G:.*]] = arith.cmpi slt, %[[X]], %{{.*}} : index
// CHECK: uop.index %{{.*}}[%[[X]]] gate %[[G]]
// CHECK: uop.index %{{.*}}[%[[X]]] gate %[[G]]
// CHECK: %[[P:.*]] = uop.index %{{.*}}[%[[X]]] gate %[[G]]
// CHECK: %[[S:.*]] = uop.store %[[P]]
// CHECK-NOT: uop.range
// CHECK-NOT: uop.end
// CHECK: uop.sink %[[S]]
// 1000 = 250 * 4: upcast range of 4 stays per thread, 2 blocks of 128 for 250.
// UPCAST-LABEL: func @add
// UPCAST-SAME: gpu.known_grid_size = array<i32: 2, 1, 1>
// UPCAST: %[[U:.*]] = uop.range %{{.*}} axis(1) upcast
// UPCAST: %[[X:.*]] = arith.addi
// UPCAST: arith.cmpi slt, %[[X]], %c250
// UPCAST: %[[S:.*]] = arith.muli %[[X]], %c4
// UPCAST: arith.addi %[[S]], %[[U]] : index
// UPCAST: uop.end %{{.*}} [%[[U]]]
func.func @add(%out: memref<1000xf32>, %a: memref<1000xf32>, %b: memref<1000xf32>) attributes {uop.kernel} {
  %c1000 = arith.constant 1000 : index
  %r0 = uop.range %c1000 axis(0) global
  %pa = uop.index %a[%r0] : memref<1000xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%r0] : memref<1000xf32>
  %vb = uop.load %pb : f32
  %s = arith.addf %va, %vb : f32
  %po = uop.index %out[%r0] : memref<1000xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%r0]
  uop.sink %e : !uop.effect
  return
}

// -----

// Four mapped ranges: x = the innermost, y = the next, z = the two outer ones
// merged (3 * 4 = 12 blocks) and split back by floor division and modulo; the
// reduce range stays a loop; 16 divides evenly, so nothing is gated. A row of 16
// threads is less than a block of 128: the block takes the 8 rows of y as well
// (thread y; the largest divisor of y's extent that fits), 128 threads. With blocks
// of 16 threads (SMALL), y is on the grid.
// CHECK-LABEL: func @rows
// CHECK-SAME: gpu.known_block_size = array<i32: 16, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 12>
// CHECK-NOT: uop.schedule
// CHECK-DAG: %[[T:.*]] = uop.special thread_id 0 size 16
// CHECK-DAG: %[[Y:.*]] = uop.special thread_id 1 size 8
// CHECK-DAG: %[[Z:.*]] = uop.special block_id 2 size 12
// SMALL-LABEL: func @rows
// SMALL-SAME: gpu.known_block_size = array<i32: 16, 1, 1>, gpu.known_grid_size = array<i32: 1, 8, 12>
// SMALL-DAG: uop.special thread_id 0 size 16
// SMALL-DAG: uop.special block_id 1 size 8
// SMALL-DAG: uop.special block_id 2 size 12
// CHECK-DAG: %[[Z0:.*]] = arith.floordivsi %[[Z]], %c4
// CHECK-DAG: %[[Z1:.*]] = uop.floormod %[[Z]], %c4
// CHECK-NOT: gate
// CHECK: uop.index %{{.*}}[%[[Z0]], %[[Z1]], %[[Y]], %[[T]], %{{.*}}]
// CHECK: uop.reduce max
// CHECK-NOT: uop.end
func.func @rows(%out: memref<3x4x8x16xf32>, %x: memref<3x4x8x16x32xf32>) attributes {uop.kernel} {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %r0 = uop.range %c3 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %r2 = uop.range %c8 axis(2) loop
  %r3 = uop.range %c16 axis(3) loop
  %r4 = uop.range %c32 axis(4) reduce
  %p = uop.index %x[%r0, %r1, %r2, %r3, %r4] : memref<3x4x8x16x32xf32>
  %v = uop.load %p : f32
  %m = uop.reduce max %v [%r4] : f32
  %po = uop.index %out[%r0, %r1, %r2, %r3] : memref<3x4x8x16xf32>
  %st = uop.store %po, %m : f32
  %e = uop.end %st [%r0, %r1, %r2, %r3]
  uop.sink %e : !uop.effect
  return
}

// -----

// Block y would need 70000 blocks (> 65535): everything is flattened along x, in blocks of
// the most threads up to 128 that split at the ranges' boundary, with no partial block
// (a padded product of ranges is no piece of either): 112 = 56 rows x 2, 1250 blocks.
// CHECK-LABEL: func @tall
// CHECK-SAME: gpu.known_block_size = array<i32: 112, 1, 1>, gpu.known_grid_size = array<i32: 1250, 1, 1>
// CHECK-DAG: %[[T:.*]] = uop.special thread_id 0 size 112
// CHECK-DAG: arith.floordivsi %[[T]], %c2
// CHECK-DAG: uop.floormod %[[T]], %c2
// CHECK-NOT: gate
// CHECK: return
func.func @tall(%out: memref<70000x2xf32>) attributes {uop.kernel} {
  %c70000 = arith.constant 70000 : index
  %c2 = arith.constant 2 : index
  %r0 = uop.range %c70000 axis(0) loop
  %r1 = uop.range %c2 axis(1) loop
  %one = arith.constant 1.0 : f32
  %po = uop.index %out[%r0, %r1] : memref<70000x2xf32>
  %st = uop.store %po, %one : f32
  %e = uop.end %st [%r0, %r1]
  uop.sink %e : !uop.effect
  return
}

// -----

// A range on the last axis number leaves none for the upcast split: the range is mapped
// whole (found by the mutation fuzz: the fresh axis number used to overflow).
// UPCAST-LABEL: func.func @last_axis
// UPCAST-NOT: upcast
// UPCAST: uop.special thread_id 0 size 128
// UPCAST-NOT: upcast
// UPCAST: return
func.func @last_axis(%out: memref<1000xf32>, %a: memref<1000xf32>) attributes {uop.kernel} {
  %c1000 = arith.constant 1000 : index
  %r0 = uop.range %c1000 axis(9223372036854775807) global
  %pa = uop.index %a[%r0] : memref<1000xf32>
  %va = uop.load %pa : f32
  %po = uop.index %out[%r0] : memref<1000xf32>
  %st = uop.store %po, %va : f32
  %e = uop.end %st [%r0]
  uop.sink %e : !uop.effect
  return
}

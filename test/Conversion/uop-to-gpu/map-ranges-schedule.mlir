// uop-map-gpu-ranges applies the mapping as a schedule: an Axe layout from the
// store's ranges onto grid (bx, by, bz) and block (tx, ty, tz) axes. A kernel's
// own uop.schedule over those axes wins; otherwise uop-schedule{target=gpu} writes
// the default grid. Each range becomes the sum of its pieces,
// (id / stride) % extent * inner, and the schedule is consumed.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=128 upcast=1},uop-map-gpu-ranges)' | FileCheck %s

// The default: 64 x 256 rows over blocks of 128 threads (the layout S[(64,2,128):(1@by,1@bx,1@tx)]).
// CHECK-LABEL: func.func @default_grid
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 2, 64, 1>
// CHECK-NOT: uop.schedule
func.func @default_grid(%out: memref<16384xf32>, %x: memref<16384xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c256 axis(1) loop
  %a = arith.muli %i, %c256 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<16384xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<16384xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----


// A user's 2-D tile: 16 x 16 threads (ty, tx), 4 x 16 blocks (by, bx); the
// row is by * 16 + ty, the column bx * 16 + tx.
// CHECK-LABEL: func.func @tile_16x16
// CHECK-SAME: gpu.known_block_size = array<i32: 16, 16, 1>, gpu.known_grid_size = array<i32: 16, 4, 1>
// CHECK: %[[BY:.*]] = uop.special block_id 1 size 4
// CHECK: %[[BY16:.*]] = arith.muli %[[BY]], %c16
// CHECK: %[[TY:.*]] = uop.special thread_id 1 size 16
// CHECK: %[[ROW:.*]] = arith.addi %[[BY16]], %[[TY]]
// CHECK: %[[BX:.*]] = uop.special block_id 0 size 16
// CHECK: %[[BX16:.*]] = arith.muli %[[BX]], %c16
// CHECK: %[[TX:.*]] = uop.special thread_id 0 size 16
// CHECK: %[[COL:.*]] = arith.addi %[[BX16]], %[[TX]]
// CHECK: arith.muli %[[ROW]], %c256
// CHECK-NOT: uop.schedule
func.func @tile_16x16(%out: memref<16384xf32>, %x: memref<16384xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,16,16,16):(1@by,1@ty,1@bx,1@tx)]>} {
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c256 axis(1) loop
  %a = arith.muli %i, %c256 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<16384xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<16384xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

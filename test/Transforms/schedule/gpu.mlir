// uop-schedule{target=gpu} prints each kernel's GPU schedule as an Axe layout over the grid
// (bx, by, bz), the block (tx, ty, tz), a thread's points (reg) and its loops: the innermost
// store range on x in blocks of `threads`, the next on y (and rows of it on ty when a row
// fits in one block), `upcast` points of the innermost range per thread, a partial last
// block as a bx piece that overhangs the range, reduce ranges as loops, and a block per row
// where long reductions are shared (GROUP: a tx piece of the reduce range, with simd lanes where
// its accesses allow them). A kernel's own schedule wins, a shared reduction's too.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu})' | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=128 upcast=1})' | FileCheck %s --check-prefix=SMALL
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu reassociate=false})' | FileCheck %s --check-prefix=EXACT
// The schedules run: the emulator's result (every thread of every block) matches the
// interpreter's; the shared row sum is reassociated, hence the tolerances.
// RUN: axe-run %s --target gpu-emulator --trials 2 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --gpu-threads 128 --gpu-upcast 1 --trials 2 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU
// EMU: @copy_64x256: 2 trials, {{.*}}: ok
// EMU: @add_1000: 2 trials, {{.*}}: ok
// EMU: @row_sum: 2 trials, {{.*}}: ok
// EMU: @user_tile: 2 trials, {{.*}}: ok
// EMU: @four_points: 2 trials, {{.*}}: ok
// EMU: @user_group: 2 trials, {{.*}}: ok
// EMU: @user_shared_max: 2 trials, {{.*}}: ok

// Defaults (256 threads, upcast 4): 256 / 4 = 64 columns fit one block, which takes 4 rows.
// CHECK-LABEL: func.func @copy_64x256
// CHECK-SAME: uop.schedule = #axe.layout<S[(16,4,64,4):(1@by,1@ty,1@tx,1@reg)]>
// SMALL-LABEL: func.func @copy_64x256
// SMALL-SAME: uop.schedule = #axe.layout<S[(64,2,128):(1@by,1@bx,1@tx)]>
func.func @copy_64x256(%out: memref<16384xf32>, %x: memref<16384xf32>) attributes {uop.kernel} {
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

// 1000 = 250 x 4 fits one block; with blocks of 128 and no upcast, 8 blocks cover 1024
// points: the bx piece overhangs (the last block is partial, its accesses gated).
// CHECK-LABEL: func.func @add_1000
// CHECK-SAME: uop.schedule = #axe.layout<S[(250,4):(1@tx,1@reg)]>
// SMALL-LABEL: func.func @add_1000
// SMALL-SAME: uop.schedule = #axe.layout<S[(8,128):(1@bx,1@tx)]>
func.func @add_1000(%out: memref<1000xf32>, %a: memref<1000xf32>, %b: memref<1000xf32>) attributes {uop.kernel} {
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

// A row sum of 8 rows of 1024: a block per row, its 256 threads share the row (GROUP), each
// taking 4 consecutive floats (a float4) per step: 256 x 4 is the whole row, so no loop piece.
// With 128 threads, 2 steps of a loop. Without reassociation a float sum is not shared: each
// thread sums whole rows, 4 of them (upcast), the reduce range its loop.
// CHECK-LABEL: func.func @row_sum
// CHECK-SAME: uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,256,4):(1@bx,1@tx,1@simd)]>
// SMALL-LABEL: func.func @row_sum
// SMALL-SAME: uop.schedule = #axe.layout<S[(8,2,128,4):(1@bx,1@loop,1@tx,1@simd)]>
// EXACT-LABEL: func.func @row_sum
// EXACT-NOT: uop.reassociate
// EXACT-SAME: uop.schedule = #axe.layout<S[(2,4,1024):(1@tx,1@reg,1@loop)]>
func.func @row_sum(%out: memref<8xf32>, %x: memref<8192xf32>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %c1024 = arith.constant 1024 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1024 axis(1) reduce
  %base = arith.muli %i, %c1024 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<8192xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// A user's schedule wins: 16 x 16 tiles of threads, whatever the options.
// CHECK-LABEL: func.func @user_tile
// CHECK-SAME: uop.schedule = #axe.layout<S[(4,16,16,16):(1@by,1@ty,1@bx,1@tx)]>
// SMALL-LABEL: func.func @user_tile
// SMALL-SAME: uop.schedule = #axe.layout<S[(4,16,16,16):(1@by,1@ty,1@bx,1@tx)]>
func.func @user_tile(%out: memref<16384xf32>, %x: memref<16384xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,16,16,16):(1@by,1@ty,1@bx,1@tx)]>} {
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

// 4 points with upcast 4: one thread holds them all, the range one reg piece (found by the
// GPU fuzz).
// CHECK-LABEL: func.func @four_points
// CHECK-SAME: uop.schedule = #axe.layout<S[4:1@reg]>
// SMALL-LABEL: func.func @four_points
// SMALL-SAME: uop.schedule = #axe.layout<S[4:1@tx]>
func.func @four_points(%out: memref<4xf32>, %x: memref<4xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %j = uop.range %c4 axis(0) loop
  %p = uop.index %x[%j] : memref<4xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<4xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A user's GROUP split wins: 64 threads share each row, one float per step (16 steps), whatever
// the options; the schedule only is verified (gpu-invalid.mlir: the illegal ones).
// CHECK-LABEL: func.func @user_group
// CHECK-SAME: uop.schedule = #axe.layout<S[(8,16,64):(1@bx,1@loop,1@tx)]>
// SMALL-LABEL: func.func @user_group
// SMALL-SAME: uop.schedule = #axe.layout<S[(8,16,64):(1@bx,1@loop,1@tx)]>
func.func @user_group(%out: memref<8xf32>, %x: memref<8192xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,16,64):(1@bx,1@loop,1@tx)]>} {
  %c8 = arith.constant 8 : index
  %c1024 = arith.constant 1024 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1024 axis(1) reduce
  %base = arith.muli %i, %c1024 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<8192xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// A user's split may share only the reduction: exp(x - max(row)) with the row's max shared by
// 256 threads (a max is exact in any order: no uop.reassociate) and its 512 columns one loop
// in each thread; every thread then holds every output, and thread 0 stores them.
// CHECK-LABEL: func.func @user_shared_max
// CHECK-SAME: uop.schedule = #axe.layout<S[(4,512,2,256):(1@bx,2@loop,1@loop,1@tx)]>
func.func @user_shared_max(%out: memref<2048xf32>, %x: memref<2048xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,512,2,256):(1@bx,2@loop,1@loop,1@tx)]>} {
  %c512 = arith.constant 512 : index
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  %c = uop.range %c512 axis(2) loop
  %row = arith.muli %r, %c512 : index
  %at = arith.addi %row, %c : index
  %p = uop.index %x[%at] : memref<2048xf32>
  %v = uop.load %p : f32
  %k = uop.range %c512 axis(4) reduce
  %at2 = arith.addi %row, %k : index
  %p2 = uop.index %x[%at2] : memref<2048xf32>
  %w = uop.load %p2 : f32
  %m = uop.reduce max %w [%k] : f32
  %d = arith.subf %v, %m : f32
  %y = math.exp %d : f32
  %o = uop.index %out[%at] : memref<2048xf32>
  %st = uop.store %o, %y : f32
  %e = uop.end %st [%r, %c]
  uop.sink %e : !uop.effect
  return
}

// uop-schedule{target=gpu search=N} leaves a kernel to the heuristic, and says why, when it
// cannot model its candidates: a schedule the user wrote wins and is only verified; a kernel
// of more than 2^20 iterations is not emulated (every candidate runs every thread), a matrix
// product on the tensor cores included (its heuristic tiling is kept); a candidate the
// emulator cannot run (an access out of bounds) leaves the heuristic's schedule.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{target=gpu search=3})' | FileCheck %s

// expected-remark @+1 {{uop-schedule search skipped: the kernel has its own schedule, which wins and is only verified}}
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
// CHECK-LABEL: func.func @user_tile
// CHECK-SAME: uop.schedule = #axe.layout<S[(4,16,16,16):(1@by,1@ty,1@bx,1@tx)]>

// -----

// expected-remark @+1 {{uop-schedule search skipped: its 2097152 iterations are past the 1048576 the GPU search emulates; the heuristic's schedule is kept}}
func.func @copy_2048x1024(%out: memref<2097152xf32>, %x: memref<2097152xf32>) attributes {uop.kernel} {
  %c2048 = arith.constant 2048 : index
  %c1024 = arith.constant 1024 : index
  %i = uop.range %c2048 axis(0) loop
  %j = uop.range %c1024 axis(1) loop
  %a = arith.muli %i, %c1024 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<2097152xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<2097152xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}
// CHECK-LABEL: func.func @copy_2048x1024
// CHECK-SAME: uop.schedule = #axe.layout<S[(2048,256,4):(1@by,1@tx,1@reg)]>

// -----

// 256 x 256 x 64: 2^22 multiply-adds.
// expected-remark @+1 {{uop-schedule search skipped: its 4194304 iterations are past the 1048576 the GPU search emulates; the heuristic's schedule is kept}}
func.func @matmul(%out: memref<256x256xf32>, %a: memref<256x64xf16>, %b: memref<64x256xf16>) attributes {uop.kernel, uop.reassociate} {
  %cm = arith.constant 256 : index
  %cn = arith.constant 256 : index
  %ck = arith.constant 64 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<256x64xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<64x256xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<256x256xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}
// The heuristic's tiling: 4 x 4 atoms per warp, 2 x 4 warps, 2 x 2 blocks.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: uop.schedule = #axe.layout<S[(2,2,4,2,8,2,4,4,4,2,64):(1@by,4@warp,16@reg,2@reg,4@lane,1@bx,1@warp,4@reg,1@lane,1@reg,1@loop)]>

// -----

// The index is past the buffer: the emulator refuses the heuristic's own candidate.
// expected-remark @+1 {{uop-schedule search skipped: the heuristic's schedule does not run on the emulator: }}
func.func @past_the_end(%out: memref<64xf32>, %x: memref<64xf32>) attributes {uop.kernel} {
  %c128 = arith.constant 128 : index
  %i = uop.range %c128 axis(0) loop
  %p = uop.index %x[%i] : memref<64xf32>
  %v = uop.load %p : f32
  %st = uop.store %p, %v : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}
// CHECK-LABEL: func.func @past_the_end
// CHECK-SAME: uop.schedule = #axe.layout<S[(32,4):(1@tx,1@reg)]>

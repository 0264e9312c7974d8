// A GPU kernel that reduces keeps its per-thread output points (the upcast range of
// uop-schedule{target=gpu upcast=1},uop-map-gpu-ranges) in registers: convert-uop-to-scf carries one accumulator per point
// through the reduction, so the other operand is read once per step. Where every access along
// the upcast range is contiguous (B[k, j] and C[i, j] of a matmul) the points are one vector:
// a vector<4xf32> accumulator, B's four floats in one 16-byte aligned load and C's in one
// (ld.global.v4 / st.global.v4 in PTX). Where an access runs across it (B[j, k], a transposed
// operand), four scalar accumulators. Each kernel against the interpreter on the GPU emulator,
// and the sectors of its global requests counted: B's reads and C's writes fill whole
// sectors, where the upcast loop around the reduction read B at 4x the sectors it needs. A
// block is 16 threads of a row times 8 rows (16 x 4 columns; 128 threads), so a warp reads
// A's element of two rows, 8 bytes in two sectors (2.00x of that load, 1.11x of the kernel).
// The choice is uop-schedule{target=gpu}'s (axe_schedule::gpu_registers): the store range's
// innermost piece is on `simd` (a vector tile) or `reg` (scalar accumulators) in uop.schedule
// (PICK), uop-map-gpu-ranges leaves the per-thread part on the kernel, the fresh upcast range
// first (MAPPED), and convert-uop-to-scf applies it. A user's reg piece where the pick would
// put simd wins (@user_reg_k0).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=4})' | FileCheck %s --check-prefix=PICK
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=4},uop-map-gpu-ranges)' | FileCheck %s --check-prefix=MAPPED
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=4},uop-map-gpu-ranges,func.func(axe-simplify-index),convert-uop-to-scf,canonicalize,cse,axe-vectorize-upcast)' | FileCheck %s
// RUN: axe-run %s --split-input-file --target gpu-emulator --trials 2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --split-input-file --target gpu-emulator --entry mm_k0 --print --traffic | FileCheck %s --check-prefix=SECTORS
// EMU: @mm_k0: 2 trials, {{.*}}: ok
// EMU: @transposed_k0: 2 trials, {{.*}}: ok
// EMU: @bias_k0: 2 trials, {{.*}}: ok
// EMU: @wide_upcast_k0: 2 trials, {{.*}}: ok
// EMU: @user_reg_k0: 2 trials, {{.*}}: ok
// EMU: @own_upcast_k0: 2 trials, {{.*}}: ok
// SECTORS: @mm_k0 global memory: 4128 requests, 20992 sectors (18944 at best)
// SECTORS-NEXT: @mm_k0 uncoalesced: {{.*}}register-tiles.mlir:{{[0-9]+}}:{{[0-9]+}} 'memref.load': 4096 sectors for 2048 (2.00x)
// SECTORS-NOT: uncoalesced

// 64 columns of 4 points: 16 threads of a row, 16 rows a block (ty); B[k, j] and C[i, j] are
// contiguous along j, so its 4 points are one vector.
// PICK-LABEL: func.func @mm_k0
// PICK-SAME: uop.schedule = #axe.layout<S[(4,16,16,4,64):(1@by,1@ty,1@tx,1@simd,1@loop)]>
// MAPPED-LABEL: func.func @mm_k0
// MAPPED-SAME: uop.schedule = #axe.layout<S[(4,64):(1@simd,1@loop)]>
// CHECK-LABEL: func.func @mm_k0
// CHECK: %[[ACC:.*]] = scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args(%[[A:.*]] = %cst) -> (vector<4xf32>)
// CHECK: memref.load
// CHECK: %[[B:.*]] = vector.load %{{.*}} {alignment = 16 : i64} : memref<64x64xf32>, vector<4xf32>
// CHECK: arith.mulf %{{.*}}, %[[B]] : vector<4xf32>
// CHECK: scf.yield
// CHECK: vector.store %[[ACC]], %{{.*}} {alignment = 16 : i64} : memref<64x64xf32>, vector<4xf32>
func.func @mm_k0(%out: memref<64x64xf32>, %a: memref<64x64xf32>, %b: memref<64x64xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c64 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<64x64xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// PICK-LABEL: func.func @transposed_k0
// PICK-SAME: uop.schedule = #axe.layout<S[(4,16,16,4,64):(1@by,1@ty,1@tx,1@reg,1@loop)]>
// MAPPED-LABEL: func.func @transposed_k0
// MAPPED-SAME: uop.schedule = #axe.layout<S[(4,64):(1@reg,1@loop)]>
// CHECK-LABEL: func.func @transposed_k0
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %cst, %{{.*}} = %cst, %{{.*}} = %cst, %{{.*}} = %cst) -> (f32, f32, f32, f32)
// CHECK-NOT: vector.load
// CHECK: scf.yield
func.func @transposed_k0(%out: memref<64x64xf32>, %a: memref<64x64xf32>, %b: memref<64x64xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c64 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%j, %k] : memref<64x64xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A reduction that does not vary with the upcast range is computed once for the four points.
// CHECK-LABEL: func.func @bias_k0
// CHECK: scf.for {{.*}} -> (f32)
// CHECK-NOT: scf.for
// CHECK: vector.load
// CHECK: vector.store
func.func @bias_k0(%out: memref<64x64xf32>, %x: memref<64x64xf32>, %y: memref<64x64xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c64 axis(2) reduce
  %px = uop.index %x[%i, %k] : memref<64x64xf32>
  %vx = uop.load %px : f32
  %s = uop.reduce add %vx [%k] : f32
  %py = uop.index %y[%i, %j] : memref<64x64xf32>
  %vy = uop.load %py : f32
  %r = arith.addf %s, %vy : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %r : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A user's upcast range of more than 64 points stays a loop around the reduction: a register
// tile is unrolled, and 128 accumulators (or 2^63 - 1) are no thread's registers.
// PICK-LABEL: func.func @wide_upcast_k0
// PICK-SAME: uop.schedule = #axe.layout<S[(8,128,4):(1@tx,4@loop,1@loop)]>
// MAPPED-LABEL: func.func @wide_upcast_k0
// MAPPED-NOT: uop.schedule
// MAPPED-SAME: {
// CHECK-LABEL: func.func @wide_upcast_k0
// CHECK: scf.for %{{.*}} = %c0 to %c128 step %c1 {
// CHECK: scf.for {{.*}} -> (f32)
func.func @wide_upcast_k0(%out: memref<8x128xf32>, %x: memref<8x128x4xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c128 = arith.constant 128 : index
  %r = uop.range %c8 axis(0) loop
  %u = uop.range %c128 axis(1) upcast
  %k = uop.range %c4 axis(2) reduce
  %p = uop.index %x[%r, %u, %k] : memref<8x128x4xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %po = uop.index %out[%r, %u] : memref<8x128xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%r, %u]
  uop.sink %e : !uop.effect
  return
}

// -----

// A user's schedule wins: the pick puts j's 4 points on simd (@mm_k0); this one keeps them on
// reg, four scalar accumulators, B read as four floats.
// PICK-LABEL: func.func @user_reg_k0
// PICK-SAME: uop.schedule = #axe.layout<S[(4,16,16,4,64):(1@by,1@ty,1@tx,1@reg,1@loop)]>
// MAPPED-LABEL: func.func @user_reg_k0
// MAPPED-SAME: uop.schedule = #axe.layout<S[(4,64):(1@reg,1@loop)]>
// CHECK-LABEL: func.func @user_reg_k0
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %cst, %{{.*}} = %cst, %{{.*}} = %cst, %{{.*}} = %cst) -> (f32, f32, f32, f32)
// CHECK-NOT: vector.load
// CHECK: scf.yield
func.func @user_reg_k0(%out: memref<64x64xf32>, %a: memref<64x64xf32>, %b: memref<64x64xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,16,16,4,64):(1@by,1@ty,1@tx,1@reg,1@loop)]>} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c64 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<64x64xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// The kernel's own upcast range (no reg piece is added beside it) is a register tile too: u's 4
// points are contiguous in A and C, so the pick puts them on simd, one vector<4xf32>
// accumulator through the sum over k.
// PICK-LABEL: func.func @own_upcast_k0
// PICK-SAME: uop.schedule = #axe.layout<S[(64,4,16):(1@tx,1@simd,1@loop)]>
// MAPPED-LABEL: func.func @own_upcast_k0
// MAPPED-SAME: uop.schedule = #axe.layout<S[(4,16):(1@simd,1@loop)]>
// CHECK-LABEL: func.func @own_upcast_k0
// CHECK: %[[ACC:.*]] = scf.for %{{.*}} = %c0 to %c16 step %c1 iter_args(%{{.*}} = %cst) -> (vector<4xf32>)
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<64x16x4xf32>, vector<4xf32>
// CHECK: vector.store %[[ACC]], %{{.*}} {alignment = 16 : i64} : memref<64x4xf32>, vector<4xf32>
func.func @own_upcast_k0(%out: memref<64x4xf32>, %a: memref<64x16x4xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %u = uop.range %c4 axis(1) upcast
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k, %u] : memref<64x16x4xf32>
  %va = uop.load %pa : f32
  %s = uop.reduce add %va [%k] : f32
  %po = uop.index %out[%i, %u] : memref<64x4xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %u]
  uop.sink %e : !uop.effect
  return
}

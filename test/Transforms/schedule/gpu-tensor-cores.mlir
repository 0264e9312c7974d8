// A tensor-core schedule the user writes wins: uop-schedule{target=gpu} verifies it and
// uop-tensor-cores applies it, with the tiling it spells (docs/guides/schedules.md, GPU
// schedules). @user_k0: 2 x 2 atoms per warp, 2 x 2 warps, 1 x 2 blocks of 64 x 32 (the
// heuristic's would be 4 x 4 atoms, 1 x 2 warps, one block). @warpgroup_k0: 64 x 32 block
// tiles of 4 x 1 warps, which is mma.sync's tiling of one atom row and 4 atom columns per warp
// and, on a target with wgmma (sm_90a), a warpgroup's m64n32 tile: the same layout, run on the
// instruction the target has.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu})' | FileCheck %s --check-prefix=KEPT
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true})' | FileCheck %s --check-prefix=WGMMA
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' --target gpu-emulator --trials 1 --rtol 1e-3 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true})' --target gpu-emulator --trials 1 --rtol 1e-3 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// KEPT: func @user_k0({{.*}}uop.schedule = #axe.layout<S[(2,2,2,8,2,2,2,4,2,32):(2@warp,8@reg,2@reg,4@lane,1@bx,1@warp,4@reg,1@lane,1@reg,1@loop)]>
// KEPT: func @warpgroup_k0({{.*}}uop.schedule = #axe.layout<S[(4,2,8,2,4,4,2,32):(1@warp,2@reg,4@lane,1@bx,4@reg,1@lane,1@reg,1@loop)]>
// CHECK-LABEL: func @user_k0(
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>
// CHECK-SAME: gpu.known_grid_size = array<i32: 2, 1, 1>
// CHECK-COUNT-4: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// CHECK: return
// CHECK-LABEL: func @warpgroup_k0(
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>
// CHECK-SAME: gpu.known_grid_size = array<i32: 2, 1, 1>
// CHECK: nvgpu.mma.sync
// WGMMA-LABEL: func @user_k0(
// WGMMA: nvgpu.mma.sync
// WGMMA-LABEL: func @warpgroup_k0(
// WGMMA-SAME: gpu.known_block_size = array<i32: 128, 1, 1>
// WGMMA-SAME: gpu.known_grid_size = array<i32: 2, 1, 1>
// WGMMA: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 32, k = 16>
// WGMMA-NOT: nvgpu.mma.sync
// EMU: @user_k0: 1 trials, {{.*}}: ok
// EMU: @warpgroup_k0: 1 trials, {{.*}}: ok

func.func @user_k0(%out: memref<64x64xf32>, %a: memref<64x32xf16>, %b: memref<32x64xf16>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(2,2,2,8,2,2,2,4,2,32):(2@warp,8@reg,2@reg,4@lane,1@bx,1@warp,4@reg,1@lane,1@reg,1@loop)]>} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 32 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x32xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<32x64xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

func.func @warpgroup_k0(%out: memref<64x64xf32>, %a: memref<64x32xf16>, %b: memref<32x64xf16>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(4,2,8,2,4,4,2,32):(1@warp,2@reg,4@lane,1@bx,4@reg,1@lane,1@reg,1@loop)]>} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 32 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x32xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<32x64xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

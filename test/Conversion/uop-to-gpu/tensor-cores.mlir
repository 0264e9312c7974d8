// uop-schedule{target=gpu} gives a kernel summing f32(A[i, k]) * f32(B[k, j]) over k with f16
// A and B a tensor-core schedule, and uop-tensor-cores applies it: a warp-level mma.sync kernel.
// The schedule is the m16n8k16 atom's fragment layout tiled up to 4 x 4 per warp and 2 x 4 warps
// per block (here 4 x 4 and 2 x 2: a 128 x 64 block), the output's layout over by, bx, warp,
// lane and reg, written as the kernel's uop.schedule (the sum on one loop). Where each access is
// a layout (an argument at offset + strides . ranges), the kernel is written as Axe operators
// over global tensors with those layouts (shared stages, mma.sync fragments in registers) and
// axe-dispatch-gpu lowers them at once: its kernel function, with the launch sizes, takes the
// uop kernel's place and name. Otherwise (a view that is no layout) the pass writes the kernel
// itself. Kernels the tensor cores cannot take get a general GPU schedule.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu})' | FileCheck %s --check-prefix=SCHEDULE
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true})' | FileCheck %s --check-prefix=SCHEDULE-WGMMA
// SCHEDULE-LABEL: func @mm_k0(
// SCHEDULE-SAME: uop.reassociate, uop.schedule = #axe.layout<S[(2,4,2,8,2,4,4,2,32):(2@warp,16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)]>
// SCHEDULE-WGMMA-LABEL: func @mm_k0(
// SCHEDULE-WGMMA-SAME: uop.schedule = #axe.layout<S[(2,4,2,8,8,4,2,32):(32@reg,1@warp,2@reg,4@lane,4@reg,1@lane,1@reg,1@loop)]>
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' | axe-opt --split-input-file | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu reassociate=false},uop-tensor-cores)' | FileCheck %s --check-prefix=EXACT
// A kernel written as a matrix product that stays on the general path says why (a remark);
// a user's own schedule is kept without one.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' 2>&1 >/dev/null | FileCheck %s --check-prefix=STAYS --implicit-check-not=remark
// Every kernel, lowered or not, against the interpreter on the GPU emulator (f16 results
// rounded from a sum in another order: a tolerance).
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' --target gpu-emulator --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// EMU: @mm_k0: 1 trials, {{.*}}: ok
// EMU: @marked_k0: 1 trials, {{.*}}: ok
// EMU: @offset_k0: 1 trials, {{.*}}: ok
// EMU: @deep_k0: 1 trials, {{.*}}: ok
// EMU: @rotated_k0: 1 trials, {{.*}}: ok
// EMU: @taken_k0: 1 trials, {{.*}}: ok
// EMU: @odd_k_k0: 1 trials, {{.*}}: ok
// EMU: @odd_m_k0: 1 trials, {{.*}}: ok
// EMU: @bf16_k0: 1 trials, {{.*}}: ok
// EMU: @f32_k0: 1 trials, {{.*}}: ok
// EMU: @bias_k0: 1 trials, {{.*}}: ok
// EMU: @gated_k0: 1 trials, {{.*}}: ok
// EMU: @scheduled_k0: 1 trials, {{.*}}: ok
// How the emulator saw @mm_k0's memory requests (`--print --traffic`): its cp.async copies read
// whole 32-byte sectors (consecutive threads take consecutive 16-byte runs along the dimension
// each tile is contiguous in: A's rows run along k), the copies into the swizzled stages and
// the ldmatrix reads out of them have no bank conflicts; only the epilogue's f16 pairs (4 lanes
// write 16 bytes of a row) move twice the sectors they fill. The same on wgmma.
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' --target gpu-emulator --trials 1 --rtol 1e-2 --atol 1e-2 --entry mm_k0 --print --traffic 2>/dev/null | FileCheck %s --check-prefix=REQUESTS
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' --target gpu-emulator --gpu-wgmma --trials 1 --rtol 1e-2 --atol 1e-2 --entry mm_k0 --print --traffic 2>/dev/null | FileCheck %s --check-prefix=REQUESTS
// REQUESTS: @mm_k0 global memory: 152 requests, 1408 sectors (896 at best)
// REQUESTS-NEXT: @mm_k0 uncoalesced: {{.*}}tensor-cores.mlir:{{[0-9]+}}:{{[0-9]+}} 'vector.store': 1024 sectors for 512 (2.00x)
// REQUESTS-NEXT: @mm_k0 shared memory: {{[0-9]+}} requests, [[W:[0-9]+]] wavefronts ([[W]] without bank conflicts)
// REQUESTS-NOT: bank conflicts
// With wgmma (sm_90a), a kernel with M a multiple of 64 is one warpgroup per block gemm read
// from shared memory; the others keep mma.sync. Every kernel again on the emulator:
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true})' | FileCheck %s --check-prefix=WGMMA
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true})' --target gpu-emulator --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// WGMMA-LABEL: func @mm_k0(
// WGMMA-SAME: gpu.known_block_size = array<i32: 128, 1, 1>
// WGMMA-NOT: uop.schedule
// K = 32 is one 32-deep stage of A (k contiguous: K-major, 64-byte swizzle) and of B (n
// contiguous: N-major, 128-byte swizzle), both 16-byte cp.async, then the gemm: two m64n64k16
// per 64 rows. The first step's gemm does not accumulate: no fill writes the accumulators,
// and each row tile's first wgmma ignores them (scale-d zero).
// WGMMA: nvgpu.device_async_copy
// WGMMA: nvvm.fence.proxy
// WGMMA: gpu.barrier
// WGMMA-NOT: llvm.insertvalue
// WGMMA: nvvm.wgmma.fence.aligned
// WGMMA: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// WGMMA: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// WGMMA: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// WGMMA: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// WGMMA-NOT: nvvm.wgmma.mma_async
// WGMMA: nvvm.wgmma.commit.group.sync.aligned
// WGMMA: nvvm.wgmma.wait.group.sync.aligned 0
// WGMMA-NOT: nvgpu.mma.sync
// WGMMA-LABEL: func @marked_k0(
// WGMMA: nvgpu.mma.sync

// CHECK-LABEL: func @mm_k0(
// CHECK-SAME: %{{.*}}: memref<128x64xf16>, %[[KA:.*]]: memref<128x32xf16>, %[[KB:.*]]: memref<32x64xf16>)
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>
// CHECK-SAME: gpu.known_grid_size = array<i32: 1, 1, 1>
// CHECK-SAME: uop.kernel
// CHECK-SAME: uop.reassociate
// CHECK-NOT: uop.schedule
// K = 32 is one step of 32 (one stage): A's 128 x 32 tile and B's 32 x 64 go to shared memory
// by 16-byte cp.async (A's k and B's columns are contiguous), each copy its own group, all
// waited for; then each warp loads its fragments with ldmatrix, 16 deep at a time, and
// issues 16 mma.sync per 16 of k into its 64 f32 registers.
// CHECK-DAG: %[[SA:.*]] = memref.alloca() {alignment = 16 : i64} : memref<4096xf16, #gpu.address_space<workgroup>>
// CHECK-DAG: %[[SB:.*]] = memref.alloca() {alignment = 16 : i64} : memref<2048xf16, #gpu.address_space<workgroup>>
// CHECK-DAG: memref.alloca() : memref<64xf32>
// CHECK: nvgpu.device_async_copy %[[KA]][{{.*}}], %[[SA]][{{.*}}], 8 {bypassL1} : memref<128x32xf16> to memref<4096xf16, #gpu.address_space<workgroup>>
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvgpu.device_async_copy %[[KB]][{{.*}}], %[[SB]][{{.*}}], 8 {bypassL1} : memref<32x64xf16> to memref<2048xf16, #gpu.address_space<workgroup>>
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// CHECK-COUNT-4: nvgpu.ldmatrix %[[SA]][{{.*}}] {numTiles = 4 : i32, transpose = false} {{.*}} -> vector<4x2xf16>
// CHECK-COUNT-4: nvgpu.ldmatrix %[[SB]][{{.*}}] {numTiles = 2 : i32, transpose = true} {{.*}} -> vector<2x2xf16>
// CHECK-COUNT-16: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// CHECK: arith.truncf
// CHECK-NOT: uop.
// CHECK: return
// EXACT-LABEL: func @mm_k0
// EXACT-NOT: nvgpu.mma.sync
// EXACT: uop.reduce add
func.func @mm_k0(%out: memref<128x64xf16>, %a: memref<128x32xf16>, %b: memref<32x64xf16>) attributes {uop.kernel} {
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %i = uop.range %c128 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c32 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<128x32xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<32x64xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %h = arith.truncf %s : f32 to f16
  %po = uop.index %out[%i, %j] : memref<128x64xf16>
  %st = uop.store %po, %h : f16
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A kernel marked uop.reassociate uses the tensor cores even with reassociate=false.
// EXACT-LABEL: func @marked_k0
// EXACT: nvgpu.mma.sync
// One warp, one step of 16: B's 16 x 8 tile is 16 chunks of 16 bytes for 32 threads
// (threads 16 to 31 copy none of it).
// CHECK-LABEL: func @marked_k0
// CHECK-SAME: gpu.known_block_size = array<i32: 32, 1, 1>
// CHECK-DAG: %[[SA:.*]] = memref.alloca() {alignment = 16 : i64} : memref<256xf16, #gpu.address_space<workgroup>>
// CHECK-DAG: %[[SB:.*]] = memref.alloca() {alignment = 16 : i64} : memref<128xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy %{{.*}}, %[[SA]][{{.*}}], 8 {bypassL1}
// CHECK: scf.if
// CHECK: nvgpu.device_async_copy %{{.*}}, %[[SB]][{{.*}}], 8 {bypassL1}
// CHECK: nvvm.cp.async.wait.group 0
// CHECK: nvgpu.ldmatrix %[[SA]]
// CHECK: nvgpu.ldmatrix %[[SB]]
// CHECK: nvgpu.mma.sync
func.func @marked_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.reassociate} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A's k starts 4 elements into each row of 24: A is the [K, M] tensor
// S[(16,64):(1,24)] + 4, no array of its own, so it is addressed flat (collapse_shape), and
// its runs are 4 elements aligned: 8-byte cp.async (B's rows take 16 bytes).
// CHECK-LABEL: func @offset_k0
// CHECK-SAME: (%{{.*}}: memref<64x64xf32>, %[[A:.*]]: memref<64x24xf16>
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1]] : memref<64x24xf16> into memref<1536xf16>
// CHECK: nvgpu.device_async_copy %[[FLAT]][{{.*}}], %{{.*}}[{{.*}}], 4 : memref<1536xf16>
// CHECK: nvgpu.device_async_copy %{{.*}}[{{.*}}], %{{.*}}[{{.*}}], 8 {bypassL1} : memref<16x64xf16>
// CHECK: nvgpu.mma.sync
func.func @offset_k0(%out: memref<64x64xf32>, %a: memref<64x24xf16>, %b: memref<16x64xf16>) attributes {uop.kernel, uop.reassociate} {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %k4 = arith.addi %k, %c4 : index
  %pa = uop.index %a[%i, %k4] : memref<64x24xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x64xf16>
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

// K = 128: four steps of 32 through three stages. Before the loop steps 0 and 1 are issued;
// steps 0 and 1 of the loop each wait for their own copies (two groups in flight, the next
// step's), refill the stage the step before read with step t + 2 and multiply; the last two
// steps issue nothing and wait for two groups, then none. The emulator's race and in-flight
// checks run on it.
// CHECK-LABEL: func @deep_k0
// CHECK: memref.alloca() {alignment = 16 : i64} : memref<6144xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy
// CHECK: nvvm.cp.async.wait.group 2
// CHECK-NEXT: gpu.barrier
// CHECK: nvgpu.device_async_copy
// CHECK: nvgpu.mma.sync
// CHECK: nvvm.cp.async.wait.group 2
// CHECK: nvgpu.mma.sync
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: nvgpu.mma.sync
func.func @deep_k0(%out: memref<64x64xf32>, %a: memref<64x128xf16>, %b: memref<128x64xf16>) attributes {uop.kernel, uop.reassociate} {
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c128 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x128xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<128x64xf16>
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

// A's k is rotated by 4 within each row ((k + 4) mod 16): no layout, so the pass writes the
// kernel itself, recomputing the kernel's index arithmetic at each staged element (element
// copies: no contiguous run is proved).
// CHECK-LABEL: func @rotated_k0
// CHECK-SAME: gpu.known_block_size
// CHECK-NOT: func.call
// CHECK: uop.floormod
// CHECK: nvgpu.ldmatrix
// CHECK: nvgpu.mma.sync
func.func @rotated_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.reassociate} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %k4 = arith.addi %k, %c4 : index
  %kr = uop.floormod %k4, %c16 : index
  %pa = uop.index %a[%i, %kr] : memref<16x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// The module already has a symbol @taken_k0_kernel, the name axe-dispatch-gpu gives the
// kernel function it makes: that one keeps it, and the kernel takes @taken_k0's place.
// CHECK-LABEL: func private @taken_k0_kernel()
// CHECK-LABEL: func @taken_k0
// CHECK-SAME: gpu.known_block_size
// CHECK-NOT: call
// CHECK: nvgpu.device_async_copy
// CHECK: nvgpu.mma.sync
func.func private @taken_k0_kernel()
func.func @taken_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.reassociate} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// Not taken: k = 24 is no multiple of the atom's 16; f32 inputs; a bias added to the sum;
// a gated load; a user's own schedule. Taken: bf16 inputs (the PTX stage's
// axe-bf16-mma-to-nvvm lowers the bf16 mma.sync that upstream cannot).
// CHECK-LABEL: func @odd_k_k0
// CHECK-NOT: nvgpu.mma.sync
// CHECK: uop.reduce add
// STAYS: tensor-cores.mlir:[[# @LINE + 1]]:1: remark: stays off the tensor cores: its sum over 24 is no whole number of 16-deep mma steps
func.func @odd_k_k0(%out: memref<16x8xf32>, %a: memref<16x24xf16>, %b: memref<24x8xf16>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c24 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x24xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<24x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// M = 24 is no multiple of the atom's 16.
// CHECK-LABEL: func @odd_m_k0
// CHECK-NOT: nvgpu.mma.sync
// CHECK: uop.reduce add
// STAYS: tensor-cores.mlir:[[# @LINE + 1]]:1: remark: stays off the tensor cores: its 24 x 8 output is no whole number of 16 x 8 mma atoms
func.func @odd_m_k0(%out: memref<24x8xf32>, %a: memref<24x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %i = uop.range %c24 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<24x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<24x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// CHECK-LABEL: func @bf16_k0
// CHECK: nvgpu.ldmatrix {{.*}} -> vector<4x2xbf16>
// CHECK: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xbf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
func.func @bf16_k0(%out: memref<16x8xf32>, %a: memref<16x16xbf16>, %b: memref<16x8xbf16>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xbf16>
  %va = uop.load %pa : bf16
  %wa = arith.extf %va : bf16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xbf16>
  %vb = uop.load %pb : bf16
  %wb = arith.extf %vb : bf16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// CHECK-LABEL: func @f32_k0
// CHECK-NOT: nvgpu.mma.sync
// CHECK: uop.reduce add
// STAYS: tensor-cores.mlir:[[# @LINE + 1]]:1: remark: stays off the tensor cores: a factor loads f32; the tensor cores take f16 or bf16 inputs widened to f32
func.func @f32_k0(%out: memref<16x8xf32>, %a: memref<16x16xf32>, %b: memref<16x8xf32>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// CHECK-LABEL: func @bias_k0
// CHECK-NOT: nvgpu.mma.sync
// CHECK: uop.reduce add
// STAYS: tensor-cores.mlir:[[# @LINE + 1]]:1: remark: stays off the tensor cores: the stored value is not the sum
func.func @bias_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel} {
  %one = arith.constant 1.0 : f32
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %t = arith.addf %s, %one : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %t : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// CHECK-LABEL: func @gated_k0
// CHECK-NOT: nvgpu.mma.sync
// CHECK: uop.reduce add
// STAYS: tensor-cores.mlir:[[# @LINE + 1]]:1: remark: stays off the tensor cores: a factor's load is gated
func.func @gated_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %g = arith.cmpi slt, %k, %c8 : index
  %pa = uop.index %a[%i, %k] gate %g : memref<16x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// CHECK-LABEL: func @scheduled_k0
// CHECK-NOT: nvgpu.mma.sync
// CHECK: uop.reduce add
func.func @scheduled_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(16,8,16):(1@bx,1@tx,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

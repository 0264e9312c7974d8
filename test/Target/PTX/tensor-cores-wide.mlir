// Wider wgmma tiles (--gemm-tile) and deeper K steps (--gemm-depth) for a uop matmul, 128 x 256
// x 128 halves summed in f32. A 128 x 256 tile is two warpgroups (256 threads), each 64 rows of C
// as one m64n256k16 per 16 of K: A's stage is cut into one 64-row part per warpgroup, B's
// 256 columns are shared. 64-deep steps make A's K-major rows 128 bytes (the 128-byte swizzle).
// With two stages the one refill is exercised; with TMA each stage is six boxes of 64 x 64 (two
// parts of A, four 64-column atoms of B). Both run on the emulator against the interpreter, and
// ptxas assembles them.
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-gemm-tile 128x256 --gpu-gemm-depth 64 --gpu-gemm-stages 2 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --gemm-tile 128x256 --gemm-depth 64 --gemm-stages 2 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=MAP < %t.ptx.json
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | not grep C7517
// The program: two parts of A per stage, each warpgroup's gemm reads its own.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true tile=128x256},uop-tensor-cores{wgmma=true depth=64 stages=2})' | FileCheck %s --check-prefix=KERNEL
// The schedule: 8 warps (two warpgroups, warp 4g + w over the rows), each lane 128 f32 of a
// 64 x 256 accumulator.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true tile=128x256})' | FileCheck %s --check-prefix=SCHEDULE
// SCHEDULE: uop.schedule = #axe.layout<S[(8,2,8,32,4,2,128):(1@warp,2@reg,4@lane,4@reg,1@lane,1@reg,1@loop)]>
// A 256 x 128 tile is two warpgroups of 128 x 128 (two m64n128k16 stacked each) on M = 256.
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-gemm-tile 256x128 %S/Inputs/matmul-256x128x128.mlir --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --gemm-tile 256x128 %S/Inputs/matmul-256x128x128.mlir -o %t.tall.ptx
// RUN: FileCheck %s --check-prefix=TALL < %t.tall.ptx
// RUN: %ptxas -arch=sm_90a %t.tall.ptx -o %t.tall.cubin 2>&1 | not grep C7517
// mma.sync takes the 64-deep steps too (ldmatrix from A's 128-byte swizzled rows).
// RUN: axe-run --target gpu-emulator --gpu-gemm-depth 64 %S/Inputs/matmul-256x128x128.mlir --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// A tile that does not divide the output keeps the default with a remark; a malformed one, or
// a K step other than 16, 32 or 64, is an error.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true tile=128x512},uop-tensor-cores{wgmma=true})' 2>&1 | FileCheck %s --check-prefix=REMARK
// The tile and the wgmmas in flight are wgmma's: on mma.sync, or with fewer than three
// stages, a remark says they do not apply.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu tile=128x512},uop-tensor-cores{async-wgmma=true})' 2>&1 | FileCheck %s --check-prefix=MMA-ONLY
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true async-wgmma=true stages=2})' 2>&1 | FileCheck %s --check-prefix=SYNC-ASKED
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true async-wgmma=true depth=64 max-shared-bytes=98304})' 2>&1 | FileCheck %s --check-prefix=SYNC-ROOM
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true async-wgmma=true})' 2>&1 | FileCheck %s --check-prefix=ASYNC
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu tile=128})' 2>&1 | FileCheck %s --check-prefix=BADTILE
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-tensor-cores{depth=48})' 2>&1 | FileCheck %s --check-prefix=BADDEPTH
// RUN: not axe-translate --axe-to-ptx --gemm-tile 0x128 %s -o %t.zero.ptx 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not axe-translate --axe-to-ptx --gemm-depth 8 %s -o %t.eight.ptx 2>&1 | FileCheck %s --check-prefix=EIGHT
// EMU: @matmul: {{.*}}: ok
// CHECK: .maxntid 256, 1, 1
// CHECK-NOT: cp.async.cg
// CHECK: cp.async.bulk.tensor.2d
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16
// MAP: "box": [
// MAP-NEXT: 64,
// MAP-NEXT: 64
// MAP-NEXT: ],
// MAP-NEXT: "swizzle": 128
// MAP: "block": [
// MAP-NEXT: 256,
// MAP: "dynamic_shared_bytes": 99328
// KERNEL-NOT: uop.schedule
// KERNEL: gpu.thread_id x upper_bound 256
// KERNEL: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 256, k = 16>
// TALL: .maxntid 256, 1, 1
// TALL: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// TALL-NOT: m64n256k16
// REMARK: remark: keeps the default wgmma tile: a 128 x 512 tile does not divide the 128 x 256 output
// MMA-ONLY: tensor-cores-wide.mlir:[[# @LINE + 12]]:1: remark: runs on mma.sync, so the wgmma tile does not apply: wgmma is not asked for (sm_90a; uop-schedule{wgmma=true})
// MMA-ONLY: tensor-cores-wide.mlir:[[# @LINE + 11]]:1: remark: runs on mma.sync, so async-wgmma does not apply: its schedule is an mma.sync tiling (a warpgroup tiling needs uop-schedule{wgmma=true}, sm_90a)
// MMA-ONLY: func.func @matmul_k0
// SYNC-ASKED: remark: keeps its wgmmas synchronous: 2 stages are asked for, and wgmmas in flight need three
// SYNC-ROOM: remark: keeps its wgmmas synchronous: 2 stages of 64-deep 128 x 128 tiles fit in the {{[0-9]+}} bytes of shared memory left for stages, and wgmmas in flight need three
// ASYNC-NOT: remark
// ASYNC: nvvm.wgmma.wait.group.sync.aligned 1
// BADTILE: error: 'builtin.module' op uop-schedule: '128' is no tile: a tile is MxN, two positive numbers such as 128x256
// BADDEPTH: error: uop-tensor-cores: depth=48; a K step is 16, 32 or 64 deep
// ZERO: '0x128' is no tile
// EIGHT: '8' is no K step: 16, 32 or 64

func.func @matmul_k0(%arg0: memref<128x256xf16>, %arg1: memref<128x128xf16>, %arg2: memref<128x256xf16>) attributes {uop.kernel} {
  %cm = arith.constant 128 : index
  %cn = arith.constant 256 : index
  %ck = arith.constant 128 : index
  %0 = uop.range %cm axis(0) loop
  %1 = uop.range %cn axis(1) loop
  %2 = uop.range %ck axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<128x128xf16> into memref<16384xf16>
  %3 = arith.muli %0, %ck : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<16384xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<128x256xf16> into memref<32768xf16>
  %8 = arith.muli %2, %cn : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<32768xf16>
  %11 = uop.load %10 : f16
  %12 = arith.extf %11 : f16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %15 = arith.truncf %14 : f32 to f16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<128x256xf16> into memref<32768xf16>
  %16 = arith.muli %0, %cn : index
  %17 = arith.addi %16, %1 : index
  %18 = uop.index %collapse_shape_1[%17] : memref<32768xf16>
  %19 = uop.store %18, %15 : f16
  %20 = uop.end %19 [%0, %1]
  uop.sink %20 : !uop.effect
  return
}
func.func @matmul(%arg0: memref<128x128xf16>, %arg1: memref<128x256xf16>, %arg2: memref<128x256xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<128x256xf16>, memref<128x128xf16>, memref<128x256xf16>) -> ()
  return
}

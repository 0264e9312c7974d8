// uop-schedule{target=gpu search=N} searches a matrix product on the tensor cores
// (docs/guides/schedules.md, GPU search): the heuristic's tiling (the largest up to 4 x 4
// atoms per warp and 2 x 4 warps, or a 128 x 128 wgmma tile) and the N tilings nearest it,
// each lowered by uop-tensor-cores, run once on the GPU emulator and ranked by the H200 model
// (its tensor-core term: mma.sync and wgmma operations at their rates per SM). A small GEMM's
// heuristic tile is its whole output: one block on one SM, whose warps wait for their loads
// in turn (the request latency). Splitting the rows over blocks spreads the loads (and the
// tensor work) over SMs: @gemm_64 in 4 blocks of 16 rows waits 0.72 us of latency, not 1.20;
// @gemm_128 in 2 blocks issues its instructions on 2 SMs, not 1. Then the winner's copy
// pipelines are modelled (the 4 nearest uop-tensor-cores' 3 stages 32 deep): @gemm_128's sum
// of 64 in one step of 64 (2 stages) issues fewer instructions and is kept as its uop.pipeline;
// @gemm_64's default ties and is written as its uop.pipeline too (uop-tensor-cores then applies
// what the search modelled, whatever its own options say).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu search=4})' 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu search=4})' 2>/dev/null | FileCheck %s
// Without search the heuristic's tilings stay.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu})' | FileCheck %s --check-prefix=HEURISTIC
// On sm_90a the warpgroup tiles are candidates too: @gemm_128's 128 x 128 tile loses to
// 64 x 128 tiles on 2 SMs.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu search=4 wgmma=true})' 2>&1 >/dev/null | FileCheck %s --check-prefix=WGMMA
// The searched tilings run: the emulator's results match the interpreter's (the tensor cores
// sum 64 products in their own order: f32 rounding, well inside 1e-3; a zeroed output fails).
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu search=4})' --target gpu-emulator --trials 2 --rtol 1e-3 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu search=4 wgmma=true})' --target gpu-emulator --trials 2 --rtol 1e-3 --atol 1e-3 | FileCheck %s --check-prefix=EMU

// REMARK: remark: uop-schedule search: 5 GPU schedules modelled (H200); heuristic S[(4,2,8,2,4,4,2,64):(16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)] est 3.20 us (memory-bound; global memory: 1024 sectors for 1024 at best, {{[0-9.]+}} us at DRAM bandwidth, 1.20 us of request latency; {{.*}}; 524288 tensor-core operations, {{.*}}; 1 blocks of 64 threads, {{.*}}, best S[(4,2,8,2,4,4,2,64):(1@by,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)] est 2.72 us (memory-bound; {{.*}}, 0.72 us of request latency; {{.*}}; 4 blocks of 64 threads,
// REMARK: remark: uop-schedule search ranking: S[(4,2,8,2,4,4,2,64):(1@by,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)] 2.72 us (mma.sync 1x4 atoms 1x2 warps); {{.*}}; S[(4,2,8,2,4,4,2,64):(16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)] 3.20 us (mma.sync 4x4 atoms 1x2 warps)
// REMARK: remark: uop-schedule pipeline search: 5 pipelines of that tiling modelled (H200); default
// REMARK: remark: uop-schedule pipeline search ranking: {{.*}} 2.72 us (stages=3 depth=32); {{.*}} 2.72 us (stages=2 depth=64);
// CHECK-LABEL: func.func @gemm_64
// CHECK-SAME: attributes {uop.kernel, uop.pipeline = {async_wgmma = false, depth = 32 : i64, stages = 3 : i64}, uop.reassociate, uop.schedule = #axe.layout<S[(4,2,8,2,4,4,2,64):(1@by,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)]>
// HEURISTIC-LABEL: func.func @gemm_64
// HEURISTIC-SAME: uop.schedule = #axe.layout<S[(4,2,8,2,4,4,2,64):(16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)]>
// EMU: @gemm_64: 2 trials, {{.*}}: ok
func.func @gemm_64(%out: memref<64x64xf32>, %a: memref<64x64xf16>, %b: memref<64x64xf16>) attributes {uop.kernel, uop.reassociate} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 64 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<64x64xf16>
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

// REMARK: remark: uop-schedule search: 5 GPU schedules modelled (H200); heuristic S[(2,4,2,8,4,4,4,2,64):(4@warp,16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)] est 4.90 us (issue-bound; {{.*}}; 1 blocks of 256 threads, {{.*}}, best S[(2,4,2,8,4,4,4,2,64):(1@by,16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)] est 3.48 us (issue-bound; {{.*}}; 2 blocks of 128 threads,
// REMARK: remark: uop-schedule search ranking: S[(2,4,2,8,4,4,4,2,64):(1@by,16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)] 3.48 us (mma.sync 4x4 atoms 1x4 warps);
// WGMMA: remark: uop-schedule search ranking: S[(2,4,2,8,16,4,2,64):(1@by,1@warp,2@reg,4@lane,4@reg,1@lane,1@reg,1@loop)] 3.47 us (wgmma 64x128); {{.*}} 4.00 us (wgmma 128x128)
// REMARK: remark: uop-schedule pipeline search ranking: {{.*}} 3.47 us (stages=2 depth=64); {{.*}} 3.48 us (stages=3 depth=32);
// CHECK-LABEL: func.func @gemm_128
// CHECK-SAME: uop.pipeline = {async_wgmma = false, depth = 64 : i64, stages = 2 : i64}
// CHECK-SAME: uop.schedule = #axe.layout<S[(2,4,2,8,4,4,4,2,64):(1@by,16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)]>
// HEURISTIC-LABEL: func.func @gemm_128
// HEURISTIC-SAME: uop.schedule = #axe.layout<S[(2,4,2,8,4,4,4,2,64):(4@warp,16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg,1@loop)]>
// EMU: @gemm_128: 2 trials, {{.*}}: ok
func.func @gemm_128(%out: memref<128x128xf32>, %a: memref<128x64xf16>, %b: memref<64x128xf16>) attributes {uop.kernel, uop.reassociate} {
  %cm = arith.constant 128 : index
  %cn = arith.constant 128 : index
  %ck = arith.constant 64 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<128x64xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<64x128xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<128x128xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

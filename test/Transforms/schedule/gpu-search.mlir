// uop-schedule{target=gpu search=N} models the heuristic's schedule and N others (threads,
// upcast, a block sharing the reductions, which mapped range runs along x) on the GPU
// emulator and keeps the fastest estimate of the H200 cost model (docs/guides/schedules.md,
// GPU search). @transpose_add reads x and y along i and writes out along j: the heuristic
// puts the store's innermost range j on x, so both loads take a sector per lane (278528
// sectors for the 49152 the bytes fill); i along x coalesces the loads and only the store is
// strided (163840 sectors), which the model ranks first. @row_sum's block-shared reduction
// reads each row in turn, 4 floats a lane a request: 512 threads a block make half the
// requests per warp of 256, half the latency the model charges (the sectors are the same).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=1 search=4})' 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=1 search=4})' 2>/dev/null | FileCheck %s
// Without search the heuristic's schedules stay.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=1})' | FileCheck %s --check-prefix=HEURISTIC
// The searched schedules run: the emulator's results match the interpreter's (the shared row sum
// is reassociated: a 4096-long f32 sum moves by up to 2e-4 on the harness's seed; a zeroed
// output, rows of tens, fails).
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu threads=256 upcast=1 search=4})' --target gpu-emulator --trials 2 --rtol 1e-3 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu search=10001})' 2>&1 | FileCheck %s --check-prefix=RANGE

// REMARK: remark: uop-schedule search: 5 GPU schedules modelled (H200); heuristic S[(512,256):(1@by,1@tx)] est {{[0-9.]+}} us (memory-bound; global memory: 278528 sectors for 49152 at best, {{.*}}, best S[(2,256,256):(1@bx,1@tx,1@by)] est {{[0-9.]+}} us (memory-bound; global memory: 163840 sectors for 49152 at best,
// REMARK: remark: uop-schedule search ranking: S[(2,256,256):(1@bx,1@tx,1@by)] {{[0-9.]+}} us (threads=256 upcast=1 x=#0); S[(512,256):(1@by,1@tx)]
// CHECK-LABEL: func.func @transpose_add
// CHECK-SAME: uop.schedule = #axe.layout<S[(2,256,256):(1@bx,1@tx,1@by)]>
// HEURISTIC-LABEL: func.func @transpose_add
// HEURISTIC-SAME: uop.schedule = #axe.layout<S[(512,256):(1@by,1@tx)]>
// EMU: @transpose_add: 2 trials, {{.*}}: ok
func.func @transpose_add(%out: memref<131072xf32>, %x: memref<131072xf32>, %y: memref<131072xf32>) attributes {uop.kernel} {
  %c512 = arith.constant 512 : index
  %c256 = arith.constant 256 : index
  %i = uop.range %c512 axis(0) loop
  %j = uop.range %c256 axis(1) loop
  %a = arith.muli %i, %c256 : index
  %f = arith.addi %a, %j : index
  %b = arith.muli %j, %c512 : index
  %g = arith.addi %b, %i : index
  %px = uop.index %x[%g] : memref<131072xf32>
  %vx = uop.load %px : f32
  %py = uop.index %y[%g] : memref<131072xf32>
  %vy = uop.load %py : f32
  %s = arith.addf %vx, %vy : f32
  %q = uop.index %out[%f] : memref<131072xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// REMARK: remark: uop-schedule search: 5 GPU schedules modelled (H200); heuristic S[(64,4,256,4):(1@bx,1@loop,1@tx,1@simd)] est {{[0-9.]+}} us (memory-bound; global memory: 32832 sectors for 32832 at best, {{[0-9.]+}} us at DRAM bandwidth, 1.65 us of request latency; {{.*}}, best S[(64,2,512,4):(1@bx,1@loop,1@tx,1@simd)] est {{[0-9.]+}} us (memory-bound; global memory: 32832 sectors for 32832 at best, {{[0-9.]+}} us at DRAM bandwidth, 0.82 us of request latency;
// CHECK-LABEL: func.func @row_sum
// CHECK-SAME: uop.reassociate
// CHECK-SAME: uop.schedule = #axe.layout<S[(64,2,512,4):(1@bx,1@loop,1@tx,1@simd)]>
// HEURISTIC-LABEL: func.func @row_sum
// HEURISTIC-SAME: uop.schedule = #axe.layout<S[(64,4,256,4):(1@bx,1@loop,1@tx,1@simd)]>
// EMU: @row_sum: 2 trials, {{.*}}: ok
func.func @row_sum(%out: memref<64xf32>, %x: memref<262144xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %i = uop.range %c64 axis(0) loop
  %k = uop.range %c4096 axis(1) reduce
  %a = arith.muli %i, %c4096 : index
  %f = arith.addi %a, %k : index
  %p = uop.index %x[%f] : memref<262144xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<64xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// RANGE: error: {{.*}}uop-schedule: search must be in [0, 10000], got 10001

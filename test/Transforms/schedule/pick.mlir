// uop-schedule's picks (tinygrad-style heuristics, axe_schedule::heuristics) on
// the benchmark programs at small sizes, after the main pipeline; each pick
// is also JIT-run against the interpreter. These kernels are smaller than min-parallel-work
// (below which a kernel runs on one thread), which is 0 here so that their threads show; the
// default's picks are JIT-run too.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule{min-parallel-work=0})' | FileCheck %s
// RUN: axe-run %s --split-input-file --target cpu --trials 3 --rtol 1e-4 --atol 1e-5 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule{min-parallel-work=0})'
// RUN: axe-run %s --split-input-file --target cpu --trials 2 --rtol 1e-4 --atol 1e-5 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule)'
// The picks for 64-byte vectors (AVX-512: 16 lanes, a 4 x 4 vector register tile), JIT-run
// against the interpreter (a host without AVX-512 runs the 16-lane vectors as pairs):
// RUN: axe-run %s --split-input-file --target cpu --trials 3 --rtol 1e-4 --atol 1e-5 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule{vector-bytes=64})'
// Random legal schedules of the same kernels, JIT-run against the interpreter:
// RUN: axe-run %s --split-input-file --target cpu --trials 2 --rtol 1e-4 --atol 1e-5 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,uop-schedule{random-seed=1})'
// RUN: axe-run %s --split-input-file --target cpu --trials 2 --rtol 1e-4 --atol 1e-5 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,uop-schedule{random-seed=2})'
// RUN: axe-run %s --split-input-file --target cpu --trials 2 --rtol 1e-4 --atol 1e-5 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,uop-schedule{random-seed=3})'

// Elementwise: 8 lanes of f32 (AVX2), the rest spread over the threads.
// CHECK: func.func @add_k0({{.*}}) attributes {uop.kernel, uop.schedule = #axe.layout<S[(512,8):(1@core,1@simd)]>}
func.func @add(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> {
  %c = arith.addf %a, %b : tensor<4096xf32>
  return %c : tensor<4096xf32>
}

// -----

// A row sum: rows over the threads; the reduction in 4 vector accumulators of 8 lanes (reassociated, so the kernel is marked).
// CHECK: func.func @row_sum_k0({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(64,8,4,8):(1@core,1@loop,1@reg,1@simd)]>}
func.func @row_sum(%x: tensor<64x256xf32>) -> tensor<64x1xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<64x256xf32> -> tensor<64x1xf32>
  return %s : tensor<64x1xf32>
}

// -----

// Row softmax via vmap, one kernel per row: it vectorizes the row (output) and, separately, each of the row's two reductions (max, then the sum of exp; their values do not vary along the row) with 4 accumulators; the sum reassociates.
// CHECK: func.func @softmax_k0({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(32,32,8,8,4,8,8,4,8):(1@core,64@loop,1@simd,8@loop,4@reg,1@simd,1@loop,1@reg,1@simd)]>}
// CHECK-NOT: func.func @softmax_k1
func.func @softmax(%x: tensor<32x256xf32>) -> tensor<32x256xf32> {
  %c0 = arith.constant 0 : index
  %rows = arith.constant 32 : index
  %batch = uop.range %rows axis(0) loop
  %row = uop.vmapin %x [%batch, %c0] : tensor<32x256xf32> -> tensor<256xf32>
  %max = uop.reduce_axis max %row axes [0] : tensor<256xf32> -> tensor<1xf32>
  %maxb = uop.expand %max : tensor<1xf32> -> tensor<256xf32>
  %shifted = arith.subf %row, %maxb : tensor<256xf32>
  %e = math.exp %shifted : tensor<256xf32>
  %sum = uop.reduce_axis add %e axes [0] : tensor<256xf32> -> tensor<1xf32>
  %sumb = uop.expand %sum : tensor<1xf32> -> tensor<256xf32>
  %y = arith.divf %e, %sumb : tensor<256xf32>
  %out = uop.vmapout %y [%batch, %c0] : tensor<256xf32> -> tensor<32x256xf32>
  return %out : tensor<32x256xf32>
}

// -----

// A matmul: a register tile of 4 rows x 2 vectors of 8 columns, k innermost (tinygrad's UPCAST on both output axes).
// CHECK: func.func @matmul_k0({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,4,3,2,8,64):(1@core,2@reg,64@loop,1@reg,1@simd,1@loop)]>}
func.func @matmul(%a: tensor<32x64xf32>, %b: tensor<64x48xf32>) -> tensor<32x48xf32> {
  %a3 = uop.reshape %a : tensor<32x64xf32> -> tensor<32x64x1xf32>
  %ae = uop.expand %a3 : tensor<32x64x1xf32> -> tensor<32x64x48xf32>
  %b3 = uop.reshape %b : tensor<64x48xf32> -> tensor<1x64x48xf32>
  %be = uop.expand %b3 : tensor<1x64x48xf32> -> tensor<32x64x48xf32>
  %p = arith.mulf %ae, %be : tensor<32x64x48xf32>
  %s = uop.reduce_axis add %p axes [1] : tensor<32x64x48xf32> -> tensor<32x1x48xf32>
  %r = uop.reshape %s : tensor<32x1x48xf32> -> tensor<32x48xf32>
  return %r : tensor<32x48xf32>
}

// -----

// A transpose: the store's lanes run along the output row, the load is read as 8 vectors
// along the other range (a reg piece as wide as the lanes) and transposed in registers.
// CHECK: func.func @transpose_k0({{.*}}) attributes {uop.kernel, uop.schedule = #axe.layout<S[(16,8,8,8):(1@core,1@reg,1@loop,1@simd)]>}
func.func @transpose(%x: tensor<64x128xf32>) -> tensor<128x64xf32> {
  %t = uop.permute %x [1, 0] : tensor<64x128xf32> -> tensor<128x64xf32>
  %y = uop.contiguous %t : tensor<128x64xf32>
  return %y : tensor<128x64xf32>
}

// -----

// A batched matmul via vmap: the batch over the threads, then the matmul tile.
// CHECK: func.func @batched_matmul_k0({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(2,4,4,2,2,8,32):(1@core,64@loop,2@reg,32@loop,1@reg,1@simd,1@loop)]>}
func.func @batched_matmul(%a: tensor<2x16x32xf32>, %w: tensor<2x32x32xf32>) -> tensor<2x16x32xf32> {
  %c0 = arith.constant 0 : index
  %cb = arith.constant 2 : index
  %batch = uop.range %cb axis(0) loop
  %x = uop.vmapin %a [%batch, %c0, %c0] : tensor<2x16x32xf32> -> tensor<16x32xf32>
  %y = uop.vmapin %w [%batch, %c0, %c0] : tensor<2x32x32xf32> -> tensor<32x32xf32>
  %x3 = uop.reshape %x : tensor<16x32xf32> -> tensor<16x32x1xf32>
  %xe = uop.expand %x3 : tensor<16x32x1xf32> -> tensor<16x32x32xf32>
  %y3 = uop.reshape %y : tensor<32x32xf32> -> tensor<1x32x32xf32>
  %ye = uop.expand %y3 : tensor<1x32x32xf32> -> tensor<16x32x32xf32>
  %p = arith.mulf %xe, %ye : tensor<16x32x32xf32>
  %s = uop.reduce_axis add %p axes [1] : tensor<16x32x32xf32> -> tensor<16x1x32xf32>
  %r = uop.reshape %s : tensor<16x1x32xf32> -> tensor<16x32xf32>
  %out = uop.vmapout %r [%batch, %c0, %c0] : tensor<16x32xf32> -> tensor<2x16x32xf32>
  return %out : tensor<2x16x32xf32>
}

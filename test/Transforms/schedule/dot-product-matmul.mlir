// uop-schedule's register column for a matmul whose operands both run along its reduction,
// `out[i, j] = sum_k a[i, k] * b[j, k]` (x @ W^T where W stays as stored: GPT-2's LM head reads
// the embedding table the token gather reads too; attention's Q K^T). The lanes run along k,
// one dot product per output. No power of two divides the 111 columns, so the register column
// of 8 outputs runs along the rows, whose loads of b it shares (8 vector accumulators), and the
// column range j is outside the rows' loop, cut into 3 blocks (on `core`) of 37 rows of b
// (74 KiB, within 128 KiB of L2): each row of b is read from memory once and from L2 by both
// register columns, whose 8 rows of a stay in L1 through a block. The scheduled kernel is
// JIT-run against the interpreter.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule)' | FileCheck %s
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule,convert-uop-to-scf)' | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %s --target cpu --trials 2 --rtol 1e-4 --atol 1e-5 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule)'

// CHECK: func.func @dot_k0({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(2,8,3,37,64,8):(2368@loop,1@reg,1@core,64@loop,1@loop,1@simd)]>}
// The blocks of j on the threads, the register columns' loop, a block's 37 rows, then k: eight
// vector accumulators carried through the loop over k, each reduced once at the end.
// LOOPS: scf.parallel {{.*}} to (%c3)
// LOOPS: scf.for {{.*}} to %c2
// LOOPS: scf.for {{.*}} to %c37
// LOOPS: scf.for {{.*}} to %c64 {{.*}} -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// LOOPS-COUNT-8: vector.reduction <add>
func.func @dot(%a: tensor<16x512xf32>, %b: tensor<111x512xf32>) -> tensor<16x111xf32> {
  %a3 = uop.reshape %a : tensor<16x512xf32> -> tensor<16x1x512xf32>
  %ae = uop.expand %a3 : tensor<16x1x512xf32> -> tensor<16x111x512xf32>
  %b3 = uop.reshape %b : tensor<111x512xf32> -> tensor<1x111x512xf32>
  %be = uop.expand %b3 : tensor<1x111x512xf32> -> tensor<16x111x512xf32>
  %p = arith.mulf %ae, %be : tensor<16x111x512xf32>
  %s = uop.reduce_axis add %p axes [2] : tensor<16x111x512xf32> -> tensor<16x111x1xf32>
  %r = uop.reshape %s : tensor<16x111x1xf32> -> tensor<16x111xf32>
  return %r : tensor<16x111xf32>
}

// uop-schedule's tiling of a large matmul (no batch): once B's strip of a column block
// (K x the register tile's 16 columns) passes 32 KiB, the work is split into tasks of 16 row
// blocks x 4 column blocks (both on `core`; an extent of 1 is left out), and in a task the
// column blocks' loop is outside the row blocks' (loop stride 8192 against 512), so one strip
// serves 16 row blocks in a row; convert-uop-to-scf then stages that strip (packs it once per
// column block). Here 128 x 512 x 64 floats: 32 row blocks, 4 column blocks, a 32 KiB strip. The
// staged kernel is JIT-run against the interpreter. A matmul whose strip fits in 32 KiB keeps
// the row blocks outermost, in parallel (test/Transforms/schedule/pick.mlir).
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule)' | FileCheck %s
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule,convert-uop-to-scf)' | FileCheck %s --check-prefix=STAGED
// RUN: axe-run %s --target cpu --trials 1 --rtol 1e-4 --atol 1e-5 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule)'

// CHECK: func.func @matmul_k0({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(2,16,4,4,2,8,512):(1@core,512@loop,2@reg,8192@loop,1@reg,1@simd,1@loop)]>}
// STAGED: scf.parallel
// STAGED: memref.alloc() {alignment = 64 : i64} : memref<8192xf32>
// STAGED: memref.dealloc {{.*}} : memref<8192xf32>
func.func @matmul(%a: tensor<128x512xf32>, %b: tensor<512x64xf32>) -> tensor<128x64xf32> {
  %a3 = uop.reshape %a : tensor<128x512xf32> -> tensor<128x512x1xf32>
  %ae = uop.expand %a3 : tensor<128x512x1xf32> -> tensor<128x512x64xf32>
  %b3 = uop.reshape %b : tensor<512x64xf32> -> tensor<1x512x64xf32>
  %be = uop.expand %b3 : tensor<1x512x64xf32> -> tensor<128x512x64xf32>
  %p = arith.mulf %ae, %be : tensor<128x512x64xf32>
  %s = uop.reduce_axis add %p axes [1] : tensor<128x512x64xf32> -> tensor<128x1x64xf32>
  %r = uop.reshape %s : tensor<128x1x64xf32> -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}

// A short matrix, 64 x 512 x 64 (a transformer's 64 tokens): its 16 row blocks are one task's
// rows, the column blocks' loop outside them (stride 8192 against 512), so each packed strip is
// read by all 64 rows; the column blocks are the tasks (here 4 of them, one task: its `core`
// extent of 1 is left out).
// CHECK: func.func @short_matmul_k0({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(16,4,4,2,8,512):(512@loop,2@reg,8192@loop,1@reg,1@simd,1@loop)]>}
// STAGED: memref.alloc() {alignment = 64 : i64} : memref<8192xf32>
// STAGED: memref.dealloc {{.*}} : memref<8192xf32>
func.func @short_matmul(%a: tensor<64x512xf32>, %b: tensor<512x64xf32>) -> tensor<64x64xf32> {
  %a3 = uop.reshape %a : tensor<64x512xf32> -> tensor<64x512x1xf32>
  %ae = uop.expand %a3 : tensor<64x512x1xf32> -> tensor<64x512x64xf32>
  %b3 = uop.reshape %b : tensor<512x64xf32> -> tensor<1x512x64xf32>
  %be = uop.expand %b3 : tensor<1x512x64xf32> -> tensor<64x512x64xf32>
  %p = arith.mulf %ae, %be : tensor<64x512x64xf32>
  %s = uop.reduce_axis add %p axes [1] : tensor<64x512x64xf32> -> tensor<64x1x64xf32>
  %r = uop.reshape %s : tensor<64x1x64xf32> -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// axe-run --count-work counts the arithmetic ops one run executes (trial 0): one per
// element of a tensor op, one per element a reduction combines; index arithmetic, gates,
// selects, loads and stores are not work. Kernels run as the lowered loops run them: an op
// once per iteration of the loops around its place (the innermost loop among those it
// varies with, and every loop outside it), not once per point of its own ranges.
// RUN: axe-run %s --entry recompute --entry gated --count-work --trials 1 | FileCheck %s --check-prefix=LOWERED
// RUN: axe-run %s --entry chain --count-work --trials 2 --max-work-ratio 1.2 \
// RUN:   --check-pipeline='builtin.module(uop-kernelize,canonicalize,cse)' | FileCheck %s --check-prefix=BOUND
// With PCONTIG 3 buffer removal inlines the first product into the second one's loop over
// its columns (tinygrad's partial contiguous), which runs it once per column: the bound fails.
// RUN: not axe-run %s --entry chain --count-work --trials 1 --max-work-ratio 1.2 \
// RUN:   --check-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges{pcontig=3},uop-split-kernels,canonicalize,cse)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OVER

// out[i, j] = sum_k (sum_m a[i, m] * b[m, k]) * c[k, j], the inner sum inlined: it varies
// with (i, k) but sits inside the loop over j, so it runs 2*3*4 times over 5 m: 120
// multiplies and 120 adds, then 24 of each outside: 288 (memoized per (i, k) it would be 128).
// LOWERED: @recompute: 1 trials: ok, work 288 ops
func.func @recompute(%a: memref<2x5xf32>, %b: memref<5x4xf32>, %c: memref<4x3xf32>,
                     %out: memref<2x3xf32> {uop.output = 0 : i64}) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %i = uop.range %c2 axis(0) loop
  %j = uop.range %c3 axis(1) loop
  %k = uop.range %c4 axis(2) reduce
  %m = uop.range %c5 axis(3) reduce
  %pa = uop.index %a[%i, %m] : memref<2x5xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%m, %k] : memref<5x4xf32>
  %vb = uop.load %pb : f32
  %ab = arith.mulf %va, %vb : f32
  %h = uop.reduce add %ab [%m] : f32
  %pc = uop.index %c[%k, %j] : memref<4x3xf32>
  %vc = uop.load %pc : f32
  %hc = arith.mulf %h, %vc : f32
  %s = uop.reduce add %hc [%k] : f32
  %o = uop.bufferize %s [%i, %j] into %out : f32 -> memref<2x3xf32>
  uop.sink %o : memref<2x3xf32>
  return
}

// A padded read: the gate's comparisons and conjunction and the select are not work; the
// one multiply per element is (8).
// LOWERED: @gated: 1 trials: ok, work 8 ops
func.func @gated(%x: memref<8xf32>, %out: memref<8xf32> {uop.output = 0 : i64}) {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %i = uop.range %c8 axis(0) loop
  %lo = arith.cmpi sge, %i, %c2 : index
  %hi = arith.cmpi slt, %i, %c6 : index
  %in = arith.andi %lo, %hi : i1
  %p = uop.index %x[%i] gate %in : memref<8xf32>
  %v = uop.load %p : f32
  %pad = arith.select %in, %v, %zero : f32
  %y = arith.mulf %pad, %pad : f32
  %o = uop.bufferize %y [%i] into %out : f32 -> memref<8xf32>
  uop.sink %o : memref<8xf32>
  return
}

// Two products as TOSA writes them (the product expanded, then summed), a relu between:
// 4*16*8 multiplies and adds, 64 maxima, 4*4*16 multiplies and adds: 1600. Kernelized, the
// relu of the first product is realized before the second one's loop over its columns
// reads it (it would run once per column inlined): the same 1600.
// BOUND: @chain: 2 trials, max abs error {{.*}}: ok, work 1600 -> 1600 ops (1.000x)
// OVER: WORK: trial 0 executes {{[0-9]+}} arithmetic ops after the pipeline against 1600 before
func.func @chain(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant dense<0.0> : tensor<4x16xf32>
  %x3 = uop.reshape %x : tensor<4x8xf32> -> tensor<4x1x8xf32>
  %xe = uop.expand %x3 : tensor<4x1x8xf32> -> tensor<4x16x8xf32>
  %w1t = uop.permute %w1 [1, 0] : tensor<8x16xf32> -> tensor<16x8xf32>
  %w13 = uop.reshape %w1t : tensor<16x8xf32> -> tensor<1x16x8xf32>
  %w1e = uop.expand %w13 : tensor<1x16x8xf32> -> tensor<4x16x8xf32>
  %p1 = arith.mulf %xe, %w1e : tensor<4x16x8xf32>
  %s1 = uop.reduce_axis add %p1 axes [2] : tensor<4x16x8xf32> -> tensor<4x16x1xf32>
  %h = uop.reshape %s1 : tensor<4x16x1xf32> -> tensor<4x16xf32>
  %r = arith.maximumf %h, %zero : tensor<4x16xf32>
  %r3 = uop.reshape %r : tensor<4x16xf32> -> tensor<4x1x16xf32>
  %re = uop.expand %r3 : tensor<4x1x16xf32> -> tensor<4x4x16xf32>
  %w2t = uop.permute %w2 [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
  %w23 = uop.reshape %w2t : tensor<4x16xf32> -> tensor<1x4x16xf32>
  %w2e = uop.expand %w23 : tensor<1x4x16xf32> -> tensor<4x4x16xf32>
  %p2 = arith.mulf %re, %w2e : tensor<4x4x16xf32>
  %s2 = uop.reduce_axis add %p2 axes [2] : tensor<4x4x16xf32> -> tensor<4x4x1xf32>
  %y = uop.reshape %s2 : tensor<4x4x1xf32> -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}

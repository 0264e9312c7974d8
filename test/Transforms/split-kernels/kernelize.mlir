// uop-kernelize, the standard tensor-program pipeline: rangeify, range
// optimization, kernel splitting, then range optimization again on the split
// kernels. Before splitting, an output's loops are the ranges of its
// bufferize (buffer dimensions, which range splitting and merging leave
// alone); after it they are the plain loops of a uop.end. The 4x4-tiled
// transpose (spec 000's tiled index) reads its input at (r0 % 8, r1 % 4)
// digits: without the second run (SPLIT) the kernel keeps two remainders; with
// it (KERNELIZE) the output loops are split into tile digits and none is left.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels)' | FileCheck %s --check-prefix=SPLIT
// RUN: axe-opt %s --uop-kernelize | FileCheck %s --check-prefix=KERNELIZE

// SPLIT-LABEL: func @tiled_k0
// SPLIT: uop.range %{{.*}} axis(0) loop
// SPLIT: arith.remsi
// SPLIT: arith.remsi
// SPLIT: uop.end %{{.*}} [%{{.*}}, %{{.*}}]
// KERNELIZE-LABEL: func @tiled_k0
// KERNELIZE-NOT: arith.remsi
// KERNELIZE-NOT: arith.divsi
// KERNELIZE-NOT: arith.floordivsi
// KERNELIZE-NOT: uop.floormod
// KERNELIZE: uop.end %{{.*}} [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]
// KERNELIZE-LABEL: func @tiled(
func.func @tiled(%x: tensor<32x32xf32>) -> tensor<64x16xf32> {
  %t = uop.reshape %x : tensor<32x32xf32> -> tensor<8x4x8x4xf32>
  %p = uop.permute %t [0, 2, 1, 3] : tensor<8x4x8x4xf32> -> tensor<8x8x4x4xf32>
  %r = uop.reshape %p : tensor<8x8x4x4xf32> -> tensor<64x16xf32>
  %two = arith.constant dense<2.0> : tensor<64x16xf32>
  %y = arith.mulf %r, %two : tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}

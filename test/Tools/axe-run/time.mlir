// axe-run --time: after the trials pass, the CPU JIT's candidate is timed on
// trial 0's inputs (--warmup untimed calls, then --runs timed ones) and the
// median and minimum per call are printed. Other targets are refused.
// RUN: axe-run %s --trials 2 --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-split-kernels)' --time --warmup 1 --runs 5 | FileCheck %s
// RUN: not axe-run %s --time 2>&1 | FileCheck %s --check-prefix=INTERP

// CHECK: @scale: 2 trials, max abs error 0e0, max rel error 0e0: ok, cpu median {{[0-9]+\.[0-9]}} us (min {{[0-9]+\.[0-9]}}, 5 runs)
// INTERP: error: --time times the CPU JIT: use it with --target cpu
func.func @scale(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %two = arith.constant dense<2.0> : tensor<64x64xf32>
  %y = arith.mulf %x, %two : tensor<64x64xf32>
  return %y : tensor<64x64xf32>
}

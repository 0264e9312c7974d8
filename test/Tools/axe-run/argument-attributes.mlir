// Axe's argument attributes (uop.output on the kernels' driver) are facts for Axe's tools: the
// CPU JIT drops them before LLVM translation, which would otherwise warn "Unhandled parameter
// attribute" and dump the function on every run.
// RUN: axe-opt %s --pass-pipeline="builtin.module(axe-tensor-to-kernels)" -o %t.mlir
// RUN: FileCheck %s --check-prefix=KERNELS < %t.mlir
// RUN: axe-run %t.mlir --target cpu --trials 3 2>&1 | FileCheck %s --implicit-check-not=Unhandled --implicit-check-not=warning
// KERNELS: func.func @add({{.*}}{uop.output = 0 : i64})
// CHECK: @add: 3 trials, max abs error 0e0, max rel error 0e0: ok
func.func @add(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %c = arith.addf %a, %b : tensor<64xf32>
  return %c : tensor<64xf32>
}

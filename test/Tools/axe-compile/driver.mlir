// axe-compile's stages are named pipelines that axe-opt runs too; --help
// explains them; --mlir-timing prints MLIR's timing report per stage; a
// conversion error is located in the input file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-tensor-to-kernels)' | FileCheck %s --check-prefix=KERNELS
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-tensor-to-kernels,axe-kernels-to-cpu)' | FileCheck %s --check-prefix=CPU
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-tensor-to-kernels,axe-kernels-to-gpu)' | FileCheck %s --check-prefix=GPU
// RUN: axe-compile --help | FileCheck %s --check-prefix=HELP
// RUN: axe-compile %s --target=cpu --mlir-timing -o %t/add.o 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: not axe-compile %S/Inputs/unconvertible.mlir --target=cpu -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=ERROR

// KERNELS: func.func @add_k0({{.*}}) attributes {uop.kernel}
// KERNELS: call @add_k0
// CPU: llvm.func @_mlir_ciface_add
// GPU: gpu.module @axe_kernels
// GPU: gpu.launch_func @axe_kernels::@add_k0
// HELP: axe-tensor-to-kernels: convert-linalg-to-uop, canonicalize, uop-kernelize, canonicalize, cse
// HELP: axe-kernels-to-cpu
// HELP: axe-kernels-to-gpu
// HELP: --target <TARGET>
// HELP: --mlir-timing
// TIMING: axe-compile: stage axe-tensor-to-kernels
// TIMING: Execution time report
// TIMING: convert-linalg-to-uop
// TIMING: axe-compile: stage axe-kernels-to-cpu
// TIMING: Execution time report
// ERROR: unconvertible.mlir:11:5: error: 'vector.print' op in a linalg.generic body has effects and no results
#id = affine_map<(i) -> (i)>
func.func @add(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %s = linalg.add ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %s : tensor<64xf32>
}

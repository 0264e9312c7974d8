// convert-linalg-to-uop on linalg.softmax (decomposed by its own interface
// first: a maxnumf reduction from NaN, exp, a sum, a division) and on maxnumf
// / minnumf reductions, which ignore NaNs: NaNs never win, a row of NaNs only
// leaves the initial value (NaN if it is NaN). Each function runs on the
// interpreter against numpy (rows of NaNs and NaN initial values included),
// and through uop-kernelize on the CPU JIT against the interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %python %S/Inputs/torch_mlir_oracle.py %t/uop.mlir %t linalg_softmax linalg_softmax_dim0 maxnum_reduce | FileCheck %s --check-prefix=NUMPY
// RUN: axe-run %t/uop.mlir --target cpu --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT

// NUMPY-COUNT-3: interpreter vs numpy {{.*}}: ok
// JIT-COUNT-3: 2 trials, {{.*}}: ok

// CHECK-LABEL: func.func @linalg_softmax
// CHECK-NOT: linalg.
// CHECK: arith.cmpf uno
// CHECK: uop.reduce_axis max
// CHECK: math.exp
// CHECK: uop.reduce_axis add
// CHECK: arith.divf
func.func @linalg_softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @linalg_softmax_dim0
// CHECK: uop.reduce_axis max {{.*}} axes [0]
func.func @linalg_softmax_dim0(%x: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %e = tensor.empty() : tensor<5x3xf32>
  %s = linalg.softmax dimension(0) ins(%x : tensor<5x3xf32>) outs(%e : tensor<5x3xf32>) -> tensor<5x3xf32>
  return %s : tensor<5x3xf32>
}

// CHECK-LABEL: func.func @maxnum_reduce
// CHECK: arith.maxnumf
// CHECK: arith.minnumf
func.func @maxnum_reduce(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %m = linalg.reduce { arith.maxnumf } ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  %n = linalg.reduce { arith.minnumf } ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  return %m, %n : tensor<4xf32>, tensor<4xf32>
}

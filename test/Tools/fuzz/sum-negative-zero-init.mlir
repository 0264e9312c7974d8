// The linalg fuzzer's finding 5 (tools/fuzz/README.md; seed 102 batch 11 f3): a linalg sum that
// starts from -0.0 of elements that are all -0.0 is -0.0 (-0 + -0 = -0; upstream MLIR's own
// lowering says so). convert-linalg-to-uop puts the -0 init in front of the row, and the uop sum
// over that row starts from -0 (`from_negative_zero`, UOpTensorOps.td), IEEE's exact additive
// identity, where tinygrad's +0 would give +0 + -0 = +0. A first fix (60bcc7c, reverted) detected
// "every term is -0" with a second, max reduction beside each such sum: 1.33x the arithmetic of
// every convolution with a bias (test/Models/work-bound.test); this one costs nothing.
// RUN: axe-opt %s --pass-pipeline='builtin.module(convert-linalg-to-uop)' -o %t.uop.mlir
// RUN: axe-run %t.uop.mlir --float-range=0,0 --trials 1 --print | FileCheck %s
// RUN: axe-run %s --float-range=0,0 --trials 1 --print --target cpu --signed-zeros | FileCheck %s
// RUN: axe-run %s --float-range=0,0 --trials 1 --print --target gpu-emulator --signed-zeros | FileCheck %s
// RUN: axe-compile %s --target=cpu -o %t.o
// Bit for bit against upstream's own loops, on zeros and on random inputs (rows of only negative
// terms and -0 must not become -0 unless every term is -0):
// RUN: %mlir_opt %s --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops -o %t.loops.mlir
// RUN: axe-run %t.uop.mlir --against %t.loops.mlir --rtol 0 --atol 0 --signed-zeros --float-range=0,0 --trials 1 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %t.uop.mlir --against %t.loops.mlir --rtol 0 --atol 0 --signed-zeros --trials 3 | FileCheck %s --check-prefix=LOOPS
// LOOPS-COUNT-5: max abs error 0e0, max rel error 0e0: ok
// CHECK: @sum result 0: {{.*}} [-0.0, -0.0]
// CHECK: @sum_from_positive_zero result 0: {{.*}} [0.0, 0.0]
// CHECK: @sum_wide result 0: {{.*}} [-0.0, -0.0, -0.0, -0.0]
// CHECK: @sum_wide_from_positive_zero result 0: {{.*}} [0.0, 0.0, 0.0, 0.0]
// CHECK: @sum_nonpositive result 0: {{.*}} [-0.0, -0.0, -0.0]
func.func @sum(%zeros: tensor<2x3xf32>) -> tensor<2xf32> {
  %x = arith.negf %zeros : tensor<2x3xf32>
  %init = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%init : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%x : tensor<2x3xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}

// From +0 (torch-mlir's fill): +0 + -0 = +0.
func.func @sum_from_positive_zero(%zeros: tensor<2x3xf32>) -> tensor<2xf32> {
  %x = arith.negf %zeros : tensor<2x3xf32>
  %init = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%init : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%x : tensor<2x3xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}

// Rows long enough for the CPU schedule to sum in vector lanes (a `vector.reduction` at the end).
func.func @sum_wide(%zeros: tensor<4x1024xf32>) -> tensor<4xf32> {
  %x = arith.negf %zeros : tensor<4x1024xf32>
  %init = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%init : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%x : tensor<4x1024xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

func.func @sum_wide_from_positive_zero(%zeros: tensor<4x1024xf32>) -> tensor<4xf32> {
  %x = arith.negf %zeros : tensor<4x1024xf32>
  %init = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%init : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%x : tensor<4x1024xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// Terms that are all <= -0 from -0: -0 only where every term is -0, a negative sum otherwise.
func.func @sum_nonpositive(%in: tensor<3x5xf32>) -> tensor<3xf32> {
  %a = math.absf %in : tensor<3x5xf32>
  %x = arith.negf %a : tensor<3x5xf32>
  %init = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%init : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%x : tensor<3x5xf32>) outs(%f : tensor<3xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<3xf32>
}

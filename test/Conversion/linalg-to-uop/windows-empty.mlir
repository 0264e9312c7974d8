// A convolution whose window has no elements (a 0-wide kernel): every output
// is its initial value. convert-linalg-to-uop converts it (an empty iteration
// space reads nothing) and the interpreter agrees with numpy and upstream's
// loops. (Apart from windows.mlir: whether rangeify compiles a zero-size
// argument is rangeify's business.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %python %S/Inputs/window_oracle.py %t/uop.mlir %t empty_window | FileCheck %s --check-prefix=NUMPY
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops --lower-affine -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 2 | FileCheck %s --check-prefix=LOOPS

// NUMPY: empty_window: interpreter vs numpy max abs error 0.0e+00: ok
// LOOPS: 2 trials, max abs error 0e0, max rel error 0e0: ok
// A window of no elements: every output is its initial value.
func.func @empty_window(%x: tensor<1x2x4xf32>, %w: tensor<3x2x0xf32>) -> tensor<1x3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x5xf32>) -> tensor<1x3x5xf32>
  %c = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%x, %w : tensor<1x2x4xf32>, tensor<3x2x0xf32>) outs(%init : tensor<1x3x5xf32>) -> tensor<1x3x5xf32>
  return %c : tensor<1x3x5xf32>
}


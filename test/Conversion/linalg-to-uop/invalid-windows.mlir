// Indexing maps that convert-linalg-to-uop still refuses, each with an error
// at the op that names the map, the result and what about it. Windows (sums
// of loop dimensions times positive constants) convert: windows.mlir.
// RUN: axe-opt %s --split-input-file --convert-linalg-to-uop --verify-diagnostics

// A flipped window (a correlation read backwards) has a negative coefficient.
#in = affine_map<(i, k) -> (i - k + 2)>
#w = affine_map<(i, k) -> (k)>
#out = affine_map<(i, k) -> (i)>
func.func @flipped(%x: tensor<8xf32>, %w: tensor<3xf32>, %init: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'linalg.generic' op has indexing map 0 whose result 0 reads loop dimension 1 with the negative coefficient -1 (a flipped window is not converted)}}
  %r = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<8xf32>, tensor<3xf32>) outs(%init : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

#in = affine_map<(i) -> (i mod 4)>
#out = affine_map<(i) -> (i)>
func.func @wrapped(%x: tensor<4xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.generic' op has indexing map 0 whose result 0 uses mod, floordiv or ceildiv (only sums of loop dimensions times constants are converted)}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A window and a plain read of the same loop dimension in one operand.
#in = affine_map<(i, k) -> (i + k, k)>
#out = affine_map<(i, k) -> (i)>
func.func @diagonal_window(%x: tensor<8x3xf32>, %init: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'linalg.generic' op has indexing map 0 that reads one loop dimension twice (a diagonal has no movement-op form)}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x3xf32>) outs(%init : tensor<6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// A windowed output: every output element must be written by its own point.
#in = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i + k)>
func.func @scatter_window(%x: tensor<4x3xf32>, %init: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'linalg.generic' op has output 0 whose indexing map}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x3xf32>) outs(%init : tensor<6xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// A quantized convolution whose zero points are arguments: the error names
// the named op the generic came from.
func.func @conv_q(%x: tensor<1x5x5x2xi8>, %w: tensor<3x3x2x4xi8>, %xz: i32, %wz: i32) -> tensor<1x3x3x4xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x3x3x4xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<1x3x3x4xi32>) -> tensor<1x3x3x4xi32>
  // expected-error @+1 {{'linalg.generic' op (generalized from linalg.conv_2d_nhwc_hwcf_q) has operand 2 of type i32, which is neither a static tensor nor a scalar constant}}
  %c = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %xz, %wz : tensor<1x5x5x2xi8>, tensor<3x3x2x4xi8>, i32, i32) outs(%init : tensor<1x3x3x4xi32>) -> tensor<1x3x3x4xi32>
  return %c : tensor<1x3x3x4xi32>
}

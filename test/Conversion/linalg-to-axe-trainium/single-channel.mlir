// convert-linalg-to-axe-trainium on channels-last convolutions of one input channel (TOSA's
// form of LeNet's first layer: a grayscale image transposed to [N, H, W, 1]): the NHWC gather
// would copy runs of one channel, so the convolution is first rewritten into the NCHW one on
// the same data (x [N, 1, H, W], w [F, 1, KH, KW], free reshapes), whose gather copies rows of
// KW taps; its result is transposed back to NHWC and TOSA's bias broadcast added. The pad
// before it pads only H and W: its trailing unit dimension is not a row of the fill. Each
// kernel runs on the NKI interpreter against numpy's sliding windows.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/single.py
// RUN: %python %nki_check %t/single.py lenet_first_layer "numpy:np.einsum('nhwkl,fkl->nhwf', np.lib.stride_tricks.sliding_window_view(np.pad(x0[..., 0], ((0, 0), (2, 2), (2, 2))), (5, 5), axis=(1, 2)), x1[..., 0]) + x2" 2x28x28x1 6x5x5x1 6 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/single.py stride2_zero_fill "numpy:np.einsum('nhwkl,fkl->nhwf', np.lib.stride_tricks.sliding_window_view(x0[..., 0], (3, 3), axis=(1, 2))[:, ::2, ::2], x1[..., 0])" 1x9x9x1 4x3x3x1 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

// The pad fills rows of 32 (W), the gather copies rows of 5 taps, the product is [N*OH*OW, F].
// CHECK-LABEL: axe.kernel @lenet_first_layer
// CHECK: axe.fill
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x32xf32, sbuf
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x5xf32, sbuf
// CHECK: axe.gemm
// CHECK-NOT: linalg.
#bias = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @lenet_first_layer(%x: tensor<2x28x28x1xf32>, %w: tensor<6x5x5x1xf32>, %b: tensor<6xf32>) -> tensor<2x28x28x6xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 2, 2, 0] high[0, 2, 2, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x28x28x1xf32> to tensor<2x32x32x1xf32>
  %e = tensor.empty() : tensor<2x28x28x6xf32>
  %init = linalg.generic {indexing_maps = [#bias, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<6xf32>) outs(%e : tensor<2x28x28x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x28x28x6xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<2x32x32x1xf32>, tensor<6x5x5x1xf32>) outs(%init : tensor<2x28x28x6xf32>) -> tensor<2x28x28x6xf32>
  return %c : tensor<2x28x28x6xf32>
}

// Stride 2 into a zero fill: no addition after the transpose.
// CHECK-LABEL: axe.kernel @stride2_zero_fill
// CHECK: axe.gemm
// CHECK-NOT: axe.binary add
func.func @stride2_zero_fill(%x: tensor<1x9x9x1xf32>, %w: tensor<4x3x3x1xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x1xf32>, tensor<4x3x3x1xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %c : tensor<1x4x4x4xf32>
}

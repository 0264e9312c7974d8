// convert-linalg-to-axe-trainium on depthwise convolutions, as torch-mlir (NCHW, w [C, KH,
// KW], its bias a linalg.broadcast init) and TOSA (NHWC, w [KH, KW, C, 1]) write them: a
// gather of each channel's windows [C, N, OH, OW, KH, KW] (TOSA's transposed from runs of
// the channels), each window [N * OH * OW, KH * KW] times its channel's taps [1, KH * KW]
// and summed over them (VectorE, one row loop per channel), the bias per row of
// [C, N * OH * OW], and the sums back in the result's layout. Each kernel runs on the NKI
// interpreter against numpy's sliding windows.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/depthwise.py
// RUN: %python %nki_check %t/depthwise.py depthwise_nchw "numpy:np.einsum('nchwij,cij->nchw', np.lib.stride_tricks.sliding_window_view(np.pad(x0, ((0, 0), (0, 0), (1, 1), (1, 1))), (3, 3), axis=(2, 3))[:, :, ::2, ::2], x1) + x2[None, :, None, None]" 2x3x9x9 3x3x3 3 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/depthwise.py depthwise_one_image "numpy:np.einsum('nchwij,cij->nchw', np.lib.stride_tricks.sliding_window_view(x0, (3, 3), axis=(2, 3)), x1)" 1x4x8x8 4x3x3 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/depthwise.py depthwise_nhwc "numpy:np.einsum('nhwcij,ijcm->nhwcm', np.lib.stride_tricks.sliding_window_view(x0, (3, 3), axis=(1, 2))[:, ::2, ::2], x1)" 2x9x9x4 3x3x4x1 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/depthwise.py depthwise_nhwc_dilated "numpy:np.einsum('nhwcij,ijcm->nhwcm', np.lib.stride_tricks.sliding_window_view(x0, (5, 5), axis=(1, 2))[..., ::2, ::2], x1) + x2" 1x9x9x4 3x3x4x1 1x5x5x4x1 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

// torch's Conv2d(3, 3, 3, stride=2, padding=1, groups=3) on two images: the gather reads
// x[n, c, 2 oh + kh, 2 ow + kw] in runs of kw; per channel, the [50, 9] windows times the
// [1, 9] taps, summed per row; the bias per row of [C, N * OH * OW]; the images back in
// front by row copies.
// CHECK-LABEL: axe.kernel @depthwise_nchw
// CHECK: axe.fill
// CHECK: arith.muli %{{.*}}, %c2 : index
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x3xf32, sbuf
// CHECK: axe.binary multiply %{{.*}}, %{{.*}} : !axe.tensor<50x9xf32, {{.*}}, !axe.tensor<1x9xf32
// CHECK: axe.reduce add %{{.*}} into %{{.*}} : <50x9xf32, {{.*}} into <50x1xf32
// CHECK: axe.binary add %{{.*}}, %{{.*}} : !axe.tensor<3x50xf32, {{.*}}, !axe.tensor<3x1xf32
// CHECK-NOT: linalg.
func.func @depthwise_nchw(%x: tensor<2x3x9x9xf32>, %w: tensor<3x3x3xf32>, %b: tensor<3xf32>) -> tensor<2x3x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x3x9x9xf32> to tensor<2x3x11x11xf32>
  %e = tensor.empty() : tensor<2x3x5x5xf32>
  %init = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<2x3x5x5xf32>) dimensions = [0, 2, 3]
  %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<2x3x11x11xf32>, tensor<3x3x3xf32>) outs(%init : tensor<2x3x5x5xf32>) -> tensor<2x3x5x5xf32>
  return %c : tensor<2x3x5x5xf32>
}

// One image and a zero fill: [C, OH * OW] is the result's data as it stands (no transpose).
// CHECK-LABEL: axe.kernel @depthwise_one_image
// CHECK: axe.reduce add
// CHECK-NOT: axe.binary add
// CHECK-NOT: axe.transpose
func.func @depthwise_one_image(%x: tensor<1x4x8x8xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x4x8x8xf32>, tensor<4x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %c : tensor<1x4x6x6xf32>
}

// TOSA's NHWC form with a channel multiplier of 1: runs of the channels, transposed to put
// the channels first; the product [C, N * OH * OW] transposed back to [N, OH, OW, C, 1].
// CHECK-LABEL: axe.kernel @depthwise_nhwc
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x4xf32, sbuf
// CHECK: axe.transpose
// CHECK: axe.reduce add
// CHECK: axe.transpose
func.func @depthwise_nhwc(%x: tensor<2x9x9x4xf32>, %w: tensor<3x3x4x1xf32>) -> tensor<2x4x4x4x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x4x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x4x1xf32>) -> tensor<2x4x4x4x1xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<2x9x9x4xf32>, tensor<3x3x4x1xf32>) outs(%f : tensor<2x4x4x4x1xf32>) -> tensor<2x4x4x4x1xf32>
  return %c : tensor<2x4x4x4x1xf32>
}

// Dilation 2 in NHWC (the gather's runs are the channels, contiguous whatever the dilation)
// and an init that is not a zero fill, added to the result.
// CHECK-LABEL: axe.kernel @depthwise_nhwc_dilated
// CHECK: axe.reduce add
// CHECK: axe.binary add
func.func @depthwise_nhwc_dilated(%x: tensor<1x9x9x4xf32>, %w: tensor<3x3x4x1xf32>, %init: tensor<1x5x5x4x1xf32>) -> tensor<1x5x5x4x1xf32> {
  %c = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x4xf32>, tensor<3x3x4x1xf32>) outs(%init : tensor<1x5x5x4x1xf32>) -> tensor<1x5x5x4x1xf32>
  return %c : tensor<1x5x5x4x1xf32>
}

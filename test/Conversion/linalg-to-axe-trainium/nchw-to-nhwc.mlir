// convert-linalg-to-axe-trainium on NCHW convolutions (torch-mlir's linalg.conv_2d_nchw_fchw)
// whose gather would have no contiguous run of kw: a 1x1 convolution (runs of one element;
// ResNet's strided downsample shortcut) and a dilation along W (taps dw apart). Each becomes
// linalg.conv_2d_nhwc_fhwc with the same strides and dilations between transposes (x to
// [N, H, W, C], the weights to [F, KH, KW, C], the NHWC result back), whose gather reads runs
// of the channels; torch-mlir's bias broadcast is written again over the NHWC result and
// added per column of the product, a zero fill is filled again, another init is transposed.
// A pad of x moves with it (a pad of a 1x1 map, whose rows are one element, is the third case
// taken: NHWC pads runs of the channels).
// Each kernel runs on the NKI interpreter against numpy's sliding windows.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/nhwc.py
// RUN: %python %nki_check %t/nhwc.py conv1x1_stride2 "numpy:np.einsum('nchw,fc->nfhw', x0[:, :, ::2, ::2], x1[:, :, 0, 0]) + x2[None, :, None, None]" 2x4x8x8 6x4x1x1 6 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/nhwc.py conv_dilated_stride2 "numpy:np.einsum('nchwij,fcij->nfhw', np.lib.stride_tricks.sliding_window_view(np.pad(x0, ((0, 0), (0, 0), (2, 2), (2, 2))), (5, 5), axis=(2, 3))[:, :, ::2, ::2, ::2, ::2], x1) + x2[None, :, None, None]" 1x3x9x9 4x3x3x3 4 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/nhwc.py conv_dilated "numpy:np.einsum('nchwij,fcij->nfhw', np.lib.stride_tricks.sliding_window_view(x0, (5, 5), axis=(2, 3))[:, :, :, :, ::2, ::2], x1)" 2x2x9x9 3x2x3x3 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/nhwc.py conv1x1_init "numpy:np.einsum('nchw,fc->nfhw', x0, x1[:, :, 0, 0]) + x2" 1x3x5x5 4x3x1x1 1x4x5x5 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/nhwc.py pad_one_by_one "numpy:np.einsum('nchwij,fcij->nfhw', np.lib.stride_tricks.sliding_window_view(np.pad(x0, ((0, 0), (0, 0), (1, 1), (1, 1))), (3, 3), axis=(2, 3)), x1)" 2x4x1x1 5x4x3x3 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

// torch's Conv2d(4, 6, 1, stride=2) on two images: x to NHWC, the gather reads
// x[n, 2 oh, 2 ow, c] in runs of the 4 channels, the product [N * OH * OW, F] plus the bias
// per column, the NHWC result back to NCHW.
// CHECK-LABEL: axe.kernel @conv1x1_stride2
// CHECK: arith.muli %{{.*}}, %c2 : index
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x4xf32, sbuf
// CHECK: axe.gemm
// CHECK: axe.binary add %{{.*}}, %{{.*}} : !axe.tensor<32x6xf32, {{.*}}, !axe.tensor<1x6xf32
// CHECK-NOT: linalg.
func.func @conv1x1_stride2(%x: tensor<2x4x8x8xf32>, %w: tensor<6x4x1x1xf32>, %b: tensor<6xf32>) -> tensor<2x6x4x4xf32> {
  %e = tensor.empty() : tensor<2x6x4x4xf32>
  %init = linalg.broadcast ins(%b : tensor<6xf32>) outs(%e : tensor<2x6x4x4xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %w : tensor<2x4x8x8xf32>, tensor<6x4x1x1xf32>) outs(%init : tensor<2x6x4x4xf32>) -> tensor<2x6x4x4xf32>
  return %c : tensor<2x6x4x4xf32>
}

// torch's Conv2d(3, 4, 3, stride=2, padding=2, dilation=2): the gather reads
// x[n, 2 oh + 2 kh, 2 ow + 2 kw, c], runs of the 3 channels.
// CHECK-LABEL: axe.kernel @conv_dilated_stride2
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x3xf32, sbuf
// CHECK: axe.gemm
// CHECK: axe.binary add %{{.*}}, %{{.*}} : !axe.tensor<25x4xf32, {{.*}}, !axe.tensor<1x4xf32
// CHECK-NOT: linalg.
func.func @conv_dilated_stride2(%x: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x9x9xf32> to tensor<1x3x13x13xf32>
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %init = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x5x5xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<1x3x13x13xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %c : tensor<1x4x5x5xf32>
}

// Dilation 2, stride 1, a zero fill: filled again over the NHWC result, nothing added.
// CHECK-LABEL: axe.kernel @conv_dilated
// CHECK: axe.gemm
// CHECK-NOT: axe.binary add
// CHECK-NOT: linalg.
func.func @conv_dilated(%x: tensor<2x2x9x9xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<2x3x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x5x5xf32>) -> tensor<2x3x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x2x9x9xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<2x3x5x5xf32>) -> tensor<2x3x5x5xf32>
  return %c : tensor<2x3x5x5xf32>
}

// A 1x1 convolution of stride 1 whose init is an argument (a shortcut's sum): the init is
// transposed to NHWC and added to the product.
// CHECK-LABEL: axe.kernel @conv1x1_init
// CHECK: axe.gemm
// CHECK: axe.binary add
// CHECK-NOT: linalg.
func.func @conv1x1_init(%x: tensor<1x3x5x5xf32>, %w: tensor<4x3x1x1xf32>, %init: tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32> {
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x5x5xf32>, tensor<4x3x1x1xf32>) outs(%init : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %c : tensor<1x4x5x5xf32>
}

// ResNet's last 3x3 convolution, on a 1x1 map padded to 3x3: in NCHW the pad copies rows of
// one element; the pad is written again over the NHWC source (runs of the 4 channels), and
// the NCHW one goes.
// CHECK-LABEL: axe.kernel @pad_one_by_one
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x4xf32, sbuf
// CHECK: axe.gemm
// CHECK-NOT: linalg.
func.func @pad_one_by_one(%x: tensor<2x4x1x1xf32>, %w: tensor<5x4x3x3xf32>) -> tensor<2x5x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x4x1x1xf32> to tensor<2x4x3x3xf32>
  %e = tensor.empty() : tensor<2x5x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5x1x1xf32>) -> tensor<2x5x1x1xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<2x4x3x3xf32>, tensor<5x4x3x3xf32>) outs(%f : tensor<2x5x1x1xf32>) -> tensor<2x5x1x1xf32>
  return %c : tensor<2x5x1x1xf32>
}

// convert-linalg-to-axe-trainium on 1-D convolutions (torch's nn.Conv1d through torch-mlir:
// linalg.conv_1d_ncw_fcw, its bias a linalg.broadcast init over [0, 2]): each is rewritten
// into the 2-D convolution of unit height (x [N, C, 1, W], w [F, C, 1, K], strides [1, s]),
// which the window rewrite decomposes into a gather of runs of kw and a matmul with the bias
// added per column (a dilated one, which has no contiguous run of kw, first into the NHWC
// form of nchw-to-nhwc.mlir). Each kernel runs on the NKI interpreter against numpy's sliding
// windows.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/conv1d.py
// RUN: %python %nki_check %t/conv1d.py conv1d_bias "numpy:np.einsum('ncwk,fck->nfw', np.lib.stride_tricks.sliding_window_view(np.pad(x0, ((0, 0), (0, 0), (2, 2))), 5, axis=2), x1) + x2[None, :, None]" 2x4x32 8x4x5 8 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/conv1d.py conv1d_stride2 "numpy:np.einsum('ncwk,fck->nfw', np.lib.stride_tricks.sliding_window_view(x0, 3, axis=2)[:, :, ::2], x1) + x2[None, :, None]" 2x3x17 5x3x3 5 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/conv1d.py conv1d_nwc "numpy:np.einsum('nwck,kcf->nwf', np.lib.stride_tricks.sliding_window_view(x0, 3, axis=1), x1)" 1x20x3 3x3x4 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/conv1d.py conv1d_dilated "numpy:np.einsum('ncwk,fck->nfw', np.lib.stride_tricks.sliding_window_view(x0, 5, axis=2)[..., ::2], x1)" 1x2x16 3x2x3 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

// torch-mlir's Conv1d(4, 8, 5, padding=2): the pad, the gather of runs of kw (5 elements),
// the product [N * W, F] plus the bias [1, F] per column, transposed back to [N, F, W].
// CHECK-LABEL: axe.kernel @conv1d_bias
// CHECK: axe.fill
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x5xf32, sbuf
// CHECK: axe.gemm
// CHECK: axe.binary add %{{.*}}, %{{.*}} : !axe.tensor<64x8xf32, {{.*}}, !axe.tensor<1x8xf32
// CHECK: axe.transpose
// CHECK-NOT: linalg.
func.func @conv1d_bias(%x: tensor<2x4x32xf32>, %w: tensor<8x4x5xf32>, %b: tensor<8xf32>) -> tensor<2x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2] high[0, 0, 2] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %zero : f32
  } : tensor<2x4x32xf32> to tensor<2x4x36xf32>
  %e = tensor.empty() : tensor<2x8x32xf32>
  %init = linalg.broadcast ins(%b : tensor<8xf32>) outs(%e : tensor<2x8x32xf32>) dimensions = [0, 2]
  %c = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%p, %w : tensor<2x4x36xf32>, tensor<8x4x5xf32>) outs(%init : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  return %c : tensor<2x8x32xf32>
}

// Stride 2: the gather reads x[n, c, 2 ow + kw].
// CHECK-LABEL: axe.kernel @conv1d_stride2
// CHECK: arith.muli %{{.*}}, %c2 : index
// CHECK: axe.gemm
func.func @conv1d_stride2(%x: tensor<2x3x17xf32>, %w: tensor<5x3x3xf32>, %b: tensor<5xf32>) -> tensor<2x5x8xf32> {
  %e = tensor.empty() : tensor<2x5x8xf32>
  %init = linalg.broadcast ins(%b : tensor<5xf32>) outs(%e : tensor<2x5x8xf32>) dimensions = [0, 2]
  %c = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%x, %w : tensor<2x3x17xf32>, tensor<5x3x3xf32>) outs(%init : tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  return %c : tensor<2x5x8xf32>
}

// NWC with WCF weights and a zero fill: the NHWC form of unit height (runs of the channels),
// the weights [K, C, F] transposed to [F, 1, K, C].
// CHECK-LABEL: axe.kernel @conv1d_nwc
// CHECK: axe.gemm
// CHECK-NOT: axe.binary add
func.func @conv1d_nwc(%x: tensor<1x20x3xf32>, %w: tensor<3x3x4xf32>) -> tensor<1x18x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x18x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x18x4xf32>) -> tensor<1x18x4xf32>
  %c = linalg.conv_1d_nwc_wcf {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%x, %w : tensor<1x20x3xf32>, tensor<3x3x4xf32>) outs(%f : tensor<1x18x4xf32>) -> tensor<1x18x4xf32>
  return %c : tensor<1x18x4xf32>
}

// Dilation 2 along the only window dimension: the 2-D form's gather would have no contiguous
// run of kw, so it is the NHWC one of nchw-to-nhwc.mlir (runs of the 2 channels).
// CHECK-LABEL: axe.kernel @conv1d_dilated
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x2xf32, sbuf
// CHECK: axe.gemm
func.func @conv1d_dilated(%x: tensor<1x2x16xf32>, %w: tensor<3x2x3xf32>) -> tensor<1x3x12xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x12xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x12xf32>) -> tensor<1x3x12xf32>
  %c = linalg.conv_1d_ncw_fcw {dilations = dense<2> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%x, %w : tensor<1x2x16xf32>, tensor<3x2x3xf32>) outs(%f : tensor<1x3x12xf32>) -> tensor<1x3x12xf32>
  return %c : tensor<1x3x12xf32>
}

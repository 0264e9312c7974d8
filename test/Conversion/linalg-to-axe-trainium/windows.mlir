// convert-linalg-to-axe-trainium on convolutions and poolings, as torch-mlir and TOSA write
// them (and the batch norm after them, one value per channel: over [N, C, H * W]): `tensor.pad` (rows filled with the pad value, the source copied inside), then a
// windowed gather (the im2col view, runs of `kw` or of the channels) and either a matmul
// with the transposed weights (a convolution, plus its init when that is not a zero fill)
// or a reduction over the window (a pooling). Each kernel runs on the NKI interpreter
// against numpy's sliding windows.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/windows.py
// RUN: %python %nki_check %t/windows.py conv_nchw "numpy:np.einsum('nchwij,fcij->nfhw', np.lib.stride_tricks.sliding_window_view(np.pad(x0, ((0, 0), (0, 0), (1, 1), (1, 1))), (3, 3), axis=(2, 3))[:, :, ::2, ::2], x1)" 2x3x9x9 4x3x3x3 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/windows.py conv_nhwc "numpy:np.einsum('nhwcij,fijc->nhwf', np.lib.stride_tricks.sliding_window_view(x0, (3, 3), axis=(1, 2)), x1) + x2" 1x9x9x3 4x3x3x3 1x7x7x4 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/windows.py max_pool "numpy:np.lib.stride_tricks.sliding_window_view(np.pad(x0, ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=-np.inf), (3, 3), axis=(2, 3))[:, :, ::2, ::2].max(axis=(-2, -1))" 1x4x8x8:f32:specials | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/windows.py sum_pool "numpy:np.lib.stride_tricks.sliding_window_view(x0, (2, 2), axis=(1, 2))[:, ::2, ::2].sum(axis=(-2, -1))" 2x8x8x5 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/windows.py conv_bias "numpy:np.einsum('nchwij,fcij->nfhw', np.lib.stride_tricks.sliding_window_view(x0, (2, 2), axis=(2, 3))[:, :, ::2, ::2], x1) + x2[None, :, None, None]" 1x3x8x8 5x3x2x2 5 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/windows.py global_avg_pool "numpy:x0.sum(axis=(2, 3), keepdims=True) / 49" 2x130x7x7 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/windows.py global_max_pool "numpy:x0.max(axis=(1, 2), keepdims=True)" 1x5x5x6:f32:specials | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/windows.py global_pool_one "numpy:x0 + 0.5" 1x16x1x1 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/windows.py batch_norm "numpy:np.maximum((x0 - x1) * x2 + 0.5, 0)" 2x4x6x6 4x1x1 4x1x1 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

// NCHW, stride 2, padding 1 (the pad's rows are stores of a zero-filled tile): the gather
// reads x[n, c, 2 oh + kh, 2 ow + kw] in runs of kw; the product [N * OH * OW, F] goes back
// to [N, F, OH, OW] through a TensorE transpose.
// CHECK-LABEL: axe.kernel @conv_nchw
// CHECK: axe.fill
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x11xf32, sbuf
// CHECK: arith.muli %{{.*}}, %c2 : index
// CHECK: axe.copy %{{.*}} to %{{.*}} : <1x3xf32, sbuf
// CHECK: axe.gemm
// CHECK: axe.transpose
func.func @conv_nchw(%x: tensor<2x3x9x9xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x3x9x9xf32> to tensor<2x3x11x11xf32>
  %e = tensor.empty() : tensor<2x4x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<2x3x11x11xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  return %c : tensor<2x4x5x5xf32>
}

// NHWC (TOSA's layout): runs of the channels, no transpose after the matmul, and the init
// (not a zero fill) added to the product.
// CHECK-LABEL: axe.kernel @conv_nhwc
// CHECK: axe.gemm
// CHECK-NOT: axe.transpose {{.*}} into <{{.*}}xf32, psum{{.*}}
// CHECK: axe.binary add
func.func @conv_nhwc(%x: tensor<1x9x9x3xf32>, %w: tensor<4x3x3x3xf32>, %init: tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32> {
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x3xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32>
  return %c : tensor<1x7x7x4xf32>
}

// torch's max_pool2d(3, stride 2, padding 1): a pad with -inf, the gather [N, C, OH, OW, KH,
// KW], and a maximum over its last two dimensions (NaN and infinities propagate as numpy's).
// CHECK-LABEL: axe.kernel @max_pool
// CHECK: arith.constant 0xFF800000 : f32
// CHECK: axe.reduce maximum
func.func @max_pool(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %m = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %k : tensor<1x4x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %m : tensor<1x4x4x4xf32>
}

// NHWC sum pooling: the gather [N, OH, OW, KH, KW, C] is transposed to put the window last.
// CHECK-LABEL: axe.kernel @sum_pool
// CHECK: axe.reduce add
func.func @sum_pool(%x: tensor<2x8x8x5xf32>) -> tensor<2x4x4x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %k : tensor<2x8x8x5xf32>, tensor<2x2xf32>) outs(%f : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %s : tensor<2x4x4x5xf32>
}

// torch-mlir's bias: the init is a linalg.broadcast of it, added to the product [N * OH *
// OW, F] per column (one value per partition) before the reshape; the broadcast goes.
// CHECK-LABEL: axe.kernel @conv_bias
// CHECK: axe.gemm
// CHECK: axe.binary add %{{.*}}, %{{.*}} : !axe.tensor<16x5xf32, sbuf, #axe.layout<S[(16,5):(1@F,1@P)]>>, !axe.tensor<1x5xf32
func.func @conv_bias(%x: tensor<1x3x8x8xf32>, %w: tensor<5x3x2x2xf32>, %b: tensor<5xf32>) -> tensor<1x5x4x4xf32> {
  %e = tensor.empty() : tensor<1x5x4x4xf32>
  %init = linalg.broadcast ins(%b : tensor<5xf32>) outs(%e : tensor<1x5x4x4xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %w : tensor<1x3x8x8xf32>, tensor<5x3x2x2xf32>) outs(%init : tensor<1x5x4x4xf32>) -> tensor<1x5x4x4xf32>
  return %c : tensor<1x5x4x4xf32>
}

// Batch norm after an NCHW convolution: one value per channel (`(d1, 0, 0)`), which over
// [N, C, H, W] tiles would be a batch dimension's; the ops run over [N, C, H * W] instead
// (channels on the partitions, the value one per partition), the second reading the first's
// [N, C, H * W] result without a reshape between them.
// CHECK-LABEL: axe.kernel @batch_norm
// CHECK: axe.binary subtract %{{.*}}, %{{.*}} : !axe.tensor<4x36xf32, {{.*}}, !axe.tensor<4x1xf32
// CHECK-NOT: axe.kernel
// CHECK: axe.binary multiply %{{.*}}, %{{.*}} : !axe.tensor<4x36xf32, {{.*}}, !axe.tensor<4x1xf32
func.func @batch_norm(%x: tensor<2x4x6x6xf32>, %mean: tensor<4x1x1xf32>, %scale: tensor<4x1x1xf32>) -> tensor<2x4x6x6xf32> {
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6x6xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x6x6xf32>, tensor<4x1x1xf32>) outs(%e : tensor<2x4x6x6xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %v = arith.subf %a, %m : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %scale : tensor<2x4x6x6xf32>, tensor<4x1x1xf32>) outs(%e : tensor<2x4x6x6xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.mulf %a, %s : f32
    %w = arith.addf %v, %half : f32
    %y = arith.maximumf %w, %zero : f32
    linalg.yield %y : f32
  } -> tensor<2x4x6x6xf32>
  return %r : tensor<2x4x6x6xf32>
}

// A pooling whose window is the whole map (ONNX's GlobalAveragePool through torch-mlir's
// importer: a 7 x 7 window over a 7 x 7 map into [N, C, 1, 1]) is the reduction over the
// map: rows of H * W elements reduced along the free axis, 128 channels a tile, not one
// [1, 1] tile per channel.
// CHECK-LABEL: axe.kernel @global_avg_pool
// CHECK-NOT: <1x1xf32, sbuf
// CHECK: axe.reduce add %{{.*}} into %{{.*}} : <128x49xf32, sbuf
// CHECK-LABEL: axe.kernel @global_max_pool
// CHECK: axe.reduce maximum
// A map of one element (ResNet's head on a 32 x 32 image): the init's value combined with
// each element, elementwise.
// CHECK-LABEL: axe.kernel @global_pool_one
// CHECK-NOT: axe.reduce
// CHECK: axe.binary add
func.func @global_avg_pool(%x: tensor<2x130x7x7xf32>) -> tensor<2x130x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 49.0 : f32
  %e = tensor.empty() : tensor<2x130x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x130x1x1xf32>) -> tensor<2x130x1x1xf32>
  %w = tensor.empty() : tensor<7x7xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x130x7x7xf32>, tensor<7x7xf32>) outs(%f : tensor<2x130x1x1xf32>) -> tensor<2x130x1x1xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x130x1x1xf32>) outs(%e : tensor<2x130x1x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.divf %a, %n : f32
    linalg.yield %v : f32
  } -> tensor<2x130x1x1xf32>
  return %m : tensor<2x130x1x1xf32>
}

// Channels last, max: the map's dimensions are 1 and 2.
func.func @global_max_pool(%x: tensor<1x5x5x6xf32>) -> tensor<1x1x1x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x1x1x6xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x1x1x6xf32>) -> tensor<1x1x1x6xf32>
  %w = tensor.empty() : tensor<5x5xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x5x5x6xf32>, tensor<5x5xf32>) outs(%f : tensor<1x1x1x6xf32>) -> tensor<1x1x1x6xf32>
  return %r : tensor<1x1x1x6xf32>
}

func.func @global_pool_one(%x: tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32> {
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x16x1x1xf32>
  %f = linalg.fill ins(%half : f32) outs(%e : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
  %w = tensor.empty() : tensor<1x1xf32>
  %r = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x16x1x1xf32>, tensor<1x1xf32>) outs(%f : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
  return %r : tensor<1x16x1x1xf32>
}

// convert-linalg-to-axe-trainium beyond [rows, cols] (and erf, as GELU needs it): leading (batch) dimensions as loops
// around the tiles (elementwise ops, last-dimension reductions keeping the reduced dimension,
// a batch_matmul of batch 2); f64 intermediates computed in f32 (torch-mlir's LayerNorm
// variance), with a remark; constant operands of elementwise bodies (x + eps, max, min, c / x,
// c - x) loaded from splat weights; x^2 and x^3; and ops that move data: transposes of
// computed tensors (the last dimension kept: row copies; the last two swapped: the TensorE,
// ragged past 128 rows; NCHW <-> NHWC as the two in turn), reshapes that merge or split dimensions, tensor.extract_slice,
// tensor.concat and tensor.insert_slice (into an empty tensor, then in place); a generic
// of splat constants (TOSA's pow(2 / pi, 0.5)) folded into the constant its users read; a
// reduction over the two last dimensions (global average pooling) of a copy that merges them.
// Each kernel runs on the NKI interpreter against numpy (a zeroed or transposed-wrong output
// fails).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium 2>&1 | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/batch.py
// RUN: %python %nki_check %t/batch.py layer_norm "numpy:(x0 - x0.mean(-1, keepdims=True)) / np.sqrt(x0.var(-1, keepdims=True) + 1e-5)" 2x4x8 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py exp_batched "numpy:np.exp(x0)" 3x2x4x8 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py batch_two "numpy:x0 @ x1" 2x4x8 2x8x16 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py constants "numpy:np.minimum(np.maximum(x0 + 1, 0.5), 6) + (2 / x0) * (1 - x0)" 2x4x8 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py cube "numpy:x0 ** 3" 4x8 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py transpose_2d "numpy:x0.T" 4x8 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py heads "numpy:x0.transpose(1, 0, 2)" 2x4x8 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py swap_last "numpy:x0.transpose(0, 2, 1)" 2x130x8 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py to_nhwc "numpy:x0.transpose(0, 2, 3, 1)" 2x3x5x7 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py to_nchw "numpy:x0.transpose(0, 3, 1, 2)" 2x5x7x3 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py collapse "numpy:np.exp(x0.reshape(6))" 2x3 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py split "numpy:np.exp(x0.reshape(4, 3, 4)).transpose(1, 0, 2)" 4x12 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py slice "numpy:np.exp(x0[1:3, 2:5, 1:7])" 3x6x8 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py gelu_erf "numpy:0.5 * x0 * (1 + np.vectorize(__import__('math').erf)(x0 / np.sqrt(2)))" 4x2x8 --tol 3e-7 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py rotate_half "numpy:np.concatenate([-x0[..., 4:], x0[..., :4]], -1) + np.concatenate([x0[..., 4:], 2 * x0[..., :4]], -1)" 2x3x8 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py folded "numpy:x0 * 2.0 + 0.5" 4x8 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/batch.py pool_sums "numpy:x0.sum((2, 3), keepdims=True)" 2x3x4x5 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#keep = affine_map<(d0, d1, d2) -> (d0, d1, 0)>

// The variance in f64, as torch-mlir writes LayerNorm; eps added as a constant.
// CHECK: remark: computes f64 in f32 (NKI has no f64
// CHECK-LABEL: axe.kernel @layer_norm
// CHECK: scf.for
// CHECK: axe.copy %arg0[
// CHECK: axe.reduce add
// CHECK: } {axe.name = "b"}
func.func @layer_norm(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %n = arith.constant 8.0 : f32
  %n64 = arith.constant 8.0 : f64
  %eps = arith.constant 1.0e-5 : f64
  %two = arith.constant 2 : i64
  %e = tensor.empty() : tensor<2x4x8xf32>
  %e1 = tensor.empty() : tensor<2x4x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sum : tensor<2x4x1xf32>) outs(%e1 : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %n : f32
    linalg.yield %r : f32
  } -> tensor<2x4x1xf32>
  %d = linalg.generic {indexing_maps = [#id3, #keep, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %out: f32):
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  %e64 = tensor.empty() : tensor<2x4x8xf64>
  %sq = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e64 : tensor<2x4x8xf64>) {
  ^bb0(%in: f32, %out: f64):
    %w = arith.extf %in : f32 to f64
    %r = math.fpowi %w, %two : f64, i64
    linalg.yield %r : f64
  } -> tensor<2x4x8xf64>
  %e164 = tensor.empty() : tensor<2x4x1xf64>
  %f64 = linalg.fill ins(%zero64 : f64) outs(%e164 : tensor<2x4x1xf64>) -> tensor<2x4x1xf64>
  %ss = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf64>) outs(%f64 : tensor<2x4x1xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %r = arith.addf %in, %acc : f64
    linalg.yield %r : f64
  } -> tensor<2x4x1xf64>
  %rstd = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ss : tensor<2x4x1xf64>) outs(%e1 : tensor<2x4x1xf32>) {
  ^bb0(%in: f64, %out: f32):
    %v = arith.divf %in, %n64 : f64
    %ve = arith.addf %v, %eps : f64
    %t = arith.truncf %ve : f64 to f32
    %r = math.rsqrt %t : f32
    linalg.yield %r : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [#id3, #keep, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.mulf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  return %y : tensor<2x4x8xf32>
}

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// Two batch loops around the tiles.
// CHECK-LABEL: axe.kernel @exp_batched
// CHECK-COUNT-2: scf.for
func.func @exp_batched(%x: tensor<3x2x4x8xf32>) -> tensor<3x2x4x8xf32> {
  %e = tensor.empty() : tensor<3x2x4x8xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<3x2x4x8xf32>) outs(%e : tensor<3x2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<3x2x4x8xf32>
  return %y : tensor<3x2x4x8xf32>
}

// CHECK-LABEL: axe.kernel @batch_two
// CHECK: axe.gemm
func.func @batch_two(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>) -> tensor<2x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%f : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %c : tensor<2x4x16xf32>
}

// Each constant is a splat weight of one value per row (4 rows).
// CHECK-LABEL: axe.kernel @constants
// CHECK-SAME: %w0: !axe.tensor<4x1xf32, hbm>
// CHECK-SAME: nki.weights = [dense<1.000000e+00> : tensor<4x1xf32>
func.func @constants(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %six = arith.constant 6.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<2x4x8xf32>
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x4x8xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %one : f32
    %b = arith.maximumf %half, %a : f32
    %c = arith.minimumf %b, %six : f32
    %q = arith.divf %two, %in : f32
    %s = arith.subf %one, %in : f32
    %p = arith.mulf %q, %s : f32
    %r = arith.addf %c, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  return %y : tensor<2x4x8xf32>
}

#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: axe.kernel @cube
// CHECK: axe.map square
// CHECK: axe.binary multiply
func.func @cube(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %three = arith.constant 3 : i64
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.fpowi %in, %three : f32, i64
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// CHECK-LABEL: axe.kernel @transpose_2d
// CHECK: axe.transpose
func.func @transpose_2d(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  return %t : tensor<8x4xf32>
}

// Attention's heads: the last dimension kept, rows copied.
// CHECK-LABEL: axe.kernel @heads
// CHECK-NOT: axe.transpose
// CHECK: axe.return
func.func @heads(%x: tensor<2x4x8xf32>) -> tensor<4x2x8xf32> {
  %e = tensor.empty() : tensor<4x2x8xf32>
  %t = linalg.transpose ins(%x : tensor<2x4x8xf32>) outs(%e : tensor<4x2x8xf32>) permutation = [1, 0, 2]
  return %t : tensor<4x2x8xf32>
}

// CHECK-LABEL: axe.kernel @swap_last
// CHECK: axe.transpose
func.func @swap_last(%x: tensor<2x130x8xf32>) -> tensor<2x8x130xf32> {
  %e = tensor.empty() : tensor<2x8x130xf32>
  %t = linalg.transpose ins(%x : tensor<2x130x8xf32>) outs(%e : tensor<2x8x130xf32>) permutation = [0, 2, 1]
  return %t : tensor<2x8x130xf32>
}

// NCHW -> NHWC: rows kept into [N, H, C, W] (an HBM intermediate), then W and C swapped.
// CHECK-LABEL: axe.kernel @to_nhwc
// CHECK: axe.alloc : !axe.tensor<2x5x3x7xf32, hbm>
// CHECK: axe.transpose
func.func @to_nhwc(%x: tensor<2x3x5x7xf32>) -> tensor<2x5x7x3xf32> {
  %e = tensor.empty() : tensor<2x5x7x3xf32>
  %t = linalg.transpose ins(%x : tensor<2x3x5x7xf32>) outs(%e : tensor<2x5x7x3xf32>) permutation = [0, 2, 3, 1]
  return %t : tensor<2x5x7x3xf32>
}

// NHWC -> NCHW: W and C swapped into [N, H, C, W], then rows kept.
// CHECK-LABEL: axe.kernel @to_nchw
// CHECK: axe.alloc : !axe.tensor<2x5x3x7xf32, hbm>
// CHECK: axe.transpose
func.func @to_nchw(%x: tensor<2x5x7x3xf32>) -> tensor<2x3x5x7xf32> {
  %e = tensor.empty() : tensor<2x3x5x7xf32>
  %t = linalg.transpose ins(%x : tensor<2x5x7x3xf32>) outs(%e : tensor<2x3x5x7xf32>) permutation = [0, 3, 1, 2]
  return %t : tensor<2x3x5x7xf32>
}

#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: axe.kernel @collapse
// CHECK: arith.divui
func.func @collapse(%x: tensor<2x3xf32>) -> tensor<6xf32> {
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %y = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%c : tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<6xf32>
  return %y : tensor<6xf32>
}

// A split of the last dimension, then a transpose of the split one: runs of 4.
// CHECK-LABEL: axe.kernel @split
func.func @split(%x: tensor<4x12xf32>) -> tensor<3x4x4xf32> {
  %s = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 3, 4] : tensor<4x12xf32> into tensor<4x3x4xf32>
  %e = tensor.empty() : tensor<4x3x4xf32>
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x3x4xf32>) outs(%e : tensor<4x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4x3x4xf32>
  %et = tensor.empty() : tensor<3x4x4xf32>
  %t = linalg.transpose ins(%y : tensor<4x3x4xf32>) outs(%et : tensor<3x4x4xf32>) permutation = [1, 0, 2]
  return %t : tensor<3x4x4xf32>
}

// CHECK-LABEL: axe.kernel @slice
func.func @slice(%x: tensor<3x6x8xf32>) -> tensor<2x3x6xf32> {
  %s = tensor.extract_slice %x[1, 2, 1] [2, 3, 6] [1, 1, 1] : tensor<3x6x8xf32> to tensor<2x3x6xf32>
  %e = tensor.empty() : tensor<2x3x6xf32>
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x3x6xf32>) outs(%e : tensor<2x3x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}

// torch's exact GELU, 0.5 x (1 + erf(x / sqrt(2))): erf as Abramowitz and Stegun's 7.1.26
// (absolute error at most 1.5e-7) of max(x, 0) minus that of max(-x, 0).
// CHECK-LABEL: axe.kernel @gelu_erf
// CHECK: axe.map relu
// CHECK: axe.map reciprocal
// CHECK: axe.map exp
func.func @gelu_erf(%x: tensor<4x2x8xf32>) -> tensor<4x2x8xf32> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<4x2x8xf32>
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<4x2x8xf32>) outs(%e : tensor<4x2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.mulf %in, %rsqrt2 : f32
    %b = math.erf %a : f32
    %c = arith.addf %b, %one : f32
    %d = arith.mulf %in, %c : f32
    %r = arith.mulf %d, %half : f32
    linalg.yield %r : f32
  } -> tensor<4x2x8xf32>
  return %y : tensor<4x2x8xf32>
}

// Rotary embedding's rotate_half both ways: torch-mlir's tensor.concat, and TOSA's concat as
// insert_slices into an empty tensor (the second one in place into the first's result).
// CHECK-LABEL: axe.kernel @rotate_half
func.func @rotate_half(%x: tensor<2x3x8xf32>) -> tensor<2x3x8xf32> {
  %lo = tensor.extract_slice %x[0, 0, 0] [2, 3, 4] [1, 1, 1] : tensor<2x3x8xf32> to tensor<2x3x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 4] [2, 3, 4] [1, 1, 1] : tensor<2x3x8xf32> to tensor<2x3x4xf32>
  %e4 = tensor.empty() : tensor<2x3x4xf32>
  %neg = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%hi : tensor<2x3x4xf32>) outs(%e4 : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4xf32>
  %a = tensor.concat dim(2) %neg, %lo : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x8xf32>
  %twice = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%lo : tensor<2x3x4xf32>) outs(%e4 : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4xf32>
  %e8 = tensor.empty() : tensor<2x3x8xf32>
  %b0 = tensor.insert_slice %hi into %e8[0, 0, 0] [2, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> into tensor<2x3x8xf32>
  %b = tensor.insert_slice %twice into %b0[0, 0, 4] [2, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> into tensor<2x3x8xf32>
  %y = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<2x3x8xf32>, tensor<2x3x8xf32>) outs(%e8 : tensor<2x3x8xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<2x3x8xf32>
  return %y : tensor<2x3x8xf32>
}

// TOSA writes constants as splat tensors, and computes some from others: pow(4, 0.5) is
// folded to 2 (no kernel step computes it), 0.5 is read as a constant operand.
// CHECK-LABEL: axe.kernel @folded
// CHECK-NOT: axe.map sqrt
// CHECK: axe.return
func.func @folded(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %four = arith.constant dense<4.0> : tensor<4x8xf32>
  %exponent = arith.constant dense<0.5> : tensor<1x1xf32>
  %half = arith.constant dense<0.5> : tensor<1x1xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %two = linalg.generic {indexing_maps = [#id2, affine_map<(d0, d1) -> (0, 0)>, #id2], iterator_types = ["parallel", "parallel"]} ins(%four, %exponent : tensor<4x8xf32>, tensor<1x1xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = math.powf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, affine_map<(d0, d1) -> (0, 0)>, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %two, %half : tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %m, %c : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// Global pooling's sum over H and W: the input is copied as [N, C, H * W] first.
// CHECK-LABEL: axe.kernel @pool_sums
// CHECK: !axe.tensor<2x3x20xf32, hbm>
// CHECK: axe.reduce add
func.func @pool_sums(%x: tensor<2x3x4x5xf32>) -> tensor<2x3x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
  %s = linalg.generic {indexing_maps = [#id4, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x3x4x5xf32>) outs(%f : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x1xf32>
  return %s : tensor<2x3x1x1xf32>
}

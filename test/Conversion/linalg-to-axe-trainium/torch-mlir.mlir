// convert-linalg-to-axe-trainium on what torch-mlir's linalg route writes: weights as
// tensor constants (here `dense`; torch-mlir's `dense_resource` blobs take the same path
// through the models check, models/check.py --nki) become kernel arguments after the
// function's own, with their data on the kernel (nki.weights) and a wrapper in the NKI
// module that passes them; a weight's linalg.transpose (nn.Linear) is folded into the
// data; the relu select(x > 0, x, 0) with the zero hoisted out of the body; a softmax's
// max computed next to an argmax nothing reads; a bias broadcast by a generic of its own,
// which the add reads through (per column); sigmoid written as 1 / (1 + exp(-x)) and SiLU
// as x / (1 + exp(-x)) (the ScalarE's sigmoid, without the negation and exp); TOSA's leftover tosa.const_shape. Each
// kernel runs on the NKI interpreter against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/torch.py
// RUN: FileCheck %s --check-prefix=NKI < %t/torch.py
// RUN: %python %nki_check %t/torch.py linear_relu "numpy:np.maximum(x0 @ np.array([[1.0, -2.0], [0.5, 3.0], [-1.0, 0.25]], np.float32) + np.array([0.5, -1.0], np.float32), 0)" 5x3 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/torch.py row_max "numpy:x0.max(axis=1)" 6x40 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/torch.py bias_broadcast "numpy:x0 + np.array([0.5, -1.0, 2.0], np.float32)" 200x3 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/torch.py silu "numpy:np.stack([1 / (1 + np.exp(-x0)), x0 / (1 + np.exp(-x0))])" 64x48 --tol 1e-6 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>

// The weight's data is stored transposed (in x out), exactly: 1, -2 / 0.5, 3 / -1, 0.25.
// CHECK-LABEL: axe.kernel @linear_relu
// CHECK-SAME: (%arg0: !axe.tensor<5x3xf32, hbm>, %w0: !axe.tensor<3x2xf32, hbm>, %w1: !axe.tensor<2xf32, hbm>)
// CHECK-SAME: -> !axe.tensor<5x2xf32, hbm> attributes {nki.weights = [dense<{{\[}}[1.000000e+00, -2.000000e+00], [5.000000e-01, 3.000000e+00], [-1.000000e+00, 2.500000e-01]]> : tensor<3x2xf32>, dense<[5.000000e-01, -1.000000e+00]> : tensor<2xf32>]}
// CHECK: axe.map relu
// NKI: def linear_relu_kernel(arg0, w0, w1):
// NKI: linear_relu_weights = (
// NKI-NEXT: np.frombuffer(bytes.fromhex("0000803f000000c00000003f00004040000080bf0000803e"), dtype=np.float32).reshape((3, 2)),
// NKI: def linear_relu(arg0):
// NKI-NEXT: """linear_relu_kernel with the program's weights as its last arguments."""
// NKI-NEXT: return linear_relu_kernel(arg0, *linear_relu_weights)
func.func @linear_relu(%x: tensor<5x3xf32>) -> tensor<5x2xf32> {
  %shape = tosa.const_shape {values = dense<[5, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[1.0, 0.5, -1.0], [-2.0, 3.0, 0.25]]> : tensor<2x3xf32>
  %b = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %wt = linalg.transpose ins(%w : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<5x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<5x2xf32>) -> tensor<5x2xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<5x3xf32>, tensor<3x2xf32>) outs(%f : tensor<5x2xf32>) -> tensor<5x2xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<5x2xf32>, tensor<2xf32>) outs(%e2 : tensor<5x2xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<5x2xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%biased : tensor<5x2xf32>) outs(%e2 : tensor<5x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %gt = arith.cmpf ugt, %in, %zero : f32
    %r = arith.select %gt, %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<5x2xf32>
  return %relu : tensor<5x2xf32>
}

// CHECK-LABEL: axe.kernel @row_max
// CHECK: axe.reduce maximum
func.func @row_max(%x: tensor<6x40xf32>) -> tensor<6xf32> {
  %c0 = arith.constant 0 : i64
  %lowest = arith.constant 0xFF800000 : f32
  %ei = tensor.empty() : tensor<6xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<6xi64>) -> tensor<6xi64>
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<6x40xf32>) outs(%f, %fi : tensor<6xf32>, tensor<6xi64>) {
  ^bb0(%in: f32, %max: f32, %arg: i64):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %m = arith.maximumf %in, %max : f32
    %gt = arith.cmpf ogt, %in, %max : f32
    %a = arith.select %gt, %ii, %arg : i64
    linalg.yield %m, %a : f32, i64
  } -> (tensor<6xf32>, tensor<6xi64>)
  return %r#0 : tensor<6xf32>
}

// The broadcast computes nothing: the add loads the bias per column.
// CHECK-LABEL: axe.kernel @bias_broadcast
// CHECK-NOT: %t{{[0-9]+}} = axe.alloc
// CHECK: axe.copy %w0[%c0] to %[[BIAS:.*]] : <3xf32, hbm> to <1x3xf32, sbuf
// CHECK: axe.binary add %{{.*}}, %[[BIAS]]
func.func @bias_broadcast(%x: tensor<200x3xf32>) -> tensor<200x3xf32> {
  %b = arith.constant dense<[0.5, -1.0, 2.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<200x3xf32>
  %bb = linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<3xf32>) outs(%e : tensor<200x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<200x3xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %bb : tensor<200x3xf32>, tensor<200x3xf32>) outs(%e : tensor<200x3xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<200x3xf32>
  return %sum : tensor<200x3xf32>
}

// CHECK-LABEL: axe.kernel @silu
// CHECK-NOT: axe.map exp
// CHECK: axe.map sigmoid
// CHECK-NOT: axe.map exp
// CHECK: axe.map sigmoid
// CHECK-NEXT: axe.alloc
// CHECK-NEXT: axe.binary multiply
func.func @silu(%x: tensor<64x48xf32>) -> (tensor<64x48xf32>, tensor<64x48xf32>) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64x48xf32>
  %sig = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x48xf32>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %d = arith.addf %x1, %one : f32
    %r = arith.divf %one, %d : f32
    linalg.yield %r : f32
  } -> tensor<64x48xf32>
  %silu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x48xf32>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %d = arith.addf %one, %x1 : f32
    %r = arith.divf %in, %d : f32
    linalg.yield %r : f32
  } -> tensor<64x48xf32>
  return %sig, %silu : tensor<64x48xf32>, tensor<64x48xf32>
}

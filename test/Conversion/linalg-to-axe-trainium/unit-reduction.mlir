// convert-linalg-to-axe-trainium on reductions over loops of extent 1 only (torch-mlir's
// global average pooling of a 1x1 map, ResNet's last: a sum over H = W = 1 into a zero fill;
// a max over them into a -inf fill): each combines one input element with the init's value,
// so it is that combination elementwise (`x + 0`, `max(-inf, x)`), exact for -0 and NaN, not
// the input itself (the reduction would flatten H and W into rows of one element). Each
// kernel runs on the NKI interpreter against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/unit.py
// RUN: %python %nki_check %t/unit.py pool_one_by_one "numpy:x0.sum(axis=(2, 3)) * 0.5" 2x16x1x1 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/unit.py max_one_by_one "numpy:x0.max(axis=(2, 3), keepdims=True) * 0.5" 2x16x1x1 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#pool = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>

// The sum over H and W, divided by their count (1) and scaled: x + 0 (which makes -0 into +0,
// as the reduction does), then the scaling.
// CHECK-LABEL: axe.kernel @pool_one_by_one
// CHECK-NOT: axe.reduce
// CHECK: axe.binary add
// CHECK: axe.map
func.func @pool_one_by_one(%x: tensor<2x16x1x1xf32>) -> tensor<2x16xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x16x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #pool], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x16x1x1xf32>) outs(%f : tensor<2x16x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<2x16x1x1xf32>
  %c = tensor.collapse_shape %s [[0], [1, 2, 3]] : tensor<2x16x1x1xf32> into tensor<2x16xf32>
  %e2 = tensor.empty() : tensor<2x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<2x16xf32>) outs(%e2 : tensor<2x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.mulf %in, %half : f32
    linalg.yield %v : f32
  } -> tensor<2x16xf32>
  return %r : tensor<2x16xf32>
}

// The max into a -inf fill, the accumulator first in the body.
// CHECK-LABEL: axe.kernel @max_one_by_one
// CHECK-NOT: axe.reduce
// CHECK: axe.binary maximum
// CHECK: axe.map
func.func @max_one_by_one(%x: tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x16x1x1xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
  %m = linalg.generic {indexing_maps = [#id, #pool], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x16x1x1xf32>) outs(%f : tensor<2x16x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.maximumf %out, %in : f32
    linalg.yield %v : f32
  } -> tensor<2x16x1x1xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%m : tensor<2x16x1x1xf32>) outs(%e : tensor<2x16x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.mulf %in, %half : f32
    linalg.yield %v : f32
  } -> tensor<2x16x1x1xf32>
  return %r : tensor<2x16x1x1xf32>
}

// convert-linalg-to-axe-trainium on tensors with dimensions of extent 1: a batch-1
// classifier's matmul ([1, K] x [K, N]: M = 1 lies on no axis, its transpose of A is one
// row into a column) and a global average pooling ([N, C, H, W] summed into [N, C, 1, 1],
// then divided: elementwise ops over trailing unit dimensions run over [N, C], else every
// tile would be one element). Each runs on the NKI interpreter against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/unit.py
// RUN: %python %nki_check %t/unit.py classifier "numpy:x0 @ x1" 1x400 400x120 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/unit.py global_average "numpy:x0.mean(axis=(2, 3))" 2x8x7x7 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>

// CHECK-LABEL: axe.kernel @classifier
// CHECK: axe.transpose
// CHECK: axe.gemm
func.func @classifier(%x: tensor<1x400xf32>, %w: tensor<400x120xf32>) -> tensor<1x120xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x120xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x120xf32>) -> tensor<1x120xf32>
  %y = linalg.matmul ins(%x, %w : tensor<1x400xf32>, tensor<400x120xf32>) outs(%f : tensor<1x120xf32>) -> tensor<1x120xf32>
  return %y : tensor<1x120xf32>
}

// The division runs on [2, 8] tiles, not [1, 1] ones.
// CHECK-LABEL: axe.kernel @global_average
// CHECK: axe.map copy %{{.*}} into %{{.*}} {scale = {{.*}}} : !axe.tensor<2x8xf32
func.func @global_average(%x: tensor<2x8x7x7xf32>) -> tensor<2x8xf32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 49.0 : f32
  %e = tensor.empty() : tensor<2x8x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x1x1xf32>) -> tensor<2x8x1x1xf32>
  %sum = linalg.generic {indexing_maps = [#a, #keep], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x8x7x7xf32>) outs(%f : tensor<2x8x1x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x8x1x1xf32>
  %mean = linalg.generic {indexing_maps = [#a, #a], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sum : tensor<2x8x1x1xf32>) outs(%e : tensor<2x8x1x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %count : f32
    linalg.yield %d : f32
  } -> tensor<2x8x1x1xf32>
  %r = tensor.collapse_shape %mean [[0], [1, 2, 3]] : tensor<2x8x1x1xf32> into tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}

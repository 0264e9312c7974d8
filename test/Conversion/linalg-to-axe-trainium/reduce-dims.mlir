// convert-linalg-to-axe-trainium on linalg.reduce over dimensions other than the last
// (TOSA's reduce_sum over H and then W in a global pooling; a sum over the batch): the input
// is first transposed to put the reduced dimensions last and several of them merged, kept
// dimensions of extent 1 dropped for the reduction and restored after it. Each kernel runs
// on the NKI interpreter against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/reduce.py
// RUN: %python %nki_check %t/reduce.py pool_tosa "numpy:x0.sum(axis=(2, 3)) * 0.5" 2x8x7x5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/reduce.py over_batch "numpy:x0.max(axis=0) * 0.5" 3x40x24 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/reduce.py middle_two "numpy:x0.sum(axis=(1, 2)) * 0.5" 4x6x5x16 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/reduce.py column_sums "numpy:x0.sum(axis=0)" 4x8 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

// H, then W, as tosa-to-linalg writes them (the second reduction keeps a unit dimension).
// CHECK-LABEL: axe.kernel @pool_tosa
// CHECK: axe.reduce add
// CHECK: axe.reduce add
func.func @pool_tosa(%x: tensor<2x8x7x5xf32>) -> tensor<2x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x8x5xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x8x5xf32>) -> tensor<2x8x5xf32>
  %h = linalg.reduce ins(%x : tensor<2x8x7x5xf32>) outs(%f1 : tensor<2x8x5xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %k = tensor.expand_shape %h [[0], [1], [2, 3]] output_shape [2, 8, 1, 5] : tensor<2x8x5xf32> into tensor<2x8x1x5xf32>
  %e2 = tensor.empty() : tensor<2x8x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
  %w = linalg.reduce ins(%k : tensor<2x8x1x5xf32>) outs(%f2 : tensor<2x8x1xf32>) dimensions = [3]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %r = tensor.collapse_shape %w [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
  %hh = arith.constant 0.5 : f32
  %eh = tensor.empty() : tensor<2x8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<2x8xf32>) outs(%eh : tensor<2x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.mulf %in, %hh : f32
    linalg.yield %p : f32
  } -> tensor<2x8xf32>
  return %y : tensor<2x8xf32>
}

// A maximum over the leading dimension.
// CHECK-LABEL: axe.kernel @over_batch
// CHECK: axe.reduce maximum
func.func @over_batch(%x: tensor<3x40x24xf32>) -> tensor<40x24xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<40x24xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<40x24xf32>) -> tensor<40x24xf32>
  %m = linalg.reduce ins(%x : tensor<3x40x24xf32>) outs(%f : tensor<40x24xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.maximumf %in, %acc : f32
      linalg.yield %s : f32
    }
  %hh = arith.constant 0.5 : f32
  %eh = tensor.empty() : tensor<40x24xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<40x24xf32>) outs(%eh : tensor<40x24xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.mulf %in, %hh : f32
    linalg.yield %p : f32
  } -> tensor<40x24xf32>
  return %y : tensor<40x24xf32>
}

// Two middle dimensions at once: merged after the transpose.
// CHECK-LABEL: axe.kernel @middle_two
func.func @middle_two(%x: tensor<4x6x5x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %s = linalg.reduce ins(%x : tensor<4x6x5x16xf32>) outs(%f : tensor<4x16xf32>) dimensions = [1, 2]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %hh = arith.constant 0.5 : f32
  %eh = tensor.empty() : tensor<4x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x16xf32>) outs(%eh : tensor<4x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.mulf %in, %hh : f32
    linalg.yield %p : f32
  } -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// Column sums of a matrix: a transpose, then row sums.
// CHECK-LABEL: axe.kernel @column_sums
// CHECK: axe.reduce add
func.func @column_sums(%x: tensor<4x8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%f : tensor<8xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<8xf32>
}

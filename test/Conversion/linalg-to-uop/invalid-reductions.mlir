// What convert-linalg-to-uop still refuses in reduction bodies, output maps,
// runtime checks and powers, each with an error at the op that names it, and
// the remark of a check that is removed; a dense_resource constant whose blob
// is not in the module is refused by uop-rangeify, which reads the weights.
// RUN: axe-opt %s --split-input-file --convert-linalg-to-uop --verify-diagnostics
// RUN: axe-opt %S/Inputs/elided-weights.mlir --convert-linalg-to-uop --uop-rangeify --verify-diagnostics

// An argmax over two reduction loops: linalg.index of one of them is not a
// position in the loops' order.
#in = affine_map<(i, j, k) -> (i, j, k)>
#out = affine_map<(i, j, k) -> (i)>
func.func @argmax_two_loops(%x: tensor<2x3x4xf32>, %m: tensor<2xf32>, %a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'linalg.generic' op is a reduction whose output 1 is not yielded as its accumulator combined with one value by addf, mulf, maximumf, minimumf, maxnumf, minnumf, addi, muli, maxsi, minsi, maxui, minui, andi, ori, xori, nor as the position of another output's max or min}}
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : tensor<2x3x4xf32>) outs(%m, %a : tensor<2xf32>, tensor<2xi64>) {
  ^bb0(%in: f32, %acc: f32, %idx: i64):
    %i = linalg.index 2 : index
    %c = arith.index_cast %i : index to i64
    %n = arith.maximumf %in, %acc : f32
    %gt = arith.cmpf ogt, %in, %acc : f32
    %s = arith.select %gt, %c, %idx : i64
    linalg.yield %n, %s : f32, i64
  } -> (tensor<2xf32>, tensor<2xi64>)
  return %r#1 : tensor<2xi64>
}

// -----

// A non-strict comparison keeps the last position of the max: not converted.
#in = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i)>
func.func @argmax_last(%x: tensor<2x4xf32>, %m: tensor<2xf32>, %a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{is a reduction whose output 1 is not yielded as its accumulator}}
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x4xf32>) outs(%m, %a : tensor<2xf32>, tensor<2xi64>) {
  ^bb0(%in: f32, %acc: f32, %idx: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    %n = arith.maximumf %in, %acc : f32
    %ge = arith.cmpf oge, %in, %acc : f32
    %s = arith.select %ge, %c, %idx : i64
    linalg.yield %n, %s : f32, i64
  } -> (tensor<2xf32>, tensor<2xi64>)
  return %r#1 : tensor<2xi64>
}

// -----

// An index type too narrow for the loop's positions (128 does not fit in i8).
#in = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i)>
func.func @argmax_narrow(%x: tensor<2x128xf32>, %m: tensor<2xf32>, %a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'linalg.generic' op is an argmax or argmin whose output 1 cannot hold the reduction loop's extent}}
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x128xf32>) outs(%m, %a : tensor<2xf32>, tensor<2xi8>) {
  ^bb0(%in: f32, %acc: f32, %idx: i8):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i8
    %n = arith.maximumf %in, %acc : f32
    %gt = arith.cmpf ogt, %in, %acc : f32
    %s = arith.select %gt, %c, %idx : i8
    linalg.yield %n, %s : f32, i8
  } -> (tensor<2xf32>, tensor<2xi8>)
  return %r#1 : tensor<2xi8>
}

// -----

// An output map that writes one column of a wider tensor.
#in = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i, 1)>
func.func @partial_output(%x: tensor<2x4xf32>, %init: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'linalg.generic' op has output 0 whose indexing map writes only index 1 of its axis 1 (of size 3); only a size-1 axis may be a constant}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x4xf32>) outs(%init : tensor<2x3xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// An op with effects and no results (a print) has no tensor-level uop form. (A
// computed cf.assert is a runtime check: runtime-checks.mlir.)
#id = affine_map<(i) -> (i)>
func.func @print(%x: tensor<4xi64>) -> tensor<4xi64> {
  %e = tensor.empty() : tensor<4xi64>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%in: i64, %out: i64):
    // expected-error @+1 {{'vector.print' op in a linalg.generic body has effects and no results, which have no tensor-level uop form}}
    vector.print %in : i64
    linalg.yield %in : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// -----

// A check of a constant true condition is removed, with a remark.
#id = affine_map<(i) -> (i)>
func.func @assert_true(%x: tensor<4xf32>) -> tensor<4xf32> {
  %true = arith.constant true
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-remark @+1 {{cf.assert of a constant true condition removed: the check cannot fail}}
    cf.assert %true, "always"
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// x ** n for a computed n.
#id = affine_map<(i) -> (i)>
func.func @powi(%x: tensor<4xf32>, %n: tensor<4xi32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %n : tensor<4xf32>, tensor<4xi32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %p: i32, %out: f32):
    // expected-error @+1 {{'math.fpowi' op in a linalg.generic body is a math.fpowi whose exponent is not a constant (only x ^ constant is converted)}}
    %y = math.fpowi %in, %p : f32, i32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

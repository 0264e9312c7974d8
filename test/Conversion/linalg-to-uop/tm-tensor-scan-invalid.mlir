// What convert-linalg-to-uop refuses of torch-mlir's TMTensor ops, at the op: a scan whose
// region is not one associative combiner, a scan of a dimension the input lacks, an
// accumulator of the wrong shape, and the TMTensor ops it does not convert, each named with
// the PyTorch ops torch-mlir writes it for.
// RUN: axe-opt %s --split-input-file --convert-linalg-to-uop --verify-diagnostics

// torch-mlir writes no such scan, but a user may: subtraction is not associative.
func.func @subtract(%x: tensor<3x4xi32>, %acc: tensor<3xi32>) -> tensor<3x4xi32> {
  %e = tensor.empty() : tensor<3x4xi32>
  // expected-error @+1 {{'tm_tensor.scan' op has a region that is not one associative op of its two arguments yielded (arith add, mul, max, min or a bitwise op): only such scans have a parallel form}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<3x4xi32>) outs(%e, %acc : tensor<3x4xi32>, tensor<3xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.subi %a, %b : i32
    tm_tensor.yield %s : i32
  } -> tensor<3x4xi32>, tensor<3xi32>
  return %r#0 : tensor<3x4xi32>
}

// -----

// Two ops in the region (a sum of squares is not a scan of one combiner).
func.func @two_ops(%x: tensor<3x4xf32>, %acc: tensor<3xf32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  // expected-error @+1 {{has a region that is not one associative op}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<3x4xf32>) outs(%e, %acc : tensor<3x4xf32>, tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %q = arith.mulf %b, %b : f32
    %s = arith.addf %a, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x4xf32>, tensor<3xf32>
  return %r#0 : tensor<3x4xf32>
}

// -----

func.func @no_such_dimension(%x: tensor<3x4xi32>, %acc: tensor<3xi32>) -> tensor<3x4xi32> {
  %e = tensor.empty() : tensor<3x4xi32>
  // expected-error @+1 {{'tm_tensor.scan' op scans dimension 2 of a rank-2 input}}
  %r:2 = tm_tensor.scan dimension(2) inclusive(true) ins(%x : tensor<3x4xi32>) outs(%e, %acc : tensor<3x4xi32>, tensor<3xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tm_tensor.yield %s : i32
  } -> tensor<3x4xi32>, tensor<3xi32>
  return %r#0 : tensor<3x4xi32>
}

// -----

func.func @accumulator_shape(%x: tensor<3x4xi32>, %acc: tensor<4xi32>) -> tensor<3x4xi32> {
  %e = tensor.empty() : tensor<3x4xi32>
  // expected-error @+1 {{'tm_tensor.scan' op has an accumulator of type tensor<4xi32>, not the input's type without dimension 1}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<3x4xi32>) outs(%e, %acc : tensor<3x4xi32>, tensor<4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tm_tensor.yield %s : i32
  } -> tensor<3x4xi32>, tensor<4xi32>
  return %r#0 : tensor<3x4xi32>
}

// -----

// torch.topk(x, 3, dim=1) as torch-mlir writes it: a sort, then a slice.
func.func @topk(%arg0: tensor<3x8xf32>, %1: tensor<3x8xi64>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'tm_tensor.sort' op is torch-mlir's TMTensor sort (torch.sort, argsort), which Axe does not convert (of the TMTensor ops it converts tm_tensor.scan: torch.cumsum and cumprod)}}
  %2:2 = tm_tensor.sort dimension(1) outs(%arg0, %1 : tensor<3x8xf32>, tensor<3x8xi64>) {
  ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
    %3 = arith.cmpf oge, %arg1, %arg2 : f32
    tm_tensor.yield %3 : i1
  } -> tensor<3x8xf32>, tensor<3x8xi64>
  %s = tensor.extract_slice %2#0[0, 0] [3, 3] [1, 1] : tensor<3x8xf32> to tensor<3x3xf32>
  return %s : tensor<3x3xf32>
}

// -----

func.func @attention(%q: tensor<2x4x8xf32>, %k: tensor<2x4x8xf32>, %v: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %e = tensor.empty() : tensor<2x4x8xf32>
  // expected-error @+1 {{'tm_tensor.attention' op is torch-mlir's TMTensor attention (scaled_dot_product_attention)}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

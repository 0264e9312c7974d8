// What convert-linalg-to-uop refuses of torch-mlir's TMTensor ops, at the op: a scan whose
// region is not one associative combiner, a scan of a dimension the input lacks, an
// accumulator of the wrong shape, a sort whose comparator is not one non-strict comparison
// of its first pair, a scatter that would compare more than 2^31 (update, element) pairs,
// whose region or dimensions it does not read, or whose indexed dimension is empty (one past
// 2^24 pairs converts, with a remark on its cost; many updates are sorted instead where that
// costs less, without either), and the TMTensor ops it does not convert,
// each named with the PyTorch ops torch-mlir writes it for.
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

// A strict comparator swaps equal neighbours on every pass: ties end in no sort's order.
func.func @strict_comparator(%x: tensor<3x8xf32>) -> tensor<3x8xf32> {
  // expected-error @+1 {{'tm_tensor.sort' op has a comparator that is not one non-strict arith.cmpf or arith.cmpi ordering the first output's pair (ole, oge, ule, uge, sle, sge): the comparators torch-mlir writes for sort, argsort and topk}}
  %r = tm_tensor.sort dimension(1) outs(%x : tensor<3x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    tm_tensor.yield %c : i1
  } -> tensor<3x8xf32>
  return %r : tensor<3x8xf32>
}

// -----

// Ordered by the second output (the positions), not the first.
func.func @second_pair(%x: tensor<3x8xf32>, %at: tensor<3x8xi64>) -> tensor<3x8xf32> {
  // expected-error @+1 {{has a comparator that is not one non-strict}}
  %r:2 = tm_tensor.sort dimension(1) outs(%x, %at : tensor<3x8xf32>, tensor<3x8xi64>) {
  ^bb0(%a: f32, %b: f32, %ia: i64, %ib: i64):
    %c = arith.cmpi sle, %ia, %ib : i64
    tm_tensor.yield %c : i1
  } -> tensor<3x8xf32>, tensor<3x8xi64>
  return %r#0 : tensor<3x8xf32>
}

// -----

func.func @sort_dimension(%x: tensor<3x8xi32>) -> tensor<3x8xi32> {
  // expected-error @+1 {{'tm_tensor.sort' op sorts dimension 2 of a rank-2 tensor}}
  %r = tm_tensor.sort dimension(2) outs(%x : tensor<3x8xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sle, %a, %b : i32
    tm_tensor.yield %c : i1
  } -> tensor<3x8xi32>
  return %r : tensor<3x8xi32>
}

// -----

// A scatter compares every update with every element: 4096 updates into 2^20 elements are
// 2^32 pairs, past the 2^31 Axe takes (seconds of work become minutes).
func.func @too_many_pairs(%x: tensor<1024x1024xf32>, %index: tensor<4096x1xi64>, %values: tensor<4096x1x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op scatters 4096 updates into tensor<1024x1024xf32>: Axe compares every update with every element of the result, 4294967296 pairs, more than the 2^31 it takes}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%values, %index : tensor<4096x1x1024xf32>, tensor<4096x1xi64>) outs(%x : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32):
    %1 = arith.addf %b, %a : f32
    tm_tensor.yield %1 : f32
  } -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// A region that is neither the update nor one combiner of the element with it.
func.func @subtracting_scatter(%x: tensor<6xf32>, %index: tensor<3x1xi64>, %values: tensor<3x1xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op has a region that neither yields the update (index_put, scatter) nor combines the element with it by one of addf, mulf}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%values, %index : tensor<3x1xf32>, tensor<3x1xi64>) outs(%x : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32):
    %1 = arith.subf %b, %a : f32
    tm_tensor.yield %1 : f32
  } -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// An indexed dimension that the update's slice also spans with extent 2 (an update starting
// at the index): torch-mlir writes extent 1 there.
func.func @indexed_and_spanned(%x: tensor<6x4xf32>, %index: tensor<3x1xi64>, %values: tensor<3x2x4xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op indexes dimension 0, which the update's slice also spans with extent 2: only extent 1 (what torch-mlir writes) is converted}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%values, %index : tensor<3x2x4xf32>, tensor<3x1xi64>) outs(%x : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @no_such_dimension(%x: tensor<6x4xf32>, %index: tensor<3x1xi64>, %values: tensor<3x1x4xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op has dimension_map [2] for 1 indices into a rank-2 tensor: one distinct dimension of it each}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 2>} unique_indices(false) ins(%values, %index : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%x : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @attention(%q: tensor<2x4x8xf32>, %k: tensor<2x4x8xf32>, %v: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %e = tensor.empty() : tensor<2x4x8xf32>
  // expected-error @+1 {{'tm_tensor.attention' op is torch-mlir's TMTensor attention (scaled_dot_product_attention)}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// Updates into a tensor whose indexed dimension is empty: every index is out of bounds.
func.func @empty_indexed_dimension(%x: tensor<0x4xf32>, %index: tensor<3x1xi64>, %values: tensor<3x1x4xf32>) -> tensor<0x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op scatters 3 updates into tensor<0x4xf32>, whose indexed dimension 0 is empty: every index is out of bounds}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%values, %index : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%x : tensor<0x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

// -----

// Converted, with a remark on the cost: 16 rows added into 2048 x 1024 (2^25 pairs, past the
// 2^24 that are remarked; too few updates to sort).
func.func @remarked_cost(%x: tensor<2048x1024xf32>, %i: tensor<16x1xi64>, %v: tensor<16x1x1024xf32>) -> tensor<2048x1024xf32> {
  // expected-remark @+1 {{scatters 16 updates into tensor<2048x1024xf32> by comparing every update with every element of the result: 33554432 pairs, 2048x the 16384 elements a direct scatter writes}}
  %s = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%v, %i : tensor<16x1x1024xf32>, tensor<16x1xi64>) outs(%x : tensor<2048x1024xf32>) {
  ^bb0(%u: f32, %o: f32):
    %c = arith.addf %o, %u : f32
    tm_tensor.yield %c : f32
  } -> tensor<2048x1024xf32>
  return %s : tensor<2048x1024xf32>
}

// -----

// An accumulation (index_put accumulate=True) into a key/value cache, one update per element:
// sorted and scanned (a float sum, reassociated by default), no remark.
func.func @sorted_cache_accumulate(%x: tensor<1x12x128x64xf32>, %i: tensor<768x4xi64>, %v: tensor<768x1x1x1x1xf32>) -> tensor<1x12x128x64xf32> {
  %s = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(false) ins(%v, %i : tensor<768x1x1x1x1xf32>, tensor<768x4xi64>) outs(%x : tensor<1x12x128x64xf32>) {
  ^bb0(%u: f32, %o: f32):
    %c = arith.addf %o, %u : f32
    tm_tensor.yield %c : f32
  } -> tensor<1x12x128x64xf32>
  return %s : tensor<1x12x128x64xf32>
}

// -----

// torch-mlir's index_copy into a key/value cache, the same pairs assigned: the updates are
// sorted and searched, no remark.
func.func @sorted_cache_write(%x: tensor<1x12x128x64xf32>, %i: tensor<768x4xi64>, %v: tensor<768x1x1x1x1xf32>) -> tensor<1x12x128x64xf32> {
  %s = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%v, %i : tensor<768x1x1x1x1xf32>, tensor<768x4xi64>) outs(%x : tensor<1x12x128x64xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<1x12x128x64xf32>
  return %s : tensor<1x12x128x64xf32>
}

// -----

// 4096 rows assigned into 2^20 elements: 2^32 pairs compared, which an accumulation may not
// take (@too_many_pairs); sorted, about 2^24 steps: converted.
func.func @sorted_past_the_pairs(%x: tensor<1024x1024xf32>, %index: tensor<4096x1xi64>, %values: tensor<4096x1x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%values, %index : tensor<4096x1x1024xf32>, tensor<4096x1xi64>) outs(%x : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// Sorted, 4096 rows assigned into 2^28 elements (2^40 pairs compared) still search from every
// element: about 2^35 steps.
func.func @sorted_too_large(%x: tensor<16384x16384xf32>, %index: tensor<4096x1xi64>, %values: tensor<4096x1x16384xf32>) -> tensor<16384x16384xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op scatters 4096 updates into tensor<16384x16384xf32>: sorting them and searching for each of the result's elements takes more than the 2^31 steps Axe runs}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%values, %index : tensor<4096x1x16384xf32>, tensor<4096x1xi64>) outs(%x : tensor<16384x16384xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<16384x16384xf32>
  return %0 : tensor<16384x16384xf32>
}

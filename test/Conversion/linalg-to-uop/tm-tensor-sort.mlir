// convert-linalg-to-uop on torch-mlir's tm_tensor.sort (torch.sort, argsort, topk): a bitonic
// network over the axis padded to a power of two. Checked bit for bit against the op's own
// definition written as loops (Inputs/sort-loops.mlir: n passes of swapping neighbours the
// comparator does not keep in order, a stable bubble sort), bufferized by upstream, on the
// interpreter: integer keys from [-8, 8] and special integers (many ties, whose original order
// must stay; extremes, read signed and unsigned), float keys (random, no NaN: on NaN the
// loops' comparator is no order; test/Models/tm-tensor.test checks NaN against torch.sort),
// payloads moved with their keys, rows of 1, 2, 9 and 17; then through uop-kernelize on the
// CPU JIT against the interpreter, on special values.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %mlir_opt %S/Inputs/sort-loops.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry ascending_f32 --entry descending_i32_dim0 --entry unsigned_three_outputs --entry swapped_comparator --entry short_rows --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry descending_i32_dim0 --entry unsigned_three_outputs --inputs special --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=SPECIAL
// RUN: axe-run %t/uop.mlir --target cpu --inputs special --signed-zeros --trials 3 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT

// EXACT-COUNT-5: 20 trials, max abs error 0e0, max rel error 0e0: ok
// SPECIAL-COUNT-2: 20 trials, max abs error 0e0, max rel error 0e0: ok
// JIT-COUNT-5: 3 trials, {{.*}}: ok

// torch.argsort(x, dim=1): the positions ride along with the keys. 9 elements, padded to 16:
// 10 steps (1 + 2 + 3 + 4), each materialized for the keys, the positions and Axe's own
// original positions (but the last step's, which nothing reads).
// CHECK-LABEL: func.func @ascending_f32
// CHECK-NOT: tm_tensor
// CHECK-COUNT-29: uop.contiguous
// CHECK-NOT: uop.contiguous
// CHECK: return
func.func @ascending_f32(%x: tensor<4x9xf32>, %at: tensor<4x9xi64>) -> (tensor<4x9xf32>, tensor<4x9xi64>) {
  %r:2 = tm_tensor.sort dimension(1) outs(%x, %at : tensor<4x9xf32>, tensor<4x9xi64>) {
  ^bb0(%a: f32, %b: f32, %ia: i64, %ib: i64):
    %c = arith.cmpf ole, %a, %b : f32
    tm_tensor.yield %c : i1
  } -> tensor<4x9xf32>, tensor<4x9xi64>
  return %r#0, %r#1 : tensor<4x9xf32>, tensor<4x9xi64>
}

// torch.sort(x, dim=0, descending=True) on integers: ties keep their order.
func.func @descending_i32_dim0(%x: tensor<17x3xi32>, %at: tensor<17x3xi64>) -> (tensor<17x3xi32>, tensor<17x3xi64>) {
  %r:2 = tm_tensor.sort dimension(0) outs(%x, %at : tensor<17x3xi32>, tensor<17x3xi64>) {
  ^bb0(%a: i32, %b: i32, %ia: i64, %ib: i64):
    %c = arith.cmpi sge, %a, %b : i32
    tm_tensor.yield %c : i1
  } -> tensor<17x3xi32>, tensor<17x3xi64>
  return %r#0, %r#1 : tensor<17x3xi32>, tensor<17x3xi64>
}

// Unsigned keys (a negative i8 is large) with two payloads, along the middle axis.
func.func @unsigned_three_outputs(%x: tensor<2x9x2xi8>, %p: tensor<2x9x2xf32>, %q: tensor<2x9x2xi64>) -> (tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>) {
  %r:3 = tm_tensor.sort dimension(1) outs(%x, %p, %q : tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>) {
  ^bb0(%a: i8, %b: i8, %pa: f32, %pb: f32, %qa: i64, %qb: i64):
    %c = arith.cmpi ule, %a, %b : i8
    tm_tensor.yield %c : i1
  } -> tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>
  return %r#0, %r#1, %r#2 : tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>
}

// `b >= a` keeps a before b: ascending.
func.func @swapped_comparator(%x: tensor<3x17xf32>) -> tensor<3x17xf32> {
  %r = tm_tensor.sort dimension(1) outs(%x : tensor<3x17xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %b, %a : f32
    tm_tensor.yield %c : i1
  } -> tensor<3x17xf32>
  return %r : tensor<3x17xf32>
}

// One element a row: nothing to sort. Two: one compare-exchange (the keys materialized).
// CHECK-LABEL: func.func @short_rows
// CHECK-COUNT-1: uop.contiguous
// CHECK-NOT: uop.contiguous
// CHECK: return
func.func @short_rows(%x: tensor<5x1xi32>, %y: tensor<5x2xi32>) -> (tensor<5x1xi32>, tensor<5x2xi32>) {
  %r = tm_tensor.sort dimension(1) outs(%x : tensor<5x1xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sle, %a, %b : i32
    tm_tensor.yield %c : i1
  } -> tensor<5x1xi32>
  %s = tm_tensor.sort dimension(1) outs(%y : tensor<5x2xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sle, %a, %b : i32
    tm_tensor.yield %c : i1
  } -> tensor<5x2xi32>
  return %r, %s : tensor<5x1xi32>, tensor<5x2xi32>
}

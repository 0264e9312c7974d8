// An i1 result's range is the low bit of the mathematical one, not "nonzero": `trunci 4 : i8
// to i1` is false. Read as nonzero, the range of a truncation to i1 (an op the simplifier keeps
// as a variable) was [1, 1], and `xori true, (trunci 4)` folded to false: tools/fuzz finding 10
// (seed 202 b9 f3, b1011 f8, b1020 f7), where an xori reduction over i1 (an i8 sum truncated to
// i1) of 4 trues met its own input again.
// RUN: axe-opt %s --split-input-file --axe-simplify-index | FileCheck %s
// RUN: axe-run %s --split-input-file --trials 16 --check-pipeline 'builtin.module(func.func(axe-simplify-index))' | FileCheck %s --check-prefix=OK
// OK-COUNT-4: : ok

// CHECK-LABEL: func @xor_even_truncation
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: return %[[T]]
func.func @xor_even_truncation() -> i1 {
  %true = arith.constant true
  %c4 = arith.constant 4 : i8
  %t = arith.trunci %c4 : i8 to i1
  %x = arith.xori %true, %t : i1
  return %x : i1
}

// -----

// CHECK-LABEL: func @xor_odd_truncation
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: return %[[F]]
func.func @xor_odd_truncation() -> i1 {
  %true = arith.constant true
  %c5 = arith.constant 5 : i8
  %t = arith.trunci %c5 : i8 to i1
  %x = arith.xori %true, %t : i1
  return %x : i1
}

// -----

// 2 and 3 are both nonzero, but their low bits differ: nothing folds.
// CHECK-LABEL: func @xor_truncated_range
// CHECK: %[[T:.*]] = arith.trunci %arg0 : i8 to i1
// CHECK: %[[X:.*]] = arith.xori %[[T]], %{{.*}} : i1
// CHECK: return %[[X]]
func.func @xor_truncated_range(%a: i8 {axe.bounds = array<i64: 2, 3>}) -> i1 {
  %true = arith.constant true
  %t = arith.trunci %a : i8 to i1
  %x = arith.xori %true, %t : i1
  return %x : i1
}

// -----

// A negative odd value truncates to true.
// CHECK-LABEL: func @and_negative_truncation
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: return %[[T]]
func.func @and_negative_truncation() -> i1 {
  %true = arith.constant true
  %c = arith.constant -3 : i8
  %t = arith.trunci %c : i8 to i1
  %x = arith.andi %true, %t : i1
  return %x : i1
}

// The checker of --check-pipeline / --against / --target: an infinity passes only against the
// same infinity (|a - b| <= atol + rtol * |b| accepted every value against an infinite
// reference: "max abs error inf ... ok"), NaN only where NaN, integers and bools exactly, and
// with --signed-zeros -0 only where -0. Each function here returns what the candidate file
// (Inputs/checker-candidate.mlir) returns differently, or the same.
// RUN: not axe-run %s --split-input-file --against %S/Inputs/checker-candidate.mlir | FileCheck %s
// RUN: not axe-run %s --split-input-file --against %S/Inputs/checker-candidate.mlir --signed-zeros | FileCheck %s --check-prefix=SIGNED
// RUN: not axe-run %s --rtol=-1e-6 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not axe-run %s --atol=-0.5 2>&1 | FileCheck %s --check-prefix=NEGATIVE-ATOL
// RUN: not axe-run %s --rtol nan 2>&1 | FileCheck %s --check-prefix=NAN-TOL

// CHECK: @inf_vs_finite: MISMATCH (trial 0: result 0 element 0: inf before, 3.4e38 after)
// SIGNED: @inf_vs_finite: MISMATCH
func.func @inf_vs_finite() -> f32 {
  %c = arith.constant 0x7F800000 : f32
  return %c : f32
}

// -----

// CHECK: @inf_vs_neg_inf: MISMATCH (trial 0: result 0 element 0: inf before, -inf after)
func.func @inf_vs_neg_inf() -> f32 {
  %c = arith.constant 0x7F800000 : f32
  return %c : f32
}

// -----

// CHECK: @finite_vs_inf: MISMATCH (trial 0: result 0 element 0: 1.0 before, inf after)
func.func @finite_vs_inf() -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}

// -----

// CHECK: @same_infinities: 10 trials, max abs error 0e0, max rel error 0e0: ok
func.func @same_infinities() -> (f32, f32) {
  %p = arith.constant 0x7F800000 : f32
  %n = arith.constant 0xFF800000 : f32
  return %p, %n : f32, f32
}

// -----

// CHECK: @nan_vs_inf: MISMATCH (trial 0: result 0 element 0: NaN before, inf after)
func.func @nan_vs_inf() -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  return %c : f32
}

// -----

// CHECK: @zero_vs_nan: MISMATCH (trial 0: result 0 element 0: 0.0 before, NaN after)
func.func @zero_vs_nan() -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}

// -----

// Off by one ulp is within the default tolerances; a signed zero only with --signed-zeros.
// CHECK: @zero_sign: 10 trials, max abs error 0e0, max rel error 0e0: ok
// SIGNED: @zero_sign: MISMATCH (trial 0: result 0 element 0: 0.0 before, -0.0 after)
func.func @zero_sign() -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}

// -----

// CHECK: @same_negative_zero: 10 trials
// SIGNED: @same_negative_zero: 10 trials, max abs error 0e0, max rel error 0e0: ok
func.func @same_negative_zero() -> f32 {
  %c = arith.constant -0.0 : f32
  return %c : f32
}

// -----

// CHECK: @int_exact: MISMATCH (trial 0: result 0 element 0: 1000000 before, 1000001 after)
func.func @int_exact() -> i32 {
  %c = arith.constant 1000000 : i32
  return %c : i32
}

// -----

// CHECK: @bool_exact: MISMATCH (trial 0: result 0 element 0: true before, false after)
func.func @bool_exact() -> i1 {
  %c = arith.constant true
  return %c : i1
}

// NEGATIVE: error: --rtol -0.000001 is not a tolerance (give a number >= 0, e.g. 1e-6)
// NEGATIVE-ATOL: error: --atol -0.5 is not a tolerance
// NAN-TOL: error: --rtol NaN is not a tolerance

// RUN: axe-opt %s --axe-expand-float-minmax | FileCheck %s
// arith.maximumf / minimumf with IEEE-754 2019 semantics (-0 < +0, NaN propagates), before
// upstream arith-expand, whose compare + select gave maximumf(+0, -0) = -0. Equal operands
// take the AND (maximum) or OR (minimum) of the two encodings: +0 and -0 give +0 (maximum)
// and -0 (minimum); other equal pairs are the same bits. Compiled and run on every pair of
// special values, plain and vectorized, f32, f16 and bf16: lowering/src/jit/float_minmax.rs.
// float-minmax-llvm.mlir checks that axe-lower-to-llvm runs it.

// CHECK-LABEL: func.func @maximum
// CHECK: arith.cmpf ogt
// CHECK: arith.andi
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf uno
// CHECK-NOT: arith.maximumf
func.func @maximum(%a: f32, %b: f32) -> f32 {
  %m = arith.maximumf %a, %b : f32
  return %m : f32
}

// CHECK-LABEL: func.func @minimum
// CHECK: arith.cmpf olt
// CHECK: arith.ori
// CHECK-SAME: vector<4xi16>
// CHECK-NOT: arith.minimumf
func.func @minimum(%a: vector<4xbf16>, %b: vector<4xbf16>) -> vector<4xbf16> {
  %m = arith.minimumf %a, %b : vector<4xbf16>
  return %m : vector<4xbf16>
}
// axe-run: skip @minimum -- vector arguments (run compiled in lowering/src/jit/float_minmax.rs)

// RUN: axe-opt %s --axe-lower-to-llvm | FileCheck %s
// axe-lower-to-llvm expands arith.maximumf with axe-expand-float-minmax (float-minmax.mlir)
// before upstream arith-expand, so no llvm.intr.maximum and no compare + select that gives
// maximumf(+0, -0) = -0 remains. Its values: lowering/src/jit/float_minmax.rs runs it compiled.
// axe-run: skip @maximum -- an llvm.func after axe-lower-to-llvm, which the equivalence harness does not run; float-minmax.mlir checks the expansion on the interpreter

// CHECK-LABEL: llvm.func @maximum
// CHECK: llvm.and
// CHECK-NOT: llvm.intr.maximum
func.func @maximum(%a: f32, %b: f32) -> f32 {
  %m = arith.maximumf %a, %b : f32
  return %m : f32
}

// vector.reduction with an accumulator operand combines it too (the interpreter ignored it and
// started from the identity); the compiled run (llvm.vector.reduce.fadd from the accumulator)
// agrees with the interpreter, bit for bit.
// RUN: axe-run %s --float-range=0.5,0.5 --trials 1 --print | FileCheck %s
// RUN: axe-run %s --target cpu --trials 3 --rtol 0 --atol 0 | FileCheck %s --check-prefix=JIT
// CHECK: @sum result 0: f32 10.5
// CHECK: @largest result 0: f32 4.0
// JIT-COUNT-2: max abs error 0e0, max rel error 0e0: ok
func.func @sum(%acc: f32) -> f32 {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %r = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
  return %r : f32
}

func.func @largest(%acc: f32) -> f32 {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %r = vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32
  return %r : f32
}

// --check-pipeline runs each function before and after the pipeline on the
// same random inputs; expanding tanh changes the last bits (within the
// default tolerance, not within zero tolerance).
// RUN: axe-run %s --trials 30 --check-pipeline 'builtin.module(func.func(arith-expand,math-expand-ops))' | FileCheck %s
// RUN: not axe-run %s --trials 30 --rtol 0 --atol 0 --check-pipeline 'builtin.module(func.func(math-expand-ops))' | FileCheck %s --check-prefix=EXACT

// CHECK: @floor_division: 30 trials, max abs error 0e0, max rel error 0e0: ok
// EXACT: @floor_division: 30 trials, max abs error 0e0, max rel error 0e0: ok
func.func @floor_division(%x: i32, %y: i32 {axe.bounds = array<i64: -5, -1>}) -> (i32, i32) {
  %a = arith.floordivsi %x, %y : i32
  %b = arith.ceildivsi %x, %y : i32
  return %a, %b : i32, i32
}

// CHECK: @tanh: 30 trials, {{.*}}: ok
// EXACT: @tanh: MISMATCH (trial {{[0-9]+}}: result 0 element 0:
func.func @tanh(%x: f32) -> f32 {
  %y = math.tanh %x : f32
  return %y : f32
}

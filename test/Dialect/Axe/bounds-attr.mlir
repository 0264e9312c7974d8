// The axe dialect verifies its discardable attribute axe.bounds wherever it
// appears: on function arguments and on op results.
// RUN: axe-opt %s --split-input-file --verify-diagnostics

// A well-formed use verifies (and round-trips).
func.func @ok(%n: index {axe.bounds = array<i64: 0, 7>}) -> index {
  %c = arith.constant {axe.bounds = array<i64: 3, 3>} 3 : index
  %r = arith.addi %n, %c {axe.bounds = array<i64: 3, 10>} : index
  return %r : index
}

// -----

// expected-error @+1 {{'func.func' op argument 0: 'axe.bounds' requires lo <= hi, but got [5, 2]}}
func.func @reversed_arg(%n: index {axe.bounds = array<i64: 5, 2>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument 0: 'axe.bounds' must be array<i64: lo, hi>, but got array<i64: 1, 2, 3>}}
func.func @three_numbers(%n: index {axe.bounds = array<i64: 1, 2, 3>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument 0: 'axe.bounds' needs an integer or index argument}}
func.func @float_arg(%x: f32 {axe.bounds = array<i64: 0, 1>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument 0: unknown axe attribute 'axe.bogus'}}
func.func @unknown_arg_attr(%n: index {axe.bogus = 1}) {
  return
}

// -----

func.func @bad_result_bounds() {
  // expected-error @+1 {{'arith.constant' op 'axe.bounds' must be array<i64: lo, hi>, but got "wide"}}
  %c = arith.constant {axe.bounds = "wide"} 3 : index
  return
}

// -----

func.func @float_result(%x: f32) {
  // expected-error @+1 {{'arith.addf' op 'axe.bounds' needs an integer or index result}}
  %y = arith.addf %x, %x {axe.bounds = array<i64: 0, 1>} : f32
  return
}

// -----

func.func @unknown_op_attr() {
  // expected-error @+1 {{'arith.constant' op has unknown axe attribute 'axe.mystery'}}
  %c = arith.constant {axe.mystery} 3 : index
  return
}

// -----

func.func @multi_result_wrong_count(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op 'axe.bounds' on an op with 2 results must be an array with one entry per result}}
  %s, %o = arith.addui_extended %a, %b {axe.bounds = [array<i64: 0, 1>]} : i32, i1
  return
}

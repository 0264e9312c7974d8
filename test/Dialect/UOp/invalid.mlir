// Every uop verifier error, one per split, with its location.
// RUN: axe-opt %s --split-input-file --verify-diagnostics

func.func @range_zero_end() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'uop.range' op requires a positive end, but got 0}}
  %r = uop.range %c0 axis(0) loop
  return
}

// -----

func.func @range_negative_end() {
  %c = arith.constant -4 : index
  // expected-error @+1 {{'uop.range' op requires a positive end, but got -4}}
  %r = uop.range %c axis(0) loop
  return
}

// -----

func.func @range_negative_axis() {
  %c = arith.constant 4 : index
  // expected-error @+1 {{'uop.range' op requires a non-negative axis id, but got -1}}
  %r = uop.range %c axis(-1) loop
  return
}

// -----

func.func @range_unknown_kind() {
  %c = arith.constant 4 : index
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'kind' [loop, reduce, global, local, upcast, unroll, group_reduce, outer]}}
  %r = uop.range %c axis(0) sideways
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @range_end_not_index(%n: i32) {
  // expected-error @+1 {{use of value '%n' expects different type than prior uses: 'index' vs 'i32'}}
  %r = uop.range %n axis(0) loop
  return
}

// -----

func.func @define_var_empty_range() {
  // expected-error @+1 {{'uop.define_var' op requires min <= max, but got [5, 1]}}
  %v = uop.define_var "n" [5, 1] : index
  return
}

// -----

func.func @define_var_too_wide() {
  // expected-error @+1 {{'uop.define_var' op bound 300 does not fit in 'i8'}}
  %v = uop.define_var "n" [0, 300] : i8
  return
}

// -----

func.func @define_var_empty_name() {
  // expected-error @+1 {{'uop.define_var' op requires a non-empty variable name}}
  %v = uop.define_var "" [0, 3] : index
  return
}

// -----

func.func @define_var_float() {
  // expected-error @+1 {{'uop.define_var' op result #0 must be signless integer or index, but got 'f32'}}
  %v = uop.define_var "x" [0, 3] : f32
  return
}

// -----

func.func @special_zero_size() {
  // expected-error @+1 {{'uop.special' op requires a positive size, but got 0}}
  %t = uop.special thread_id 0 size 0
  return
}

// -----

func.func @special_bad_dim() {
  // expected-error @+1 {{'uop.special' op requires dim 0 (x), 1 (y) or 2 (z), but got 3}}
  %t = uop.special block_id 3 size 8
  return
}

// -----

func.func @floormod_mixed_types(%a: index, %b: i32) {
  // expected-error @+1 {{'uop.floormod' op requires the same type for all operands and results}}
  %m = "uop.floormod"(%a, %b) : (index, i32) -> index
  return
}

// -----

func.func @floormod_float(%a: f32) {
  // expected-error @+1 {{'uop.floormod' op operand #0 must be signless integer or index, but got 'f32'}}
  %m = uop.floormod %a, %a : f32
  return
}

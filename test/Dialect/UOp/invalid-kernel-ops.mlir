// Every verifier error of the kernel-level uop ops (UOpKernelVerifiers.cpp
// and the ODS type constraints), one per split; the uses the invalid index
// may not have.
// RUN: axe-opt %s --split-input-file --verify-diagnostics

func.func @index_arity(%b: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{'uop.index' op expects one index per buffer dimension (2), but got 1}}
  %p = uop.index %b[%i] : memref<4x8xf32>
  return
}

// -----

func.func @end_no_ranges(%b: memref<4xf32>, %i: index, %v: f32) {
  %p = uop.index %b[%i] : memref<4xf32>
  %s = uop.store %p, %v : f32
  // expected-error @+1 {{'uop.end' op expects at least one range to close}}
  %e = uop.end %s []
  return
}

// -----

func.func @end_not_range(%b: memref<4xf32>, %i: index, %v: f32) {
  %p = uop.index %b[%i] : memref<4xf32>
  %s = uop.store %p, %v : f32
  // expected-error @+1 {{'uop.end' op range operand 0 is not a uop.range}}
  %e = uop.end %s [%i]
  return
}

// -----

func.func @reduce_twice(%v: f32) {
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) reduce
  // expected-error @+1 {{'uop.reduce' op range operand 1 is listed twice}}
  %s = uop.reduce add %v [%r, %r] : f32
  return
}

// -----

// Only a float sum has -0 as an exact start (x + -0 == x); a max from -0 would lose -inf.
func.func @reduce_negative_zero_max(%v: f32) {
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) reduce
  // expected-error @+1 {{'uop.reduce' op starts from -0 (from_negative_zero), which only a float add may}}
  %s = uop.reduce max %v [%r] {from_negative_zero} : f32
  return
}

// -----

func.func @reduce_negative_zero_int(%v: i32) {
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) reduce
  // expected-error @+1 {{'uop.reduce' op starts from -0 (from_negative_zero), which only a float add may}}
  %s = uop.reduce add %v [%r] {from_negative_zero} : i32
  return
}

// -----

func.func @bufferize_rank(%v: f32) {
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  // expected-error @+1 {{'uop.bufferize' op expects one range per buffer dimension (2), but got 1}}
  %b = uop.bufferize %v [%r] : f32 -> memref<4x1xf32>
  return
}

// -----

func.func @bufferize_size(%v: f32) {
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  // expected-error @+1 {{'uop.bufferize' op dimension 0 has size 5 but its range runs to 4}}
  %b = uop.bufferize %v [%r] : f32 -> memref<5xf32>
  return
}

// -----

func.func @bufferize_element(%v: f32) {
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  // expected-error @+1 {{'uop.bufferize' op expects a buffer of 'f32', but got 'memref<4xf16>'}}
  %b = uop.bufferize %v [%r] : f32 -> memref<4xf16>
  return
}

// -----

func.func @bufferize_symbolic(%v: f32, %n: index) {
  %r = uop.range %n axis(0) loop
  // expected-error @+1 {{'uop.bufferize' op range 0 has a non-constant end}}
  %b = uop.bufferize %v [%r] : f32 -> memref<4xf32>
  return
}

// -----

// The invalid index may reach only addresses (spec 000 §5 phase 3): a
// comparison would compute on a value that names no element.
func.func @invalid_compared(%i: index, %valid: i1) -> i1 {
  // expected-error @+1 {{'uop.invalid' op reaches 'arith.cmpi' (operand 0), but an invalid index may only reach the indices of uop.index, through arith.select and index arithmetic (not as a divisor)}}
  %inv = uop.invalid
  %sel = arith.select %valid, %i, %inv : index
  // expected-note @+1 {{used here}}
  %c = arith.cmpi slt, %sel, %i : index
  return %c : i1
}

// -----

// Code generation computes a gated address too, from whatever stands in for
// the invalid index: it may not be a divisor.
func.func @invalid_divisor(%b: memref<4xf32>, %i: index, %valid: i1) -> f32 {
  // expected-error @+1 {{'uop.invalid' op reaches 'arith.floordivsi' (operand 1)}}
  %inv = uop.invalid
  %sel = arith.select %valid, %i, %inv : index
  // expected-note @+1 {{used here}}
  %d = arith.floordivsi %i, %sel : index
  %p = uop.index %b[%d] : memref<4xf32>
  %v = uop.load %p : f32
  return %v : f32
}

// -----

// Returned from a function, the invalid index would escape every gate.
func.func @invalid_returned(%i: index, %valid: i1) -> index {
  // expected-error @+1 {{'uop.invalid' op reaches 'func.return' (operand 0)}}
  %inv = uop.invalid
  %sel = arith.select %valid, %i, %inv : index
  %j = arith.addi %sel, %i : index
  // expected-note @+1 {{used here}}
  return %j : index
}

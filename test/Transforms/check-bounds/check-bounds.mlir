// axe-check-bounds (issue 15 item 7): an ungated uop.index whose indices
// are arithmetic of ranges (and GPU indices) is evaluated at every corner of
// their box; a corner out of bounds is a real iteration that accesses past
// the buffer, reported at the access. In-bounds, gated and unjudgeable
// accesses pass.
// RUN: axe-opt %s --split-input-file --axe-check-bounds --verify-diagnostics

// A store of 64 elements into memref<4xf32>.
func.func @store64_k(%out: memref<4xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %r = uop.range %c64 axis(0) loop
  // expected-error @+1 {{'uop.index' op accesses memref<4xf32> out of bounds: index 63 of dimension 0 (size 4) at range axis 0 = 63}}
  %p = uop.index %out[%r] : memref<4xf32>
  %one = arith.constant 1.0 : f32
  %s = uop.store %p, %one : f32
  %e = uop.end %s [%r]
  uop.sink %e : !uop.effect
  return
}

// -----

// 2 * r + 1 reaches 9 for r = 4: one past a buffer of 9.
func.func @affine(%x: memref<2x9xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %r = uop.range %c5 axis(0) reduce
  %a = arith.muli %r, %c2 : index
  %i = arith.addi %a, %c1 : index
  // expected-error @+1 {{'uop.index' op accesses memref<2x9xf32> out of bounds: index 9 of dimension 1 (size 9) at range axis 0 = 4}}
  %p = uop.index %x[%c0, %i] : memref<2x9xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%r] : f32
  return %s : f32
}

// -----

// r - 1 is -1 for r = 0.
func.func @negative(%x: memref<8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(0) reduce
  %i = arith.subi %r, %c1 : index
  // expected-error @+1 {{'uop.index' op accesses memref<8xf32> out of bounds: index -1 of dimension 0 (size 8) at range axis 0 = 0}}
  %p = uop.index %x[%i] : memref<8xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%r] : f32
  return %s : f32
}

// -----

// In bounds: a row-major read over two ranges, a floor division, a GPU
// index; a gated read that leaves the buffer where the gate is false.
func.func @in_bounds(%x: memref<4x8xf32>, %y: memref<32xf32>, %z: memref<256xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %r0 = uop.range %c4 axis(0) reduce
  %r1 = uop.range %c8 axis(1) reduce
  %p = uop.index %x[%r0, %r1] : memref<4x8xf32>
  %a = uop.load %p : f32
  %row = arith.muli %r0, %c8 : index
  %flat = arith.addi %row, %r1 : index
  %q = uop.index %y[%flat] : memref<32xf32>
  %b = uop.load %q : f32
  %t = uop.special thread_id 0 size 256
  %u = uop.index %z[%t] : memref<256xf32>
  %c = uop.load %u : f32
  %past = arith.addi %flat, %c1 : index
  %ok = arith.cmpi slt, %past, %c32 : index
  %g = uop.index %y[%past] gate %ok : memref<32xf32>
  %d = uop.load %g : f32
  %ab = arith.addf %a, %b : f32
  %cd = arith.addf %c, %d : f32
  %v = arith.addf %ab, %cd : f32
  %s = uop.reduce add %v [%r0, %r1] : f32
  return %s : f32
}

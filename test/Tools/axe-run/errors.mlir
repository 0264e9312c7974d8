// Undefined behaviour and unsupported programs are errors at the op.
// RUN: not axe-run %s --split-input-file 2>&1 | FileCheck %s

// CHECK: errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'uop.index' op index [4] is out of bounds of shape [4]
func.func @out_of_bounds(%b: memref<4xf32>) -> f32 {
  %c4 = arith.constant 4 : index
  %p = uop.index %b[%c4] : memref<4xf32>
  %v = uop.load %p : f32
  return %v : f32
}

// -----

// CHECK: errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'arith.divsi' op division by zero
func.func @division_by_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %d = arith.divsi %x, %c0 : i32
  return %d : i32
}

// -----

// A range bound by uop.end but read outside it.
// CHECK: errors.mlir:[[@LINE+9]]:{{[0-9]+}}: error: 'uop.load' op varies with range axis 0, which nothing binds where it is used
func.func @unbound(%b: memref<4xf32>) -> f32 {
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  %p = uop.index %b[%r] : memref<4xf32>
  %one = arith.constant 1.0 : f32
  %s = uop.store %p, %one : f32
  %e = uop.end %s [%r]
  uop.sink %e : !uop.effect
  %v = uop.load %p : f32
  return %v : f32
}

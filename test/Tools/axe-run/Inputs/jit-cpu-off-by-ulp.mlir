// The functions of ../jit-cpu.mlir, @scale scaled by 3.0001 instead of 3.
func.func @scale(%out: memref<16xf32>, %x: memref<16xf32>) attributes {uop.kernel} {
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %p = uop.index %x[%i] : memref<16xf32>
  %v = uop.load %p : f32
  %c3 = arith.constant 3.0001 : f32
  %y = arith.mulf %v, %c3 : f32
  %o = uop.index %out[%i] : memref<16xf32>
  %s = uop.store %o, %y : f32
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

func.func @mixed(%a: f16, %b: i8, %n: index {axe.bounds = array<i64: 0, 9>}, %buf: memref<10xi32>, %flags: memref<2xi1>, %bytes: memref<1xi8>) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %v = memref.load %buf[%k] : memref<10xi32>
    %t = arith.addi %acc, %v : i32
    scf.yield %t : i32
  }
  memref.store %sum, %buf[%c0] : memref<10xi32>
  %h = arith.mulf %a, %a : f16
  %w = arith.muli %b, %b : i8
  %neg = arith.cmpi slt, %sum, %zero : i32
  memref.store %neg, %flags[%c1] : memref<2xi1>
  memref.store %w, %bytes[%c0] : memref<1xi8>
  return %h : f16
}

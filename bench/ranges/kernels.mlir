// Spec 003's kernels for bench/ranges.md (kernel-level uop IR).

// The load-collapse example: sum(1 for k in 0..64 if k >= length).
func.func @load_collapse(%out: memref<i32> {uop.output = 0 : i64}) {
  %c64 = arith.constant 64 : index
  %len = uop.define_var "length" [0, 100] : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %k = uop.range %c64 axis(0) reduce
  %ge = arith.cmpi sge, %k, %len : index
  %v = arith.select %ge, %one, %zero : i32
  %s = uop.reduce add %v [%k] : i32
  %b = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %b : memref<i32>
  return
}

// The NE-gated gather: sum(idx != r ? 0 : x[r]) over 1024 elements.
func.func @gather(%x: memref<1024xf32>, %out: memref<f32> {uop.output = 0 : i64}) {
  %n = arith.constant 1024 : index
  %zero = arith.constant 0.0 : f32
  %idx = uop.define_var "idx" [0, 1023] : index
  %r = uop.range %n axis(0) reduce
  %p = uop.index %x[%r] : memref<1024xf32>
  %e = uop.load %p : f32
  %ne = arith.cmpi ne, %idx, %r : index
  %v = arith.select %ne, %zero, %e : f32
  %s = uop.reduce add %v [%r] : f32
  %b = uop.bufferize %s [] into %out : f32 -> memref<f32>
  uop.sink %b : memref<f32>
  return
}

// RANGE(12) % 4 (range splitting) inside a 16-row loop.
func.func @split_mod(%x: memref<4xi32>, %y: memref<192xi32>, %out: memref<16xi32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %row = uop.range %c16 axis(0) loop
  %r = uop.range %c12 axis(1) reduce
  %m = uop.floormod %r, %c4 : index
  %p = uop.index %x[%m] : memref<4xi32>
  %a = uop.load %p : i32
  %base = arith.muli %row, %c12 : index
  %at = arith.addi %base, %r : index
  %q = uop.index %y[%at] : memref<192xi32>
  %b = uop.load %q : i32
  %v = arith.muli %a, %b : i32
  %s = uop.reduce add %v [%r] : i32
  %o = uop.bufferize %s [%row] into %out : i32 -> memref<16xi32>
  uop.sink %o : memref<16xi32>
  return
}

// A 1-D sum of 2^16 elements (split reduceop: [256] x [256]).
func.func @sum_65536(%x: memref<65536xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %n = arith.constant 65536 : index
  %r = uop.range %n axis(0) reduce
  %p = uop.index %x[%r] : memref<65536xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%r] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

func.func @row_sums(%x: memref<3x4xf32>, %out: memref<3x1xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c3 axis(0) loop
  %r1 = uop.range %c4 axis(1) reduce
  %p = uop.index %x[%r0, %c0] : memref<3x4xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%r1] : f32
  %o = uop.index %out[%r0, %c0] : memref<3x1xf32>
  %st = uop.store %o, %s : f32
  %e = uop.end %st [%r0]
  uop.sink %e : !uop.effect
  return
}

// The row sums of gpu-emulator.mlir, written as plain loops (axe-run --against).
func.func @row_sum(%x: memref<4x250xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c250 = arith.constant 250 : index
  %zero = arith.constant 0.0 : f32
  scf.for %r = %c0 to %c4 step %c1 {
    %s = scf.for %i = %c0 to %c250 step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %x[%r, %i] : memref<4x250xf32>
      %n = arith.addf %acc, %v : f32
      scf.yield %n : f32
    }
    memref.store %s, %out[%r] : memref<4xf32>
  }
  return
}

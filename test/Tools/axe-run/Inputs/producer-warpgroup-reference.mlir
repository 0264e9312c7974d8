// The two boxes that test/Tools/axe-run/gpu-emulator-producer-warpgroup.mlir copies by TMA into
// one shared buffer, by plain loads: element t of the first is row t / 16, column 16 + t % 16 of
// the input; of the second (at 128 + t), row t / 16, column t % 16.
func.func @reuse(%in: memref<8x32xf32>, %out: memref<256xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  scf.for %t = %c0 to %c128 step %c1 {
    %r = arith.divui %t, %c16 : index
    %c = arith.remui %t, %c16 : index
    %col = arith.addi %c, %c16 : index
    %v = memref.load %in[%r, %col] : memref<8x32xf32>
    memref.store %v, %out[%t] : memref<256xf32>
    %v2 = memref.load %in[%r, %c] : memref<8x32xf32>
    %t2 = arith.addi %t, %c128 : index
    memref.store %v2, %out[%t2] : memref<256xf32>
  }
  return
}

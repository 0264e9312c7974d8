// The two boxes that test/Tools/axe-run/gpu-emulator-mbarrier-order.mlir copies by TMA into one
// shared buffer, by plain loads: element t of the first is row 2 + t / 16, column 16 + t % 16
// of the input; of the second (at 64 + t), row 4 + t / 16, column t % 16.
func.func @reuse(%in: memref<8x32xf32>, %out: memref<128xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %t = %c0 to %c64 step %c1 {
    %r = arith.divui %t, %c16 : index
    %c = arith.remui %t, %c16 : index
    %row = arith.addi %r, %c2 : index
    %col = arith.addi %c, %c16 : index
    %v = memref.load %in[%row, %col] : memref<8x32xf32>
    memref.store %v, %out[%t] : memref<128xf32>
    %row2 = arith.addi %r, %c4 : index
    %v2 = memref.load %in[%row2, %c] : memref<8x32xf32>
    %t2 = arith.addi %t, %c64 : index
    memref.store %v2, %out[%t2] : memref<128xf32>
  }
  return
}

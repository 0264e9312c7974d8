// The box that test/Tools/axe-run/gpu-emulator-tma.mlir copies by TMA, by plain loads: element
// t is row 2 + t / 16, column 16 + t % 16 of the input.
func.func @tma(%in: memref<8x32xf32>, %out: memref<64xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %t = %c0 to %c64 step %c1 {
    %r = arith.divui %t, %c16 : index
    %c = arith.remui %t, %c16 : index
    %row = arith.addi %r, %c2 : index
    %col = arith.addi %c, %c16 : index
    %v = memref.load %in[%row, %col] : memref<8x32xf32>
    memref.store %v, %out[%t] : memref<64xf32>
  }
  return
}

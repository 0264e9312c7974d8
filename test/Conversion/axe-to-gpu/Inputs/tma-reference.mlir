// The oracles of ../tma.mlir: @stream copies its input, @narrow columns 8-11 of its input.
func.func @stream(%a: memref<320x64xf16>, %b: memref<320x64xf16> {uop.output = 0 : i64}) {
  memref.copy %a, %b : memref<320x64xf16> to memref<320x64xf16>
  return
}

func.func @narrow(%a: memref<16x64xf16>, %b: memref<16x4xf16> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %col = arith.addi %j, %c8 : index
      %v = memref.load %a[%i, %col] : memref<16x64xf16>
      memref.store %v, %b[%i, %j] : memref<16x4xf16>
    }
  }
  return
}

// The oracle of ../tma-store.mlir: each element of the input rounded to f16.
func.func @epilogue(%a: memref<64x64xf32>, %b: memref<64x64xf16> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %v = memref.load %a[%i, %j] : memref<64x64xf32>
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %b[%i, %j] : memref<64x64xf16>
    }
  }
  return
}

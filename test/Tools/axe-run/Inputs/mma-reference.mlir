// D = A B + C of gpu-emulator-mma.mlir as plain loops (axe-run --against).
func.func @mma(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %c: memref<16x8xf32>, %d: memref<16x8xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %init = memref.load %c[%i, %j] : memref<16x8xf32>
      %s = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %init) -> f32 {
        %x = memref.load %a[%i, %k] : memref<16x16xf16>
        %y = memref.load %b[%k, %j] : memref<16x8xf16>
        %xf = arith.extf %x : f16 to f32
        %yf = arith.extf %y : f16 to f32
        %p = arith.mulf %xf, %yf : f32
        %n = arith.addf %acc, %p : f32
        scf.yield %n : f32
      }
      memref.store %s, %d[%i, %j] : memref<16x8xf32>
    }
  }
  return
}

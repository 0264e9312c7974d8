// C[m, n] = sum_k A[m, k] B[k, n] in f32 (A the row-major 64 x 32 array): the oracle of
// ../wgmma-async.mlir.
func.func @k(%a: memref<64x32xf16>, %b: memref<32x8xf16>, %c: memref<64x8xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.for %m = %c0 to %c64 step %c1 {
    scf.for %n = %c0 to %c8 step %c1 {
      %sum = scf.for %k = %c0 to %c32 step %c1 iter_args(%acc = %zero) -> f32 {
        %x = memref.load %a[%m, %k] : memref<64x32xf16>
        %y = memref.load %b[%k, %n] : memref<32x8xf16>
        %xf = arith.extf %x : f16 to f32
        %yf = arith.extf %y : f16 to f32
        %p = arith.mulf %xf, %yf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%m, %n] : memref<64x8xf32>
    }
  }
  return
}

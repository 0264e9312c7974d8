// The plain GEMM examples/gpu/gemm.mlir computes, C[m, :] = sum_k A[m, k] B[k, :] in f32: the
// oracle its GPU-emulator run is checked against (A is the row-major M x K array).
func.func @gemm(%a: memref<128x128xf16>, %b: memref<128x128xf16>, %c: memref<128x128xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant dense<0.0> : vector<128xf32>
  scf.for %m = %c0 to %c128 step %c1 {
    %row = scf.for %k = %c0 to %c128 step %c1 iter_args(%acc = %zero) -> vector<128xf32> {
      %x = memref.load %a[%m, %k] : memref<128x128xf16>
      %xf = arith.extf %x : f16 to f32
      %xs = vector.broadcast %xf : f32 to vector<128xf32>
      %y = vector.load %b[%k, %c0] : memref<128x128xf16>, vector<128xf16>
      %yf = arith.extf %y : vector<128xf16> to vector<128xf32>
      %p = arith.mulf %xs, %yf : vector<128xf32>
      %s = arith.addf %acc, %p : vector<128xf32>
      scf.yield %s : vector<128xf32>
    }
    vector.store %row, %c[%m, %c0] : memref<128x128xf32>, vector<128xf32>
  }
  return
}

// Plain loops for test/Target/PTX/axe-copies.mlir.
func.func @copies(%x: memref<64x64xf16>, %a: memref<16x16xf16>, %b: memref<16x8xf16>,
                  %whole: memref<64x64xf16> {uop.output = 0 : i64}, %top: memref<32x64xf16> {uop.output = 1 : i64},
                  %square: memref<32x32xf16> {uop.output = 2 : i64}, %oa: memref<16x16xf16> {uop.output = 3 : i64},
                  %ob: memref<16x8xf16> {uop.output = 4 : i64}, %oc: memref<16x8xf32> {uop.output = 5 : i64},
                  %orows: memref<64x4xf16> {uop.output = 6 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  memref.copy %x, %whole : memref<64x64xf16> to memref<64x64xf16>
  memref.copy %a, %oa : memref<16x16xf16> to memref<16x16xf16>
  memref.copy %b, %ob : memref<16x8xf16> to memref<16x8xf16>
  scf.for %i = %c0 to %c32 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %r = arith.addi %i, %c32 : index
      %v = memref.load %x[%r, %j] : memref<64x64xf16>
      memref.store %v, %top[%i, %j] : memref<32x64xf16>
    }
    scf.for %j = %c0 to %c32 step %c1 {
      %col = arith.addi %j, %c32 : index
      %v = memref.load %x[%i, %col] : memref<64x64xf16>
      memref.store %v, %square[%i, %j] : memref<32x32xf16>
    }
  }
  scf.for %t = %c0 to %c64 step %c1 {
    scf.for %e = %c0 to %c4 step %c1 {
      %v = memref.load %x[%t, %e] : memref<64x64xf16>
      memref.store %v, %orows[%t, %e] : memref<64x4xf16>
    }
  }
  scf.for %m = %c0 to %c16 step %c1 {
    scf.for %n = %c0 to %c8 step %c1 {
      %sum = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> f32 {
        %u = memref.load %a[%k, %m] : memref<16x16xf16>
        %w = memref.load %b[%k, %n] : memref<16x8xf16>
        %uf = arith.extf %u : f16 to f32
        %wf = arith.extf %w : f16 to f32
        %p = arith.mulf %uf, %wf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %oc[%m, %n] : memref<16x8xf32>
    }
  }
  return
}

// Plain loops for test/Tools/axe-run/axe-gpu-copies.mlir: copies, and C = A^T B.

func.func @through_layouts(%x: memref<64x64xf32>, %y: memref<64x64xf32> {uop.output = 0 : i64}) {
  memref.copy %x, %y : memref<64x64xf32> to memref<64x64xf32>
  return
}

func.func @fragments(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %oa: memref<16x16xf16> {uop.output = 0 : i64}, %ob: memref<16x8xf16> {uop.output = 1 : i64}) {
  memref.copy %a, %oa : memref<16x16xf16> to memref<16x16xf16>
  memref.copy %b, %ob : memref<16x8xf16> to memref<16x8xf16>
  return
}

func.func @unaligned_fragments(%w: memref<16x16xf16>, %ob: memref<16x8xf16> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %k = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %col = arith.addi %n, %j : index
      %v = memref.load %w[%k, %col] : memref<16x16xf16>
      memref.store %v, %ob[%k, %j] : memref<16x8xf16>
    }
  }
  return
}

func.func @mma(%a: memref<16x32xf16>, %b: memref<16x16xf16>, %c: memref<32x16xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  scf.for %m = %c0 to %c32 step %c1 {
    scf.for %n = %c0 to %c16 step %c1 {
      %sum = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> f32 {
        %x = memref.load %a[%k, %m] : memref<16x32xf16>
        %y = memref.load %b[%k, %n] : memref<16x16xf16>
        %xf = arith.extf %x : f16 to f32
        %yf = arith.extf %y : f16 to f32
        %p = arith.mulf %xf, %yf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%m, %n] : memref<32x16xf32>
    }
  }
  return
}

func.func @grid_copy(%x: memref<1000xf32>, %y: memref<1000xf32> {uop.output = 0 : i64}) {
  memref.copy %x, %y : memref<1000xf32> to memref<1000xf32>
  return
}

func.func @warpgroups(%x: memref<256x4xf32>, %y: memref<256x4xf32> {uop.output = 0 : i64}) {
  memref.copy %x, %y : memref<256x4xf32> to memref<256x4xf32>
  return
}

func.func @mma_tf32(%a: memref<8x16xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.for %m = %c0 to %c16 step %c1 {
    scf.for %n = %c0 to %c8 step %c1 {
      %sum = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> f32 {
        %x = memref.load %a[%k, %m] : memref<8x16xf32>
        %y = memref.load %b[%k, %n] : memref<8x8xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%m, %n] : memref<16x8xf32>
    }
  }
  return
}

func.func @conversions(%x: memref<64xf16>, %z: memref<64xf32>, %y: memref<64xf16> {uop.output = 0 : i64}, %w: memref<64xf32> {uop.output = 1 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    %a = memref.load %x[%i] : memref<64xf16>
    %a32 = arith.extf %a : f16 to f32
    %ab = arith.truncf %a32 : f32 to bf16
    %ab32 = arith.extf %ab : bf16 to f32
    %a16 = arith.truncf %ab32 : f32 to f16
    memref.store %a16, %y[%i] : memref<64xf16>
    %b = memref.load %z[%i] : memref<64xf32>
    %nz = arith.cmpf une, %b, %zero : f32
    %bf = arith.uitofp %nz : i1 to f32
    memref.store %bf, %w[%i] : memref<64xf32>
  }
  return
}

// f32 <-> bf16 on the CPU JIT: axe-lower-to-llvm expands the conversions into integer code
// (arith-expand{include-bf16}), so a host without AVX512-BF16 needs no `__truncsfbf2` (which
// libgcc before 13, Debian 12's, lacks: the JIT could not resolve it), and every host rounds
// to nearest even as the interpreter does, bit for bit.
// RUN: axe-run %s --split-input-file --target cpu | FileCheck %s
// RUN: axe-opt %s --split-input-file --axe-lower-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: axe-run %s --split-input-file --target cpu --entry corners --print | FileCheck %s --check-prefix=BITS
// LLVM-NOT: llvm.fptrunc
// LLVM-NOT: llvm.fpext

// Random f32 through bf16 and back.
// CHECK: @round_trip: 10 trials, max abs error 0e0, max rel error 0e0: ok
func.func @round_trip(%out: memref<64xf32>, %x: memref<64xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %p = uop.index %x[%i] : memref<64xf32>
  %v = uop.load %p : f32
  %h = arith.truncf %v : f32 to bf16
  %w = arith.extf %h : bf16 to f32
  %o = uop.index %out[%i] : memref<64xf32>
  %s = uop.store %o, %w : f32
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// The rounding's corners, as bits: a tie to even down (1 + 2^-8 -> 1), a tie to even up
// (1 + 3 * 2^-8 -> 1 + 2^-6), a subnormal (2^-133), the largest finite f32 (to infinity),
// and a NaN (stays a NaN).
// CHECK: @corners: 10 trials, max abs error 0e0, max rel error 0e0: ok
// CHECK: @corners result 0: max abs error 0e0
// BITS: @corners arg 0: memref<5xi16> [16256, 16258, 1, 32640, 32704]
func.func @corners(%out: memref<5xi16>) -> i16 {
  %vals = arith.constant dense<[1.00390625, 1.01171875, 9.18354962e-41, 3.40282347e+38, 0x7FC00001]> : vector<5xf32>
  %h = arith.truncf %vals : vector<5xf32> to vector<5xbf16>
  %bits = arith.bitcast %h : vector<5xbf16> to vector<5xi16>
  %c0 = arith.constant 0 : index
  vector.store %bits, %out[%c0] : memref<5xi16>, vector<5xi16>
  %first = vector.extract %bits[0] : i16 from vector<5xi16>
  return %first : i16
}

// uop-tensor-cores applying a tensor-core schedule (uop-schedule{target=gpu}'s) to a matmul whose A reads past its buffer (k + 10 for k < 16 in rows of
// 24): the Axe route's global tensor A does not fit the argument, a located error at the
// kernel (never a kernel that reads out of bounds). The same on wgmma, whose route failed after
// the uop kernel was gone and reported at it (a crash the mutation fuzzer found).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' --verify-diagnostics
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true})' --verify-diagnostics

// expected-error@+2 {{'axe.kernel' op argument 1: its layout S[(16,64):(1,24)] + 10 addresses elements past the 1536 of memref<64x24xf16>}}
// expected-error@+1 {{cannot be lowered to tensor cores: its Axe program has no schedule}}
func.func @oob_k0(%out: memref<64x64xf32>, %a: memref<64x24xf16>, %b: memref<16x64xf16>) attributes {uop.kernel, uop.reassociate} {
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %k10 = arith.addi %k, %c10 : index
  %pa = uop.index %a[%i, %k10] : memref<64x24xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x64xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// The output's columns run to 2^31 in a buffer of 8.
// expected-error@+2 {{'axe.kernel' op argument 0: its layout S[(16,2147483648):(8,1)] addresses elements past the 128 of memref<16x8xf32>}}
// expected-error@+1 {{cannot be lowered to tensor cores: its Axe program has no schedule}}
func.func @wide_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.reassociate} {
  %c2p31 = arith.constant 2147483648 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c2p31 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

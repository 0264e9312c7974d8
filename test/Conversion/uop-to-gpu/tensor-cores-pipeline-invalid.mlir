// uop.pipeline entries uop-tensor-cores cannot take are errors at the kernel, as the pass's own
// options are (2 to 8 stages, a K step of 16, 32 or 64, async_wgmma a boolean; no other entry).
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{target=gpu},uop-tensor-cores)'

// expected-error@+1 {{uop.pipeline: stages=9; a pipeline has 2 to 8 stages}}
func.func @nine(%out: memref<64x64xf32>, %a: memref<64x128xf16>, %b: memref<128x64xf16>) attributes {uop.kernel, uop.reassociate, uop.pipeline = {stages = 9}} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 128 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x128xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<128x64xf16>
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

// expected-error@+1 {{uop.pipeline: depth=48; a K step is 16, 32 or 64 deep}}
func.func @deep(%out: memref<64x64xf32>, %a: memref<64x128xf16>, %b: memref<128x64xf16>) attributes {uop.kernel, uop.reassociate, uop.pipeline = {depth = 48}} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 128 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x128xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<128x64xf16>
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

// expected-error@+1 {{uop.pipeline has async_wgmma = 1 : i64, which is no boolean}}
func.func @async(%out: memref<64x64xf32>, %a: memref<64x128xf16>, %b: memref<128x64xf16>) attributes {uop.kernel, uop.reassociate, uop.pipeline = {async_wgmma = 1}} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 128 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x128xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<128x64xf16>
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

// expected-error@+1 {{uop.pipeline has an entry stage; its entries are stages, depth and async_wgmma}}
func.func @misspelled(%out: memref<64x64xf32>, %a: memref<64x128xf16>, %b: memref<128x64xf16>) attributes {uop.kernel, uop.reassociate, uop.pipeline = {stage = 2}} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 128 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x128xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<128x64xf16>
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

// expected-error@+1 {{uop.pipeline = [2, 32] is no dictionary}}
func.func @array(%out: memref<64x64xf32>, %a: memref<64x128xf16>, %b: memref<128x64xf16>) attributes {uop.kernel, uop.reassociate, uop.pipeline = [2, 32]} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 128 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x128xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<128x64xf16>
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

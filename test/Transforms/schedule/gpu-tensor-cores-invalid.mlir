// A tensor-core schedule (pieces on warp and lane) that the user wrote is verified, by
// uop-schedule{target=gpu} and by uop-tensor-cores, which applies it: an error at the kernel
// names the piece or the ranges no tiling of the mma atom has (docs/guides/schedules.md, GPU
// schedules).
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{target=gpu})'
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-tensor-cores)'

// A piece where the tiling has another: the warp grid's strides swapped (the 2 x 2 warps of a
// 128 x 64 output, 4 x 4 atoms each).
// expected-error @+1 {{puts piece 2:1@warp of range #0 on `warp` where mma.sync m16n8k16 tiled by 4 x 4 atoms per warp, 2 x 2 warps per block and 1 x 1 blocks has 2:2@warp: range #0 is (2:2@warp, 4:16@reg, 2:2@reg, 8:4@lane) there}}
func.func @swapped_k0(%out: memref<128x64xf32>, %a: memref<128x32xf16>, %b: memref<32x64xf16>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(2,4,2,8,2,4,4,2,32):(1@warp,16@reg,2@reg,4@lane,2@warp,4@reg,1@lane,1@reg,1@loop)]>} {
  %cm = arith.constant 128 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 32 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<128x32xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<32x64xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<128x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// Not a whole number of mma atoms: 24 rows.
// expected-error @+1 {{is a tensor-core schedule of a 24 x 8 output summed over 16 (ranges #0, #1, #2): that is no whole number of 16 x 8 x 16 mma atoms}}
func.func @odd_k0(%out: memref<24x8xf32>, %a: memref<24x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(3,8,4,2,16):(1@reg,4@lane,1@lane,3@reg,1@loop)]>} {
  %cm = arith.constant 24 : index
  %cn = arith.constant 8 : index
  %ck = arith.constant 16 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<24x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<24x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// Lanes that are no atom's: 4 x 4 outputs per atom on the lanes.
// expected-error @+1 {{splits range #0 into (4:2@reg, 4:4@lane), which is no tensor-core tiling: its lanes hold 4 x 4 outputs of each atom, where the m16n8k16 atom's 32 lanes hold 8 rows x 4 column pairs}}
func.func @lanes_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(4,4,4,2,16):(2@reg,4@lane,1@lane,1@reg,1@loop)]>} {
  %cm = arith.constant 16 : index
  %cn = arith.constant 8 : index
  %ck = arith.constant 16 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
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

// -----

// 64 warps a block (8 x 8 of one atom each): over the 1024 threads of a block, which the
// layout attribute itself refuses (`warp` has 32 coordinates).
// expected-error @+1 {{the layout reaches coordinates 0 to 63 on `warp`, which has 32 (0 to 31)}}
func.func @warps_k0(%out: memref<128x64xf32>, %a: memref<128x32xf16>, %b: memref<32x64xf16>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,2,8,8,4,2,32):(8@warp,2@reg,4@lane,1@warp,1@lane,1@reg,1@loop)]>} {
  %cm = arith.constant 128 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 32 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<128x32xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<32x64xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<128x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A block tile that does not divide the output: 48 rows in blocks of 32 (a partial block).
// expected-error @+1 {{puts piece 2:1@by of range #0 on `by`: its 2 blocks of 32 cover 64 points, not the range's 48; a tensor-core schedule's block tiles divide the output (no partial block)}}
func.func @partial_k0(%out: memref<48x8xf32>, %a: memref<48x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(2,2,2,8,4,2,16):(1@by,4@reg,2@reg,4@lane,1@lane,1@reg,1@loop)]>} {
  %cm = arith.constant 48 : index
  %cn = arith.constant 8 : index
  %ck = arith.constant 16 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<48x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<48x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// The tensor cores sum in an order of their own: the kernel must allow it.
// expected-error @+1 {{has a tensor-core schedule S[(2,8,4,2,16):(2@reg,4@lane,1@lane,1@reg,1@loop)], which sums in an order of its own: add uop.reassociate to the kernel to allow it}}
func.func @exact_k0(%out: memref<16x8xf32>, %a: memref<16x16xf16>, %b: memref<16x8xf16>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,8,4,2,16):(2@reg,4@lane,1@lane,1@reg,1@loop)]>} {
  %cm = arith.constant 16 : index
  %cn = arith.constant 8 : index
  %ck = arith.constant 16 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
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

// -----

// Pieces on warp and lane in a kernel written as a matrix product that the tensor cores cannot
// take (f32 factors). (Pieces on warp or lane in any other kernel are refused as a general GPU
// schedule's, gpu-invalid.mlir.)
// expected-error @+1 {{has a tensor-core schedule S[(2,8,4,2,16):(2@reg,4@lane,1@lane,1@reg,1@loop)] (pieces on warp and lane), but is no matrix product the tensor cores take: a factor loads f32; the tensor cores take f16 or bf16 inputs widened to f32}}
func.func @f32_k0(%out: memref<16x8xf32>, %a: memref<16x16xf32>, %b: memref<16x8xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(2,8,4,2,16):(2@reg,4@lane,1@lane,1@reg,1@loop)]>} {
  %cm = arith.constant 16 : index
  %cn = arith.constant 8 : index
  %ck = arith.constant 16 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// A GPU schedule's register tiles (a reducing kernel's per-thread points on `reg` or `simd`,
// axe_schedule::gpu_registers) that the lowering cannot apply are refused at the kernel, naming
// the piece: uop-schedule{target=gpu} refuses a user's, and uop-map-gpu-ranges, which applies
// schedules, refuses the same.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{target=gpu})'
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-map-gpu-ranges)'

// A simd piece on an access that is not contiguous along it: B[j, k] moves by 64 elements with j.
// expected-error @+1 {{puts piece 4:1@simd of range #1 on `simd`: an access along it is not contiguous in it}}
func.func @transposed(%out: memref<64x64xf32>, %a: memref<64x64xf32>, %b: memref<64x64xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64,16,4,64):(1@bx,1@tx,1@simd,1@loop)]>} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c64 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%j, %k] : memref<64x64xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A simd piece on a padded range: 2 blocks of 128 x 4 points cover 1024 of j's 1000, and the
// guard of the partial last block gates every access along j (a vector access has no mask).
// expected-error @+1 {{puts piece 4:1@simd of range #1 on `simd`: an access along it varies with a range whose last block is partial}}
func.func @padded(%out: memref<8x1000xf32>, %a: memref<8x16xf32>, %b: memref<16x1000xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,2,128,4,16):(1@by,1@bx,1@tx,1@simd,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c1000 = arith.constant 1000 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c1000 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<8x16xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<16x1000xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<8x1000xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A vector over 16 bytes: 8 f32 lanes.
// expected-error @+1 {{puts piece 8:1@simd of range #1 on `simd`: 8 lanes of 4-byte elements are 32 bytes, and a thread's vector access is a power of two of at most 16 bytes}}
func.func @wide_vector(%out: memref<64x64xf32>, %a: memref<64x64xf32>, %b: memref<64x64xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64,8,8,64):(1@bx,1@tx,1@simd,1@loop)]>} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c64 axis(1) loop
  %k = uop.range %c64 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<64x64xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A vector of lanes that are not a power of two: 6 f32 lanes (24 bytes).
// expected-error @+1 {{the simd piece of range #1 has 6 lanes; vectors have a power-of-two lane count}}
func.func @six_lanes(%out: memref<64x96xf32>, %a: memref<64x64xf32>, %b: memref<64x96xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64,16,6,64):(1@bx,1@tx,1@simd,1@loop)]>} {
  %c64 = arith.constant 64 : index
  %c96 = arith.constant 96 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c96 axis(1) loop
  %k = uop.range %c64 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<64x96xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x96xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// More than 64 points in registers through a reduction: 128 accumulators per thread.
// expected-error @+1 {{puts piece 128:1@reg of range #1 on `reg`: the register tiles then hold 128 points, over the 64 a thread keeps through a reduction}}
func.func @many_points(%out: memref<64x128xf32>, %a: memref<64x64xf32>, %b: memref<64x128xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64,128,64):(1@bx,1@reg,1@loop)]>} {
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %i = uop.range %c64 axis(0) loop
  %j = uop.range %c128 axis(1) loop
  %k = uop.range %c64 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<64x128xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x128xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// Two simd pieces: the store range's 4 points and the kernel's own upcast range u.
// expected-error @+1 {{puts piece 4:1@simd of range #1 on `simd` beside piece 4:1@simd of range #0 on `simd`: a thread's register tiles have one simd piece}}
func.func @two_simd(%out: memref<4x64xf32>, %a: memref<4x16x64xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(16,4,4,16):(1@tx,1@simd,1@simd,1@loop)]>} {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %u = uop.range %c4 axis(1) upcast
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%u, %k, %i] : memref<4x16x64xf32>
  %va = uop.load %pa : f32
  %s = uop.reduce add %va [%k] : f32
  %po = uop.index %out[%u, %i] : memref<4x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %u]
  uop.sink %e : !uop.effect
  return
}

// -----

// A simd piece in a kernel without a reduction: nothing carries a register tile (its per-thread
// points are a reg piece, which axe-vectorize-upcast makes vector accesses).
// expected-error @+1 {{puts piece 4:1@simd of range #0 on `simd`: a gpu kernel's register tile is carried through its reductions, and this kernel has none}}
func.func @no_reduction(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64,4):(1@tx,1@simd)]>} {
  %c256 = arith.constant 256 : index
  %j = uop.range %c256 axis(0) loop
  %p = uop.index %x[%j] : memref<256xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<256xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A register tile on an upcast range split in two pieces: a tile is the whole range on one piece.
// expected-error @+1 {{puts piece 2:1@reg of range #1 on `reg`: a range the store does not map onto the grid}}
func.func @split_tile(%out: memref<4x64xf32>, %a: memref<4x16x64xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64,2,2,16):(1@tx,1@reg,2@reg,1@loop)]>} {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %u = uop.range %c4 axis(1) upcast
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%u, %k, %i] : memref<4x16x64xf32>
  %va = uop.load %pa : f32
  %s = uop.reduce add %va [%k] : f32
  %po = uop.index %out[%u, %i] : memref<4x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %u]
  uop.sink %e : !uop.effect
  return
}

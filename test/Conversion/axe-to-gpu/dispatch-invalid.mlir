// Operators axe-dispatch-gpu finds no schedule for: each error names the constraint that
// failed (spec 001 section 3.2: an instruction the layouts cannot take, a scope mismatch
// between an operator and its tensors), one per split.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(axe-dispatch-gpu)'

// A column-major array read into row-major shared memory: no dimension is contiguous on both
// sides, so there is no 16-byte chunk to cp.async.
!g = !axe.tensor<32x32xf16, global, #axe.layout<S[(32,32):(1,32)]>>
!s = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(32,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  // expected-error @+1 {{cannot be cp.async: copies of 4, 8 or 16 bytes need runs of contiguous, aligned elements, but the global layout S[(32,32):(1,32)] holds runs of 1 elements contiguous and aligned along dimension 1 (2 bytes)}}
  axe.copy %x to %s at cta async : !g to !s
  axe.return
}

// -----

// The region's offset along the contiguous dimension is a thread id: not proved aligned.
!g = !axe.tensor<32x64xf16, global>
!s = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(32,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %t = gpu.thread_id x
  %s = axe.alloc : !s
  // expected-error @+1 {{the global region's offset along dimension 1 is proved a multiple of only 1}}
  axe.copy %x[%c0, %t] to %s at cta async : !g to !s
  axe.return
}

// -----

// An accumulator with four consecutive elements of a row per lane is no mma.sync fragment.
!fa = !axe.tensor<16x16xf16, reg, #axe.layout<S[(2,4,2,2,8):(4@reg,1@lane,1@reg,2@reg,4@lane)]>>
!fb = !axe.tensor<16x8xf16, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
!fc = !axe.tensor<16x8xf32, reg, #axe.layout<S[(16,2,4):(2@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %fa = axe.alloc : !fa
  %fb = axe.alloc : !fb
  %fc = axe.alloc : !fc
  // expected-error @+1 {{cannot run on mma.sync m16n8k16: C is no tiling of the atom's fragment: its layout S[(16,2,4):(2@lane,1@lane,1@reg)] is not a tiling of the atom's fragment}}
  axe.gemm %fa, %fb into %fc at warp : !fa, !fb into !fc
  axe.return
}

// -----

// Two warps' atoms are not one warp's fragment.
!fa = !axe.tensor<16x32xf16, reg, #axe.layout<S[(2,4,2,2,2,8):(4@reg,1@lane,1@reg,1@warp,2@reg,4@lane)]>>
!fb = !axe.tensor<16x8xf16, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
!fc = !axe.tensor<32x8xf32, reg, #axe.layout<S[(2,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 64>} {
  %fa = axe.alloc : !fa
  %fb = axe.alloc : !fb
  %fc = axe.alloc : !fc
  // expected-error @+1 {{A is no tiling of the atom's fragment: its atoms are laid out on 'warp'}}
  axe.gemm %fa, %fb into %fc at warp : !fa, !fb into !fc
  axe.return
}

// -----

// A register tensor spread over warps, copied at warp scope.
!g = !axe.tensor<64xf32, global>
!r = !axe.tensor<64xf32, reg, #axe.layout<S[(2,32):(1@warp,1@lane)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 64>} {
  %r = axe.alloc : !r
  // expected-error @+1 {{runs at warp scope, but its register tensor's layout S[(2,32):(1@warp,1@lane)] spreads over 'warp', beyond one warp's threads}}
  axe.copy %x to %r at warp : !g to !r
  axe.return
}

// -----

// Every lane holds every element: storing it would write each element 32 times.
!g = !axe.tensor<4xf32, global>
!r = !axe.tensor<4xf32, reg, #axe.layout<S[4:1@reg] + R[32:1@lane]>>
axe.kernel @k() -> !g attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %y = axe.alloc : !g
  %r = axe.alloc : !r
  // expected-error @+1 {{stores a replicated register tensor (S[4:1@reg] + R[32:1@lane]): several threads would write each element}}
  axe.copy %r to %y at warp : !r to !g
  axe.return %y : !g
}

// -----

!r = !axe.tensor<4xf32, reg, #axe.layout<S[4:1@reg]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !r
  %b = axe.alloc : !r
  // expected-error @+1 {{copies registers to registers, which has no schedule; copy through shared memory}}
  axe.copy %a to %b at thread : !r to !r
  axe.return
}

// -----

!g = !axe.tensor<64xf32, global>
!s = !axe.tensor<64xf32, shared, #axe.layout<S[64:1]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  // expected-error @+1 {{runs at kernel scope, which copies global memory to global memory (shared memory and registers belong to one block or thread)}}
  axe.copy %x to %s at kernel : !g to !s
  axe.return
}

// -----

!g = !axe.tensor<64xf32, global>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  // expected-error @+1 {{allocates global memory that the kernel does not return}}
  %y = axe.alloc : !g
  axe.return
}

// -----

!s = !axe.tensor<64xf32, shared, #axe.layout<S[64:1]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    // expected-error @+1 {{allocates inside a loop or branch; a GPU kernel allocates its tensors once, at its top}}
    %s = axe.alloc : !s
  }
  axe.return
}

// -----

// Each buffer fits; together they pass the 227 KiB of shared memory (dynamic past 48 KiB) a
// block has on sm_90.
!s = !axe.tensor<256x256xf16, shared, #axe.layout<S[(256,256):(256,1)]>>
// expected-error @+1 {{takes the kernel's shared memory to 262160 bytes (262144 of buffers, 16 to align their start); a block has at most 232448}}
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !s
  %b = axe.alloc : !s
  axe.return
}

// -----

!g = !axe.tensor<64xf32, global>
!s = !axe.tensor<64xf32, shared, #axe.layout<S[64:1]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 96>} {
  %s = axe.alloc : !s
  // expected-error @+1 {{runs at warpgroup scope, but a block of 96 threads is no whole number of warpgroups (128 threads)}}
  axe.copy %x to %s at warpgroup : !g to !s
  axe.return
}

// -----

!g = !axe.tensor<256xf32, global>
!r = !axe.tensor<256xf32, reg, #axe.layout<S[(8,32):(1@warp,1@lane)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 256>} {
  %r = axe.alloc : !r
  // expected-error @+1 {{runs at warpgroup scope, but its register tensor's layout S[(8,32):(1@warp,1@lane)] spreads over more than the warpgroup's 4 warps}}
  axe.copy %x to %r at warpgroup : !g to !r
  axe.return
}

// -----

// A tensor a branch yields has no buffer of its own.
!s = !axe.tensor<64xf32, shared, #axe.layout<S[64:1]>>
!g = !axe.tensor<64xf32, global>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !s
  %b = axe.alloc : !s
  %t = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %t, %c0 : index
  %pick = scf.if %first -> !s {
    scf.yield %a : !s
  } else {
    scf.yield %b : !s
  }
  // expected-error @+1 {{uses a tensor that is neither an argument of the kernel nor an axe.alloc at its top}}
  axe.copy %x to %pick at cta : !g to !s
  axe.return
}

// -----

// Each size is within CUDA's limits, but together they pass 2^63 threads.
// expected-error @+1 {{launches more than 2^63 threads}}
axe.kernel @k() attributes {grid = array<i64: 2147483647, 65535, 65535>, block = array<i64: 1024>} {
  axe.return
}

// -----

// wgmma's accumulator is its own fragment: a row-major register tile is not it.
!a = !axe.tensor<64x64xf16, shared, #axe.layout<S[(64,64):(1,64)]>, swizzle<3, 3, 3>>
!b = !axe.tensor<64x8xf16, shared, #axe.layout<S[(64,8):(8,1)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,8,2,8):(1@warp,1@lane,2@reg,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{cannot run on wgmma: C's layout S[(4,8,2,8):(1@warp,1@lane,2@reg,1@reg)] is not the accumulator fragment}}
  axe.gemm %a, %b into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

// K-major rows of 32 bytes with no swizzle: the canonical layout has 16-byte rows.
!a = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(1,16)]>>
!b = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{cannot run on wgmma: the [16, 64] slice of A (S[(16,64):(1,16)]) is no canonical wgmma layout: K-major: element [0, 1] is 32 bytes in, the canonical layout has 16; MN-major:}}
  axe.gemm %a, %b into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

!a = !axe.tensor<64x64xf16, shared, #axe.layout<S[(64,64):(1,64)]>, swizzle<3, 3, 3>>
!b = !axe.tensor<64x8xf16, shared, #axe.layout<S[(64,8):(8,1)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 64>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{runs wgmma at warpgroup scope, but a block of 64 threads is no whole number of warpgroups (128 threads)}}
  axe.gemm %a, %b into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

// A stage of B moves by 4 elements (8 bytes): a descriptor's start address is a multiple of 16.
!a = !axe.tensor<64x64xf16, shared, #axe.layout<S[(64,64):(1,64)]>, swizzle<3, 3, 3>>
!b = !axe.tensor<2x64x8xf16, shared, #axe.layout<S[(2,64,8):(4,8,1)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  %i = arith.constant 1 : index
  // expected-error @+1 {{cannot run on wgmma: B's leading dimensions move by 8 bytes, not a multiple of 16}}
  axe.gemm %a, %b[%i] into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

// wgmma's rows come 64 at a time.
!a = !axe.tensor<16x32xf16, shared, #axe.layout<S[(16,32):(1,16)]>>
!b = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!c = !axe.tensor<32x8xf32, reg, #axe.layout<S[(2,8,2,4,2):(1@warp,4@lane,2@reg,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{cannot run on wgmma: C is 32 x 8; m64nNk16 needs M a multiple of 64 and N a multiple of 8 up to 256}}
  axe.gemm %a, %b into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

// A swizzle of 32-byte chunks is none of wgmma's (they move 16-byte chunks).
!a = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(1,16)]>, swizzle<3, 4, 3>>
!b = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{cannot run on wgmma: A's swizzle<3, 4, 3> is none of wgmma's (swizzle<1|2|3, 3, 3> for 2-byte elements)}}
  axe.gemm %a, %b into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

// cp.async moves bytes: it cannot convert f32 to f16 on the way.
!g = !axe.tensor<32x32xf32, global>
!s = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(32,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %s = axe.alloc : !s
  // expected-error @+1 {{cannot be cp.async: it converts f32 to f16}}
  axe.copy %x to %s at cta async : !g to !s
  axe.return
}

// -----

// A Trainium tensor and operator in a GPU kernel: each is named.
!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!g = !axe.tensor<32x32xf32, global>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  // expected-error @+1 {{allocates a Trainium tensor in a GPU kernel}}
  %t = axe.alloc : !t
  // expected-error @+1 {{has no GPU schedule ('axe.map' is a Trainium operator)}}
  axe.map exp %t into %t : !t, !t
  axe.return
}

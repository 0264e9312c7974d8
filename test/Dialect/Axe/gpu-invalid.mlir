// Verifier and parser errors of GPU tensors (global, shared, reg), GPU kernels and the GPU
// forms of the operators (spec 001 section 3.2), one per split.
// RUN: axe-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{a tensor in shared needs an #axe.layout over m}}
func.func private @f(!axe.tensor<32x32xf16, shared>)

// -----

// expected-error @+1 {{a tensor in reg needs an #axe.layout over reg and the thread axes}}
func.func private @f(!axe.tensor<16x8xf32, reg>)

// -----

// expected-error @+1 {{a shared tensor's layout may only use the axes m, but it uses 'lane'}}
func.func private @f(!axe.tensor<4x8xf16, shared, #axe.layout<S[(4,8):(8@lane,1)]>>)

// -----

// expected-error @+1 {{a reg tensor's layout may only use the axes reg, lane, warp, tx, but it uses 'm'}}
func.func private @f(!axe.tensor<16x8xf16, reg, #axe.layout<S[(16,8):(8,1@reg)]>>)

// -----

// expected-error @+1 {{the layout spans 262144 bytes of shared memory; a block has at most 232448}}
func.func private @f(!axe.tensor<512x256xf16, shared, #axe.layout<S[(512,256):(256,1)]>>)

// -----

// expected-error @+1 {{the layout holds 2048 bytes per thread; a thread has at most 255 32-bit registers}}
func.func private @f(!axe.tensor<512xf32, reg, #axe.layout<S[512:1@reg]>>)

// -----

// expected-error @+1 {{a global tensor cannot be replicated}}
func.func private @f(!axe.tensor<8xf32, global, #axe.layout<S[8:1] + R[2:8]>>)

// -----

// expected-error @+1 {{needs both 'grid' and 'block' (a GPU kernel) or neither}}
axe.kernel @k() attributes {block = array<i64: 128>} {
  axe.return
}

// -----

// expected-error @+1 {{'block' sizes must be in [1, 1024] along x, but got 2048}}
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 2048>} {
  axe.return
}

// -----

// expected-error @+1 {{has 2048 threads per block; a block has at most 1024}}
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 64, 32>} {
  axe.return
}

// -----

// expected-error @+1 {{'grid' has 1 to 3 sizes (x, y, z), but got 4}}
axe.kernel @k() attributes {grid = array<i64: 1, 1, 1, 1>, block = array<i64: 32>} {
  axe.return
}

// -----

// expected-error @+1 {{argument 0 must be a global !axe.tensor, but got '!axe.tensor<8xf32, hbm>'}}
axe.kernel @k(%x: !axe.tensor<8xf32, hbm>) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  axe.return
}

// -----

// expected-error @+1 {{argument 0 must be an hbm !axe.tensor, but got '!axe.tensor<8xf32, global>'}}
axe.kernel @k(%x: !axe.tensor<8xf32, global>) {
  axe.return
}

// -----

!g = !axe.tensor<32x32xf16, global>
!s = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(32,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  // expected-error @+1 {{on GPU tensors needs an execution scope ('at cta', 'at warp', ...)}}
  axe.copy %x to %s : !g to !s
  axe.return
}

// -----

!h = !axe.tensor<128x4xf32, hbm>
!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @k(%x: !h) {
  %t = axe.alloc : !t
  // expected-error @+1 {{on Trainium tensors runs at kernel scope; 'at warp' is for GPU tensors}}
  axe.copy %x to %t at warp : !h to !t
  axe.return
}

// -----

!g = !axe.tensor<32x32xf16, global>
!t = !axe.tensor<32x32xf16, sbuf, #axe.layout<S[(32,32):(1@P,1@F)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %t = axe.alloc : !t
  // expected-error @+1 {{mixes GPU tensors (global, shared, reg) with Trainium ones (hbm, sbuf, psum)}}
  axe.copy %x to %t at cta : !g to !t
  axe.return
}

// -----

!g = !axe.tensor<32x32xf16, global>
!s = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(32,1)]>>
axe.kernel @k(%x: !g) -> !g attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  %y = axe.alloc : !g
  // expected-error @+1 {{is 'async' only from global into shared memory (cp.async, TMA) or from shared into global memory (a TMA store)}}
  axe.copy %x to %y at cta async : !g to !g
  axe.return %y : !g
}

// -----

!g = !axe.tensor<64x64xf16, global>
!s = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(32,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %s = axe.alloc : !s
  // expected-error @+1 {{takes regions of both operands only when one is a shared stack of tiles}}
  axe.copy %x[%c0, %c0] to %x[%c0, %c0] at cta : !g to !g
  axe.return
}

// -----

!g = !axe.tensor<16x16xf16, global>
!s = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(32,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %s = axe.alloc : !s
  // expected-error @+1 {{copies a [32, 32] region out of a [16, 16] tensor}}
  axe.copy %x[%c0, %c0] to %s at cta : !g to !s
  axe.return
}

// -----

!g = !axe.tensor<64xf16, global>
!s = !axe.tensor<8x8xf16, shared, #axe.layout<S[(8,8):(8,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %s = axe.alloc : !s
  // expected-error @+1 {{takes a region of the trailing 2 dimensions of a tensor of rank 1}}
  axe.copy %x[%c0] to %s at cta : !g to !s
  axe.return
}

// -----

!a = !axe.tensor<16x16xf16, reg, #axe.layout<S[(16,16):(16@reg,1@reg)]>>
!b = !axe.tensor<16x8xf16, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
!c = !axe.tensor<16x8xf32, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{runs on the tensor cores at warp scope (mma.sync) or warpgroup scope (wgmma), not at cta}}
  axe.gemm %a, %b into %c at cta : !a, !b into !c
  axe.return
}

// -----

!a = !axe.tensor<8x8xf16, reg, #axe.layout<S[(8,8):(8@reg,1@reg)]>>
!b = !axe.tensor<8x8xbf16, reg, #axe.layout<S[(8,8):(8@reg,1@reg)]>>
!c = !axe.tensor<8x8xf32, reg, #axe.layout<S[(8,8):(8@reg,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{multiplies f16, bf16 or f32 (as tf32) inputs of one type, but got 'f16' and 'bf16'}}
  axe.gemm %a, %b into %c at warp : !a, !b into !c
  axe.return
}

// -----

!a = !axe.tensor<16x16xf16, shared, #axe.layout<S[(16,16):(16,1)]>>
!b = !axe.tensor<16x8xf16, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
!c = !axe.tensor<16x8xf32, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{reads A from registers (mma.sync), but it is in shared}}
  axe.gemm %a, %b into %c at warp : !a, !b into !c
  axe.return
}

// -----

// wgmma reads A and B from shared memory.
!a = !axe.tensor<16x64xf16, reg, #axe.layout<S[(16,2,32):(2@reg,1@reg,1@lane)]>>
!b = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{reads A from shared memory at warpgroup scope (wgmma), but it is in reg}}
  axe.gemm %a, %b into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

!a = !axe.tensor<2x16x64xf32, shared, #axe.layout<S[(2,16,64):(1024,64,1)]>>
!b = !axe.tensor<2x16x8xf32, shared, #axe.layout<S[(2,16,8):(128,8,1)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  %i = arith.constant 0 : index
  // expected-error @+1 {{multiplies f16 or bf16 inputs of one type at warpgroup scope (wgmma), but got 'f32' and 'f32'}}
  axe.gemm %a[%i], %b[%i] into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

!a = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(64,1)]>>
!b = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!c = !axe.tensor<64x8xf32, shared, #axe.layout<S[(64,8):(8,1)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{accumulates in registers (wgmma), but C is in shared}}
  axe.gemm %a, %b into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

// A stage of a 3-D shared buffer is picked by one offset, for its leading dimension.
!a = !axe.tensor<2x16x64xf16, shared, #axe.layout<S[(2,16,64):(1024,64,1)]>>
!b = !axe.tensor<2x16x8xf16, shared, #axe.layout<S[(2,16,8):(128,8,1)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  %i = arith.constant 0 : index
  // expected-error @+1 {{needs 1 offsets for the leading dimensions of the rank-3 shared A, but got 2}}
  axe.gemm %a[%i, %i], %b[%i] into %c at warpgroup : !a, !b into !c
  axe.return
}

// -----

!a = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(64,1)]>>
!b = !axe.tensor<16x8xf16, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
!c = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  %i = arith.constant 0 : index
  // expected-error @+1 {{takes offsets only for a shared B, but B is in reg}}
  axe.gemm %a, %b[%i] into %c at warp : !a, !b into !c
  axe.return
}

// -----

!c = !axe.tensor<16x8xf32, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c = axe.alloc : !c
  %zero = arith.constant 0.0 : f16
  // expected-error @+1 {{fills with a 'f16' value a tensor of 'f32'}}
  axe.fill %zero into %c : f16 into !c
  axe.return
}

// -----

axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  // expected-error @+1 {{leaves 0 to 7 groups pending (cp.async.wait_group), but got 9}}
  axe.wait_async 9
  axe.return
}

// -----

axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  // expected-error @+1 {{leaves 0 to 7 gemms pending (wgmma.wait_group), but got -1}}
  axe.wait_gemm -1
  axe.return
}

// -----

// Only a warpgroup's wgmma runs asynchronously.
!a = !axe.tensor<16x16xf16, reg, #axe.layout<S[(2,4,2,2,8):(4@reg,1@lane,1@reg,2@reg,4@lane)]>>
!b = !axe.tensor<16x8xf16, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
!c = !axe.tensor<16x8xf32, reg, #axe.layout<S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{is 'async' (wgmma) only at warpgroup scope}}
  axe.gemm %a, %b into %c at warp async : !a, !b into !c
  axe.return
}

// -----

// expected-error @+1 {{only a shared tensor takes a swizzle, not a global one}}
func.func private @f(!axe.tensor<64xf16, global, #axe.layout<S[64:1]>, swizzle<1, 3, 1>>)

// -----

// expected-error @+1 {{swizzle<3, 3, 2> needs B >= 1, M >= 0, S >= B and B + M + S <= 30}}
func.func private @f(!axe.tensor<256xf16, shared, #axe.layout<S[256:1]>, swizzle<3, 3, 2>>)

// -----

// expected-error @+1 {{swizzle<3, 3, 3> permutes blocks of 512 elements, but the layout #axe.layout<S[(8,32):(32,1)]> spans 256 (not a multiple), so a swizzled address could leave the buffer}}
func.func private @f(!axe.tensor<8x32xf16, shared, #axe.layout<S[(8,32):(32,1)]>, swizzle<3, 3, 3>>)

// -----

// expected-error @+1 {{expected 'swizzle'}}
func.func private @f(!axe.tensor<8x32xf16, shared, #axe.layout<S[(8,32):(32,1)]>, twist<3, 3, 3>>)

// -----

// expected-error @+1 {{swizzle<2, 9223372036854775807, 3> needs B >= 1, M >= 0, S >= B and B + M + S <= 30}}
func.func private @f(!axe.tensor<256xf16, shared, #axe.layout<S[256:1]>, swizzle<2, 9223372036854775807, 3>>)

// -----

// expected-error @+1 {{'grid' sizes must be in [1, 65535] along y, but got 65536}}
axe.kernel @k() attributes {grid = array<i64: 1, 65536>, block = array<i64: 32>} {
  axe.return
}

// -----

// expected-error @+1 {{an !axe.tensor has rank 1 or more}}
func.func private @f(!axe.tensor<f32, global>)

// -----

// expected-error @+1 {{dimensions of an !axe.tensor must be positive, but got 0}}
func.func private @f(!axe.tensor<0x8xf32, global>)

// -----

// expected-error @+1 {{the element type must be an integer or float type, but got 'index'}}
func.func private @f(!axe.tensor<8xindex, global>)


// -----

!g = !axe.tensor<8x8xf16, global>
!s = !axe.tensor<2x16x16xf16, shared, #axe.layout<S[(2,16,16):(256,16,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %s = axe.alloc : !s
  // expected-error @+1 {{copies a [16, 16] tile, larger than the [8, 8] region tensor}}
  axe.copy %x[%c0, %c0] to %s[%c0, %c0, %c0] at cta : !g to !s
  axe.return
}

// -----

!a = !axe.tensor<16x16xf16, reg, #axe.layout<S[(16,16):(16@reg,1@reg)]>>
!b = !axe.tensor<8x8xf16, reg, #axe.layout<S[(8,8):(8@reg,1@reg)]>>
!c = !axe.tensor<16x8xf32, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{contracts K = 16 of A with K = 8 of B}}
  axe.gemm %a, %b into %c at warp : !a, !b into !c
  axe.return
}

// -----

!a = !axe.tensor<16x16xf16, reg, #axe.layout<S[(16,16):(16@reg,1@reg)]>>
!b = !axe.tensor<16x8xf16, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
!c = !axe.tensor<8x16xf32, reg, #axe.layout<S[(8,16):(16@reg,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{needs C of shape [16, 8], but got [8, 16]}}
  axe.gemm %a, %b into %c at warp : !a, !b into !c
  axe.return
}

// -----

!a = !axe.tensor<256xf16, reg, #axe.layout<S[256:1@reg]>>
!b = !axe.tensor<16x8xf16, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
!c = !axe.tensor<16x8xf32, reg, #axe.layout<S[(16,8):(8@reg,1@reg)]>>
axe.kernel @k() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{needs 2-D operands A[K,M], B[K,N], C[M,N] (or shared A and B sliced to 2-D)}}
  axe.gemm %a, %b into %c at warp : !a, !b into !c
  axe.return
}

// -----

!g = !axe.tensor<8xf32, global>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %z = arith.constant 0.0 : f32
  // expected-error @+1 {{fills a register, shared or sbuf tensor, but dst is in global}}
  axe.fill %z into %x : f32 into !g
  axe.return
}

// -----

!g = !axe.tensor<4x8x8xf16, global>
!s = !axe.tensor<8x8xf16, shared, #axe.layout<S[(8,8):(8,1)]>>
axe.kernel @k(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %s = axe.alloc : !s
  // expected-error @+1 {{takes its shape from the shared stack's trailing 3 dimensions, but it has rank 2}}
  axe.copy %x[%c0, %c0, %c0] to %s[%c0, %c0] at cta : !g to !s
  axe.return
}

// -----

// A kernel in thread block clusters of two blocks along y verifies; its cluster must be a layout.
axe.kernel @clustered() attributes {grid = array<i64: 1, 2>, block = array<i64: 128>, axe.cluster = #axe.layout<S[2:1@by]>} {
  axe.return
}

// -----

// expected-error @+1 {{'axe.kernel' op 'axe.cluster' must be an #axe.layout over block axes}}
axe.kernel @k() attributes {grid = array<i64: 1, 2>, block = array<i64: 128>, axe.cluster = 2 : i64} {
  axe.return
}

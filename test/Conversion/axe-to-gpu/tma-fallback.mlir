// With tma=true, a kernel whose asynchronous copies cannot all be TMA copies keeps cp.async for
// every one of them (axe.wait_async counts one kind of copy); a remark at the copy that cannot
// be names the TMA constraint it fails (lowering/src/gpu/dispatch/tma.rs). One kernel per split.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(axe-dispatch-gpu{tma=true})' | FileCheck %s
// CHECK-NOT: nvgpu.tma
// CHECK-NOT: mbarrier

// Rows of 4 f16 (8 bytes): TMA copies rows of multiples of 16 bytes.
!g = !axe.tensor<16x64xf16, global>
!s = !axe.tensor<16x4xf16, shared, #axe.layout<S[(16,4):(4,1)]>>
axe.kernel @rows(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  %c0 = arith.constant 0 : index
  // expected-remark @+1 {{is no TMA copy: it copies rows of 8 bytes; TMA copies multiples of 16; the kernel's asynchronous copies stay cp.async}}
  axe.copy %x[%c0, %c0] to %s at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// Rows of 256 bytes swizzled <3, 3, 4> (the mma.sync GEMM's B stage at 128 columns): TMA's
// swizzles are of 32-, 64- and 128-byte rows, and two boxes of 128-byte rows would not be
// dense in this layout either.
!g = !axe.tensor<32x128xf16, global>
!s = !axe.tensor<32x128xf16, shared, #axe.layout<S[(32,128):(128,1)]>, swizzle<3, 3, 4>>
axe.kernel @swizzle(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %s = axe.alloc : !s
  // expected-remark @+1 {{is no TMA copy: it writes shared memory swizzled <3, 3, 4> in rows of 256 bytes, which is none of TMA's swizzles}}
  axe.copy %x to %s at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// At warp scope: one thread of the block issues a TMA copy, for the block.
!g = !axe.tensor<16x64xf16, global>
!s = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(64,1)]>>
axe.kernel @warp(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  // expected-remark @+1 {{is no TMA copy: it runs at warp scope; one thread of the block issues a TMA copy}}
  axe.copy %x to %s at warp async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// Rows padded to 72 elements (against bank conflicts): a box lands with no gaps.
!g = !axe.tensor<16x64xf16, global>
!s = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(72,1)]>>
axe.kernel @padded(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  // expected-remark @+1 {{is no TMA copy: it writes shared memory in a layout (S[(16,64):(72,1)]) that does not hold boxes [16, 64] densely}}
  axe.copy %x to %s at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// Stages 1032 elements apart: the second starts at byte 2064, no multiple of 128.
!g = !axe.tensor<64x64xf16, global>
!s = !axe.tensor<2x16x64xf16, shared, #axe.layout<S[(2,16,64):(1032,64,1)]>>
axe.kernel @stages(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark @+1 {{is no TMA copy: it writes regions that do not all start at multiples of 128 bytes}}
  axe.copy %x[%c0, %c0] to %s[%c1, %c0, %c0] at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// Rows of 36 f16 (72 bytes): a tensor map's strides are multiples of 16 bytes.
!g = !axe.tensor<16x36xf16, global>
!s = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
axe.kernel @pitch(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  %c0 = arith.constant 0 : index
  // expected-remark @+1 {{is no TMA copy: it reads an array with a row pitch of 72 bytes, no multiple of 16}}
  axe.copy %x[%c0, %c0] to %s at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// 512 rows: a TMA box is at most 256 along each dimension.
!g = !axe.tensor<512x8xf16, global>
!s = !axe.tensor<512x8xf16, shared, #axe.layout<S[(512,8):(8,1)]>>
axe.kernel @tall(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %s = axe.alloc : !s
  // expected-remark @+1 {{is no TMA copy: it copies a box [512, 8]; TMA boxes are 1 to 256 per dimension}}
  axe.copy %x to %s at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// A result read back: a tensor map describes an input of the kernel. The first copy alone
// could be a TMA copy; the kernel keeps cp.async for both.
!g = !axe.tensor<16x64xf16, global>
!s = !axe.tensor<2x16x64xf16, shared, #axe.layout<S[(2,16,64):(1024,64,1)]>>
axe.kernel @result(%x: !g) -> !g attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %y = axe.alloc : !g
  %s = axe.alloc : !s
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  axe.copy %x to %s[%c0, %c0, %c0] at cta async : !g to !s
  // expected-remark @+1 {{is no TMA copy: it reads a tensor that is not an input of the kernel (a tensor map describes an input)}}
  axe.copy %y to %s[%c1, %c0, %c0] at cta async : !g to !s
  axe.wait_async 0
  axe.return %y : !g
}

// -----

// Seven 32 KiB stages and 2 KiB more take a block's 227 KiB (dynamic shared memory) to the last
// byte with the 1024 that align their start; the TMA copies' mbarrier ring would not fit beside
// them, so the kernel keeps cp.async (and its buffers fit).
!g = !axe.tensor<512x64xf16, global>
!s = !axe.tensor<7x256x64xf16, shared, #axe.layout<S[(7,256,64):(16384,64,1)]>, swizzle<3, 3, 3>>
!t = !axe.tensor<1024xf16, shared, #axe.layout<S[1024:1]>>
// expected-remark @+1 {{keeps cp.async: with the TMA copies' mbarrier ring it takes the kernel's shared memory to 232576 bytes (231424 of buffers, 1024 to align their start, the mbarrier ring); a block has at most 232448}}
axe.kernel @full(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %s = axe.alloc : !s
  %t = axe.alloc : !t
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  axe.copy %x[%c0, %c0] to %s[%c1, %c0, %c0] at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// An array with 2^31 rows: TMA's tensor map counts each dimension in 32 bits.
!g = !axe.tensor<2147483648x64xf16, global>
!s = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(64,1)]>>
axe.kernel @tall(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  %c0 = arith.constant 0 : index
  // expected-remark @+1 {{is no TMA copy: it reads an array with a dimension of 2^31 or more; the kernel's asynchronous copies stay cp.async}}
  axe.copy %x[%c0, %c0] to %s at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

// -----

// A 6-D array: a tensor map has at most 5 dimensions.
!g = !axe.tensor<2x2x2x2x16x64xf16, global>
!s = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(64,1)]>>
axe.kernel @six(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  %c0 = arith.constant 0 : index
  // expected-remark @+1 {{is no TMA copy: it reads an array of more than 5 dimensions; the kernel's asynchronous copies stay cp.async}}
  axe.copy %x[%c0, %c0, %c0, %c0, %c0, %c0] to %s at cta async : !g to !s
  axe.wait_async 0
  axe.return
}

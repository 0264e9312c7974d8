// The GPU forms of the Axe DSL round-trip (spec 001 section 3.2): global, shared and reg
// tensors (a global one prints without its row-major layout), a kernel's grid and block,
// execution scopes, async copies and their wait, fills, a shared tensor's swizzle, and
// asynchronous warpgroup gemms and their wait.
// RUN: axe-opt %s | axe-opt | FileCheck %s
// RUN: axe-opt %s --mlir-print-op-generic | axe-opt | FileCheck %s

!g = !axe.tensor<64x32xf16, global>
!v = !axe.tensor<32x64xf16, global, #axe.layout<S[(32,64):(1,32)]>>
!s = !axe.tensor<2x32x32xf16, shared, #axe.layout<S[(2,32,32):(1024,32,1)]>, swizzle<2, 3, 3>>
!r = !axe.tensor<16x8xf32, reg, #axe.layout<S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]>>

// CHECK-LABEL: axe.kernel @k
// CHECK-SAME: (%x: !axe.tensor<64x32xf16, global>, %y: !axe.tensor<32x64xf16, global, #axe.layout<S[(32,64):(1,32)]>>)
// CHECK-SAME: attributes {block = array<i64: 128>, grid = array<i64: 4, 2>}
// CHECK: %s = axe.alloc : !axe.tensor<2x32x32xf16, shared, #axe.layout<S[(2,32,32):(1024,32,1)]>, swizzle<2, 3, 3>>
// CHECK: axe.copy %x[%{{.*}}, %{{.*}}] to %s[%{{.*}}, %{{.*}}, %{{.*}}] at cta async :
// CHECK: axe.wait_async 1
// CHECK: axe.fill %{{.*}} into %acc : f32 into
// CHECK: axe.copy %acc to %out[%{{.*}}, %{{.*}}] at warp :
axe.kernel @k(%x: !g, %y: !v) -> !axe.tensor<64x32xf32, global> attributes {grid = array<i64: 4, 2>, block = array<i64: 128>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %out = axe.alloc : !axe.tensor<64x32xf32, global>
  %s = axe.alloc : !s
  %acc = axe.alloc : !r
  axe.copy %x[%c0, %c0] to %s[%c1, %c0, %c0] at cta async : !g to !s
  axe.wait_async 1
  axe.fill %zero into %acc : f32 into !r
  axe.copy %acc to %out[%c0, %c0] at warp : !r to !axe.tensor<64x32xf32, global>
  axe.return %out : !axe.tensor<64x32xf32, global>
}

!sa = !axe.tensor<2x16x64xf16, shared, #axe.layout<S[(2,16,64):(1024,64,1)]>>
!sb = !axe.tensor<2x16x8xf16, shared, #axe.layout<S[(2,16,8):(128,8,1)]>>
!fc = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>
// CHECK-LABEL: axe.kernel @async_gemm
// CHECK: axe.gemm %sa[%{{.*}}], %sb[%{{.*}}] into %acc accumulate at warpgroup async :
// CHECK-NEXT: axe.wait_gemm 1
axe.kernel @async_gemm() attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %c0 = arith.constant 0 : index
  %sa = axe.alloc : !sa
  %sb = axe.alloc : !sb
  %acc = axe.alloc : !fc
  axe.gemm %sa[%c0], %sb[%c0] into %acc accumulate at warpgroup async : !sa, !sb into !fc
  axe.wait_gemm 1
  axe.return
}

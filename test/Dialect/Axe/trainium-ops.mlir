// Round trip of the Trainium subset of the axe dialect (spec 001 section 3.2,
// "Tensor and Layout" and "Operators and schedules"): !axe.tensor keeps its
// scope and layout (a row-major hbm layout is implied), names are kept.
// RUN: axe-opt %s | axe-opt | FileCheck %s

!hbm = !axe.tensor<256x256xf32, hbm>
!a = !axe.tensor<256x128xf32, sbuf, #axe.layout<S[(2,128,128):(128@F,1@P,1@F)]>>
!acc = !axe.tensor<128x128xf32, psum, #axe.layout<S[(128,128):(1@P,1@F)]>>
!row = !axe.tensor<128x1xf32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>
!t = !axe.tensor<128x256xf32, sbuf, #axe.layout<S[(128,256):(1@P,1@F)]>>
!mask = !axe.tensor<128x256xi1, sbuf, #axe.layout<S[(128,256):(1@P,1@F)]>>
!ids = !axe.tensor<128x1xi32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>

// CHECK-LABEL: axe.kernel @ops(%x: !axe.tensor<256x256xf32, hbm>) -> !axe.tensor<256x256xf32, hbm>
axe.kernel @ops(%x: !hbm) -> !hbm {
  %c0 = arith.constant 0 : index
  // CHECK: %out = axe.alloc : !axe.tensor<256x256xf32, hbm>
  %out = axe.alloc : !hbm
  // CHECK: %a = axe.alloc : !axe.tensor<256x128xf32, sbuf, #axe.layout<S[(2,128,128):(128@F,1@P,1@F)]>>
  %a = axe.alloc : !a
  // CHECK: axe.copy %x[%{{.*}}, %{{.*}}] to %a
  axe.copy %x[%c0, %c0] to %a : !hbm to !a
  %b = axe.alloc : !a
  %acc = axe.alloc : !acc
  // CHECK: axe.gemm %a, %b into %acc accumulate
  axe.gemm %a, %b into %acc accumulate : !a, !a into !acc
  %t = axe.alloc : !t
  %m = axe.alloc : !row
  // CHECK: axe.reduce maximum %t into %m negate
  axe.reduce maximum %t into %m negate : !t into !row
  // CHECK: axe.map exp %t bias %m into %t sum %m {scale = 5.000000e-01 : f64}
  axe.map exp %t bias %m into %t sum %m {scale = 0.5} : !t, !row, !t, !row
  // CHECK: axe.binary multiply %t, %m into %t
  axe.binary multiply %t, %m into %t : !t, !row, !t
  // CHECK: %p = axe.alloc : !axe.tensor<128x256xi1, sbuf
  %p = axe.alloc : !mask
  // CHECK: axe.binary greater_equal %t, %m into %p
  axe.binary greater_equal %t, %m into %p : !t, !row, !mask
  // CHECK: axe.fill %{{.*}} into %t : f32 into <128x256xf32, sbuf
  %zero = arith.constant 0.0 : f32
  axe.fill %zero into %t : f32 into !t
  // CHECK: axe.select %p, %t into %t
  axe.select %p, %t into %t : !mask, !t, !t
  // CHECK: %ids = axe.alloc : !axe.tensor<128x1xi32, sbuf
  %ids = axe.alloc : !ids
  // CHECK: axe.gather %x[%ids] into %t : !axe.tensor<256x256xf32, hbm>, !axe.tensor<128x1xi32, sbuf
  axe.gather %x[%ids] into %t : !hbm, !ids, !t
  // CHECK: axe.return %out
  axe.return %out : !hbm
}

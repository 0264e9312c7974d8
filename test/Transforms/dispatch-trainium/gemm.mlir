// axe-dispatch-trainium on matmuls (spec 001 section 3.4): group the layouts,
// intersect K over P, M and N, take the largest legal instruction
// (<= 128 x 512 x 128 for M x N x K, one PSUM bank) and loop over the rest.
// RUN: axe-opt %s --axe-dispatch-trainium --split-input-file | FileCheck %s

// The 4096^3 GEMM block: K = 32 x 128 (inner 128 on partitions) -> 32 full matmuls.
!a = !axe.tensor<4096x128xbf16, sbuf, #axe.layout<S[(32,128,128):(128@F,1@P,1@F)]>>
!b = !axe.tensor<4096x512xbf16, sbuf, #axe.layout<S[(32,128,512):(512@F,1@P,1@F)]>>
!c = !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
// CHECK-LABEL: axe.kernel @full
axe.kernel @full() {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // CHECK: axe.gemm
  // CHECK-SAME: axe.dispatch = {count = 32 : i64, instruction = "nc_matmul", loops = ["k = 32"], tile = array<i64: 128, 512, 128>}
  axe.gemm %a, %b into %c : !a, !b into !c
  axe.return
}

// -----

// N = 2048 spans 4 PSUM banks: one matmul per bank.
!a = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!b = !axe.tensor<128x2048xf32, sbuf, #axe.layout<S[(128,2048):(1@P,1@F)]>>
!c = !axe.tensor<128x2048xf32, psum, #axe.layout<S[(128,2048):(1@P,1@F)]>>
// CHECK-LABEL: axe.kernel @banks
axe.kernel @banks() {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // CHECK: axe.gemm
  // CHECK-SAME: loops = ["n = 4"], tile = array<i64: 128, 512, 128>
  axe.gemm %a, %b into %c : !a, !b into !c
  axe.return
}

// -----

// Small K and M: the instruction shrinks to the tensors (d = 64 attention scores).
!q = !axe.tensor<64x128xbf16, sbuf, #axe.layout<S[(64,128):(1@P,1@F)]>>
!k = !axe.tensor<64x512xbf16, sbuf, #axe.layout<S[(64,512):(1@P,1@F)]>>
!s = !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
// CHECK-LABEL: axe.kernel @scores
axe.kernel @scores() {
  %q = axe.alloc : !q
  %k = axe.alloc : !k
  %s = axe.alloc : !s
  // CHECK: axe.gemm
  // CHECK-SAME: count = 1 : i64, instruction = "nc_matmul", loops = [], tile = array<i64: 128, 512, 64>
  axe.gemm %q, %k into %s : !q, !k into !s
  axe.return
}

// -----

// M split across two partition groups of 64 in C: M tile 64, a loop of 2.
!a = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!b = !axe.tensor<128x256xf32, sbuf, #axe.layout<S[(128,256):(1@P,1@F)]>>
!c = !axe.tensor<128x256xf32, psum, #axe.layout<S[(2,64,256):(256@F,1@P,1@F)]>>
// CHECK-LABEL: axe.kernel @split_m
axe.kernel @split_m() {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // CHECK: axe.gemm
  // CHECK-SAME: loops = ["m = 2"], tile = array<i64: 64, 256, 128>
  axe.gemm %a, %b into %c : !a, !b into !c
  axe.return
}

// axe-dispatch-trainium on copies, transposes and engine ops (spec 001
// section 3.4, applied to DMA and elementwise schedules): the largest boxes
// both layouts allow, loops over the rest.
// RUN: axe-opt %s --axe-dispatch-trainium | FileCheck %s

!hbm = !axe.tensor<4096x4096xbf16, hbm>
!a = !axe.tensor<4096x128xbf16, sbuf, #axe.layout<S[(32,128,128):(128@F,1@P,1@F)]>>
!p = !axe.tensor<128x512xbf16, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
!pT = !axe.tensor<512x128xbf16, psum, #axe.layout<S[(4,128,128):(128@F,1@P,1@F)]>>
!pTs = !axe.tensor<512x128xbf16, sbuf, #axe.layout<S[(4,128,128):(128@F,1@P,1@F)]>>
!row = !axe.tensor<128x1xf32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>
// CHECK-LABEL: axe.kernel @moves
axe.kernel @moves(%x: !hbm) {
  %c0 = arith.constant 0 : index
  %a = axe.alloc : !a
  // One 128 x 128 DMA per K block.
  // CHECK: axe.copy
  // CHECK-SAME: count = 32 : i64, instruction = "dma_copy", loops = ["i = 32"], tile = array<i64: 128, 128>
  axe.copy %x[%c0, %c0] to %a : !hbm to !a
  %p = axe.alloc : !p
  %pT = axe.alloc : !pT
  // CHECK: axe.transpose
  // CHECK-SAME: instruction = "nc_transpose", loops = ["j = 4"], tile = array<i64: 128, 128>
  axe.transpose %p into %pT : !p into !pT
  %pTs = axe.alloc : !pTs
  // The eviction merges the blocks into one 128 x 512 copy.
  // CHECK: axe.copy
  // CHECK-SAME: count = 1 : i64, instruction = "tensor_copy", loops = [], tile = array<i64: 512, 128>
  axe.copy %pT to %pTs : !pT to !pTs
  %m = axe.alloc : !row
  // CHECK: axe.reduce
  // CHECK-SAME: instruction = "tensor_reduce", loops = [], tile = array<i64: 128, 512>
  axe.reduce maximum %p into %m : !p into !row
  // CHECK: axe.binary
  // CHECK-SAME: instruction = "tensor_scalar"
  axe.binary multiply %p, %m into %p : !p, !row, !p
  // CHECK: axe.map
  // CHECK-SAME: instruction = "reciprocal"
  axe.map reciprocal %m into %m : !row, !row
  axe.return
}

// Relayouts between SBUF tensors: a swap of the partition and free axes goes through the
// TensorE (128 x 128 blocks via PSUM); a move onto every other partition is one DMA per
// partition row (engines keep data in its partition; no strided partition slices).
!rows = !axe.tensor<128x256xf32, sbuf, #axe.layout<S[(128,256):(1@P,1@F)]>>
!cols = !axe.tensor<128x256xf32, sbuf, #axe.layout<S[(128,2,128):(1@F,128@F,1@P)]>>
!half = !axe.tensor<64x256xf32, sbuf, #axe.layout<S[(64,256):(1@P,1@F)]>>
!spread = !axe.tensor<64x256xf32, sbuf, #axe.layout<S[(64,256):(2@P,1@F)]>>
// CHECK-LABEL: axe.kernel @relayouts
axe.kernel @relayouts() {
  %r = axe.alloc : !rows
  %t = axe.alloc : !cols
  // CHECK: axe.copy
  // CHECK-SAME: count = 2 : i64, instruction = "nc_transpose+tensor_copy", loops = ["j = 2"], tile = array<i64: 128, 128>
  axe.copy %r to %t : !rows to !cols
  %h = axe.alloc : !half
  %s = axe.alloc : !spread
  // CHECK: axe.copy
  // CHECK-SAME: count = 64 : i64, instruction = "dma_copy", loops = ["i = 64"], tile = array<i64: 1, 256>
  axe.copy %h to %s : !half to !spread
  axe.return
}

// A region of another rank (AxeOps.td, axe.copy): the unit dimension of a
// [1, 200, 300] array pairs with nothing, so a [128, 300] tile loads in one DMA;
// a [100] bias loads as one value per partition of a [1, 100] tile.
!x3 = !axe.tensor<1x200x300xf32, hbm>
!rows3 = !axe.tensor<128x300xf32, sbuf, #axe.layout<S[(128,300):(1@P,1@F)]>>
!bias = !axe.tensor<100xf32, hbm>
!percol = !axe.tensor<1x100xf32, sbuf, #axe.layout<S[(1,100):(1@F,1@P)]>>
// CHECK-LABEL: axe.kernel @reranked
axe.kernel @reranked(%x: !x3, %b: !bias) {
  %c0 = arith.constant 0 : index
  %t = axe.alloc : !rows3
  // CHECK: axe.copy
  // CHECK-SAME: count = 1 : i64, instruction = "dma_copy", loops = [], tile = array<i64: 128, 300>
  axe.copy %x[%c0, %c0, %c0] to %t : !x3 to !rows3
  %v = axe.alloc : !percol
  // CHECK: axe.copy
  // CHECK-SAME: count = 1 : i64, instruction = "dma_copy", loops = [], tile = array<i64: 1, 100>
  axe.copy %b[%c0] to %v : !bias to !percol
  axe.return
}

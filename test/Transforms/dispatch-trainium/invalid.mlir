// Layouts that the section 3.4 dispatch cannot map onto an NKI instruction
// get an error that names the failed constraint (spec 001 Appendix H).
// RUN: axe-opt %s --axe-dispatch-trainium --split-input-file --verify-diagnostics

!t = !axe.tensor<128x4xf32, psum, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @k(%x: !axe.tensor<128x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %t = axe.alloc : !t
  // expected-error @+1 {{PSUM cannot be a DMA source (NKI >= 0.3): copy it to SBUF first}}
  axe.copy %t to %x[%c0, %c0] : !t to !axe.tensor<128x4xf32, hbm>
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!r = !axe.tensor<1x4xf32, sbuf, #axe.layout<S[(1,4):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %r = axe.alloc : !r
  // expected-error @+1 {{dimension i is reduced but lies on the partition axis P in src}}
  axe.reduce add %t into %r : !t into !r
  axe.return
}

// -----

// K on P in both inputs, but A's partitions hold every other k: no pairing.
!a = !axe.tensor<64x128xf32, sbuf, #axe.layout<S[(64,128):(2@P,1@F)]>>
!b = !axe.tensor<64x128xf32, sbuf, #axe.layout<S[(64,128):(1@P,1@F)]>>
!c = !axe.tensor<128x128xf32, psum, #axe.layout<S[(128,128):(1@P,1@F)]>>
axe.kernel @k() {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{K must lie on the partition axis P with the same partition strides in both A and B (A: S[(64,128):(2@P,1@F)], B: S[(64,128):(1@P,1@F)]): K's iters 64:2@P in A and 64:1@P in B intersect in 32:2@P, not in both}}
  axe.gemm %a, %b into %c : !a, !b into !c
  axe.return
}

// -----

// N in C strides across a bank boundary: columns 0..255 and 400..655.
!a = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!b = !axe.tensor<128x512xf32, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
!c = !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,2,256):(1@P,400@F,1@F)]>>
axe.kernel @k() {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{would cross a PSUM bank of 512 elements}}
  axe.gemm %a, %b into %c : !a, !b into !c
  axe.return
}

// -----

!p = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!q = !axe.tensor<128x128xf32, psum, #axe.layout<S[(128,128):(1@F,1@P)]>>
axe.kernel @k() {
  %p = axe.alloc : !p
  %q = axe.alloc : !q
  // expected-error @+1 {{a transpose needs src's partitions on dst's free axis}}
  axe.transpose %p into %q : !p into !q
  axe.return
}

// -----

// K on every other partition in both A and B: they pair, but an instruction reads a
// contiguous range of partitions.
!a = !axe.tensor<64x128xbf16, sbuf, #axe.layout<S[(64,128):(2@P,1@F)]>>
!b = !axe.tensor<64x512xbf16, sbuf, #axe.layout<S[(64,512):(2@P,1@F)]>>
!c = !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
axe.kernel @k() {
  %a = axe.alloc : !a
  %b = axe.alloc : !b
  %c = axe.alloc : !c
  // expected-error @+1 {{K lies on partitions 2 apart in A: an instruction reads a contiguous range of partitions (no strided partition access); relayout it with an axe.copy into a layout with K at 1@P}}
  axe.gemm %a, %b into %c : !a, !b into !c
  axe.return
}

// -----

// An engine op whose operands hold different rows on each partition.
!r = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!t = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@F,1@P)]>>
axe.kernel @k() {
  %r = axe.alloc : !r
  %t = axe.alloc : !t
  // expected-error @+1 {{the partitions of src, dst do not line up (a factor of 128 is left over or strided): an engine instruction reads and writes a contiguous range of partitions, the same in each operand; relayout with an axe.copy}}
  axe.map exp %r into %t : !r, !t
  axe.return
}

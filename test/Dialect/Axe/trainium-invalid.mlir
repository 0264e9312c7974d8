// Verifier and parser errors of !axe.tensor and the Trainium operators
// (spec 001 Appendix H: P <= 128 partitions, K on P in both matmul inputs,
// M on P and N on F in the PSUM output, PSUM size), one per split.
// RUN: axe-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{a tensor in sbuf needs an #axe.layout over P and F}}
func.func private @f(!axe.tensor<128x4xf32, sbuf>)

// -----

// expected-error @+1 {{expected a memory scope (hbm, sbuf, psum, global, shared or reg), got 'dram'}}
func.func private @f(!axe.tensor<128x4xf32, dram>)

// -----

// expected-error @+1 {{the layout reaches coordinates 0 to 255 on `P`, which has 128 (0 to 127)}}
func.func private @f(!axe.tensor<256x4xf32, sbuf, #axe.layout<S[(256,4):(1@P,1@F)]>>)

// -----

// expected-error @+1 {{may only use the axes P, F, but it uses 'lane'}}
func.func private @f(!axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@lane)]>>)

// -----

// expected-error @+1 {{PSUM has 16384 (8 banks of 2048)}}
func.func private @f(!axe.tensor<128x8192xf32, psum, #axe.layout<S[(128,8192):(1@P,1@F)]>>)

// -----

// expected-error @+1 {{an hbm tensor must be row-major}}
func.func private @f(!axe.tensor<64x64xf32, hbm, #axe.layout<S[(64,64):(1,64)]>>)

// -----

// expected-error @+1 {{shape (128,8) has 1024 elements but the layout has 512}}
func.func private @f(!axe.tensor<128x8xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>)

// -----

// expected-error @+1 {{argument 0 must be an hbm !axe.tensor}}
axe.kernel @k(%x: !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>) {
  axe.return
}

// -----

axe.kernel @k() -> !axe.tensor<4xf32, hbm> {
  // expected-error @+1 {{returns 0 values but the kernel has 1 results}}
  axe.return
}

// -----

!t = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!c = !axe.tensor<128x128xf32, psum, #axe.layout<S[(128,128):(1@P,1@F)]>>
!kf = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@F,1@P)]>>
axe.kernel @k() {
  %a = axe.alloc : !kf
  %b = axe.alloc : !t
  %c = axe.alloc : !c
  // expected-error @+1 {{needs the contraction K of A on the partition axis P}}
  axe.gemm %a, %b into %c : !kf, !t into !c
  axe.return
}

// -----

!t = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!cf = !axe.tensor<128x128xf32, psum, #axe.layout<S[(128,128):(1@F,1@P)]>>
axe.kernel @k() {
  %a = axe.alloc : !t
  %c = axe.alloc : !cf
  // expected-error @+1 {{needs M of C on the partition axis P}}
  axe.gemm %a, %a into %c : !t, !t into !cf
  axe.return
}

// -----

!t = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
axe.kernel @k() {
  %a = axe.alloc : !t
  // expected-error @+1 {{writes C to psum}}
  axe.gemm %a, %a into %a : !t, !t into !t
  axe.return
}

// -----

!t = !axe.tensor<128x128xbf16, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!c = !axe.tensor<128x128xbf16, psum, #axe.layout<S[(128,128):(1@P,1@F)]>>
axe.kernel @k() {
  %a = axe.alloc : !t
  %c = axe.alloc : !c
  // expected-error @+1 {{accumulates in f32}}
  axe.gemm %a, %a into %c : !t, !t into !c
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @k(%x: !axe.tensor<128x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %t = axe.alloc : !t
  // expected-error @+1 {{needs 2 src offsets, one per dimension, but got 1}}
  axe.copy %x[%c0] to %t : !axe.tensor<128x4xf32, hbm> to !t
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!u = !axe.tensor<128x8xf32, sbuf, #axe.layout<S[(128,8):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %u = axe.alloc : !u
  // expected-error @+1 {{give offsets to copy a region}}
  axe.copy %t to %u : !t to !u
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @k() {
  %c0 = arith.constant 0 : index
  %t = axe.alloc : !t
  %u = axe.alloc : !t
  // expected-error @+1 {{takes offsets only for an hbm operand, but src is in sbuf}}
  axe.copy %t[%c0, %c0] to %u : !t to !t
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!p = !axe.tensor<4x128xf32, psum, #axe.layout<S[(4,128):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %p = axe.alloc : !t
  // expected-error @+1 {{needs dst of the transposed shape of src}}
  axe.transpose %t into %p : !t into !t
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!r = !axe.tensor<128x2xf32, sbuf, #axe.layout<S[(128,2):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %r = axe.alloc : !r
  // expected-error @+1 {{rhs of shape [128, 2] does not broadcast to [128, 4]}}
  axe.binary add %t, %r into %t : !t, !r, !t
  axe.return
}

// -----

!p = !axe.tensor<128x4xf32, psum, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @k() {
  %p = axe.alloc : !p
  // expected-error @+1 {{cannot read both operands from psum}}
  axe.binary add %p, %p into %p : !p, !p, !p
  axe.return
}

// -----

axe.kernel @k(%x: !axe.tensor<128x4xf32, hbm>) {
  // expected-error @+1 {{computes on sbuf or psum tensors only}}
  axe.map exp %x into %x : !axe.tensor<128x4xf32, hbm>, !axe.tensor<128x4xf32, hbm>
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!u = !axe.tensor<128x8xf32, sbuf, #axe.layout<S[(128,8):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %u = axe.alloc : !u
  // expected-error @+1 {{dst of shape [128, 8] does not broadcast to [128, 4]}}
  axe.reduce add %t into %u : !t into !u
  axe.return
}

// -----

// A region of another rank pairs with the tile by the dimensions above extent 1: a
// [300] array has one, a [128, 300] tile two (a [4, 200, 300] array, three, would pair
// its last two and be sliced in the first).
!x = !axe.tensor<300xf32, hbm>
!t = !axe.tensor<128x300xf32, sbuf, #axe.layout<S[(128,300):(1@P,1@F)]>>
axe.kernel @rank_mismatch(%x: !x) {
  %c0 = arith.constant 0 : index
  %t = axe.alloc : !t
  // expected-error @+1 {{copies between ranks 1 and 2 (a region of another rank needs at least as many dimensions above extent 1 as the on-chip tensor)}}
  axe.copy %x[%c0] to %t : !x to !t
  axe.return
}

// -----

!f = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!h = !axe.tensor<128x128xbf16, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!c = !axe.tensor<128x128xf32, psum, #axe.layout<S[(128,128):(1@P,1@F)]>>
axe.kernel @k() {
  %a = axe.alloc : !f
  %b = axe.alloc : !h
  %c = axe.alloc : !c
  // expected-error @+1 {{needs both inputs f32 if one is, but got 'f32' and 'bf16'}}
  axe.gemm %a, %b into %c : !f, !h into !c
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!u = !axe.tensor<4x128xf32, sbuf, #axe.layout<S[(4,128):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %u = axe.alloc : !u
  // expected-error @+1 {{transposes from sbuf into psum on the TensorE}}
  axe.transpose %t into %u : !t into !u
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!p = !axe.tensor<4x128xbf16, psum, #axe.layout<S[(4,128):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %p = axe.alloc : !p
  // expected-error @+1 {{keeps the element type, but got 'f32' into 'bf16'}}
  axe.transpose %t into %p : !t into !p
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!u = !axe.tensor<128x8xf32, sbuf, #axe.layout<S[(128,8):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %u = axe.alloc : !u
  // expected-error @+1 {{needs lhs of dst's shape [128, 8]}}
  axe.binary add %t, %t into %u : !t, !t, !u
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
!u = !axe.tensor<128x8xf32, sbuf, #axe.layout<S[(128,8):(1@P,1@F)]>>
axe.kernel @k() {
  %t = axe.alloc : !t
  %u = axe.alloc : !u
  // expected-error @+1 {{maps a [128, 4] tensor into a [128, 8] one}}
  axe.map exp %t into %u : !t, !u
  axe.return
}

// -----

!t = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @k(%x: !axe.tensor<256x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %t = axe.alloc : !t
  // expected-error @+1 {{takes a region of at most one operand}}
  axe.copy %x[%c0, %c0] to %t[%c0, %c0] : !axe.tensor<256x4xf32, hbm> to !t
  axe.return
}

// -----

!t = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
axe.kernel @select_float_pred() {
  %t = axe.alloc : !t
  // expected-error @+1 {{needs an integer pred (0 or 1 per element), but got 'f32'}}
  axe.select %t, %t into %t : !t, !t, !t
  axe.return
}

// -----

!t = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!m = !axe.tensor<128x32xi1, sbuf, #axe.layout<S[(128,32):(1@P,1@F)]>>
axe.kernel @select_shapes() {
  %t = axe.alloc : !t
  %m = axe.alloc : !m
  // expected-error @+1 {{needs pred, src and dst of one shape, but got [128, 32], [128, 64] and [128, 64]}}
  axe.select %m, %t into %t : !m, !t, !t
  axe.return
}

// -----

!t = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!h = !axe.tensor<128x64xbf16, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!m = !axe.tensor<128x64xi1, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
axe.kernel @select_cast() {
  %t = axe.alloc : !t
  %h = axe.alloc : !h
  %m = axe.alloc : !m
  // expected-error @+1 {{copies without a cast: src is 'bf16', dst 'f32'}}
  axe.select %m, %h into %t : !m, !h, !t
  axe.return
}

// -----

!t = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
axe.kernel @fill_not_constant(%x: !axe.tensor<4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %t = axe.alloc : !t
  %v = arith.index_cast %c0 : index to i32
  %f = arith.sitofp %v : i32 to f32
  // expected-error @+1 {{fills an sbuf tensor (a memset) with a constant, but the value is not a constant}}
  axe.fill %f into %t : f32 into !t
  axe.return
}

// -----

!t = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!ids = !axe.tensor<128x1xi32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>
axe.kernel @gather_from_sbuf() {
  %t = axe.alloc : !t
  %ids = axe.alloc : !ids
  // expected-error @+1 {{reads the rows of an hbm table, but table is in sbuf}}
  axe.gather %t[%ids] into %t : !t, !ids, !t
  axe.return
}

// -----

!t = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!ids = !axe.tensor<128x1xf32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>
axe.kernel @gather_float_index(%table: !axe.tensor<100x64xf32, hbm>) {
  %t = axe.alloc : !t
  %ids = axe.alloc : !ids
  // expected-error @+1 {{needs a [P, 1] index tile of i32, but got [128, 1] of 'f32'}}
  axe.gather %table[%ids] into %t : !axe.tensor<100x64xf32, hbm>, !ids, !t
  axe.return
}

// -----

!t = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!ids = !axe.tensor<128x1xi32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>
axe.kernel @gather_width(%table: !axe.tensor<100x32xf32, hbm>) {
  %t = axe.alloc : !t
  %ids = axe.alloc : !ids
  // expected-error @+1 {{writes a [128, 32] tile (a table row per index), but dst is [128, 64]}}
  axe.gather %table[%ids] into %t : !axe.tensor<100x32xf32, hbm>, !ids, !t
  axe.return
}

// -----

!t = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!ids = !axe.tensor<128x1xi32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>
axe.kernel @gather_table_rank(%table: !axe.tensor<2x100x64xf32, hbm>) {
  %t = axe.alloc : !t
  %ids = axe.alloc : !ids
  // expected-error @+1 {{needs a table whose dimensions before its last two are 1, but got [2, 100, 64]}}
  axe.gather %table[%ids] into %t : !axe.tensor<2x100x64xf32, hbm>, !ids, !t
  axe.return
}

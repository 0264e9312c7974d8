// Single-head attention out = softmax(q k^T / sqrt(d)) v with the flash-attention
// loop: per 128 queries, stream 512-key blocks, keep a running max m and sum l,
// rescale the output accumulator o by exp(m_old - m_new). The first key block
// is peeled to initialize m, l and o. q and k arrive transposed (d on rows), as
// the TensorE contracts over partitions. d = 64, 256 queries, 1024 keys, bf16.
!qT = !axe.tensor<64x256xbf16, hbm>
!kT = !axe.tensor<64x1024xbf16, hbm>
!v = !axe.tensor<1024x64xbf16, hbm>
!out = !axe.tensor<256x64xbf16, hbm>
!q = !axe.tensor<64x128xbf16, sbuf, #axe.layout<S[(64,128):(1@P,1@F)]>>
!k = !axe.tensor<64x512xbf16, sbuf, #axe.layout<S[(64,512):(1@P,1@F)]>>
!vb = !axe.tensor<512x64xbf16, sbuf, #axe.layout<S[(4,128,64):(64@F,1@P,1@F)]>>
!s = !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
!p = !axe.tensor<128x512xbf16, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
!pTps = !axe.tensor<512x128xbf16, psum, #axe.layout<S[(4,128,128):(128@F,1@P,1@F)]>>
!pT = !axe.tensor<512x128xbf16, sbuf, #axe.layout<S[(4,128,128):(128@F,1@P,1@F)]>>
!pv = !axe.tensor<128x64xf32, psum, #axe.layout<S[(128,64):(1@P,1@F)]>>
!o = !axe.tensor<128x64xf32, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!ob = !axe.tensor<128x64xbf16, sbuf, #axe.layout<S[(128,64):(1@P,1@F)]>>
!row = !axe.tensor<128x1xf32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>

axe.kernel @attention(%qT: !qT, %kT: !kT, %v: !v) -> !out {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %out = axe.alloc : !out
  scf.for %i = %c0 to %c256 step %c128 {
    %q = axe.alloc : !q
    axe.copy %qT[%c0, %i] to %q : !qT to !q
    // Key block 0 initializes the running max, sum and output.
    %k = axe.alloc : !k
    axe.copy %kT[%c0, %c0] to %k : !kT to !k
    %vb = axe.alloc : !vb
    axe.copy %v[%c0, %c0] to %vb : !v to !vb
    %s = axe.alloc : !s
    axe.gemm %q, %k into %s : !q, !k into !s
    %m = axe.alloc : !row
    axe.reduce maximum %s into %m : !s into !row
    %nb = axe.alloc : !row
    axe.map copy %m into %nb {scale = -0.125} : !row, !row
    %p = axe.alloc : !p
    %l = axe.alloc : !row
    axe.map exp %s bias %nb into %p sum %l {scale = 0.125} : !s, !row, !p, !row
    %pTps = axe.alloc : !pTps
    axe.transpose %p into %pTps : !p into !pTps
    %pT = axe.alloc : !pT
    axe.copy %pTps to %pT : !pTps to !pT
    %pv = axe.alloc : !pv
    axe.gemm %pT, %vb into %pv : !pT, !vb into !pv
    %o = axe.alloc : !o
    axe.copy %pv to %o : !pv to !o
    scf.for %j = %c512 to %c1024 step %c512 {
      %k2 = axe.alloc : !k
      axe.copy %kT[%c0, %j] to %k2 : !kT to !k
      %v2 = axe.alloc : !vb
      axe.copy %v[%j, %c0] to %v2 : !v to !vb
      %s2 = axe.alloc : !s
      axe.gemm %q, %k2 into %s2 : !q, !k into !s
      %mx = axe.alloc : !row
      axe.reduce maximum %s2 into %mx : !s into !row
      %mnew = axe.alloc : !row
      axe.binary maximum %m, %mx into %mnew : !row, !row, !row
      axe.map copy %mnew into %nb {scale = -0.125} : !row, !row
      %p2 = axe.alloc : !p
      %ls = axe.alloc : !row
      axe.map exp %s2 bias %nb into %p2 sum %ls {scale = 0.125} : !s, !row, !p, !row
      // alpha = exp((m_old - m_new) / sqrt(d)) rescales what was summed so far.
      %diff = axe.alloc : !row
      axe.binary subtract %m, %mnew into %diff : !row, !row, !row
      %alpha = axe.alloc : !row
      axe.map exp %diff into %alpha {scale = 0.125} : !row, !row
      axe.binary multiply %l, %alpha into %l : !row, !row, !row
      axe.binary add %l, %ls into %l : !row, !row, !row
      axe.copy %mnew to %m : !row to !row
      %pTps2 = axe.alloc : !pTps
      axe.transpose %p2 into %pTps2 : !p into !pTps
      %pT2 = axe.alloc : !pT
      axe.copy %pTps2 to %pT2 : !pTps to !pT
      %pv2 = axe.alloc : !pv
      axe.gemm %pT2, %v2 into %pv2 : !pT, !vb into !pv
      axe.binary multiply %o, %alpha into %o : !o, !row, !o
      axe.binary add %o, %pv2 into %o : !o, !pv, !o
    } {axe.name = "j"}
    %inv = axe.alloc : !row
    axe.map reciprocal %l into %inv : !row, !row
    %ob = axe.alloc : !ob
    axe.binary multiply %o, %inv into %ob : !o, !row, !ob
    axe.copy %ob to %out[%i, %c0] : !ob to !out
  } {axe.name = "i"}
  axe.return %out : !out
}

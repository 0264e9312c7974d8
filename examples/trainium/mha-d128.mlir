// Multi-head attention, 4 heads, sequence 2048, head dim 128, bf16: for each head
// the flash loop of attention.mlir (per 128 queries, 512-key blocks with a running
// max and sum, the output rescaled in place). Heads are stacked on rows: qT and kT
// are [heads * d, seq] (d on rows: the TensorE contracts over partitions), v and out
// are [heads * seq, d]. The scale is 1 / sqrt(d).
!qT = !axe.tensor<512x2048xbf16, hbm>
!kT = !axe.tensor<512x2048xbf16, hbm>
!v = !axe.tensor<8192x128xbf16, hbm>
!out = !axe.tensor<8192x128xbf16, hbm>
!q = !axe.tensor<128x128xbf16, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!k = !axe.tensor<128x512xbf16, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
!vb = !axe.tensor<512x128xbf16, sbuf, #axe.layout<S[(4,128,128):(128@F,1@P,1@F)]>>
!s = !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
!p = !axe.tensor<128x512xbf16, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
!pTps = !axe.tensor<512x128xbf16, psum, #axe.layout<S[(4,128,128):(128@F,1@P,1@F)]>>
!pT = !axe.tensor<512x128xbf16, sbuf, #axe.layout<S[(4,128,128):(128@F,1@P,1@F)]>>
!pv = !axe.tensor<128x128xf32, psum, #axe.layout<S[(128,128):(1@P,1@F)]>>
!o = !axe.tensor<128x128xf32, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!ob = !axe.tensor<128x128xbf16, sbuf, #axe.layout<S[(128,128):(1@P,1@F)]>>
!row = !axe.tensor<128x1xf32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>

axe.kernel @mha(%qT: !qT, %kT: !kT, %v: !v) -> !out {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
  %cS = arith.constant 2048 : index
  %cd = arith.constant 128 : index
  %cH = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %out = axe.alloc : !out
  scf.for %h = %c0 to %cH step %c1 {
  %hq = arith.muli %h, %cd : index
  %hs = arith.muli %h, %cS : index
  scf.for %i = %c0 to %cS step %c128 {
    %oi = arith.addi %hs, %i : index
    %q = axe.alloc : !q
    axe.copy %qT[%hq, %i] to %q : !qT to !q
    // Key block 0 initializes the running max, sum and output.
    %k = axe.alloc : !k
    axe.copy %kT[%hq, %c0] to %k : !kT to !k
    %vb = axe.alloc : !vb
    axe.copy %v[%hs, %c0] to %vb : !v to !vb
    %s = axe.alloc : !s
    axe.gemm %q, %k into %s : !q, !k into !s
    %m = axe.alloc : !row
    axe.reduce maximum %s into %m : !s into !row
    %nb = axe.alloc : !row
    axe.map copy %m into %nb {scale = -0.08838834764831843} : !row, !row
    %p = axe.alloc : !p
    %l = axe.alloc : !row
    axe.map exp %s bias %nb into %p sum %l {scale = 0.08838834764831843} : !s, !row, !p, !row
    %pTps = axe.alloc : !pTps
    axe.transpose %p into %pTps : !p into !pTps
    %pT = axe.alloc : !pT
    axe.copy %pTps to %pT : !pTps to !pT
    %pv = axe.alloc : !pv
    axe.gemm %pT, %vb into %pv : !pT, !vb into !pv
    %o = axe.alloc : !o
    axe.copy %pv to %o : !pv to !o
    scf.for %j = %c512 to %cS step %c512 {
      %vj = arith.addi %hs, %j : index
      %k2 = axe.alloc : !k
      axe.copy %kT[%hq, %j] to %k2 : !kT to !k
      %v2 = axe.alloc : !vb
      axe.copy %v[%vj, %c0] to %v2 : !v to !vb
      %s2 = axe.alloc : !s
      axe.gemm %q, %k2 into %s2 : !q, !k into !s
      %mx = axe.alloc : !row
      axe.reduce maximum %s2 into %mx : !s into !row
      %mnew = axe.alloc : !row
      axe.binary maximum %m, %mx into %mnew : !row, !row, !row
      axe.map copy %mnew into %nb {scale = -0.08838834764831843} : !row, !row
      %p2 = axe.alloc : !p
      %ls = axe.alloc : !row
      axe.map exp %s2 bias %nb into %p2 sum %ls {scale = 0.08838834764831843} : !s, !row, !p, !row
      // alpha = exp((m_old - m_new) / sqrt(d)) rescales what was summed so far.
      %diff = axe.alloc : !row
      axe.binary subtract %m, %mnew into %diff : !row, !row, !row
      %alpha = axe.alloc : !row
      axe.map exp %diff into %alpha {scale = 0.08838834764831843} : !row, !row
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
    axe.copy %ob to %out[%oi, %c0] : !ob to !out
  } {axe.name = "i"}
  } {axe.name = "h"}
  axe.return %out : !out
}

// C[M,N] = AT[K,M]^T B[K,N], 4096 x 4096 x 4096 in bf16 (spec 001 section 3.4).
// Per 128 x 512 block of C: load a 4096 x 128 strip of AT and a 4096 x 512
// strip of B into SBUF (K split as 32 x 128, the inner 128 on partitions),
// one axe.gemm into a PSUM bank, evict, store. axe-dispatch-trainium turns
// the gemm into 32 full 128 x 512 x 128 matmuls and each copy into DMAs.
!hbm = !axe.tensor<4096x4096xbf16, hbm>
!a = !axe.tensor<4096x128xbf16, sbuf, #axe.layout<S[(32,128,128):(128@F,1@P,1@F)]>>
!b = !axe.tensor<4096x512xbf16, sbuf, #axe.layout<S[(32,128,512):(512@F,1@P,1@F)]>>
!acc = !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
!c = !axe.tensor<128x512xbf16, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>

axe.kernel @gemm(%AT: !hbm, %B: !hbm) -> !hbm {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  %c4096 = arith.constant 4096 : index
  %C = axe.alloc : !hbm
  scf.for %m = %c0 to %c4096 step %c128 {
    %a = axe.alloc : !a
    axe.copy %AT[%c0, %m] to %a : !hbm to !a
    scf.for %n = %c0 to %c4096 step %c512 {
      %b = axe.alloc : !b
      axe.copy %B[%c0, %n] to %b : !hbm to !b
      %acc = axe.alloc : !acc
      axe.gemm %a, %b into %acc : !a, !b into !acc
      %c = axe.alloc : !c
      axe.copy %acc to %c : !acc to !c
      axe.copy %c to %C[%m, %n] : !c to !hbm
    } {axe.name = "n"}
  } {axe.name = "m"}
  axe.return %C : !hbm
}

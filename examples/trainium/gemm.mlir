// C[M,N] = AT[K,M]^T B[K,N], 4096 x 4096 x 4096 in bf16 (spec 001 section 3.4),
// blocked for SBUF: a 4096 x 2048 block of AT stays resident (two 64 KiB-per-
// partition halves, K split as 32 x 128 with the inner 128 on partitions) while
// 4096 x 512 strips of B stream past it, so B is read twice and AT once: 96 MiB
// from HBM against the 64 MiB minimum (the unblocked loop reads 1 GiB). Each
// half times a strip is one axe.gemm into all 8 PSUM banks (1024 x 512 fp32):
// axe-dispatch-trainium makes it 8 x 32 full 128 x 512 x 128 matmuls.
// SBUF per partition: 128 KiB of AT, 32 KiB of B, 8 KiB of C (trn1 has 192).
!hbm = !axe.tensor<4096x4096xbf16, hbm>
!a = !axe.tensor<4096x1024xbf16, sbuf, #axe.layout<S[(32,128,1024):(1024@F,1@P,1@F)]>>
!b = !axe.tensor<4096x512xbf16, sbuf, #axe.layout<S[(32,128,512):(512@F,1@P,1@F)]>>
!acc = !axe.tensor<1024x512xf32, psum, #axe.layout<S[(8,128,512):(1@Bank,1@P,1@F)]>>
!c = !axe.tensor<1024x512xbf16, sbuf, #axe.layout<S[(8,128,512):(512@F,1@P,1@F)]>>

axe.kernel @gemm(%AT: !hbm, %B: !hbm) -> !hbm {
  %c0 = arith.constant 0 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %c2048 = arith.constant 2048 : index
  %c4096 = arith.constant 4096 : index
  %C = axe.alloc : !hbm
  scf.for %m = %c0 to %c4096 step %c2048 {
    %m1 = arith.addi %m, %c1024 : index
    %a0 = axe.alloc : !a
    axe.copy %AT[%c0, %m] to %a0 : !hbm to !a
    %a1 = axe.alloc : !a
    axe.copy %AT[%c0, %m1] to %a1 : !hbm to !a
    scf.for %n = %c0 to %c4096 step %c512 {
      %b = axe.alloc : !b
      axe.copy %B[%c0, %n] to %b : !hbm to !b
      %acc0 = axe.alloc : !acc
      axe.gemm %a0, %b into %acc0 : !a, !b into !acc
      %c0t = axe.alloc : !c
      axe.copy %acc0 to %c0t : !acc to !c
      axe.copy %c0t to %C[%m, %n] : !c to !hbm
      %acc1 = axe.alloc : !acc
      axe.gemm %a1, %b into %acc1 : !a, !b into !acc
      %c1t = axe.alloc : !c
      axe.copy %acc1 to %c1t : !acc to !c
      axe.copy %c1t to %C[%m1, %n] : !c to !hbm
    } {axe.name = "n"}
  } {axe.name = "m"}
  axe.return %C : !hbm
}

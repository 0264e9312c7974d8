// C[M,N] = AT[K,M]^T B[K,N], 4096 x 4096 x 4096 in bf16 (spec 001 section 3.4),
// blocked for trn1's SBUF: a 4096 x 2048 block of AT stays resident (two 64 KiB-
// per-partition halves, K split as 32 x 128 with the inner 128 on partitions)
// while 4096 x 512 strips of B stream past it. The two blocks visit the strips
// in a snake order: the last strip of the first block is the first of the
// second, kept in SBUF across the change of block, so B is read 15/8 times and
// AT once: 92 MiB from HBM against the 64 MiB minimum (1.44x; without the snake
// 96 MiB, and the unblocked loop reads 1 GiB). Each half times a strip is one
// axe.gemm into all 8 PSUM banks (1024 x 512 fp32), which
// axe-dispatch-trainium makes 8 x 32 full 128 x 512 x 128 matmuls.
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
  %c3072 = arith.constant 3072 : index
  %c3584 = arith.constant 3584 : index
  %C = axe.alloc : !hbm
  // First block of AT: strips 0..6, then strip 7, which stays.
  %a0 = axe.alloc : !a
  axe.copy %AT[%c0, %c0] to %a0 : !hbm to !a
  %a1 = axe.alloc : !a
  axe.copy %AT[%c0, %c1024] to %a1 : !hbm to !a
  scf.for %n = %c0 to %c3584 step %c512 {
    %b = axe.alloc : !b
    axe.copy %B[%c0, %n] to %b : !hbm to !b
    %acc0 = axe.alloc : !acc
    axe.gemm %a0, %b into %acc0 : !a, !b into !acc
    %c0t = axe.alloc : !c
    axe.copy %acc0 to %c0t : !acc to !c
    axe.copy %c0t to %C[%c0, %n] : !c to !hbm
    %acc1 = axe.alloc : !acc
    axe.gemm %a1, %b into %acc1 : !a, !b into !acc
    %c1t = axe.alloc : !c
    axe.copy %acc1 to %c1t : !acc to !c
    axe.copy %c1t to %C[%c1024, %n] : !c to !hbm
  } {axe.name = "n"}
  %kept = axe.alloc : !b
  axe.copy %B[%c0, %c3584] to %kept : !hbm to !b
  %acc2 = axe.alloc : !acc
  axe.gemm %a0, %kept into %acc2 : !a, !b into !acc
  %c2t = axe.alloc : !c
  axe.copy %acc2 to %c2t : !acc to !c
  axe.copy %c2t to %C[%c0, %c3584] : !c to !hbm
  %acc3 = axe.alloc : !acc
  axe.gemm %a1, %kept into %acc3 : !a, !b into !acc
  %c3t = axe.alloc : !c
  axe.copy %acc3 to %c3t : !acc to !c
  axe.copy %c3t to %C[%c1024, %c3584] : !c to !hbm
  // Second block of AT: strip 7 (still in SBUF), then strips 0..6.
  %a2 = axe.alloc : !a
  axe.copy %AT[%c0, %c2048] to %a2 : !hbm to !a
  %a3 = axe.alloc : !a
  axe.copy %AT[%c0, %c3072] to %a3 : !hbm to !a
  %acc4 = axe.alloc : !acc
  axe.gemm %a2, %kept into %acc4 : !a, !b into !acc
  %c4t = axe.alloc : !c
  axe.copy %acc4 to %c4t : !acc to !c
  axe.copy %c4t to %C[%c2048, %c3584] : !c to !hbm
  %acc5 = axe.alloc : !acc
  axe.gemm %a3, %kept into %acc5 : !a, !b into !acc
  %c5t = axe.alloc : !c
  axe.copy %acc5 to %c5t : !acc to !c
  axe.copy %c5t to %C[%c3072, %c3584] : !c to !hbm
  scf.for %n = %c0 to %c3584 step %c512 {
    %b = axe.alloc : !b
    axe.copy %B[%c0, %n] to %b : !hbm to !b
    %acc0 = axe.alloc : !acc
    axe.gemm %a2, %b into %acc0 : !a, !b into !acc
    %c0t = axe.alloc : !c
    axe.copy %acc0 to %c0t : !acc to !c
    axe.copy %c0t to %C[%c2048, %n] : !c to !hbm
    %acc1 = axe.alloc : !acc
    axe.gemm %a3, %b into %acc1 : !a, !b into !acc
    %c1t = axe.alloc : !c
    axe.copy %acc1 to %c1t : !acc to !c
    axe.copy %c1t to %C[%c3072, %n] : !c to !hbm
  } {axe.name = "n2"}
  axe.return %C : !hbm
}

// C[M,N] = AT[K,M]^T B[K,N] for M = 200, N = 700, K = 300: no dimension is a
// multiple of its tile. The tiles stay full (K padded to 3 x 128); copies of
// regions that run past the arrays are clipped with min(), and loads zero the
// padding first, so the padded K rows add nothing (AxeOps.td, axe.copy).
!at = !axe.tensor<300x200xf32, hbm>
!bt = !axe.tensor<300x700xf32, hbm>
!ct = !axe.tensor<200x700xf32, hbm>
!a = !axe.tensor<384x128xf32, sbuf, #axe.layout<S[(3,128,128):(128@F,1@P,1@F)]>>
!b = !axe.tensor<384x512xf32, sbuf, #axe.layout<S[(3,128,512):(512@F,1@P,1@F)]>>
!acc = !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
!c = !axe.tensor<128x512xf32, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>

axe.kernel @gemm_ragged(%AT: !at, %B: !bt) -> !ct {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c200 = arith.constant 200 : index
  %c512 = arith.constant 512 : index
  %c700 = arith.constant 700 : index
  %C = axe.alloc : !ct
  scf.for %m = %c0 to %c200 step %c128 {
    %a = axe.alloc : !a
    axe.copy %AT[%c0, %m] to %a : !at to !a
    scf.for %n = %c0 to %c700 step %c512 {
      %b = axe.alloc : !b
      axe.copy %B[%c0, %n] to %b : !bt to !b
      %acc = axe.alloc : !acc
      axe.gemm %a, %b into %acc : !a, !b into !acc
      %c = axe.alloc : !c
      axe.copy %acc to %c : !acc to !c
      axe.copy %c to %C[%m, %n] : !c to !ct
    } {axe.name = "n"}
  } {axe.name = "m"}
  axe.return %C : !ct
}

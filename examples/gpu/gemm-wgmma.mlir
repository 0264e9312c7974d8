// The f16 GEMM of examples/gpu/gemm.mlir on sm_90a's warpgroup MMA (spec 001 section 3.2):
// C[M, N] = A[M, K] B[K, N], M = N = K = 128, f32 accumulation. Same stages, same copies; the
// product is one axe.gemm at warpgroup scope reading both tiles straight from shared memory.
//
// Each block of 128 threads (one warpgroup) computes a 64 x 64 tile of C. Per step of 32 along
// K the block copies its tiles of A and B into one of three shared-memory stages (cp.async), two
// steps ahead of the one it multiplies; axe-dispatch-gpu turns the gemm into two
// wgmma.mma_async m64n64k16 whose descriptors it reads off the stages' layouts:
//   A [k, m], k contiguous in rows of 64 bytes with the 64-byte swizzle: K-major;
//   B [k, n], n contiguous in rows of 128 bytes with the 128-byte swizzle: N-major.
// The accumulator is the instruction's fragment (its layout below); no ldmatrix, no mma.sync.

!A = !axe.tensor<128x128xf16, global, #axe.layout<S[(128,128):(1,128)]>>
!B = !axe.tensor<128x128xf16, global>
!C = !axe.tensor<128x128xf32, global>
!SA = !axe.tensor<3x32x64xf16, shared, #axe.layout<S[(3,32,64):(2048,1,32)]>, swizzle<2, 3, 3>>
!SB = !axe.tensor<3x32x64xf16, shared, #axe.layout<S[(3,32,64):(2048,64,1)]>, swizzle<3, 3, 3>>
// wgmma m64n64's accumulator: row 16 warp + 8 (reg / 2 % 2) + lane / 4,
// column 8 (reg / 4) + 2 (lane % 4) + reg % 2.
!FC = !axe.tensor<64x64xf32, reg, #axe.layout<S[(4,2,8,8,4,2):(1@warp,2@reg,4@lane,4@reg,1@lane,1@reg)]>>

axe.kernel @gemm(%A: !A, %B: !B) -> !C attributes {grid = array<i64: 2, 2>, block = array<i64: 128>} {
  %C = axe.alloc : !C
  %sA = axe.alloc : !SA
  %sB = axe.alloc : !SB
  %acc = axe.alloc : !FC
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %steps = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %bx = gpu.block_id x
  %by = gpu.block_id y
  %m0 = arith.muli %by, %c64 : index
  %n0 = arith.muli %bx, %c64 : index
  axe.fill %zero into %acc : f32 into !FC
  // Prologue: steps 0 and 1 in flight.
  scf.for %s = %c0 to %c2 step %c1 {
    %k = arith.muli %s, %c32 : index
    axe.copy %A[%k, %m0] to %sA[%s, %c0, %c0] at cta async : !A to !SA
    axe.copy %B[%k, %n0] to %sB[%s, %c0, %c0] at cta async : !B to !SB
  }
  scf.for %t = %c0 to %steps step %c1 {
    // Step t's groups (one per copy) have landed, step t + 1's may be in flight (none after the
    // last step); every thread is past step t - 1's gemm, which waited for its wgmmas, so
    // stage (t + 2) % 3 is free.
    %last = arith.cmpi eq, %t, %c3 : index
    scf.if %last {
      axe.wait_async 0
    } else {
      axe.wait_async 2
    }
    %t2 = arith.addi %t, %c2 : index
    %more = arith.cmpi ult, %t2, %steps : index
    scf.if %more {
      %kn = arith.muli %t2, %c32 : index
      %refill = arith.remui %t2, %c3 : index
      axe.copy %A[%kn, %m0] to %sA[%refill, %c0, %c0] at cta async : !A to !SA
      axe.copy %B[%kn, %n0] to %sB[%refill, %c0, %c0] at cta async : !B to !SB
    }
    %stage = arith.remui %t, %c3 : index
    axe.gemm %sA[%stage], %sB[%stage] into %acc accumulate at warpgroup : !SA, !SB into !FC
  }
  axe.copy %acc to %C[%m0, %n0] at warpgroup : !FC to !C
  axe.return %C : !C
}

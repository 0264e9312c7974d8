// A tiled, 3-stage f16 GEMM written with Axe operators (spec 001 section 3.2, Figure 3):
// C[M, N] = A[M, K] B[K, N], M = 128, N = 128, K = 128, f32 accumulation.
// uop-tensor-cores writes the same kind of program for a uop matmul whose accesses are
// layouts, at the tiling of its uop.schedule (lowering/src/gpu/tensor_cores/axe_program.rs).
//
// Each block of 128 threads (4 warps) computes a 64 x 64 tile of C; each warp a
// 32 x 32 piece of it, in registers laid out as 2 x 4 mma.sync m16n8k16
// accumulator fragments. Per step of 32 along K the block copies its tiles of A and B into one
// of three shared-memory stages (cp.async), two steps ahead of the one it multiplies; a warp
// loads its fragments with ldmatrix and multiplies them on the tensor cores. Every instruction
// named here is chosen by axe-dispatch-gpu from the layouts; none is written out.
//
// axe.gemm computes C = A^T B with A given [K, M]: the row-major M x K matrix A is that
// tensor with the layout S[(K, M):(1, K)].

!A = !axe.tensor<128x128xf16, global, #axe.layout<S[(128,128):(1,128)]>>
!B = !axe.tensor<128x128xf16, global>
!C = !axe.tensor<128x128xf32, global>
// Three stages of [k, m] (k contiguous, as in A) and of [k, n] (n contiguous, as in B). The
// swizzles move each 16-byte chunk of a row by the row's number, so the 8 rows an ldmatrix
// reads fall in different banks.
!SA = !axe.tensor<3x32x64xf16, shared, #axe.layout<S[(3,32,64):(2048,1,32)]>, swizzle<2, 3, 3>>
!SB = !axe.tensor<3x32x64xf16, shared, #axe.layout<S[(3,32,64):(2048,64,1)]>, swizzle<3, 3, 3>>
// One warp's fragments: A [16 k, 32 m] as 1 x 2 atoms, B [16 k, 32 n] as 1 x 4 atoms,
// C [32 m, 32 n] as 2 x 4 atoms (the PTX ISA's fragment layouts tiled over reg).
!FA = !axe.tensor<16x32xf16, reg, #axe.layout<S[(2,4,2,2,2,8):(4@reg,1@lane,1@reg,8@reg,2@reg,4@lane)]>>
!FB = !axe.tensor<16x32xf16, reg, #axe.layout<S[(2,4,2,4,8):(2@reg,1@lane,1@reg,4@reg,4@lane)]>>
!FC = !axe.tensor<32x32xf32, reg, #axe.layout<S[(2,2,8,4,4,2):(16@reg,2@reg,4@lane,4@reg,1@lane,1@reg)]>>

axe.kernel @gemm(%A: !A, %B: !B) -> !C attributes {grid = array<i64: 2, 2>, block = array<i64: 128>} {
  %C = axe.alloc : !C
  %sA = axe.alloc : !SA
  %sB = axe.alloc : !SB
  %fa = axe.alloc : !FA
  %fb = axe.alloc : !FB
  %acc = axe.alloc : !FC
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %wn_count = arith.constant 2 : index
  %bm = arith.constant 64 : index
  %bn = arith.constant 64 : index
  %wm_size = arith.constant 32 : index
  %wn_size = arith.constant 32 : index
  %steps = arith.constant 4 : index
  %last = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  // This block's tile and this warp's piece of it.
  %bx = gpu.block_id x
  %by = gpu.block_id y
  %m0 = arith.muli %by, %bm : index
  %n0 = arith.muli %bx, %bn : index
  %tid = gpu.thread_id x
  %warp = arith.divui %tid, %c32 : index
  %wm = arith.divui %warp, %wn_count : index
  %wn = arith.remui %warp, %wn_count : index
  %wm0 = arith.muli %wm, %wm_size : index
  %wn0 = arith.muli %wn, %wn_size : index
  axe.fill %zero into %acc : f32 into !FC
  // Prologue: steps 0 and 1 in flight.
  scf.for %s = %c0 to %c2 step %c1 {
    %k = arith.muli %s, %c32 : index
    axe.copy %A[%k, %m0] to %sA[%s, %c0, %c0] at cta async : !A to !SA
    axe.copy %B[%k, %n0] to %sB[%s, %c0, %c0] at cta async : !B to !SB
  }
  scf.for %t = %c0 to %steps step %c1 {
    // Step t's two groups have landed (step t + 1's may be in flight), and every warp is
    // done with stage (t + 2) % 3, which step t - 1 read.
    axe.wait_async 2
    // Refill it with step t + 2 (past the end: the last step again, never read).
    %t2 = arith.addi %t, %c2 : index
    %next = arith.minui %t2, %last : index
    %kn = arith.muli %next, %c32 : index
    %refill = arith.remui %t2, %c3 : index
    axe.copy %A[%kn, %m0] to %sA[%refill, %c0, %c0] at cta async : !A to !SA
    axe.copy %B[%kn, %n0] to %sB[%refill, %c0, %c0] at cta async : !B to !SB
    %stage = arith.remui %t, %c3 : index
    scf.for %kk = %c0 to %c32 step %c16 {
      axe.copy %sA[%stage, %kk, %wm0] to %fa at warp : !SA to !FA
      axe.copy %sB[%stage, %kk, %wn0] to %fb at warp : !SB to !FB
      axe.gemm %fa, %fb into %acc accumulate at warp : !FA, !FB into !FC
    }
  }
  %cm = arith.addi %m0, %wm0 : index
  %cn = arith.addi %n0, %wn0 : index
  axe.copy %acc to %C[%cm, %cn] at warp : !FC to !C
  axe.return %C : !C
}

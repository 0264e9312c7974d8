// One kernel that uses every copy schedule axe-dispatch-gpu has, and an mma.sync (spec 001
// section 3.2): a grid-wide vector copy at kernel scope, 16-byte cp.async into shared memory,
// vector stores back, element copies through a transposed shared layout, ldmatrix x4 and
// x2 .trans fragments stored by each lane, registers held by half a warpgroup (the others
// do not store), and C = A^T B on the
// tensor cores. The GPU emulator's outputs match plain loops (Inputs/axe-copies-reference.mlir),
// and ptxas assembles the PTX for sm_80 and sm_90.
// REQUIRES: ptxas
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/axe-copies-reference.mlir --trials 2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// EMU: @copies: 2 trials, {{.*}}: ok
// CHECK: .visible .entry copies_kernel(
// CHECK-DAG: ld.global.v4.b32
// CHECK-DAG: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// CHECK-DAG: st.global.v4.b32
// CHECK-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-DAG: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK-DAG: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

!x = !axe.tensor<64x64xf16, global>
!tile = !axe.tensor<32x64xf16, global>
!sq = !axe.tensor<32x32xf16, global>
!sTile = !axe.tensor<32x64xf16, shared, #axe.layout<S[(32,64):(64,1)]>>
!sT = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(1,32)]>>
!sA = !axe.tensor<16x16xf16, shared, #axe.layout<S[(16,16):(1,16)]>>
!sB = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!gA = !axe.tensor<16x16xf16, global>
!gB = !axe.tensor<16x8xf16, global>
!fA = !axe.tensor<16x16xf16, reg, #axe.layout<S[(2,4,2,2,8):(4@reg,1@lane,1@reg,2@reg,4@lane)]>>
!fB = !axe.tensor<16x8xf16, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
!fC = !axe.tensor<16x8xf32, reg, #axe.layout<S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]>>
!gC = !axe.tensor<16x8xf32, global>
!rows = !axe.tensor<64x4xf16, global>
// Two of the warpgroup's four warps hold the rows; only they store them.
!wg = !axe.tensor<64x4xf16, reg, #axe.layout<S[(2,32,4):(1@warp,1@lane,1@reg)]>>

axe.kernel @copies(%x: !x, %a: !gA, %b: !gB) -> (!x, !tile, !sq, !gA, !gB, !gC, !rows) attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %whole = axe.alloc : !x
  %top = axe.alloc : !tile
  %square = axe.alloc : !sq
  %oa = axe.alloc : !gA
  %ob = axe.alloc : !gB
  %oc = axe.alloc : !gC
  %orows = axe.alloc : !rows
  %st = axe.alloc : !sTile
  %sq = axe.alloc : !sT
  %sa = axe.alloc : !sA
  %sb = axe.alloc : !sB
  %fa = axe.alloc : !fA
  %fb = axe.alloc : !fB
  %fc = axe.alloc : !fC
  %r = axe.alloc : !wg
  axe.copy %x to %whole at kernel : !x to !x
  axe.copy %x[%c32, %c0] to %st at cta async : !x to !sTile
  axe.copy %x[%c0, %c32] to %sq at cta : !x to !sT
  axe.copy %a to %sa at cta : !gA to !sA
  axe.copy %b to %sb at cta : !gB to !sB
  axe.wait_async 0
  axe.copy %st to %top at cta : !sTile to !tile
  axe.copy %sq to %square at cta : !sT to !sq
  axe.copy %sa to %fa at warp : !sA to !fA
  axe.copy %sb to %fb at warp : !sB to !fB
  %tid = gpu.thread_id x
  %first = arith.cmpi ult, %tid, %c32 : index
  scf.if %first {
    axe.copy %fa to %oa at warp : !fA to !gA
    axe.copy %fb to %ob at warp : !fB to !gB
    axe.gemm %fa, %fb into %fc at warp : !fA, !fB into !fC
    axe.copy %fc to %oc at warp : !fC to !gC
  }
  axe.copy %x[%c0, %c0] to %r at warpgroup : !x to !wg
  axe.copy %r to %orows at warpgroup : !wg to !rows
  axe.return %whole, %top, %square, %oa, %ob, %oc, %orows : !x, !tile, !sq, !gA, !gB, !gC, !rows
}

// Axe operators on the GPU emulator against plain loops (Inputs/axe-gpu-copies-reference.mlir):
// each kernel moves a tensor through shared memory and registers under the schedules
// axe-dispatch-gpu picks (test/Conversion/axe-to-gpu/copy-schedules.mlir shows which), and
// what comes out must be what went in, or the matrix product. A wrong address in any schedule
// scrambles elements; a missing wait or barrier is a race the emulator reports.
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/axe-gpu-copies-reference.mlir --trials 3 --entry through_layouts --entry fragments --entry unaligned_fragments --entry mma --entry grid_copy --entry warpgroups --entry conversions | FileCheck %s
// f32 inputs go through the tensor cores as tf32 (10-bit mantissas): a looser tolerance.
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/axe-gpu-copies-reference.mlir --trials 3 --entry mma_tf32 --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=TF32
// TF32: @mma_tf32: 3 trials, {{.*}}: ok
// CHECK: @through_layouts: 3 trials, {{.*}}: ok
// CHECK: @fragments: 3 trials, {{.*}}: ok
// CHECK: @unaligned_fragments: 3 trials, {{.*}}: ok
// CHECK: @mma: 3 trials, {{.*}}: ok
// CHECK: @grid_copy: 3 trials, {{.*}}: ok
// CHECK: @warpgroups: 3 trials, {{.*}}: ok
// CHECK: @conversions: 3 trials, {{.*}}: ok

// Global -> shared (cp.async, 16 bytes), shared -> shared of another layout (element copies
// that transpose the storage), shared -> global (vector stores along dimension 0), with a
// 2 x 2 grid of blocks each taking a 32 x 32 tile.
!g = !axe.tensor<64x64xf32, global>
!row = !axe.tensor<32x32xf32, shared, #axe.layout<S[(32,32):(32,1)]>>
!col = !axe.tensor<32x32xf32, shared, #axe.layout<S[(32,32):(1,32)]>>
axe.kernel @through_layouts(%x: !g) -> !g attributes {grid = array<i64: 2, 2>, block = array<i64: 64>} {
  %c32 = arith.constant 32 : index
  %y = axe.alloc : !g
  %a = axe.alloc : !row
  %b = axe.alloc : !col
  %bx = gpu.block_id x
  %by = gpu.block_id y
  %r = arith.muli %by, %c32 : index
  %c = arith.muli %bx, %c32 : index
  axe.copy %x[%r, %c] to %a at cta async : !g to !row
  axe.wait_async 0
  axe.copy %a to %b at cta : !row to !col
  gpu.barrier
  axe.copy %b to %y[%r, %c] at cta : !col to !g
  axe.return %y : !g
}

// A [k, m] A fragment and a [k, n] B fragment by ldmatrix, stored back by each lane.
!ga = !axe.tensor<16x16xf16, global>
!gb = !axe.tensor<16x8xf16, global>
!sa = !axe.tensor<16x16xf16, shared, #axe.layout<S[(16,16):(1,16)]>>
!sb = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!fa = !axe.tensor<16x16xf16, reg, #axe.layout<S[(2,4,2,2,8):(4@reg,1@lane,1@reg,2@reg,4@lane)]>>
!fb = !axe.tensor<16x8xf16, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
axe.kernel @fragments(%a: !ga, %b: !gb) -> (!ga, !gb) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %oa = axe.alloc : !ga
  %ob = axe.alloc : !gb
  %sa = axe.alloc : !sa
  %sb = axe.alloc : !sb
  %fa = axe.alloc : !fa
  %fb = axe.alloc : !fb
  axe.copy %a to %sa at warp : !ga to !sa
  axe.copy %b to %sb at warp : !gb to !sb
  gpu.barrier
  axe.copy %sa to %fa at warp : !sa to !fa
  axe.copy %sb to %fb at warp : !sb to !fb
  axe.copy %fa to %oa at warp : !fa to !ga
  axe.copy %fb to %ob at warp : !fb to !gb
  axe.return %oa, %ob : !ga, !gb
}

// The same B fragment at an offset not proved aligned (element loads): columns 3 .. 10 of a
// 16 x 16 shared tile.
!gw = !axe.tensor<16x16xf16, global>
!sw = !axe.tensor<16x16xf16, shared, #axe.layout<S[(16,16):(16,1)]>>
axe.kernel @unaligned_fragments(%w: !gw) -> !gb attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %n = arith.constant 3 : index
  %ob = axe.alloc : !gb
  %sw = axe.alloc : !sw
  %fb = axe.alloc : !fb
  axe.copy %w to %sw at cta : !gw to !sw
  gpu.barrier
  axe.copy %sw[%c0, %n] to %fb at warp : !sw to !fb
  axe.copy %fb to %ob at warp : !fb to !gb
  axe.return %ob : !gb
}

// C = A^T B on the tensor cores, A [k, m] = 16 x 32, B [k, n] = 16 x 16: 2 x 2 atoms.
!gA = !axe.tensor<16x32xf16, global>
!gB = !axe.tensor<16x16xf16, global>
!gC = !axe.tensor<32x16xf32, global>
!sA = !axe.tensor<16x32xf16, shared, #axe.layout<S[(16,32):(32,1)]>>
!sB = !axe.tensor<16x16xf16, shared, #axe.layout<S[(16,16):(16,1)]>>
!rA = !axe.tensor<16x32xf16, reg, #axe.layout<S[(2,4,2,2,2,8):(4@reg,1@lane,1@reg,8@reg,2@reg,4@lane)]>>
!rB = !axe.tensor<16x16xf16, reg, #axe.layout<S[(2,4,2,2,8):(2@reg,1@lane,1@reg,4@reg,4@lane)]>>
!rC = !axe.tensor<32x16xf32, reg, #axe.layout<S[(2,2,8,2,4,2):(8@reg,2@reg,4@lane,4@reg,1@lane,1@reg)]>>
axe.kernel @mma(%a: !gA, %b: !gB) -> !gC attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c = axe.alloc : !gC
  %sa = axe.alloc : !sA
  %sb = axe.alloc : !sB
  %ra = axe.alloc : !rA
  %rb = axe.alloc : !rB
  %rc = axe.alloc : !rC
  axe.copy %a to %sa at warp async : !gA to !sA
  axe.copy %b to %sb at warp async : !gB to !sB
  axe.wait_async 0
  axe.copy %sa to %ra at warp : !sA to !rA
  axe.copy %sb to %rb at warp : !sB to !rB
  axe.gemm %ra, %rb into %rc at warp : !rA, !rB into !rC
  axe.copy %rc to %c at warp : !rC to !gC
  axe.return %c : !gC
}

// At kernel scope every thread of the grid takes runs of 4 floats in turn: 3 blocks of 64
// threads over 1000 floats (250 runs, the last ones guarded).
!flat = !axe.tensor<1000xf32, global>
axe.kernel @grid_copy(%x: !flat) -> !flat attributes {grid = array<i64: 3>, block = array<i64: 64>} {
  %y = axe.alloc : !flat
  axe.copy %x to %y at kernel : !flat to !flat
  axe.return %y : !flat
}

// At warpgroup scope `warp` numbers a warpgroup's 4 warps: each of a block's two warpgroups
// loads its 128 x 4 rows into registers (row 32 w + l in warp w, lane l) and stores them back.
!rows = !axe.tensor<256x4xf32, global>
!wg = !axe.tensor<128x4xf32, reg, #axe.layout<S[(4,32,4):(1@warp,1@lane,1@reg)]>>
axe.kernel @warpgroups(%x: !rows) -> !rows attributes {grid = array<i64: 1>, block = array<i64: 256>} {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %y = axe.alloc : !rows
  %r = axe.alloc : !wg
  %tid = gpu.thread_id x
  %group = arith.divui %tid, %c128 : index
  %row = arith.muli %group, %c128 : index
  axe.copy %x[%row, %c0] to %r at warpgroup : !rows to !wg
  axe.copy %r to %y[%row, %c0] at warpgroup : !wg to !rows
  axe.return %y : !rows
}

// f32 inputs on the tensor cores, read as tf32: m16n8k8 atoms, A [k, m] = 8 x 16 and B [k, n] =
// 8 x 8 loaded into their fragments element by element (ldmatrix moves 16-bit rows).
!tA = !axe.tensor<8x16xf32, global>
!tB = !axe.tensor<8x8xf32, global>
!tC = !axe.tensor<16x8xf32, global>
!fA32 = !axe.tensor<8x16xf32, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
!fB32 = !axe.tensor<8x8xf32, reg, #axe.layout<S[(2,4,8):(1@reg,1@lane,4@lane)]>>
!fC32 = !axe.tensor<16x8xf32, reg, #axe.layout<S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @mma_tf32(%a: !tA, %b: !tB) -> !tC attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c = axe.alloc : !tC
  %ra = axe.alloc : !fA32
  %rb = axe.alloc : !fB32
  %rc = axe.alloc : !fC32
  axe.copy %a to %ra at warp : !tA to !fA32
  axe.copy %b to %rb at warp : !tB to !fB32
  axe.gemm %ra, %rb into %rc at warp : !fA32, !fB32 into !fC32
  axe.copy %rc to %c at warp : !fC32 to !tC
  axe.return %c : !tC
}

// Copies convert to the destination's type as uop.cast does: f16 to bf16 and back (through
// f32, both 16 bits wide), and f32 to i1 (x != 0) and back (0 or 1).
!h = !axe.tensor<64xf16, global>
!hb = !axe.tensor<64xbf16, shared, #axe.layout<S[64:1]>>
!g32 = !axe.tensor<64xf32, global>
!ib = !axe.tensor<64xi1, shared, #axe.layout<S[64:1]>>
axe.kernel @conversions(%x: !h, %z: !g32) -> (!h, !g32) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %y = axe.alloc : !h
  %w = axe.alloc : !g32
  %s = axe.alloc : !hb
  %t = axe.alloc : !ib
  axe.copy %x to %s at cta : !h to !hb
  axe.copy %z to %t at cta : !g32 to !ib
  gpu.barrier
  axe.copy %s to %y at cta : !hb to !h
  axe.copy %t to %w at cta : !ib to !g32
  axe.return %y, %w : !h, !g32
}

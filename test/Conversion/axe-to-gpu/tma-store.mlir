// axe-dispatch-gpu{tma=true}: an asynchronous copy from a shared tile to global memory at cta
// scope is a TMA store (lowering/src/gpu/dispatch/tma.rs): every thread fences its writes of
// the tile for the async proxy (fence.proxy.async), the block barrier orders them before the
// issue, thread 0 hands each 64-column box (one here, read with the 128-byte swizzle) to the
// copy engine (cp.async.bulk.tensor, predicated) and commits them as a bulk group. The next
// write into the tile waits until the store has read it (thread 0's
// cp.async.bulk.wait_group.read 0, then the block barrier), and so does the kernel's end.
// @epilogue is a GEMM epilogue in miniature: each block converts two 16 x 64 tiles of f32
// "accumulators" to f16 in registers, stores them through stmatrix into one staging tile, and
// writes each tile to C with a TMA store, reusing the tile.
// Checked: the emulator against the interpreter's rounding of the input (2 seeded trials,
// exact); mutations of the dispatched kernel caught by the emulator: no fence.proxy.async
// (the copy engine would read stale data), no barrier before the store (a race with the
// stmatrix writes), no wait_group.read (the second tile's stmatrix writes a tile still being
// read); no store at all leaves C unwritten, which the comparison fails. Without tma the
// asynchronous store is an error at the copy.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu{tma=true stmatrix=true})' -o %t.on.mlir
// RUN: FileCheck %s < %t.on.mlir
// RUN: axe-run %s --target gpu-emulator --gpu-tma --against %S/Inputs/tma-store-reference.mlir --trials 2 --rtol 0 --atol 0 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %t.on.mlir --target gpu-emulator --against %S/Inputs/tma-store-reference.mlir --trials 2 --rtol 0 --atol 0 | FileCheck %s --check-prefix=EMU
// RUN: grep -v nvvm.fence.proxy %t.on.mlir > %t.nofence.mlir
// RUN: not axe-run %t.nofence.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=NOFENCE
// RUN: grep -v gpu.barrier %t.on.mlir > %t.nobarrier.mlir
// RUN: not axe-run %t.nobarrier.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: grep -v nvvm.cp.async.bulk.wait_group %t.on.mlir > %t.nowait.mlir
// RUN: not axe-run %t.nowait.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=NOWAIT
// RUN: grep -v nvgpu.tma.async.store %t.on.mlir > %t.nostore.mlir
// RUN: not axe-run %t.nostore.mlir --target gpu-emulator --against %S/Inputs/tma-store-reference.mlir --trials 1 --rtol 0 --atol 0 2>&1 | FileCheck %s --check-prefix=NOSTORE
// RUN: not axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu{stmatrix=true})' 2>&1 | FileCheck %s --check-prefix=NOTMA
// EMU: @epilogue: 2 trials, max abs error 0e0{{.*}}: ok
// NOFENCE: error: 'nvgpu.tma.async.store' op stores shared element {{[0-9]+}} that thread ({{[0-9]+}}, 0, 0) of block (0, 0, 0) wrote with no fence.proxy.async after
// RACE: 'nvgpu.tma.async.store' op has a data race on element {{[0-9]+}} of a buffer
// NOWAIT: error: 'nvvm.stmatrix' op writes element {{[0-9]+}} of a shared buffer that a TMA store of thread (0, 0, 0) of block (0, 0, 0) still reads
// NOSTORE: @epilogue: MISMATCH
// NOTMA: error: 'axe.copy' op is an asynchronous copy from shared to global memory, which only a TMA store makes; it is asynchronous, which needs tma=true (sm_90)

// CHECK-LABEL: func.func @epilogue(
// CHECK: nvgpu.tma.create.descriptor
// CHECK-SAME: -> <tensor = memref<16x64xf16, 3>, swizzle = swizzle_128b
// CHECK-LABEL: func.func private @epilogue_kernel(
// CHECK: scf.for
// The stmatrix of each tile waits for the previous tile's store to have read the staging tile.
// CHECK: scf.if
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK: gpu.barrier
// CHECK-COUNT-4: nvvm.stmatrix
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: nvgpu.tma.async.store {{.*}}, predicate = %{{.*}} : memref<16x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> -> <tensor = memref<16x64xf16, 3>
// CHECK: scf.if
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// The kernel's end waits for the stores' reads.
// CHECK: scf.if
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK: return

!g = !axe.tensor<64x64xf32, global>
!o = !axe.tensor<64x64xf16, global>
!s = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(64,1)]>, swizzle<3, 3, 3>>
!fc = !axe.tensor<16x64xf32, reg, #axe.layout<S[(2,8,8,4,2):(2@reg,4@lane,4@reg,1@lane,1@reg)]>>
axe.kernel @epilogue(%x: !g) -> !o attributes {grid = array<i64: 2>, block = array<i64: 32>} {
  %y = axe.alloc : !o
  %s = axe.alloc : !s
  %acc = axe.alloc : !fc
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %b = gpu.block_id x
  scf.for %t = %c0 to %c2 step %c1 {
    %tile = arith.addi %t, %b : index
    %tile2 = arith.addi %tile, %b : index
    %r = arith.muli %tile2, %c16 : index
    axe.copy %x[%r, %c0] to %acc at warp : !g to !fc
    axe.copy %acc to %s at warp : !fc to !s
    axe.copy %s to %y[%r, %c0] at cta async : !s to !o
  }
  axe.return %y : !o
}

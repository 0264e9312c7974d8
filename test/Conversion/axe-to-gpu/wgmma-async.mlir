// Asynchronous warpgroup gemms (`axe.gemm ... async`, `axe.wait_gemm N`): the two K steps of a
// 64 x 8 x 32 product, each a 16-deep stage copied by cp.async, are multiplied by two async gemms
// into one register tensor; the second chains on the first's accumulators while the first may
// still be in flight, and `axe.wait_gemm 0` retires both before C is stored. The dispatch
// leaves out each gemm's own wgmma.wait_group; the emulator lets a pending accumulator move
// through the thread's registers (C's buffer) into the next wgmma, and its C matches plain loops.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu)' | FileCheck %s
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/wgmma-async-reference.mlir --trials 2 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU
// Mutations the emulator names: C stored before its gemms are retired; a stage refilled while
// the gemm reading it is in flight.
// RUN: sed -e 's/^  axe.wait_gemm 0$//' %s > %t.early.mlir
// RUN: not axe-run %t.early.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: sed -e 's|^  // refill$|  axe.copy %%A[%%c0, %%c0] to %%sA[%%c0, %%c0, %%c0] at cta async : !A to !SA|' %s > %t.refill.mlir
// RUN: not axe-run %t.refill.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=REFILL
// The same with TMA copies (--gpu-tma): the kernel matches, and the refill is named as a TMA copy.
// RUN: axe-run %s --target gpu-emulator --gpu-tma --against %S/Inputs/wgmma-async-reference.mlir --trials 1 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU-TMA
// RUN: not axe-run %t.refill.mlir --target gpu-emulator --gpu-tma 2>&1 | FileCheck %s --check-prefix=REFILL-TMA
// EMU: @k: 2 trials, {{.*}}: ok
// EMU-TMA: @k: 1 trials, {{.*}}: ok
// REFILL-TMA: error: 'nvgpu.tma.async.load' op starts a TMA copy into element {{[0-9]+}} of a shared buffer that an in-flight wgmma.mma_async reads
// EARLY: error: 'vector.from_elements' op reads the result of a wgmma.mma_async before wgmma.wait_group retires it
// REFILL: error: 'nvgpu.device_async_copy' op starts a cp.async into element {{[0-9]+}} of a shared buffer that an in-flight wgmma.mma_async reads
// cp.async writes shared memory through the generic proxy: each wait fences it for wgmma's
// async proxy. TMA writes through the async proxy: after the mbarrier ring's setup, no fence.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu{tma=true})' | FileCheck %s --check-prefix=TMA
// TMA: nvgpu.mbarrier.init
// TMA: nvvm.fence.proxy
// TMA-NEXT: gpu.barrier
// TMA-NOT: nvvm.fence.proxy
// TMA: nvgpu.mbarrier.try_wait.parity
// TMA-NOT: nvvm.fence.proxy
// TMA: nvvm.wgmma.mma_async
// TMA-NOT: nvvm.fence.proxy
// TMA: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.fence.proxy
// CHECK-NEXT: gpu.barrier
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait.group
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0

!A = !axe.tensor<32x64xf16, global, #axe.layout<S[(32,64):(1,32)]>>
!B = !axe.tensor<32x8xf16, global>
!C = !axe.tensor<64x8xf32, global>
!SA = !axe.tensor<2x16x64xf16, shared, #axe.layout<S[(2,16,64):(1024,1,16)]>, swizzle<1, 3, 3>>
!SB = !axe.tensor<2x16x8xf16, shared, #axe.layout<S[(2,16,8):(128,8,1)]>>
!FC = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>

axe.kernel @k(%A: !A, %B: !B) -> !C attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %C = axe.alloc : !C
  %sA = axe.alloc : !SA
  %sB = axe.alloc : !SB
  %acc = axe.alloc : !FC
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  axe.copy %A[%c0, %c0] to %sA[%c0, %c0, %c0] at cta async : !A to !SA
  axe.copy %B[%c0, %c0] to %sB[%c0, %c0, %c0] at cta async : !B to !SB
  axe.copy %A[%c16, %c0] to %sA[%c1, %c0, %c0] at cta async : !A to !SA
  axe.copy %B[%c16, %c0] to %sB[%c1, %c0, %c0] at cta async : !B to !SB
  axe.fill %zero into %acc : f32 into !FC
  axe.wait_async 2
  axe.gemm %sA[%c0], %sB[%c0] into %acc accumulate at warpgroup async : !SA, !SB into !FC
  // refill
  axe.wait_async 0
  axe.gemm %sA[%c1], %sB[%c1] into %acc accumulate at warpgroup async : !SA, !SB into !FC
  axe.wait_gemm 0
  axe.copy %acc to %C at warpgroup : !FC to !C
  axe.return %C : !C
}

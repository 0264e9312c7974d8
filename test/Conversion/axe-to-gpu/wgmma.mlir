// A warpgroup gemm over tiles staged by synchronous copies: axe-dispatch-gpu fences each
// thread's shared writes for the async proxy (fence.proxy.async) after its copies, since wgmma
// reads shared memory through that proxy; the barrier written after them orders the writes
// before the wgmma. A (K-major rows of 32 bytes, the 32-byte swizzle) and B (N-major, no
// swizzle) are canonical wgmma layouts; the emulator's C matches plain loops.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu)' | FileCheck %s
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/wgmma-reference.mlir --trials 3 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU
// The same tiles copied asynchronously by TMA (tma=true): A's box lands with the 32-byte swizzle
// in a buffer on its 256-byte period, B's unswizzled box in one on TMA's 128 bytes (a wgmma
// operand without a swizzle needs only 16).
// RUN: sed -e 's/at cta : !A to !SA/at cta async : !A to !SA/' -e 's/at cta : !B to !SB/at cta async : !B to !SB/' -e 's/^  gpu.barrier$/  axe.wait_async 0/' %s > %t.tma.mlir
// RUN: axe-opt %t.tma.mlir --pass-pipeline='builtin.module(axe-dispatch-gpu{tma=true})' | FileCheck %s --check-prefix=TMA
// RUN: axe-run %t.tma.mlir --target gpu-emulator --gpu-tma --against %S/Inputs/wgmma-reference.mlir --trials 2 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU
// EMU: @k: {{[23]}} trials, {{.*}}: ok
// TMA: memref.alloca() {alignment = 256 : i64} : memref<1024xf16, #gpu.address_space<workgroup>>
// TMA: memref.alloca() {alignment = 128 : i64} : memref<128xf16, #gpu.address_space<workgroup>>
// TMA-COUNT-2: nvgpu.tma.async.load
// CHECK: vector.store {{.*}}#gpu.address_space<workgroup>
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK: gpu.barrier
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0

!A = !axe.tensor<16x64xf16, global, #axe.layout<S[(16,64):(1,16)]>>
!B = !axe.tensor<16x8xf16, global>
!C = !axe.tensor<64x8xf32, global>
!SA = !axe.tensor<16x64xf16, shared, #axe.layout<S[(16,64):(1,16)]>, swizzle<1, 3, 3>>
!SB = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!FC = !axe.tensor<64x8xf32, reg, #axe.layout<S[(4,2,8,4,2):(1@warp,2@reg,4@lane,1@lane,1@reg)]>>

axe.kernel @k(%A: !A, %B: !B) -> !C attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %C = axe.alloc : !C
  %sA = axe.alloc : !SA
  %sB = axe.alloc : !SB
  %acc = axe.alloc : !FC
  %zero = arith.constant 0.0 : f32
  axe.copy %A to %sA at cta : !A to !SA
  axe.copy %B to %sB at cta : !B to !SB
  gpu.barrier
  axe.fill %zero into %acc : f32 into !FC
  axe.gemm %sA, %sB into %acc accumulate at warpgroup : !SA, !SB into !FC
  axe.copy %acc to %C at warpgroup : !FC to !C
  axe.return %C : !C
}

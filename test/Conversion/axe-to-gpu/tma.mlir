// axe-dispatch-gpu{tma=true} (sm_90) makes a kernel's asynchronous global-to-shared copies TMA
// copies when every one of them fits (lowering/src/gpu/dispatch/tma.rs): the driver makes a
// tensor map of the global tensor for each box and passes it as a pointer; thread 0 of the block
// initializes a ring of 16 mbarriers, and per copy tells the next one to expect the box's bytes
// and hands the box to the copy engine (predicated, not branched to); axe.wait_async N makes
// every thread wait for every copy but the newest N (copy j is phase j / 16 of barrier j % 16),
// then the block barrier. The stage
// layout is the box stored densely with the 128-byte swizzle, so its buffer is aligned to the
// swizzle's 1024-byte period.
//
// @stream streams a 320 x 64 f16 array through two stages, 20 boxes of 16 x 64 (more copies
// than barriers in the ring: barriers are reused, phases of parity 1 are waited for), and each
// step copies its stage back out; the emulator's result equals the input. @narrow's stage rows
// are 8 bytes, below TMA's 16, so its kernel keeps cp.async. Mutations: with one stage and no
// barrier after its read, the next copy into it races with threads still reading it; waiting
// for one copy too few reads a box still in flight.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu{tma=true})' | FileCheck %s
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu)' | FileCheck %s --check-prefix=OFF
// RUN: axe-run %s --target gpu-emulator --gpu-tma --against %S/Inputs/tma-reference.mlir --trials 2 | FileCheck %s --check-prefix=EMU
// RUN: sed 's/axe.wait_async 0 \/\/ step/axe.wait_async 1/' %s > %t.early.mlir
// RUN: not axe-run %t.early.mlir --target gpu-emulator --gpu-tma 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: sed -e 's/arith.remui %%t, %%c2/arith.remui %%t, %%c1/' -e 's/gpu.barrier \/\/ step//' %s > %t.race.mlir
// RUN: not axe-run %t.race.mlir --target gpu-emulator --gpu-tma 2>&1 | FileCheck %s --check-prefix=RACE
// EMU: @stream: 2 trials, {{.*}}: ok
// EMU: @narrow: 2 trials, {{.*}}: ok
// EARLY: error: 'vector.load' op accesses element {{[0-9]+}} of a buffer that {{.*}} TMA copy has not completed
// RACE: error: 'nvgpu.tma.async.load' op has a data race on element {{[0-9]+}} of a buffer: thread ({{.*}}) of block (0, 0, 0) reads it, then thread (0, 0, 0) of block (0, 0, 0) writes it with no barrier between

// CHECK-LABEL: func.func @stream(
// CHECK: %[[CAST:.*]] = memref.cast %arg0 : memref<320x64xf16> to memref<*xf16>
// CHECK: %[[MAP:.*]] = nvgpu.tma.create.descriptor %[[CAST]] box[%{{.*}}, %{{.*}}] : memref<*xf16> -> <tensor = memref<16x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: %[[PTR:.*]] = builtin.unrealized_conversion_cast %[[MAP]] : {{.*}} to !llvm.ptr
// CHECK: call @stream_kernel(%arg0, %arg1, %[[PTR]])
// CHECK-LABEL: func.func private @stream_kernel(
// CHECK-SAME: %{{.*}}: memref<320x64xf16>, %{{.*}}: memref<320x64xf16> {uop.output = 0 : i64}, %[[P:.*]]: !llvm.ptr)
// CHECK: %[[BARS:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 16>
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK: scf.for %[[SLOT:.*]] = %{{.*}} to %c16
// CHECK: nvgpu.mbarrier.init %[[BARS]][%[[SLOT]]], %{{.*}}, predicate = %[[FIRST]]
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr to !nvgpu.tensormap.descriptor
// CHECK: memref.alloca() {alignment = 1024 : i64} : memref<2048xf16, #gpu.address_space<workgroup>>
// The copy: a barrier is reused only after every thread waited for its previous copy and
// passed a block barrier; thread 0 issues, predicated.
// CHECK: scf.for
// CHECK: %[[BEHIND:.*]] = arith.cmpi sgt
// CHECK: scf.if %[[BEHIND]] {
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: gpu.barrier
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BARS]][%{{.*}}], %c2048{{.*}}, predicate = %[[FIRST]]
// CHECK: %[[BOX:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [16, 64], strides: [64, 1]
// The tensor map's coordinates run from the innermost dimension (column 0) out (row 16 t).
// CHECK: nvgpu.tma.async.load %[[D]][%{{.*}}, %{{.*}}], %[[BARS]][%{{.*}}] to %[[BOX]], predicate = %[[FIRST]]
// The wait: every thread waits, then passes the barrier.
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: gpu.barrier
// CHECK-LABEL: func.func private @narrow_kernel(
// CHECK-NOT: nvgpu.tma
// CHECK: nvgpu.device_async_copy
// CHECK-NOT: nvgpu.tma
// CHECK: return
// OFF-NOT: nvgpu.tma
// OFF-NOT: mbarrier

!G = !axe.tensor<320x64xf16, global>
!S = !axe.tensor<2x16x64xf16, shared, #axe.layout<S[(2,16,64):(1024,64,1)]>, swizzle<3, 3, 3>>
axe.kernel @stream(%A: !G) -> !G attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %B = axe.alloc : !G
  %s = axe.alloc : !S
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  scf.for %t = %c0 to %c20 step %c1 {
    %row = arith.muli %t, %c16 : index
    %stage = arith.remui %t, %c2 : index
    axe.copy %A[%row, %c0] to %s[%stage, %c0, %c0] at cta async : !G to !S
    axe.wait_async 0 // step
    axe.copy %s[%stage, %c0, %c0] to %B[%row, %c0] at cta : !S to !G
    gpu.barrier // step
  }
  axe.return %B : !G
}

!N = !axe.tensor<16x64xf16, global>
!SN = !axe.tensor<16x4xf16, shared, #axe.layout<S[(16,4):(4,1)]>>
!R = !axe.tensor<16x4xf16, global>
axe.kernel @narrow(%A: !N) -> !R attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %B = axe.alloc : !R
  %s = axe.alloc : !SN
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  axe.copy %A[%c0, %c8] to %s at cta async : !N to !SN
  axe.wait_async 0
  axe.copy %s to %B at cta : !SN to !R
  axe.return %B : !R
}

// A shared buffer refilled by TMA with no block barrier between its readers and the refill,
// ordered by mbarriers alone (the --tma-empty-barriers protocol, written by hand): thread 0
// copies a 4 x 16 box of an 8 x 32 f32 array into the buffer on the "full" mbarrier 0; every
// thread waits for its phase 0 and reads its element, then arrives on the "empty" mbarrier 1
// (64 arrivals a phase); thread 0 waits for the empty phase 0 before it copies a second box
// into the same buffer on the full barrier's phase 1, which every thread waits for (parity 1)
// before reading again. The emulator orders threads through the phases (a vector clock per
// thread, interp/src/gpu/races.rs) and matches plain loads; each mutation (sed) breaks the
// order, and the emulator names the race, the wait that can never end, or the early read.
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/mbarrier-reuse-reference.mlir --trials 2 | FileCheck %s --check-prefix=OK
// Thread 0 refills without waiting for the readers: a race (their reads, its copy's writes).
// RUN: sed 's/nvgpu.mbarrier.try_wait.parity %%bars\[%%c1\].*//' %s > %t.refill.mlir
// RUN: not axe-run %t.refill.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=REFILL
// No thread arrives on the empty barrier: thread 0's wait would never end.
// RUN: sed 's/.*nvgpu.mbarrier.arrive %%bars\[%%c1\].*//' %s > %t.arrive.mlir
// RUN: not axe-run %t.arrive.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=ARRIVE
// The readers skip the second full phase: they read what the copy has not landed.
// RUN: sed 's/nvgpu.mbarrier.try_wait.parity %%bars\[%%c0\], %%true.*//' %s > %t.second.mlir
// RUN: not axe-run %t.second.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=SECOND
// OK: @reuse: 2 trials, {{.*}}: ok
// REFILL: error: 'nvgpu.tma.async.load' op has a data race on element {{[0-9]+}} of a buffer: thread ({{[0-9]+}}, 0, 0) of block (0, 0, 0) reads it, then thread (0, 0, 0) of block (0, 0, 0) writes it
// ARRIVE: error: 'nvgpu.mbarrier.try_wait.parity' op waits for phase 0 of mbarrier 1, which still expects 64 of its 64 arrivals
// SECOND: error: 'memref.load' op accesses element {{[0-9]+}} of a buffer that {{.*}} TMA copy has not completed

!desc = !nvgpu.tensormap.descriptor<tensor = memref<4x16xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!tile = memref<64xf32, #gpu.address_space<workgroup>>
!box = memref<4x16xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<128xf32>, %map: !llvm.ptr) workgroup(%s : !tile {llvm.align = 128 : i64}) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %d = builtin.unrealized_conversion_cast %map : !llvm.ptr to !desc
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %bytes = arith.constant 256 : index
      %ticks = arith.constant 1000 : index
      %false = arith.constant false
      %true = arith.constant true
      %bars = nvgpu.mbarrier.create -> !bars
      %t = gpu.thread_id x
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        nvgpu.mbarrier.init %bars[%c0], %c1 : !bars
        nvgpu.mbarrier.init %bars[%c1], %c64 : !bars
      }
      gpu.barrier
      %box = memref.reinterpret_cast %s to offset: [0], sizes: [4, 16], strides: [16, 1] : !tile to !box
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bars[%c0], %bytes : !bars
        nvgpu.tma.async.load %d[%c16, %c2], %bars[%c0] to %box : !desc, !bars -> !box
      }
      nvgpu.mbarrier.try_wait.parity %bars[%c0], %false, %ticks : !bars
      %v = memref.load %s[%t] : !tile
      memref.store %v, %out[%t] : memref<128xf32>
      %token = nvgpu.mbarrier.arrive %bars[%c1] : !bars -> !nvgpu.mbarrier.token
      scf.if %first {
        nvgpu.mbarrier.try_wait.parity %bars[%c1], %false, %ticks : !bars
        nvgpu.mbarrier.arrive.expect_tx %bars[%c0], %bytes : !bars
        nvgpu.tma.async.load %d[%c0, %c4], %bars[%c0] to %box : !desc, !bars -> !box
      }
      nvgpu.mbarrier.try_wait.parity %bars[%c0], %true, %ticks : !bars
      %v2 = memref.load %s[%t] : !tile
      %t2 = arith.addi %t, %c64 : index
      memref.store %v2, %out[%t2] : memref<128xf32>
      gpu.return
    }
  }
  func.func @reuse(%in: memref<8x32xf32>, %out: memref<128xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %u = memref.cast %in : memref<8x32xf32> to memref<*xf32>
    %d = nvgpu.tma.create.descriptor %u box[%c4, %c16] : memref<*xf32> -> !desc
    %p = builtin.unrealized_conversion_cast %d : !desc to !llvm.ptr
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<128xf32>, %p : !llvm.ptr)
    return
  }
}

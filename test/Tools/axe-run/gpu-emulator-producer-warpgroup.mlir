// A warp-specialized block, written by hand (the protocol axe-dispatch-gpu{producer-warpgroup=true}
// lowers a TMA GEMM to): warpgroup 0 consumes, warpgroup 1 produces. Each sets its registers
// with setmaxnreg (232 and 40 per thread: 128 x 272 of the SM's 65536); thread 128, the
// producer's first, copies an 8 x 16 box of an 8 x 32 f32 array into a shared buffer on the
// "full" mbarrier 0; the consumers wait for its phase 0, read their element and arrive on the
// "empty" mbarrier 1 (128 arrivals a phase, one per consumer thread); the producer waits for
// the empty phase 0 before it copies a second box into the same buffer (full phase 1), which the
// consumers wait for (parity 1) before reading again. No block barrier orders the roles after
// the barriers' initialization: the emulator orders them through the mbarrier phases (vector
// clocks, interp/src/gpu/races.rs) and matches plain loads. Each mutation (sed) breaks the
// protocol and the emulator names it: the producer's refill without the empty wait is a race, a
// missing arrival a wait that never ends, setmaxnreg in half a warpgroup a non-uniform
// `.sync.aligned` instruction.
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/producer-warpgroup-reference.mlir --trials 2 | FileCheck %s --check-prefix=OK
// RUN: sed 's/nvgpu.mbarrier.try_wait.parity %%bars\[%%c1\].*//' %s > %t.refill.mlir
// RUN: not axe-run %t.refill.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=REFILL
// RUN: sed 's/.*nvgpu.mbarrier.arrive %%bars\[%%c1\].*//' %s > %t.arrive.mlir
// RUN: not axe-run %t.arrive.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=ARRIVE
// RUN: sed 's/scf.if %%consumer { nvvm.setmaxregister/scf.if %%half { nvvm.setmaxregister/' %s > %t.half.mlir
// RUN: not axe-run %t.half.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=HALF
// OK: @reuse: 2 trials, {{.*}}: ok
// REFILL: error: 'nvgpu.tma.async.load' op has a data race on element {{[0-9]+}} of a buffer: thread ({{[0-9]+}}, 0, 0) of block (0, 0, 0) reads it, then thread (128, 0, 0) of block (0, 0, 0) writes it
// ARRIVE: error: 'nvgpu.mbarrier.try_wait.parity' op waits for phase 0 of mbarrier 1, which still expects 128 of its 128 arrivals
// HALF: error: 'nvvm.setmaxregister' op is executed by warpgroup 0 without all 4 warps: warp 2 does not execute it

!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x16xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!tile = memref<128xf32, #gpu.address_space<workgroup>>
!box = memref<8x16xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<256xf32>, %map: !llvm.ptr) workgroup(%s : !tile {llvm.align = 128 : i64}) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %d = builtin.unrealized_conversion_cast %map : !llvm.ptr to !desc
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c128 = arith.constant 128 : index
      %bytes = arith.constant 512 : index
      %ticks = arith.constant 1000 : index
      %false = arith.constant false
      %true = arith.constant true
      %bars = nvgpu.mbarrier.create -> !bars
      %t = gpu.thread_id x
      %consumer = arith.cmpi ult, %t, %c128 : index
      %issuer = arith.cmpi eq, %t, %c128 : index
      %half = arith.cmpi ult, %t, %c64 : index
      scf.if %consumer { nvvm.setmaxregister increase 232 } else { nvvm.setmaxregister decrease 40 }
      scf.if %issuer {
        nvgpu.mbarrier.init %bars[%c0], %c1 : !bars
        nvgpu.mbarrier.init %bars[%c1], %c128 : !bars
      }
      gpu.barrier
      %box = memref.reinterpret_cast %s to offset: [0], sizes: [8, 16], strides: [16, 1] : !tile to !box
      scf.if %issuer {
        nvgpu.mbarrier.arrive.expect_tx %bars[%c0], %bytes : !bars
        nvgpu.tma.async.load %d[%c16, %c0], %bars[%c0] to %box : !desc, !bars -> !box
      }
      scf.if %consumer {
        nvgpu.mbarrier.try_wait.parity %bars[%c0], %false, %ticks : !bars
        %v = memref.load %s[%t] : !tile
        memref.store %v, %out[%t] : memref<256xf32>
        %token = nvgpu.mbarrier.arrive %bars[%c1] : !bars -> !nvgpu.mbarrier.token
      }
      scf.if %issuer {
        nvgpu.mbarrier.try_wait.parity %bars[%c1], %false, %ticks : !bars
        nvgpu.mbarrier.arrive.expect_tx %bars[%c0], %bytes : !bars
        nvgpu.tma.async.load %d[%c0, %c0], %bars[%c0] to %box : !desc, !bars -> !box
      }
      scf.if %consumer {
        nvgpu.mbarrier.try_wait.parity %bars[%c0], %true, %ticks : !bars
        %v2 = memref.load %s[%t] : !tile
        %t2 = arith.addi %t, %c128 : index
        memref.store %v2, %out[%t2] : memref<256xf32>
      }
      gpu.return
    }
  }
  func.func @reuse(%in: memref<8x32xf32>, %out: memref<256xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %u = memref.cast %in : memref<8x32xf32> to memref<*xf32>
    %d = nvgpu.tma.create.descriptor %u box[%c8, %c16] : memref<*xf32> -> !desc
    %p = builtin.unrealized_conversion_cast %d : !desc to !llvm.ptr
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%out : memref<256xf32>, %p : !llvm.ptr)
    return
  }
}

// A TMA copy on the GPU emulator, written by hand: thread 0 initializes an mbarrier, tells it
// to expect the box's 256 bytes, and hands the copy engine a 4 x 16 box of an 8 x 32 f32 array
// (rows 2-5, columns 16-31; the tensor map's coordinates run from the innermost dimension out),
// which lands in shared memory with the 64-byte swizzle (each 16-byte chunk of a 64-byte row
// XORed with bits 7-8 of its address); it waits for the barrier's phase 0, and after the block
// barrier thread t reads box element t at its swizzled place. The emulator's result matches
// plain loads of the same rows. Each mutation (sed) breaks one rule, and the emulator names it.
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/tma-reference.mlir --trials 2 | FileCheck %s --check-prefix=OK
// RUN: sed 's/nvgpu.mbarrier.init .*//' %s > %t.init.mlir
// RUN: not axe-run %t.init.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=INIT
// RUN: sed 's/arith.constant 256 : index/arith.constant 128 : index/' %s > %t.bytes.mlir
// RUN: not axe-run %t.bytes.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=BYTES
// RUN: sed 's/nvgpu.mbarrier.arrive.expect_tx .*//' %s > %t.arrive.mlir
// RUN: not axe-run %t.arrive.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=ARRIVE
// RUN: sed 's/nvgpu.mbarrier.try_wait.parity .*//' %s > %t.wait.mlir
// RUN: not axe-run %t.wait.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=WAIT
// RUN: sed 's/%%false, %%ticks/%%true, %%ticks/' %s > %t.parity.mlir
// RUN: not axe-run %t.parity.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=WAIT
// RUN: sed 's/offset: \[0\]/offset: [4]/' %s > %t.align.mlir
// RUN: not axe-run %t.align.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: sed 's/offset: \[0\]/offset: [40]/' %s > %t.past.mlir
// RUN: not axe-run %t.past.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: sed 's/box\[%%c4, %%c16\]/box[%%c1, %%c16]/' %s > %t.box.mlir
// RUN: not axe-run %t.box.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=BOX
// RUN: sed 's/8x32xf32/8x30xf32/g' %s > %t.pitch.mlir
// RUN: not axe-run %t.pitch.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=PITCH
// RUN: sed 's/%%bars\[%%c1\] to/%%bars[%%c0] to/' %s > %t.other.mlir
// RUN: not axe-run %t.other.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=OTHER
// RUN: sed 's/%%d\[%%c16, %%c2\]/%%d[%%c16, %%c16]/' %s > %t.outside.mlir
// RUN: axe-run %t.outside.mlir --target gpu-emulator --print | FileCheck %s --check-prefix=OUTSIDE
// OK: @tma: 2 trials, {{.*}}: ok
// Rows 16-19 are past the array's 8: TMA fills the box with zeros.
// OUTSIDE: @tma result 0: memref<64xf32> [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
// INIT: error: 'nvgpu.mbarrier.arrive.expect_tx' op uses mbarrier 1 before mbarrier.init (in thread (0, 0, 0) of block (0, 0, 0))
// BYTES: error: 'nvgpu.mbarrier.try_wait.parity' op waits for phase 0 of mbarrier 1, which expects 128 bytes, but its copies in flight bring 256: the wait would never end
// ARRIVE: error: 'nvgpu.mbarrier.try_wait.parity' op waits for phase 0 of mbarrier 1, which still expects 1 of its 1 arrivals
// WAIT: error: 'memref.load' op accesses element {{[0-9]+}} of a buffer that {{.*}} TMA copy has not completed
// ALIGN: error: 'nvgpu.tma.async.load' op writes shared memory from address 16, not a multiple of 128 bytes
// PAST: error: 'memref.reinterpret_cast' op views offset 40 sizes [4, 16] strides [16, 1], outside its buffer of 96 elements
// BOX: error: 'nvgpu.tma.create.descriptor' op makes boxes of [1, 16], but its type's are [4, 16]
// PITCH: error: 'nvgpu.tma.create.descriptor' op maps an array with a row pitch of 120 bytes
// OTHER: error: 'nvgpu.tma.async.load' op uses mbarrier 0 before mbarrier.init

!desc = !nvgpu.tensormap.descriptor<tensor = memref<4x16xf32, 3>, swizzle = swizzle_64b, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!tile = memref<96xf32, #gpu.address_space<workgroup>>
!box = memref<4x16xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<64xf32>, %map: !llvm.ptr) workgroup(%s : !tile {llvm.align = 1024 : i64}) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %d = builtin.unrealized_conversion_cast %map : !llvm.ptr to !desc
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %bytes = arith.constant 256 : index
      %ticks = arith.constant 1000 : index
      %false = arith.constant false
      %true = arith.constant true
      %bars = nvgpu.mbarrier.create -> !bars
      %t = gpu.thread_id x
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        nvgpu.mbarrier.init %bars[%c1], %c1 : !bars
        nvgpu.mbarrier.arrive.expect_tx %bars[%c1], %bytes : !bars
        %box = memref.reinterpret_cast %s to offset: [0], sizes: [4, 16], strides: [16, 1] : !tile to !box
        nvgpu.tma.async.load %d[%c16, %c2], %bars[%c1] to %box : !desc, !bars -> !box
        nvgpu.mbarrier.try_wait.parity %bars[%c1], %false, %ticks : !bars
      }
      gpu.barrier
      // Element t of the box sits at t ^ (bits 5-6 of t moved to bits 2-3).
      %c3 = arith.constant 3 : index
      %c12 = arith.constant 12 : index
      %high = arith.shrui %t, %c3 : index
      %bits = arith.andi %high, %c12 : index
      %p = arith.xori %t, %bits : index
      %v = memref.load %s[%p] : !tile
      memref.store %v, %out[%t] : memref<64xf32>
      gpu.return
    }
  }
  func.func @tma(%in: memref<8x32xf32>, %out: memref<64xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %u = memref.cast %in : memref<8x32xf32> to memref<*xf32>
    %d = nvgpu.tma.create.descriptor %u box[%c4, %c16] : memref<*xf32> -> !desc
    %p = builtin.unrealized_conversion_cast %d : !desc to !llvm.ptr
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xf32>, %p : !llvm.ptr)
    return
  }
}

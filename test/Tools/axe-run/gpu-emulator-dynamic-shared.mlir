// Dynamic shared memory on the GPU emulator, written by hand: the launch gives each block 512
// bytes; the kernel views two f32 buffers in them (`memref.view` at byte shifts 0 and 256), and
// thread t writes t to the first, reads element 63 - t back into the second, and stores that.
// Each mutation (sed) breaks one rule, and the emulator names it.
// RUN: axe-run %s --target gpu-emulator --print | FileCheck %s --check-prefix=OK
// RUN: sed 's/ dynamic_shared_memory_size %%bytes//' %s > %t.none.mlir
// RUN: not axe-run %t.none.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: sed 's/arith.constant 256 : index/arith.constant 300 : index/' %s > %t.past.mlir
// RUN: not axe-run %t.past.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: sed 's/arith.constant 256 : index/arith.constant 128 : index/' %s > %t.overlap.mlir
// RUN: not axe-run %t.overlap.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: sed 's/arith.constant 256 : index/arith.constant 254 : index/' %s > %t.align.mlir
// RUN: not axe-run %t.align.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: sed 's/arith.constant 512 : i32/arith.constant 300000 : i32/' %s > %t.huge.mlir
// RUN: not axe-run %t.huge.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=HUGE
// OK: @dyn result 0: memref<64xf32> [63.0, 62.0, 61.0,
// NONE: error: 'gpu.dynamic_shared_memory' op reads dynamic shared memory, but the kernel's launch gives it none
// PAST: error: 'memref.view' op views bytes 300 to 556 of a dynamic shared memory of 512
// OVERLAP: error: 'memref.view' op views shared bytes {{[0-9]+}} to {{[0-9]+}} that another view (from address {{[0-9]+}}) holds
// ALIGN: error: 'memref.view' op views f32 elements at shared address {{[0-9]+}}, not a multiple of their 4 bytes
// HUGE: error: 'gpu.func' op is launched with 300000 bytes of dynamic shared memory beside its 0 static ones; a block may have at most 232448 in all (sm_90)

!raw = memref<?xi8, #gpu.address_space<workgroup>>
!buf = memref<64xf32, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %raw = gpu.dynamic_shared_memory : !raw
      %c0 = arith.constant 0 : index
      %second = arith.constant 256 : index
      %c63 = arith.constant 63 : index
      %a = memref.view %raw[%c0][] : !raw to !buf
      %b = memref.view %raw[%second][] : !raw to !buf
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %tf = arith.sitofp %ti : i32 to f32
      memref.store %tf, %a[%t] : !buf
      gpu.barrier
      %r = arith.subi %c63, %t : index
      %x = memref.load %a[%r] : !buf
      memref.store %x, %b[%t] : !buf
      %y = memref.load %b[%t] : !buf
      memref.store %y, %out[%t] : memref<64xf32>
      gpu.return
    }
  }
  func.func @dyn(%out: memref<64xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 512 : i32
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%out : memref<64xf32>)
    return
  }
}

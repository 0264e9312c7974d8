// Views of dynamic shared memory over many blocks. The race log names shared storage by
// address, so each block's views stay allocated until the launch ends (as its static and raw
// dynamic buffers do): a view freed at its block's end could come back at the same address
// as a later block's and read as a race between the two blocks (it did, on the fused
// attention's 32 blocks at d = 128). 64 blocks each write, barrier and read back their own
// views; block b stores 64 b + 63 - t.
// RUN: axe-run %s --target gpu-emulator --print | FileCheck %s
// CHECK: @blocks result 0: memref<64x64xf32> {{\[\[}}63.0, 62.0, 61.0,
// CHECK-SAME: [127.0, 126.0, 125.0,
// CHECK-SAME: 4034.0, 4033.0, 4032.0]]
// CHECK-NOT: error

!raw = memref<?xi8, #gpu.address_space<workgroup>>
!buf = memref<64xf32, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<64x64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %raw = gpu.dynamic_shared_memory : !raw
      %c0 = arith.constant 0 : index
      %second = arith.constant 256 : index
      %c63 = arith.constant 63 : index
      %c64 = arith.constant 64 : index
      %a = memref.view %raw[%c0][] : !raw to !buf
      %b = memref.view %raw[%second][] : !raw to !buf
      %t = gpu.thread_id x
      %block = gpu.block_id x
      %base = arith.muli %block, %c64 : index
      %v = arith.addi %base, %t : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %a[%t] : !buf
      gpu.barrier
      %r = arith.subi %c63, %t : index
      %x = memref.load %a[%r] : !buf
      memref.store %x, %b[%t] : !buf
      %y = memref.load %b[%t] : !buf
      memref.store %y, %out[%block, %t] : memref<64x64xf32>
      gpu.return
    }
  }
  func.func @blocks(%out: memref<64x64xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 512 : i32
    gpu.launch_func @kernels::@k blocks in (%c64, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%out : memref<64x64xf32>)
    return
  }
}

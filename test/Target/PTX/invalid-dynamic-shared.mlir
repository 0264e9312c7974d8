// The PTX sidecar records a kernel's dynamic shared memory from its launches: two launches of
// one kernel with different sizes cannot be described.
// (The driver here is valid otherwise; test/Target/PTX/dynamic-shared.mlir translates one.)
// RUN: sed 's|^    // SECOND-LAUNCH|gpu.launch_func @kernels::@k blocks in (%%c1, %%c1, %%c1) threads in (%%c64, %%c1, %%c1) dynamic_shared_memory_size %%more args(%%out : memref<64xf32>)|' %s > %t.two.mlir
// RUN: not axe-translate --axe-to-ptx %t.two.mlir -o %t.two.ptx 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: 'gpu.launch_func' op launches @k with 1024 bytes of dynamic shared memory, another launch with 512

!raw = memref<?xi8, #gpu.address_space<workgroup>>
!buf = memref<64xf32, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %raw = gpu.dynamic_shared_memory : !raw
      %c0 = arith.constant 0 : index
      %a = memref.view %raw[%c0][] : !raw to !buf
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : !buf
      memref.store %x, %out[%t] : memref<64xf32>
      gpu.return
    }
  }
  func.func @dyn(%out: memref<64xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 512 : i32
    %more = arith.constant 1024 : i32
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%out : memref<64xf32>)
    // SECOND-LAUNCH
    return
  }
}

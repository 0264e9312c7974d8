// axe-run --target gpu-emulator: the GPU path's outlined kernels run on the emulator,
// every thread of every block. A hand-written block reduction (a strided loop whose trip
// count differs between threads, warp shuffles, shared memory and a barrier) matches the
// same sums written as plain loops, and the uop pipeline's kernels match the interpreter.
// RUN: axe-run %s --against %S/Inputs/row-sum-reference.mlir --atol 1e-5 --trials 3 | FileCheck %s
// RUN: axe-run --target gpu-emulator %S/../../Target/PTX/Inputs/add-split.mlir --trials 2 | FileCheck %s --check-prefix=ADD
// RUN: axe-run --target gpu-emulator --gpu-threads 64 --gpu-upcast 1 %S/../../Target/PTX/Inputs/reshape-index.mlir --trials 2 | FileCheck %s --check-prefix=RESHAPE

// CHECK: @row_sum: 3 trials, max abs error {{.*}}: ok
// ADD: @add: 2 trials, max abs error 0e0, max rel error 0e0: ok
// RESHAPE: @copy: 2 trials, max abs error 0e0, max rel error 0e0: ok

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @row_sum(%x: memref<4x250xf32>, %out: memref<4xf32>) workgroup(%partial: memref<2xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c250 = arith.constant 250 : index
      %zero = arith.constant 0.0 : f32
      %width = arith.constant 32 : i32
      %row = gpu.block_id x
      %t = gpu.thread_id x
      // Thread t sums x[row, t], x[row, t + 64], ...: 4 terms below 58, 3 from there.
      %mine = scf.for %i = %t to %c250 step %c64 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %x[%row, %i] : memref<4x250xf32>
        %n = arith.addf %acc, %v : f32
        scf.yield %n : f32
      }
      %o16 = arith.constant 16 : i32
      %o8 = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32
      %s16, %v16 = gpu.shuffle xor %mine, %o16, %width : f32
      %a16 = arith.addf %mine, %s16 : f32
      %s8, %v8 = gpu.shuffle xor %a16, %o8, %width : f32
      %a8 = arith.addf %a16, %s8 : f32
      %s4, %v4 = gpu.shuffle xor %a8, %o4, %width : f32
      %a4 = arith.addf %a8, %s4 : f32
      %s2, %v2 = gpu.shuffle xor %a4, %o2, %width : f32
      %a2 = arith.addf %a4, %s2 : f32
      %s1, %v1 = gpu.shuffle xor %a2, %o1, %width : f32
      %warp_sum = arith.addf %a2, %s1 : f32
      %lane = gpu.lane_id
      %warp = gpu.subgroup_id : index
      %first_lane = arith.cmpi eq, %lane, %c0 : index
      scf.if %first_lane {
        memref.store %warp_sum, %partial[%warp] : memref<2xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %first_thread = arith.cmpi eq, %t, %c0 : index
      scf.if %first_thread {
        %p0 = memref.load %partial[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
        %p1 = memref.load %partial[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
        %sum = arith.addf %p0, %p1 : f32
        memref.store %sum, %out[%row] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @row_sum(%x: memref<4x250xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@row_sum blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1) args(%x : memref<4x250xf32>, %out : memref<4xf32>)
    return
  }
}

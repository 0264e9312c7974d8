// Constant globals a kernel reads (weights copied into the gpu.module) on the GPU emulator:
// each launch fills one buffer per global from its initial value for all its blocks. Every
// block reads the global it names (two of one type stay apart), and blocks reading the same
// weights do not race. out[b, t] = (w[t] - v[t]) * (b + 1).
// RUN: axe-run %s --print | FileCheck %s
// CHECK: @weighted result 0: memref<3x4xf32> {{\[}}[0.5, 1.75, 2.875, -4.0], [1.0, 3.5, 5.75, -8.0], [1.5, 5.25, 8.625, -12.0]]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" constant @w : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
    memref.global "private" constant @v : memref<4xf32> = dense<[0.5, 0.25, 0.125, 8.0]>
    gpu.func @weighted(%out: memref<3x4xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>, known_grid_size = array<i32: 3, 1, 1>} {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %w = memref.get_global @w : memref<4xf32>
      %v = memref.get_global @v : memref<4xf32>
      %wt = memref.load %w[%t] : memref<4xf32>
      %vt = memref.load %v[%t] : memref<4xf32>
      %d = arith.subf %wt, %vt : f32
      %c1 = arith.constant 1 : index
      %b1 = arith.addi %b, %c1 : index
      %bi = arith.index_cast %b1 : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      %p = arith.mulf %d, %bf : f32
      memref.store %p, %out[%b, %t] : memref<3x4xf32>
      gpu.return
    }
  }
  func.func @weighted(%out: memref<3x4xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@weighted blocks in (%c3, %c1, %c1) threads in (%c4, %c1, %c1) args(%out : memref<3x4xf32>)
    return
  }
}

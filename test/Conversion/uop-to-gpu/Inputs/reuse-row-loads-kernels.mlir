// GPU kernels for axe-reuse-row-loads alone (checked by ../reuse-row-loads.mlir): two passes
// over a row of 2048 floats on 256 threads, 4 floats per load, 2 loads per thread and pass.

// Both passes read x, which no op writes: the loops are unrolled and the second pass takes
// the first pass's values; a repeated top-level load across a barrier is forwarded too.
// CHECK-LABEL: gpu.func @two_passes
// CHECK-NOT: scf.for
// CHECK-COUNT-2: vector.load %arg0
// CHECK-NOT: vector.load
// CHECK: %[[FIRST:.*]] = memref.load %arg0[%c0]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: arith.addf %[[FIRST]], %[[FIRST]]
// CHECK-NOT: load
// CHECK: gpu.barrier
// CHECK-NOT: load
// CHECK-COUNT-2: vector.store
// CHECK: gpu.return

// The kernel writes x (in place): its loads stay in their loops.
// CHECK-LABEL: gpu.func @in_place
// CHECK-COUNT-2: scf.for
// CHECK: gpu.return

// Launched with one buffer for both arguments: nothing is proven.
// CHECK-LABEL: gpu.func @aliased
// CHECK-COUNT-2: scf.for
// CHECK: gpu.return

// Launched with two views of one buffer: nothing is proven either.
// CHECK-LABEL: gpu.func @view_aliased
// CHECK-COUNT-2: scf.for
// CHECK: gpu.return

// 32 steps of 16 bytes: 512 bytes a thread would keep, over the 256-byte bound.
// CHECK-LABEL: gpu.func @long_row
// CHECK-COUNT-2: scf.for
// CHECK: gpu.return

// Loops over [-2^63, 2^63 - 1): a trip count past i64, not unrolled (and no overflow).
// CHECK-LABEL: gpu.func @extreme_bounds
// CHECK-COUNT-2: scf.for
// CHECK: gpu.return

// Loads of vector<2^61 x f32> (2^63 bytes), two per step: their bytes overflow i64, so the
// loops are not unrolled (and nothing panics).
// CHECK-LABEL: gpu.func @huge_vectors
// CHECK-COUNT-2: scf.for
// CHECK: gpu.return

// One pass: nothing is re-read, nothing is unrolled.
// CHECK-LABEL: gpu.func @one_pass
// CHECK: scf.for
// CHECK: gpu.return

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @two_passes(%x: memref<2048xf32>, %out: memref<2048xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1024 = arith.constant 1024 : index
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %tx = gpu.thread_id x
      %t4 = arith.muli %tx, %c4 : index
      %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        %s = arith.addf %acc, %v : vector<4xf32>
        scf.yield %s : vector<4xf32>
      }
      %first = memref.load %x[%c0] : memref<2048xf32>
      gpu.barrier
      %again = memref.load %x[%c0] : memref<2048xf32>
      %both = arith.addf %first, %again : f32
      %b = vector.broadcast %both : f32 to vector<4xf32>
      %shift = arith.addf %sum, %b : vector<4xf32>
      gpu.barrier
      scf.for %i = %c0 to %c2 step %c1 {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        %w = arith.addf %v, %shift : vector<4xf32>
        vector.store %w, %out[%a] : memref<2048xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @in_place(%x: memref<2048xf32>, %out: memref<2048xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1024 = arith.constant 1024 : index
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %tx = gpu.thread_id x
      %t4 = arith.muli %tx, %c4 : index
      %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        %s = arith.addf %acc, %v : vector<4xf32>
        scf.yield %s : vector<4xf32>
      }
      gpu.barrier
      scf.for %i = %c0 to %c2 step %c1 {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        %w = arith.addf %v, %sum : vector<4xf32>
        vector.store %w, %x[%a] : memref<2048xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @aliased(%x: memref<2048xf32>, %out: memref<2048xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1024 = arith.constant 1024 : index
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %tx = gpu.thread_id x
      %t4 = arith.muli %tx, %c4 : index
      %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        %s = arith.addf %acc, %v : vector<4xf32>
        scf.yield %s : vector<4xf32>
      }
      gpu.barrier
      scf.for %i = %c0 to %c2 step %c1 {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        %w = arith.addf %v, %sum : vector<4xf32>
        vector.store %w, %out[%a] : memref<2048xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @view_aliased(%x: memref<2048xf32>, %out: memref<2048xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1024 = arith.constant 1024 : index
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %tx = gpu.thread_id x
      %t4 = arith.muli %tx, %c4 : index
      %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        %s = arith.addf %acc, %v : vector<4xf32>
        scf.yield %s : vector<4xf32>
      }
      gpu.barrier
      scf.for %i = %c0 to %c2 step %c1 {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        %w = arith.addf %v, %sum : vector<4xf32>
        vector.store %w, %out[%a] : memref<2048xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @long_row(%x: memref<32768xf32>, %out: memref<32768xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c4 = arith.constant 4 : index
      %c1024 = arith.constant 1024 : index
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %tx = gpu.thread_id x
      %t4 = arith.muli %tx, %c4 : index
      %sum = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<32768xf32>, vector<4xf32>
        %s = arith.addf %acc, %v : vector<4xf32>
        scf.yield %s : vector<4xf32>
      }
      gpu.barrier
      scf.for %i = %c0 to %c32 step %c1 {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<32768xf32>, vector<4xf32>
        %w = arith.addf %v, %sum : vector<4xf32>
        vector.store %w, %out[%a] : memref<32768xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @extreme_bounds(%x: memref<2048xf32>, %out: memref<2048xf32>) kernel {
      %lo = arith.constant -9223372036854775808 : index
      %hi = arith.constant 9223372036854775807 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %sum = scf.for %i = %lo to %hi step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %x[%tx] : memref<2048xf32>
        %s = arith.addf %acc, %v : f32
        scf.yield %s : f32
      }
      gpu.barrier
      scf.for %i = %lo to %hi step %c1 {
        %v = memref.load %x[%tx] : memref<2048xf32>
        %w = arith.addf %v, %sum : f32
        memref.store %w, %out[%tx] : memref<2048xf32>
      }
      gpu.return
    }
    gpu.func @huge_vectors(%x: memref<2048xf32>, %out: memref<2048xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %c0) -> (index) {
        %v = vector.load %x[%i] : memref<2048xf32>, vector<2305843009213693952xf32>
        %w = vector.load %x[%c1] : memref<2048xf32>, vector<2305843009213693952xf32>
        scf.yield %i : index
      }
      gpu.barrier
      scf.for %i = %c0 to %c2 step %c1 {
        %v = vector.load %x[%i] : memref<2048xf32>, vector<2305843009213693952xf32>
        %w = vector.load %x[%c1] : memref<2048xf32>, vector<2305843009213693952xf32>
        vector.store %v, %out[%sum] : memref<2048xf32>, vector<2305843009213693952xf32>
      }
      gpu.return
    }
    gpu.func @one_pass(%x: memref<2048xf32>, %out: memref<2048xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1024 = arith.constant 1024 : index
      %tx = gpu.thread_id x
      %t4 = arith.muli %tx, %c4 : index
      scf.for %i = %c0 to %c2 step %c1 {
        %o = arith.muli %i, %c1024 : index
        %a = arith.addi %o, %t4 : index
        %v = vector.load %x[%a] : memref<2048xf32>, vector<4xf32>
        vector.store %v, %out[%a] : memref<2048xf32>, vector<4xf32>
      }
      gpu.return
    }
  }
  func.func @main(%x: memref<2048xf32>, %out: memref<2048xf32>, %x2: memref<32768xf32>, %out2: memref<32768xf32>, %y: memref<1x2048xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@two_passes blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%x : memref<2048xf32>, %out : memref<2048xf32>)
    gpu.launch_func @kernels::@in_place blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%x : memref<2048xf32>, %out : memref<2048xf32>)
    gpu.launch_func @kernels::@aliased blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%x : memref<2048xf32>, %x : memref<2048xf32>)
    %y1 = memref.collapse_shape %y [[0, 1]] : memref<1x2048xf32> into memref<2048xf32>
    %y2 = memref.collapse_shape %y [[0, 1]] : memref<1x2048xf32> into memref<2048xf32>
    gpu.launch_func @kernels::@view_aliased blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%y1 : memref<2048xf32>, %y2 : memref<2048xf32>)
    gpu.launch_func @kernels::@long_row blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%x2 : memref<32768xf32>, %out2 : memref<32768xf32>)
    gpu.launch_func @kernels::@extreme_bounds blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%x : memref<2048xf32>, %out : memref<2048xf32>)
    gpu.launch_func @kernels::@huge_vectors blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%x : memref<2048xf32>, %out : memref<2048xf32>)
    gpu.launch_func @kernels::@one_pass blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%x : memref<2048xf32>, %out : memref<2048xf32>)
    return
  }
}

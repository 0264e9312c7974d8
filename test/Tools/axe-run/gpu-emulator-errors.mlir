// The GPU emulator refuses what the hardware would not run as written: a barrier that some
// threads of a block skip, a data race on shared or global memory, a shuffle that not all
// lanes of a warp execute, a launch past the hardware's limits or against the kernel's own
// declared sizes, too much shared memory, a vector access off the alignment it declares. Each
// error names the op and a thread.
// RUN: not axe-run %s --split-input-file --trials 1 2>&1 | FileCheck %s

// CHECK: gpu-emulator-errors.mlir:[[@LINE+8]]:9: error: 'gpu.barrier' op is reached by 32 of the block's 64 threads; this thread does not reach it (a barrier must be reached by every thread of the block) (in thread (32, 0, 0) of block (0, 0, 0))
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<64xf32>) kernel {
      %c32 = arith.constant 32 : index
      %t = gpu.thread_id x
      %low = arith.cmpi slt, %t, %c32 : index
      scf.if %low {
        gpu.barrier
      }
      gpu.return
    }
  }
  func.func @divergent_barrier(%out: memref<64xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xf32>)
    return
  }
}

// -----

// Every thread writes its id to shared element 0, then thread 0 reads it: the second
// thread's write races with the first's.
// CHECK: gpu-emulator-errors.mlir:[[@LINE+8]]:7: error: 'memref.store' op has a data race on element 0 of a buffer: thread (0, 0, 0) of block (0, 0, 0) writes it, then thread (1, 0, 0) of block (0, 0, 0) writes it with no barrier between
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<1xf32>) workgroup(%s: memref<1xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %t = gpu.thread_id x
      %f = arith.index_cast %t : index to i32
      %v = arith.sitofp %f : i32 to f32
      memref.store %v, %s[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %r = memref.load %s[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%c0] : memref<1xf32>
      }
      gpu.return
    }
  }
  func.func @shared_race(%out: memref<1xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<1xf32>)
    return
  }
}

// -----

// A read of what another thread wrote, with no barrier between.
// CHECK: gpu-emulator-errors.mlir:[[@LINE+10]]:14: error: 'memref.load' op has a data race on element 1 of a buffer: thread (1, 0, 0) of block (0, 0, 0) writes it, then thread (0, 0, 0) of block (1, 0, 0) reads it from another block
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<2xf32>) kernel {
      %c1 = arith.constant 1 : index
      %one = arith.constant 1.0 : f32
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %first_block = arith.cmpi eq, %b, %c1 : index
      scf.if %first_block {
        %r = memref.load %out[%c1] : memref<2xf32>
      } else {
        memref.store %one, %out[%t] : memref<2xf32>
      }
      gpu.return
    }
  }
  func.func @global_race(%out: memref<2xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @kernels::@k blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1) args(%out : memref<2xf32>)
    return
  }
}

// -----

// CHECK: gpu-emulator-errors.mlir:[[@LINE+11]]:19: error: 'gpu.shuffle' op is executed by warp 0 without all of its first 32 lanes: lane 7 does not execute it
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<32xf32>) kernel {
      %c7 = arith.constant 7 : index
      %o = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      %x = arith.constant 2.0 : f32
      %t = gpu.thread_id x
      %skip = arith.cmpi ne, %t, %c7 : index
      scf.if %skip {
        %s, %ok = gpu.shuffle xor %x, %o, %w : f32
        memref.store %s, %out[%t] : memref<32xf32>
      }
      gpu.return
    }
  }
  func.func @partial_warp(%out: memref<32xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<32xf32>)
    return
  }
}

// -----

// CHECK: gpu-emulator-errors.mlir:[[@LINE+3]]:5: error: 'gpu.func' op declares known_block_size [128, 1, 1] but is launched with [64, 1, 1] threads
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<1xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      gpu.return
    }
  }
  func.func @wrong_block_size(%out: memref<1xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<1xf32>)
    return
  }
}

// -----

// CHECK: gpu-emulator-errors.mlir:[[@LINE+3]]:5: error: 'gpu.func' op is launched with 2048 threads per block; the limit is 1024
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<1xf32>) kernel {
      gpu.return
    }
  }
  func.func @too_many_threads(%out: memref<1xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1024, %c2, %c1) args(%out : memref<1xf32>)
    return
  }
}

// -----

// CHECK: gpu-emulator-errors.mlir:[[@LINE+3]]:5: error: 'gpu.func' op declares 65536 bytes of shared memory; a block may have at most 49152
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<1xf32>) workgroup(%s: memref<16384xf32, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
  func.func @too_much_shared(%out: memref<1xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<1xf32>)
    return
  }
}

// -----

// A shared buffer whose byte count passes i64 (found by the mutation fuzzer: an overflow
// panic before) is refused as too large, not wrapped.
// CHECK: gpu-emulator-errors.mlir:[[@LINE+3]]:5: error: 'gpu.func' op declares 9223372036854775807 bytes of shared memory; a block may have at most 49152
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<1xf32>) workgroup(%s: memref<9223372036854775807x16xf16, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
  func.func @shared_past_i64(%out: memref<1xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<1xf32>)
    return
  }
}

// -----

// CHECK: gpu-emulator-errors.mlir:[[@LINE+4]]:12: error: 'gpu.thread_id' op promises thread ids below 32 but the block has 64 threads in this dimension
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<1xf32>) kernel {
      %t = gpu.thread_id x upper_bound 32
      gpu.return
    }
  }
  func.func @broken_upper_bound(%out: memref<1xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<1xf32>)
    return
  }
}

// -----

// A vector access's alignment is a promise the hardware holds it to: each thread stores 16
// bytes declared 16-byte aligned, but from element 4 t + 1 (4 bytes past a multiple of 16).
// CHECK: gpu-emulator-errors.mlir:[[@LINE+10]]:7: error: 'vector.store' op accesses element 1 at a byte offset that is no multiple of its alignment 16 (a misaligned vector access faults) (in thread (0, 0, 0) of block (0, 0, 0))
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<132xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %t = gpu.thread_id x
      %four = arith.muli %t, %c4 : index
      %i = arith.addi %four, %c1 : index
      %v = arith.constant dense<1.0> : vector<4xf32>
      vector.store %v, %out[%i] {alignment = 16 : i64} : memref<132xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @misaligned_vector(%out: memref<132xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<132xf32>)
    return
  }
}

// -----

// The same promise on a workgroup buffer aligned only to 4 bytes (its llvm.align): element 0
// of it is no multiple of 16 bytes.
// CHECK: gpu-emulator-errors.mlir:[[@LINE+7]]:12: error: 'vector.load' op accesses element 0 at a byte offset that is no multiple of its alignment 16 (a misaligned vector access faults) (in thread (0, 0, 0) of block (0, 0, 0))
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<4xf32>) workgroup(%s: memref<8xf32, #gpu.address_space<workgroup>> {llvm.align = 4 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %v = vector.load %s[%c0] {alignment = 16 : i64} : memref<8xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      vector.store %v, %out[%c0] : memref<4xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @underaligned_shared(%out: memref<4xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<4xf32>)
    return
  }
}

// uop-outline-gpu-kernels diagnostics: kernels without launch sizes, kernels
// still at the uop level, kernels that return values, shared memory allocated in a loop.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-outline-gpu-kernels)'

// expected-error @+1 {{has no launch sizes (gpu.known_block_size, gpu.known_grid_size): run uop-map-gpu-ranges first}}
func.func @unmapped(%out: memref<8xf32>) attributes {uop.kernel} {
  return
}

// -----

func.func @still_uop(%out: memref<8xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 8, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
  // expected-error @+1 {{must be lowered (convert-uop-to-scf) before its kernel moves into a gpu.module}}
  %t = uop.special thread_id 0 size 8
  return
}

// -----

func.func @returns(%out: memref<8xf32>) -> index attributes {uop.kernel, gpu.known_block_size = array<i32: 8, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{returns values from a kernel; kernels write their results to buffers}}
  return %c0 : index
}

// -----

// Shared memory is allocated once per block, at the kernel's top; an alloca of workgroup
// memory in a loop has no attribution to become.
func.func @shared_in_loop(%out: memref<8xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 8, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-error @+1 {{allocates workgroup memory inside a loop or branch; a kernel's shared buffers are allocated once, at its top}}
    %s = memref.alloca() : memref<8xf32, #gpu.address_space<workgroup>>
  }
  return
}

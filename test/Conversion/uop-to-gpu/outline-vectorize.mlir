// axe-vectorize-upcast turns an upcast loop over aligned contiguous kernel
// arguments into vector.load/store (alignment 16), and leaves loops alone
// when alignment or contiguity is not proven; uop-outline-gpu-kernels moves
// the kernels into a gpu.module and the driver's calls become launches.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(axe-vectorize-upcast,uop-outline-gpu-kernels)' | FileCheck %s
// A loop of 2^63 - 1 iterations is no vector (the mutation fuzzer's extreme, seed 16: its width
// in bytes overflowed; in Inputs/, since no interpreter runs it): left alone.
// RUN: axe-opt %S/Inputs/huge-upcast-loop.mlir --pass-pipeline='builtin.module(axe-vectorize-upcast)' | FileCheck %s --check-prefix=HUGE
// HUGE: scf.for %{{.*}} = %{{.*}} to %c9223372036854775807 step
// HUGE-NOT: vector.
// max-bytes outside [1, 256] is refused.
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(axe-vectorize-upcast{max-bytes=0})' 2>&1 | FileCheck %s --check-prefix=BYTES0
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(axe-vectorize-upcast{max-bytes=9223372036854775807})' 2>&1 | FileCheck %s --check-prefix=BYTESMAX
// BYTES0: error: 'builtin.module' op axe-vectorize-upcast: max-bytes must be in [1, 256], got 0
// BYTESMAX: error: 'builtin.module' op axe-vectorize-upcast: max-bytes must be in [1, 256], got 9223372036854775807

// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK: gpu.module @axe_kernels {
// CHECK: gpu.func @add_k0(%{{.*}}: memref<1024xf32>, %{{.*}}: memref<1024xf32>, %{{.*}}: memref<1024xf32>) kernel
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 2, 1, 1>
// CHECK: %[[BASE:.*]] = arith.muli %{{.*}}, %c4
// CHECK-NOT: scf.for
// CHECK: %[[X:.*]] = vector.load %arg1[%[[BASE]]] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
// CHECK: %[[Y:.*]] = vector.load %arg2[%[[BASE]]] {alignment = 16 : i64}
// CHECK: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : vector<4xf32>
// CHECK: vector.store %[[S]], %arg0[%[[BASE]]] {alignment = 16 : i64}
// CHECK: gpu.return
// CHECK: func.func @add(
// CHECK: %[[T:.*]] = memref.alloc()
// CHECK: gpu.launch_func @axe_kernels::@add_k0 blocks in (%c2, %c1{{.*}}, %c1{{.*}}) threads in (%c128, %c1{{.*}}, %c1{{.*}}) args(%[[T]] : memref<1024xf32>, %arg0 : memref<1024xf32>, %arg1 : memref<1024xf32>)
// CHECK: gpu.launch_func @axe_kernels::@add_k0 {{.*}} args(%arg2 : memref<1024xf32>, %[[T]] : memref<1024xf32>, %arg1 : memref<1024xf32>)
// CHECK-NOT: call @
func.func @add_k0(%out: memref<1024xf32>, %a: memref<1024xf32>, %b: memref<1024xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 2, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %bid = gpu.block_id x upper_bound 2
  %tid = gpu.thread_id x upper_bound 128
  %t = arith.muli %bid, %c128 : index
  %g = arith.addi %t, %tid : index
  %base = arith.muli %g, %c4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %idx = arith.addi %base, %i : index
    %x = memref.load %a[%idx] : memref<1024xf32>
    %y = memref.load %b[%idx] : memref<1024xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %out[%idx] : memref<1024xf32>
  }
  return
}
func.func @add(%a: memref<1024xf32>, %b: memref<1024xf32>, %out: memref<1024xf32> {uop.output = 0 : i64}) {
  %t = memref.alloc() : memref<1024xf32>
  call @add_k0(%t, %a, %b) : (memref<1024xf32>, memref<1024xf32>, memref<1024xf32>) -> ()
  call @add_k0(%out, %t, %b) : (memref<1024xf32>, memref<1024xf32>, memref<1024xf32>) -> ()
  memref.dealloc %t : memref<1024xf32>
  return
}

// -----


// Not vectorized: the base g * 8 + 1 is not a multiple of 4 (misaligned), and
// in the second loop the buffer is read one element ahead of where it is written
// (each thread's elements g .. g + 4 are its own: no other thread touches them).
// CHECK-LABEL: gpu.func @odd_k0
// CHECK-NOT: vector.
// CHECK: scf.for
// CHECK: memref.load
// CHECK: scf.for
// CHECK: memref.load
// CHECK-NOT: vector.
// CHECK: gpu.return
func.func @odd_k0(%out: memref<2048xf32>, %a: memref<2048xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %tid = gpu.thread_id x upper_bound 256
  %g = arith.muli %tid, %c8 : index
  %base = arith.addi %g, %c1 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %idx = arith.addi %base, %i : index
    %x = memref.load %a[%idx] : memref<2048xf32>
    memref.store %x, %out[%idx] : memref<2048xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %idx = arith.addi %g, %i : index
    %ahead = arith.addi %base, %i : index
    %x = memref.load %out[%ahead] : memref<2048xf32>
    memref.store %x, %out[%idx] : memref<2048xf32>
  }
  return
}
func.func @odd(%a: memref<2048xf32>, %out: memref<2048xf32> {uop.output = 0 : i64}) {
  call @odd_k0(%out, %a) : (memref<2048xf32>, memref<2048xf32>) -> ()
  return
}

// -----

// A bias add whose index comes out as row + (col + i) (the column's offset added inside the
// row's): the invariant terms are summed before the loop, so it is still base + i and the
// accesses become vectors; the bias is read at col + i.
// CHECK-LABEL: gpu.func @bias_k0
// CHECK: %[[COL:.*]] = arith.muli %{{.*}}, %c4
// CHECK: %[[ROWCOL:.*]] = arith.addi %[[ROW:.*]], %[[COL]]
// CHECK: vector.load %{{.*}}[%[[ROWCOL]]] {alignment = 16 : i64} : memref<6144xf32>, vector<4xf32>
// CHECK: vector.load %{{.*}}[%[[COL]]] {alignment = 16 : i64} : memref<768xf32>, vector<4xf32>
// CHECK: vector.store {{.*}}[%[[ROWCOL]]] {alignment = 16 : i64} : memref<6144xf32>, vector<4xf32>
// CHECK-NOT: scf.for
func.func @bias_k0(%out: memref<8x768xf32>, %x: memref<8x768xf32>, %bias: memref<768xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 192, 1, 1>, gpu.known_grid_size = array<i32: 1, 8, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c768 = arith.constant 768 : index
  %flat_out = memref.collapse_shape %out [[0, 1]] : memref<8x768xf32> into memref<6144xf32>
  %flat_x = memref.collapse_shape %x [[0, 1]] : memref<8x768xf32> into memref<6144xf32>
  %by = gpu.block_id y upper_bound 8
  %row = arith.muli %by, %c768 : index
  %tid = gpu.thread_id x upper_bound 192
  %col = arith.muli %tid, %c4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %c = arith.addi %col, %i : index
    %at = arith.addi %row, %c : index
    %v = memref.load %flat_x[%at] : memref<6144xf32>
    %b = memref.load %bias[%c] : memref<768xf32>
    %s = arith.addf %v, %b : f32
    memref.store %s, %flat_out[%at] : memref<6144xf32>
  }
  return
}
func.func @bias(%x: memref<8x768xf32>, %bias: memref<768xf32>, %out: memref<8x768xf32> {uop.output = 0 : i64}) {
  call @bias_k0(%out, %x, %bias) : (memref<8x768xf32>, memref<8x768xf32>, memref<768xf32>) -> ()
  return
}

// -----

// A vector access made elsewhere gets the alignment its kernel argument proves (16 bytes);
// a gpu.func's workgroup attribution is an entry block argument too, but no kernel argument:
// it is aligned only as its llvm.align says, so its access gets none.
// CHECK-LABEL: gpu.func @attributions(
// CHECK: %[[V:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: vector.store %[[V]], %{{.*}}[%{{.*}}] {alignment = 16 : i64} : memref<64xf32>, vector<4xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @attributions(%out: memref<64xf32>) workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>> {llvm.align = 4 : i64}) kernel {
      %c4 = arith.constant 4 : index
      %t = gpu.thread_id x
      %i = arith.muli %t, %c4 : index
      %v = vector.load %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      vector.store %v, %out[%i] : memref<64xf32>, vector<4xf32>
      gpu.return
    }
  }
}

// -----

// A transpose: the loop's load runs down a column of x (its index is (col + i) * 64 + row, not
// base + i), so each lane is its own scalar load, the four gathered into a vector; the store
// runs along the row and becomes one aligned vector store. The second kernel reverses each
// thread's four elements in place, reading 3 - i as it writes i: a gather from a buffer the
// loop stores to would read every lane before the stores, so it is left alone.
// CHECK-LABEL: gpu.func @transpose_k0
// CHECK-NOT: scf.for
// CHECK-COUNT-4: memref.load %{{.*}} : memref<4096xf32>
// CHECK: %[[V:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: vector.store %[[V]], %{{.*}} {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
// CHECK-LABEL: gpu.func @in_place_k0
// CHECK-NOT: vector.
// CHECK: scf.for
func.func @transpose_k0(%out: memref<4096xf32>, %x: memref<4096xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 16, 1, 1>, gpu.known_grid_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %row = gpu.block_id x upper_bound 64
  %tid = gpu.thread_id x upper_bound 16
  %col = arith.muli %tid, %c4 : index
  %row_start = arith.muli %row, %c64 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %j = arith.addi %col, %i : index
    %down = arith.muli %j, %c64 : index
    %src = arith.addi %down, %row : index
    %v = memref.load %x[%src] : memref<4096xf32>
    %dst = arith.addi %row_start, %j : index
    memref.store %v, %out[%dst] : memref<4096xf32>
  }
  return
}
func.func @in_place_k0(%out: memref<4096xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 16, 1, 1>, gpu.known_grid_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %row = gpu.block_id x upper_bound 64
  %tid = gpu.thread_id x upper_bound 16
  %col = arith.muli %tid, %c4 : index
  %row_start = arith.muli %row, %c64 : index
  %start = arith.addi %row_start, %col : index
  scf.for %i = %c0 to %c4 step %c1 {
    %back = arith.subi %c3, %i : index
    %src = arith.addi %start, %back : index
    %v = memref.load %out[%src] : memref<4096xf32>
    %dst = arith.addi %start, %i : index
    memref.store %v, %out[%dst] : memref<4096xf32>
  }
  return
}
func.func @transpose(%x: memref<4096xf32>, %out: memref<4096xf32> {uop.output = 0 : i64}) {
  call @transpose_k0(%out, %x) : (memref<4096xf32>, memref<4096xf32>) -> ()
  call @in_place_k0(%out) : (memref<4096xf32>) -> ()
  return
}

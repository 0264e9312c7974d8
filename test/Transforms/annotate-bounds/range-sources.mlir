// axe-annotate-bounds: every source of ranges (ARCHITECTURE decision 6):
// constants, function arguments with axe.bounds, scf.for / scf.parallel
// bounds, uop.range, uop.define_var, uop.special, and GPU ids with known sizes.
// RUN: axe-opt %s --split-input-file --axe-annotate-bounds | FileCheck %s

// CHECK-LABEL: func @constants_and_arguments
func.func @constants_and_arguments(%n: index {axe.bounds = array<i64: -5, 100>}, %m: index) -> index {
  // CHECK: arith.constant {axe.bounds = array<i64: 42, 42>} 42 : index
  %c = arith.constant 42 : index
  // CHECK: arith.constant {axe.bounds = array<i64: -3, -3>} -3 : i32
  %d = arith.constant -3 : i32
  // CHECK: arith.addi %{{.*}}, %{{.*}} {axe.bounds = array<i64: 37, 142>}
  %s = arith.addi %n, %c : index
  // An argument without axe.bounds has the full range of its type.
  // CHECK: arith.addi %{{.*}}, %{{.*}} {axe.bounds = array<i64: -9223372036854775808, 9223372036854775807>}
  %t = arith.addi %m, %c : index
  return %s : index
}

// -----

// CHECK-LABEL: func @scf_for
func.func @scf_for(%n: index {axe.bounds = array<i64: 1, 64>}) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c2 to %n step %c3 {
    // %i lies in [2, 63]; the loop body sees it through its uses.
    // CHECK: arith.muli %{{.*}}, %{{.*}} {axe.bounds = array<i64: 6, 189>}
    %x = arith.muli %i, %c3 : index
  }
  return
}

// -----

// CHECK-LABEL: func @scf_parallel
func.func @scf_parallel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%c4, %c16) step (%c1, %c1) {
    // %i in [0, 3], %j in [1, 15]
    // CHECK: arith.muli %{{.*}}, %{{.*}} {axe.bounds = array<i64: 0, 48>}
    %x = arith.muli %i, %c16 : index
    // CHECK: arith.addi %{{.*}}, %{{.*}} {axe.bounds = array<i64: 1, 63>}
    %y = arith.addi %x, %j : index
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func @uop_sources
func.func @uop_sources(%end: index {axe.bounds = array<i64: 1, 10>}) {
  %c8 = arith.constant 8 : index
  // CHECK: uop.range %{{.*}} axis(0) loop {axe.bounds = array<i64: 0, 7>}
  %r = uop.range %c8 axis(0) loop
  // A symbolic end: the range reaches end_max - 1.
  // CHECK: uop.range %{{.*}} axis(1) reduce {axe.bounds = array<i64: 0, 9>}
  %s = uop.range %end axis(1) reduce
  // CHECK: uop.define_var "n" [-4, 12] {axe.bounds = array<i64: -4, 12>} : index
  %v = uop.define_var "n" [-4, 12] : index
  // CHECK: uop.special thread_id 0 size 256 {axe.bounds = array<i64: 0, 255>}
  %t = uop.special thread_id 0 size 256
  // CHECK: uop.special block_id 1 size 32 {axe.bounds = array<i64: 0, 31>}
  %b = uop.special block_id 1 size 32
  return
}

// -----

// CHECK-LABEL: gpu.func @gpu_ids
gpu.module @kernels {
  gpu.func @gpu_ids() kernel attributes {known_block_size = array<i32: 128, 2, 1>, known_grid_size = array<i32: 64, 1, 1>} {
    // CHECK: gpu.thread_id x {axe.bounds = array<i64: 0, 127>}
    %tx = gpu.thread_id x
    // CHECK: gpu.thread_id y {axe.bounds = array<i64: 0, 1>}
    %ty = gpu.thread_id y
    // CHECK: gpu.block_id x {axe.bounds = array<i64: 0, 63>}
    %bx = gpu.block_id x
    // CHECK: gpu.block_dim x {axe.bounds = array<i64: 128, 128>}
    %bd = gpu.block_dim x
    // An explicit upper_bound on the op wins.
    // CHECK: gpu.thread_id x upper_bound 32 {axe.bounds = array<i64: 0, 31>}
    %lane = gpu.thread_id x upper_bound 32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @gpu_ids_unknown
gpu.module @kernels {
  gpu.func @gpu_ids_unknown() kernel {
    // Without known sizes: the hardware limits.
    // CHECK: gpu.thread_id z {axe.bounds = array<i64: 0, 1023>}
    %tz = gpu.thread_id z
    // CHECK: gpu.block_id y {axe.bounds = array<i64: 0, 2147483646>}
    %by = gpu.block_id y
    gpu.return
  }
}

// -----

// Sizes below 1 (issue 15 item 6, found by the mutation fuzzer) bound
// nothing: the hardware limits apply instead of an empty interval.
// CHECK-LABEL: gpu.func @sizes_below_one
gpu.module @kernels {
  gpu.func @sizes_below_one() kernel attributes {known_block_size = array<i32: 0, 2, 1>} {
    // CHECK: gpu.thread_id x upper_bound -1 {axe.bounds = array<i64: 0, 1023>}
    %a = gpu.thread_id x upper_bound -1
    // CHECK: gpu.thread_id x {axe.bounds = array<i64: 0, 1023>}
    %b = gpu.thread_id x
    // CHECK: gpu.block_dim x {axe.bounds = array<i64: 1, 1024>}
    %c = gpu.block_dim x
    gpu.return
  }
}

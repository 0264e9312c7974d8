// A shard.grid with an axis of size 0, or whose sizes multiply past 2^63 - 1, is
// valid, but the verifiers of shard.all_slice, all_to_all, reduce_scatter and
// scatter divide by the product of their group's sizes (0, or wrapped to 0) and
// die with SIGFPE, upstream mlir-opt too (found by the mutation fuzzer, seed 13).
// In a file with any of these ops every tool refuses such a grid before parsing,
// with the file, line and column, in the custom form and the generic one. A file
// without them keeps its grid (axe-lower-collectives then reports the empty grid),
// and an op name in a comment or an attribute's string is no op.
// RUN: not axe-opt %s 2>&1 | FileCheck %s
// RUN: not axe-run %s 2>&1 | FileCheck %s
// RUN: not axe-translate --axe-to-nki %s 2>&1 | FileCheck %s
// RUN: not axe-opt %S/Inputs/degenerate-grid-generic.mlir 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: not axe-opt %S/Inputs/degenerate-grid-kept.mlir --axe-lower-collectives 2>&1 | FileCheck %s --check-prefix=KEPT

// CHECK: degenerate-grid.mlir:[[# @LINE + 3]]:3: error: a shard.grid with an axis of size 0, or whose axis sizes multiply past 2^63 - 1, is not supported in a file with shard.all_slice, shard.all_to_all, shard.reduce_scatter or shard.scatter (MLIR 22's verifiers of these divide by the device group's size and crash)
// CHECK-NEXT: {{^}}  shard.grid @g(shape = 4x0)
module {
  shard.grid @g(shape = 4x0)
  func.func @f(%x: tensor<4xf32>) -> tensor<2xf32> {
    %r = shard.reduce_scatter %x on @g grid_axes = [1] reduction = max scatter_axis = 0 : tensor<4xf32> -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
}

// GENERIC: degenerate-grid-generic.mlir:3:4: error: a shard.grid with an axis of size 0, or whose axis sizes multiply past 2^63 - 1

// KEPT-NOT: not supported
// KEPT: degenerate-grid-kept.mlir:6:10: error: 'shard.all_reduce' op runs on a grid of dynamic or empty shape; the MPI lowering needs a static grid

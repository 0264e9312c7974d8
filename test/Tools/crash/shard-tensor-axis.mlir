// A shard collective's tensor axis (split_axis, concat_axis, gather_axis, slice_axis,
// scatter_axis) that is negative or not below its operand's rank makes MLIR 22's verifiers
// index the shape unchecked: signal 11 for a large or negative one, a message made of garbage
// for a small one, upstream mlir-opt too (found by the mutation fuzzer in make test:
// split_axis = 2^63 - 1). Every tool refuses it before parsing, with the file, line and
// column, in the custom form and the generic one; an axis below the rank is kept.
// RUN: not axe-opt %s 2>&1 | FileCheck %s
// RUN: not axe-run %s 2>&1 | FileCheck %s
// RUN: not axe-opt %S/Inputs/shard-tensor-axis-negative.mlir 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not axe-opt %S/Inputs/shard-tensor-axis-rank.mlir 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not axe-opt %S/Inputs/shard-tensor-axis-generic.mlir 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: axe-opt %S/Inputs/shard-tensor-axis-kept.mlir | FileCheck %s --check-prefix=KEPT

// CHECK: shard-tensor-axis.mlir:[[# @LINE + 4]]:10: error: a shard collective's tensor axis (gather_axis, slice_axis, split_axis, concat_axis, scatter_axis) must be at least 0 and below the operand's rank (MLIR 22's verifiers index the shape with it unchecked and crash)
module {
  shard.grid @g(shape = 2)
  func.func @split(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %r = shard.all_to_all %x on @g grid_axes = [0] split_axis = 9223372036854775807 concat_axis = 0 : tensor<4x6xf32> -> tensor<4x6xf32>
    return %r : tensor<4x6xf32>
  }
}

// NEGATIVE: shard-tensor-axis-negative.mlir:4:10: error: a shard collective's tensor axis
// RANK: shard-tensor-axis-rank.mlir:4:10: error: a shard collective's tensor axis
// GENERIC: shard-tensor-axis-generic.mlir:5:11: error: a shard collective's tensor axis
// KEPT: shard.all_to_all %{{.*}} split_axis = 1 concat_axis = 0

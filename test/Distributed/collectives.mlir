// The collectives axe-distribute picks from the two layouts of each redistribution.
// RUN: axe-opt %s --axe-distribute --split-input-file | FileCheck %s

// The paper's S0S1 on a 2x2 mesh back to a replicated copy: one all-gather per dimension.
// CHECK: shard.grid @s0s1_grid(shape = 2x2)
// CHECK-LABEL: func.func @s0s1
// CHECK-SAME: tensor<32x64xf32>
// CHECK: mpi.allreduce
// CHECK: cf.assert %{{.*}}, "@s0s1 runs on a grid of 4 processes (2x2 (gpuid/2, gpuid/1)); start it with mpirun -n 4"
// CHECK: cf.assert %{{.*}}, "argument 0 of @s0s1: this process was given a piece of another distribution than
// CHECK: shard.all_gather %{{.*}} on @s0s1_grid grid_axes = [1] gather_axis = 0 : tensor<32x64xf32> -> tensor<64x64xf32>
// CHECK: shard.all_gather %{{.*}} on @s0s1_grid grid_axes = [0] gather_axis = 1 : tensor<64x64xf32> -> tensor<64x128xf32>
func.func @s0s1(%x: tensor<64x128xf32, #axe.layout<S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]>>) -> tensor<64x128xf32, #axe.layout<S[(64,128):(128,1)] + R[4:1@gpuid]>> {
  %r = axe.redistribute %x : tensor<64x128xf32, #axe.layout<S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]>> to tensor<64x128xf32, #axe.layout<S[(64,128):(128,1)] + R[4:1@gpuid]>>
  return %r : tensor<64x128xf32, #axe.layout<S[(64,128):(128,1)] + R[4:1@gpuid]>>
}

// -----

// Rows split to columns split: an all-to-all, (n-1)/n of the piece instead of a gather's n-1.
// CHECK-LABEL: func.func @transpose_split
// CHECK: shard.all_to_all %{{.*}} on @transpose_split_grid grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<4x16xf32> -> tensor<16x4xf32>
// CHECK-NOT: shard.all_gather
func.func @transpose_split(%x: tensor<16x16xf32, #axe.layout<S[(4,4,16):(1@gpuid,16,1)]>>) -> tensor<16x16xf32, #axe.layout<S[(16,4,4):(4,1@gpuid,1)]>> {
  %r = axe.redistribute %x : tensor<16x16xf32, #axe.layout<S[(4,4,16):(1@gpuid,16,1)]>> to tensor<16x16xf32, #axe.layout<S[(16,4,4):(4,1@gpuid,1)]>>
  return %r : tensor<16x16xf32, #axe.layout<S[(16,4,4):(4,1@gpuid,1)]>>
}

// -----

// Replicated to split: a local slice, no communication.
// CHECK-LABEL: func.func @scatter_locally
// CHECK: shard.all_slice %{{.*}} on @scatter_locally_grid grid_axes = [0] slice_axis = 0 : tensor<8x8xf32> -> tensor<4x8xf32>
func.func @scatter_locally(%x: tensor<8x8xf32, #axe.layout<S[(8,8):(8,1)] + R[2:1@gpuid]>>) -> tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>> {
  %r = axe.redistribute %x : tensor<8x8xf32, #axe.layout<S[(8,8):(8,1)] + R[2:1@gpuid]>> to tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  return %r : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
}

// -----

// A contraction split over processes: a local matmul of the K-slices into a partial sum,
// completed by one reduce-scatter into C's row split.
// CHECK-LABEL: func.func @gemm_rs
// CHECK-SAME: (%{{.*}}: tensor<64x32xf32>, %{{.*}}: tensor<32x64xf32>, %{{.*}}: i64, %{{.*}}: i64) -> tensor<16x64xf32>
// CHECK: %[[ZERO:.*]] = linalg.fill {{.*}} -> tensor<64x64xf32>
// CHECK: %[[PARTIAL:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x32xf32>, tensor<32x64xf32>) outs(%[[ZERO]] : tensor<64x64xf32>)
// CHECK: shard.reduce_scatter %[[PARTIAL]] on @gemm_rs_grid grid_axes = [0] scatter_axis = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
func.func @gemm_rs(%A: tensor<64x128xf32, #axe.layout<S[(64,4,32):(32,1@gpuid,1)]>>, %B: tensor<128x64xf32, #axe.layout<S[(4,32,64):(1@gpuid,64,1)]>>) -> tensor<64x64xf32, #axe.layout<S[(4,16,64):(1@gpuid,64,1)]>> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32, #axe.layout<S[(4,16,64):(1@gpuid,64,1)]>>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32, #axe.layout<S[(4,16,64):(1@gpuid,64,1)]>>) -> tensor<64x64xf32, #axe.layout<S[(4,16,64):(1@gpuid,64,1)]>>
  %C = linalg.matmul ins(%A, %B : tensor<64x128xf32, #axe.layout<S[(64,4,32):(32,1@gpuid,1)]>>, tensor<128x64xf32, #axe.layout<S[(4,32,64):(1@gpuid,64,1)]>>) outs(%z : tensor<64x64xf32, #axe.layout<S[(4,16,64):(1@gpuid,64,1)]>>) -> tensor<64x64xf32, #axe.layout<S[(4,16,64):(1@gpuid,64,1)]>>
  return %C : tensor<64x64xf32, #axe.layout<S[(4,16,64):(1@gpuid,64,1)]>>
}

// -----

// Elementwise ops act on pieces: the partial sum of a K-split matmul is completed by one
// reduce-scatter to the rows split the add declares, a rows-split operand is used as given,
// a replicated operand brought to the rows split (arith ops take one type) is sliced locally
// (no collective), and a splat constant becomes the splat of the piece's shape.
// CHECK-LABEL: func.func @elementwise
// CHECK: linalg.matmul {{.*}} -> tensor<8x8xf32>
// CHECK: %[[RS:.*]] = shard.reduce_scatter %{{.*}} scatter_axis = 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK: %[[SUM:.*]] = arith.addf %[[RS]], %{{.*}} : tensor<4x8xf32>
// CHECK: %[[SLICE:.*]] = shard.all_slice %{{.*}} slice_axis = 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK: %[[SCALED:.*]] = arith.mulf %[[SUM]], %[[SLICE]] : tensor<4x8xf32>
// CHECK: arith.constant dense<0.000000e+00> : tensor<4x8xf32>
// CHECK: arith.maximumf %[[SCALED]], %{{.*}} : tensor<4x8xf32>
// CHECK-NOT: shard.all_gather
func.func @elementwise(%A: tensor<8x8xf32, #axe.layout<S[(8,2,4):(4,1@gpuid,1)]>>, %B: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>, %bias: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>, %scale: tensor<8x8xf32>) -> tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) -> tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %C = linalg.matmul ins(%A, %B : tensor<8x8xf32, #axe.layout<S[(8,2,4):(4,1@gpuid,1)]>>, tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) outs(%init : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) -> tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %sum = arith.addf %C, %bias : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %scale_rows = axe.redistribute %scale : tensor<8x8xf32> to tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %scaled = arith.mulf %sum, %scale_rows : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %zeros = arith.constant dense<0.0> : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %relu = arith.maximumf %scaled, %zeros : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  return %relu : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
}

// -----

// A row sum whose columns are split over 2 processes: each sums its piece, a partial sum over
// gpuid that the replicated result completes with one all-reduce.
// CHECK-LABEL: func.func @row_sum_split_columns
// CHECK: linalg.reduce ins(%{{.*}} : tensor<8x4xf32>) outs(%{{.*}} : tensor<8xf32>) dimensions = [1]
// CHECK: shard.all_reduce %{{.*}} on @row_sum_split_columns_grid grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
func.func @row_sum_split_columns(%x: tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) -> tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>) -> tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
  %s = linalg.reduce ins(%x : tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) outs(%init : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
}

// -----

// Rows split, result rows split: each process sums whole rows; no collective.
// CHECK-LABEL: func.func @row_sum_split_rows
// CHECK: linalg.reduce ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK-NOT: shard.
// CHECK: return
func.func @row_sum_split_rows(%x: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) -> tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) -> tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
  %s = linalg.reduce ins(%x : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) outs(%init : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
}

// -----

// A row max whose columns are split: the all-reduce combines the pieces with the body's own op
// (NaN-propagating maximumf), which the shard op carries beside its `max` kind.
// CHECK-LABEL: func.func @row_max_split_columns
// CHECK: arith.maximumf
// CHECK: shard.all_reduce %{{.*}} on @row_max_split_columns_grid grid_axes = [0] reduction = max {axe.combine = "arith.maximumf"} : tensor<8xf32> -> tensor<8xf32>
func.func @row_max_split_columns(%x: tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) -> tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>> {
  %low = arith.constant -1.0e30 : f32
  %empty = tensor.empty() : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
  %init = linalg.fill ins(%low : f32) outs(%empty : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>) -> tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
  %s = linalg.reduce ins(%x : tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) outs(%init : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.maximumf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
}

// -----

// An unsigned min into a rows-split result: a reduce-scatter with minui; the init, an
// argument split by rows, is all-gathered so each process starts its partial minima from it.
// CHECK-LABEL: func.func @row_min_unsigned
// CHECK: %[[INIT:.*]] = shard.all_gather %arg1 on @row_min_unsigned_grid grid_axes = [0] gather_axis = 0 : tensor<4xi32> -> tensor<8xi32>
// CHECK: linalg.reduce ins(%{{.*}} : tensor<8x4xi32>) outs(%[[INIT]] : tensor<8xi32>)
// CHECK: shard.reduce_scatter %{{.*}} on @row_min_unsigned_grid grid_axes = [0] reduction = min scatter_axis = 0 {axe.combine = "arith.minui"} : tensor<8xi32> -> tensor<4xi32>
func.func @row_min_unsigned(%x: tensor<8x8xi32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>, %init: tensor<8xi32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) -> tensor<8xi32, #axe.layout<S[(2,4):(1@gpuid,1)]>> {
  %s = linalg.reduce ins(%x : tensor<8x8xi32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) outs(%init : tensor<8xi32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %a = arith.minui %in, %acc : i32
      linalg.yield %a : i32
    }
  return %s : tensor<8xi32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
}

// -----

// A transpose whose input is split by columns into a result split by columns: the input must
// be split by rows (its dimension 0 becomes the result's dimension 1), one all-to-all.
// CHECK-LABEL: func.func @transpose_exchange
// CHECK: %[[ROWS:.*]] = shard.all_to_all %arg0 on @transpose_exchange_grid grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<8x4xf32> -> tensor<4x8xf32>
// CHECK: linalg.transpose ins(%[[ROWS]] : tensor<4x8xf32>) outs(%{{.*}} : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NOT: shard.
// CHECK: return
func.func @transpose_exchange(%x: tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) -> tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>> {
  %empty = tensor.empty() : tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>
  %t = linalg.transpose ins(%x : tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) outs(%empty : tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) permutation = [1, 0]
  return %t : tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>
}

// -----

// tosa-to-linalg's broadcast of a row result: a unit dimension read at index 0 is whole on every
// process, and the expand_shape that adds it keeps the row split.
// CHECK-LABEL: func.func @row_broadcast
// CHECK: tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %{{.*}} : tensor<4x8xf32>, tensor<4x1xf32>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK-NOT: shard.
// CHECK: return
#d0d1 = affine_map<(d0, d1) -> (d0, d1)>
#d0z = affine_map<(d0, d1) -> (d0, 0)>
func.func @row_broadcast(%x: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>, %m: tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) -> tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>> {
  %mc = tensor.expand_shape %m [[0, 1]] output_shape [8, 1] : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>> into tensor<8x1xf32, #axe.layout<S[(2,4,1):(1@gpuid,1,1)]>>
  %empty = tensor.empty() : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %y = linalg.generic {indexing_maps = [#d0d1, #d0z, #d0d1], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mc : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>, tensor<8x1xf32, #axe.layout<S[(2,4,1):(1@gpuid,1,1)]>>) outs(%empty : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
    } -> tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  return %y : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
}

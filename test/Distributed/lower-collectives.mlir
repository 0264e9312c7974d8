// axe-lower-collectives: an all-reduce over the whole grid is one MPI_Allreduce; over part of
// the grid it is a ring reduce-scatter and a ring all-gather among the group's members, over the
// buffer cut into n blocks (35 elements in 3 blocks of 12, the last padded with zeros). An
// all-to-all may split and concatenate along the same axis.
// RUN: axe-opt %s --axe-lower-collectives --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @group(
// CHECK: call @axe_all_reduce_0
// CHECK: memref.global "private" constant @axe_all_reduce_0_members : memref<6x3xi32> = dense<{{\[\[}}0, 1, 2], [0, 1, 2], [0, 1, 2], [3, 4, 5], [3, 4, 5], [3, 4, 5]]>
// CHECK: func.func private @axe_all_reduce_0(%{{.*}}: tensor<5x7xf32>) -> tensor<5x7xf32>
// CHECK-NOT: mpi.allreduce
// CHECK: %[[CHUNKS:.*]] = memref.alloc() : memref<3x12xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[CHUNKS]] : memref<3x12xf32>)
// CHECK: memref.subview %{{.*}}[0] [35] [1] : memref<36xf32> to memref<35xf32, strided<[1]>>
// CHECK: scf.for
// CHECK: mpi.send
// CHECK: arith.addf
// CHECK: scf.for
// CHECK: mpi.send
module {
  shard.grid @g(shape = 2x3)
  func.func @group(%x: tensor<5x7xf32>) -> tensor<5x7xf32> {
    %r = shard.all_reduce %x on @g grid_axes = [1] : tensor<5x7xf32> -> tensor<5x7xf32>
    return %r : tensor<5x7xf32>
  }
}

// -----

// CHECK-LABEL: func.func @whole(
// CHECK: func.func private @axe_all_reduce_0
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_SUM, %{{.*}}) : memref<35xf32>, memref<35xf32>
// CHECK-NOT: mpi.send
module {
  shard.grid @g(shape = 2x3)
  func.func @whole(%x: tensor<5x7xf32>) -> tensor<5x7xf32> {
    %r = shard.all_reduce %x on @g grid_axes = [0, 1] : tensor<5x7xf32> -> tensor<5x7xf32>
    return %r : tensor<5x7xf32>
  }
}

// -----

// A max over the whole grid is the ring too (MPI_MAX does not promise arith.maximumf's NaNs), and
// an integer max without a named op is the signed one.
// CHECK-LABEL: func.func @whole_max(
// CHECK: call @axe_all_reduce_0
// CHECK: func.func @whole_int_max(
// CHECK: call @axe_all_reduce_1
// CHECK: func.func private @axe_all_reduce_0
// CHECK-NOT: mpi.allreduce
// CHECK: mpi.send
// CHECK: arith.maximumf
// CHECK: func.func private @axe_all_reduce_1
// CHECK-NOT: mpi.allreduce
// CHECK: arith.maxsi
module {
  shard.grid @g(shape = 2x3)
  func.func @whole_max(%x: tensor<5x7xf32>) -> tensor<5x7xf32> {
    %r = shard.all_reduce %x on @g grid_axes = [0, 1] reduction = max : tensor<5x7xf32> -> tensor<5x7xf32>
    return %r : tensor<5x7xf32>
  }
  func.func @whole_int_max(%x: tensor<5x7xi32>) -> tensor<5x7xi32> {
    %r = shard.all_reduce %x on @g grid_axes = [0, 1] reduction = max : tensor<5x7xi32> -> tensor<5x7xi32>
    return %r : tensor<5x7xi32>
  }
}

// -----

// An all-to-all that splits and concatenates along the same axis: the blocks are packed into rows
// and unpacked from the received rows by one loop each, each with its own block extent.
// CHECK-LABEL: func.func @same_axis(
// CHECK: call @axe_all_to_all_0
// CHECK: func.func private @axe_all_to_all_0(%{{.*}}: tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK: %[[CHUNKS:.*]] = memref.alloc() : memref<2x12xf32>
// CHECK: %[[RECEIVED:.*]] = memref.alloc() : memref<2x12xf32>
// CHECK: scf.for
// CHECK: memref.subview %[[CHUNKS]]
// CHECK: linalg.copy ins(%{{.*}} : memref<2x6xf32, strided<[6, 1], offset: ?>>) outs(%{{.*}} : memref<2x6xf32, strided<[6, 1], offset: ?>>)
// CHECK: scf.for
// CHECK: mpi.send
// CHECK: scf.for
// CHECK: memref.subview %[[RECEIVED]]
// CHECK: linalg.copy
module {
  shard.grid @g(shape = 2)
  func.func @same_axis(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %r = shard.all_to_all %x on @g grid_axes = [0] split_axis = 0 concat_axis = 0 : tensor<4x6xf32> -> tensor<4x6xf32>
    return %r : tensor<4x6xf32>
  }
}

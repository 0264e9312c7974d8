// axe-lower-collectives refuses pieces whose element count an MPI count (a C int) cannot hold,
// including shapes whose element count overflows 64 bits, with a located error.
// RUN: axe-opt %s --axe-lower-collectives --split-input-file --verify-diagnostics

module {
  shard.grid @g(shape = 2x3)
  func.func @overflow(%x: tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32> {
    // expected-error @+1 {{moves a piece of more than 2147483647 elements, which an MPI count (a C int) cannot hold}}
    %r = shard.all_reduce %x on @g grid_axes = [1] : tensor<4611686018427387904x4xf32> -> tensor<4611686018427387904x4xf32>
    return %r : tensor<4611686018427387904x4xf32>
  }
}

// -----

module {
  shard.grid @g(shape = 2)
  func.func @past_int(%x: tensor<2147483648xf32>) -> tensor<2147483648xf32> {
    // expected-error @+1 {{moves a piece of more than 2147483647 elements}}
    %r = shard.all_reduce %x on @g grid_axes = [0] : tensor<2147483648xf32> -> tensor<2147483648xf32>
    return %r : tensor<2147483648xf32>
  }
}

// -----

// A product has no lowering: the rings combine sums, maxima and minima.
module {
  shard.grid @g(shape = 2)
  func.func @product(%x: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{reduces with `product`; the MPI lowering takes sum, max and min}}
    %r = shard.all_reduce %x on @g grid_axes = [0] reduction = product : tensor<4xf32> -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}

// -----

module {
  shard.grid @g(shape = 2)
  func.func @named_product(%x: tensor<4xf32>) -> tensor<2xf32> {
    // expected-error @+1 {{combines pieces with `arith.mulf`; the MPI lowering takes arith.addf, arith.addi, arith.maximumf}}
    %r = shard.reduce_scatter %x on @g grid_axes = [0] reduction = max scatter_axis = 0 {axe.combine = "arith.mulf"} : tensor<4xf32> -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
}

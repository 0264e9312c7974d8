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

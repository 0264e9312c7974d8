module {
  shard.grid @g(shape = 2)
  func.func @gather(%x: tensor<4x6xf32>) -> tensor<8x6xf32> {
    %r = shard.all_gather %x on @g grid_axes = [0] gather_axis = -1 : tensor<4x6xf32> -> tensor<8x6xf32>
    return %r : tensor<8x6xf32>
  }
}

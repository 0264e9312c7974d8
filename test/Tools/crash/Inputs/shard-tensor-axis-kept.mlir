module {
  shard.grid @g(shape = 2)
  func.func @kept(%x: tensor<4x6xf32>) -> tensor<8x3xf32> {
    %r = shard.all_to_all %x on @g grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<4x6xf32> -> tensor<8x3xf32>
    return %r : tensor<8x3xf32>
  }
}

module {
  shard.grid @g(shape = 2)
  func.func @concat(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %r = shard.all_to_all %x on @g grid_axes = [0] split_axis = 0 concat_axis = 2 : tensor<4x6xf32> -> tensor<4x6xf32>
    return %r : tensor<4x6xf32>
  }
}

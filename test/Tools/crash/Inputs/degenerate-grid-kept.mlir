// No op here divides by a group's size (shard.scatter is only in this comment and in a string).
module {
  shard.grid @g(shape = 0)
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> attributes {note = "shard.scatter"} {
    // The grid parses; the MPI lowering refuses it.
    %r = shard.all_reduce %x on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}

"builtin.module"() ({
  "shard.grid"() <{shape = array<i64: 2>, sym_name = "g"}> : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<8x3xf32>, sym_name = "kept"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %0 = "shard.all_to_all"(%arg0) <{concat_axis = 0 : index, grid = @g, grid_axes = array<i16: 0>, split_axis = 7 : index}> : (tensor<4x6xf32>) -> tensor<8x3xf32>
    "func.return"(%0) : (tensor<8x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()


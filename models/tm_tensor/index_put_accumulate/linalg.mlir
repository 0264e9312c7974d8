module {
  func.func @index_put_accumulate(%arg0: tensor<7x5xf32>, %arg1: tensor<6xi64>, %arg2: tensor<6x5xf32>) -> tensor<7x5xf32> {
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [6, 1] : tensor<6xi64> into tensor<6x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [6, 1, 5] : tensor<6x5xf32> into tensor<6x1x5xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_0, %expanded : tensor<6x1x5xf32>, tensor<6x1xi64>) outs(%arg0 : tensor<7x5xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %1 = arith.addf %arg4, %arg3 : f32
      tm_tensor.yield %1 : f32
    } -> tensor<7x5xf32>
    return %0 : tensor<7x5xf32>
  }
}

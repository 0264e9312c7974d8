module {
  func.func @index_put_rows(%arg0: tensor<8x4xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3x4xf32>) -> tensor<8x4xf32> {
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [3, 1, 4] : tensor<3x4xf32> into tensor<3x1x4xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%expanded_0, %expanded : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%arg0 : tensor<8x4xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      tm_tensor.yield %arg3 : f32
    } -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

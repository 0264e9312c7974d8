module {
  func.func @index_put_points(%arg0: tensor<4x5xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>, %arg3: tensor<4xf32>) -> tensor<4x5xf32> {
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_0 : (tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x2xi64>
    %expanded_1 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%expanded_1, %concat : tensor<4x1x1xf32>, tensor<4x2xi64>) outs(%arg0 : tensor<4x5xf32>) {
    ^bb0(%arg4: f32, %arg5: f32):
      tm_tensor.yield %arg4 : f32
    } -> tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
}

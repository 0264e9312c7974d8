// x.index_put((i,), v, accumulate=True) as torch-mlir's FX importer writes it for linalg-on-tensors.
module {
  func.func @main(%arg0: tensor<6xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3xf32>) -> tensor<6xf32> {
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_0, %expanded : tensor<3x1xf32>, tensor<3x1xi64>) outs(%arg0 : tensor<6xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %1 = arith.addf %arg4, %arg3 : f32
      tm_tensor.yield %1 : f32
    } -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}

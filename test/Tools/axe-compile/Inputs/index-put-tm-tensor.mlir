// x.index_put((i,), v, accumulate=True) as torch-mlir's FX importer writes it for linalg-on-tensors,
// with 4096 row indices into a 1024 x 1024 tensor: 2^32 (update, element) pairs to compare.
module {
  func.func @main(%arg0: tensor<1024x1024xf32>, %arg1: tensor<4096xi64>, %arg2: tensor<4096x1024xf32>) -> tensor<1024x1024xf32> {
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [4096, 1, 1024] : tensor<4096x1024xf32> into tensor<4096x1x1024xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_0, %expanded : tensor<4096x1x1024xf32>, tensor<4096x1xi64>) outs(%arg0 : tensor<1024x1024xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %1 = arith.addf %arg4, %arg3 : f32
      tm_tensor.yield %1 : f32
    } -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
}

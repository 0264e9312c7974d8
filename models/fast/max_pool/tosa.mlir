module {
  func.func @max_pool(%arg0: tensor<1x4x16x16xf32>) -> tensor<1x4x8x8xf32> {
    %0 = tensor.empty() : tensor<1x16x16x4xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x4x16x16xf32>) outs(%0 : tensor<1x16x16x4xf32>) permutation = [0, 2, 3, 1] 
    %cst = arith.constant -3.40282347E+38 : f32
    %1 = tensor.empty() : tensor<1x8x8x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %3 = tensor.empty() : tensor<2x2xf32>
    %4 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed, %3 : tensor<1x16x16x4xf32>, tensor<2x2xf32>) outs(%2 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %5 = tensor.empty() : tensor<1x4x8x8xf32>
    %transposed_0 = linalg.transpose ins(%4 : tensor<1x8x8x4xf32>) outs(%5 : tensor<1x4x8x8xf32>) permutation = [0, 3, 1, 2] 
    return %transposed_0 : tensor<1x4x8x8xf32>
  }
}


module {
  func.func @cumsum_long(%arg0: tensor<3x2000xf32>) -> tensor<3x2000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<3x2000xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x2000xf32>) -> tensor<3x2000xf32>
    %2 = tensor.empty() : tensor<3xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3xf32>) -> tensor<3xf32>
    %4:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg0 : tensor<3x2000xf32>) outs(%1, %3 : tensor<3x2000xf32>, tensor<3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %5 = arith.addf %arg1, %arg2 : f32
      tm_tensor.yield %5 : f32
    } -> tensor<3x2000xf32>, tensor<3xf32>
    return %4#0 : tensor<3x2000xf32>
  }
}

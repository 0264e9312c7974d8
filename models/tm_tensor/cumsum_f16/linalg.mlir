module {
  func.func @cumsum_f16(%arg0: tensor<2x300xf16>) -> tensor<2x300xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %0 = tensor.empty() : tensor<2x300xf16>
    %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<2x300xf16>) -> tensor<2x300xf16>
    %2 = tensor.empty() : tensor<2xf16>
    %3 = linalg.fill ins(%cst : f16) outs(%2 : tensor<2xf16>) -> tensor<2xf16>
    %4:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg0 : tensor<2x300xf16>) outs(%1, %3 : tensor<2x300xf16>, tensor<2xf16>) {
    ^bb0(%arg1: f16, %arg2: f16):
      %5 = arith.addf %arg1, %arg2 : f16
      tm_tensor.yield %5 : f16
    } -> tensor<2x300xf16>, tensor<2xf16>
    return %4#0 : tensor<2x300xf16>
  }
}

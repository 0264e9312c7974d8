module {
  func.func @cumsum_int(%arg0: tensor<9x5xi32>) -> tensor<9x5xi32> {
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<9x5xi32>
    %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<9x5xi32>) -> tensor<9x5xi32>
    %2 = tensor.empty() : tensor<5xi32>
    %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<5xi32>) -> tensor<5xi32>
    %4:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%arg0 : tensor<9x5xi32>) outs(%1, %3 : tensor<9x5xi32>, tensor<5xi32>) {
    ^bb0(%arg1: i32, %arg2: i32):
      %5 = arith.addi %arg1, %arg2 : i32
      tm_tensor.yield %5 : i32
    } -> tensor<9x5xi32>, tensor<5xi32>
    return %4#0 : tensor<9x5xi32>
  }
}

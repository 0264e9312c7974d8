#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @cumsum_int(%arg0: tensor<9x5xi32>) -> tensor<9x5xi64> {
    %c0_i64 = arith.constant 0 : i64
    %0 = tensor.empty() : tensor<9x5xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<9x5xi32>) outs(%0 : tensor<9x5xi64>) {
    ^bb0(%in: i32, %out: i64):
      %6 = arith.extsi %in : i32 to i64
      linalg.yield %6 : i64
    } -> tensor<9x5xi64>
    %2 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<9x5xi64>) -> tensor<9x5xi64>
    %3 = tensor.empty() : tensor<5xi64>
    %4 = linalg.fill ins(%c0_i64 : i64) outs(%3 : tensor<5xi64>) -> tensor<5xi64>
    %5:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%1 : tensor<9x5xi64>) outs(%2, %4 : tensor<9x5xi64>, tensor<5xi64>) {
    ^bb0(%arg1: i64, %arg2: i64):
      %6 = arith.addi %arg1, %arg2 : i64
      tm_tensor.yield %6 : i64
    } -> tensor<9x5xi64>, tensor<5xi64>
    return %5#0 : tensor<9x5xi64>
  }
}

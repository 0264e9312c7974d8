#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
module {
  func.func @position_ids(%arg0: tensor<2x10xi64>) -> tensor<2x10xi64> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant dense<1> : tensor<i64>
    %cst_0 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x10xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<2x10xi64>) -> tensor<2x10xi64>
    %2 = tensor.empty() : tensor<2xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<2xi64>) -> tensor<2xi64>
    %4:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg0 : tensor<2x10xi64>) outs(%1, %3 : tensor<2x10xi64>, tensor<2xi64>) {
    ^bb0(%arg1: i64, %arg2: i64):
      %9 = arith.addi %arg1, %arg2 : i64
      tm_tensor.yield %9 : i64
    } -> tensor<2x10xi64>, tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4#0, %cst : tensor<2x10xi64>, tensor<i64>) outs(%0 : tensor<2x10xi64>) {
    ^bb0(%in: i64, %in_1: i64, %out: i64):
      %9 = arith.subi %in, %in_1 : i64
      linalg.yield %9 : i64
    } -> tensor<2x10xi64>
    %6 = tensor.empty() : tensor<2x10xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cst_0 : tensor<2x10xi64>, tensor<i64>) outs(%6 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_1: i64, %out: i1):
      %9 = arith.cmpi eq, %in, %in_1 : i64
      linalg.yield %9 : i1
    } -> tensor<2x10xi1>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %cst, %5 : tensor<2x10xi1>, tensor<i64>, tensor<2x10xi64>) outs(%0 : tensor<2x10xi64>) {
    ^bb0(%in: i1, %in_1: i64, %in_2: i64, %out: i64):
      %9 = arith.select %in, %in_1, %in_2 : i64
      linalg.yield %9 : i64
    } -> tensor<2x10xi64>
    return %8 : tensor<2x10xi64>
  }
}

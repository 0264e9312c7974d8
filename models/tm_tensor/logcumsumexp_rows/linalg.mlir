#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @logcumsumexp_rows(%arg0: tensor<3x40xf32>) -> tensor<3x40xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<3x40xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x40xf32>) outs(%0 : tensor<3x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = math.exp %in : f32
      linalg.yield %7 : f32
    } -> tensor<3x40xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x40xf32>) -> tensor<3x40xf32>
    %3 = tensor.empty() : tensor<3xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3xf32>) -> tensor<3xf32>
    %5:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%1 : tensor<3x40xf32>) outs(%2, %4 : tensor<3x40xf32>, tensor<3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %7 = arith.addf %arg1, %arg2 : f32
      tm_tensor.yield %7 : f32
    } -> tensor<3x40xf32>, tensor<3xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0 : tensor<3x40xf32>) outs(%0 : tensor<3x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = math.log %in : f32
      linalg.yield %7 : f32
    } -> tensor<3x40xf32>
    return %6 : tensor<3x40xf32>
  }
}

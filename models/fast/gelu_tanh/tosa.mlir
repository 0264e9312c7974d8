#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @gelu_tanh(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %cst = arith.constant dense<5.000000e-01> : tensor<8x64xf32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<8x64xf32>
    %cst_1 = arith.constant dense<3.000000e+00> : tensor<8x64xf32>
    %cst_2 = arith.constant dense<4.471500e-02> : tensor<8x64xf32>
    %cst_3 = arith.constant dense<0.636619746> : tensor<8x64xf32>
    %cst_4 = arith.constant dense<0> : tensor<1xi8>
    %0 = tensor.empty() : tensor<8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst, %arg0 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%0 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %18 = arith.mulf %in, %in_5 : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    %2 = tensor.empty() : tensor<8x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %cst : tensor<8x64xf32>, tensor<8x64xf32>) outs(%2 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %18 = math.powf %in, %in_5 : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    %4 = tensor.empty() : tensor<8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cst_1 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%4 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %18 = math.powf %in, %in_5 : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    %6 = tensor.empty() : tensor<8x64xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %5 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%6 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %18 = arith.mulf %in, %in_5 : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    %8 = tensor.empty() : tensor<8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %7 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%8 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %18 = arith.addf %in, %in_5 : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    %10 = tensor.empty() : tensor<8x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %9 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%10 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %18 = arith.mulf %in, %in_5 : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    %12 = tensor.empty() : tensor<8x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x64xf32>) outs(%12 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.tanh %in : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    %14 = tensor.empty() : tensor<8x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_0 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%14 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %18 = arith.addf %in, %in_5 : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    %16 = tensor.empty() : tensor<8x64xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %15 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%16 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %18 = arith.mulf %in, %in_5 : f32
      linalg.yield %18 : f32
    } -> tensor<8x64xf32>
    return %17 : tensor<8x64xf32>
  }
}


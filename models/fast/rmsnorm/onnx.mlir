#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @rmsnorm(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<9.99999997E-7> : tensor<f32>
    %cst_2 = arith.constant dense<[1.04428399, 1.05861497, 1.05821347, 0.868295788, 0.997054278, 0.964781701, 0.991620659, 1.23314083, 0.970506191, 0.918674707, 0.83419305, 1.09583986, 1.01948261, 0.796903073, 0.941110491, 0.930208802, 1.02408314, 0.984114289, 0.974615573, 0.944687366, 1.03438151, 0.974458754, 1.00801325, 1.04120493, 0.979020416, 1.08033693, 0.950830698, 0.856092333, 1.20163131, 0.968408048, 1.02226293, 1.03044534, 1.02899039, 1.07417917, 1.05451059, 0.951028108, 1.1555512, 1.1741333, 0.782721996, 1.13354349, 0.936465144, 0.933201491, 1.04299188, 0.952188074, 1.1825192, 0.997083187, 0.94106245, 0.970039486, 1.09138715, 1.07145238, 0.879903972, 1.15498674, 1.04783773, 1.18908906, 1.07364058, 0.878461658, 1.08057666, 0.869643509, 1.01143408, 0.997081696, 1.0327059, 0.956560969, 1.01175761, 1.02793884]> : tensor<64xf32>
    %cst_3 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<4x16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%0 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %11 : f32
    } -> tensor<4x16x64xf32>
    %2 = tensor.empty() : tensor<4x16x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<4x16x64xf32>) outs(%3 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.addf %in, %out : f32
      linalg.yield %11 : f32
    } -> tensor<4x16x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x16x1xf32>) outs(%2 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.divf %in, %cst_3 : f32
      linalg.yield %11 : f32
    } -> tensor<4x16x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_1 : tensor<4x16x1xf32>, tensor<f32>) outs(%2 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.addf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<4x16x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x16x1xf32>) outs(%2 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = math.sqrt %in : f32
      linalg.yield %11 : f32
    } -> tensor<4x16x1xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0, %7 : tensor<f32>, tensor<4x16x1xf32>) outs(%2 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.divf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<4x16x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %8 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%0 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.mulf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<4x16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2, %9 : tensor<64xf32>, tensor<4x16x64xf32>) outs(%0 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.mulf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<4x16x64xf32>
    return %10 : tensor<4x16x64xf32>
  }
}

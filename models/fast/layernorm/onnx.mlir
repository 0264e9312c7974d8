#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @layernorm(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[1.03678644, 1.01186097, 0.825175762, 0.837107717, 0.97974807, 1.00308859, 1.03095305, 0.92729628, 0.81125015, 1.19061744, 8.719330e-01, 1.00709784, 1.00897837, 0.957852423, 0.924763918, 1.10616767, 0.975857377, 1.18287718, 1.0592804, 1.02423131, 0.937891542, 0.796218335, 0.905259728, 1.08764601, 0.918470144, 1.26963151, 0.934118211, 1.09679079, 0.96404159, 1.03602803, 0.864577591, 1.04314923, 0.89730817, 1.03341103, 1.12569404, 8.915870e-01, 0.938267946, 0.980395674, 0.909010946, 0.937979221, 1.08994889, 0.956261575, 0.98984611, 1.05314231, 1.19776106, 1.05446506, 0.968352735, 0.873896539, 0.943124234, 1.03069115, 1.01336277, 1.1640507, 1.25818467, 1.0698148, 0.830905676, 1.0178684, 0.927211225, 1.12986815, 0.869587957, 1.00331676, 0.790498435, 0.959078788, 0.85794723, 0.821840822]> : tensor<64xf32>
    %cst_1 = arith.constant dense<[0.0215777121, -0.0346063115, -0.0152681796, 0.140954942, 0.192217186, 0.0348085724, 0.261685818, -0.0417686217, 9.312450e-02, -0.11399468, 0.052354645, 0.0477007776, 0.179921255, 0.143973634, -5.866780e-04, 0.293746024, -0.0703891441, 0.152185649, -0.086993061, 0.0942804068, 0.0522320569, -0.0678790659, -0.021469377, -0.0728954077, -0.0147202853, -0.00341435196, 0.056403704, -0.0172617175, -0.0177477356, 0.0428507738, -0.159940735, 0.255435616, 7.520400e-02, 0.0704880878, 0.0189187061, 0.132426947, -0.0847113355, -0.0472683869, -0.106003784, 0.0683685318, -0.0180591252, 0.0580222607, -3.148150e-02, 0.0574346595, 0.113848947, 0.0477370396, 0.0498246625, 0.0712118372, -0.0644148067, 0.0961164608, -0.0665779039, -0.263088912, -0.112628438, -0.0259251148, 0.00278178928, 0.0725044385, -0.118727617, 0.0147264395, -0.130761668, 0.0344869085, -0.0701479688, 0.0259661768, 0.021963587, 0.0218117498]> : tensor<64xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %cst_3 = arith.constant 9.99999974E-6 : f32
    %0 = tensor.empty() : tensor<4x16x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%1 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<4x16x1xf32>) outs(%0 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.divf %in, %cst_2 : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x1xf32>
    %4 = tensor.empty() : tensor<4x16x64xf32>
    %collapsed = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<4x16x1xf32> into tensor<4x16xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<4x16xf32>) outs(%4 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %5 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%4 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %16 = arith.subf %in, %in_5 : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x64xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%4 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %16 = arith.mulf %in, %in_5 : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<4x16x64xf32>) outs(%1 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<4x16x1xf32>) outs(%0 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.divf %in, %cst_2 : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<4x16x1xf32>) outs(%0 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %cst_3 : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<4x16x1xf32>) outs(%0 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.rsqrt %in : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x1xf32>
    %collapsed_4 = tensor.collapse_shape %11 [[0], [1, 2]] : tensor<4x16x1xf32> into tensor<4x16xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_4 : tensor<4x16xf32>) outs(%4 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %12 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%4 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %16 = arith.mulf %in, %in_5 : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_0 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%4 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %16 = arith.mulf %in, %in_5 : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %cst_1 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%4 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %16 = arith.addf %in, %in_5 : f32
      linalg.yield %16 : f32
    } -> tensor<4x16x64xf32>
    return %15 : tensor<4x16x64xf32>
  }
}

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> ()>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @causal_mask(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = arith.constant dense<4.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<[[false, true, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, false, true, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, false, true, true, true], [false, false, false, false, false, false, true, true], [false, false, false, false, false, false, false, true], [false, false, false, false, false, false, false, false]]> : tensor<8x8xi1>
    %0 = tensor.empty() : tensor<2x16x8xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x16x8xf32>) permutation = [0, 2, 1] 
    %1 = tensor.empty() : tensor<2x8x8xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %3 = linalg.batch_matmul ins(%arg0, %transposed : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%2 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %cst_2 : tensor<2x8x8xf32>, tensor<f32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %20 = arith.divf %in, %in_4 : f32
      linalg.yield %20 : f32
    } -> tensor<2x8x8xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_3, %cst_1, %4 : tensor<8x8xi1>, tensor<f32>, tensor<2x8x8xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: i1, %in_4: f32, %in_5: f32, %out: f32):
      %20 = arith.select %in, %in_4, %in_5 : f32
      linalg.yield %20 : f32
    } -> tensor<2x8x8xf32>
    %6 = tensor.empty() : tensor<2x8xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %8 = tensor.empty() : tensor<2x8xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %10:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<2x8x8xf32>) outs(%9, %7 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_4: i64):
      %20 = linalg.index 2 : index
      %21 = arith.index_cast %20 : index to i64
      %22 = arith.maximumf %in, %out : f32
      %23 = arith.cmpf ogt, %in, %out : f32
      %24 = arith.select %23, %21, %out_4 : i64
      linalg.yield %22, %24 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded = tensor.expand_shape %10#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %expanded : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %20 = arith.subf %in, %in_4 : f32
      linalg.yield %20 : f32
    } -> tensor<2x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x8xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.exp %in : f32
      linalg.yield %20 : f32
    } -> tensor<2x8x8xf32>
    %13 = tensor.empty() : tensor<2x8x1xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<2x8x8xf32>) outs(%14 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %15 : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %20 = arith.divf %in, %in_4 : f32
      linalg.yield %20 : f32
    } -> tensor<2x8x8xf32>
    %17 = tensor.empty() : tensor<2x8x16xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %19 = linalg.batch_matmul ins(%16, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%18 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %19 : tensor<2x8x16xf32>
  }
}

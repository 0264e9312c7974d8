#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @index_add_columns(%arg0: tensor<3x6xf32>, %arg1: tensor<4xi64>, %arg2: tensor<3x4xf32>) -> tensor<3x6xf32> {
    %cst = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<3x4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<3x4xf32>) outs(%0 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.mulf %in, %cst : f32
      linalg.yield %8 : f32
    } -> tensor<3x4xf32>
    %2 = tensor.empty() : tensor<3xi64>
    %3 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%2 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %8 = linalg.index 0 : index
      %9 = arith.index_cast %8 : index to i64
      linalg.yield %9 : i64
    } -> tensor<3xi64>
    %4 = tensor.empty() : tensor<3x4xi64>
    %5 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<3xi64>) outs(%4 : tensor<3x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<3x4xi64>
    %collapsed = tensor.collapse_shape %5 [[0, 1]] : tensor<3x4xi64> into tensor<12xi64>
    %6 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4xi64>) outs(%4 : tensor<3x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<3x4xi64>
    %collapsed_0 = tensor.collapse_shape %6 [[0, 1]] : tensor<3x4xi64> into tensor<12xi64>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [12, 1] : tensor<12xi64> into tensor<12x1xi64>
    %expanded_1 = tensor.expand_shape %collapsed_0 [[0, 1]] output_shape [12, 1] : tensor<12xi64> into tensor<12x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_1 : (tensor<12x1xi64>, tensor<12x1xi64>) -> tensor<12x2xi64>
    %collapsed_2 = tensor.collapse_shape %1 [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
    %expanded_3 = tensor.expand_shape %collapsed_2 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %7 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%expanded_3, %concat : tensor<12x1x1xf32>, tensor<12x2xi64>) outs(%arg0 : tensor<3x6xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %8 = arith.addf %arg4, %arg3 : f32
      tm_tensor.yield %8 : f32
    } -> tensor<3x6xf32>
    return %7 : tensor<3x6xf32>
  }
}

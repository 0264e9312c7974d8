#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d3)>
module {
  func.func @kv_cache_write(%arg0: tensor<1x4x16x8xf32>, %arg1: tensor<2xi64>, %arg2: tensor<1x4x2x8xf32>) -> tensor<1x4x16x8xf32> {
    %c0_i64 = arith.constant 0 : i64
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %12 = linalg.index 0 : index
      %13 = arith.index_cast %12 : index to i64
      linalg.yield %13 : i64
    } -> tensor<8xi64>
    %2 = tensor.empty() : tensor<4xi64>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%2 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %12 = linalg.index 0 : index
      %13 = arith.index_cast %12 : index to i64
      linalg.yield %13 : i64
    } -> tensor<4xi64>
    %4 = tensor.empty() : tensor<1xi64>
    %5 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%4 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %6 = tensor.empty() : tensor<1x4x2x8xi64>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1xi64>) outs(%6 : tensor<1x4x2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x4x2x8xi64>
    %collapsed = tensor.collapse_shape %7 [[0, 1, 2, 3]] : tensor<1x4x2x8xi64> into tensor<64xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<4xi64>) outs(%6 : tensor<1x4x2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x4x2x8xi64>
    %collapsed_0 = tensor.collapse_shape %8 [[0, 1, 2, 3]] : tensor<1x4x2x8xi64> into tensor<64xi64>
    %9 = linalg.generic {indexing_maps = [#map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2xi64>) outs(%6 : tensor<1x4x2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x4x2x8xi64>
    %collapsed_1 = tensor.collapse_shape %9 [[0, 1, 2, 3]] : tensor<1x4x2x8xi64> into tensor<64xi64>
    %10 = linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%6 : tensor<1x4x2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x4x2x8xi64>
    %collapsed_2 = tensor.collapse_shape %10 [[0, 1, 2, 3]] : tensor<1x4x2x8xi64> into tensor<64xi64>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %expanded_3 = tensor.expand_shape %collapsed_0 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %expanded_4 = tensor.expand_shape %collapsed_1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %expanded_5 = tensor.expand_shape %collapsed_2 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_3, %expanded_4, %expanded_5 : (tensor<64x1xi64>, tensor<64x1xi64>, tensor<64x1xi64>, tensor<64x1xi64>) -> tensor<64x4xi64>
    %collapsed_6 = tensor.collapse_shape %arg2 [[0, 1, 2, 3]] : tensor<1x4x2x8xf32> into tensor<64xf32>
    %expanded_7 = tensor.expand_shape %collapsed_6 [[0, 1, 2, 3, 4]] output_shape [64, 1, 1, 1, 1] : tensor<64xf32> into tensor<64x1x1x1x1xf32>
    %11 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%expanded_7, %concat : tensor<64x1x1x1x1xf32>, tensor<64x4xi64>) outs(%arg0 : tensor<1x4x16x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      tm_tensor.yield %arg3 : f32
    } -> tensor<1x4x16x8xf32>
    return %11 : tensor<1x4x16x8xf32>
  }
}

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
module {
  func.func @index_put_rows(%arg0: tensor<8x4xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3x4xf32>) -> tensor<8x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c8_i64 = arith.constant 8 : i64
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %0 = tensor.empty() : tensor<3x1xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<3x1xi64>) outs(%0 : tensor<3x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %15 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %15 : i1
    } -> tensor<3x1xi1>
    %2 = tensor.empty() : tensor<3x1xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<3x1xi64>) outs(%2 : tensor<3x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %15 = arith.addi %in, %c8_i64 : i64
      linalg.yield %15 : i64
    } -> tensor<3x1xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %expanded : tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) outs(%2 : tensor<3x1xi64>) {
    ^bb0(%in: i1, %in_1: i64, %in_2: i64, %out: i64):
      %15 = arith.select %in, %in_1, %in_2 : i64
      linalg.yield %15 : i64
    } -> tensor<3x1xi64>
    %5 = tensor.empty() : tensor<3x4xi64>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<3x1xi64> into tensor<3xi64>
    %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<3xi64>) outs(%5 : tensor<3x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<3x4xi64>
    %7 = tensor.empty() : tensor<12x1xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<12x1xi64>) -> tensor<12x1xi64>
    %9 = tensor.empty() : tensor<12xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<12xf32>) -> tensor<12xf32>
    %11:3 = linalg.generic {indexing_maps = [#map2, #map2, #map3], iterator_types = ["parallel"]} outs(%8, %8, %10 : tensor<12x1xi64>, tensor<12x1xi64>, tensor<12xf32>) {
    ^bb0(%out: i64, %out_1: i64, %out_2: f32):
      %15 = linalg.index 0 : index
      %16 = arith.remsi %15, %c4 : index
      %17 = arith.divsi %15, %c4 : index
      %18 = arith.remsi %17, %c3 : index
      %extracted = tensor.extract %6[%18, %16] : tensor<3x4xi64>
      %extracted_3 = tensor.extract %arg2[%18, %16] : tensor<3x4xf32>
      %19 = arith.index_cast %16 : index to i64
      linalg.yield %extracted, %19, %extracted_3 : i64, i64, f32
    } -> (tensor<12x1xi64>, tensor<12x1xi64>, tensor<12xf32>)
    %12 = tensor.empty() : tensor<12x2xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%12 : tensor<12x2xi64>) -> tensor<12x2xi64>
    %inserted_slice = tensor.insert_slice %11#0 into %13[0, 0] [12, 1] [1, 1] : tensor<12x1xi64> into tensor<12x2xi64>
    %inserted_slice_0 = tensor.insert_slice %11#1 into %inserted_slice[0, 1] [12, 1] [1, 1] : tensor<12x1xi64> into tensor<12x2xi64>
    %14 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%11#2, %inserted_slice_0 : tensor<12xf32>, tensor<12x2xi64>) outs(%arg0 : tensor<8x4xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      tm_tensor.yield %arg3 : f32
    } -> tensor<8x4xf32>
    return %14 : tensor<8x4xf32>
  }
}

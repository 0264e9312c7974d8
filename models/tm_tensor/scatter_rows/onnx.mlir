#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0, 0)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func @scatter_rows(%arg0: tensor<3x9xf32>, %arg1: tensor<3x4xi64>, %arg2: tensor<3x4xf32>) -> tensor<3x9xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c9_i64 = arith.constant 9 : i64
    %0 = tensor.empty() : tensor<3x4xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<3x4xi64>) outs(%0 : tensor<3x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %13 = arith.addi %in, %c9_i64 : i64
      linalg.yield %13 : i64
    } -> tensor<3x4xi64>
    %2 = tensor.empty() : tensor<3x4xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<3x4xi64>) outs(%2 : tensor<3x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %13 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %13 : i1
    } -> tensor<3x4xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %1, %arg1 : tensor<3x4xi1>, tensor<3x4xi64>, tensor<3x4xi64>) outs(%0 : tensor<3x4xi64>) {
    ^bb0(%in: i1, %in_1: i64, %in_2: i64, %out: i64):
      %13 = arith.select %in, %in_1, %in_2 : i64
      linalg.yield %13 : i64
    } -> tensor<3x4xi64>
    %5 = tensor.empty() : tensor<12x1xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<12x1xi64>) -> tensor<12x1xi64>
    %7 = tensor.empty() : tensor<12xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<12xf32>) -> tensor<12xf32>
    %9:3 = linalg.generic {indexing_maps = [#map1, #map1, #map2], iterator_types = ["parallel"]} outs(%6, %6, %8 : tensor<12x1xi64>, tensor<12x1xi64>, tensor<12xf32>) {
    ^bb0(%out: i64, %out_1: i64, %out_2: f32):
      %13 = linalg.index 0 : index
      %14 = arith.remsi %13, %c4 : index
      %15 = arith.divsi %13, %c4 : index
      %16 = arith.remsi %15, %c3 : index
      %extracted = tensor.extract %4[%16, %14] : tensor<3x4xi64>
      %extracted_3 = tensor.extract %arg2[%16, %14] : tensor<3x4xf32>
      %17 = arith.index_cast %16 : index to i64
      linalg.yield %17, %extracted, %extracted_3 : i64, i64, f32
    } -> (tensor<12x1xi64>, tensor<12x1xi64>, tensor<12xf32>)
    %10 = tensor.empty() : tensor<12x2xi64>
    %11 = linalg.fill ins(%c0_i64 : i64) outs(%10 : tensor<12x2xi64>) -> tensor<12x2xi64>
    %inserted_slice = tensor.insert_slice %9#0 into %11[0, 0] [12, 1] [1, 1] : tensor<12x1xi64> into tensor<12x2xi64>
    %inserted_slice_0 = tensor.insert_slice %9#1 into %inserted_slice[0, 1] [12, 1] [1, 1] : tensor<12x1xi64> into tensor<12x2xi64>
    %12 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%9#2, %inserted_slice_0 : tensor<12xf32>, tensor<12x2xi64>) outs(%arg0 : tensor<3x9xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      tm_tensor.yield %arg3 : f32
    } -> tensor<3x9xf32>
    return %12 : tensor<3x9xf32>
  }
}

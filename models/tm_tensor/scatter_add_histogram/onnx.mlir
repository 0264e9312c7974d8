#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0, 0)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func @scatter_add_histogram(%arg0: tensor<2x10xi64>, %arg1: tensor<2x50xi64>) -> tensor<2x10xi64> {
    %c10_i64 = arith.constant 10 : i64
    %c2 = arith.constant 2 : index
    %c50 = arith.constant 50 : index
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %0 = tensor.empty() : tensor<2x50xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x50xi64>) outs(%0 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %out: i64):
      %13 = arith.addi %in, %c10_i64 : i64
      linalg.yield %13 : i64
    } -> tensor<2x50xi64>
    %2 = tensor.empty() : tensor<2x50xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x50xi64>) outs(%2 : tensor<2x50xi1>) {
    ^bb0(%in: i64, %out: i1):
      %13 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %13 : i1
    } -> tensor<2x50xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %1, %arg1 : tensor<2x50xi1>, tensor<2x50xi64>, tensor<2x50xi64>) outs(%0 : tensor<2x50xi64>) {
    ^bb0(%in: i1, %in_1: i64, %in_2: i64, %out: i64):
      %13 = arith.select %in, %in_1, %in_2 : i64
      linalg.yield %13 : i64
    } -> tensor<2x50xi64>
    %5 = tensor.empty() : tensor<100x1xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<100x1xi64>) -> tensor<100x1xi64>
    %7 = tensor.empty() : tensor<100xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<100xi64>) -> tensor<100xi64>
    %9:3 = linalg.generic {indexing_maps = [#map1, #map1, #map2], iterator_types = ["parallel"]} outs(%6, %6, %8 : tensor<100x1xi64>, tensor<100x1xi64>, tensor<100xi64>) {
    ^bb0(%out: i64, %out_1: i64, %out_2: i64):
      %13 = linalg.index 0 : index
      %14 = arith.remsi %13, %c50 : index
      %15 = arith.divsi %13, %c50 : index
      %16 = arith.remsi %15, %c2 : index
      %extracted = tensor.extract %4[%16, %14] : tensor<2x50xi64>
      %17 = arith.index_cast %16 : index to i64
      linalg.yield %17, %extracted, %c1_i64 : i64, i64, i64
    } -> (tensor<100x1xi64>, tensor<100x1xi64>, tensor<100xi64>)
    %10 = tensor.empty() : tensor<100x2xi64>
    %11 = linalg.fill ins(%c0_i64 : i64) outs(%10 : tensor<100x2xi64>) -> tensor<100x2xi64>
    %inserted_slice = tensor.insert_slice %9#0 into %11[0, 0] [100, 1] [1, 1] : tensor<100x1xi64> into tensor<100x2xi64>
    %inserted_slice_0 = tensor.insert_slice %9#1 into %inserted_slice[0, 1] [100, 1] [1, 1] : tensor<100x1xi64> into tensor<100x2xi64>
    %12 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%9#2, %inserted_slice_0 : tensor<100xi64>, tensor<100x2xi64>) outs(%arg0 : tensor<2x10xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %13 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %13 : i64
    } -> tensor<2x10xi64>
    return %12 : tensor<2x10xi64>
  }
}

#map = affine_map<(d0) -> (d0, 0)>
#map1 = affine_map<(d0) -> (d0)>
module {
  func.func @scatter_add_histogram(%arg0: tensor<2x10xi64>, %arg1: tensor<2x50xi64>) -> tensor<2x10xi64> {
    %c2 = arith.constant 2 : index
    %c50 = arith.constant 50 : index
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %0 = tensor.empty() : tensor<100x1xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<100x1xi64>) -> tensor<100x1xi64>
    %2 = tensor.empty() : tensor<100xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<100xi64>) -> tensor<100xi64>
    %4:3 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel"]} outs(%1, %1, %3 : tensor<100x1xi64>, tensor<100x1xi64>, tensor<100xi64>) {
    ^bb0(%out: i64, %out_1: i64, %out_2: i64):
      %8 = linalg.index 0 : index
      %9 = arith.remsi %8, %c50 : index
      %10 = arith.divsi %8, %c50 : index
      %11 = arith.remsi %10, %c2 : index
      %extracted = tensor.extract %arg1[%11, %9] : tensor<2x50xi64>
      %12 = arith.index_cast %11 : index to i64
      linalg.yield %12, %extracted, %c1_i64 : i64, i64, i64
    } -> (tensor<100x1xi64>, tensor<100x1xi64>, tensor<100xi64>)
    %5 = tensor.empty() : tensor<100x2xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<100x2xi64>) -> tensor<100x2xi64>
    %inserted_slice = tensor.insert_slice %4#0 into %6[0, 0] [100, 1] [1, 1] : tensor<100x1xi64> into tensor<100x2xi64>
    %inserted_slice_0 = tensor.insert_slice %4#1 into %inserted_slice[0, 1] [100, 1] [1, 1] : tensor<100x1xi64> into tensor<100x2xi64>
    %7 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%4#2, %inserted_slice_0 : tensor<100xi64>, tensor<100x2xi64>) outs(%arg0 : tensor<2x10xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %8 = arith.addi %arg3, %arg2 : i64
      tm_tensor.yield %8 : i64
    } -> tensor<2x10xi64>
    return %7 : tensor<2x10xi64>
  }
}

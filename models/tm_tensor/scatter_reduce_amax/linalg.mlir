#map = affine_map<(d0) -> (d0, 0)>
#map1 = affine_map<(d0) -> (d0)>
module {
  func.func @scatter_reduce_amax(%arg0: tensor<2x6xf32>, %arg1: tensor<2x5xi64>, %arg2: tensor<2x5xf32>) -> tensor<2x6xf32> {
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<10x1xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<10x1xi64>) -> tensor<10x1xi64>
    %2 = tensor.empty() : tensor<10xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<10xf32>) -> tensor<10xf32>
    %4:3 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel"]} outs(%1, %1, %3 : tensor<10x1xi64>, tensor<10x1xi64>, tensor<10xf32>) {
    ^bb0(%out: i64, %out_1: i64, %out_2: f32):
      %8 = linalg.index 0 : index
      %9 = arith.remsi %8, %c5 : index
      %10 = arith.divsi %8, %c5 : index
      %11 = arith.remsi %10, %c2 : index
      %extracted = tensor.extract %arg1[%11, %9] : tensor<2x5xi64>
      %extracted_3 = tensor.extract %arg2[%11, %9] : tensor<2x5xf32>
      %12 = arith.index_cast %11 : index to i64
      linalg.yield %12, %extracted, %extracted_3 : i64, i64, f32
    } -> (tensor<10x1xi64>, tensor<10x1xi64>, tensor<10xf32>)
    %5 = tensor.empty() : tensor<10x2xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<10x2xi64>) -> tensor<10x2xi64>
    %inserted_slice = tensor.insert_slice %4#0 into %6[0, 0] [10, 1] [1, 1] : tensor<10x1xi64> into tensor<10x2xi64>
    %inserted_slice_0 = tensor.insert_slice %4#1 into %inserted_slice[0, 1] [10, 1] [1, 1] : tensor<10x1xi64> into tensor<10x2xi64>
    %7 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%4#2, %inserted_slice_0 : tensor<10xf32>, tensor<10x2xi64>) outs(%arg0 : tensor<2x6xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %8 = arith.maximumf %arg3, %arg4 : f32
      tm_tensor.yield %8 : f32
    } -> tensor<2x6xf32>
    return %7 : tensor<2x6xf32>
  }
}

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @argsort_columns(%arg0: tensor<23x5xf32>) -> tensor<23x5xi64> {
    %0 = tensor.empty() : tensor<23x5xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<23x5xi64>) {
    ^bb0(%out: i64):
      %3 = linalg.index 0 : index
      %4 = arith.index_cast %3 : index to i64
      linalg.yield %4 : i64
    } -> tensor<23x5xi64>
    %2:2 = tm_tensor.sort dimension(0) outs(%arg0, %1 : tensor<23x5xf32>, tensor<23x5xi64>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
      %3 = arith.cmpf ole, %arg1, %arg2 : f32
      tm_tensor.yield %3 : i1
    } -> tensor<23x5xf32>, tensor<23x5xi64>
    return %2#1 : tensor<23x5xi64>
  }
}

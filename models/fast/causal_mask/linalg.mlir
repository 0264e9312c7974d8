#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> ()>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @causal_mask(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i8 = arith.constant 0 : i8
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = arith.constant 4.000000e+00 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>
    %0 = tensor.empty() : tensor<2x16x8xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x16x8xf32>) permutation = [0, 2, 1] 
    %1 = tensor.empty() : tensor<2x8x8xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %3 = linalg.batch_matmul ins(%arg0, %transposed : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%2 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<2x8x8xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_2 : f32
      linalg.yield %22 : f32
    } -> tensor<2x8x8xf32>
    %5 = tensor.empty() : tensor<8x8xi1>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<8x8xi8>) outs(%5 : tensor<8x8xi1>) {
    ^bb0(%in: i8, %out: i1):
      %22 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %22 : i1
    } -> tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %cst_1, %4 : tensor<8x8xi1>, tensor<f32>, tensor<2x8x8xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: i1, %in_4: f32, %in_5: f32, %out: f32):
      %22 = arith.select %in, %in_4, %in_5 : f32
      linalg.yield %22 : f32
    } -> tensor<2x8x8xf32>
    %8 = tensor.empty() : tensor<2x8xi64>
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %10 = tensor.empty() : tensor<2x8xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %12:2 = linalg.generic {indexing_maps = [#map, #map4, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x8x8xf32>) outs(%11, %9 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_4: i64):
      %22 = linalg.index 2 : index
      %23 = arith.index_cast %22 : index to i64
      %24 = arith.maximumf %in, %out : f32
      %25 = arith.cmpf ogt, %in, %out : f32
      %26 = arith.select %25, %23, %out_4 : i64
      linalg.yield %24, %26 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded = tensor.expand_shape %12#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %expanded : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %22 = arith.subf %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x8xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.exp %in : f32
      linalg.yield %22 : f32
    } -> tensor<2x8x8xf32>
    %15 = tensor.empty() : tensor<2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x8x8xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    } -> tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%1 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %22 = arith.divf %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<2x8x8xf32>
    %19 = tensor.empty() : tensor<2x8x16xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %21 = linalg.batch_matmul ins(%18, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%20 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %21 : tensor<2x8x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8: "0x0100000000010101010101010000010101010101000000010101010100000000010101010000000000010101000000000000010100000000000000010000000000000000"
    }
  }
#-}

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (0, 0, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @causal_mask(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_1 = arith.constant dense<0> : tensor<1xi8>
    %0 = tosa.const_shape  {values = dense<[1, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %cst_2 = arith.constant dense<2.500000e-01> : tensor<1x1x1xf32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<1x1x1xf32>
    %1 = tensor.empty() : tensor<2x16x8xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x8x16xf32>) outs(%1 : tensor<2x16x8xf32>) permutation = [0, 2, 1] 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<2x8x8xf32>
    %3 = linalg.fill ins(%cst_4 : f32) outs(%2 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %4 = linalg.batch_matmul ins(%arg0, %transposed : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%3 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %5 = tensor.empty() : tensor<2x8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %cst_2 : tensor<2x8x8xf32>, tensor<1x1x1xf32>) outs(%5 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %26 = arith.mulf %in, %in_11 : f32
      linalg.yield %26 : f32
    } -> tensor<2x8x8xf32>
    %7 = tensor.empty() : tensor<8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<8x8xi8>) outs(%7 : tensor<8x8xi1>) {
    ^bb0(%in: i8, %out: i1):
      %c0_i8 = arith.constant 0 : i8
      %26 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %26 : i1
    } -> tensor<8x8xi1>
    %expanded = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, 8, 8] : tensor<8x8xi1> into tensor<1x8x8xi1>
    %9 = tensor.empty() : tensor<2x8x8xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %cst_3, %6 : tensor<1x8x8xi1>, tensor<1x1x1xf32>, tensor<2x8x8xf32>) outs(%9 : tensor<2x8x8xf32>) {
    ^bb0(%in: i1, %in_11: f32, %in_12: f32, %out: f32):
      %26 = arith.select %in, %in_11, %in_12 : f32
      linalg.yield %26 : f32
    } -> tensor<2x8x8xf32>
    %11 = tensor.empty() : tensor<2x8xf32>
    %cst_5 = arith.constant -3.40282347E+38 : f32
    %12 = linalg.fill ins(%cst_5 : f32) outs(%11 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %reduced = linalg.reduce ins(%10 : tensor<2x8x8xf32>) outs(%12 : tensor<2x8xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %26 = arith.maximumf %in, %init : f32
        linalg.yield %26 : f32
      }
    %expanded_6 = tensor.expand_shape %reduced [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %13 = tensor.empty() : tensor<2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %expanded_6 : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%13 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %26 = arith.subf %in, %in_11 : f32
      linalg.yield %26 : f32
    } -> tensor<2x8x8xf32>
    %15 = tensor.empty() : tensor<2x8x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x8x8xf32>) outs(%15 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = math.exp %in : f32
      linalg.yield %26 : f32
    } -> tensor<2x8x8xf32>
    %17 = tensor.empty() : tensor<2x8xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    %18 = linalg.fill ins(%cst_7 : f32) outs(%17 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %reduced_8 = linalg.reduce ins(%16 : tensor<2x8x8xf32>) outs(%18 : tensor<2x8xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %26 = arith.addf %in, %init : f32
        linalg.yield %26 : f32
      }
    %expanded_9 = tensor.expand_shape %reduced_8 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %19 = tensor.empty() : tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_11 = arith.constant 1.000000e+00 : f32
      %26 = arith.divf %cst_11, %in : f32
      linalg.yield %26 : f32
    } -> tensor<2x8x1xf32>
    %21 = tensor.empty() : tensor<2x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %20 : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %26 = arith.mulf %in, %in_11 : f32
      linalg.yield %26 : f32
    } -> tensor<2x8x8xf32>
    %cst_10 = arith.constant 0.000000e+00 : f32
    %23 = tensor.empty() : tensor<2x8x16xf32>
    %24 = linalg.fill ins(%cst_10 : f32) outs(%23 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %25 = linalg.batch_matmul ins(%22, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%24 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %25 : tensor<2x8x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8: "0x0100000000010101010101010000010101010101000000010101010100000000010101010000000000010101000000000000010100000000000000010000000000000000"
    }
  }
#-}


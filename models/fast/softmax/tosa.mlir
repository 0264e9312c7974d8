#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @softmax(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %cst = arith.constant dense<0> : tensor<1xi8>
    %0 = tensor.empty() : tensor<8xf32>
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
    %reduced = linalg.reduce ins(%arg0 : tensor<8x64xf32>) outs(%1 : tensor<8xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %12 = arith.maximumf %in, %init : f32
        linalg.yield %12 : f32
      }
    %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %2 = tensor.empty() : tensor<8x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<8x64xf32>, tensor<8x1xf32>) outs(%2 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %12 = arith.subf %in, %in_4 : f32
      linalg.yield %12 : f32
    } -> tensor<8x64xf32>
    %4 = tensor.empty() : tensor<8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8x64xf32>) outs(%4 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = math.exp %in : f32
      linalg.yield %12 : f32
    } -> tensor<8x64xf32>
    %6 = tensor.empty() : tensor<8xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %7 = linalg.fill ins(%cst_1 : f32) outs(%6 : tensor<8xf32>) -> tensor<8xf32>
    %reduced_2 = linalg.reduce ins(%5 : tensor<8x64xf32>) outs(%7 : tensor<8xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %12 = arith.addf %in, %init : f32
        linalg.yield %12 : f32
      }
    %expanded_3 = tensor.expand_shape %reduced_2 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %8 = tensor.empty() : tensor<8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<8x1xf32>) outs(%8 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %12 = arith.divf %cst_4, %in : f32
      linalg.yield %12 : f32
    } -> tensor<8x1xf32>
    %10 = tensor.empty() : tensor<8x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %9 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%10 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %12 = arith.mulf %in, %in_4 : f32
      linalg.yield %12 : f32
    } -> tensor<8x64xf32>
    return %11 : tensor<8x64xf32>
  }
}


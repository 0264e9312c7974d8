#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @avg_pool(%arg0: tensor<1x4x16x16xf32>) -> tensor<1x4x8x8xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %0 = tensor.empty() : tensor<1x16x16x4xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x4x16x16xf32>) outs(%0 : tensor<1x16x16x4xf32>) permutation = [0, 2, 3, 1] 
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = tensor.empty() : tensor<1x8x8x4xf32>
    %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %3 = tensor.empty() : tensor<2x2xf32>
    %4 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed, %3 : tensor<1x16x16x4xf32>, tensor<2x2xf32>) outs(%2 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c8_1 = arith.constant 8 : index
    %c1_2 = arith.constant 1 : index
    %5 = arith.subi %c8, %c1_2 : index
    %6 = arith.subi %c8_1, %c1_2 : index
    %7 = tensor.empty() : tensor<1x8x8x4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x8x4xf32>) outs(%7 : tensor<1x8x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %c0 = arith.constant 0 : index
      %c2_4 = arith.constant 2 : index
      %c2_5 = arith.constant 2 : index
      %10 = linalg.index 1 : index
      %11 = arith.subi %5, %10 : index
      %12 = arith.muli %10, %c2_4 : index
      %13 = arith.muli %11, %c2_4 : index
      %14 = arith.maxsi %c1_2, %c2_5 : index
      %c2_6 = arith.constant 2 : index
      %c2_7 = arith.constant 2 : index
      %15 = linalg.index 2 : index
      %16 = arith.subi %6, %15 : index
      %17 = arith.muli %15, %c2_6 : index
      %18 = arith.muli %16, %c2_6 : index
      %19 = arith.maxsi %c1_2, %c2_7 : index
      %20 = arith.muli %14, %19 : index
      %21 = arith.index_cast %20 : index to i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.divf %in, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<1x8x8x4xf32>
    %9 = tensor.empty() : tensor<1x4x8x8xf32>
    %transposed_3 = linalg.transpose ins(%8 : tensor<1x8x8x4xf32>) outs(%9 : tensor<1x4x8x8xf32>) permutation = [0, 3, 1, 2] 
    return %transposed_3 : tensor<1x4x8x8xf32>
  }
}


#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_causal(%arg0: tensor<1x2x8x16xf32>, %arg1: tensor<1x2x8x16xf32>, %arg2: tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<8x8xf32>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<1xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_5 = arith.constant dense<1.600000e+01> : tensor<1xf32>
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.sqrt %in : f32
      linalg.yield %32 : f32
    } -> tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%cst_4, %1 : tensor<1xf32>, tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.divf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<1xf32>
    %3 = tensor.empty() : tensor<8x8xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = linalg.index 0 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = linalg.index 1 : index
      %35 = arith.index_cast %34 : index to i64
      %36 = arith.cmpi sle, %35, %33 : i64
      %37 = arith.select %36, %in, %cst : f32
      linalg.yield %37 : f32
    } -> tensor<8x8xf32>
    %5 = tensor.empty() : tensor<8x8xi1>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_3 : tensor<8x8xf32>, tensor<1xf32>) outs(%5 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_11: f32, %out: i1):
      %32 = arith.cmpf oeq, %in, %in_11 : f32
      linalg.yield %32 : i1
    } -> tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<1xf32>, tensor<1xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_11: f32, %in_12: f32, %out: f32):
      %32 = arith.select %in, %in_11, %in_12 : f32
      linalg.yield %32 : f32
    } -> tensor<8x8xf32>
    %8 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x2x8x16xf32>) outs(%8 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.sqrt %in : f32
      linalg.yield %32 : f32
    } -> tensor<1xf32>
    %10 = tensor.empty() : tensor<1x2x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %9 : tensor<1x2x8x16xf32>, tensor<1xf32>) outs(%10 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.mulf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<1x2x8x16xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %9 : tensor<1x2x16x8xf32>, tensor<1xf32>) outs(%8 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.mulf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_6 = tensor.collapse_shape %12 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %13 = tensor.empty() : tensor<2x8x8xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %15 = linalg.batch_matmul ins(%collapsed, %collapsed_6 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%14 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded = tensor.expand_shape %15 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %16 = tensor.empty() : tensor<1x2x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %7 : tensor<1x2x8x8xf32>, tensor<8x8xf32>) outs(%16 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.addf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<1x2x8x8xf32>
    %18 = tensor.empty() : tensor<1x2x8xi64>
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%18 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %20 = tensor.empty() : tensor<1x2x8xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %22:2 = linalg.generic {indexing_maps = [#map3, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<1x2x8x8xf32>) outs(%21, %19 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_11: i64):
      %32 = linalg.index 3 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = arith.maximumf %in, %out : f32
      %35 = arith.cmpf ogt, %in, %out : f32
      %36 = arith.select %35, %33, %out_11 : i64
      linalg.yield %34, %36 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %22#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%16 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.subf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<1x2x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.exp %in : f32
      linalg.yield %32 : f32
    } -> tensor<1x2x8x8xf32>
    %25 = tensor.empty() : tensor<1x2x8x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x2x8x8xf32>) outs(%26 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<1x2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%16 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.divf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_9 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %29 = tensor.empty() : tensor<2x8x16xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %31 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_10 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    return %expanded_10 : tensor<1x2x8x16xf32>
  }
}

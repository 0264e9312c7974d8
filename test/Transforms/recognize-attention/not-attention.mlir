// What axe-recognize-attention does not take for an attention: torch-mlir's export of
// F.scaled_dot_product_attention(q, k, v, scale=0.3) on 2x8x16 tensors (recognized in
// torch-mlir.mlir) with one step changed each time; no remark may be emitted.
// RUN: axe-opt %s --split-input-file --axe-recognize-attention --verify-diagnostics

// The max is taken over the queries (the scores read transposed), not the keys: exp(s - max) is not shifted by one value per row.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#query_last = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#query_last, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

// -----

// The sum starts from one.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%one : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

// -----

// exp2 instead of exp.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp2 %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

// -----

// The division is by the row maximum, not the sum.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

// -----

// The rows set to zero are those with no -inf score, not those of all -inf scores.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf one, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

// -----

// The P V product accumulates onto ones.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%one : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

// -----

// exp reads the shifted scores transposed.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#swapped = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#swapped, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

// -----

// exp writes its result transposed.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#swapped = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #swapped], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

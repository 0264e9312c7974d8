#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> (0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_causal(%arg0: tensor<1x2x8x16xf32>, %arg1: tensor<1x2x8x16xf32>, %arg2: tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_0 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_1 = arith.constant dense<0> : tensor<1xi8>
    %cst_2 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %0 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[2, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[2, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %4 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %5 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %6 = tosa.const_shape  {values = dense<[2, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[1, 2, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %cst_4 = arith.constant dense<5.000000e-01> : tensor<1x1x1x1xf32>
    %cst_5 = arith.constant dense<0> : tensor<1x1xi64>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<1x1xf32>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<1x1xf32>
    %cst_8 = arith.constant dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>
    %8 = tensor.empty() : tensor<1x2x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %cst_4 : tensor<1x2x8x16xf32>, tensor<1x1x1x1xf32>) outs(%8 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %55 = arith.mulf %in, %in_25 : f32
      linalg.yield %55 : f32
    } -> tensor<1x2x8x16xf32>
    %cst_9 = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>
    %cst_10 = arith.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7]]> : tensor<8x1xi64>
    %10 = tensor.empty() : tensor<8x1xi32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_10 : tensor<8x1xi64>) outs(%10 : tensor<8x1xi32>) {
    ^bb0(%in: i64, %out: i32):
      %55 = arith.trunci %in : i64 to i32
      linalg.yield %55 : i32
    } -> tensor<8x1xi32>
    %12 = tensor.empty() : tensor<1x8xi32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<1x8xi64>) outs(%12 : tensor<1x8xi32>) {
    ^bb0(%in: i64, %out: i32):
      %55 = arith.trunci %in : i64 to i32
      linalg.yield %55 : i32
    } -> tensor<1x8xi32>
    %14 = tensor.empty() : tensor<8x8xi32>
    %15 = linalg.generic {indexing_maps = [#map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%13, %11 : tensor<1x8xi32>, tensor<8x1xi32>) outs(%14 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %in_25: i32, %out: i32):
      %55 = arith.subi %in, %in_25 : i32
      linalg.yield %55 : i32
    } -> tensor<8x8xi32>
    %16 = tensor.empty() : tensor<8x8xi64>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<8x8xi32>) outs(%16 : tensor<8x8xi64>) {
    ^bb0(%in: i32, %out: i64):
      %55 = arith.extsi %in : i32 to i64
      linalg.yield %55 : i64
    } -> tensor<8x8xi64>
    %18 = tensor.empty() : tensor<8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map5, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %17 : tensor<1x1xi64>, tensor<8x8xi64>) outs(%18 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_25: i64, %out: i1):
      %55 = arith.cmpi sge, %in, %in_25 : i64
      linalg.yield %55 : i1
    } -> tensor<8x8xi1>
    %20 = tensor.empty() : tensor<8x8xi1>
    %21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_0 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%20 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %55 = arith.andi %in, %in_25 : i1
      linalg.yield %55 : i1
    } -> tensor<8x8xi1>
    %22 = tensor.empty() : tensor<8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map5, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_6, %cst_7 : tensor<8x8xi1>, tensor<1x1xf32>, tensor<1x1xf32>) outs(%22 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_25: f32, %in_26: f32, %out: f32):
      %55 = arith.select %in, %in_25, %in_26 : f32
      linalg.yield %55 : f32
    } -> tensor<8x8xf32>
    %24 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x2x8x16xf32>) outs(%24 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %25 = tensor.empty() : tensor<1x2x16x8xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %cst_4 : tensor<1x2x16x8xf32>, tensor<1x1x1x1xf32>) outs(%25 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %55 = arith.mulf %in, %in_25 : f32
      linalg.yield %55 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_11 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %cst_12 = arith.constant 0.000000e+00 : f32
    %27 = tensor.empty() : tensor<2x8x8xf32>
    %28 = linalg.fill ins(%cst_12 : f32) outs(%27 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %29 = linalg.batch_matmul ins(%collapsed, %collapsed_11 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%28 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded = tensor.expand_shape %29 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %expanded_13 = tensor.expand_shape %23 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %30 = tensor.empty() : tensor<1x2x8x8xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_13 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %55 = arith.addf %in, %in_25 : f32
      linalg.yield %55 : f32
    } -> tensor<1x2x8x8xf32>
    %32 = tensor.empty() : tensor<1x2x8xf32>
    %cst_14 = arith.constant -3.40282347E+38 : f32
    %33 = linalg.fill ins(%cst_14 : f32) outs(%32 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %reduced = linalg.reduce ins(%31 : tensor<1x2x8x8xf32>) outs(%33 : tensor<1x2x8xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %55 = arith.maximumf %in, %init : f32
        linalg.yield %55 : f32
      }
    %expanded_15 = tensor.expand_shape %reduced [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %34 = tensor.empty() : tensor<1x2x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_15 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %55 = arith.subf %in, %in_25 : f32
      linalg.yield %55 : f32
    } -> tensor<1x2x8x8xf32>
    %36 = tensor.empty() : tensor<1x2x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x2x8x8xf32>) outs(%36 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = math.exp %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x2x8x8xf32>
    %38 = tensor.empty() : tensor<1x2x8xf32>
    %cst_16 = arith.constant 0.000000e+00 : f32
    %39 = linalg.fill ins(%cst_16 : f32) outs(%38 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %reduced_17 = linalg.reduce ins(%37 : tensor<1x2x8x8xf32>) outs(%39 : tensor<1x2x8xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %55 = arith.addf %in, %init : f32
        linalg.yield %55 : f32
      }
    %expanded_18 = tensor.expand_shape %reduced_17 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %40 = tensor.empty() : tensor<1x2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<1x2x8x1xf32>) outs(%40 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_25 = arith.constant 1.000000e+00 : f32
      %55 = arith.divf %cst_25, %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x2x8x1xf32>
    %42 = tensor.empty() : tensor<1x2x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %41 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%42 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %55 = arith.mulf %in, %in_25 : f32
      linalg.yield %55 : f32
    } -> tensor<1x2x8x8xf32>
    %44 = tensor.empty() : tensor<1x2x8x8xf64>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x2x8x8xf32>) outs(%44 : tensor<1x2x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %55 = arith.extf %in : f32 to f64
      linalg.yield %55 : f64
    } -> tensor<1x2x8x8xf64>
    %46 = tensor.empty() : tensor<1x2x8x8xi1>
    %47 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_8 : tensor<1x2x8x8xf64>, tensor<1x1x1x1xf64>) outs(%46 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f64, %in_25: f64, %out: i1):
      %55 = arith.cmpf oeq, %in, %in_25 : f64
      linalg.yield %55 : i1
    } -> tensor<1x2x8x8xi1>
    %48 = tensor.empty() : tensor<1x2x8xi1>
    %true = arith.constant true
    %49 = linalg.fill ins(%true : i1) outs(%48 : tensor<1x2x8xi1>) -> tensor<1x2x8xi1>
    %reduced_19 = linalg.reduce ins(%47 : tensor<1x2x8x8xi1>) outs(%49 : tensor<1x2x8xi1>) dimensions = [3] 
      (%in: i1, %init: i1) {
        %55 = arith.andi %in, %init : i1
        linalg.yield %55 : i1
      }
    %expanded_20 = tensor.expand_shape %reduced_19 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xi1> into tensor<1x2x8x1xi1>
    %50 = tensor.empty() : tensor<1x2x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %cst, %43 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%50 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_25: f32, %in_26: f32, %out: f32):
      %55 = arith.select %in, %in_25, %in_26 : f32
      linalg.yield %55 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_21 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_22 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %cst_23 = arith.constant 0.000000e+00 : f32
    %52 = tensor.empty() : tensor<2x8x16xf32>
    %53 = linalg.fill ins(%cst_23 : f32) outs(%52 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %54 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%53 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_24 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    return %expanded_24 : tensor<1x2x8x16xf32>
  }
}


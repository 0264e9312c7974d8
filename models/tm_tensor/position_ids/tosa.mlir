#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (0, 0)>
module {
  func.func @position_ids(%arg0: tensor<2x10xi64>) -> tensor<2x10xi64> {
    %0 = tosa.const_shape  {values = dense<[2, 10, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %cst = arith.constant dense<0> : tensor<1xi64>
    %1 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[0, 0, 1, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %3 = tosa.const_shape  {values = dense<[0, 0, 2, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %4 = tosa.const_shape  {values = dense<[0, 0, 4, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %5 = tosa.const_shape  {values = dense<[0, 0, 8, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %6 = tosa.const_shape  {values = dense<[2, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %cst_0 = arith.constant dense<1> : tensor<1x1xi32>
    %cst_1 = arith.constant dense<0> : tensor<1x1xi64>
    %cst_2 = arith.constant dense<1> : tensor<1x1xi64>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [2, 10, 1] : tensor<2x10xi64> into tensor<2x10x1xi64>
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %padded = tensor.pad %expanded low[%c0_3, %c1, %c0_6] high[%c0_4, %c0_5, %c0_7] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i64 : i64
    } : tensor<2x10x1xi64> to tensor<2x11x1xi64>
    %extracted_slice = tensor.extract_slice %padded[0, 0, 0] [2, 10, 1] [1, 1, 1] : tensor<2x11x1xi64> to tensor<2x10x1xi64>
    %7 = tensor.empty() : tensor<2x10x1xi64>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %extracted_slice : tensor<2x10x1xi64>, tensor<2x10x1xi64>) outs(%7 : tensor<2x10x1xi64>) {
    ^bb0(%in: i64, %in_35: i64, %out: i64):
      %25 = arith.addi %in, %in_35 : i64
      linalg.yield %25 : i64
    } -> tensor<2x10x1xi64>
    %c0_8 = arith.constant 0 : index
    %c0_i64_9 = arith.constant 0 : i64
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_12 = arith.constant 0 : index
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %padded_15 = tensor.pad %8 low[%c0_10, %c2, %c0_13] high[%c0_11, %c0_12, %c0_14] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i64_9 : i64
    } : tensor<2x10x1xi64> to tensor<2x12x1xi64>
    %extracted_slice_16 = tensor.extract_slice %padded_15[0, 0, 0] [2, 10, 1] [1, 1, 1] : tensor<2x12x1xi64> to tensor<2x10x1xi64>
    %9 = tensor.empty() : tensor<2x10x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %extracted_slice_16 : tensor<2x10x1xi64>, tensor<2x10x1xi64>) outs(%9 : tensor<2x10x1xi64>) {
    ^bb0(%in: i64, %in_35: i64, %out: i64):
      %25 = arith.addi %in, %in_35 : i64
      linalg.yield %25 : i64
    } -> tensor<2x10x1xi64>
    %c0_17 = arith.constant 0 : index
    %c0_i64_18 = arith.constant 0 : i64
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c0_21 = arith.constant 0 : index
    %c0_22 = arith.constant 0 : index
    %c0_23 = arith.constant 0 : index
    %padded_24 = tensor.pad %10 low[%c0_19, %c4, %c0_22] high[%c0_20, %c0_21, %c0_23] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i64_18 : i64
    } : tensor<2x10x1xi64> to tensor<2x14x1xi64>
    %extracted_slice_25 = tensor.extract_slice %padded_24[0, 0, 0] [2, 10, 1] [1, 1, 1] : tensor<2x14x1xi64> to tensor<2x10x1xi64>
    %11 = tensor.empty() : tensor<2x10x1xi64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %extracted_slice_25 : tensor<2x10x1xi64>, tensor<2x10x1xi64>) outs(%11 : tensor<2x10x1xi64>) {
    ^bb0(%in: i64, %in_35: i64, %out: i64):
      %25 = arith.addi %in, %in_35 : i64
      linalg.yield %25 : i64
    } -> tensor<2x10x1xi64>
    %c0_26 = arith.constant 0 : index
    %c0_i64_27 = arith.constant 0 : i64
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c0_30 = arith.constant 0 : index
    %c0_31 = arith.constant 0 : index
    %c0_32 = arith.constant 0 : index
    %padded_33 = tensor.pad %12 low[%c0_28, %c8, %c0_31] high[%c0_29, %c0_30, %c0_32] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i64_27 : i64
    } : tensor<2x10x1xi64> to tensor<2x18x1xi64>
    %extracted_slice_34 = tensor.extract_slice %padded_33[0, 0, 0] [2, 10, 1] [1, 1, 1] : tensor<2x18x1xi64> to tensor<2x10x1xi64>
    %13 = tensor.empty() : tensor<2x10x1xi64>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %extracted_slice_34 : tensor<2x10x1xi64>, tensor<2x10x1xi64>) outs(%13 : tensor<2x10x1xi64>) {
    ^bb0(%in: i64, %in_35: i64, %out: i64):
      %25 = arith.addi %in, %in_35 : i64
      linalg.yield %25 : i64
    } -> tensor<2x10x1xi64>
    %collapsed = tensor.collapse_shape %14 [[0], [1, 2]] : tensor<2x10x1xi64> into tensor<2x10xi64>
    %15 = tensor.empty() : tensor<2x10xi32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<2x10xi64>) outs(%15 : tensor<2x10xi32>) {
    ^bb0(%in: i64, %out: i32):
      %25 = arith.trunci %in : i64 to i32
      linalg.yield %25 : i32
    } -> tensor<2x10xi32>
    %17 = tensor.empty() : tensor<2x10xi32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_0 : tensor<2x10xi32>, tensor<1x1xi32>) outs(%17 : tensor<2x10xi32>) {
    ^bb0(%in: i32, %in_35: i32, %out: i32):
      %25 = arith.subi %in, %in_35 : i32
      linalg.yield %25 : i32
    } -> tensor<2x10xi32>
    %19 = tensor.empty() : tensor<2x10xi64>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<2x10xi32>) outs(%19 : tensor<2x10xi64>) {
    ^bb0(%in: i32, %out: i64):
      %25 = arith.extsi %in : i32 to i64
      linalg.yield %25 : i64
    } -> tensor<2x10xi64>
    %21 = tensor.empty() : tensor<2x10xi1>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cst_1 : tensor<2x10xi64>, tensor<1x1xi64>) outs(%21 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_35: i64, %out: i1):
      %25 = arith.cmpi eq, %in, %in_35 : i64
      linalg.yield %25 : i1
    } -> tensor<2x10xi1>
    %23 = tensor.empty() : tensor<2x10xi64>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_2, %20 : tensor<2x10xi1>, tensor<1x1xi64>, tensor<2x10xi64>) outs(%23 : tensor<2x10xi64>) {
    ^bb0(%in: i1, %in_35: i64, %in_36: i64, %out: i64):
      %25 = arith.select %in, %in_35, %in_36 : i64
      linalg.yield %25 : i64
    } -> tensor<2x10xi64>
    return %24 : tensor<2x10xi64>
  }
}


#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @cumsum_int(%arg0: tensor<9x5xi32>) -> tensor<9x5xi64> {
    %0 = tosa.const_shape  {values = dense<[1, 9, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %cst = arith.constant dense<0> : tensor<1xi64>
    %1 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[0, 0, 1, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %3 = tosa.const_shape  {values = dense<[0, 0, 2, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %4 = tosa.const_shape  {values = dense<[0, 0, 4, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %5 = tosa.const_shape  {values = dense<[0, 0, 8, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %6 = tosa.const_shape  {values = dense<[9, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %7 = tensor.empty() : tensor<9x5xi64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<9x5xi32>) outs(%7 : tensor<9x5xi64>) {
    ^bb0(%in: i32, %out: i64):
      %17 = arith.extsi %in : i32 to i64
      linalg.yield %17 : i64
    } -> tensor<9x5xi64>
    %expanded = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, 9, 5] : tensor<9x5xi64> into tensor<1x9x5xi64>
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %padded = tensor.pad %expanded low[%c0_0, %c1, %c0_3] high[%c0_1, %c0_2, %c0_4] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i64 : i64
    } : tensor<1x9x5xi64> to tensor<1x10x5xi64>
    %extracted_slice = tensor.extract_slice %padded[0, 0, 0] [1, 9, 5] [1, 1, 1] : tensor<1x10x5xi64> to tensor<1x9x5xi64>
    %9 = tensor.empty() : tensor<1x9x5xi64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %extracted_slice : tensor<1x9x5xi64>, tensor<1x9x5xi64>) outs(%9 : tensor<1x9x5xi64>) {
    ^bb0(%in: i64, %in_32: i64, %out: i64):
      %17 = arith.addi %in, %in_32 : i64
      linalg.yield %17 : i64
    } -> tensor<1x9x5xi64>
    %c0_5 = arith.constant 0 : index
    %c0_i64_6 = arith.constant 0 : i64
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_9 = arith.constant 0 : index
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %padded_12 = tensor.pad %10 low[%c0_7, %c2, %c0_10] high[%c0_8, %c0_9, %c0_11] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i64_6 : i64
    } : tensor<1x9x5xi64> to tensor<1x11x5xi64>
    %extracted_slice_13 = tensor.extract_slice %padded_12[0, 0, 0] [1, 9, 5] [1, 1, 1] : tensor<1x11x5xi64> to tensor<1x9x5xi64>
    %11 = tensor.empty() : tensor<1x9x5xi64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %extracted_slice_13 : tensor<1x9x5xi64>, tensor<1x9x5xi64>) outs(%11 : tensor<1x9x5xi64>) {
    ^bb0(%in: i64, %in_32: i64, %out: i64):
      %17 = arith.addi %in, %in_32 : i64
      linalg.yield %17 : i64
    } -> tensor<1x9x5xi64>
    %c0_14 = arith.constant 0 : index
    %c0_i64_15 = arith.constant 0 : i64
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %padded_21 = tensor.pad %12 low[%c0_16, %c4, %c0_19] high[%c0_17, %c0_18, %c0_20] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i64_15 : i64
    } : tensor<1x9x5xi64> to tensor<1x13x5xi64>
    %extracted_slice_22 = tensor.extract_slice %padded_21[0, 0, 0] [1, 9, 5] [1, 1, 1] : tensor<1x13x5xi64> to tensor<1x9x5xi64>
    %13 = tensor.empty() : tensor<1x9x5xi64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %extracted_slice_22 : tensor<1x9x5xi64>, tensor<1x9x5xi64>) outs(%13 : tensor<1x9x5xi64>) {
    ^bb0(%in: i64, %in_32: i64, %out: i64):
      %17 = arith.addi %in, %in_32 : i64
      linalg.yield %17 : i64
    } -> tensor<1x9x5xi64>
    %c0_23 = arith.constant 0 : index
    %c0_i64_24 = arith.constant 0 : i64
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c0_27 = arith.constant 0 : index
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %padded_30 = tensor.pad %14 low[%c0_25, %c8, %c0_28] high[%c0_26, %c0_27, %c0_29] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i64_24 : i64
    } : tensor<1x9x5xi64> to tensor<1x17x5xi64>
    %extracted_slice_31 = tensor.extract_slice %padded_30[0, 0, 0] [1, 9, 5] [1, 1, 1] : tensor<1x17x5xi64> to tensor<1x9x5xi64>
    %15 = tensor.empty() : tensor<1x9x5xi64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %extracted_slice_31 : tensor<1x9x5xi64>, tensor<1x9x5xi64>) outs(%15 : tensor<1x9x5xi64>) {
    ^bb0(%in: i64, %in_32: i64, %out: i64):
      %17 = arith.addi %in, %in_32 : i64
      linalg.yield %17 : i64
    } -> tensor<1x9x5xi64>
    %collapsed = tensor.collapse_shape %16 [[0, 1], [2]] : tensor<1x9x5xi64> into tensor<9x5xi64>
    return %collapsed : tensor<9x5xi64>
  }
}


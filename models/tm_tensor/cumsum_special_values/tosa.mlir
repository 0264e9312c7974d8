#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @cumsum_special_values(%arg0: tensor<3x12xf32>) -> tensor<3x12xf32> {
    %0 = tosa.const_shape  {values = dense<[3, 12, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %cst = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[0, 0, 1, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %3 = tosa.const_shape  {values = dense<[0, 0, 2, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %4 = tosa.const_shape  {values = dense<[0, 0, 4, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %5 = tosa.const_shape  {values = dense<[0, 0, 8, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %6 = tosa.const_shape  {values = dense<[3, 12]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [3, 12, 1] : tensor<3x12xf32> into tensor<3x12x1xf32>
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %padded = tensor.pad %expanded low[%c0_1, %c1, %c0_4] high[%c0_2, %c0_3, %c0_5] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_0 : f32
    } : tensor<3x12x1xf32> to tensor<3x13x1xf32>
    %extracted_slice = tensor.extract_slice %padded[0, 0, 0] [3, 12, 1] [1, 1, 1] : tensor<3x13x1xf32> to tensor<3x12x1xf32>
    %7 = tensor.empty() : tensor<3x12x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %extracted_slice : tensor<3x12x1xf32>, tensor<3x12x1xf32>) outs(%7 : tensor<3x12x1xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %15 = arith.addf %in, %in_33 : f32
      linalg.yield %15 : f32
    } -> tensor<3x12x1xf32>
    %c0_6 = arith.constant 0 : index
    %cst_7 = arith.constant 0.000000e+00 : f32
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %padded_13 = tensor.pad %8 low[%c0_8, %c2, %c0_11] high[%c0_9, %c0_10, %c0_12] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_7 : f32
    } : tensor<3x12x1xf32> to tensor<3x14x1xf32>
    %extracted_slice_14 = tensor.extract_slice %padded_13[0, 0, 0] [3, 12, 1] [1, 1, 1] : tensor<3x14x1xf32> to tensor<3x12x1xf32>
    %9 = tensor.empty() : tensor<3x12x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %extracted_slice_14 : tensor<3x12x1xf32>, tensor<3x12x1xf32>) outs(%9 : tensor<3x12x1xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %15 = arith.addf %in, %in_33 : f32
      linalg.yield %15 : f32
    } -> tensor<3x12x1xf32>
    %c0_15 = arith.constant 0 : index
    %cst_16 = arith.constant 0.000000e+00 : f32
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %c0_21 = arith.constant 0 : index
    %padded_22 = tensor.pad %10 low[%c0_17, %c4, %c0_20] high[%c0_18, %c0_19, %c0_21] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_16 : f32
    } : tensor<3x12x1xf32> to tensor<3x16x1xf32>
    %extracted_slice_23 = tensor.extract_slice %padded_22[0, 0, 0] [3, 12, 1] [1, 1, 1] : tensor<3x16x1xf32> to tensor<3x12x1xf32>
    %11 = tensor.empty() : tensor<3x12x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %extracted_slice_23 : tensor<3x12x1xf32>, tensor<3x12x1xf32>) outs(%11 : tensor<3x12x1xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %15 = arith.addf %in, %in_33 : f32
      linalg.yield %15 : f32
    } -> tensor<3x12x1xf32>
    %c0_24 = arith.constant 0 : index
    %cst_25 = arith.constant 0.000000e+00 : f32
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %c0_30 = arith.constant 0 : index
    %padded_31 = tensor.pad %12 low[%c0_26, %c8, %c0_29] high[%c0_27, %c0_28, %c0_30] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_25 : f32
    } : tensor<3x12x1xf32> to tensor<3x20x1xf32>
    %extracted_slice_32 = tensor.extract_slice %padded_31[0, 0, 0] [3, 12, 1] [1, 1, 1] : tensor<3x20x1xf32> to tensor<3x12x1xf32>
    %13 = tensor.empty() : tensor<3x12x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %extracted_slice_32 : tensor<3x12x1xf32>, tensor<3x12x1xf32>) outs(%13 : tensor<3x12x1xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %15 = arith.addf %in, %in_33 : f32
      linalg.yield %15 : f32
    } -> tensor<3x12x1xf32>
    %collapsed = tensor.collapse_shape %14 [[0], [1, 2]] : tensor<3x12x1xf32> into tensor<3x12xf32>
    return %collapsed : tensor<3x12xf32>
  }
}


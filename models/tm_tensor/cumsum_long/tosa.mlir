#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @cumsum_long(%arg0: tensor<3x2000xf32>) -> tensor<3x2000xf32> {
    %0 = tosa.const_shape  {values = dense<[3, 2000, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %cst = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[0, 0, 1, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %3 = tosa.const_shape  {values = dense<[0, 0, 2, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %4 = tosa.const_shape  {values = dense<[0, 0, 4, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %5 = tosa.const_shape  {values = dense<[0, 0, 8, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %6 = tosa.const_shape  {values = dense<[0, 0, 16, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %7 = tosa.const_shape  {values = dense<[0, 0, 32, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %8 = tosa.const_shape  {values = dense<[0, 0, 64, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %9 = tosa.const_shape  {values = dense<[0, 0, 128, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %10 = tosa.const_shape  {values = dense<[0, 0, 256, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %11 = tosa.const_shape  {values = dense<[0, 0, 512, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %12 = tosa.const_shape  {values = dense<[0, 0, 1024, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %13 = tosa.const_shape  {values = dense<[3, 2000]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [3, 2000, 1] : tensor<3x2000xf32> into tensor<3x2000x1xf32>
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
    } : tensor<3x2000x1xf32> to tensor<3x2001x1xf32>
    %extracted_slice = tensor.extract_slice %padded[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2001x1xf32> to tensor<3x2000x1xf32>
    %14 = tensor.empty() : tensor<3x2000x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %extracted_slice : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%14 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_6 = arith.constant 0 : index
    %cst_7 = arith.constant 0.000000e+00 : f32
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %padded_13 = tensor.pad %15 low[%c0_8, %c2, %c0_11] high[%c0_9, %c0_10, %c0_12] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_7 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2002x1xf32>
    %extracted_slice_14 = tensor.extract_slice %padded_13[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2002x1xf32> to tensor<3x2000x1xf32>
    %16 = tensor.empty() : tensor<3x2000x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %extracted_slice_14 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%16 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_15 = arith.constant 0 : index
    %cst_16 = arith.constant 0.000000e+00 : f32
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %c0_21 = arith.constant 0 : index
    %padded_22 = tensor.pad %17 low[%c0_17, %c4, %c0_20] high[%c0_18, %c0_19, %c0_21] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_16 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2004x1xf32>
    %extracted_slice_23 = tensor.extract_slice %padded_22[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2004x1xf32> to tensor<3x2000x1xf32>
    %18 = tensor.empty() : tensor<3x2000x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %extracted_slice_23 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%18 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_24 = arith.constant 0 : index
    %cst_25 = arith.constant 0.000000e+00 : f32
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %c0_30 = arith.constant 0 : index
    %padded_31 = tensor.pad %19 low[%c0_26, %c8, %c0_29] high[%c0_27, %c0_28, %c0_30] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_25 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2008x1xf32>
    %extracted_slice_32 = tensor.extract_slice %padded_31[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2008x1xf32> to tensor<3x2000x1xf32>
    %20 = tensor.empty() : tensor<3x2000x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %extracted_slice_32 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%20 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_33 = arith.constant 0 : index
    %cst_34 = arith.constant 0.000000e+00 : f32
    %c0_35 = arith.constant 0 : index
    %c0_36 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c0_37 = arith.constant 0 : index
    %c0_38 = arith.constant 0 : index
    %c0_39 = arith.constant 0 : index
    %padded_40 = tensor.pad %21 low[%c0_35, %c16, %c0_38] high[%c0_36, %c0_37, %c0_39] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_34 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2016x1xf32>
    %extracted_slice_41 = tensor.extract_slice %padded_40[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2016x1xf32> to tensor<3x2000x1xf32>
    %22 = tensor.empty() : tensor<3x2000x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %extracted_slice_41 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%22 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_42 = arith.constant 0 : index
    %cst_43 = arith.constant 0.000000e+00 : f32
    %c0_44 = arith.constant 0 : index
    %c0_45 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c0_46 = arith.constant 0 : index
    %c0_47 = arith.constant 0 : index
    %c0_48 = arith.constant 0 : index
    %padded_49 = tensor.pad %23 low[%c0_44, %c32, %c0_47] high[%c0_45, %c0_46, %c0_48] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_43 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2032x1xf32>
    %extracted_slice_50 = tensor.extract_slice %padded_49[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2032x1xf32> to tensor<3x2000x1xf32>
    %24 = tensor.empty() : tensor<3x2000x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %extracted_slice_50 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%24 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_51 = arith.constant 0 : index
    %cst_52 = arith.constant 0.000000e+00 : f32
    %c0_53 = arith.constant 0 : index
    %c0_54 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_55 = arith.constant 0 : index
    %c0_56 = arith.constant 0 : index
    %c0_57 = arith.constant 0 : index
    %padded_58 = tensor.pad %25 low[%c0_53, %c64, %c0_56] high[%c0_54, %c0_55, %c0_57] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_52 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2064x1xf32>
    %extracted_slice_59 = tensor.extract_slice %padded_58[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2064x1xf32> to tensor<3x2000x1xf32>
    %26 = tensor.empty() : tensor<3x2000x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %extracted_slice_59 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%26 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_60 = arith.constant 0 : index
    %cst_61 = arith.constant 0.000000e+00 : f32
    %c0_62 = arith.constant 0 : index
    %c0_63 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c0_64 = arith.constant 0 : index
    %c0_65 = arith.constant 0 : index
    %c0_66 = arith.constant 0 : index
    %padded_67 = tensor.pad %27 low[%c0_62, %c128, %c0_65] high[%c0_63, %c0_64, %c0_66] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_61 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2128x1xf32>
    %extracted_slice_68 = tensor.extract_slice %padded_67[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2128x1xf32> to tensor<3x2000x1xf32>
    %28 = tensor.empty() : tensor<3x2000x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %extracted_slice_68 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%28 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_69 = arith.constant 0 : index
    %cst_70 = arith.constant 0.000000e+00 : f32
    %c0_71 = arith.constant 0 : index
    %c0_72 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c0_73 = arith.constant 0 : index
    %c0_74 = arith.constant 0 : index
    %c0_75 = arith.constant 0 : index
    %padded_76 = tensor.pad %29 low[%c0_71, %c256, %c0_74] high[%c0_72, %c0_73, %c0_75] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_70 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2256x1xf32>
    %extracted_slice_77 = tensor.extract_slice %padded_76[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2256x1xf32> to tensor<3x2000x1xf32>
    %30 = tensor.empty() : tensor<3x2000x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %extracted_slice_77 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%30 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_78 = arith.constant 0 : index
    %cst_79 = arith.constant 0.000000e+00 : f32
    %c0_80 = arith.constant 0 : index
    %c0_81 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c0_82 = arith.constant 0 : index
    %c0_83 = arith.constant 0 : index
    %c0_84 = arith.constant 0 : index
    %padded_85 = tensor.pad %31 low[%c0_80, %c512, %c0_83] high[%c0_81, %c0_82, %c0_84] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_79 : f32
    } : tensor<3x2000x1xf32> to tensor<3x2512x1xf32>
    %extracted_slice_86 = tensor.extract_slice %padded_85[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x2512x1xf32> to tensor<3x2000x1xf32>
    %32 = tensor.empty() : tensor<3x2000x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %extracted_slice_86 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%32 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %c0_87 = arith.constant 0 : index
    %cst_88 = arith.constant 0.000000e+00 : f32
    %c0_89 = arith.constant 0 : index
    %c0_90 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c0_91 = arith.constant 0 : index
    %c0_92 = arith.constant 0 : index
    %c0_93 = arith.constant 0 : index
    %padded_94 = tensor.pad %33 low[%c0_89, %c1024, %c0_92] high[%c0_90, %c0_91, %c0_93] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_88 : f32
    } : tensor<3x2000x1xf32> to tensor<3x3024x1xf32>
    %extracted_slice_95 = tensor.extract_slice %padded_94[0, 0, 0] [3, 2000, 1] [1, 1, 1] : tensor<3x3024x1xf32> to tensor<3x2000x1xf32>
    %34 = tensor.empty() : tensor<3x2000x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %extracted_slice_95 : tensor<3x2000x1xf32>, tensor<3x2000x1xf32>) outs(%34 : tensor<3x2000x1xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %36 = arith.addf %in, %in_96 : f32
      linalg.yield %36 : f32
    } -> tensor<3x2000x1xf32>
    %collapsed = tensor.collapse_shape %35 [[0], [1, 2]] : tensor<3x2000x1xf32> into tensor<3x2000xf32>
    return %collapsed : tensor<3x2000xf32>
  }
}


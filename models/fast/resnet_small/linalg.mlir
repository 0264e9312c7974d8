#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @resnet_small(%arg0: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_10_16_torch.float32> : tensor<10x16xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_8_1_1_torch.float32> : tensor<16x8x1x1xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_16_3_3_torch.float32> : tensor<16x16x3x3xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_16_8_3_3_torch.float32> : tensor<16x8x3x3xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_8_torch.float32_23> : tensor<8xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_8_torch.float32_22> : tensor<8xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_8_torch.float32_21> : tensor<8xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_8_torch.float32_20> : tensor<8xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_8_8_1_1_torch.float32> : tensor<8x8x1x1xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_8_torch.float32_19> : tensor<8xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_8_torch.float32_18> : tensor<8xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_8_torch.float32_17> : tensor<8xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_8_torch.float32_16> : tensor<8xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32_2> : tensor<8x8x3x3xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_8_torch.float32_15> : tensor<8xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_8_torch.float32_14> : tensor<8xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_8_torch.float32_13> : tensor<8xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_8_torch.float32_12> : tensor<8xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32_1> : tensor<8x8x3x3xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_8_torch.float32_11> : tensor<8xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_8_torch.float32_10> : tensor<8xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_8_torch.float32_9> : tensor<8xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_8_torch.float32_8> : tensor<8xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_8_4_1_1_torch.float32> : tensor<8x4x1x1xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_8_torch.float32_7> : tensor<8xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_8_torch.float32_6> : tensor<8xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_8_4_3_3_torch.float32> : tensor<8x4x3x3xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_4_torch.float32_11> : tensor<4xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_4_torch.float32_10> : tensor<4xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_4_torch.float32_9> : tensor<4xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_4_torch.float32_8> : tensor<4xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_4_4_3_3_torch.float32_1> : tensor<4x4x3x3xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_4_torch.float32_7> : tensor<4xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_4_torch.float32_6> : tensor<4xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_4_torch.float32_5> : tensor<4xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_4_torch.float32_4> : tensor<4xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_4_4_3_3_torch.float32> : tensor<4x4x3x3xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_4_torch.float32_3> : tensor<4xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_4_torch.float32_2> : tensor<4xf32>
    %cst_60 = arith.constant 1.000000e-05 : f64
    %cst_61 = arith.constant dense_resource<torch_tensor_4_torch.float32_1> : tensor<4xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_4_3_7_7_torch.float32> : tensor<4x3x7x7xf32>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x38x38xf32>
    %0 = tensor.empty() : tensor<1x4x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_63 : tensor<1x3x38x38xf32>, tensor<4x3x7x7xf32>) outs(%1 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %3 = tensor.empty() : tensor<4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_61 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<4xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<4xf32>
    %expanded = tensor.expand_shape %cst_62 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %expanded_64 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_64 : tensor<1x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x16x16xf32>
    %expanded_65 = tensor.expand_shape %cst_59 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_65 : tensor<1x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x16x16xf32>
    %expanded_66 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_66 : tensor<1x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x4x16x16xf32>) outs(%0 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x16x16xf32>
    %padded_67 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x4x16x16xf32> to tensor<1x4x18x18xf32>
    %11 = tensor.empty() : tensor<1x4x8x8xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %13 = tensor.empty() : tensor<3x3xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_67, %13 : tensor<1x4x18x18xf32>, tensor<3x3xf32>) outs(%12 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %padded_68 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_68, %cst_57 : tensor<1x4x10x10xf32>, tensor<4x4x3x3xf32>) outs(%15 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_55 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<4xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%17 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<4xf32>
    %expanded_69 = tensor.expand_shape %cst_56 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %expanded_70 = tensor.expand_shape %18 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_69 : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_70 : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %expanded_71 = tensor.expand_shape %cst_54 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_71 : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %expanded_72 = tensor.expand_shape %cst_53 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_72 : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x8x8xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8x8xf32>
    %padded_73 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_73, %cst_52 : tensor<1x4x10x10xf32>, tensor<4x4x3x3xf32>) outs(%15 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_50 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<4xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%25 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<4xf32>
    %expanded_74 = tensor.expand_shape %cst_51 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %expanded_75 = tensor.expand_shape %26 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_74 : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_75 : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %expanded_76 = tensor.expand_shape %cst_49 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_76 : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %expanded_77 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_77 : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %14 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x4x8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x4x8x8xf32>) outs(%11 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8x8xf32>
    %padded_78 = tensor.pad %32 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
    %33 = tensor.empty() : tensor<1x8x4x4xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %35 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_78, %cst_47 : tensor<1x4x10x10xf32>, tensor<8x4x3x3xf32>) outs(%34 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %36 = tensor.empty() : tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_45 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<8xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<8xf32>
    %expanded_79 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_80 = tensor.expand_shape %38 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_79 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_80 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %expanded_81 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_81 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %expanded_82 = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_82 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x4x4xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x4x4xf32>
    %padded_83 = tensor.pad %43 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_83, %cst_42 : tensor<1x8x6x6xf32>, tensor<8x8x3x3xf32>) outs(%34 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_40 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<8xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%45 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<8xf32>
    %expanded_84 = tensor.expand_shape %cst_41 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_85 = tensor.expand_shape %46 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_84 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_85 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %expanded_86 = tensor.expand_shape %cst_39 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_86 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %expanded_87 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_87 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%32, %cst_37 : tensor<1x4x8x8xf32>, tensor<8x4x1x1xf32>) outs(%34 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<8xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%52 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<8xf32>
    %expanded_88 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_89 = tensor.expand_shape %53 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_88 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_89 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %expanded_90 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_90 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %expanded_91 = tensor.expand_shape %cst_33 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_91 : tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %57 : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x4x4xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x8x4x4xf32>) outs(%33 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x4x4xf32>
    %padded_92 = tensor.pad %59 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
    %60 = tensor.empty() : tensor<1x8x2x2xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
    %62 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_92, %cst_32 : tensor<1x8x6x6xf32>, tensor<8x8x3x3xf32>) outs(%61 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_30 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<8xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<8xf32>
    %expanded_93 = tensor.expand_shape %cst_31 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_94 = tensor.expand_shape %64 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_93 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_94 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %expanded_95 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_95 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %expanded_96 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_96 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x8x2x2xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x2x2xf32>
    %padded_97 = tensor.pad %69 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x2x2xf32> to tensor<1x8x4x4xf32>
    %70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_97, %cst_27 : tensor<1x8x4x4xf32>, tensor<8x8x3x3xf32>) outs(%61 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<8xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%71 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<8xf32>
    %expanded_98 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_99 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_98 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_99 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %expanded_100 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_100 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %expanded_101 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_101 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %77 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%59, %cst_22 : tensor<1x8x4x4xf32>, tensor<8x8x1x1xf32>) outs(%61 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<8xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%78 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<8xf32>
    %expanded_102 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_103 = tensor.expand_shape %79 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_102 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_103 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %expanded_104 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_104 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %expanded_105 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_105 : tensor<1x8x2x2xf32>, tensor<8x1x1xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %83 : tensor<1x8x2x2xf32>, tensor<1x8x2x2xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x8x2x2xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x8x2x2xf32>) outs(%60 : tensor<1x8x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x2x2xf32>
    %padded_106 = tensor.pad %85 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x2x2xf32> to tensor<1x8x4x4xf32>
    %86 = tensor.empty() : tensor<1x16x1x1xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_106, %cst_17 : tensor<1x8x4x4xf32>, tensor<16x8x3x3xf32>) outs(%87 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %89 = tensor.empty() : tensor<16xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_15 : tensor<16xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<16xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%90 : tensor<16xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<16xf32>
    %expanded_107 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_108 = tensor.expand_shape %91 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_107 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_108 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %expanded_109 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_109 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %expanded_110 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_110 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x16x1x1xf32>
    %padded_111 = tensor.pad %96 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x1x1xf32> to tensor<1x16x3x3xf32>
    %97 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_111, %cst_12 : tensor<1x16x3x3xf32>, tensor<16x16x3x3xf32>) outs(%87 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<16xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<16xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%98 : tensor<16xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<16xf32>
    %expanded_112 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_113 = tensor.expand_shape %99 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_112 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_113 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %expanded_114 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_114 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %expanded_115 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_115 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %104 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%85, %cst_7 : tensor<1x8x2x2xf32>, tensor<16x8x1x1xf32>) outs(%87 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<16xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_60 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<16xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%105 : tensor<16xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<16xf32>
    %expanded_116 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_117 = tensor.expand_shape %106 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_116 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.subf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_117 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %expanded_118 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_118 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.mulf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %expanded_119 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_119 : tensor<1x16x1x1xf32>, tensor<16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %110 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x16x1x1xf32>) outs(%86 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.cmpf ugt, %in, %cst : f32
      %121 = arith.select %120, %in, %cst : f32
      linalg.yield %121 : f32
    } -> tensor<1x16x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%112 : tensor<1x16x1x1xf32>) outs(%87 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.addf %in, %out : f32
      linalg.yield %120 : f32
    } -> tensor<1x16x1x1xf32>
    %collapsed = tensor.collapse_shape %113 [[0], [1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<1x16xf32>
    %114 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%cst_2 : tensor<10x16xf32>) outs(%114 : tensor<16x10xf32>) permutation = [1, 0] 
    %115 = tensor.empty() : tensor<1x10xf32>
    %116 = linalg.fill ins(%cst : f32) outs(%115 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %117 = linalg.matmul ins(%collapsed, %transposed : tensor<1x16xf32>, tensor<16x10xf32>) outs(%116 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<10xf32>) outs(%115 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%117, %118 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%115 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %120 = arith.addf %in, %in_120 : f32
      linalg.yield %120 : f32
    } -> tensor<1x10xf32>
    return %119 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x04000000D8B96A3EC4C6623E44A3CFBD18664DBE80577DBD280EA3BD421303BEB0633F3EE803753E00372DBB",
      torch_tensor_10_16_torch.float32: "0x04000000C4E5FB3D461B313EB4C722BE90E2883D606F1DBE24853F3E1EBA2FBEACA4943D543E613E70A6D23D48E3193E44531B3E58D7E03D1E2776BEF048C23C089D343EF83240BEAC58CC3D1023F5BC50699CBC4052CEBC40EE40BC183F6A3D8E36083EDEE8683E70C3E4BC1CB0553E786D32BEFCE8C1BD7CDB44BE0052BC3A860F55BE94989EBDC8A339BD42C051BE403E273EB0B9193EF06438BE5EC56B3E18DAA43D108617BDA2C20D3EF00161BDECC5B03DA8599F3DA08554BC24EB253E40C1913D20AB8BBDF8D2F23D261D593E60F50FBDACC12A3EC46178BEBCBF3C3E209E0BBC200A4B3DF8E00F3E28C76DBD30B312BE70E9CCBD00AABCBA1C149D3D44BD1D3E8CFED9BD3278653E20E673BE0A4148BE1C0619BE9224523E10E4503D807CB13B281368BD146E60BEB2ED573EA05A25BEA882933D46192D3E62507EBE989B953D78562F3E9404363E5A662CBE3CE715BEBE0F1FBED8BADD3DE08176BE6C040FBEAC615D3E24718ABDE092183C20647ABDF625523E367916BE9ACA6A3E38E1543D60CC233D64F24ABEDC265FBEFC28783E4C3C643EF051C73DA8F95ABD084626BE3405CEBDF8672FBE0008FD3BACA4453E78946ABEDAD7313E80F4633DC04D26BE40FCCABCA02A883C0011E83B0068243C643AD3BD00FF63BE84BD763E10415FBDF0AF9E3D14933FBE8A050CBE4C4C45BE78BFD73DFC6CA63D4008113E7C9F34BE5433C83DF499C03D9EEC633E7E80503E2E4D383EDE7347BE22C70DBE92973FBEF2BD673EEA79113EB843CE3D08BF5F3D40A6E53D1CDD85BD2C48483EF04B2C3EC4AEF23D00BCBEBCA058E63DF0AE663E7414EB3D2C65343E14147EBEDC9C37BE16D70FBE0044CB39881665BEE2C51ABEC2D5763E8C4313BECC93C23D9EE6053E",
      torch_tensor_16_torch.float32_11: "0x04000000CAF029BE2A1069BD0EAE0D3DE82D71BB037E863C4379A6BD7AE4743C6C80C7BCCBA4A7BD47B98C3D760DBD3DDEE947BC6F96863DE62100BE2B0D5A3D3DD369BD",
      torch_tensor_16_torch.float32_10: "0x04000000A1C54A3FCF28813F9517653FB3C27F3FCD65823F5250803F6F98753F0D09843F37F3783FDE70923F4CA38A3F850C7A3F2C55923F26EF7B3F1911773F85BA9B3F",
      torch_tensor_16_torch.float32_9: "0x04000000F0ED4E3F79474A3F29550B3FF662373F1A8D733F288D6F3F5567473F3665A23F4D5A733F6A5DB83F0DD33B3F4AE22C3FDCE6B13F7CA2B73F41B2573F623A8E3F",
      torch_tensor_16_torch.float32_8: "0x04000000B9DD14BE6E4D873E27DB4BBC723168BEDE6C08BE5B340ABEF772B4BDB3B22B3EAAB3F13B839AB53C8D63B33D17ACC53D519A94BD5F20893D44E32CBD6B46903D",
      torch_tensor_16_8_1_1_torch.float32: "0x040000004C40383EDBD7E53C3552753E366417BDC03CDEBC1CD34FBE67C2153E3E77933E1F71623E2F71A43E3ECFA2BE34ED2EBD49AEDABD2D4F4EBD4262DC3D058FA73E6D1728BEC6A2233C954D9CBD9B61003EBD6CA4BE64AB933EB025A0BEC158CCBD865503BE1332EB3D47885EBE71C07D3DA13634BED5C56E3E78D49DBECB7224BEC040A4BE8F06803E0136443E240068BE2D82AC3E3565863E21BBAF3ECA04F9BD15F7A2BE3CEC363EC25002BEB62BE7BDA09F4BBEE5F071BA32733D3E4FC5893EEB07773EC75C1DBE17952CBC7CA6A13E04F9973A8C500C3EC28732BE38D58DBE614E0BBE0E0BA5BEAFFEA9BE8AAE36BD7A432A3B8AFF6E3E5ED3443DAB69903E9A20863E6F9C27BDD32B88BE60509A3EA25E9C3E981C74BDDFC8BCBD91FF453EA7C41C3E0A199BBDD6FB253E638FDB3D2D44403E3FC8AC3E30846D3E4A4C703E1915A1BD854B43BE3298FE3D51465A3E120CF3BDD544A83D36C674BDB05890BE09D443BE0412F3BCABA29D3EB198A43D13E53ABECC5910BEC96AFA3D581A0A3EABC69E3EB291EEBCF69F003E5C7F99BE15602EBE6336513D152E0D3D418E8FBE493697BE9A321CBE0A0262BD43884ABE79F1943EF44F923D996D27BED617863EF5627DBE12BAFE3DA09189BE42173B3EB57AABBEDD3AADBD23E429BE8469A7BEA11FA93EF4009F3B90DCA0BE542E983E42505DBED26551BE74260EBD2097173D",
      torch_tensor_16_torch.float32_7: "0x04000000BBC3673E5454053E8564DEBD2B10FCBD374B3ABD3C9A2E3EBC62C6BCC8DED93D3CEEB13D6499B63D0D62B5BD10CFD73D37133DBD8CB6C4BD5F963ABD29FFBFBD",
      torch_tensor_16_torch.float32_6: "0x04000000296F833F01D6993FE0CA713F38B4983F272A733F9B6D643FC3A5823FBD2B563FF366623FE4025E3F1470823FB510723F6206863FEBC9923F6AD5653F40C4833F",
      torch_tensor_16_torch.float32_5: "0x040000006BE0AF3F1F842D3F86569B3F1E116F3F0764503FCA71B03FC0553A3F3C71B83F438B1A3FB9DDAF3FF8256A3F8C2EBD3F83F2633FD2DE353FC759003F108A773F",
      torch_tensor_16_torch.float32_4: "0x040000002B9310BE905C8B3ED3B185BD77344EBE25FD853D3B136D3D0F28BCBC0DAB62BD26D743BE4904813C3EA68FBD0D3132BB1F88763E672AA03D05086CBDF103A83D",
      torch_tensor_16_16_3_3_torch.float32: "0x04000000B694CE3CEB1D123C204B203D807284BC335E50BD1ECB413D76AB39BDD626E63CE275A93D23AE383DE05FB5BC8B9E27BCA691FDBCE0083EBCBBDEAFBC7E36113D30BF673D0C729CBDC639923D5F2CA2BDA751883D5641C6B93BCB63BD23A23B3D403EF53C50FC4C3DE4099ABD83B0003D8698E3BC6B7F94BDB2F889BD2B94EA3C5803A4BD96ACF53BB8249C3D8EAF0E3D6B26933C90C8EA3CD2B19D3DE36A45BDA094183C8BB6843DFE33673DE0F76D3D96A4A0BDB8DEA93DE02CC5BC90AD8C3C86F70C3D14609FBD7C25893DC24D933DDBD3013D3B6C9D3DCB0A8B3D561C9F3BD3676DBDABE8D43C6BD184BDE08F6A3CFAF097BDFB6AB1BCC87221BD96688BBCA684B43C8017983D7629D33CFBAD1E3D6E994DBDEE3F9D3D56EDE23C00F67E3D0B77203C8B2191BD40FD6EBD36EEA93D43025ABD300B8DBDEBC1A0BD0089E73CF0E1593D5614C43C8327653D16A0F13B3B75713D2B7FF8BCF37D843D2B55F4BBA0962A3D1BB98ABD56CC41BB6601FC3CAB24063D20A9513D009A803D80A9493D0BAD813DDB1A403DB0C0993DB8F4883D131C69BD9E1C953D6BDCE13B0082BC3C8EF487BD7E964D3DE0EE3A3C2BB532BCB6432E3DD8829E3D56A54F3B46A3FA3C6020BCBC18C14E3D16F208BDA3A338BDD69CD8BC7B500E3DE099653D3BDEC83C56936ABD0EDC02BDE8DF6C3D16B03ABDD63180BC46C6A8BCAF97863DEB1394BD48096BBD0E3034BD131C26BDC60A97BC5B6B80BC682A0FBDAF1A803D0022703D561E5E3D8030DDBBD0CC43BD4EE424BD024BA73DB6AE53BCC3E59A3D1E346A3D06F422BD36FBC43C98B6543DD6F42A3DC64E7A3DB3AD313DEE656D3D265EAB3CDB821CBD00813CBD537F1CBD1F4B8C3D7B9B303D5ED818BDDEEC42BDCB3905BDDC229ABD2441983D6328163D7B1448BD0804343D03E167BD56FBE33C688183BD402C723CD62634BBAB79DFBA0026493AB35C0B3DB6AC713CCAAA993DEB06E83B5001463D0B574CBC58C11BBDC2049CBDF603693D8022A03C424D81BD934871BD7B84A33D880725BDC87965BD10FC2A3DC0BEE53C282A1D3DDB62B33C0621053DF6ED153C285C443D708857BDCE9E693D6B28063DE6284C3D6415893DD6AE993CE3FE893DE3457ABD004C65BB603BFF3CEBC484BB9676D03B6A9AA4BDFE15383D9B27E93CA23187BDE38A1CBDC83216BD531708BD1B33A23C0C6688BD5BFB4A3D1BFF6B3D22D0A1BDF6DF183CB6400D3D1068AA3DCEC91F3DCBD2303D46603BBD1E52813D00766A3C03BE2E3D761B2CBDC00989BBC80DA03DCEAE66BDF23197BDAEBD70BD20A563BDCB424C3DF678333C7038E83C38F79C3DD37684BD23E52EBD1275A7BDE0A7793CCE5928BDA692983DFE76203DD636E13BFB55D7BC460297BCD6A929BCCB372DBCD329483D2BF0CDBB00426CBC84C79E3D9C9B94BD9B53DEBCD6E1F43C1BC45C3D0053D03CE0DBF93CDEDF093D27618E3D1013A2BDC623CC3C8E359CBD0B6199BD33050A3DCE5D8C3D56D4C4BCAEDAA33D3094CC3C2655383D262931BD9642BEBB2B858DBD336C1E3D53EF9FBD800FFFBB7ACF973D9BD13EBD9338103D3CE888BD53E9133DF36749BD30C5BF3CD64E683B5BF456BD8B4D7CBD5B2FBFBC13E66B3DD807383D7616E33CE071193C80719DBDD6E387BDCB66A53C9BEA6DBDC64B193D9E6321BDAEF0A53DD646883D86D2A23DB82C4CBDB617503D6B8323BD806E82BB2370753D68071EBD730409BD08EE53BDD69DCD3CE4E0A03D4B30A4BD0B97E33C0EBD0EBDBB86B43C7B051D3D20F169BD32FD9B3DDE16A7BD967AFCBCCBB5963CCE28853DDB5320BD42AEA0BDC3A35DBD00C661BD784A8EBD6B10573D42D4A43DA4CF87BDA88057BD48652D3DAE7D70BD6BCE5ABD265ECF3C0BCE363CDEBF7E3D56569EBD22EB89BD936A09BD6BEE40BC2BCD183D1681583C8B944A3DEB4549BC1E8553BD968E9FBB7B377C3DAC82AA3D53A1143D5C7791BDD60B4CBC08DE363DBBB71B3DA6AA263D00F6333D8C6E803DEF19933DD3AC783D189778BDC8DB0E3DC2CE8A3DB045B9BC53151CBD5611E139EB96653D6E65153DAC7B94BDD81892BD2BDE3E3B238D01BD4B604F3C06F4403DFB81563DB6FF4BBD60BEDF3C2B12CABB30D147BD6B3FC83C2BA01B3C2BA63ABD97539A3DEB4DA0BC7EF81A3D0600803D338D003DEB96203CF6031CBCF68D7F3D163921BC5F9F963D4399A2BD8B120ABC80924DBBE08306BC30C9C53CD35594BDAB0C7DBD40CFC7BB6006693DA0E7373DE670CE3C005F523D4B02163C6EC520BD702320BD937C66BDBB5E8A3C42C69C3DDE3E92BD608FC7BCC0A5563DA34E063D16846D3DEB5F963B3B750DBDCA9D903D7087003D16BD9CBDDB0E87BC2B2101BD4B5D053C4075463CC0754D3C386670BDCB151A3DAB37DE3BC0DDF4BB0B653F3C587F033DEB54EFBBA65E5DBDA8FE78BDB39C1FBD6B9657BCEB28023D1002CEBC0670CE3CCBD54DBD883CA93D5E38543D709E083DBB1010BD1803483DC06BA13D5667B63B6BD6B1BCCB80A2BD001AEB3B23AB7DBDC3FB283D00D5C3BBACA79CBD562FF93CD4BC8FBD6E7733BDD6D6573C8075CABC26138BBD83CB633D6044883CCBC5683D1B2338BDC05615BD00B446BCEB5319BC03E731BDFBE3703D000DB6BC66D51B3D3E77453D9BF0C43CC3F3183DB63DF03CC3390C3DB22C943DFBAF783DB0DE5EBD8B641DBCF605C83CABBB293CAB0915BBE6D897BD605D203CE01B293C337E20BDD6A1CFBCECB389BDD6F17C3DD6B2813C04FAA1BD278F83BD8004B6BBC8AE37BDD6CA0DBDDE06153DE40695BDDE206CBDD2A08B3DF61548BDE091C13CC08DBF3C00D409BA16FE7F3CCB6EF8BC9EB1123D5E45683D7BFB88BD5BAFF23C56F7B8BBFAAD9FBDA0BBDC3CCBF6CE3C72488C3D4B93073C169E33BDB6FBA23C00AFEC3B76D0153DB8B5273D8049893D56A083BA0EDE103DC60353BD569D3E3B6BE32A3CBB616ABDCEA3163D86B23FBDF8A28B3D6699963CC7559D3D4FB2A13DB34320BD33F9263D2BE2363B2BC715BBD831623DF60821BCD6D21B3C922C9EBDD330A33D6B00683CA47D8ABD7652943C338368BD0805A93D7C5F92BD562ADD3CC01417BC4EF347BD00A7B7BAA090DF3C2C298ABD4B107DBC8EB92F3D2B1E523B8B8E86BCB096DE3C9E7E9A3D56D531BBE60E813C10AA98BD2BD9393D169842BC8BAE713DE0E2F0BC50BBAEBC13DD89BD26D7AA3C03F078BDCB5018BC387833BD5009903C4BC83F3C00D266BD8B112DBDFE4E51BD2620853D4020623D769D61BDEE9D56BD966AC63CD685393DFEB005BD569CFDBA0B1467BD06529F3CFBDB4ABDC3DF783D4CA29DBD301617BD78FC913D78A709BD5350A2BD30EF8DBD90CC1A3D1667AB3B56FDB0BA402E283C5600ED3C8681693D56769B3D96E24D3D63A6053DA08A50BD8B960F3C9B5790BC7030B73C2B57D73CFE6FA4BD20CA403D3A80A7BD8BEF263DD6FA7CBD1E3F60BDB287A93D4B1597BC7B2B1EBD485055BDEB10A73D768503BD8BDD92BD18DB313D2023023D0E4DA93DEB3245BC805D5E3C8B2281BCBB2319BDEBA5E63C0064323B862D623D3766993D204D7A3C64D2A83D8B036B3D564083BA7B66C9BCA43583BDD66C333D761498BD8BA0D23C0BA366BC747489BD9626CDBB1E0519BDC667D13C207C453D68444F3D0BDF80BC80DAD13C8092E03B3BD04EBDAFFD92BD7C068F3D2ED1183DD06CA7BD2E882CBD538B23BD5C4781BDD8D46ABDB7D2933DFEC7A1BDA0808DBDD6DF573CBB1DDCBC3006DA3C52CC8EBD2E16243D77F29D3D63CB4CBD9B56413D2BD83CBCEBDF36BDB67319BCBE200C3D30FC10BD5A24A83D37F7883DCB3B13BC53BBA93DDB47E4BC76249EBC008C0CBC2FCA9FBD98341DBD10FBB7BCFE79393DAB62863D8B5F8BBD831808BDF03E373DB6CED43CCB7A29BDA7689E3D537F99BDC0D9A03D96D8603C28A6A5BDDFBCA0BD2BAEAD3C96C24ABC28A248BD48A0803DBCB98E3D5E23573DC79680BD96FC85BB967B37BC4828A4BDC03AD03BA6AD973DA8A95DBD63404E3DE8E06D3D56E693BA88136EBD863410BDB0EA873C56ED4DBBE0BD8D3DD6FA2FBC70345E3D7662D03CC799A1BDFBC369BDF62FD3BCF07B08BDA0476A3CDC9A803DF60F5D3D76BB46BC00F9F1BCB00C73BDA095C53CD0CA90BD6B9F023C6EE68CBDEF109ABD726C92BD98209ABDDB0AA73D2AC6A5BDF3D301BD92D19D3D906286BD26CBED3C14C4943D569BED3C661230BDF6A796BD466683BDD6561FBB2BD5313D5319943D2B719E3D80A6013C4067643C46F1063DAB3AC7389889653D3B18013DAB7151BBAB8668BC3395343D6373613DCFE191BDF6D52A3D8035AA3DD0FBEBBC6BE61E3C1FD0A9BD76FB7BBC683C703D9045493D70E69CBCB0BC4D3DA30D743DE6410B3DE676F93C36E46B3C7F75A53DC03E703C400F0EBD17B4993D70982F3D3375923D5002A63CA6B62EBD4E695D3D78300FBD602C65BCAA6D88BD9E2AA53D6BDAC1BB369D2FBD884F613DC6EF7EBD18258DBDE0C4A6BCC083B63C6E70963D7BEFFA3CE68A60BD16159E3D802A86BBEEC03DBD4E43883D509254BD20F04C3DFB496DBDD4AC8ABDF8E8073D96C0ECBC169B3A3DE8D329BD1B6D4B3D80EB0D3D2F3D83BD6364613D4029063CE68E293D0FBD903D1A4FA23DF69B673CBF3FA13DA03C1ABC280C343D7EB1633DC046F7BC40D778BD5617BFBBEC3698BDF08E86BD5628713C409F473C6397843D93579EBD8076DBBBB0107C3D904A4C3DD0D79CBD6321783DF8A93ABDCB9344BCD65C37BD280142BD648E95BDAA3EA33D78197D3DF3B318BDEB70853D7065ADBC438F843DC85354BD5877643D0089283D50CACE3C76C09B3DEBA5743DE353073D4079F83BEB03A63B7B5B263DCBDC723CE2048B3D5B0D95BD28296EBDAEF1763D44D18D3DE6B96B3D53EA67BD8B3A92BD10D1ECBCAB329ABC267077BD03D45BBD1094F43C966158BD73BF393DEBECE0BB8B5D66BC72DA80BD08E665BD18F4963D386F28BDC034FCBCB0CCBA3CAB62FF3CEBE1F3BC90FA24BD40F6863D33A203BD036B083D0B8446BD775C9DBD78F573BD7654BA3C967DCD3C0BB565BC665CB83C67CF933D5BC5B83CC0276BBCB8BD5E3DA6E7273D56670F3BA632643DB80912BDC87C5F3D56F20D3DD07DC7BCBE8F7EBD3C83853D23C751BDD6FA9B3BBB0A8FBC209C33BD9EB94CBD28D572BD081DA9BDEB86023CF0ECB63CD6554BBDEB08BD3B56B9213A06EF6CBDB37F6CBDA3DBA13D2ED720BDD093C2BC4B50B33C8A3B93BD77518ABD43324EBD7070B4BC8840113DC6DE333D5E84023DFBF93D3D3C20A0BD26AA0DBDCF9288BD0626A7BD0E698BBDDB7E493D804D9FBC6BF882BD12228EBDDCE99DBD565D333B9AEC843D56BCFFBCE8AF17BD6B4A383CA0E48DBC3623D6BC3C5CA3BD162090BDF0A0A5BD06528F3CD3F213BD567C9C3C83F9293DEB8FB23C70C3AE3CBB0E7CBD9E8140BD4079C93C96D4B6BBF053543D0ECE603DABC9F0BC804A4F3D43D5593D20836DBC9B750CBD06E7D9BC1FBB9B3D164ABC3CD09139BDA64977BDC02FBBBBDBAC45BD5BFD9CBDAFFC97BD2B4255BBEAEE9ABD7B2394BDF068283D400F283D5655613ABBED723DE33D89BD76E0FF3C34869F3DB081753DCB472F3D0BB17FBC862C96BD5CA48FBDE0FB9BBCAB47073D109440BDE03726BDF66835BCC0B86E3D248899BD2B169A3B022A89BDAB6A15BA3F45A1BDC382983DE657AC3C9889753D80BC01BD94B782BD56F16DBD4B5DC23C78AA1E3DE6A6B6BCA010BB3C6B175C3DA6A9943DD3B52DBDEB832F3D03CA5BBDA6D5AEBCA0E35FBDE871893DD6C12FBC6BB5833CE3F208BD1BED8A3D381F73BD639B66BD006824BD2B83843B83BD893D40C43B3C380A5DBDC0FDB03B92039DBDBE528EBD1B562BBDA005E43CF6B6893C00EFA93B5BCF9E3C5B2A46BDD08982BD50DAEBBCAB8AEBBB40303A3D4EBF17BD4019F8BBB0175E3D38CC15BD20D1933C0E08583DE04A043C98BE8D3DCB448C3D5E83443D0329013D4EE16E3D3BA15E3D948EA13D23991DBD865D97BC8B034BBDE347213D938887BDC6B530BD9C8E95BD6BAE96BBD3BD29BDCA62A63D766EA2BD80D40D3B93119C3DF6863BBC6FC797BD3E6C573DA4C387BDD0576C3DE314223D9B19DABC4C4A9EBD9BF6313DD674493DE098EBBCE68F1F3DABAEB3B96EF751BDDE6B36BDFFCE99BD3A489C3D6ED49C3D2330A6BD06BE6ABD00AE70BC1E22023D84D88DBD86FB3E3D10347DBD80E3FBBCCB2CA23D8698093D6E8C86BD584456BD3E16A23D4B7B2D3D3EE101BD1C1FA33DBC23903DAB1A5E3BB05B0CBDCE8311BDFEBA4A3D2E43263DBBC12ABD43EB053D00D173BBB64D4FBD2B62163D001CE83CECC585BD2A63923D7BD296BCBE4BA13D30B6313D30CCA53D8303733DF64C26BC688D333DBBF5213DE72A933D5A6FA3BD0B81AC3CA06B2ABC3C8AA5BDEE956B3D406C80BC805169BC522E873D56F3F9BA7603103D80F8CD3B18520B3D18E755BD2B1D22BD1B12CABC23B1853D8B3F02BDD6964A3D023B82BDDBB2D13C2B7806BDAFC9983DE38394BD189C33BDEAF9933D7326843D266EFCBC43E0773D1BAB113DA3250EBDEB80003C20BE653DFEA6153D50D71FBD36A3133C2B104B3DFBE7503D57C48BBD93E5703D30A73A3DD68E5F3C66E40A3DF321753D02DD91BD3FAC8DBD96B0B63B00F70EBB6647433D340385BDF8194FBDB86B90BDC4AAA73D4079EC3BA6926FBDE210A63D4E6D70BDCB3F39BD0B3D5A3D60042ABD80088CBDDBCEBD3CABF20CBD0B8DD93C57A891BDBBC490BD92E3A73DCBEE46BDB0D6F63C601A3BBCCB5482BD87E49E3D4675B9BC422D993DFB03963CCBD1DF3C0A6C9FBDA0B5713DB89A5EBD0C819D3D1B77A23C7629D4BC482E2B3DE87F0DBD20D0F0BC8646653D9C558C3D17D690BD3CE6963DC688363DF6C04F3C5BB9B1BCDBA4B9BC0616C1BC9EDD753DE0A2183DE3F3563DB0EF163D086359BDF88098BD28D779BD5679353CF35AA7BDD05E2ABD2897653D9E88913DC656B4BCF80149BDC822333D8EE2733D180630BD76CD7A3CF6E6FC3C3B5A5FBDC041ACBC73D6373D967D53BCE658883D4BDC0BBCD68593BCBBFB2ABD06B443BDFEBBA53D4F0195BD462A8CBC2688A8BC8BF46DBD0E6AA2BD1C64813DEB1B9ABC73BB62BDE31B3ABD2BEE5BBC7A6994BD60DAF5BC2B6A6EBC963DD1BB26C729BDE07729BD98C87CBDDED698BD9672403D402E7C3D3B77D5BC9057A73D567750BA96F0F83B4BB5723DAB1019BA62ACA03D56B54BB902B8983DCBA88DBC60AD38BDEB1FA03CEBB4FC3BD6EEAE3B3BD5A3BDDA638EBD26CCFC3C76A6383D96DBDF3CAB0A003C00C03DB923DB8B3D3018983D2BC72D3CA2258ABD0E898C3D9ECE89BDD0A9F53CEEF83BBD2EC6813D96549E3DE0C709BD0879603DCE913FBD3B57A93D26865CBDEB41DEBC18E28BBDB016FEBCEBA23CBD664F953DCB6B943D78C5A5BD2732A63D5BA6E4BC0C40813D130E253DA0E4223C40416CBCCB1E51BD00E236BBAB9A39BC760636BC76CE353D4E43A9BD6B8FB5BCF6AE313C567CEDBC2B18653B93D9883DA6D4E6BC3E9516BDF39C47BDE0B1593C16C22C3C9780AA3DD4FF983D8B166D3DBB8FF73C3C028FBDAB41B2BC804EBB3C12B29E3DFEBE863DAB6D14BD7F858A3D448481BD233B22BDDE699B3DB3EEA5BDE0BBAA3CF6AC643C90D961BD1639F93B6B98BBBC53E042BD0EF6563D887783BDC623303D3E94273DD627853C7EF79A3DCFC2993D36F691BD000B0DBCB81B5BBDE306383D968209BC5689ED39161A1FBC8847673DC03C623D8B7482BC5E900ABD625E99BD1B7AE1BC569A9DBD0062303A86BD463D66DB80BCF08339BD4024553DCB52833DFB3624BD4B3C20BCD2838B3D2BEDD03C8085EBBB663984BDF3A207BDD6D059BC30BF453D209E8BBCF39C43BD5367043D906FC33CC8B206BDF011873C68412FBDBEAC5F3DF6335C3DC67CF1BC2B0D7A3C168A733C407A76BD60F8853DCEFF82BDCED817BD00965CBC701406BDD4C78B3D3EEA353D683B3EBD98CE4BBDABF23139D6BDE1BB30D2E5BC56C513BAC6C1CE3CF80D3EBD9634B1BC9B53ECBC2BD5E33B86918DBDC6245EBD435483BDA0A49C3D9B9790BDBB5A3FBD00DA853D9BC1823D9E7B5BBDD648813D4C6391BD76F969BC00E0643986D0293D4E5B493DC01F3EBDF31AA53D36E17EBC78F84EBDEE0E613D565677BCCB008C3C4EAD9B3DAE67133DBEC02EBD96FD79BCB650183DBB28FEBC0E99773DD69C16BBA8913E3DE3C66F3D33D3193D274988BDEEC8103D967D1C3C6675BFBC3E478CBDB00D26BDB69F00BDEB014ABC9E0E25BD8B22123DD68A523BAAB38DBD486245BD50A9E2BC9B8BA1BCCB60AD3C23321ABDEA598CBDF06385BC9E95263DE6E3DB3CA3736FBD769B80BC0B77343DDEB144BDB3257EBDB602F63C877F83BDD3B70BBD00C359BD566747BA80E8BD3B0041343B965E5B3DB64878BDD0987EBDAB139ABCA0542A3DE3EF5ABD0E5D333DF025C63CFB84343D68298DBD1BAFEFBC4E07653DA0A912BDD6102B3D08013FBDABE71C3D0004FD3C7EBB82BDECB78CBD4C1282BDCF9CA73D9B5774BD6BEDA03D9B0EF23C940AAABD30C09ABCCB9F7E3D5BC2243D1B5EE03CF629883C6BF2313C6031793C002C733CD620ACBC6B75CFBC56DB56BC0B76003D73E14BBDA0D732BDB39F06BDD2E6873D4E648D3DD6F8C4BC63653CBDABB9463C8E2B6A3D86A1CA3CA2878ABDCEDF6EBDA68B00BD0065F1BC40F32A3DB86B83BD46D1DD3CB6240EBD5BB876BD8200A23D300EB73C62E5A3BDEBC2A2BCC3653E3D7B4810BD28DC1B3D6EE812BD9B4584BC3B6795BC6C54883D7BEF8EBC4A7C93BD36D4FE3CC0D4863B004C8B3D5B3801BDC2248E3D76401E3D33F9583D389D78BD167FA33C96C54DBC78C5A23D9EC252BDFB3B4BBD7A118C3D361446BC22F580BD86D6F03C66F5F0BC730D183D6BE1A6BB789F2F3DA65714BDF08F8B3C874C97BDE0DF69BD6BBC47BD339F733DA6F16B3D03DB30BD2B8D0ABCABF76D3CF0D9BDBCAB95B7BBBB35E3BCEB879DBB3090FCBC3BF6D13C63E504BD520CA8BD0E7C86BDE6C2C23C9E14483D00C9B43BFA5AA1BDF085D13CDBEACF3C3E945A3D2B474E3C1F1A943D383D963DC0AFA73DD005123D23D32BBDAB7BA0BA0BCED73CF6F0D7BC56E84DBD00FB663D1ABEA5BD780C663D87AC9BBD26AFE9BC73B92F3D709795BDFB63BF3C9660AABD002F043B80B3CD3B6E024F3D2B07AA3DD43C87BD63E57C3D404E663CF0F942BD560326BD16C9E7BC36AD6EBC5E2F72BDA032A43DE024C73C8EB772BDFC6E81BD5EF6473DEB3BB7BB8097EBBC66958B3C2B1DF4BB9E744CBDA0FB413CB0E7DB3C58027C3DC39C6ABD1BDB813C8B140C3D301CAE3CD86909BD5601643A16C5BA3C9BBA49BD5BEF493DC07588BC779D9DBD2035853D08092ABD00491EBCF6F69E3D4B5F1CBCB0B5D33CAED19BBD14D6A2BD576186BDFB78D1BCABD331BDD67903BCFB99D43C0AF887BD763499BCE06F853D907C1ABDD8F173BD8B4F10BC4B3CC8BC2AB682BD408A953C8B5F7C3D2635F33C8EF385BD3B7B52BD1E1703BDE8F60C3DE0953ABC4061793D324C86BD48E0513D369F8CBDEC2B8ABDCC87963DDA749A3DAB8814BC90AFBA3C36E06C3DE00395BC8B8F95BC2BD5813D0B1147BD47249EBD561C7FBCD35C90BD1B56A8BD7357713D689C533D4042E1BC574CA1BDAB6314BC0C54843D2350013D96AC25BDA0370E3CBB88EEBC4A088CBDD6F2FEBBFB19313D6B982A3C3638083C269303BDEE69163DDB0777BDAB1EA8BC107578BD48AB17BD536E463DE032E33CC04DB13C4CC8A5BDD38A453D9BC1A83C9ED94CBD30423A3DF680503DF80148BD03E5343D778794BD6B9B40BD8064BB3BE30217BD163167BC609486BD9B98BD3C56EB273B1B27153DD6041B3D562E8E3A4EDB673DEE5304BD766190BDA65F81BD1BA7A63DCE9601BD9259A93D00C6CF3BDBA457BDD390203D565E20BB40C29D3C08A7373D27A98EBDD669783B8A96883D58045C3D5CA68EBDFE259CBD7A5E83BD8643093D3609553D8B4C7BBC24D58C3D382C78BDABA433BDB6B0A9BCDBBF563D56A9DB390050DABABBDFCBBCE8B238BD036B99BD0687D13CAA8A943D13C894BD8619C93CD8E40B3D56CCD23CEB78423C23291A3D3E953CBDA83294BDB341703DBB35A2BDE322413D761EA8BCB79192BD8F3481BD0023CE3B8BCE4D3DA272943D381FA7BDF8728A3D76F972BD76A04D3D285142BDDBAE1DBD66746B3D86A13CBDEEE8A9BD408FE83BD39B1F3D909082BC00B8093D43DB5FBD0E78A43D5FFC8F3D180700BDBA938E3DD3474CBDCE669C3DA0552BBC661B96BC6338A93D60EF64BC76556EBDC05469BD7E5948BD9B975D3D1B3330BD0BAE373DF341273DCEB484BDD0CC833C03FA09BD6BEA033D70399B3D0BF031BD38C897BD86F78D3DCB53133C80E377BB9B3D35BD0074483AC636A2BDF6F3013C002E4E3C18D005BD2B55F93B9878023D3B660EBDCF8CA93D80599FBD966902BDEE748B3D3B5D413D3FE1933D10B89BBDD60C84BB8B9B363D403CB1BC40C87B3D209561BCB0BD98BCB060A63C005CDD3A16CD903C9C84943DFB41D6BC7BFBB93C00D2883C9B704D3DA827063DAB9282BBD260933D365E133C0E5709BDE092423D160D1A3D005B343B50C48D3CE81C2F3D76AF34BD1B7957BD5B548B3CFA1BA7BDE0D63F3CD06AA93DAF5883BD9621FEBC7FCBA03DC0CBF83B1A3CA6BD3B8D91BD901401BD30F91E3DFE18A1BD007526BC70911D3D36C610BC6E84073D26E7A33CC46089BD0093253C14029ABDEB1D46BD804EAE3B5056AE3C33572A3D6304803D80E960BD06A171BDE33D3ABD3634783DA075E93C6B29813CAB27613C6E263BBD389A1F3D18657F3DEB4220BDDB6DE3BC50A380BD803D653D6B5516BD601E633DC84314BD90A6493D6FA192BD00C8FFB930319F3C66E2853D5AAE96BDE6248EBC56139E3C964E3BBCC60796BC74D68FBDABF07D3BEB00A43DE635493D3BA85FBD0BB6363CEBA42B3D7E6C49BD2E6B32BDDBC6EBBC604127BC284E19BD0B67793C562ACFBAC0A700BCD86039BD8606963D405CB7BBCBAB23BD3E388DBDB054AF3C164090BC63EA1F3D731524BD00A05B3B6B6AB73C2B0874BC3BEE60BD868D37BDFB9EFEBCC75F8DBD20CE7C3C8F5DA2BDE66483BD686E19BDF36780BDC8BD90BD4245A3BDA75D89BD40248FBD9C58A23D0CD59C3DC6D2173DD0F48C3D64BFA5BDABF0ECBC7E1E60BDACE8A7BDC0052E3CCB4EF6BC36482DBD484F53BDEB02D0BB90DE273D88BD123D2B69E9BBF3EFA73D5BF7593D2416A03DA0FD6ABD1618823BA7499EBDE64DFDBC1BFD303D804390BD4888323D1BB1313DC035CBBB16993FBD366A32BC48862A3DBE37433DEBB2F1BCB67F8E3CA685DDBC8EB1833D567FEBBB6212813D5B970C3D882C3EBDCB26C53C168B8FBC2B141DBD9703A83D04719F3DEBF9E73CAB5F27BC6BD8713DAB96BF3AD6F1C4BCBE6AA4BD9BA9F63C046E85BDEBFCDABCB217813D3BA2393DC3020FBDC622983CA67BF2BC7B110C3D8BABA13DABF3D2BBE7528FBD70F681BCF89E8CBD2E315BBDC04484BD530756BD86C304BD981546BDF6393BBCF3F04ABD338C463D9BCE643DF0D98EBD5685933D0073DABC96FA33BC20C87B3CF6B996BC73BB103D9292A23DA06357BD7B8219BD4B6F50BD265B62BDA0B5B53CE067353D580D0ABD88F5133D96DA9BBDC02EEA3BAECE4A3DC011E63BC0CC223CEB16F73BAE775DBD9B423E3D9C32A9BDA099173C80D61D3CA052FBBC34B3A53D9643C23B0BB876BD70E2033DE0D9163D16B7FFBC1EB67D3DA67FACBC1E42113D9B47053DBCC4883DA0A43DBC006B493C5BD6ABBC5079E13CD61735BD004085BB4F7D8A3DE385A53D607DD63C4B78EDBC2605B63C904A31BD28F83CBD8B85F9BCD6BD733BAB16B73C3B325A3D60CB7DBC909D073D3A86933D36D3003C8E0B01BDC0375E3C0B3942BC20E908BDE6C7033D36275BBC0084F63C16F589BC8B2CCD3CAB5C00BB23C7A8BD56212BBA28097C3D4B46D73C1E9E18BDE448903DE64FFB3CFB9B6EBD807D54BC27F3A3BD4BBD843D0F09863D58BA8BBDC6C6273DE03E8DBDA4A5A7BDC0C9AA3B1856383DDE3634BD968587BD4B1333BDFE2EA13DD62FE3BBF38613BD269CB9BCFF9098BD0063813B0BFA84BC8012D2BBC05E803C089EA2BDE24A8ABD72439EBD7089563DB0DC80BC982F9EBDA38D4E3DE25B983DFECF10BD58E4613D5B20163D96A4BF3C000253BAD646803C20CF7B3D0046743B1C4DA13D40AA833D9F02863D86568F3D6B4AE9BC10FA253DB693BC3C86C4533DABE85D3BEBC69ABD9F9B99BD600E7C3D48965FBD4FAA94BDC6DA69BD04F28B3D96D1BD3B689754BD80255E3D26CD243DC0F0033D93EB203DB6C56A3CB6C8773CDB8860BDAEE619BD363991BD6B6D713C9ECA8DBD00B15E3CABEF1F3D005E913A88528ABDB77E863D8BBB123C80C96F3CB38498BD9009DC3C402926BC6C06A53D73EB3FBD12C581BD2C5A853D3B0C8A3DF41F8FBD662945BDC6DF8FBCABC997BA56813E3D80D63E3D6E750B3DD64DB7BC200FEEBC8AC5A73DE802053D4CC1913DD6AC9F3CE380893D267F9FBCEB883A3DD6E9863B8782A33DFAC3943D4EFEA33D80407ABCC0AC71BD4B50053D804A883D2BC1153C1B18633D469BFABC90D0B0BC32478BBD60A0B9BC53D1823DABF0B33A5EFB753D56BF45BD63133D3DCB2E2D3DD6129A3B6BA2D0BC1694833B90CC49BD1B84DEBC40CC93BD80B8713B3292A7BDF0D054BDFB41B23C735B2D3D1E62663D838A783DB62F8B3C2B48B93CC38B0B3D006A563C60D1593D028C92BD6C03823DF3B504BDC005963C6027FD3C63E037BD6033703C98455A3DC3A99D3D8F1488BD740F81BD88BCA63D53896DBDAEDB08BD10EB013D1B8BEFBC90CBB8BC671D933D2BB3F0BCD6540A3D8E440C3D006B73BD782750BD66809BBD48974FBD667D82BD",
      torch_tensor_16_torch.float32_3: "0x040000009FBF31BEE24AAE3D72A6D23D888A05BED75F483ED34C7ABD570A1ABDA5F167BD334879BD3652113D93BF91BDADA04EBD403171BEA72288BD74A52C3CD79404BB",
      torch_tensor_16_torch.float32_2: "0x04000000D2F6773FC9F9833F281C7B3F7EFD843F9B8F863F59DC813FC8FA5A3F69A0823F2E33843F36D57F3F2AC4883FA6BC613F34D8993FD25F813F387A653F55CD663F",
      torch_tensor_16_torch.float32_1: "0x040000006F969D3F9C4F203F005FBF3F8E87B93F3216B33FC488983FE281BA3F092C413F3FC0603FDA6E563FA23AB03FAEE0003F0D66673FAE559E3F4AA29C3F151B6D3F",
      torch_tensor_16_torch.float32: "0x040000006F34ECBD03B259BD5A91B73C186653BD79DF3BBDCE648BBD7B5C94BD319D073DBC6439BDBCDA413E90EC78BCCF6B0FBDF5D8863EFDB9D43D2A22963DC5D90CBE",
      torch_tensor_16_8_3_3_torch.float32: "0x0400000065AD463D12DD8CBD51EB893C0B2051BDD8F05FBD2C28CABC22E2CC3D2B87883C1CE2BABD9CD0C53DFDBAA2BD92E953BDC24E9EBD9E93403DC83167B9815262BD74D1E73D3398403A52971F3D4494843D0B0C1D3DCB9B6ABD9BEC14BD3862B73D378A153D0334D5BCA673A3BDD96FDFBD170886BC6D028DBD3AD453BDB05A2FBD6EC82BBDB508D13D968071BC3777D1BDDB1ED4BB0A1444BD21F5C93DEFF98BBB19B9C9BD618DDF3D586B90BDE4EA57BC9B7B3ABCF1A2833BF0EBA03D97626FBA3676873DDDF69DBDA7F1A6BCD0E6ECBC845088BCCEE1E6BD03C8B63D468946BDDF2831BDF774483DC30585BD8DE6903DB5D206BD80C1B2BD706B523D8BF7033D8A4378BD08BED6BD2F265E3C996BC9BD392EBE3D6D5CECBB9208EABD8C8F803DA61CE7BDA8E974BDA4F9C8BD37C69EBD5A1A833BCC2FC3BD867CF33C88ABD1BB9400F13DE4FC3ABDC00C1DBDDA348C3DF53754BBA4E6D4BC2B8FB93C0EEE1DBDC38C903D6A8248BDAA5FB13DEE3FA93D09F9CABA0FAFCDBB2E191A3D559FC9BDD9C12D3D5EB1AEBDE51DF5BCC7559ABD37B32ABD9F13D33DC5F4D0BD6A3E4F3D7A36883D7E5D7DBCB632D6BD9E104A3D124FA3BD511E81BD76A869BCCF7287BC5B528F392C3ABB3DDD00AF3DB6540DBDA4FC91BDF56187BC864D16BD0138A53D433BA3BDE4B5D63DAD10D83D48983D3D4476E33DC102423DB345C13DFCEC80BD124800BD21A7F0BD9DAAAFBDB3917D3C7589DA3D85AA3DBDD8FD15BD07384B3DA1AE8DBCCF6504BC6500BEBDDC6668BD57C9803DCDEE9C3D9F87B33DF7B3C53D1756C33CD3D9AABD7370683B198C863D9B88A03D2774A93D80D846BC3E8A6DBB4FB533B96C55813D1B2384BC57F1E43CFF7ED6BCA976A03BF915C6BDCC61973DB6A10E3D07906CBDE927C13D59664D3CD0F1ADBCB2A2FB3C301EB2BDD35E8B3D7A9AC03DB3665ABCF318AB3D3DB22F3C24B8DDBD96F2DABC0ACD163D858AC2BD51BE35BDD83D58BD46CED23D5B98EE3A882C723D8AC1953D4345AF3DCDD9BA3DAB5FDFBD08D245BD54DBF03CA17E95BD2B0DD03B9A7EC33DC31468BC405D51BD7559B8BCD0CDD0BDDE9C013DC60ECCBD0C745BBDA355D53D2BFDB23DD89ACBBBF971D2BDC1F438BD5F63E53D4710BCBCEF60D23C398DE23D8A44E33D14AADA3D8E120F3D1EB01BBD8B2C78BDC6A15BBC69DFDC3D99B8D6BAB8D8003D409C82BBF07F48BBED39EABD22FE933C962927BD7BF0073D530A4F3D4B751ABD76CA76BC589080BD8D810D3ADADA67BD8F9E0EBD9BE269BD685A433DE93364BDBEDC613DFFF9C5BBDB59A0BD35A0AF3DC388793D6DD2FCBB352905BD0EB1BFBDA35605BD02C5943D0E20DF3CBA47BBBBE5B488BC6A7B623D4C73F03CE270ACBD4EF48F3DB92293BD4E0AC63DDF5CE03D8703C93D04097A3C3680A1BCCE59CB3D6121DDBD4CCCD13DD62E8DBDE546B53D1CCAC03C782226BDC6E2A73C45ADEC3D5776D2BDF8DDD93DB9807A3D644AC4BD5FFFAC3DDCAAFDBCAC721ABDA46A5FBD8B389B3DACA8833DDC17553D37902B3DF6FDB0BD4129C5BDE4DDE5BD6CC2A63C9BFE60BDA76C243D99C98A3DD4788C3D1A7D82BDAD4AD5BD7277143DC173333D9AA2EBBD7399EDBD2028B33B755ADABD6C0825BD452D2E3D0125A73D1869DBBD20F7063C46F3D33DAA2A35BD68E257BC6B0CE8BD78CAA03DAF87ECBD8512B3BD761BE2BD191003BD7BBBAB3D4A4CF13CAD329F3D5CEFD33C32ACCABD1E09C9BCB72DD3BD5895C93DDFC6EBBD29F5653D7BBFCA3D330657BD7AD324BCC93749BD00F6A03CD01590BD4DC44C3D28622FBC4728883D3794D6BDF02363BDCCF147BD3FF9A03D167F833D0E13163DD64E69BD615E8CBDC84CED3C5DFD483D0A39B13DAA74763D1DE29DBD69099F3D358CCE3DB93B6D3DDC4749BD18A1E1BD4E51A7BD589B12BBF9FAA13DC0EFDABDDAB0A83D971B18BD4DD3A13DD0A3813D5C39ACBD44AEE9BD7398C63C61BC883D2E203FBD49EE6F3D57ED13BB35E7A53D69B85F3CEAE872BD4C9C8ABD659AA43DBE524F3DF405523D46259A3B4851CE3D1874E43D0865B63C98B9AA3CCBF59FBDC2509CBD4DEF9BBD5BFF7B3C1A88723CDFF50DBD844AE03C1F14A3BDCFB3C2BDDEE5ECBDCF62613D7C1FC03D7C91A23D520E6DBDB64E3CBD2E43B03D78A8B9BDC12DFABC214509BDF4A74A3DAB9682BDBFCD92BD48D5A7BCCF3646BDD7E6353DA5C28BBDF9DF983DB182E73DD7B54FBC11A19ABD52630CBD0A9DE43D3E247B3D1F4277BD82E6CDBDB16AFD3B37A528BD52F2C83D849631BD3FB48B3DAD5C50BDEF18DEBDA3CE8ABDCF1CA7BDB5D0A33D3114C73CDDD1963DFC9AC03D71A2C2BD9A6962BC6259703D06F2E63B9DCAD0BD77A3CF3D6AAC263DB194C73D2BBFBF3D0F148FBDED8240BDB716A93DE32BAE3D102080BCD48DE0BD1C0221BDADA9EC3D2B0C6D3D1E269CBDB712E93D688EE5BC6036D13D91F30ABD0DC1393CE6A4D2BDB024DA3D36E24FBD593FFCBC17189EBD493CB3BD44F4ADBD45D1EBBDB42E29BCBED45B3B9EEE953DDA2E383DCCBBA13DA6C6B23D553EE8BD9E7072BD4A21BD3D6B95573D895CE83C709FC93C05189C390C93AD3DA46E16BD7D95773DFDA960BD7A2F493CD43BBA3D48B5C9BD24B5A93D5FA6553D3FC7B7BD52DB803D3C6FECBD9242C23D898A193D9CBABFBC5261C53D24C6D63DD6B570BD933E9A3D740E60BD8AD61C3D46B9713D1B1B3BBD6425DF3D37D9C23D0161E03D17517EBDD606EDBC9DC8273D6357E53D4F5AA23D585E5ABDBDC32F3D7AE3853D2486C2BCA4AF8B3DAF7EE9BC9A9DFD376F4FD23C0B2B873D2728CEBDDA6BB0BBE240CC3D55B1B93D8A5C8DBD37A3EBBDCA19C33D29F3EEBC1877C8BDB5D206BD0C7EC6BD5B0AD7BC19498CBDAB60E2BD83C3783D7DD2773D3D35BCBD40B54F3B27BFCFBBC23C31BD55E9663DFA00893DFC95E0BD1AED653C48D4283D4E67C73CBEDB843DE27651BD9E3FE13CEE8408BD3A36C93C9E5A59BDD769903CCC0A83BBEB7BC5BDB015A8BCE44396BD1CECB93DE6A805BB6FF0EB3DC99BAABDD76AAE3D5B04A8BD787585BD2796A13DC0D66A3DC46C06BCE7CB38BDC9676D3DF03C3F3D6BD0D43D6A51BD3DC090D1BD7B44AF3DA59B883D33A8413BE2C3A7BDCD8D89BCB932D93D3790253BE4EB833BC277BFBDD01E0F3DEA7042BD04F2963D89B3E0BD41AE033DE2FFB5BD9683BABD95A7DD3CCA7DAD3CAFD8573C5EFCB03CAE0151BDF025B03D1C4575BD74B8F43C8B7CD33C3F424A3D191E9ABDBA4693BCBC1EEE3DD532B23DA5EDEFBDCBF8AC3BDADD333B8C3B5FBC42E9AE3DBFFD653D8041C43CE698BD3C87AF89BD15F5C7BD87D113BBCE70BFBD54E1B73DBC35E73DEBD232BC8E04753CF8E39ABD0689E2BDE28EDD3DA9852E3C3DACC53D84290CBDB4136F3D91EA5E3DAB14E5BDC31B80BDF20FC63CBDE2B13D30F1CF3D9D1CEFBDF6F7F0BDA843893D5E38973DCD1871BD0BEBDA3C9B99F43B596685BDA837B63DBF3157BBCA5BA5BD4118C53CA5064A3DB162B83DFA01A23DB32F3CBD3A47CA3CD923CC3D371EDB3D04E3C53B50C3823DFC1F743C2EC3DDBDCEF09C3CDCB9393B8091B13D32E41CBC9301A93DBF109FBB29DC34BD7F0ECD3D16B088BDF989983C8D1687BDEAC197BDFC312EBD7594DCBDA991403DEADF8ABD3AE6B7B907DCC3BD5F4B8DBCBF69453DFFD98C3D011E4EBD86BBB9BD1C85F93CA53813BD529EF43BFD30EF3DBEAFE03D6F0A13BD35364E3D4EE9E3BD1E193CBD4C993DBD9C8E103DE872E0BCC9538EBDE592D13DBDB7A13D46B91FBCD556DABDDD952E3A0BA0B83D7EB4213D2B55CD3DC5B9E2BD81423FBDBC6E73BA8DECC33DC42CBA3B54131A3DEB8B433C6E91B53CB162073D7803E1BDCB5B6D3D351C1E3B8609383DE6A2E9BD864895BD64A718BDA218DFBDFDC6333C9AD5713DDF6FBCBD641AD7BDEFAC35BD86C3B9BCCD67D3BD2FC82D3D45576D3C935EDDBCB5D7B0BD03A5AC3DD92C943DBE8EBD3DF6FDCCBDB11126BD1254123D99A2E2BD7860D4BC72A054BD3E099CBD05AF39BD9D91CEBDE034ACBDBA190DBCC35AA0BDC521B3BDE077DA3D3485CA3D7A0AD93C6AF693BD7DDDF4BBCD1542BDD67C96BD59244D3C4537D03CAB59ADBDAD4740BD23FFDABDDFBF9E3D42DE373D514C4EBD0118DBBCFB30A03C6D82AF3D30C1CEBDC50C723CFDBA933C2029CEBC621E543D3E99B13D8AE9E6BD91E5DF3D950EA3BD853932BDC422A6BC7E91DEBDE9D6843D393755BD92653ABC134291BD5181EBBD399BC9BD2A8FE13D37A494BD8C8B0A3D5EFF193D03369FBD26645ABD9B24913C3FC5CDBC3C2985BC0B0D31BDAD89C83DFCB99DBD7706DEBD2AA434BD64A6BBBD07FF8ABD78C391BD8356B63DA234C93C4FDB933C739EEB3DDDF1C83DBCB57E3C29FF833C874BD4BD2E440CBC0AE1ABBD7313A2BDB90199BD72A484BBF3B8D23DDA245BBC6EFF203CFE09E43D70AA813DD3944E3D384A36BCE138B8BD5A6BF6BC521A9DBD6339DB3CE93C33BD90007B3CBD90593C0390FA3A23FAE73DF0A85EBD70F5F3BB4536B7BD0E56CBBD9629E6BDB9F660BC28C4B23C0C54B6BD2A5FEC3DD38DE1BD55F235BD22DC4A3DF2C3B7BDB2FCEA3D0D78A2BDFA55B6BC80632FBDF133D0BDB29E1EBDFACCCF3D95D1D63CC358B13C1AAE83BD14D689BD8F41CC3DF6D2CE3D48A3193CC595C73B9E76E63D5264273C67DDA83D7125A4BC6EB611BD6967783C9201BDBD9EAFBEBC8ACCE23DBE35D2BD8726E03D60BEE3BDB03A863D5925443DCDD08BBD2519503D6E4FB3BD37821A3DA27B393A77146E3D9F31CDBDA233F3BCD107A4BD160A1DBBF141A63DA79F32BD29EC583CB710AB3D398199BD421711BC9B7949BC6E38E2BC9B94883DC610B63D66CD26BD8B51B4BD31E3A13D0257B6BC6F4388BC616C573D3CE0803DAFCDC13D07ED813D1F0455BD2B2AC3BD01B290BDCBA88B3DE0B1C3BDFE4F213D89D2693C2F31943D0723893D6FDC2ABD87DB99BC2B0DB1BDE3CC743D4994A63DDBD2063D5BB5D93D518CC73DD65A0DBC922FA23CC8FDBD3D748D52BDEDA5BEBD43375ABCFE17B5BD1AFD2EBDBEB1B8BDFA34A53D561EB43DCDA276BC9BDA2ABDF288CABDEEB6B33C0DAF723D28F4CFBD214B033DF48D93BDA47D833D44DD993C78B3563CC6B0333D1AF9CE3C8281603D27CA81BC5A9A6ABC5F08EABD20C7843DCE02E23D34C74C3D4DA3C7BDCCAC723D8EE9E0BDA44918BD85424EBDB58B85BDF8F2B03CE291573DFDEFBC39A81B94BC8E0733BDE28AC03B90DE993A0F623F3D92D8DA3CBB96D33D987F9BBD2A2ECE3D4D3887BDC8EE5F3D093F9F3DB172073C72A8BE3D7C58D43C4C3BB33DFF2FE03DF67E293D2492DE3DE584D83D7E2BA33D7E1DC2BC4EA6EE3D13E1D4BBC1349CBDE150C43D37AFA0BD2E37C4BDF9956FBCCE1082BCC85262BD7037B6BD942511BD766530BD5B5FBB3CC8C77FBD7198CA3D2AC2C5BD98708FBDF741563DB32085BD9F12C0BD138B94BD72AC19BDF13654BDAD966EBD1D276D3DB915B9BD167C53BDFF08893D156C8A3D8F0B93BDA47BE93DF80F6DBD01EDEBBD3B36863D46B758BD3F77713D5785A0BD9DDAE53D95C7923D7992AD3D4E646C3D713F8B3D2E13D4BD68B8F03D3CCA52BD563097BDE401233D42671BBDAAABA33D040DB1BC1727A33DBA87ECBD98C3CF3DD2FB893DAFE2EBBBD21AAEBD3767F0BC16C54F3DB664DF3D3B6F4E3D27059BBD78D7D1BD10DBC63D732727BCD635C0BDAFB169BD6AB4EC3D2F1EB53D67A2903D590A80BC00FED5BDC258E2BD244D813D4331853D813C753D4814CFBD0FF9B33DB8C3093CA3E2853D9D9010BD8A14BA3DD242D7BD1E8FED3D68BEE7BDC988CCBC0639F2BABC97C33CC3B41DBD49D6E0BDC838CCBD1BF3DFBD87FA8EBD125FB23A41C9E2BDF2F7823DC2A6E13D952B1C3C136B01BD03EBD53DC574543B1023AC3DD0BDDA3DCDCCD9BD966A823DAA70A73DF555983D1BC9B23D628827BBAF8ED63DD64AB5BDD87409BDE8748A3BC1BFC8BD43519BBDBC2C85BDC76739BCF4A7D73CD96959BC21A898BD1CAF90BD76C83ABD855AA1BDBB3DDABD959BA53D460BEE3D0CCFF23B7D0AF0BD82658FBC348F573D16B5D5BBEE5C1ABD7CD9953A15F5A5BD6C89C23DD15DDABDC3A28F3D1B7705BC324238BD6274763D89E5003D284AEC3CB6A78B3D7AEBD13DC9FBC1BCB1DF013B602C363DDEC508BC4563A7BDC9DC0EBD29EC13BC8104EBBC5477C4BDE127B9BDD3E832BD99F113BD737C42BD8F06AF3D95C62F3DD76513BD109456BB21D87C3D1B7CEABDEF96D53D7539D7BDB0E4E53D637576BDD1B182BC859AB2BD518FFFBCCEBF9D3D2A4A7DBD251F1B3DE4D9F2BC6C22703D74E5DE3CFFADDCBD8D28723DE51E943C6F39DCBD6F4A713DDB97E43D5836F0BD613AEC3DA564653DAEAA823D6966D6BDB81E213CCD1D803D42DC46BDD8519FBD067C7A3DA2BF1C3D2B8DF2BBAB1F253D3F3E29BD",
      torch_tensor_8_torch.float32_23: "0x040000000FE752BED15129BD88348C3DA5BAE3BDF9FB083C50A7A2BD32831D3E470D32BE",
      torch_tensor_8_torch.float32_22: "0x040000005FC5873F7FD0813FF1EC553FBFD27F3F13E9783F2FBB893F2D33543F2D2B683F",
      torch_tensor_8_torch.float32_21: "0x04000000A461B83FD2CE113F226E6A3F7B32663FCC37A43F2C238B3FB3E63C3F0207A83F",
      torch_tensor_8_torch.float32_20: "0x0400000000299B3C91BC743E6BE98C3DF7AFF63B8CD435BD07AE113C03EF163EFB20573E",
      torch_tensor_8_8_1_1_torch.float32: "0x0400000048DBA5BEE34C4CBD6CA686BE86E1673D5AE793BE4A451B3E914E883E93519CBECF4360BE66F50D3D1BF4AC3EE9E2603DC05AA9BDA8D1B03EFAEC85BD5AB35B3EA740FD3D748C4D3EEB910B3EFDE8103E81D59ABEBE1A063CF39C5E3E1D5F25BEF0BD813EDE9B943E1E6E3C3DEA0AC23DE8E388BE913E2F3C2BFCBEBDB2B5433DB07671BEBBC15CBE09F7A7BEF5FF8C3E7925793DA40C35BEAAC0113E58644C3ED984353EBBEE84BD0DF75EBEDEB2633E900D29BED9A03FBE58862E3ECA3439BD5A435F3DBADE853C1A74E7BD49F79DBE522C713CEC5D9ABEC9F09A3E023000BE961B313E7FF2523E352DA83E065C3B3E53E09CBE63F80C3DDF64573EF570853E",
      torch_tensor_8_torch.float32_19: "0x0400000098F9703E743D90B6E64ADFBCAA233B3D383B863A9D264B3EEDD71B3E67BB1ABE",
      torch_tensor_8_torch.float32_18: "0x040000005DFE803F8B64893F913F633FD69C683FB8F2683FD3BA613F2251963F26708D3F",
      torch_tensor_8_torch.float32_17: "0x04000000E6D7923F6E453A3F8662913F99F73F3F61BB843F26AF893FD7645B3F96DABA3F",
      torch_tensor_8_torch.float32_16: "0x04000000EC2BF2BDC29DD43DCF1199BD9FA84DBDBF3F8FBBE1A03E3D304B29BE2D27913D",
      torch_tensor_8_8_3_3_torch.float32_2: "0x04000000058C9F3CE7B2E43D484047BDFDD4E0BCCA91FE3AA9B1513DDA878A3C2E06873CE213A5BD9043943D890BD5BD0A1091BDA2A730BD1E828F3C593B78BD0D2EA3BDF69E70BDC16DACBDE387D3BCFF52343D85289CBAB718CF3D672385BC70FDD0BC94A99CBD1650B7BD449E313D7ED553BC3CC9CF3DEF8244BDB44EABBC8FE9E2BDFC9D3EBDEC6CECBBBB6E103DE60899BD0722CFBD41FE4C3D72DCAABBB94007BD708ABEBD4D41E03D1DAFCABDB8BE7DBCD152E83D9FD188BC2911AD3D0921C7BCA78491BC07F603BB5961DCBD352952BD706DCDBDA7DAC7BC4FA0C43D8D25A1BC7251A83DF63C943D090DC83BB86EBE3DD0BC883D382B1FBD76BC053DCAA6E93D6CC5A33BD3E0CEBCAD719D3B2CCA6CBDB221BEBC4344D6BD5BDD663D52DEE93D435023BDBF25BABDC3C1F33C02322B3CF805D9BCF3A7E73DBBD4083D4AF6B3BDAFF0C1BD4DF8443DB1B96E3D5246CDBC0EB4BC3D170F1B3C8FEF6A3CBADDF5BC8188D23BC3D9A4BD5431B83D36D98DBD37854A3D5E64E3BD532A81BD82F8A13B3C6BA33CC9E5E73D4375ADBD4B3ECBBDB6BEA6BD1419C53D45D3E6BD88DC4ABD9412E73C586695BDCB1E6EBCCDACD13D4D184D3D95034BBC0DF88D3D9B22893DFAE53EBCF192AC3D6B4826BC43FCC4BBBAC7C63DF503713C3677B63CBA74C1BDED38CF3D07548ABB97C4AA3D0F94E93D8255993DB2C3EB3DDC89143D49E48FBC77D69B3CCDFBEF3D7900133D2B003E3C39B85BBB3B8D203D719EE4BDD3A391BD3BA8B1BD3BB918BC1F4F653D7DE0833DB240D53D4775D7BB59625F3DAF332A3D692EE1BD6065703DED57C63D16F0013D306838BDE7EEF53A2AF89FBDF7E1D53DB13571BDB976CB3CF361D7BCBCBB903DA1C9C9BCD7D008BD3208EEBCB21997BDF2B824BDC00C7D3DA88183BD13715CBC6CE30A3D7549D33D0AB2D83D60B6193CB5BEF73C53A2E83D360E563D3AA2C43C470FA43D38CD9B3D46BEB63C8649E5BB929FDFBCDA9CE93DA362EBBCE70C8ABCCCE4A1BD26C9EF3D4826883D0DF1BCBD6352D4BC0FCEACBD015EB0BC268180BD5458043D89FC8F3BA3BA98BD010402BDDC13D4BD9C9FBABCE125C13D4EB66E3DE48ECE3D85370A3DCCF5BEBD974F02BD8D1FBD3D40D58DBD528A883C180F1DBC7105D63D961CAEBD43616F3D3FFE493A137395BD349338BD9F02EF3D61C5DCBDA5E70FBD6199CFBD16393CB9D0B9D43DB7D0EDBCD0020A3DA94837BC0030533DCB72ECBD4F38B7BC22ED82BD1A90273CAFBB293D69757B3C15E4E3BBFCF6BBBD2B6B833CC09CFFBC8FB10C3DF97398BD57438C3DF33DCCBB14D903BD3BF997BD06FD09BD9704DCBCEBC2873DBFCACFBDFAD132BC6C7297BDC841BF3D81D7C63D009C083D59D49A3D04C328BDF276ADBDB7D667BDF90660BD28960B3D575CD6BD6DAC39BB19689FBD950D8B3C5188543D8B3E773C60E5BCBD60C2E73D16E655BD50816CBBBC61B83B947489BD20376CBDFDA3D03D3E41413D434326BD6404C3BC21C5CD3D5EA1113D75F05C3D94EA2B3D3E0C8EBD3EB2703D0950663C15B70C3B98227C3BAF18CDBD09BC93BD7E28103DC60A9B3DED9FA53D1703C1BC3112C9BD6F7C8D3DDF103D3D0293E7BB7B59053D8956B63CA367BD3D8B42AEBD55D0A7BCD898B0BCF9E315BCC22F3BBD33098B3D7D60F93CAA8C47BD9D18ACBC4BAEB13C1D5ED5BC0E79C23D00D71E3D27BFD03DFEFB503C0D5581BD2CF6403D5164CF3DA739CEBD77F8873D9B8A9FBC002067BDEDD6E0BD5D33863D1D7F913DBB691A3D0245B73C662B96BD5CDEADBD122C783CE66EA7BC3F694CBD2866C7BB85B6DDBA7469373D6BBD213D56C6B53D0505FF3C8901FCBCB848D6BD374488BD8A52263DA660C03D53DD42BC5163EBBC605C81BCDB52CC3DB201203D73F2CE3D6D9A6BBDD1CC69BDC4FF98BC64965DBDE74D37BD29699C3DB46E42BD786B67BDCC3C0B3D2D24F93C6449BF3D49DEA23DB5034F3DE3E5CBBC8689C5BD42E5C63DA74941BD4C3C52BD247B20BD4A528E3D927E9CBD10E262BD9632AABDA9AB2C3CB428743C95F288BDD035BCBDC8C8BCBD75C565BD834FB03D958D843B8DBDAB3D874FFE3C9E299A3DCC67EDBDD3244F3D26BA52BD590E573D96DCBABDA81CA23CC71E1BBD2582D83D9A4E413D480E69BD7515B93DD17BC2BDD7C014BD3EF2833DA4B1B6BDDDFF54BDB6981C3B9E519BBD1AE5ADBDE50E963D0B59FD3CE684953CA584A1BDD3E2A9BD519D513D91A85D3D1E5987BD27A1DABC848043BD834FF7BA026F763D1DFC95BD5A9896BDD42AA23BFA713B3CA07E90BD9E1B94BD650BB23B49379F3CA11F213D9B039039A3BA8ABD316B293D242C5B3D1C2B45BC4288233BDD3462BC753E40BDCC28613DFB9E653D1DA59A3C6C0ACD3B6AE17FBDFDB6E33DF47106BC6E14C93D0C7263BDB062D9BCE315793C89F5B13D2DA7C2BDBE1D8FBD6CBC54BAE1E88E3B038FE2BDFE24DFBD071DAE3D63BAC6BC089BC6BDC68294BC6CF83EBCE23F38BDC6BAFF3C4E1A9ABDCF54A63D02D3CBBDA2DAEFBD95299DBC3AD5293DB7B8C2BD7C9B7FBCEF7F773DFABC823D7E19D4BCD1639F3D2A7E7D3D6C2148BB9244CBBDAF432B3CAC24B0B9832FEBBDCF3509BD8850823D35A85A3DB42CF13C08988CBC4984B4BD71F6E93D7979D9BD74D8A53DFC34413DFC64D73C9B4790BC07AA56BDCA8E17BDC39B883DF4CB86BDB521993C9D16BFBDE5A66E3DC18D023DC2CE59BDCBA7FBBBE11353BDB4A0AA3D43A11F3DA9D20C3BD0A244BDD38CA43C7AE6EE3D92A241BDA1CDFF3C14159C3D38B92F3D565CD1BAE879AF3C3A6D0FBCC9197C3D7D491D3D11B57BBD2C243EBC3ADD843D04E4A93C693F00BDCBDFECBDB91BA93DFDD2C13DBB13F53C1E388E3D2909DDBD303615BD7C459A3DDAB1DEBDEAC6C5BDDE014EBD5E0595BDBE4AEE3D9E40B1BD08867CBDDBADB23CEE3CE6BD6893CB3DC5D8D6BC04013B3D28AEFCBC6C49A73D9BA061BC01A3BC3CD272E0BC05EAA63CE0A8D53DC01FA1BCBFDF46BDB52AE6BD3BDEE93DE00BD2BD19E69C3D6789DDBDB461003D4D46F1BD156CB03DBEF441BD87033E3C51A0B93CD787283D64AB803CE5D4B73D43CAA7BC8707273D4C065BBDEDA2EB3C12F1E53D917E2B3D95BD3D3CAD4C03BD107B783DDDCBC13D2163523DF287443D2753B63D294FBFBA4AC6C2BD5651EA3D85ABBCBD644EE53DE76FAFBD4B72543DF579DC3D0E763ABDAF8670BDFD8BC83C421E98BA705DD53C",
      torch_tensor_8_torch.float32_15: "0x040000008B4CB93DC908733D5DEB95BCB66BD73D49ACD5BD768AE5BCD409273E3302C13C",
      torch_tensor_8_torch.float32_14: "0x040000003A0E803FDA798D3F82F0783FE726983FA2AA663FF0AA743F524D933F15A0943F",
      torch_tensor_8_torch.float32_13: "0x04000000E3B5523F99CF2C3F093A6B3F29F94C3F874A923F8F326A3F82B55D3FE818A53F",
      torch_tensor_8_torch.float32_12: "0x0400000036A948BC0A2D05BD964C34BE76CB9BBCC9C20ABD1935473DFFB7BB3D1A58D0BD",
      torch_tensor_8_8_3_3_torch.float32_1: "0x04000000601A153D470B153D7B6A35BDAEA8A93DBD7EDD3D05BAA23D3153EA3D20895A3D3F1A81BDCFD0613CE47067BC788DC4BD7EFB18BD1F0F8F3D25D5D5BC9D6CEBBD3D26403CD8B6423C6E3980BB94EB313CEC18DCBC624A68BD47ED8A3DE4BD8CBD19FF6A3DAEC7E7BD0E875E3C220A483DFD6BAABC42C9903D3A4446BD77B5EE3D2454EEBD7F6045BD17E784BCB0CDD1BDFF6905BD50A0D7BDE379923DC6C2EABC64328CBD1747973C75BA9ABD1677C83DD707C43D9D21793D8D1AD33CBD748A3D065A87BD1D0009BDDF6EA9BD95B81F3D347481BD36C9D6BB2566F9BCF1DB813D2C75A7BC64CE45BCF7B8833DFF5B3BBCE73088BD0CA724BD8BCAAE3C9122D43D4B63DD3D65248FBBEB3DA8BD763BE1BD463F443D09FFC8BD62C7633DC42AB2BD6652E83BFAFA6B3DECBAABBC90758DBD1BAF8E3DECC9A9BDAB38853DB2214B3D0952C8BCB917B4BD2515B03D9F0036BDDB61333D0F145C3DF2B5AC3C8CA60FBD3A7A053CD99D88BDFDC8543DEB99903D668026BD63198E3DEEB7B5BD18D2A43C9FB4A7BDC0F280BC1488CCBBE656653C5EFAC03B388D523DEE7DF0BC4CD79FBD85D1BABB077C9F3D07DFCBBD776F9C3C614BDB3D46E093BD05FA1F3D4852293D286DCCBD2A7EA9BCEED0703D9FB6D23D503C283DC434DDBB3FAB23BD263D9F3D64F3D63D5F55673B64142F3DFC7D9D3DE361DC3D0191D93D80618B3DDBB3843D0D64883D4FE7D5BD18D8C33DF348C3BC12C83E3D089837BC06202C3DA726EFBD38447A3DD6C9513D672ABA3D84C3D13CFDFAE63D6BCF8F3D8F63983D6515C2BDBAF6EEBC3619623D438C9EBDFE988E3D0B6711BBD46B8CBD821A4D3D265C3DBD71DCFB3CC398973DF1D702BDF7859F3D15909EBC7D15B63DFC57E3BC6EE1D5BCC7DB58BDC86ED4BD2C9ABF3D583C9A3C904B67BD5B2AB33D4CCE50BDBFEA353D07337A3DCF84E13D77F2E53D3273023DDB6B68BD79160FBD8F54873D2C18BA3C6D4FC3BD3E0CC03DC13E4FBD73C1B6BD4841B8BDD3D900BD9263B1BD86E42CBCF8908D3D70C981BD6D9F363CB5D8B9BD589AE0BD960186BD7347433D114DA33D71EC1B3D1CB619BDC1D7D03B6F1054BD1877C53DDBBFD1BD937BF03D56589C3D08A1D1BD900B193D90E0423CB918363D38AA41BD22C76ABB8CEE523D1E60883DF9D0693DE17CED3DC375653D4417E8BCE7E4C63CBAB4D13DFFC9E83D9CCB8BBDC34EB9BD921F0CBDF05AAE3CF57CDA3D3694033DEB8EBFBCCEABA3BD7CF4EE3CE4A359BC462628BDE532643D9D0B8D3CA8AA1DBC9A5853BDD522B5BD3076803D7E00A23C6AC0CA3D68075D3D518FE0BD74CF8DBCF9B3E63DDB7F6DBDB93DC6BDD11D513D89920CBDA3EE85BC8455843C0717AF3B5939043DAB45223D7D288F3D1CFA5F3D1452C4BDBD52B13DB12383BC47D183BD85F1953DDCB2CF3D856899BDC28FC7BD39A6AB3D73044ABDEA5971BD044907BD369305BCBAC0C83C8B57F13DE4D40E3D5203CFBD224E973DF8AFE7BCC493C73CE16FF0BB9FA89BBD350E80BC377F713DC6147BBDA50551BD124220BD2D5C3DBB95C43FBD4367DF3D5CA5BC3C275F4B3CA85C4FBDF99D543DDD7A5ABDDA280B3D9529093DDF04E0BD29E3BCBDED96EEBDDF9CE4BC81B0DFBD5802CDBD71A0933D1DA8193C4D4F743C8ECFB4BD5DA9913DCD1AC1BDBFF9E4BD68CEBEBD3C12793C7DD612BD24A7BEBDC52ED23DACA6CA3DFA72EF3D38F9B23D55E7B13D641F83BC1814A3BD2C5F9DBC3D7553BD8214353D202D133C1DC8ABBD06102B3D54C6E53D9932EABDB8078B3C9238DB3DD2779E3D6F0DBBBD30DA20BD395FB53D7802E93C096D93BD34D6633DCAECC13B5800313D7E32F73CCFC724BDDB8E0DBD7807B5BD1B732CBD70A3AA3C315BE1BBD71FDABCE2234FBCCD8EB9BD0F5F82BC9C46123D3D45123D53A4323DE83278BDFE9503BD49CDF53CD59EA23D13ED603D3D06D4BDB39CD9BB8518873D39B9D6BD042BC9BDAD78E03DB8A99FBD561E22BD02243EBD6C94743DEEA6E6BD6AA6553CA84DE83D3E0987BD352E39BDAC3DC53D618CD2BD04C4953D26E199BD635A86BD661C8ABB336EC63C4A06E53CD7D0E93DF4AC0EBC7C75C3BD085DB23D570DF73CBE6AC63D0D5888BDA9C7CFBD64DD2ABD071E29BB71585BBD75A993BC4D47053D2BAC883D022B76BD32A0B7BCBAEAA5BB811C1FBD8D58743D49CCD73DA38F69BDE22C9EBCE707FDBC1B44E6BC91E5A33CF3AEEC3DDEFBD03D62C5EEBDB30D513D3417D43DA289ADBC50C6D0BD3738DB3DDF8DC63DC97EE23D77A2873DD458C1BC4202683C2C36CBBC5F1C8BBC631C1FBDC9818B3C2F4AA63A3A19B53D7E4F193BC6F9673C835373BCF516D03D53421A3CCAF688BD8B6FBD3D2B74A5BC039E8FBD8920F13DC715DDBDDBBEEA3C8EEC1F3D621FA3BDDE458C3DA98ECDBD7F18D6BCA1BB41BDF21EC0BD6C4D823D06A86C3DB796B1BD1CC0E13DE4C6CABD9CEF303CC902CA3D2B5DBE3D0A36C4BDDEA7CBBD4FAA65BDCE9CFC3CA25B37BC8B68D8BDB73F7B3D1D823F3D53EEB5BCDE59073D76F580BDA1BC01BDB17D2F3DC1C74EBD7C9EAC3DD62CE6BD9ABA98BD357F433D9F884A3DDB5824BADA13883A150893BD7F32D03DE46E813D1D1CE5BDE1E0A1BDC331813DE5BEAC3DCA6C573C0A4C96BBFAB17D3D8AB4AEBD5FFE59BD859747BDE6C91B3DF8CB18BCB133C33D43C6DA3DD44E8F3D8299533DB7A0C8BDC6DA3ABDE593383D1138ECBD63B352BD5909FEBC464A3ABDD986093D96CED5BDA16076BDA2C746BD2D15B5BDD2C68E3A153720BD5C7BDD3DF98A9ABDB8BAC23DB85EB93D46E829BD19D7F53BF40C1BBDD666093D427724BC2826B9BD9A325E3D1B9F533C8C83C03DA5B2E7BDF5A687BA98C6A0BDB743E6BD7E02CF3D030CB0BCA31ED8BD24AC76BD929B8EBDE6099C3DEF441B3D4A1B99BD5EC9C5BD6BB8CB3D47C7803DC63F4BBD93AFEC3D3147CE3DFF68DA3CBCD84DBD4ADC33BD7E51EF3D68510CBDB443B33BC208813C6ECA693D4F4D423CC2E1BFBDA5747B3D7281C03D5EBBBFBD7EE6C53D7D67953D9B609F3D5EA0C33BF505D63D813995BCFAEDDD3D95842D3D05E7BC3DC16484BDA449D63D9E8699BD6D390DBD08F64A3D604F6DBD6A5C4CBDA3DBA33C6E18DA3D340DE03A905CA33D680BEEB9B122DEBD7FB7D13C544DC43D0662273D99A95CBD23605E3DC602C8BD669FE8BDCD24C33DB2EC303D68C2713CE5FF1EBAE475B3BDED9307BC8E0C523D",
      torch_tensor_8_torch.float32_11: "0x040000007030CB3C66314CBD0E36FCBDC154823D0F679F3E301C4EBD7B246CBC4AD2893E",
      torch_tensor_8_torch.float32_10: "0x04000000FE81573F306B9B3FB6978F3FCBC9833FA453853F41157A3FC0318F3F464E743F",
      torch_tensor_8_torch.float32_9: "0x040000006191013F36C71E3FEFF3833FAB6E6C3F4CF6633FE6A5BE3FC64F503F05F1AD3F",
      torch_tensor_8_torch.float32_8: "0x0400000005F2F4BDE5F286BEA868993D379C173C2588DF3DDC3D22BD4163F2BD00736FBD",
      torch_tensor_8_4_1_1_torch.float32: "0x04000000345C47BE60A6D9BD185AD63DFC2626BE4059B2BC2880FBBED026633DC222B8BE6C48C2BE5470D73E6885AEBDCE3C8DBED089A03DF4ABB53ED26CD2BE084EFBBD5E92C7BEB87CE43ED80FD2BD1A49D43EFAA8A53EFE92AF3E822989BE28C3C8BE9087893DDAE4E13ECEBEEA3EB4F6683E487AF9BD386660BE5400CABECE9DDB3E",
      torch_tensor_8_torch.float32_7: "0x04000000B4B2453D12B74F3D451A1EBBBC37D73D693339BE1B7EBDBC90441BBE95600D3E",
      torch_tensor_8_torch.float32_6: "0x0400000087A7823F2408723FF2A9813F41127B3FAA5B5F3F3E957A3FBD8A673FF770623F",
      torch_tensor_8_torch.float32_5: "0x04000000562D833FBE6E7E3FB35C993F4E68BB3FEBF52B3FA2FFAB3FB714943F9CCE233F",
      torch_tensor_8_torch.float32_4: "0x04000000E00C803D98F459BD9A1D973CB2F8163D32D1553D5DF3EBBDBBA951BD00F6C8BD",
      torch_tensor_8_8_3_3_torch.float32: "0x040000005CB9843D33FE543D3C4D1EBDD5BA8B3DE327023DE34BAC3D092DB93DC5CE983CAF3D743C1297AA3DE490543DE198F8BCA041BDBDB2E7BCBDAD8BB93D2A32D93AFE2DDE3C142B98BD9208DDBCA91241BDEFD281BDA94A0C3BB689C73D7CE4A3BDD3BCBA3DA69DB2BD25464EBD24558EBDB08E11BD21F29EBD76605E3CB9AC8A3DD20AB9BD750B97BD1C7F003D9926C33DC07B7EBD1A3085BC813F3A3B3F12CE3D33A5B53C7D521CBD1EDE863DCDFD84BD2849AABD6BE1DA3DB92A59BD52E2E03DFD9A3C3D843B3DBD25ABEBBCEFBFD6BDDF2426BDEB560CBCAEC4A13C74B4B5BD52E1B63D73D6D03D922043BD9657A7BD8D0A213D7E5D813C3195DF3DDF81D83DB07BE33D3B8451BC2BE3DCBD9FC82BBC3AC8D0BDA8D7453DACC0F3BCBC9DBE3CFD82B3BCC8AB84BC3AF8C73D192DB4BD22399CBB79E5BCBD312D713D7298CCBD1FE35BBCB2AB51BDAAADE7BD0F1DD53B773BCDBD70F12A3D4BB836BCBA87F73CA905DABDC262D03CE971FDBC4A57DE3D2D2A42BDFE31B63DD8D36FBD19C78DBD723C4B3C80590FBDEDC13C3D4739B6BD57E7E53DFAF5CDBCBEC4893D9CA55EBDEDA4DE3D273CB33D698BB13A084B143D3EF3C93D47DB583D0EB6523DDA73A63D3A8F2A3DB30A8A3D7229F7BCE3F7E73DA79EA8BD94A0F0BDD31ACF3D8DE9E8BD22607F3DFF279ABDDB6EA4BD0A11323DAAF2903DF42C933D91A5D83B773CAB3D8C3B293D33FDCEBD7E87BFBC5B5D0CBDC1A5F8BA55578EBCFD8BC5BDE4788E3DB495DFBCC958BB3C6EF63D3D64D69EBD324D96BDFC84C93DE7D4EEBC2430793DC7CDF0BCE38C943D5C7C7F3DD1A6DD3C9DB5C83D73B92C3C073F813CE929E6BBC77D9ABDE93683BD3DC69FBB838C8D3DF44867BDE876A4BC0534DCBDB9D0713D2C91903DD30E7C3DFF674DBB3B6D0ABDABC1E7BD9F6C383DF163E1BD648DFA3C03DCE53A34898FBD5EA6EF3D47119EBDE96FAB3DBCD6E03DCBF6413DFC51A2BDE8C4833D18FF0D3DEC8AEBBD9590933D2E2D65BD64CBDFBD424F673D334E9CBC3BDFB43D0C69F3BC749A093DBE58C93D313D573DB8B7F53C3697D7BD7E24ED3D079D313C5F5231B9E2CED83D211E8A3D4B50D13D1832D43C4989933BAA1ED1BDEF0BB23DA5DBC2BD6EFD2ABD0731D1BCDADAF0BDEDA1E1BDE946B23D46C9E93D9BE5A73C026D47BD17D3053D4127BA3C0A66AB3C41AEC43D0461413DA4EDAB3DC40BDDBD60D4AABD2561AABC597ABABD6C82CC3B15FCC53DAD7E203CD814E1BDD4FE67BD8148DD3D9995203D2AFCA33D5375D63D9F4A5A3D2EFDD43DEC4FE83D02F9893D796CCD3BD407ECBD8CBE55BD7F71A9BC26F5823D2C517BBDA9F2CFBD4B542EBDC20792BDF76ACEBD2CB98A3D01B8A7BD793AEFBDB234A73DB2FB6A3B9CFFC1BD6CFFCEBD7C04E1BDD63FD9BA0469473DB224EC3DE924C03DC59DEABC1E4BC03DCEDC393C7518CFBD927DA7BD2971BD3D08C2A2BB23E72E3D1A5B973D1196BABDFF5DACBD61B401BC5C08BB3DDC4F21BCA6D29E3D0DD523BD4DCECEBDC94FED3B647632BD9768793DA8D111BD07A3FF3C074610BDD2282DBDE118ACBC8241C83D631B82BD0C75AA3D465AFAB94433EDBB51BE6D3D96D8D3BCE4E14ABD965EAC3DDFBB9EBD2ACB893D57EF123DB394493D14B0DC3D4CEF843D8D144ABDC906DB3D05C989BC60B38E3B2544643DC0B417BD5D9CE0BC374ECD3D40ECDDBD4EEEB5BD85FF973D5DEC0BBDFB64CFBD9ED0143D7439EA3DDA461DBD1543893B6C01E63D8F985FBD8C0539BB306DE2BD9FF0423DEE97D9BDC50FE13DE586263DA80FAFBD99C591BD3F2AB33BE7055D3DD4AA90BD2B8CB73D2B6599BD40AD47BDB1BC34BD668E4BBD28F27C3DB3AFB33D7E12CBB93305A0BC36E7B53D8744713DBFD3D73DE5038DBDD838553D43BBCEBC4166BE3C6740DD3D0CBAEABD394C60BD1320613D70A6DFBD4E34FFBC2B1B90BD5B0CBE3DF5CEAB3D409C843DBE3521BD2D50323DC0FABFB892288B3C6FB9893D53AFBBBD9C825FBB20E6843D309AD43C88BADCBD776E10BDD2C3913D2BC3EFBD374E8A3D2E1AAB3D185B023D858D16BD570539BD6EFD4D3D251A633DF43FF53C4A104FBD5EDF9A3DF7EB4F3D912CEF3DD12FBB3D3592BFBDAEF2DF3DEA48B6BD0735393D98F9CA3D4E11D63D5DAE853D666D83BDDCE1DE3D8FEFCF3C2DD59B3DBE0BD9BBF8AD5A3D106D943C6CDB18BD70CE9F3DBBA4A53D3E2C9EBD9BDDD8BCA76C8C3DD5E18BBC74FF093D0243553C95B064BDA274D93A3E51493D56AA713D282FDFBD87367EBD292DC0BC2157B9BC662FC03DC39E923CFDFE67BD1EB72ABD3A6881BDC40ABBBDCCD9AB3D4E6D94BDCF56D5BBF9DCEEBC62CA1ABD98C28ABDEF13CABCF285623C03F485BDDAEF333DA680843D2D69DC3DA244353DF472C1BD7033A1BD413E183D13D687BD2DF7733DBE95BE3D000AF33C7762E23D8740E0BDE4D2A83DFFE836BD4A92FD3A00F7BCBDD31C48BCA9834CBC7FD97BBD5D1398BD4E30133D206CBEBD951F49BDFA33003D7F6CE6BBEA379DBD1208D93D6B03D13DBD5E27BD7707C03D4EA4B43D40D7ABBDFA39A8BD1EFD5FBC14769B3DB24F983C005B14BD391723BD5CA870BDAD69C2BD9CB0813CBC27EF3DA553DABDB958E43C538AA63DA3BB90BD7FCEA33D19EFB13D5FD7C5BDF842D13CB07F9BBD4CD7A3BD2B15BB3D893AAE3D5F93FABCEA0568BDB8ED11BD2B9ABD3A427274BD00A5713B906F5FBD9D77E9BC760B5FBDDBD4133D5C7AB93DBC5BA5BD22F5ACBDDEB088BD595483BDF9005E3D060907BDEEAD47BC24144B3DDBC8A4BDE78C8D3D17488F3DB4AD38BD36971D3C699C6F3D9FC046BD2270423CC8F0643DCB51A63DC8BB74BD9633CBBD4B221F3D2FEE803D4FA4EA3DDEB6D7BDAFD46F3DC150A93D8C55043DCAB989BCA9AB82BDBC15313C6B65E2BDBB2EB6BCF22A453D5B52B2BDAD6EC9BC55E5A4BA66EF263DFBC8E63DA9F499BD44D5733B8D4CA03D0D48833DB1E8883D0811D2BCF5A3A8BD1343CA3A7C386E3DF0D7CB3D9E5FB03DB712E5BD8803C4BD1ED4043C920EA1BD94F7EA3D433DC33DCA419FBD4C188ABDD0F818BD1F1B84BC1C6882BDECCE8DBC093FCABD8C7BAB3D20C9643C5806C13DEFE6373D41C9ECBD1FF849BB4B45EB3C9B06863D1CEF89BDF6C49ABB173C2E3D2A8496BDF2A4D43D32F31DBB30BBC73DAE9AB23D2AC4EDBD9A51CF3D4810E6BD06277BBDFCFAC13D2C7BD6BDC9425CBDBE748C3DE29DBFBD",
      torch_tensor_8_torch.float32_3: "0x0400000017C4343E4C9C19BD5B8CDC3D3B05BD3C639B283EB7DC013E4491F1BBE80AE8BD",
      torch_tensor_8_torch.float32_2: "0x04000000D990883FA0138C3F26E9863F617D903FD55A5A3F0430943F4FD65B3FE9126E3F",
      torch_tensor_8_torch.float32_1: "0x040000007EF4B13F002D073FEA438E3F06331B3F340E8F3FEC2C543F352DB23F8CB9AE3F",
      torch_tensor_8_torch.float32: "0x0400000002D0C53D2502893B918D75BC655DD03C88EF7EBE6B1DB73B81894C3ABA8903BE",
      torch_tensor_8_4_3_3_torch.float32: "0x04000000FBCCF83D7BE748BDD687C73DFBAACC3D8F4E00BEEB981D3ED0170C3E8B5380BD26CC5E3DE89CDF3DD6AEAABC388F933DB0EDFC3DB6EF1B3E1620AB3DB6EAAA3CEEF8993D7E48FB3DB6A31DBE1BA9C33D002C243A26A893BD00CBFABDD35399BDEBF6043E1360AEBD5895A9BDBEBEE33D640F123EFE9BDEBD63840CBE96DBBBBC7675C8BC16B3EE3D439311BE78E9893DD8DB8C3D40089D3D40EA22BDC0BBD1BD53D39ABD005CD93DD4A327BE6BEBCABC6B28D23D58039E3D0B664EBDCB93B43C2064D4BDD6BFCA3C201DDFBC20BB813C20CC333D73F098BD961C87BC829F0CBEEE4A9CBD8B4FE3BD36AC91BCCB78DD3C2080E53D1B029BBDFBF388BDBB0A353D88C323BE332FD93DA6EF903DCB64D43C6B51EDBD9B9E38BD365B943CA027D0BD60F9E9BC568DECBA2B9D5EBD8B8CF1BC90BC24BE1343C03D8B190D3E6B24A73D234F9F3D9E838EBD7B89F5BDDBEA723DE0B150BD237AEE3DF8B0FEBD7330ACBD60A4D7BD144002BE866B0ABDC62A663DC0F846BDC63292BDB678DB3C0BA0B5BDA3AA253E96CCAE3D386DD3BD53D78A3D672A06BE4BBDEA3C9B1E13BDD6C7A83CA6E920BDAB06F2BAC6B67BBDCB14893DE609263EF7C30E3E2BE608BEF3D4ACBD9FC422BE9E13173EF6134D3D5EE8293E9650583D16BDCCBDCC5C013E6878913DBB551D3EB6D9CDBD2AEB1F3E74C527BEBBD0043DDEC611BE4B20FFBC4E5C91BD1B7F15BE002A13BC2B2CE53D6685B9BDA010E6BDDBD8F53D849A1D3E0322E2BD33F494BD9E20D83D66395D3DD06D253E1798143E6328CCBD23B70CBE2064FA3C2668C03D8E7B00BE641D01BEE0E919BEAB0A983A33F99F3D98CAF3BDCA6019BE008EFF3CEB6373BD263803BDF69926BD037FCF3D83F7CD3D77D821BEBBB7B53D4E89CE3DAAA3253E5F1209BE50419B3D708D0ABED8DD043E7B29753D2B8DB4BBC4F9133ECE7FC8BD70931BBE9327DB3D508E02BECBC7413DDE45C93D23F203BE376E1DBEA0A923BE3349D8BD28FD97BD202F193E96A80A3E306CFCBD587D94BD2B1CA83DA01DA9BD1EA20C3E7BA8003EEBFB953D0B2EFEBCC0EB313CA01ABBBC2851F33D1306C53D2ADB193E23FFAD3DF71126BE2BB4F5BB50235C3DDF23033E0BCC99BD86D6223D6B63C73C509814BD58E88D3DE6F4EB3DA8F881BD006092BA14DF02BE307F8B3D00A0DDBCFFBE143EAF4E2A3EF626C33D366572BD0B663EBDB6F8233D0C1A14BE7B95233D2B28F93CC3F9CCBD2ED4963DDE110C3E88D7F8BD7EF8A43D0605E33DB3560CBE189100BE338D9FBD5CDF0DBEB6C702BD30AC093D6B1022BE3683B7BCC09C29BE208602BD002354BDAB0B94BBEB3237BC9B831CBE20001C3D2892D1BD007F31BBF640203DE0991EBDF85FB23DB3DC89BDA76D1C3EF47314BEFB8289BD16E4F6BDACB8113E885F00BEFCD007BEA08B113D764FA23C809D553CFBE0D13D202EE63DF636D23DFEC9E93D0047B33BB684B23C48DBE23DB6C0D9BD00AFDBBDD33DC2BDF85DCC3D00321B3ED61BDB3D587AC2BD0BAE1BBDB35EB13D20A404BDBB9FAC3D36CD70BDD6B3F13DABAD6DBB925019BEABA6DCBB5717263E780EC43D10EF13BDA6C9ECBD1E8A9BBDDE9BD4BD36758B3DA0801BBD",
      torch_tensor_4_torch.float32_11: "0x04000000E58E2C3E76D554BC1DFAE93C9EDD5F3D",
      torch_tensor_4_torch.float32_10: "0x0400000031D08D3F0F76983F6040893F14F49B3F",
      torch_tensor_4_torch.float32_9: "0x04000000D18E9D3F309A9C3FE6D7AC3F8580813F",
      torch_tensor_4_torch.float32_8: "0x0400000040D20E3E0500D9BC45C8F9BD3FCC823B",
      torch_tensor_4_4_3_3_torch.float32_1: "0x0400000036452BBD30E2CD3DF813EEBDE0D50F3DD334C5BD30F6DFBD60B0D43CCB39DE3D5F8821BECBC1E5BCE30394BD509D1FBE3B285F3D485516BED63BE03D87DC10BE10B81E3D98088F3D4620263D237FD63D60DE81BD56DA79BB8BD6D73CD3819E3DD6430BBEE3DED03D4BEB32BD5E6CD13DDEA7A53DCB5D13BE12A50F3E50C2C5BDC7F220BE9E94EE3DD32DE2BDA2B9213E582CC4BDF69B503D63870ABE50DC1FBE2BBA1BBC689EEBBDB8D6DABDAC0D2ABE2092BABCFF8E053E5FC1013E00B9C53BE3F7EEBDEB031ABE66E8D2BDEB95643CD6B06DBC0A3920BE76DF85BDB7A2073EA8C89C3D2BFBCE3B467107BD88AEA93DE6C140BD9BC0EDBD58B41A3EC6799A3D6E4CAB3DB341DF3D20C347BD6443233E7A04263E43E304BE23511B3EAB4B163BE4CC1EBEDAD427BEF02581BDF0BCA8BD83ADE5BD4B1F97BC0B47CEBC1BC1A1BDF6E7073D70519FBD2BA6C5BD8E1CBEBD00CBECBDEBBECDBCDBDD7C3DDBC51EBDD353283EDB7C40BDB889063E463900BDA6F0F43DE028B7BC1E74B4BD649C063E6E98D73D8030B23B56A9563D930E9CBDF730213ECFB9223E9804833D3E1C0B3EA6692ABD1B7207BE86C702BD276E05BEF395E6BDCF2006BEB266093EA65C5BBDBC470A3E600D013EDB740E3DC8D48EBDA099AB3D030798BDCE370ABE077507BECBC2FEBCAB2C563D08DAD13D331BF43DA06FFABD6B5ACEBDBB25AABD8605CFBDAE25CABD6B44DB3C8B9A163E680C8A3D6F9C113E2BE6F63C8B43DD3D76B5F6BD73EFC5BD4002213D56453D3C06B2EA3DBBBB50BD402B873C5F8812BE5B02C53D",
      torch_tensor_4_torch.float32_7: "0x04000000F871F4BDA216C6BD7E7355BC40BC9ABD",
      torch_tensor_4_torch.float32_6: "0x0400000074448D3F4B33623F7D95763F40508F3F",
      torch_tensor_4_torch.float32_5: "0x04000000E80A353F1CE4BF3F6D62733F4E808D3F",
      torch_tensor_4_torch.float32_4: "0x04000000ECF3A5BC05003BBE12367D3D9D5E873D",
      torch_tensor_4_4_3_3_torch.float32: "0x040000003E58AEBD4299223E2B95EF3B6E15D6BD667CF3BD00AC223BE88F943DF307C63D9BBB71BD40A74FBDBFDC153E8BBDE53C3651AB3C0EC50F3E6FB2003EF0C8203D1BE4E3BD80829A3C36BEDF3D00E4C93BD08F4E3D56E3A43B763D913C505102BD8AEB113EB05D073E006EB53CB0F5FC3D03D1C53D4E131E3EDB99B9BD1E83CDBD56A9AD3D43F69DBD068D35BDC81589BD20B91CBD436C92BDC05C093C463287BD1FB720BECA2116BE00905BBCD63F75BC871A033EF661F73C76AFCE3C3E18E1BDB7BF26BE4B62E93D876F1C3E678126BE009A343BD73B273EA37BC9BD567F293ED65E4B3CA6EF123DDB7D5ABD005588BDB70A203E522006BEFB9B623D9B10363DE05EBD3CEBFB10BECBEDEEBCC0526E3C30AA3CBD0002773C30925C3D1E9CB93DAB8AEA3C36E2E2BC7B1E593DAB4AA9BD4022FE3DBB5FE93DB81BA9BD9BC8FABD968EB03CD098F43DF6AE95BC4E99143EBEA9C93D0404223ECB7136BD7720123EE6E04EBDAB43FBBBEBC2E23C9B721ABE204BAA3CF3C380BD8B6E0BBD70F6673DE3F1D33D7E92933D46B1F3BDB0DA99BDAB8633BB569633BD30547ABD080C8FBDFF94063EB62297BC33BE25BEF648A5BDC6006D3DD0B39C3D06DF57BDFB5A413D3E97013E3BEC983DE311CABDE08B8CBC5E30143E1090A13D364D8E3CBF300D3EE0B61ABED684F7BD401731BCAB32B7B9B3E8AA3D079822BEF69D003EDB7243BD1682D43C76906B3D56E285BC2245113EBBFEE43D17011F3E92CE163E1330A6BD9E68CC3DFB770E3E56E061BC221027BE13110F3EA0111E3D6BEF693D90DAF0BD",
      torch_tensor_4_torch.float32_3: "0x0400000016096D3D0B32D8BD199982BD0F1EF9BB",
      torch_tensor_4_torch.float32_2: "0x0400000090A4593FE5884E3FD57F8F3F3990863F",
      torch_tensor_4_torch.float32_1: "0x040000006238BE3FD6615D3FEC2FAA3F9F38933F",
      torch_tensor_4_torch.float32: "0x04000000AAA965BC26DCDF3DB319943D40D2413B",
      torch_tensor_4_3_7_7_torch.float32: "0x04000000B23316BBA30D9DBD05CFE33C704696BCF17C4DBD32F085BD0F9EFC3C6F3FF63CFADF72BD181FDA3CD82B82BDC0129E3C9BCA24BDB85290BD47CAA53DDCA1EFBBAE4E113B669183BDDD1D46BD650FE1BCA975143DD55714BCA30241BDC2398B3D062BE73C987961BDA07C853D7E70A83D19AA953CA1C342BDFBE361BCE232893DCA805ABD142043BD0D49BA3BD6C194BD23485A3DD60E833CA0669FBD8A80B73CA14D7C3DD3F71EBD8BC515BC392D78BD9C7E273C0317F43CD9148E3D0EBF143BF81FEABBB1D23E3D2F8F55BDB3442DBDF4F8A0BDBA9E693C4C5AA73D48CDA6BD9E176F3D9DAF1EBD0D85333D5031A9BB749E0D3D2A49313DE8E2C43C0456803D1ACE383D17E0ECBB6B6B09BD2109893D1AEEDFBCDE38823B920F9E3DDE9711BDADEA14BDB3043BBDF185933D64FF9EBD690341BCA0407EBD449464394A8C233B533736BDF0EC953DFB5CDCBCE07688BD04B7F8BBD7D75F3DB25844BD95E5ADBCD0CCB7BC5217AB3C8FCE98BDFCFE9A3DD153873DE521FB3C7BFBB6BB07AB90BD998D843C62B5813D958E283D47407E3D040CF53CE63600BCE3845BBC0A65EB3C5D57183D93B41BBDC90195BD1158163C801E743D989B66BDD1E706BDF74C393DC69B1D3DDAC7E2BCA2586ABB37CB93BDC9C2393DE10CA93C246BBCBA413027BDDDBC06BD9672C2BC4A4105BD4681CA3B46AFA13DC39D71BC74D68EBDF9FE833D3CF3A1BCEC1C653DD7E2983DA574323D4BB11E3C7529043D6867093DABC956BD6CEF8CBD5B83A0BDB8D9023DF46F1C3D642E4DBD090201BD416142BDFAE3AA3AF94632BD714592BDAEF2A73D1856C73B49C287BD4FF0A13D3BB199BD138C2A3D82AA30BDF8245A3D1EEB833C16CC143CFED0B5BC9AC1013CB8FF113D53C043BD1867463DE9FF45BDE5471A3DD227A73C41B463BC16FD32BD395A9E3D47D20239D14B37BD70620CBD3110A13C1BBA203CC26080B966069C3D6D925FBD2A66D5BCD32AE0BC2F61773CACE7003DD61FCEBCA933603D6A9CF53A52EA00BD644350BD609F5FBD97DF8E3D31D3933DF0356F3C532684BDC72F87BCEA46E5BBE774913D7E1A6F3D78D227BDC82A653D461946BD95A48EBC46D387BC5E470D3C60B14FBD79CB893DCD01123DCEAC9BBD92D38D3D96B5A53DD12DA2BDCFA67FBD9A71D6BB8D9C93BDCCA94C3CDB6EF13C8996AC3C17EDB63C552B77BD993F1EBCF1668FBCA02DF5BC3715A8BCB36962BD671C3EBCEF2E45BC000A9FBB0D6C83BD9C344DBB20BBC53C7E5F8F3D0625383D9A531FBDEAA4D7BBFE910BBD6BD4A0BB15E1DA3BAFBE943D85976F3D06304EBD96EA08BDC336463D758A863D89C5D13CE1FD73BD69F8A7BC5A0829BD5A5E693C27412A3D5ADD8CBD56E359BD73238ABC404CCEBCEFF9FA3B9E017FBC8A402C3D683A77BDBD3F7E3DDEF72B3CFA60F7BB5C273DBD3C1F31BCBCAEBC3CA896123C44EB303D8F3A91BD9596283D7C3241BDFEBEA03DFCCCD93CA8E04C3DECB6D3BC69FFA7BD638457BD087BC6BB0D1B1E3D2F18A7BD7CD49F3BB008A4BC187B08BCB07ABF3CFCBD50BDE1E2993D815439BDCA1F5C3DBCB64CBDE6D2BF3C447F3F3D089A26BD01790C3BD3138CBD25BD45BDAF5286BD7116F9BB4DB7CCBC7B4FE13CFC59D13C755F763DC3DB96BD12B82B3C098B27BD97D8A23C02C85DBD705F81BDE9D53F3B654592BDE9EC0ABDC12C6ABCE4529E3D0437873CA295C33C193516BD4542473DF43F8A3DEBE16DBCB497A73DA82FE2BC862C493DFAD447BD9616A13D849565BC55479BBD4068E0BBD3D032BC3092853CE53CA7BC56D672BD793F43BD292FF1BAE67E0BBD6259283D786A13BD071FC9BB61E90BBD8E3783BD553028BD05EC983C7677E73C64DDA2BD8F4B6DBDF9B571BDFF93C4BCBB96F73C90E1683CA5218DBD34960C3D8F05A1BD7432123D871613BDF50EF9BC94E9A8BDCBC8093DA9256ABB2E27C53C706F76BDBD46943C17A9C13CA22BC5BC57CD803C60BB863DCD17AABC93CA1E3B2E0D4F3D5FC812BD93A625BDCC07903CE989D03C452E09BD079A0FBD9171A53DB9ECF3BC52F68A3DA2BF65BDBAAEA7BD6A74A3BD404186BC80D484BD6DB66BBCFEFD89BD7FBD4B3C920542BD4150B3BC1370AA3C2027A83DEF6E0F3D7A3E633C3517943D33651CBD3EA8443D496407BDE9498A3DAA10B63BF85A85BC035C313D700443BD2F571D3DE303C1BC059055BD2A3EBD3C3093833DAC8601BDC5D211BD924BA0BD4C02383C3E5C7DBD70AF33BD87BE0ABD4F15893C950178BDEABD7C3D936692BD7962203D92CB7B3DEB2CA8BD71FA3D3D8059263DB08581BD87BFA03C59458FBDC6CB8E3D9F381CBDF2382A3DFE17AC3CA7ED73BD6A8F62BDDDFC84BB25465DBC3FA81F3DD2EE75BDFC89A23C15E3853D62A952BCA0ABD6BC2DFF253D4CEA49BCC950B1BCAB4D4C3BB996143D82BE743D2C38203DDE4BFFBCCEC4863A7660EEBC9607B13C4F94A43D5C3114BDDCBBCCBCF2DA18BC26B22DBDF92B8039FC4DD73BC1DD613D2556F53CBDBA2ABC9A7AE93A450774BD93B051BD3E39B6BB11A9403D34CE12BDF36C2DBDE1A0213BA46C593D863388BD001A7F3D0585F43C013A9F3D2E7892BBC9129CBBB856A3BCE9B75BBD1E4C3B3D1AED123D2B28423CE7113ABD9BE2F53BC1B6233DB9C6353CC892A43D327F683D1AD36F3A4787A83DE3A5A43DD999563DCC409CBD5DE3BBBC62FD893DB0E602BCDB4B2EBDEE0ACBBCC3BCAFBCE7F6C23CA75195BD7C43DDBC7E0E41BD33768C3D60D084BDEE6E7B3DE85072BC3F93FAB94E227E3C213D80BA5865AEBA4FAF97BDC41203BDBCFB893CFCE8F13C5FD53EBDE30EDDBB0023B8BB5EEA273B272BBDBCBE03453DA18429BDDCA10E3CEB7C813CD9CE58BD85B10B3D3592FE3CC3859EBDCF754A3DC2A54A3DD1F541BD9C759FBDA80D95BDE4EBCBBCEBD7813DED814B3D73962EBD83D4273DCB89333DD035933DA3A6BEBCD796963DC7C8583D45979F3D672AA5BD98E2D63C161B743D8DA2853D59DAD63CC9836B3D4167643DBA7831BC9BA62E3DAEF811BD41D231BC85B9333D84C5003DBB699BBDC8C53EBD68D7A03CF01A1FBD61AFC73C824B47BD96D8283D3F754FBDF9B5E83CF2B5D4BCCFCC013DFF57AFBB45A38C3D5DE52CBCBC7A63BDD0ABC7BCFE5B84BD8CA20D3D46F3B3BB1321423CE8AE19BD65A5EEBC559091BD38B66E3BFA85293C1AF915BD590F7FBAFA18903DBF2C613D41301ABDBE45273BAC31833DB7524BBD8E65A0BD9DB188BD93069BBD19CE623D738692BB63DB893D766A6BBCDDB84A391D0C8CBC32EBC7BC0E548BBD"
    }
  }
#-}

#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @gpt2_tiny(%arg0: tensor<1x16xi64>) -> tensor<1x16x97xf32> {
    %c16 = arith.constant 16 : index
    %c97 = arith.constant 97 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c3_i64 = arith.constant 3 : i64
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 7.977240e-01 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<1x2x16x16xf32>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_10 = arith.constant dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_16_64_torch.float32_1> : tensor<16x64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_64_16_torch.float32_1> : tensor<64x16xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_2> : tensor<16x16xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_48_16_torch.float32_1> : tensor<48x16xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_16_64_torch.float32> : tensor<16x64xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_64_16_torch.float32> : tensor<64x16xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_1> : tensor<16x16xf32>
    %cst_32 = arith.constant 0xFFF0000000000000 : f64
    %cst_33 = arith.constant 0.59460355750136051 : f64
    %cst_34 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_48_16_torch.float32> : tensor<48x16xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_38 = arith.constant 1.000000e-05 : f64
    %cst_39 = arith.constant dense_resource<torch_tensor_16_16_torch.float32> : tensor<16x16xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_97_16_torch.float32> : tensor<97x16xf32>
    %cst_41 = arith.constant 1.600000e+01 : f64
    %cst_42 = arith.constant 1.600000e+01 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_43 = arith.constant dense_resource<torch_tensor_16_torch.int64> : tensor<16xi64>
    %0 = tensor.empty() : tensor<1x16x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %181 = arith.index_cast %in : i64 to index
      %182 = linalg.index 2 : index
      %183 = arith.cmpi slt, %181, %c97 : index
      cf.assert %183, "index must be smaller than dim size"
      %184 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %184, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_40[%181, %182] : tensor<97x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x16xf32>
    %2 = tensor.empty() : tensor<16x16xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_43 : tensor<16xi64>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %181 = arith.index_cast %in : i64 to index
      %182 = linalg.index 1 : index
      %183 = arith.cmpi slt, %181, %c16 : index
      cf.assert %183, "index must be smaller than dim size"
      %184 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %184, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_39[%181, %182] : tensor<16x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<1x16x16xf32>, tensor<16x16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %5 = tensor.empty() : tensor<1x16x16xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x16x16xf32>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %7 = tensor.empty() : tensor<1x16x1xf64>
    %8 = linalg.fill ins(%cst : f64) outs(%7 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<1x16x16xf64>, tensor<1x16x1xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.subf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<1x16x16xf64>, tensor<1x16x16xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.mulf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %15 = tensor.empty() : tensor<1x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x16x1xf64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %17 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x16x16xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_42 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_38 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %19 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.subf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst_37 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %cst_36 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %collapsed = tensor.collapse_shape %25 [[0, 1], [2]] : tensor<1x16x16xf32> into tensor<16x16xf32>
    %26 = tensor.empty() : tensor<16x48xf32>
    %transposed = linalg.transpose ins(%cst_35 : tensor<48x16xf32>) outs(%26 : tensor<16x48xf32>) permutation = [1, 0] 
    %27 = linalg.fill ins(%cst_0 : f32) outs(%26 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %28 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x48xf32>) outs(%27 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %29 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_34 : tensor<48xf32>) outs(%26 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%28, %29 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%26 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<16x48xf32>
    %expanded = tensor.expand_shape %30 [[0, 1], [2]] output_shape [1, 16, 48] : tensor<16x48xf32> into tensor<1x16x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<1x16x48xf32> to tensor<1x16x16xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded[0, 0, 16] [1, 16, 16] [1, 1, 1] : tensor<1x16x48xf32> to tensor<1x16x16xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded[0, 0, 32] [1, 16, 16] [1, 1, 1] : tensor<1x16x48xf32> to tensor<1x16x16xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
    %31 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<1x16x2x8xf32>) outs(%31 : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
    %expanded_49 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x16x2x8xf32>) outs(%31 : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %32 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_47 : tensor<1x2x16x8xf32>) outs(%31 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_33 : f64 to f32
      %182 = arith.mulf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x8xf32>
    %33 = tensor.empty() : tensor<16xi64>
    %34 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%33 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %181 = linalg.index 0 : index
      %182 = arith.index_cast %181 : index to i64
      linalg.yield %182 : i64
    } -> tensor<16xi64>
    %expanded_51 = tensor.expand_shape %34 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_52 = tensor.expand_shape %34 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %35 = tensor.empty() : tensor<16x16xi64>
    %36 = linalg.generic {indexing_maps = [#map10, #map11, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_51, %expanded_52 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%35 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_103: i64, %out: i64):
      %181 = arith.subi %in, %in_103 : i64
      linalg.yield %181 : i64
    } -> tensor<16x16xi64>
    %37 = tensor.empty() : tensor<16x16xi1>
    %38 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x16xi64>) outs(%37 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %181 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %181 : i1
    } -> tensor<16x16xi1>
    %39 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_9 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%37 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_103: i1, %out: i1):
      %181 = arith.andi %in, %in_103 : i1
      linalg.yield %181 : i1
    } -> tensor<16x16xi1>
    %40 = linalg.generic {indexing_maps = [#map3, #map12, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_7, %cst_8 : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_103: f32, %in_104: f32, %out: f32):
      %181 = arith.select %in, %in_103, %in_104 : f32
      linalg.yield %181 : f32
    } -> tensor<16x16xf32>
    %41 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_53 = linalg.transpose ins(%expanded_48 : tensor<1x16x2x8xf32>) outs(%41 : tensor<1x2x8x16xf32>) permutation = [0, 2, 3, 1] 
    %42 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<1x2x8x16xf32>) outs(%41 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_33 : f64 to f32
      %182 = arith.mulf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x8x16xf32>
    %collapsed_54 = tensor.collapse_shape %32 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %collapsed_55 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %43 = tensor.empty() : tensor<2x16x16xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %45 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<2x16x8xf32>, tensor<2x8x16xf32>) outs(%44 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_56 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %46 = tensor.empty() : tensor<1x2x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %40 : tensor<1x2x16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %48 = tensor.empty() : tensor<1x2x16xi64>
    %49 = linalg.fill ins(%c0_i64 : i64) outs(%48 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %50 = tensor.empty() : tensor<1x2x16xf32>
    %51 = linalg.fill ins(%cst_1 : f32) outs(%50 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %52:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<1x2x16x16xf32>) outs(%51, %49 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_103: i64):
      %181 = linalg.index 3 : index
      %182 = arith.index_cast %181 : index to i64
      %183 = arith.maximumf %in, %out : f32
      %184 = arith.cmpf ogt, %in, %out : f32
      %185 = arith.select %184, %182, %out_103 : i64
      linalg.yield %183, %185 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_57 = tensor.expand_shape %52#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_57 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.subf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x2x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.exp %in : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %55 = tensor.empty() : tensor<1x2x16x1xf32>
    %56 = linalg.fill ins(%cst_0 : f32) outs(%55 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x2x16x16xf32>) outs(%56 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x1xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.divf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %59 = tensor.empty() : tensor<1x2x16x16xi1>
    %60 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x2x16x16xf32>) outs(%59 : tensor<1x2x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %181 = arith.extf %in : f32 to f64
      %182 = arith.cmpf oeq, %181, %cst_32 : f64
      linalg.yield %182 : i1
    } -> tensor<1x2x16x16xi1>
    %61 = tensor.empty() : tensor<1x2x16x1xi1>
    %62 = linalg.fill ins(%true : i1) outs(%61 : tensor<1x2x16x1xi1>) -> tensor<1x2x16x1xi1>
    %63 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<1x2x16x16xi1>) outs(%62 : tensor<1x2x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %181 = arith.andi %in, %out : i1
      linalg.yield %181 : i1
    } -> tensor<1x2x16x1xi1>
    %64 = linalg.generic {indexing_maps = [#map15, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_6, %58 : tensor<1x2x16x1xi1>, tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: i1, %in_103: f32, %in_104: f32, %out: f32):
      %181 = arith.select %in, %in_103, %in_104 : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_58 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %65 = tensor.empty() : tensor<2x16x8xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %67 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<2x16x16xf32>, tensor<2x16x8xf32>) outs(%66 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %expanded_60 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [1, 2, 16, 8] : tensor<2x16x8xf32> into tensor<1x2x16x8xf32>
    %68 = tensor.empty() : tensor<1x16x2x8xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<1x2x16x8xf32>) outs(%68 : tensor<1x16x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_62 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<1x16x2x8xf32> into tensor<16x16xf32>
    %transposed_63 = linalg.transpose ins(%cst_31 : tensor<16x16xf32>) outs(%2 : tensor<16x16xf32>) permutation = [1, 0] 
    %69 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %70 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_30 : tensor<16xf32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%70, %71 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<16x16xf32>
    %expanded_64 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [1, 16, 16] : tensor<16x16xf32> into tensor<1x16x16xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %expanded_64 : tensor<1x16x16xf32>, tensor<1x16x16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x16x16xf32>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %76 : tensor<1x16x16xf64>, tensor<1x16x1xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.subf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %77 : tensor<1x16x16xf64>, tensor<1x16x16xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.mulf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x16x1xf64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x16x16xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_42 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_38 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %83 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.subf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %85 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %cst_29 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %cst_28 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %collapsed_65 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<1x16x16xf32> into tensor<16x16xf32>
    %90 = tensor.empty() : tensor<16x64xf32>
    %transposed_66 = linalg.transpose ins(%cst_27 : tensor<64x16xf32>) outs(%90 : tensor<16x64xf32>) permutation = [1, 0] 
    %91 = linalg.fill ins(%cst_0 : f32) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %92 = linalg.matmul ins(%collapsed_65, %transposed_66 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92, %93 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<16x64xf32>
    %expanded_67 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %95 = tensor.empty() : tensor<1x16x64xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<1x16x64xf32>) outs(%95 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.fpowi %in, %c3_i64 : f32, i64
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = arith.addf %in, %182 : f32
      %184 = arith.mulf %183, %cst_3 : f32
      %185 = math.tanh %184 : f32
      %186 = arith.addf %185, %cst_4 : f32
      %187 = arith.mulf %186, %cst_5 : f32
      %188 = arith.mulf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_68 = tensor.collapse_shape %96 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %97 = tensor.empty() : tensor<64x16xf32>
    %transposed_69 = linalg.transpose ins(%cst_25 : tensor<16x64xf32>) outs(%97 : tensor<64x16xf32>) permutation = [1, 0] 
    %98 = linalg.matmul ins(%collapsed_68, %transposed_69 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_24 : tensor<16xf32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %99 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<16x16xf32>
    %expanded_70 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [1, 16, 16] : tensor<16x16xf32> into tensor<1x16x16xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %expanded_70 : tensor<1x16x16xf32>, tensor<1x16x16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x16x16xf32>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<1x16x16xf64>, tensor<1x16x1xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.subf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %105 : tensor<1x16x16xf64>, tensor<1x16x16xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.mulf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x16x1xf64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<1x16x16xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_42 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_38 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %111 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.subf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %113 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %cst_23 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %cst_22 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %collapsed_71 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<1x16x16xf32> into tensor<16x16xf32>
    %transposed_72 = linalg.transpose ins(%cst_21 : tensor<48x16xf32>) outs(%26 : tensor<16x48xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_71, %transposed_72 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%27 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %119 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_20 : tensor<48xf32>) outs(%26 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%26 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<16x48xf32>
    %expanded_73 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [1, 16, 48] : tensor<16x48xf32> into tensor<1x16x48xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_73[0, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<1x16x48xf32> to tensor<1x16x16xf32>
    %extracted_slice_75 = tensor.extract_slice %expanded_73[0, 0, 16] [1, 16, 16] [1, 1, 1] : tensor<1x16x48xf32> to tensor<1x16x16xf32>
    %extracted_slice_76 = tensor.extract_slice %expanded_73[0, 0, 32] [1, 16, 16] [1, 1, 1] : tensor<1x16x48xf32> to tensor<1x16x16xf32>
    %expanded_77 = tensor.expand_shape %extracted_slice_74 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<1x16x2x8xf32>) outs(%31 : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_79 = tensor.expand_shape %extracted_slice_75 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
    %expanded_80 = tensor.expand_shape %extracted_slice_76 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
    %transposed_81 = linalg.transpose ins(%expanded_80 : tensor<1x16x2x8xf32>) outs(%31 : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %121 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_78 : tensor<1x2x16x8xf32>) outs(%31 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_33 : f64 to f32
      %182 = arith.mulf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x8xf32>
    %transposed_82 = linalg.transpose ins(%expanded_79 : tensor<1x16x2x8xf32>) outs(%41 : tensor<1x2x8x16xf32>) permutation = [0, 2, 3, 1] 
    %122 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_82 : tensor<1x2x8x16xf32>) outs(%41 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_33 : f64 to f32
      %182 = arith.mulf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x8x16xf32>
    %collapsed_83 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %collapsed_84 = tensor.collapse_shape %122 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %123 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<2x16x8xf32>, tensor<2x8x16xf32>) outs(%44 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_85 = tensor.expand_shape %123 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %124 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_85, %40 : tensor<1x2x16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %125:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x2x16x16xf32>) outs(%51, %49 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_103: i64):
      %181 = linalg.index 3 : index
      %182 = arith.index_cast %181 : index to i64
      %183 = arith.maximumf %in, %out : f32
      %184 = arith.cmpf ogt, %in, %out : f32
      %185 = arith.select %184, %182, %out_103 : i64
      linalg.yield %183, %185 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_86 = tensor.expand_shape %125#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_86 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.subf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %127 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x2x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.exp %in : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %128 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<1x2x16x16xf32>) outs(%56 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %128 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.divf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %130 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x2x16x16xf32>) outs(%59 : tensor<1x2x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %181 = arith.extf %in : f32 to f64
      %182 = arith.cmpf oeq, %181, %cst_32 : f64
      linalg.yield %182 : i1
    } -> tensor<1x2x16x16xi1>
    %131 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<1x2x16x16xi1>) outs(%62 : tensor<1x2x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %181 = arith.andi %in, %out : i1
      linalg.yield %181 : i1
    } -> tensor<1x2x16x1xi1>
    %132 = linalg.generic {indexing_maps = [#map15, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %cst_6, %129 : tensor<1x2x16x1xi1>, tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: i1, %in_103: f32, %in_104: f32, %out: f32):
      %181 = arith.select %in, %in_103, %in_104 : f32
      linalg.yield %181 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_87 = tensor.collapse_shape %132 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_88 = tensor.collapse_shape %transposed_81 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %133 = linalg.batch_matmul ins(%collapsed_87, %collapsed_88 : tensor<2x16x16xf32>, tensor<2x16x8xf32>) outs(%66 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %expanded_89 = tensor.expand_shape %133 [[0, 1], [2], [3]] output_shape [1, 2, 16, 8] : tensor<2x16x8xf32> into tensor<1x2x16x8xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<1x2x16x8xf32>) outs(%68 : tensor<1x16x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0, 1], [2, 3]] : tensor<1x16x2x8xf32> into tensor<16x16xf32>
    %transposed_92 = linalg.transpose ins(%cst_19 : tensor<16x16xf32>) outs(%2 : tensor<16x16xf32>) permutation = [1, 0] 
    %134 = linalg.matmul ins(%collapsed_91, %transposed_92 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %135 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_18 : tensor<16xf32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%134, %135 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<16x16xf32>
    %expanded_93 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [1, 16, 16] : tensor<16x16xf32> into tensor<1x16x16xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %expanded_93 : tensor<1x16x16xf32>, tensor<1x16x16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x16x16xf32>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %140 : tensor<1x16x16xf64>, tensor<1x16x1xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.subf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %141 : tensor<1x16x16xf64>, tensor<1x16x16xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.mulf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x16x1xf64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<1x16x16xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_42 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_38 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %147 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.subf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %149 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %cst_17 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %cst_16 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %collapsed_94 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<1x16x16xf32> into tensor<16x16xf32>
    %transposed_95 = linalg.transpose ins(%cst_15 : tensor<64x16xf32>) outs(%90 : tensor<16x64xf32>) permutation = [1, 0] 
    %154 = linalg.matmul ins(%collapsed_94, %transposed_95 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %155 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_14 : tensor<64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %156 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%154, %155 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%90 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<16x64xf32>
    %expanded_96 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<1x16x64xf32>) outs(%95 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.fpowi %in, %c3_i64 : f32, i64
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = arith.addf %in, %182 : f32
      %184 = arith.mulf %183, %cst_3 : f32
      %185 = math.tanh %184 : f32
      %186 = arith.addf %185, %cst_4 : f32
      %187 = arith.mulf %186, %cst_5 : f32
      %188 = arith.mulf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_97 = tensor.collapse_shape %157 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_98 = linalg.transpose ins(%cst_13 : tensor<16x64xf32>) outs(%97 : tensor<64x16xf32>) permutation = [1, 0] 
    %158 = linalg.matmul ins(%collapsed_97, %transposed_98 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %159 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_12 : tensor<16xf32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %160 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%158, %159 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<16x16xf32>
    %expanded_99 = tensor.expand_shape %160 [[0, 1], [2]] output_shape [1, 16, 16] : tensor<16x16xf32> into tensor<1x16x16xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %expanded_99 : tensor<1x16x16xf32>, tensor<1x16x16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x16x16xf32>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %164 : tensor<1x16x16xf64>, tensor<1x16x1xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.subf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %165 : tensor<1x16x16xf64>, tensor<1x16x16xf64>) outs(%5 : tensor<1x16x16xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %181 = arith.mulf %in, %in_103 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x16xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<1x16x16xf64>) outs(%8 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x16x1xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_41 : f64
      linalg.yield %181 : f64
    } -> tensor<1x16x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x16x1xf64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<1x16x16xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_42 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_38 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x16x1xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %171 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.subf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<1x16x16xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %cst_11 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.mulf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %cst_10 : tensor<1x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %181 = arith.addf %in, %in_103 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x16xf32>
    %178 = tensor.empty() : tensor<16x97xf32>
    %transposed_100 = linalg.transpose ins(%cst_40 : tensor<97x16xf32>) outs(%178 : tensor<16x97xf32>) permutation = [1, 0] 
    %collapsed_101 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<1x16x16xf32> into tensor<16x16xf32>
    %179 = linalg.fill ins(%cst_0 : f32) outs(%178 : tensor<16x97xf32>) -> tensor<16x97xf32>
    %180 = linalg.matmul ins(%collapsed_101, %transposed_100 : tensor<16x16xf32>, tensor<16x97xf32>) outs(%179 : tensor<16x97xf32>) -> tensor<16x97xf32>
    %expanded_102 = tensor.expand_shape %180 [[0, 1], [2]] output_shape [1, 16, 97] : tensor<16x97xf32> into tensor<1x16x97xf32>
    return %expanded_102 : tensor<1x16x97xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32_13: "0x040000008026F6BC29780C3E71599F3DEB9E923DA5AB4F3EAD6B9CBDA0B0FE3C87502DBE0ECC033E3464213E0313863D2A992ABEB940B13A2D9291BDE1B1BEBD05D59C3E",
      torch_tensor_16_torch.float32_12: "0x040000000AAD5BBD8F3BBF3CE6B8ADBDA522E93D11721F3D794B9CBD0823283D666019BD78F592BD7A0D1C3E17CE40BE7CDC3FBDDFE48ABD60FBB83DB735F53C6008E3BD",
      torch_tensor_16_torch.float32_11: "0x04000000EE67473BAD6F06BE457EDABD149B27BC9E33A6BDBE952FBD349606BE3686BABDD355113EA7E3883BBF67783E8BE396BDB7BBB83DC3108EBC23F131BE3B68733D",
      torch_tensor_16_64_torch.float32_1: "0x040000002F1D99BDCB0F563EEA63663D774C91BD0E068DBDEAE29DBDFB2504BEEFF1F3BDE25C3C3E1D6123BE735FC73D5D6E633D5BE96DBD2809C03CCF0F0EBCDBB5B83C23A2473DCF2A293EA5E5FC3CC39DDDBD6BA2103E3BEAEF3D9B67E13CCDCDE6BDD323953D673B37BD8EC4353ED346E7BD6796AEBC600CF13DA8A963BD2B3C6FBDFE8F35BE4FF6A53ED7EE2F3D7076273D89D322BEABDC3E3E8B17B93C39841CBD89A5913E33B436BC49D80BBC67DB1B3E9599B0BD575B323DE027BABC8864F73C2BA843BC6D2EFA3D1F39AE3D901B603EEA92213E138625BE23609F3C3081B8BCAFF4EBBD1846E0BCBB24353E4AAF96BDF8DE453DFA96F9BD3F5D393EFF30CD3CC5A690BD53B0E7BCB19F9EBD6C89AB3D6F171F3E4B80CFBD43A8B7BD5F6399BDCB8B443EDDB655BE85803E3E0B9B33BE2B07E73D5AC3DB3D8F3484BDE0D2A63DC7F4E4BCBE6F453D9DE987BD5D0A023D98520C3EFED19C3D93A9733DE88557BECAB1673CAC8D0B3E671CA8BDD53692BDF99E483D933EC43DFA708BBD3FCD1F3D3F609F3CC26FEE3D736245BE472A36BE403AB43DC0B65C3C064E973D1895EDBD67379EBC637B223E703A923D4AF3CDBDC89C88BEF60D02BE7F52B0BC9AEC5DBD638520BD4901893D6ADF9ABDB87AE3BDD716CD3C5BC5693CE7EE3CBD38EEF4BD9268873E438844BC9D24293E3F49D9BCF5E4D6BB33E0E83D929EB5BB32EBFD3D88499F3DEDD7B5BD24AF3EBC08947DBC15415F3D959DD3BB92A06CBD721AFD3D1BF313BE687C05BDCD7AE03D9A43D2BC6C88343ABB1405BC8BB8523E77205BBDDD4F3BBE3E3B46BE7769A3BD179323BBEF9114BD2785093E5BBD043D93BD55BD0487C8BDED7BA9BDE0D63C3D3355D1BC85EC023D67A6E83DCACB17BD77592CBCE06217BE00F5BF3D1A4824BD8B89B8BD8B1DAF3B730B5A3D09A7963D3855A6BD858E31BE2D2C783C12CB353EFD8E8E3DBDDED9BCCF8A923C31A1B53D5C29BD3DC79FB5BD27D98E3DE3F4473E594B20BDA2747BBD4639AEBD638A583C35B0BA3D1B66ADBCEFDA41BD8579FF3CA3CEEBBD095CB13D5A8323BE6B45B33DD73E7E3D3C55AA3DD2727BBE6DBECEBD77B808BD80BA303E2B9D8A3DEB0943BE52CA6F3A97EEBD3D7BC23EBD36F5B5BC17706E3D9FEE87BD2767A03E9DD6DEBD3739A03D728C7FBD33DF963C5F30DC3DE3A735BDDF7AB13C05ACDC3C0B699CBDD536CDBD736C0F3EB421173E73908A3D866B44BE7DB66EBCF3A095BD874948BCE039EDBD1842823D4D80913D3D60DD3DBFBC163EFA5EE6BD4D89553E9B04F53D22DB203D320C0CBE23781E3BEA3904BE1747B3BDCD2BD6BD008835BD3F51F4BD8FC9A1BDE6962B3EE6AC4ABBD696B83C497E88BD8FD3E63D0E308B3D33EE07BDF59445BD330889BDB3ED8BBD9B1D863DD3BBFEBD10C309BE171C30BEADA4253DF2055D3DE0D4483DEEDB31BDC7BA333D70BD2FBE4E29863D6719F93CB0EB1FBDE7C65FBDD7D826BE4894E1BD49F4153E4A8467BD4AA3493CEC063E3D83BD3B3D5FF108BE7D9AE9BDD0A8D8BC337A723DD33A7E3D68FDB4BD0EF99E3DCD62DBBDE75BC5BD52B6FABC1F1C0C3E21211ABD2728A5BD9316BFBC5092743DA060F13CBAFCE83D58F8643E83D18ABC833EFEBDEBD6DA3DE018883C49C54B3DF2FB06BE18A9B23DC75466BD8D3862BD6C811A3DCB005C3DB303DF3C86B53DBA47795D3C9DBA4D3DC363A33CB7EC37BDE80014BCCB86473B035CE03C1A070A3EC7E1833C08C973BD175DB03DC0E964BBBEB844BD35B1E83CC550FC3DF74314BD6364BB3C7D86F93C75E0D43D4B2AF0BCCD25D43D03AAB9BD390240BDFD175C3D8823D5BCF3EF1CBE22DC27BE123A3ABC070B803CB72F553D8704473E3DA0D1BCE2236BBC635CD8BDF36C123E1968B0BDBFECFCBDD64783BE6EA7CC3DABAB5D3CE0E0633DF197A33CB06CD8BDAB71CB3C9E210EBD77BEF0BC6A0B72394F63523DC8683EBE4AF66CBD73B3F3BB7FAF443C08089ABC8CFE053D73840A3DB3BF5E39EB6FC53D0661C63D737ADC3C2FCF43BD7CA8243DBA777B3DC58FD13DD80F6EBDDBD7F6BC86DE213CFAA261BB8147C7BC9FC9303E0F7699BDF9CC36BC259601BEABD280BD54C20FBE4F9388BA0A1A0DBD1385833DC5F0BCBB37A78DBC79BB903D8F0C3F3C2AE678BD68FE2EBCA78F7FBEA6C2303C7B831CBE6353083ECA4315BE086A1FBEDAE35DBD2685423CCF52823DA2037ABD6D60E93D4A9368BC1623313C5656063E000956BE955A553D479F923C94D9AB3D1313DABDF7E092BD064839BD4C4703BE83F0FEBAA5C4CDBCB9613A3C681C30BE5FFC03BE33649FBDA0B63C3E8BBDDC3C8C5D433EEB7397BC5AA57D3E09521EBC9740873E69BC033EEE97CB3D1714EDBC177015BBDF1EC83C130FA3BC6BA727BD6FB5593D03E3853DD3C9873D2A9AB1BC55161E3D1AD07CBDA31F5CBCC768C5BD554FC23DDE13A73D0AC61DBE253B21BC9FC1233EC4DF8B3C27C1CBBD339E92BD4B42483DC78489BD73E769BD2FCD0C3D55B201BC5F130ABD9D36CD3D3B79A0BD0373E4BD14581DBE75C6C83DB790403E03E51A3B21E602BE581EB63DAB5C573D0399703DE8D2123ED785A1BD98B1DCBCB67C133E2C4B163E20FBD4BDE3D5B83DDF72693CBF762CBD236C84BB3775C03D2A2904BD09A242BDAD62B03D73F1BF3D88AE78BD3B4E88BC881A29BEC24ECD3AD9F6A03D72AD1ABD604DBCBDB2E468BDE5E9BDBD2B579A3DC6BD01BE63AFBBBD8E52C03D1D99563DCC69B3BDF83F1ABE60131BBD830269BDC305443EF39BE2BB40F652BD5691903C1B7C883D6AA3733D736C223E53D8D03CB77C5A3CBBFA3A3D237C803DC1F6293E2EF998BDD3FF47BD4FCB6EBDBE058D3D4A4D6A3D43C1CDBCD0172DBD95A1AB3C42950A3EBB9E363DE74C36BDC8EE25BE8B76E9BC3CFB1E3E1F81A63EFEE4443E6DC0A3BD8D0B7F3DCA38973D49749B3DEC16403DB47B9DBD9E2991BDAA605F3D8298F6BC10601BBDC0DFB0BD95B11ABBEDEC37BE5082783ED66A863B23D29E3A30AD703D51398B3D308A3FBE8A13F33D1871793D8DAD963D8A829BBD4F00A3BC4BC1843E43B1ACBDEF5A1D3EAB7507BE6D32BA3DD9D800BED2EAF63D0BEF7E3C7F8886BD92B3DEBCD38C58BC30524D3D46650F3D8783F8BD5C2221BD4AB10C3D971101BC8B86A7BD3731423D67CC1ABEA04ED13DE9B001BD0E63973CE490C23D529951BDFA0C9B3DC340E83DFCC3C3BDB7B67ABD81CE2A3CE268FABD1298D03C2730873D87B8C0BDCE99403E7B6B4E3AC8248FBCDB9342BBB23F1F3D1E3826BE83D5CDBDCA78A8BDE05493BE612787BD850EC43C44E0BBBD75E8C9BD2BF2033E61279FBDEA8692BDF7A4CABC9AA5883DCB27D23CD82631BDA30465BC77F49EBD6FC2FB3B034DD33ECD48E4BDDB280CBDCFE01D3E6E34453E65B3C0BD1210F6BC03D714BE8A65D5BCD7EF353EF7C01EBDD67C98BCD32F15BE3F04253EF7DE4F3DB9CFB8BCCBE2E43DFBA146BCBF68043D48D819BE54B50C3D496B9C3D9B85E1BAA3DA00BD0D96D2BD3485273D031A27BDF85E24BEEA5B86BD7A5B333C63C65EBD92C57BBD30E9CEBDDD3A83BC83C3A1BC281D66BECCD28CBDCD9090BC0CAF303EF9C9C4398DA9E83D487263BDE5EC733C973B623ED3C259BE2A1624BD79E306BE1F8CC13D129B8B3D308E0A3E3CAAC1BDF48C893D391B84BDC84CE93C51F229BD137AB03C171670BDE0710BBEC682973C35E773BDF1951DBEA02B76BD650F153EE0EA343B25A889BD3F71123D0F3535BC28FC2CBE628D32BEAB28873DE7060C3D721F01BE4B54A23D87FDEE3C3043A33E636B0C3E79862B3BF5808D3DE301673EA12D443CD20AE03DBC97133D5B39CB3CF8C5033DB67D013E5F52473D8F43A2BD82EBDF3DF7C3063E79E103BEC17E123EF4000B3E10E767BDE24AF23D9A97543EE9580C3E0F9C203EB198113D27F260BD7A208A3DB6CD44BE9B1FC33D41F723BE79C092BC5B2CB03C0A0EA2BDFBB991BD5CE781BC27E349BDBA241B3E47DF90BCEF2177BE330F393E2208563DA62015BE3B61B63D7D8EF63D62E0A63D489DB83D061ABC3D1F82B33C78380A3E772CF53B73A183BDF2AEEC3D37F9EBBDA834E73DB843F73D37082ABDBF7D143CC0A0A13C6279E6BDFF56913D005F493C75DFC7BCE5AD89BC4B1C973DEF16A6BCFA72323D4228513DC2C5563D349684BD077E40BE403E5CBD57B7923DE5E927BE5DAA7CBDF6241FBD8ADA69BD9F9A16BEDC9426BCA1F0063D22F6A23C1A04C8BDBB7EF7BD9B2352BDF1464B3EA4BA063E420B3ABEF70863BE54D53D3E86C31BBDC3A31A3C6E8DC03B402FDDBCE81F023EC9D301BECE55B8BD931011BE7AC2933C47D5793C7959933C224214BE2773333EB55185BCEF5BD63DE234A2BD38524CBD0731B7BC12956FBE33DD4DBE79491FBE6208D0BD13C9C8BDD207643C01761ABECE1941BDBFE8CD3C000234BDC0705FBBF10F39BAED97F1BA0B0F173DB0F8D13C1D660BBE0DC1F73B0076AF3D9DE0D73DF49FB9BDB8AFFBBD7781053D770476BE203BEF3C2FF27F3D734D3A3EB00EAC3C35F6453E54BB9F3DE558E83DBDEBDBBCF27315BD820D8EBD458AA5BC80163D3D2F1D92BD93D06C3D706FE8BDA06F27BEFE5600BED076E6BD11FA30BE27F822BE61603BBEC216E03D58D2DDBD805717BE856C2CBBB35E183E4FE6AE3C2AAA28BEAEE845BEB7A6AFBCF8E6283CBB17F6BD88D73B3EBAEFEF3CA3CBC9BDB81835BDFD3CC4BC5A28DB3D3ABD213C232E113DB43A473DD503593E6715CE3D02C4033E162E8ABE9814563D88B5ACBD2B2A503D0BB417BD0683B2BDBD3A11BE77174DBD9399903DE335623DB035353EF7AF903D0F488FBC627F4EBDC7531BBC5789123E6830123D5B7E70BDF728B0BDAD16E0BDE550FE3D4BE476BD7DAF5A3D474408BD0305003D974D393CB57B04BE5EB0AABDE0F946BAD75B773D45F4AB3D8CFCADBD52D6CCBDF70056BD0EE989BD3AD4C3BDF8991ABE9076A0BCFABAF43C090D44BDCFF6013EA0462ABD0A8E593C25CEA3BBFF74BBBD4A6B1D3C90F5D13AC536933DD0AC2C3C73D3B8BC70F5F33C804F17BC4786993D82DCFFBCB48082BDC302B23DCFC2A6BD4BCD0BBDCD4C073B3EF68F3DEFCACC3AFAB1DABD54B3993D877932BDAC0B2DBE1FB2183CD09765BD3A706A3D38E44E3E8CD1973BA0738DBD200EFBBD69AC32BD1E81A93DCBF8BD3DB9C9AC3D9F979B3CD65329BE986A04BE4D76943D693D4ABD65B90DBDC532C03CC4371FBE22CC7DBDFFEC9CBBFA8276BD5715E53DED1CFBBD8935C8BDB2D7CF3DE357B3BC347E02BECF133FBD255281BD43FB1DBE400CD0BC75CC863D5E10023D219241BC179F92BD893A0B3E5F55143EFAC91C3DA2E59CBDE269583E93718E3D876CC73D7BB3273E7A0F393DDC434B3D5CE0B7BB87642FBDDA82BC3DAA25D13DA9150F3ECA3753BEF7D180BDCED813BE6763853D4CA5223D9728D7BC97D792BDE482353D508BA63D0D2E193EC0C2DFBDFEA9093E0F95B3BD6BF5EDBD2D3CEB3DDF3D73BD250ACE3D3865893DF36C40BC75CF15BD3EC79B3D12B3753D1E2608BD5DC6D0BD801B10BBE7C587BD301E023E3A79E5BDA32BA7BC9A76A8BD0080A83DCD5E2BBEF7ECA03DF7FBC0BC794F2E3E05FE493E7057F43CCF808BBCCA3D883DEDA4823D0B51D13B1F61013D52A2BE3C4F3CD23C1733B7380AC2823D05EADFBD6F83C03D480139BD1D630EBEAF0CA9BBC859793D477965BDB769E53C9D48DFBDD20B32BDD44A393EC09C0CBE8C8712BC7D07B93B",
      torch_tensor_64_torch.float32_1: "0x04000000CFA5FD3D87E11F3E97BA00BE1A6A1ABDEA588BBD3B7381BD2B3CAE3DA51BEDBBB7AF2A3E9598713DBE9A0A3E6A7E7BBCA37239BD64850E3ED73D8CBD27BF7B3DF3CBDABDB2F8F63D72CCDB3D7317CBBD5A36B43C653FF7BD606D7BBDEAF1583E23B69B3B568844BE15C847BB9786143CD229613ED3BF5DBD47072F3E6B808B3E92043F3BC3AF9E3D434B23BE984E3BBDB5A8A6BC43D70CBE5D06E43DAF6F77BD6F841CBBB7CE9B3DE890EABC7744DA3C1A23DDBD7ADB10BD184B92BD423E3B3E726CF1BDF274543E85E86EBDE4CF9A3A2853B93D00D422BE4D265C3E6415C63B1253963C1D06CA3DF74E3DBEF79A86BDC4D41FBDBAF1273E4650983D907F22BE",
      torch_tensor_64_16_torch.float32_1: "0x04000000F7FF603DD6A2813C0E0A34BE4B07AFBDCD7B733EC3AE4CBE78D1EB3D1377CEBC73A7C9BD6795293D86D609BC097C0F3D2A01543DF0C0D2BD5F9B453E0AAB26BE139BB8BD681E863DDFF10A3E05E65B3DC8A7973CAB4FC13DEB71FABDFE3622BCBF04043ECB42E4BD38105C3E13BB543DBFE4573E4F7ED3BC896740BEBE9229BD03AE95BCB37DB2BD306D3FBD3AB1063E8188C2BB4B3B9ABD944F8F3C725DDEBD4A93F93DFBB99EBAB31F13BDCBDB163E81C935BD4B93183DEE7A853DA7CC6A3E8CC6353EE76447BBF4300DBE17C32C3D9DEAA0BD83A951BD6BF7873D45C4663E0A9C4DBEB27FF93DE5123DBC33CC2E3E65A9623C23FB60BCBFACB3BD534D1BBE506E9ABDDB164F3D5225F23D382B003EE811B4BDB27928BD4986C23D5D2DE53C80DCFE3D74F0073EC649A43D5E6030BDE88A3A3D86C3B53D67205F3E29F38A3CFE37903DEF9698BDCF981EBE37D53A3EF747FFBCF6A2AC3D2F2C8D3D82A242BD05B1B23D4B1F0B3DED391DBE72FE5DBEDBF6BDBC688C3E3D51C3893DD728343EEA0978BDF596C23C4FD2E13CFE818CBBE099C0BD735BE5BD2057E6BA7AE72CBE337B52BC7451823D88754FBE6A5A54BD846E03BEECF3473D0316223E271C4ABB36F00FBEB9630C3CBA8240BD3AE4C83D8FC285BD3755C33D4A12DE3D3BCB7C3ED7332DBD09EB063DD31CAD3D035D1ABDFF96C83DC5C955BD0C071BBDDE2647BED5A6913D108E42BE1F2928BD9D13EE3D971692BCFB9504BE8E741EBD98E541BCEF9073BD2B48B4BDFB64133D0B98BA3D04351EBE9F9DEABC15B2F43D5AF84EBDB48D113CCAB6F63D53C0323EDF318F3DFD6D56BD7D0C3ABBD2CC4E3EE34407BC6AC7C6BBF0C8333D1A606F3D3BF1363D15FFD83CF7E0BF3D72A920BE4E343A3E7929AB3D5A95593C8CDB2ABDA529943D1C3C4ABD1A015BBD5807CEBDEC3514BD340F13BA01522C3E437D113DC8A6233E6105C83D50884CBDD720F83D7D31FB3D83FB933D1B638DBDF39E1B3A4A2F3B3C43F54BBDE7803CBC7ECA213DEF54C53D0B19DB3DC892F3BDF475083E98C3643D934D8A3C151D3D3D304DC2BCAB815D3D3F108CBD29E906BE561C1B3ECA0E53BD8D66703D16F50D3DD7332F3E822C96BDAF4CFFBC433A22BD47ECDA3C5766CFBC3743023E9AE409BDDF83693E111FAFBD40B1753D5759613D5B0A123DCE4CBFBD6DE2B43DC3ADB0BDB5FB1E3E666184BE6AEEA5BDE62F063DCDF3D23CA29369BDE0F61A3E33B040BA3746A8BC143A32BDB1234C3E359C73BDC0D7ABBDE956B5BDD775A33C0DB0C8BD8FF72ABBF3E7FEBD382507BD46F12B3C380AA7BDCEA596BD1352E73DC6AAC1BDE285E6BDF3430CBE6D3BACBD73B7643D143B40BC5DA88F3D1BCA36BDE8C6D9BBE303093D4466293D8014523C8A184F3E72C6973DD5FA2B3E1BAD22BD74A6133CC9308E3D45A37CBD1F6E81BDD33F3DBBECC123BD28E0C2BBF3DE8B3E84C8173B5347FEBD705ED43DE6ECB9BD9A542FBE282E0BBD0F9278BEA0B50F3DFBEB3A3DF3E9D33D927284BC675752BDAC66843DF825323D650F013E433421BD6891E4BD4A52683D45E67D3D0AC561BCF763B53DA91A983CC769C63CD13102BDABD7193DF5C7BB3DF8F5D83DB6041ABE9FEE7EBEDBE4B23D4314263B0B1BA1BA3D908C3CEE7C8B3C15418F3D32E626BCB3AAB8BDD8BE91BDF9E8323DEA8F58BDD9590A3EFC683EBDEC979B3C68F3D13DBD870DBE78DCF03DCCD3A1BD00D8753D4DDA64BD9F3147BCBB06933DB459183D50BDF23BD2AD68BD9780E7BD3CB6AD3D083EE13C3BEC0BBD927D993E7723093E1D09AEBC1F6DD4BDEBE0463DEAB8DE3C72B4EE3D6835EE3DA5DDB53D901E06BE6E68B1BC8521C4BDAC1D1D3EB362233EA831E9BDDC3C323D8DCF9F3D782E87BC2D788EBD4BC631BC5633193DBDBC58BDC216F13DA247F6BD412530BD05AF313E4EA835BE3335873D27D5F2BDEFE50F3EF79AE73DE79CCABD206FDB3CC3B6143E4E25063E0217CD3B3E5995BE76E3043E2A4BD2BD9B241FBE6E1021BD3A413C3D035817BE3D59F33D1441113E4D40CDBD1317153C108EEC3C56F12DBDFABAF8BC67F2183CAFA5CFBDAB0259BD24BF993C709F7D3D5D3281BD47E6853DA3A698BC6AB6023D0B0C8D3D0C68143DA2F3813DBBDBBDBDE3A8EEBC9BD0EBBCF09F3D3E69B71ABEB187B7BD17C13B3EAD3616BDEF4A913CD2CA803CCF6247BD2A0BD2BDA6AA103E0307273C3A427EBEF100AF3B7D321CBEEAD6DE3DD71F753E4F3D413DBB1E55BCCB169F3D8EE7B03D95C80EBDD2396C3E2694303DCFA684BC27A203BE4D2F02BC9D86DB3DC824EDBDDF11D4BD33C6BBBC8848023C23AB893DAC4C16BEBF5BB0BDCB6082BBE1283EBE275FCCBDCB069D3D2FDD813C8B4822BE060F193D3D3846BD152D003DF5DBE13DB0D4553D6B68843C5FC8913D52CAA73D1B9CC63D408770BD35BAEE3B47C9CEBD0EF493BD5ACE9D3D2F76803C6FF04ABD95C2F63DAC8582BC60B92E3E0ED3813D2F98633CEF1D97BD4BFB193CDE4941BD98C6DA3D8DE66B3D3AE402BDDD9F11BBA3C601BE726B2F3D9FFEFEBDF2573BBE1682A33D8A2BAB3D58D7223BCFA406BEA396A9BD53941D3C7B189BBB6D5104BEC870603E7B951F3D2D88A13D1357B23DEF2EB53D732EAB3D3BDC8D3D2FEB56BC26DB053D57D4C03D67AA303E09DA14BE4342B43B076495BD936155BD181588BC15F3753CD0F2D2BCD2DBDB3D07D359BD427C663D7B340BBD678324BE0E96153DF33EF9BD1B9F6D3D021AD8BDFEA01CBE17DA873BB074373E4BCF5FBD3F83B33D7C2C973E7707C93D0F60783E575DA6BD73F5D9BD1102C43C7F2C16BDAF1E173E90F56D3CB75E9E3D12AC4D3D8DDB98BD877FAB3D80EF0B3ED26CF43DD68B1FBE5724EBBBCB5E2C3D514B9D3D627C41BA65245E3EB89F8ABD0C87843D487DEF3D74FC39BEEF6C473B036E5B3C587402BEDDBA4E3E79AA15BD44D3C63CA8622E3EAB227DBD9242D0BDB322E3BCFB72113DAB7187BCE2AF253E71BCBD3C591D023DABF0EDBDBA4ADB3DC52B183E200ADEBDDC661B3DC83D70BDC568BE3D398A0BBD74F68ABC34079ABC880E7CBD877C82BEFCF1223D0ABAA03D36D582BD038E50BCE90A043D92895C3EBD55E93D23D97ABE5DD0EE3DE797C33DAF8087BD1696B33DF929C03A1230CFBCED0C973C02C9013E9478823D0FB2C5BB2551F6BD4B3064BDCD30CA3C7B62AFBD95EE673D186B4F3D1DD1CFBCD55874BDBFD55CBD0B443DBD2BC2FE3BDFC3703B3D9B9CBD707FAB3BD65B39BD4ACA973C3150B1BCF827FB3C0A2B803C15417BBB4296D5BCA75F763C1F84D33DC82EC73D539157BD7B0CCB3CC3215E3D2D3C89BD0FA803BEC8B451BDA09D43BB69D726BEB8AF293DD3F57EBE0711513D5758BDBCD31FC3BBFF68F1BCDF34793DEB6E35BDB43A16BDA556673EDFDDB63B4ADF5C3D9250C83D8FF3C13C885F183E68CA253C61EDB53C4C3C8B3DA05A563EACBC8ABC13149A3D767807BD7FC7123E201A15BD1B13953D1B1D05BD8BEBB5BDB13390BDEA32123E833323BDFFAF08BE58BF5E3CA7F5EF3D4380AC3D9F35513E0AC8FCBD362410BE2A0FDEBA500E843E4C82C63D7F352CBEFB4FEDBD83A5DB3DC06592BD474724BCB83C233E17C7DF3BCD25D4BD23BEBBBD7C61B6BD506AD53CBA2E19BEFB2749BDBFB7133CF13046BEDD34E1BC3B3EFB3D3B5D9ABC2BA69FBB43460E3E2A85633C68F1BBBDEF4AF7BD1396953D92027F3DE736763EBD1F683E0FA29CBC8C350F3E5D1E6CBDA6781E396E82003D6A91853CB879CDBD7AEC033ECCD798BC78A87D3C1B8C14BEADED3E3C18AEC7BDAB5769BCE7D7DE3CBE7BBF3C82A8B4BDBF9087BC799E8C3DA257703DBF38FB3BEFF3BEBC234BC03DFBEE763D398E8FBD164D813DB7E500BECBC89DBDA5DA58BE05732FBE1BB6C73DF5BF48BEE0E474BD7FD96C3D133ECABDD518E5BC3B240B3DDF32473E1F45763D42AD1DBD77BB82BD4D6D7EBD3E4EA2BD60DB08BEE793CABC1A8B873E1DDA1B3E0340A83DB375153DD05F16BE2BCA43BD82D312BC9539363CFA95EABCEF8CB4BD1A98FC3DC7D73CBE795136BD69041E3D57833CBD74CE1D3CB766F9BD9C65AF3DC7E05DBD55502B3E8D78DFBD61253EBD92557EBDD306343D10A372BDEBF21D3DC2E56A3D3A91D0BD6FF3D63C72AAE43DB45B19BDEDCA693D7B04583A65C043BE0DF8EE3D243B43BDDA42F03DC39E22BE47C6F33BB2B207BD31200E3EE7EC173EC081243DAB3FB53C8A185CBD2D4F333CF3D6DB3C9BE9C0BD73C9F33CB869D8BD124DC13D37638E3EB8BDC6BD7334AD3DA41B033CEBB22ABE9967A4BDAFFB94BE10DD8ABC554539BE8894B33C3D5576BDFA7F4BBD521E343DC75EECBC8515A2BD59991E3E70461D3E3B2BF63D1B9C03BED3611CBE7723ADBD3B7FBFBD0840833DD7D6E13D51D4013EA0B0763DE7B8073D5F4B31BD851D4C3E88E8C33DB8832FBDBD0FF33D8875973DCBC51B3DF3B18A3D90FF813A27D190BDE7F987BDC3F006BE7E6B24BE3E45903AD3FBBA3DEF05A8BDD297A4BDE59F18BDD776F23DE38CA0BC89149BBE83C47EBDA219CEBD8882E0BCBBA11EBEF9E1C3BDF9EE98BD3582F7BC0855A0BDED66FBBDEA897A3DC360393EEE38203D4ACF7F3CBB420D3B170378BD9E40C33D2ACA643C4F7083395C23BE3DDF8503BC842585BEC85266BD4A00753D826BE3BCD3E79CBA38350F3E0B79CEBA484326BB337D0CBECA66CB3D0810883C1FA5A23D35C36B3E8BB1CBBBFDA1073D3AFFBF3D7172013D32AA6A3CEB0C2E3A953001BE6B0A8DBD4131803DA20D94BD7BC2A63C708CDF3DB779053E8302C0BDC2F500BED9D30CBC3DBF533DD3D04CBEC06C6F3C81ED83BDD86EF93C1F47BFBDAC28AFBC52AF593EE05DE3BDF96C8D3DF527C63D37506BBD1F40633E6F29DEBC05AE2F3D131FC9BDD0C0423CBC62AABD5F568B3EB611B83D3334D1BCB760273E1F11C03D9CC242BEED2194BDEB18483D33ACCEBDACE3363E45FDF2BD8B92E3BCCAD5A93DBB7D853D9F73F4BD1C501CBCB597A73D4211AB3D0AFDF23D8633283DB432C4BCBF22C1BC684F9DBCD71EECBB1B50FB3D28FE143D35AFDA3D4B9B973DB1C3BB3C02B5FB3CEFBC14BDBFEA163D42BED53D2AEC6F3D87E5283DCFDCA33A8B6E26BD78B376BD9F06283D485AF2BC7776A2BCB819FE3A7F3EC23CA9EA353E925E6CBBEB2CD53DEDEDDB3D9E9C04BDCFC5943D4F74A73C2CBF46BD7B78BBBDB8CEDB3C4BEBBCBDC10C863DFA8BFBBD95F1DE3C8D02373D6D0145BB53716EBD25E0023E6DFF17BD7D6B9FBDA513093DF2F03DBE33FC983DC31742BDE5F0CDBD01EF903D7DC35B3D00713D3D57A4793DD07A6C3D0389AF3D855693BDDD6829BEC6C28DBD0778C13DC87FEABB1FFF083C642C353E8747663C734307BE72584E3D56292E3E7B6492BD70D0723D4399EC3C30E07A3D5BE25EBC2F0B30BCBDDFF63A278C103D6596E13D7E42B6BDDB6EB43EBD024FBDE2FEC4BCE60749BE5F767E3D6A51E13DBA21D13D4F02473DF3CAE43D52BA88BDB7DF70BB837189BC64BD133DCD4A85BEBD34E53CE850913D2679C2BCBBE3143E9C88B33DD03ECFBD51000D3EB7EB9D3D41E7C2BC727A3FBD4057E03DE29CEABD1D89E6BCCD24EDBCBB96E73B4251903DE7E043BD804FD5BCCF3D59BD68F06D3DCF322D3D0375D13DA69D94BDABE4D6BD4B2B853D12F7933C33B55B3C2BD1FABCD0965E3D9A62BCBD555C54BD1CD4A03D7715C63D3B4FAF3DE271E83D533300BD5864183E9BDC3F3CE345113D",
      torch_tensor_16_torch.float32_10: "0x04000000627D79BE340BA53D065624BE0F0C95BD64FAA43B770B0A3E2104BDBC4F4771BD3C7B2F3E581CE2BC7305303EB8C761BD437EB2BD0FB2A7BDCB78403D78F314BD",
      torch_tensor_16_torch.float32_9: "0x04000000EBD379BDC98F383CAA72853D6391893D09DD01BEC8F80ABECBAAF3BD0775D93D587435BE3C9D8F3CD30D8D3D8CB3483D37F7073E9AC8D83DC7089ABD222F26BE",
      torch_tensor_16_torch.float32_8: "0x040000002B33A2BDABE2BBBD43CA95BDD327E73D4E8634BD28B1F0BCADD6ED3DF55D13BD490514BC2714CDBDC3A6B0BC0C5C993C701FDA3C094A9F3D5C79C1BD1A764DBE",
      torch_tensor_16_16_torch.float32_2: "0x040000008B7EB53CFA4AF93D6573E3BD5245FEBDCFF9853D734E8DBD98EB8AB91733073E1B1FD7BD9CB7AABD701AF8BC6A000ABD1BF4403DCDCC333E7871823E4FB3B3BDEACF17BECEEC2CBDE9A3113E0BB1143CB3447B3EBA45A8BDA1C2C63D5A31BBBCCE5020BDFF21DDBDC8B35B3D29DF413EA3A0A23DBD2EC73D2BA7D3BD63B2823E7B93D6BDE7B9933D26C0333E4F9A7C3D3BF73D3EA7D7983D7A660EBEB71A813E607AC13DDBC4A1BD57CD413DE3561E3D734329BE59F7163DAF85A9BBFF2D21BEEB1B3ABDF7DC0EBE43BD63BD4B19503EF335243D9A4CE43C057B6B3E13D40CBD780C9B3D7A1ED2BDCB41BA3DFA6A3A3EFF703CBB57C5A1BC24E2413D36D144BE4CC197BD8FC0033CD38A243E1DDCD2BD286D033D2A29B63DE3465F3CABB05DBE7EAFC33C4A68E2BD2FDEFFBD574E833DDFE776BDD4A4483EDBFBC43DAD4A52BD188720BD8546DD3CD5406CBDAF99D8BCDD31723DA10888BDBBD2A6BD8A5F943CBB1BF6BD84DC8F3C958DDEBD384BDC3D3B415E3DD33899BB3C851EBD0D6B05BDB7B697BC63CF80BE96AA96BC93C37FBD1F3A8C3D4B5A05BD5B33043E777F8DBD10B4A2BD3157AD3D007F333E7043FBBDF1DA0C3CD996B23DECFE13BEC17A083E951FCBBDAFA0B1BDABBB6B3D92428BBD0F21713CB4B882BD83D5DBBDFB627DBC324A9F3DD905B93C9351873DC5B8223DEAD8743D6CD83DBDDD62F53CEDE4E8BD58B1E23D66EAC3BD00D7FDBC0735FEBCEFFC493D697F093DA90C0C3E27EDD5BA9BB9193D859DE6BD2BFA41BC32921D3D306A8F3C56A2A23DE70B563D8FC90ABD07593EBC57F6D6BDDCCF87BC902C52BCFF4ED0BCDEF49CBDFFC0743DD7451EBDE799443E9B4E03BE5041F9BDB34B6EBBECF109BEF89D7E3D1B06E6BD6AD4543D4981C3BCA0C4553DE0F9793EA3C3BFBCF8344D3D0E5D193E867F2F3D57BDE1BC90DED73D81BD39BDEF18193E809090BD4A81AD3D5CB9203B5F226F3D4D7CF43D43A432BB4D4CF8BDA39034BE128626BEEFA21ABD25D35DBD3D7C59BD19F2963B4580173EE0E512BCE7250B3E27A05E3EA548543E534A5F3D042911BE5190103E75C29E3D9F46D0BB9A1C19BD7A54C13DCD11F73D2B7A0D3E0BAFC5BCD071D7BD9BC123BD62F3F8BC5F7CB33D6EAD213E5364603C983F2139931B96BCE3D1AAB945B79B3C0082B03CE857F8BA1FF87BBCA2FB883D0B6AFB3D31D249BDAB61703C0731CA3CFCB4B33DBFACCF3D4B7304BE2CD3173EA2D4233D4354873DECDB37BD871B19BEFF1B3E3C98B165BD572F06BC57D502BE4075DE3DA2C8013E434FB0BE1C57133B2775FBBC3A09EFBCD648A43D1028193D874D25BDFF35993DD86E793E47BE8CBD3B70AFBDBDE28CBD052B0ABDD32692BDBF87213DB288663D89C343BDCFA412BD7206F339838A81BD7AE56A3D9EFBB73DBC43413C25CB933DB7909EBD",
      torch_tensor_48_torch.float32_1: "0x040000006329133D08C7513D456AFF3D46BD943D340728BDBA1CD0BD2B8862BD632C223D35E58EBC4A58AD3D7F10723D5B53993DFA65823C0DEB173DE3EDBA3D3DDF7F3DEBEC1FBB80107CBD9E1A18BC2071E0BC1741903CDF0A2DBC332B1FBDEBE912BEE3F8ADBDD49B33BEAF65D7BDA60F313CCCF646BDDFAD0C3B62345A3D53C1263DDB0F97BA2B9DD43C68B669BD89F9393D37E6813E81B1CABAF53027BE25AF593D5F6C2CBE63FB8FB917376BBEFF86943E55DF75BDF05210BC0A68F4BC127ACFBD",
      torch_tensor_48_16_torch.float32_1: "0x040000006B691BBE358BDE3D125A543ED22610BE843490BDFE5C023EDD59973DB301FFBD177A703D9B13FD3CF29CC63D53917DBD89709EBD8DBA983AF771BA3DCD22C4BC20E319BD9B5A853C6365C33D013C05BEC29B483B4251FFBBB1780FBE34AB013E5A20BDBD0B910ABED2D9BE3B70FE31BDF9B20ABDE1628FBCF6F92D3DCCCA06BC42745E3C2854573C242BA03DF049D3BD8A03D43C076335BEEBDFD73D4D05D4BDE8B3ECBCCC27B13D6725383D702BECBD8001903BABD5CB3D2FE470BE37119A3C0E97A63D2DFD4C3C2A6A233D841734BE90204EBC58E823BD7BD5093A50FB58BDD7A1D1BD854407BD1764223C8EF006BEF9A7073D5511F13D1361303C0F98173E05E98E3D686DFDBA2B10643D93571A3E487FBD3C8F92F73D4B08FEBC6A46283D024AE43D6705E03B17ABE939B988C5BDE8E9E8BD83115BBD876A51BEEC9915BDF11FA03D8FB3E63DF2C1823C5BC97ABDCC2F8DBCE98C1BBBAB1FE03DB35DD6BD6FEA4DBAEA06493C138C07BE9A919DBEF077B13D00E2383B9904083CABA5803D67240C3EABCEC73C94F1AF3C58C1563E9E2A20BE246DBF3CDF6D1D3D180D263DA1B411BE9F5824BDD04FF53D48C5F63D60165B3DB9770ABEBF0444BD75FFFBBCAE0600BD3775FA3D4726F8BD22EE743D3F11ACBB2556E23D675381BC3251133E9BF8643DB2E4E4BB27AFA3BB67908FBD5D5545BD5F927F3DD844BBBD0FBBCABDB8AA03BECF56D1BCB30A0E3EF8BB7EBCDF61983DC9290D3E27AD5EBD316B813DF21215BDA5706D3D170B38BE538B4F3E693607BD82EBF03D7138A83D387D603EC73235BD11EFC03C860AA83DEDCEFCBDC2A1C13DD5A024BE36BCB93DFB4A45BA6D04813C0326BC3DA4E4AA3DCF9923BC8F2A0ABE38EFA13CF8E5C5BAF0947DBCBA02193ED727C4BD57CD68BB905B42BEA8B660BDB24BD3BDFF1959BDBD31FCBD428BCF3DFBE8223ED57BD33D38D764BC87BC983CF83BB1BD2B01E1BDDD7AC63DA30B263DAC920E3E2E0F9DBC4B8AAF3C4A05BDBC6BECAD3D273D453C5F401F3D9398093E4B7EADBC5FDDD63D9F30A4BA6F96E23D53CC333E347B9BBDB62640BDF1370D3CEB24F1BD2C1487BD85289EBD57A9203E931B093D553E5EBDFCE58C3D37DEAA3D8F40CF3DE2B763BD094817BDE71AB6BD5DCFE33D472A15BCE23121BE0065DDBC6AA84A3E4D25FE3C6759B5BCE7A710BE6D3757BD49BA1B3EF596813DDB3E4EBEF73DBA3CDECD943DB37A113E329C5ABC23BBF7BD079833BE88AF533D49F69BBD0289623DAF87E4BD11BDBEBD7D81EFBDA4A00CBCF1A39E3DB75456BE1B41D0BD7809583ED7E418BE27BE603C2F8C1DBDC850E8BAF9EC143ECB4669BDCD855A3E6001593D50639B3E6D2C6E3D642222BEA23FB0BD22C2903DBC13C8BDB1E71D3EBD637D3D98D60C3DA87B54BD20E5DCBC697EA53DCFB8743C77140D3EB8EC3ABD83ACBD3D3800013EEA3FEF3C8483423EF0A2323EA0373F3C5717963DD795B0BDFFF3B43D9210FA3D60D877BE1F2313BD28F6DCBDDF8F14BEC178BB3D7AC79F3D2142923DA2EDD33C650EF73DC5C31A3E4CB2803B8078D1BB88FAB03D9B5F98BCB0CD4DBDC5F1A43B03B33E3D029ECBBC4423483CF79D2CBD5251FF3D651066BDB7DA1F3DE5650BBEE91114BE5EAE463D9077C93D654BBD3D8BF982BD6AAA563E421C56BDADD15B3D40B927BD55F7FF3D0B51743D7C23313E8BA1E63D8223873DBA14C7BB0BE400BE278BB8BD09C602BD2303F5BCAB4260BE98773CBDDBBFDF3A5DD2F43CC819D9BD780CFA3D9FFE173DFF075BBE2369A73C82CF143EB7665EBD5A7FAE3D97AB0DBE82C19FBE4D9491BD2AC1EDBD6A2CF73AC37BB7BD170B223DCE3C433EF3053ABDDD95F9BD6B86C2BC4B3A853DA84CE83D7DFBD13D3DEC6ABE2F0BBF3C5F43CE3DDD03AE3DDBFBFFBD47C0BB3CF7C61FBEEDFAD5BD2BE5EEBC306C66BD5254FDBBD33230BD80E1263E753AADBBD7CD21BE15F0EC3DBBB80DBBA071C5BDD0623F3D296186BD877345BE5F2D0FBEC7BA01BEB3DF393902D0DC3D380FE8BD63668EBB8B61DBBD5B6C00BE070CA1BDABA8A4BDC36D993D68E1C0BD438856BD5480173E9BF63DBE2738863D499F8B3D1399113E2FA0C3BB1087AA3C49491BBE935F8E3DE70DAC3D25C1D1BCC79E9BBDB347F53DC52E63BD8DC7FE3D385BD63C0CB311BE006A673C5B67E6BD36870BBEF6D1853D473468BDFC028ABC63F0EF3B5BC5D83D67EB2EBD87CD52BDBF93C73D13FF9DBEB2B08EBD16DCC2BB07FE883BA51606BE13B8693DE31E88BEB749AE3C418C3ABC71BD3E3D4C6F41BE4304D7BDE9A011BECA651ABD063017BE5063933D32D98CBCC29A953CBDB80FBD58A1D63CF3A7D13B8A43C9BDDE563EBED0F8FEBDCD7C623D179270BEFBB09A3D3B4983BD1CF22CBE6DCB84BA7862673D6CCF063E84324CBD0FFBF3BC405DA6BD1B12263CAEE88FBD11421BBEBF7D60BD3EBB9DBD5220EFBB11B00A3C0549E2BDE05CE6BD42E63CBD53C2963DAF12E63DABC4EBBD499515BED582B93D623D42BD2B5967BCB64D93BD12B7DF3D25D4B83D8DA6003D21C1C93DBD6236BE785FC23DE7CA38BE6296E9BDA73D2ABB27CD373D6B23843D793EB7BCEF471E3D5B79FABD54C82CBDA3BA72BCAD4FFDBC9FFE99BD2E1FBD3CE3E805BC8943A8BD6F0C293C1BBA243ED04BCF3CD30984BD84419DBD105B1CBD9513B0BC801BD9BDE249F13D89F042BE97AC02BB932F2B3B251DFF3D97AC86BDDF0E0EBE138C7ABD1F92E9BD3FB6A5BD479A0A3E67A6F8BD95CEC33DFA7736BD2D341ABD5DEAE43CEAC919BED1B9A9BD39D6053D4C5F90BD2D80E13DB08D573E1586293D9A49EFBDAE9EA23D515D9D3DDA3C9E3D2DEF04BEA268A43D7726F03D862A123DD49F893D810F30BDAF820FBDFAFEB63CD394813D8C33203D1AA3CABB8BB2F5BD47870DBD190618BCEF2CEDBDEC4F87BD38E65A3B583056BD53CE293EB2713F3C1D9697BC0B70B83D27921ABE08E1233E6A79323CA7AC323E3EDBACBCA0AB54BDD617C93B89A9943ADB1D59BDAA6F62BD43ED4ABE99CAC1BD2DFF67BDAF0C163E63A5AABC35B44B3DCA465A3CED5A123E058F323E80FFDD3DFEE0813EEE17123EC4D8B5BDF1E61D3DEB9FFB3DE3E0563D5790B1BDEBB7693EDA8743BD57E685BDF79DFFBDAD3E5EBEFD7EA2BD155C3A3D0D5DC83D1B15CF3DFF8D3CBDCFA043BEDB004F3D156988BDEB40663E5211C1BD05F83C3DFE69123EE866D6BDE88E103D8F629A3D2F3C8BBCF9F6AEBC40A0D2BC53DCF43CE81265BD58A118BED6CD24BE6749CEBD154F6B3D3725CDBB1F49143DDE4CB93D9584A3BEA6D4B2BD7B866C3D2CD487BD71B5953D3B5185BD70D925BD0325B8BC439FE6BC5AF0F23D0738043DFFB808BD5F0128BD8F483DBDF1E6463DFE610C3E98DD99BDA6E9803D7F47483ECA2943BE13821DBE3549DA3DB8D436BDD80E943DE73100BDB860353DF35C213E7F9296BC5DB68DBA672618BEDDAA823E185B593C00AB63BD5124303A4FCFF83CF8069E3CB50456BC6FCACF3D28F2AB3B117C063E52B2A23DC715B3BC7727AEBDA505D8BCC8A4943C8504343C8E083A3E57F0E53D9847013EAFE94ABEDD6932BCC26D4FBDEDB7B63D79A42CBDC8F2C1BCBCC63C3E07E73BBE77D6CA3CED6A5A3EFBAB543DD6A7ACBE13162D3B23211C3E5A8923BC859319BE961EC6BB154082BDC792BFBCD65FB9BD82E6D03C1BF40E3E302D9A3C007ED03D8579563C47738FBC3D77D73C8191BBBCB868D3BD13B488BD49A5AEBDDA8B78BEE368A8BDF5FDA53DFD032EBE98C8563DF713D0BDC541073E0A85953D09D6003EAED9323E435A7B3D4249783DB7D71C3EA3286D3A1F347D3C77A09D3DF77E9FBD1241DFBD2F6B06BE1B1803BD4BE3DCBD2B1DBF3D33F72CBD1525ABBCF7803C3C2E301F3DFBA7073ED9CF24BCA8DD1DBEC70E9F3D1532673EAB515A3CAB87CD3C51EAC63D1394C1BCEA8D543E23E4443C4603AA3DC6A9C43D5C98923D123583BD880FA33DF0326DBDA090DB3C9B4F683DB0F19C3D757B803B90C3743D3E9FC4BC0F37973D31AAB7BD7375923DB0256D3C235BA1BC3D9CEF3B17F4413D20E1FABD21CB26BC0288D83C1FE325BDCB44D5BD48B663BDA592983B8D050ABD66C9093BBF4B90BDEF90E9BDCA3EBB3BEDF845BEFECE8BBD33B65C3C2BB75F3DE595B2BDF7F2F3BD4EC4213E2C6F4ABEDDAF03BDDEBAA3BD3B93273DA2FA06BE7F2188BD9CFCC43D4D89543E0EE0B83DBF3E3C3D3F0B34BD08C84EBE73454EBE9B40A3BDC8DB5DBD7BFA293E44CE8F3D05F88C3C29A21D3EA7955A3EC8316DBDB222CFBD79124BBC4A89233CED3FE0BD",
      torch_tensor_16_torch.float32_7: "0x040000008296C83D4B9D4DBD0130C03D8F40803C7DCC553D0716B2BDD73C1B3D43BB2E3EABD22F3EEFF6A2BD7F62FABB9FD9373E0CC72A3D82CEDFBCD6E68BBD84B3C33B",
      torch_tensor_16_torch.float32_6: "0x040000001656AE3D717EC83C4CAF4ABEF573A63DDBD7BB3C9232343C581B413EC0079F3DE7DAB1BD0C780CBE585F85BDFA46D3BD0AB7F2BC2D4B03BE324C8A3DFA34D5BD",
      torch_tensor_16_torch.float32_5: "0x04000000771E7E3CB1030ABECE77B73DB8D300BEE093C6BB77A8AB3D6EC120BD282C733D7024833D3EFD4A3DDF3471BD6EB9173D8232A23C271398BD8A04383CC6EAAB3D",
      torch_tensor_16_64_torch.float32: "0x0400000098A90CBE17B658BCC0D55B3E073B793D91D63A3E173DE83D72C072BD9B2D52BE00D6B4BDE32BE6BDF2BE5E3D3529D9BD0B3647BC546D97BDAF5B40BC162FA1BC7BCBAFBD97EADB3DE3A4163E405DDF3CD7CBBA3D1BDBAF3CE744283B1F65263E55D3D43DFDA3E1BDF5B208BD69C6283EA82CAA3D0F11153E2520DB3C74C1BB3D6B18213C8364A13DA79469BB696AB03D07B6973DE3FE64BDC638463C7B91E33D5F4D6D3D4F12BCBDC053503C820BF2BDDF11CCBD35AB77BECE6D0FBD004ED03D87F3693D5A8E0CBDDDE97BBC1DDF223E3D6D9DBDA85FB03C6E70963C6540EFBDE2BE46BE2791C4BD0285DDBD127CB13D9FF7243E08C7383ED541F7BD2BB29B3D9BAC4DBD0B4C29BCCE6199BD1774B63D52B2E1BD8F60EA3DCB5F07BC798F18BD079B36BD4F3653BE1481943C1C0196BDDA5C70BC4261FEBBBB684E3DF52B123EDD9A25BD2A5B80BD0C7917BD80F24DBE092A26BDE7D3883EF271ED3D23142EBE0A9F94BD923FA3BD1B5E3DBE9A5241BDC8E632BEE5E74FBD7CDB353D593536BD92D33DBD67F1A0BD363CA1BC8E2F2FBDDACCB5BD9C5D8FBE9FB382BD4D426CBD8752993D7E27B93D30474ABD925B51BDEB6E4E3DFF7E03BD5F9D3CBD84B40A3DC503263EA87572BDA76D553D2BFE2C3E4575363E64DC433D23F510BE95938BBEBEC7813C4ACF323E8DB61BBEDA113E3E0F55E7BD83AAF6BD2365B7BD042146BECF092B3CEB7E0D3E796FABBD73C1123E76E5073CF02D04BDC7CF643D32DACC3CA03DE1BB23BF2DBDD27F06BE94DF16BCA35ABCBD349727BEED26FFBD369F1A3E75B0943D79AF953DB821B93C200C6F3D8A9384BCD1D592BDCF8B42BD62FAD43C8A0BA33B8A1DBEBDEF470A3E40494F3DABE912BE887F453E6B1871BD3B69AB3D11632DBE7D5498BD3A63F03CE9659B3DE38C6C3C43E551BDCB8CA5BD8392E43DDF62E3BC93034D3E13C905BE080F2EBC4AC7D63D02B8E0BCC33CCBBACC39833ED5C8433D58B68E3C7BF38ABD47BC14BE9B3BBF39C738F0BDBAA2E2BDE73359BE7B00953D8B19AD3DD093513D7B00A9BCDD5EF83DE73D67BE319E8D3EF04CFFBDDD58B9BC95ADE83DB825D13D8D46D93DBE5181BE7B3C003EC652C43CABBE35BE30F091BD74DA21BE75842D3D99099EBD1FC1813D3A5533BD12291FBDB0BD333EF47802BE56712E3C05D12A3E83E7DB3C364F163D73F939BB4BD5BFBB16A5873DDB65473EC87DBBBD490C97BD0401813D4A15E83D03FB0F3D7378853C7EB308BD021E8E3C34E306BEAB9A843D6770E7BC7F84F23CE5376EBEA7E1163EBE5FB5BDBF9947BC8F4C113DA05FE5BC522FC63DCBACF6BCE7B452BCDE8E4C3D9E9D8D3CF75BAC3C7D25CFBDF821C93D11AC943DAB69A23DEF35033D2D79F33D0239373E353381BE1211DB3D9BC3CEBD3F584C3D6C8333BCD2EA6EBE1E9831BEB4B3AABDBEBC4ABC7527F1B8993BB0BD9581033D93EA4C3BD7791E3D5D9C2EBD0261AF3DE647113EAA77DF3DD7918EB90D36EBBD5B4EC6BD8C288DBDCD44DFBDB59EBFBCFF8E2E3D7B4F743DE3E0073EA7F3D93C08EB873E501CB13DC29011BD649985BE27F664BD5529743EFD8959BDB304BCBDE7BA75BDC784803CB2C8F63B48A7F63DB82D31BE2FCB0EBDBDCD04BDAB73C3BC6D8350BE13D4BEBD8C36183E45DD39BD9B53EFBD232C143D8A66EEBD2D9E7A3D6FFA2F3D155E8ABAC73E39BDD489ADBC5F7CCEBDEDAEFF3D1DDF353DF4171F3DDF1E6CBD4765ABBCE5DE13BD13B6173E7350203D3B9F65BCAAAAF53C6D0A79BDDAC557BDA292E5BDE593A33DDBCF4E3E1820963D1F288DBD75CC43BE188A0F3DF0014DBE7C1C40BD4788FCBD86D8C2BB5EFAA93D44C3023ED8F3DC3D146C2ABDBFDE58BD0ACECEBC8FA9033E275232BCF520C6BCDB1C26BECFD17EBD9BE6413EF701083EA72C9FBDD35D04BEFD74363DD9FDA23CFA3B15BE4D4BD93DD21EF8BD121FE63D42772B3ECBC545BD1B6625BD88AD2EBCAF836CBDF586B3BD556FAA3D27CFF33DCBFCCDBC6F1F27BDDB7A35BD1C69333D7EE2013EC5E9DEBDE5A2E83D77C8303DCA505F3C0F67D43BE069EBBD3A78D93DA5CA7CBD127B13BE93833D3ED3CE153ECF6D09BE04B5803DD40196BDF1A4953D30C3113D80B7FDBBE7D584BDD7660A3E534ABA3D0849BAB973966E3E1BDECB3CC92FBC3BB026D03DA269413E6522623C29F8223C80FCD3BC9F97023BCDFC5D3C4208013E3A8E66BD6087B4BDA7DB163D9216773D63CCCDBD8F9FEB3D8166953DE59E133DA39E353DB9618B3EEF7CEF3CFDE3FBBCDB777D3C025DB9BBCC248CBD22455A3D332F7D3D95E4DFBD53E4F3BD6FA3D0BD7AFC553D0092613B02A161BC3BFA0BBEEA6741BD2A7BF6BD2B29EDBC03C5BBBD715181BDD177AF3D0A5DB3BDB56545BEDF7B373D8ABB143D9F37853CDA5EBF3D2BAD4F3E631AECBCAFCBE93DFAAA35BD190003BE6A836EBCA0CAD3BCADB007BD1CADBE3D0734903BB3FE523EAFAC04BE11409D3C55E7F83CCBE51E3EA7EC8A3DDA6BDB3C4F5C8DBD60D23EBEF3B4C33DE789AFB94F63F83D5FA15BBD0CB93ABCD291EEBCF66C033E3B9611BE1AB65FBD5F9A433E5DCF2F3E1F7B643E217BAE3DC6B287BCB0A4DF3DE4FA163D58010DBE792188BDA363D63D889A02BDC59BDEBD1D8F1FBE4B812CBD8DFB94BD8A9828BCD7EEE2BCA95DA7BDB21E1BBC847A473E99EF3A3EAB90B73B5381D3BD386D813DCC4C8BBC78B4733D7316A0BD2ACBAB3DABB3183BDFCF653EC730FE3D933C5E3C77A7FCBAFB34903DC0B35B3E857AD73C0C1F49BCA7661ABE68BF47BDBF93C5BDB1F90DBEE474203EB762853DAAC5D43DC58354BC825A45BD4CB636BE0B348B3A2F212B3D268C8FBDA076E1BDCF195CBDBA696C3DFF1EE2BC63EB0DBD33D08D3C0B60B8BCD766423D5098E03C69D02A3EBADAEEBDA7AE33BED8C5F3BDA31EB13C049406BD7E72B8BDFF72AABD3D636D3E906D7D3DB24749BE913DB7BA4D1EBB3D48B0D5BBD09558BCB719F83C518829BD235DEDBD7D01623CF9F5333D3F0A8FBC0A044FBD15BBD2BDE0A450BE8CEE23BDF6151A3E7F6D6BBCBBA92ABE902EE63B7524353DEFC690BD904EF4BD9BD126BE02468CBE202006BEAA36D93D8841093C6AE617BD3AB079BD7F886A3B3294E8BA77E3D1BD9E7BBBBDB7E1BEBC73389A3E639310BEEB15FABDB0739CBBF5DC19BE7800893E1CED883C78A8BD3DC0CEC0BDBD19243E440CB53D1A3361BC14B8C9BDB5B32BBD0BFBC5BD15CBF0BC0D98EEBD7503F4BCF430BE3B9DA6E6BD0536DCBC2A7603BE6D49B13D48C0F4BB1F88713D3E2E433DFC8FC53D563F823D5722CCBD2F0B34BE9B9C963DD5A9063DADD1DABD8302133E9FF1B5BDA0FB8F3D5F473FBE640287BD550AF33C4C73993DFF4EB0BDA0CADCBC96CF023E0771BA3DB54BC73A847C16BD3362A93DB24C2FBDFDD5CA3D88A17DBE94122B3EC6B81C3E060B153E7755E1BD283DEE3D0157313EFA088F3D6384ACBB8B13CBBB661B9E3D57A8DD3CD433A83DAA17DF3DF53CBABDD1ED40BE6280ADBD0E9888BC8FA2283E8300503EDDC03B3E53BA03BEEB05C93DAA58433ECBB2A43D669D853DF295543E8BDB2DBD4DF00EBD909D093DC91F44BD449D81BD6838CF3CCB0DED3CA88D91BC003E0ABEADAA5C3D555511BD7B3B4CBEFE643ABE38A4963D64E584BD327430BE3F1A9B3CB7B617BEE5AC3F3D57E1623D825E73BC0CE313BC3F09CF3C38AAED3DE68BA1BD5B6B3BBDCB119B3D48A0C2BBEB5411BE67B1083EE68942BE3F88883C22E5E9BDBCDA053E4B8E093E3B6861BDC96EB0BDDE9EAFBCE6E48EBD882801BEC5E6013EF26828BEC367A23DDF9CCA3D0DC7FB3D67AF2BBCF70C263E37AC003ED35F463D7DBED83DD3B6C4BDB2162C3E870B16BD59CCB3BD3B213ABEE3325B3CFDA9C2BC08A390BDDBC245BD175B86BDDEC6A33D54D7203E6EDEC83C092D0F3E6BC7C13D5DDB7EBC57C71B3EA43F8F3DC16B0F3CD9FD83BD287BC0BD84E4803D7E94233E8A48A13DFFD0AEBB3A4486BCDDDEC63DE2F74CBDD8099E3CAB194B3EDBFF4F3EC70E623D31CD47BDE3C728BC1E83BB3D0BDEA8BDAF79E6BC4393F1BCAB4E38BE10C5D43D2AAA5EBD13D5073CAF571C3EAD4B463D95EE103EC312563D9544E3BCBD85FF3B8AF458BEC78B3ABC82AA653C7EBCA0BC7EB20D3DF378D4BD93AF2D3E286CD3BDB3F7C83D4B3EB5BAF08A63BE147C463D0710F63DE509C2BDEBEB563D54929B3C0BEC3FBD6F4B2D3D5B9C01BDCF8B913E432F193D5975A73DEC872E3BABA6CC3DAC3D083E92DF2CBE17EF14BD659611BDE019B33DBF1FE3BDFA7934BDC39C3ABDF55F063D93861F3E0D9EFF3DD3BDBABC0FE719BDC3864C3D85A1F1BD5834673E43E8C7BC13DAE53DBAA0C8BD122F623EAFF77FBE592B94BDC82EDD3D1350883D0ABE373DEE2C2B3EDCAB843B3B3A50BDB084C0BCED25943D8F1939BC5D665A3DEC48C1BC406FA83D6874A0BDFA7050BD1268853D67322F3DA7DBABBCF3EADABD5D074CBC0AFE473CFE36903CFA5DB23C8AAAD9BDCB00243EBDFCFB3A36813ABE23BFD23AACDB863D4E4333BE26F00ABDE80AE73DC2B943BC5FC192BD2363F43D1F5051BCCCD1B0BD35D4EFBC0359E4BC6C85863EAFA3F8BDA426293C2585A4BCECF011BE059E613E2599F2BD23FAA83BF8FF0DBE11BF963C1B34743C40C6703BCFBFF7BDBFBA083DCD1890BE23DF01BD3B2F0D3CFBBAF43D838A083EC3EC39BEE59A2A3D8FDC903CD446B9BD2CDE923D48C377BD146386BDDB8981BDDD97E3BD11DCBF3D5FEFDBBDFDDA7ABC5C4D423D91068EBC8E76173EEED113BEDB98FFBB85D8D93C8D11B03DB7E0FF3CF25AE43D4DC283BE57D5F5BBE739153EEBF0E43C372189BDC8ECA1BCDBFA47BD841B01BE1FE3EC3D4B23FEBD93A3973DF53E13BEF6DE0B3E6958B43CB87B7F3C11BC373C1D410E3C31FE0EBD9F6E123E14B847BD7F69343D5F451DBEBFD25ABED7E837BDBB12213E8F46893D0E55B1BD90287EBDBDF9AFBD6F044C3EDD8D94BDDB0709BC57D8E5BD4FE82E3DF782983CE229513E270FBF3DD24A333E1F0E2B3DB3E4573C237198BDA57B2CBE95ABDCBD7D9B0A3DAB49823DBCBE073E69AB10BC70BC01BEEDAB0BBE1AACC7BD57C8FA3CF1A7C9BD5F0AE5BDF058903D27A401BCBEE212BE4F4D9E3DDA316CBB95F3E1BD040F263E966EB3BD7C50A33D2565AEBC02E611BCEF0BF43CDB0BAD3D835925BC538345BA52EB92BD901B41BCDB3A013DF3ED34BECFD6793EAD61673D6787173D0421B1BDF17B803EBB9A02BCA2D506BE209B673DC63AC4BD1FB396BD0DC17D3EC385DC3CE0CAA33C6FEDEE3CDE273E3D7727A43D9D0BD03D51031E3DB1429FBD6A689F3DB9899D3D4611233DF77B34BD22E521BB9F4B2CBE969391BB32A078BD874745BD5C73173E1F99F93CA766883D0F7B2FBD81AFC83C8426993DC2C91EBECFFD04BEF29A983D67337F3CAB6760BC88726DBD50AA283E49943FBC80F168BD9780F1BDA0762CBE714A453DEEBEAABD70397D3CD5FCE4BDC4B899BD8AD5043DE54F1CBC72FCDCBCE69A323D4DEEE1BCD2BBF13D80A0413EFF1D833CEAB0AA3D53EF74BEF3A7AA3D285A1CBE5354E03D53D3243DDFF80CBD825CC53D679DE13DF3D8133D9F595E3D2D8298BD7040503D3674923D13D4123E6AAB16BE428A203D9F48723DC124C23DE5C3D13C3F1B813BC33A70BB4CA71CBE92B0CD3D68DE493EAFA392B96D7FD9BDC2C76F3D254EC6BC8F7A3BBD333B343BB718983D05FD0E3E257A29BD5BC6FABB",
      torch_tensor_64_torch.float32: "0x040000006AADEF3D8D39323E57AFCB3DE7B1103D551DEA3CD1C79DBDD08CCC3D4ADE903EF23A0FBEAE54973C736DEB3CA426C83C9F3D4D3CAF33013DB7798DBD8CB023BEE985B8BC36A41BBEC0E4A43DED23513D6740C4BC3C9100BE8BA9BE3DC0B0EA3C5FBA033A36F8ADBD9706243DF8E7393E02F65BBDF7AFE3BD8A69DCBDE21AF73C231F9538AB2DD1BC383C143EC989A7BD9899143DCB3CC63DDF81B3BD0085DB3CC5EBEC3C9AB1C7BD81EF463D903E853D50E006BE1FF4F73DC6073CBE7D73303C2FBB65BC17937B3D88455E3E4053D43D05F4B4BDEB5C403E5EDF89BD8F85963CD79FB0BD3D1100BC3F892F3EB23E863DF3AF873D53C6503E377F63BEE2269DBD",
      torch_tensor_64_16_torch.float32: "0x040000000D764DBD317DB03D7B8DA9BD9F72AEBD0849793EB2BB89BD583A60BD253BD3BD239F98BE8523A8BD862A08BD2D171EBEAA53223D85B437BEF15BB53CDB8D2EBDFF5410BEB5C495BD6B10093E01468ABC0864E43D35AC3B3C4B8FF7BDE87454BC537AE73D78E26DBCD03368BEDBB64DBC4FBC69BDEFA207BE38FA503EFDFBCCBD2592AD3C73EED0BDE90836BD278A003E8F2BEF3DD3BF043DC3D5343E27E321BEA87258BE39C4B8BDD716F83DB133033C5CBF153ED993A63D30C7A0BD00A98C3D50C8B1BD258E463EE077303C1D7A63BE4C8224BD5A10863EFD1DDDBD787D293C6B0926BD4FC3993D6C36153E5713D33D7D021DBE24DEB1BD5DA5113D1BD6743D0784BA3D6007793D3482073DC507933BDC69C93D611A12BE1F3C9ABD250017BE90E2513E23BE943A7AAD173E067310BD9E43873C2B22703BB852CABD38EC52BDC8D37E3DC1E7123E44C298BC370946BBC804F53DB596D1BDA7E36FBDB548E63D6B8283BDCD0467BD8AB512BA4356D03D7C279F3D0260F5BC92982CBE4F61B13D332A2ABEF0FADF3DBB927DBD3481933D4AC75F3B1F7E0C3E73564D3C00ED0D3D8CF8ADBDCA937EBE1BC24C3D8BA66CBDCB76EE3D2D00A6BBEA2AF93D73E988BDE750393EF000FFBCF3CCC6BDD3824C3D4C948CBC57039DBBABDBD2BB005FE63D0DC48D3DA258EA3DB2AE803DEBB1263DA9481B3BA7FA25BDE36561BDBF930B3E7B8018BD41723F3D3444803C6F9A1A3DE22BFE3DBFF7EA3DD23383BD7BA3373C531871BCD351BD3D34532EBD279CC1BC000FA03D7730ACBD807A793DEAD06DBDE5A70BBEACD723BE893236BEA866EE3DE49FAABC7CDD09BDC86F063D66E308BEEBAC263D6B923C3DC1EF073E4C14B43D6B76CD3BD275CB3CE3A8883D65AECCBD138D853C0BC0633E183818BE080E28BE2ACB983D073EB23CE5E2933C2BA0FCBD82E1E2BCEA4FE6BD89E8373D04DB98BD351169BD0AE3EC3DD9853DBC4851DB3C53BC183E11B70F3E3B5B12BC2F308ABD44E818BE73D1AEBBC7887F3DA6F3983B2BFE80BCAD71A43A10D6CBBDE6F40F3E4B1CDD3D2D6B55BDB61C053D5BE6E53D0E0927BD9660903DC1DA10BE2DB2CEBD1DD9DABD1BFC59BB1A7F67BCF895493DBFAD583D04DB873DD750303D00D5293EA3CE8C3DB68A3CBE368B283ECB3B963C6D11CD3C0BBB283D78DD223EF2761D3E738C263B66861D3E49A1913EA73F97BDEF85A43D16ED003C973166BCDA56993E9AFA943D550AEFBCB2856CBEE77D473D8FCC803DF36E813AD493853D030D82BDF814A33D7D39203EFA7ED63CAC668EBD73E464BD5A5C8F3DAA95BEBD651D0BBEA0C0D43D3B84F13BFE9BABBD33BBD53AC00BAFBD41D014BD7D77053C9FB03BBE260EC3BD5C83013E8FB6733C72A0AD3DC392F13DB33ED8BD266449BB535BDC3B5039A0BDAF7B7C3DBCE70D3EFF344C3E479406BEB025113EBFA94DBE3847E03DA81FD3BD8D6179BDC549F0BD34CE8ABE3839E0BD5D9F9BBDC872C33D0165A8BC6FE4103E92393E3DB5C76C3BF29212BE2FC2C5BCC3982C3DEB36A4BDB8BAF63CF3C8E3BDEBA3AB3B32EF5A3C671B373C59E1163DCF573D3D9377C33D7B88DC3DA77738BCD036D6B932E6D43DA72812BEF5EFCE3D78057C3DACBC343DF3C4133DFB529C3C9EE9083E0EEFB2BDAD06653D2A640E3C3F0166BD00B54BBDED642F3EB24C5A3D0D4DD0BCAB7231BCDFCF083ECC2EABBD5B9473BD59A005BEF11A0F3C7DF1F7BDECD8963C733488BD5BC8ADBD65ABB83D07921FBD0B180A3D75DF60BC0D5C35BD5F22D5BC1AFCF5BD67B70A3DDEF7833D8B4A553CD9818BBD133ADF3C49863F3E3B2A173D3DE4D4BD5F8483BD20B3D63C33196DBD2361733EB2BB283ED3CB04BD75ADDEBC5199BCBD1B300ABE6C8A2B3D721C1ABE9D57923D3766CABD806DDD3C5F1F7CBD7B20123E830567BB7C48BF3DD144BBBD68A7A23D63EDA53DB2BCDDBD6F996A3CC7C6E4BDF7FFAC3DA094FCBCC50453BD4E129B3C9B577E3C47363EBE336E213D45E9E33CFF737CBC38719D3D586322BDB0EB193DD4C8B13C34149C3DE2A57C3BBA9A9E3DB36ED7BC2751483CCA06833C93F5AB3D160E49BE5FB30D3ED9B1A0BD26BE3DBEFF4D653DEF7AA0BD7CDE82BDC3902B3DA770033E98AB693EB9862CBEAD14E6BC2349B83DAB12073EC2C96BBD300598BDF830E1BCCC58C63C96BDB33D046AAE3C4F3F4C3D92A67BBDD30F003B3D7579BC2D22CFBCBCB5833CDF43B63D8C7728BEE7D5B73EB005C93C639399BDFF85873D96CB2BBD88ADE03DC7D167BD1787BDBC8C1C053D1FDD773EB02E7A3D933F353EA3195B3D1F8BA73DBE8A443D8F79B63C627E5ABDEF69593E064134BE731ED0BCE715263DBDE1E43CC01974BECFBA9C3D59BCB53DADDA4DBD6049E3BD4A4BE0BD82C5AF3C62647A3D57D6C13D275F3C3C2C74B13DDDA06CBEE313E3BDFC1336BE60CED23C2FCA6CBD1F321B3D4219713D0DCE133D129E18BE3D60FABD3884B5BC87076FBD8A3B613E54C9A9BD77C943BDF399A2BDF7B2D63CBF9D32BCB08C703EEF5A3C3C5F6639BE82E7BC3D03B31D3E150505BE10D7F9BD9ECA88BD249181BD9FF9A2BED6C7373E639407BD3D3FCF3DBB67A3BD9780823D9606BC3AB3F86DBD6FC1D6BD0EB4153ECE99A9394C351BBEC743B9BD3F7C913C7FEEEC3D4BBA0B3D9B3FE53D86B704BD99E5233C642B42BECAF792BDCB9B50BE70F1453D580F2CBD04FB0F3DB53C443DDBC725BE557CFDBDFA86193E5FFDDE3D629DFA3D023496BDC26ADEBD602564BCE009E5BDEB1902BD1153BE3D73D7F5BD5F0A3E3C9F50433DFE3DB1BDF47B84BD0CE9033E5B7005BC4346063D009955BC27B68D3DC9FB0EBE5B54C63C33A5E53D7AD1E1BC255D593D62860EBEEBC5A7BD8FB68A3D4056DEBD31F3483E46A38C3D339D04BE9716173EE591F03C03D920BD6D8ED4BDC386633E23D506BCBDBB6FBDC351BD3D133DBB3D0354B3BD9C79033C302E7DBDE8FFD7BDED8F5DBC1BA150BEA98D4B3C766E83BD6D9A94BDF5C6613DAD009A3D63E30DBE911335BC7FA602BE0EE88F3D9ADD183DCEB0163D86020D3E9DB34EBE8BC28ABD81BF2E3D236F74BDEFFC403DCD337E3DC8DC9B3E03C834BDDA9DE0BDADE803BE0B3EB2BD855A613DDFBA14BD87487CBC1BB5D83CCAFCF13C93970E3CCBEC843D004CD53DD2C0BD3DFDC785BDEF6B393BA13282BC03A965BED294063EF7A59C3D06720ABE7B6BECBCBFEA923DADC2673E1865503D5B7A1FBEB2CAA0BDF8C8953E66AFC73D85DDAC3CC035363CCF9E30BE5324C33BB16A40BD5F28603A12F5EE3B67D4C6BDB286753D838301BD7393713E4BF7ADBC4CF610BED08276BD17EA853C23E7E13DEB8726BE0A74C6BC779A0D3E13BC723DA89371BDCED4A93C1FECD13C2B3115BEDB3D313DD9D80ABCEFEC61BE796B44BECCD21FBE0FACACBD590CABBDC3CA4B3E1A70783C933C033D8835563BB1EE8CBD726D75BD56A588BC027F6F3DADBA583B0945AEBD4FE6DE3DEE7C023E4727453C20B149BD33A000BEF9FB173CF0BBE93C173DEFBD705B163E257AFF3CF6E6ADBD44A1013E596B203E1AE70E3E33BED23D8D20A23C17F9F03C31C6923DE013973DD565333BF3C0A23D47EB14BD0A39813D2864043E5A24AFBB43CF63BD2D16873A2558A73DAB6AC6BBB0D8F83D9F0231BD0418B7BC14FC0C3D84CE95BDB35FA33D94738ABDF94883BD7A2C4EBD473CE5BD8CE985BC9088323E4D3A0ABEEFDC443EBAD750BC03B004BEE781303E685FD73B07DFD1BDC07DF53D760307BD210527BEBB4519BECAEC603D45D1D13D790A063DDEB24CBC70F2DB3CA7B53ABD606DFCBD1AEF6EBE98E16C3B072A1BBD69F7C93C5D0A4D3E4245013C9334923DFAC5DE3D5BC39F3CE169B2BDDC64153D34B11F3E5C1A36BC5BE282BD0E7E02BE8F1647BDC27A7FBEA37631BE022DC53C1A42EFBC1F580BBEB142CBBD304F5BBDC22722BEF9A12CBC1DA3A73CB3C4263D818397BDDF02823EE7FD06BE1BE701BE38F4093D7564B43CCF0BDF3C3A3C6E3C97550C3D516C3E3D37F5153EA3D414BD07330EBEFA1C12BDC8737D3DB9E38C3BEF65A5BD4EAE42BD3FD741BD375371BC4C21833C124A653D0BF0773B7D233FBD600404BD632EDA3D7388093EE9F12ABE126B163D3016503DA1EC1BBE8B0102BEE377F33D6783BBBC739B283EFFA8153E431BF0BC4F0032BD9C4B913D954F383D2AD167BD9195BE3D7BA18A3D12FD60BCBA6867BC1DD6CD3DE166AB3DF90F12BD4433AABDAFAD503E2F05273DDF3A1ABEDF073FBDDAAD95BDFAA0523C5945B5BD765081BD896C87BDA9E411BECBA1683DB2B5D9BD9FDE883D7213EFBC57C3BC3B8C828A3D17D4013BB3C82ABD46C7333D525B21BD5BDD223D47AE40BE051C07BEFF3AFDBDAABFB33D1E5236BD57AA42BB7E42253DC35D34BC2DFA643D288ECDBD75582E3E6B1E5FBD6216F5BB0AE7F3BBD8AE0DBD3AC00EBEFF5FC23D856439BED2FDC4BDDB65C03C4B99653EC7FE8C3D6639A13D9B716ABDE8AF7CBD7726AABD8FE0893D38FAF2BCE3B4D2BD391A27BEA02B98BD6B7E62BD633B063E2A9A47BD67388EBDE58E733EC8B55DBE1F16993D75F6D6BD23299D3DC1308FBD323D96BDB55B9FBD45CF6ABD68FCF43D4B7A67BCFFAFB03DE7CA543E657545BEDF4E9F3D0B07183EE79C873AF8D662BC4968A53DB0A3B23DE669BD3C879ED1BD076C26BCA5F516BD3C2B0B3ED3A769BE203DBF3D4E5F013E9F16D53B9BDF8DBD183E7BBE34D52ABE8F9A66BC0450B3BDF91C8EBD4B6FD33C6E7EB9BDABC323BE133A35BC0B505FBD92B2E9BCF2BBE6BBFD716BBC9B8AC43D8B378DBDB32A50BC030A57BD8F2CF6BB8D927EBD0B0B04BE51A083BDB486873B6E15B6BD17FE97BC30A7743DFD43493D35EEF3BC06FD01BD8FFDA33CA0446DBDD590393C40B33F3D2FE57CBD5DDB27BE1CB20F3E690BAFBD6830783D2472A83D6E5C08BEFB73093CAAB6743D1756AA3C831F7FBB52AF7EBC66EB193DC1C01CBDF2F0603D5FF5ACBD187C05BD43F0DCBDD3459D3DE82D8ABC107B12BCCBF85BBD2BC47A3D33AA41BCD76850BD4F4723BD179F173E23294F3D3792ADBDD3F84ABD7966863DC800133CA3676F3D28ADAF3D0F99843DF6C9BABCBA46343E78BA82BD3FA95CBDB4813EBD55B7E9BD5963A8BD66DD08BEDB11813D945D293D70C95BBDE3A419BD58BBCABDD6F386BCE22008BD93EF233D809227BDE37A92BB884F2F3C1DBA33BD8B23383D164F4B3E0FD04FBE13C6BDBB454D123D0A27CC3D6F7023BE9329733DBCF4893D2B6A073E64E6B93DF16428BEB613313D2F2DC6BD2570103DE72BEA3D9D6C4EBEA263FBBD6357B33B3D668BBCA7DBD4BDCB61973C7B82AB3DC1639CBC184BE63D071E6EBDF7E2E53CD398B73DA7BD00BE6F9E55BDF79B0C3D0728243EA66A46BDCBB4E13C15DE98BBDD88FFBCF6229BBB63B0D23D17DCE3BDB2F111BE8FBD423D1685A83D61E39BBC4DA0F3BD800FC6BDF50E7ABDA7779D3DD802E0BD33693B3D35C9D0BCC02274BC0C48893DA6D30A3E05567D3D9EFCC8BD2F3087BD3A9232BD839EDF3CD0D2F1BD58E367BD3225F2BBEA1C4C3CD34900BDD75F163E4A48FDBC553ED23DC255BABB9FD46B3D41BDB33BABB472BDCB2A1ABE92F4253D96BB903D3840C03D3F94273D081B7B3D70F0743E8136BE3DD4EA043A2DF48BBCB78A993DCD17F23D2AEAA13C0150333E90E33FBEC843DFBB7A4A0C3D2B8A1F3C4B3870BDADD5323DE7272ABE67B7B13D7F66843BCF3D9EBDF856A33D",
      torch_tensor_16_torch.float32_4: "0x0400000084CC25BEDBFD11BEA5CA10BE486EAFBAE491A53D57140FBE2A702FBE5A9249BEB582D3BDAFE8EEBD757A2F3C71C0B6BD2F845F3DAFD7903D6B557DBDDF56A0BD",
      torch_tensor_16_torch.float32_3: "0x04000000FA57C3BCC72834BC4C344A3E1519D23D83000FBD9B49F63C1E382FBDDF71903EE765EEBC68CEA33DA7B2153D0B28AB3D91BD00BDAE60B03DCA88483B04CEC83C",
      torch_tensor_16_torch.float32_2: "0x04000000888065BDBF9B543C1B49B5BCE7AA773DF7EBF6BD9AF5473E97C1E13D430971BD3290DABD7F2C943D1512183E56CB2DBEC8B09F3C309385BCFA33CBBCCBAB813D",
      torch_tensor_16_16_torch.float32_1: "0x0400000052D1DFBD65B2363DED561C3E4EE419BC7379AA3C4B365EBE9B6FFBBDA711173E6FDD7CBC80DC563D393A283D6E0AB53D892F9FBD6EECA83AABAA5BBDEB105DBE5B0215BC575F9C3C6AE5CD3D851955BDF6AEB33D907BCEBDC4D71FBD931C9C3D3BD4A9BCB2562A3D19F80F3E624E94BD5FCF6B3D36C984BDDBBBA9BD5076523C8B0FA63DD6BD10BE1F74433DD29660BEAAE7293D63237DBD23C5FBBCACB985BD96AE13BE47ED633D6BD8093C09970D3D9FD6303E67481C3DB3DAA93CA0D13ABCC0DD1F3E4027F5BD0DD4F0BD3279D5BC33947D3DEB33E93DFF6DD93DCDEC4CBD4179C5BD63752BBEF42206BE3B8969BE752C14BD4F322B3E669DA63DDF6AF2BD96849ABDEA6B9FBC02FF79BD7F2B203E2BFD4CBEA7442C3E142948BC3B79D13BB04580BDD20A34BE2C52A7BDAD30EFBD832F3A3E6FA45F3D094898BD24C903BEA705C13C9DA622BE89E3C23D389AE7BD6FA015BDA5C7443DBA42593D8A9DE53D3291503D8065173E8A48E53D3A21D6BCFB42923D2DF1BCBD1718903CBDE2C5BC5626B0BDA859F7BC013A143D2D97E53DFCF3C4BD3BEFB83D4F412A3E3B2BAEBBFBA99ABDFFA3CCBD8ABA9B3DC3BA813D9314E2BC9509903C95CF963DB4E2233E37B91ABD635D823B6FF093BD09E33ABCBBA5903DF6298FBDFDFBAA3DE388C4BCD3E49FBD2BAE833C4131153EE11125BD021BD3BCA7F65FBCABF719BE827A9B3D0F56133EAB1855BA1368B23DA80BEABD3F00183ECD28C5BD634B06BE28786D3CE83534BD54ABCBBDED58FE3D3795F6BB88EE583D6348223E8F6D39BD7F573BBECB6FFCBD16B618BC8AC7493D7204E6BB966B443E9C0117BE9F69C1BD9D28863D0233DF3D952996BEC2205DBDCF327C3B2E2D0CBE98DD403B6C04CA3CCEE9993D9AD4463E15866C3A3A009BBCD3B53C3DF855FBBDE985B2BD234E383C95F1E1BDB62EB1BDE767A1BD6D12AE3D970C90BE2320983D077DCBBD7B59263DB555F3BD3C42CABD399DAEBD3D86ABBD0B5CC93A0890603D3B1637BD903803BE456C5DBC7B50203E672EB8BD5204D13DB4291EBEA0004E3C7A0ABF3C0FE7593D3B84543EA12843BC7FC1233C1B3E183E6FF8663DBFC039BE0F9E98BD3B6F333D7051393C2A2E69BDEB97063DF5C711BE83BE493E33CC003E277C863D09EE40BDDFFDB0BD9DE2BF3D53CCE03D760FAA3D858E14BD66F313BBFB0604BD5578ABBCAFF010BE08AE2A3D306AEF3DEB66353E0386A93DC829293D0A4C073EF01B67BD93F795BDE614C03D7D81283DE62ACABDE8D336BCAFDD2ABC80CB70BD677BC23DC3B4663B526C123E4F0391BD57301E3E87CFB2BD4F4D18BE65100B3EC243EB3DF7DEE8BD78E3643D881705BD63A802BDD8AF89BD9B9F9ABB18DD943D83CF0B3DC928BC3C55EA90BDFA9CBBBDD0B09A3CE937233D63A2373DC4F184BD406FF1BCF358AF3D",
      torch_tensor_48_torch.float32: "0x04000000CBC29CBC63250CBEA671CBBDB804513C13838E3D15B6593DB60930BD8D2EE6BC98B2453E3F599CBDD0BC3E3D117E9B3DE606883D2F46283E2A08EF3CF6CB4BBD9DBE653D57E02ABE65675B3DF224A43BDD934EBDD0F609BBDD8DF13D74DE9EBD22391BBEC2E0A83DB1A62F3ED86E54BDCA8A91BD955398BD19C4BC3DDC6C013CAF3A3039176E35BE73E7B4BD71890F3E155CEF3A3EE8893DDEF70EBD94C4033E0EDA8EBD93B6AC3DBF5C813C98F9A23CF2412DBEB07F793DD438A63D2FD428BC",
      torch_tensor_48_16_torch.float32: "0x04000000DCED2C3DA7B61DBE536B3F3B3CF6C9BDBD1E103E0CE5433EEF1518BE0707CFBCBE3C2FBEFFA0633D08647EBD625B0F3D51F1AD3DA2F9603C1CC396BD82E0EBBC1854D3BB622EA93C2FB36ABD752D06BD9ABD523E357BF63CA6A7013D0B4DFE3CEAA0BCBC5A485CBD527807BE1EE60B3DB795E63DD386623D9619863C8DA6253D6F91C93D8961BDBD8BA5923D908111BEB8F23DBD7F6759BE8D270B3D3BDF1ABC8701173E4A9784BD5B12BF3C057F96BE074D89BEADE57FBD2959C53B17DF0FBD990E2ABEC0F2063E33E1DABCEB8E92BDE0C1FBBC8D2CCABDFF38853DE34282BCDF0CAC3DE8BC073C0A0CD4BBAAC9D33C224486BD37E7E2BD62C1573DA1493CBCAB13BD3DED576D3D4F5A073E10A920BE5BE836BE029CBB3D7E61B73D6CE3A0BD1AC71CBEEFDC03BE6A987FBDCDB05CBDC834B9BD31AB0D3EF001793E3D1ED3BD15FF253E30EC5ABD6FCCB13DBAD78ABC51AD2C3D30F877BD9BBB863DEC1F233EAD413F3DC27577BD04BE8F3DF4F79ABD0FECAA3D033FA93D5B73403EB207603D18CADABD923AFF3DAF6A24BD05EBD1BC041649BEC57FBCBB753441BD0CDCA53DDEFE9FBDFFE676BC1243823D134E483E85059D3DD70DACBC620B993DDEB03A3EB7A04ABD3E552F3E736FEFBDFA1D49BEE864D53D5FAA4E3E0B62E6BB5324E7BDEB23B7BDDED423BDD5184EBE29661A3C416738BEF74C843DFE9146BD974D17BE0A8B05BD8408CCBC673F603DF276EE3D3B9508BE0ABA80BD81B708BED20CD33A3DACCF3C5D8E2DBD161A09BC5A0062BB303D763D6B4C2DBD75F9F43D600040BE8BB38CBD2ADC223DC38B813E458DD03C40A4213B5B294B3D26A7833D1A649C3C6A971D3E0FA82C3DAF0A9CBD3462AA3A36CD08BD5DA30F3D13C466BDEA43EB3D93F0F6BD1B2289BDD2D16B3CAB6B2ABE8F4707BD6211253E1A8689BDCDBF563EDE691CBDDF95BB3BE7AE5A3DF47F9A3D5AAC153E02C500BEEBE1303EF37D473E1FF3EDBD57D018BD436A3CBEAD623E3E4E2E14BD191DB6BD3CAD043E22C8E6BCA7E9E0BC1BB7CDBD6A3D0B3EF591713D97EC1B3D44AC3DBCBBCC2CBD96F70EBE18D8EA3CC8DB36BE5B625C3B1CFFAD3D36793ABE739B6BBE13B6AABD7322F13C9928843EFFE7683D1555063D1D801BBDCBA8573D0E3E1BBBBBF1233E71D6973E3AA996BD21C6A33D028DB2BD832FF13DA7AA51BE0DA54D3D05995DBD82EE22BBF056F7BDD7D411BD72D8A33C015A93BDDE1D95BC98EB1C3DDBDC4CBEBD1EB3BDD547A8BD3F4952BE5D0DB23D1B0814BE4A58383C32E7A4BC6FF6963CA7A01E3D607508BB2B4A73BBF601203DE34712BE6A01553D1D37E83DB76C033D980D863DDDEB6E3D6268F53B223056BEA2368E3E748D01BC047F853CBA6DEFBD14A8B3BD8FFF623D9B694B3D7784793C12A5343EA38A1A3EEA4D77BCD9EF063E950BF0BDE247B2BD275D99BDBFF090BDABBA11BB5A8DA93DCDC30ABD1FAC8EBD7F08BABD93241C3D8306A63DDB6B52BD992200BD98F9313E3BDCBE3C4209453EBEF69FBD39702DBE7A23D7BD4B9A393E2AEBAB3D0FFB7A3D4B14983D3D12BBBDFE5FBABD6B1715BC75FF743DA743263B2BE8103E533867BD4ADFD2BD2C1B19BD550F753C0EF3003ED3BEFFBCE83A293D9C2F873D6741653E88CFD83DD8CD3C3D45BD583D8F7789BD328E65BD8F07EDBC88C45EBE8FEF383EF7E940BDAD8EA6BDEB5BD7BD7A9437BE2B04703DE3CE143E6349DB3CE6FECBBDA9C0373D05935FBDBA3F94BB0884553CF3E2143E38F7F8BC1FB7283B015BB33DFAAD1BBEE97A1FBE033B61BD502DA43D0849FABD8BE0C1BD674C793D53EB1F3D349DB13D1582043EA0D75ABC274D80BD0F122FBD31128DBDF71405BEBDA2FBBD4B8D803BD86946BD3DD052BD76D99BBDDCC1B7BC738645BC5789D5BC1E4102BE8BCE58BE40DDFEBD87790DBD30E5DF3D374C84BDC0696BBDE65C2FBE3B25EC3D0F4F26BC3884223C02FDDEBDCDDE5DBD494A88BDDD304CBCE8EC0FBEC3A48A3D88A047BE07A867BD05035A3E01EA25BCA07C13BEB6F28A3DFDD353BD88BD58BE6C18363E354A9E3D10FBB4BCAB0E91BD971432BE5A6A5D3D3446AEBD18A6C83CAD4480BBF09FBDBDE3D9903BCA1EB3BBB3D07A3D4778C2BC8F370CBCB4CDA03DA4228F3DA93F113ECD8D38BD73A335BE6FA1263DDF49063DBB490D3C8A7E23BD12F7763E5052E2BC36D11E3D648C88BA4309D7BD7F8DA8BD5AF4CCBD8004263D136675BCE7AD41BC2E7D43BD0C9E8C3D6D9EFE3D9F081ABE68646B3C0D737BBD5157143DFF3245BE389ED1BB4AD9DDBDC2B4CBBDE93744BEBFE00ABE80BA0B3DB78329BD08A6FA3D37BFBDBD674304BEE854F5BD50C5EBBB6544C53C1B823D3D33244F3C5A605FBDE4BC06BE404FAB3D15EAF2BC1398313E7F1C2A3EE5C9A0BC435215BEAB89113C872B923E5B628D3D6C1A8C3DCBC52ABD27ACE53CFB09BE3DFC772A3D14FF1DBD170BD9BDA7251EBE351D0A3E9808B9BDFBBBDEBC06D7843CC0C595BDBB6DABBD713422BE2AF6D1BD3338773D7DE9ECBD63537CBD950C5DBB789E163D3BA67A3D318824BE9FE1EDBDBE65833C213843BC758A67BEB5BD993B8380C93D7E802F3DA543B53C0BEB323E6B8888BD41294A3D7BACA83B50EEA0BD81F5A7BC311D48BDA5FDA9BDEFB1A4BD6F2868BD83983DBE2391E73B957B7ABCD75A61BEBF5B93BD73930CBDC77711BE3C33AE3D4AD566BD87E101BB8899BABB32B7173E340280BC1A80C13D8BCE303E53BF37BD519F8BBD4FC091BD32B0243D891FAA3D3FB2BABD6358F03C4D755A3C28E1DD3DE3684D3DCF722C3C16B6A83D655193BDF5CB9E3BA5B936BD39060D3E373D05BEEB2C6CBD4EAC2E3D31CC013D86E2AE3D2A77563DF50C453C4B05883D20EE0B3EDE513F3DE62E0DBE69A401BE7D3E64BDF75EF4BDE7B644BC1A57E43C32EF6C3DBB2F9ABDD99E1D3E3B62B63CEE640CBDD8E5D03C9B8696BC5376BD3D0774A23DE0F0703D1DD519BD7B21343EBA32ED3CDD37DDBD15B9F6BB7370023E4078D5BD45293C3E6B630F3D4B364C3C82E2623D5F0CF3BD5969073EFF86F43C08CDF53D5D016BBD11A3C0BD1F1B2FBC9FAD79BBFFA0123EE0C4E53D84C4C73D70EBE23A18157BBDC2554ABD446F0A3E8F8A1BBD11FEACBC4E3540BE1346B4BA6DC06FBD30548EBDAB6DE43C73FA1FBEEF197C3D99E3A1BAC369D4BDCA7A2B3E8750383D1324023D27BB1EBE4E1614BDB73BFEB830DD7CBD99E010BEB317E8BCB97C3CBD8E832D3E5F390C3EC28217BEA7513FB96007863DDD82263E27881D3D56910F3EC3DC08BE19C2A53DD6B5063D03C792BDAE424B3D3B1FF63D17DA303E4F6219BD19AA88BCE59FD0BBFB2F063E51EA01BD33EAD83D5F4FBEBC8BCEA2BD7F9493BE37BC33BC25EAE93D9BFB8EBDFB6570BCABE6F73D55CD09BB4071DEBD9D37543EF5E48B3CBD1C193D6902BD3D7D0D66BDFFECB33DF5FA803DD7CBF9BD353477BDCBEA61BEC84002BC4DAEEE3DD6872C3E88C20A3E20AD8EBED7B10D3E06C929BDD89B1ABEB83D6CBC3751AABD903E043E623E22BD5D6BEC3D2246653DD7C9A03D284A51BAA3473CBD8821753D8F82B43DB5D8103EBFD7653C365C2D3DEFD8703DD1CA1ABE4089A3BDBBD2EEBD47358F3DD7F39D3D91FCC13C5B94A93D7EFC803B8BA055BDCAE8E7BC88EE0BBE8CB90C3D0AB02A3CC31A0FBEDC7E1D3D9B69A2BD7A529CBD82F5BFBDD7217C3D663EBBBD3316653EA069F5BD57FD09BE06F415BEB7567E3CEF95FCBD70EC683C1E84923D52A2FB3DC91C433D10A0A3BC5C13CABD6FE3403DCBEB01BED3ECCE3CCD38F4BD599F2C3C048AB0BD852549BEA1BE47BEF3B452BE93C18D3D6E2D8CBC8474113EEF9482BE934C4ABD138E893D118D043DA9841FBE6E88C6BD37B8153EEFF3473D37CACB3D15EE243D4447AD3D97EC033D943BA53D73E4D9BC03759BBC68B0123D9777373D7B01ED3DDF995F3D6586DCBCD34EFA3DC9DA0FBE4631123DA5A9F63DA0D0B2BC631E123EEC52253D633018BEBE5603BE8FC8AA3BBA7801BD44CC3EBE62DAFDBCF14883BC9F5F7B3DF34E663D253EDA3B901F70BE114A25BEA310F5BC2B13D13DC06F3ABD740826BE4E7A043D552455BD01328CBC98C7E93DD8E36F3CB95208BE3F17C53D129B503EB35CD8BD4A4A92BD2754723D6B7A8E3DD3F869BD928DD83DD1AA16BB9A7EA3BD23CD3DBE8B9A87BD17FBEABC55F5FDBD3D9DCDBC97A932BE3EEE833DE96832BD2B0C413EC5BF4E3D40B7113E067E883D9A183C3DBFE49ABDCA9CD53D5BDFE93D417DB7BD1BFD203EDF53FFBC55B0BF3AB71D0ABE121E173E620E49BD",
      torch_tensor_16_torch.float32_1: "0x0400000055E893BC9CED27BE8DED76BE8FA5E73D76BBA53BEF4ADF3DE77374BD87193CBD54B6973D43895D3D38E78DBE1AF292BC551898BDCB40153D132E573E4565BE3D",
      torch_tensor_16_torch.float32: "0x0400000069622D3C5FAFCCBD7310023DF41D213D08602BBED782853D4B093D3C3918023EBFB98A3D42A28BBE4DA2B6BD7E5F00BE382D32BE55CD09BEDF8F4F3E2E1B31BD",
      torch_tensor_16_16_torch.float32: "0x0400000095BA8EBD2948B0BB732E573D16BA0FBDF57AA53DB7A6553DBF1D4FBD0B8986BEE6CD0BBEDFFE7FBEA8C211BDEF65B7BD79E9313D315E233D6A277F3DF82BAFBDE85597BDDB0387BDB0F15C3D9F636FBC1817123E890CB2BD470D463BB429B6BCF7CC41BA2B54BFBD475ECF3CC4D21DBD27E0233D805C033E72080F3D6BFFF23DA8165A3D926DFCBCE505053E2DD0D9BD1AE2153D19D7453EC844DB3DCBB4CFBD874388BCA5C9D0BD67AEA0B9EAB258BD55A6533C2F26E0BD7853343E55AA71BE0AA509BD05CDE63D281AA23CC538BF3A723D2E3C2A00F83D0FAEB9BD370581BE672463BD36EFB3BD06AC363E40A6323D81B195BD8FDF2A3EC3B9933C5E58093E639BA3BDB6C9B53D698B9CBD1AD1DABC6DE71CBE123BA93DB3D43C3EC754A93D5201353C179DC9BDAEB435BBDA95AEBD253CE0BDE7174E3CFC75033D8BA388BD19C10C3EEF573DBEF3239E3D37DF493CFFBDF53DEBE7783E9186893D12C634BDC0F1AF3D80E7033E9654BFBDBFF1F53D0176A13DCD2DDABD290F11BE778AA53D271E6A3D9BDEFA3DAB9B4BBE4EA88B3D919019BE2B9BB9BDE8412BBD8556513D20785BBD4B7A7FBD973F02BE7A0601BEB3EC93BC85E947BC517F293DBB7582BD66691FBD7108C3BCE976C4BD9DB6FA3CE9B1C6BD2598C93DCF432DBE394219BD774CC43C4D9C5CBD43AA24BCDBCE6B3CA89D86BDF079ABBD072800BCBB393F3C09D7C3BB57C2323C7E18313E2042DDBDAD6D21BC49B3043C5ACCD03D8B9F433D5F59AABDC3FEFFBDB5EEB13D35643DBECBE5DB3DBB12993DAB0B1B3D87831F3C839459BD9A8D53BD4D58EBBDA7E400BD1A83EB3DEA09A2BDA3E4EC3DEFAF2E3D0A3B033D36E33DBD2AA0D8BD9BBB72BEC748C2BD3F50AB3E86A521BD0DB5743DD10430BC26A89D3D3205A73DD7C95C3EFB702A3DA57330BDE7C25BBD50EF0B3E66030DBE49FC393DFBA775BBA56BE3BD41E5223E0379A23E68BC72BDE7F3AA3DCE1E41BC46BE9FBD9B4C72BDB302AF3DA26D1BBEB13B4ABD4E9784BDE223183E21E7913D21CF9CBDE31DF8BBB8EF813DDC86CC3AB7B89F3D7878AD3D4333CF3C4E039CBD8A8390BD00CF2FBD48A8AE3DF19239BD2022D8BCBB53E8BDD5EEEC3CD72D3D3D203234BD1BECBEBDAB41003D3F4C30BBEB6FD9BC90B45A3D2780B5BC1F07743D3A9E7E3DD3F8C73C11BB833C8BDDC83D1BA0CF3DB11F193CD0AE033EFFB0A33DF7131E3E9DD8903DB5647F3D4E2BA83DBE568C3CEFBA283C6BCC803C4A8218BDC0B0063E3ABA97BD62B2B03CAFA67C3D65716ABD92F1CEBDC0F5DD3DB79EDD3C1BE73E3D4AE1083C7F6D94BDACF22F3EFB27B3BD16869EBD220832BC465315BD68E4613D081DFB3DEB71A93D5AA4D23D6AEAF53B3B2AED3D277B1ABEBAB99F3C1D30F93CCA4C9FBD81D588BD9F3A7EBD263A4B3C5B2D64BEBB8983BD",
      torch_tensor_97_16_torch.float32: "0x040000002BB84A3DDB2B47BB7B85E23DA3B5B7B9D828A7BDE69C133D9D3C8ABD8BB485BC52611D3E0412033EA1429E3D89BA9F3D56E837BE3FDA813D96F1883DF2639D3DF278E33DAAA1813DF7080FBDDFCCBE388355C0BDB857D2BD5D6353BC33E087BDFAD663BDE73F79BD9A4B0F3B82BBC03B320969BD32ECFFBC82D2BE3BCEA33ABD43A140BC69D9ACBDA7126A3DBFED1D3EC45217BD0A9BCE3D8A1BE13C8E20C9BD35DEB0BD9FEB8F3B47D41BBDB842FFBDAEE0323DFB7EC73C3ED8143AF0AA253E8F4EB53D917390BDF0C4693E829A283EF4719DBAEB6A6C3CBBE0563CE67D233E064B2C3DFBF80B3E9AE24C3E6042383EE31AFD3DBF13AABD3D8624BD2D02AB3DE75FBE3C23B251BD4762973CC082DFBD799E243D9B3652BD001C623D462C1C3EC0DEC23D848F2DBD651B1B3D0772B0BCA2F8F73DDF691EBCBB7F103C4343993903128FBDD33E783C00EB443D9F8C453D84AA873D07CFB43CB0F7AFBDBFE6E9BDA5D636BCB06005BD3EF8C13C336EB63DAB99C5BCEB880C3D8B57ED3C375E06BDB3D8A9BDE4CAC5BDF53E1A3DB6D70BBE5F4A16BDCF1414BD130C293D2B846B3DEA8D0E3E0E7A97BB925C7C3EAB6B90BD6FDF8F3EE5218A3D4BBF2DBDF0B4223D274A973D81D3B8BD1F6D07BEDDC3E53C17E5BB3DB77A89BCD2EB643E24B5B63BD2C139BE23B55DBBAD28683DA5E218BB32CCE13B57611CBEA7229FBDD6B1BDBDDB22B83DCBCEE2BC8637A5BD92BEFB3DEC590E3D6A26C7BC0B478A3D1C1B863DE883413DFFD7513C7C48943C47ECF63C49AC1E3D065F143DF879D7BDA4330DBE73EE7E3D9247F23D8FF96A3CCEDC17BE18E776BEDB7D11BC3F5A4D3E88BE71BCE317E1BBFD12043BA580D8BD9E97BE3D7098703D3835ECBD11E7173D55C5433D05FF2F3EF45CC03BFC7D8B3B75B4FF3C12C407BEEBC4B8BD8015A23DDB071BBB25B8F33DB16A033E56F004BE4D8D89BC7397B23C6344EB3D0A016B3D68C65ABDE798B6BC3047973C71AE2B3DA3BD623DD6379ABDDBF0123DBCE040BB5724D53D8286BF3D8ED333BDF4CB10BDFB6EC5BD1D8FA2BC5337D4BD893535BDC84E643DF018CB3D8D5ED4BC6AD4D2BD35A0F23C5F0205BEEBA339BE3AC6DABC694638BE484DEE3D4A456EBBBFB180BD6560953DC0BCC2BC5273FD3D80201E3D9D8C60BD5AB9F13D3898C3BDBD90F53C1AA9A2BD7BA595BC7F40923CCA17CF3C9DDCC1BD73B4C33DB3D4413E598F80BCEDC352BDB98541BDCCDA203EAB54B8BB663AA1BD3A3F0BBD706ABBBD95D7D2BDED31E1BC5261633C575FCFBC4ABCE03CED251BBCAAD752BDAA4A5D3E47842FBDB3769EBDC3B099BC9A4278BD645934BE3E73B1B9CFD89B3C1271F43D404D68BE0BFB08BE9A0AF13D4229E43CC55AAB3D93E793BD6CD3CB3D07345D3E7A43F8BDC3A97DBEF38E5EBCC5BBF6BCDF07B63B8D6712BE7B313DBDC6FD20BD8F56803D6F647CBD2CE18FBD057DF13D102D1E3DBF19D3BD42D9CF3D5DC4A23D9EAD003EF17D3DBDE8A762BD371738BDD42591BDCF99823DF64828BD989D01BE1FCF12BADCD1463C950F25BD102B863DFDF227BD987AE5BDAD857CBC305A08BEF23FCEBC89D407BCC495C8BC9E6EAC3A9EB3133E2DDCD93D248F93BD737B63BD3E94053D47009FBD903BB7BD8755413DE53B9EBDFD25E0BB654288BDD70F30BE65C366BCB8B5FABD7B9D1FBCBFC5EB3DAD2479BC4D87DBBCE2200C3D9B028BBD9261953D846431BD8A8BE0BD8D8F8BBD0BABA33DC9EBC43DAA1D6FBBB02E06BD76DC373CFEB4C5BC7B64183E8F07563E276D163D9715713C9A26D43DF7C6B3BD6B179F3DA7832C3D0992B53CAB4E04BBB452053E835A393E72B83D3CB484A83D43FBB0BDF0C6D33D54F51C3C1F8C883DF8A370BEE8422FBE3798333E0A8BACBDAF8FCE3DDFF6F23DAD84233EA74B42BD72DD5B3D7FCFEEBDA1CD033E9387663B9B6D643D40E1FCBC6AFA563CD900CA3C9A75EABD1741C9BA15040CBD7F8A803DC4A312BE8288CE3D9224C2BCDF6231BED8A4163DB5C3773E8E0BA9BD3F6A9ABCBAE9263ECE5201BEAA3594BD2B98FC3C727955BD21BECABBAA36FE3D1B3E9C3C9A820F3D2FD2BB3D5F4C763D5AEEED3C69ED3A3D45F633BD98A6213DAFD6193C48969D3A09F5063DE902403E4BA746BE009EB63CD7CFC5BD91C39CB9D53E933CC3ADB03DAD912D3D43D2963D2DBBF43D4B57843D1B1AE93D0363443EDB491B3EFD6A01BCDA037FBD2B6BFCBD2FC7A73D7F4851BEDC152FBC101A52BE8D0DAE3C9A2090BD8832873D82E126BC31FEAFBDD711CDBC0AE80FBEC25A5EBE10D4ADBCBBD976BEE081BB3D024ED8BC4B6F7C3ECF90C6BDF25978BD3F0DED3C150FDABD4FF2EF3D1D1D663E81E61BBEA7FE7F3D1E8D863C0FAA7EBE9D89C03D00EDD13DDAE8C8BD247C4C3C8F1612BE88F961BD38364F3E7B2EDF3DF66F3CBDF86E99BD73E3A53D6D754D3CFF6F46BE5ACD8CBC4F95E8BD2B38803EE2409F3C78C7323DFC87A53C07FE003E5705E9BD31ECBDBC297791BD838907BEF7F191BC554613BD4BD1723C8D4EAC3D0F43983D488CBE3C694CA13DFF2D14BEC11B8BBD6753863D17C8573D71AC10BEA2BD783DD296A0BCA10407BEA01D953DE41DB43D2ACC713CF40B1FBE6790C23C200E03BE7AABE8BC6A3AEF3DB6059B3D18DDD7BD5314A2BC8D786BBD52A34CBD2379513DF638833DA8DEEFBC5366ECBD0F3ECABD4A0214BE92AD493C4C6C34BDF7389E3D3DFFD93D9606873D7C798C3C0FC3143EB3DC80BD6E850DBD4F57BF3DE21C773C6541FBBC575713BD038120BEFF015CBDCB739DBDD2D391BD12186DBC624D07BDB9E9B1BC5BE6B1BD998B3FBEEA78A23C15EF45BE7823FE3D2A6DB03D986A2E3D37FBD43DD781593DAFC887BDC8A99EBD577195BDAD0A57BD3C1287BEA06653BC93B1C83C50A09A3DA39104BDDAFF8B3DEF58B7BD3B373A3DEBBBB63CC82B533D9F0ABF3D2FB80C3E61E8C1BD8E67A73D284032BE54BFB4BA9AC3DC3D2D0864BCC296BCBD6930A53B6ABEACBD57D4D7BD376B993D58ED85BD743D903EB03DEC3DDFCD5E3D2D4F083EEAB7D93DC317503D7E16C23D40583CBD8D1F563C0FEE9B3E3FBED4BD125B073C6B5A3CBE17486F3D7F6B77BC2A08C43D9243EB3C746F073E8CEE223E93D7933D1265AF3C1BB3043E74F68FBDAB6A6CBD9C52BEBDE711D3BD828CB2BC376116BEEFA88B3DF92829BE201DD5BD53221F3D0D77F33C4BF66D3E3FE82C3BE94E8EBCDDA1A8BC1B31B9BDB78E3EBEEE780FBE6C94C23D52D25D3EE94E443DDD61883DCA16B83AAF68B23DEFFAFBBD04A0423D1A3D6C3DC17F093E4DA176BD566AA8BC8FF8C6BD336592BDBBA5113D0CB30D3D098185BDF3E2D8BC7B7DD3BDC5F69D3DCFCB433E5321203E0A99E6BD303FF6BD2BB8CE3DA3C9953CB7F588BB871F953D100A7ABDC3ECC03CFEBC373D63719E3DAE12803D58490EBEFA87103EC7801B3E55D7B7BD6B5F33BD95CB0ABE35325E3EB053DA3DE365D73C94CF39BD37AEC4BD2F23173E5377F33D89A3B2BD3BB29ABDDD72A83D98AD553E4F86FDBCD26F273EE97526BE1657873C9019873EF6EDA9BDA3D1C03DDD66DFBDB490953DC763BBBD501D903C585AE8BDE6D0103ED7F739BE933EBF3D408F7BBAAF843FBDDBACABBDF36391BCEDF2AEBD37A5173D43925DBD27295F3D035D2F3EC324BABB3656203D72FC313CDB862FBEB5256D3DD8D6B3BD0262F93D1B47E03D2F9E463ECD9B6DBC65DE203DC8A60FBD62AEF5BCF5CF903D8B353D3D21EC823C3FCF65BD8874E33C033CAC3D4B8853BC671B213D9B59813D0A23803C5289F4BD050C6E3E15B305BEB8B801BDAF4A913D42CB9B3C7711803DEBC8CD3D6FAD6CBDB73D453E4354F9BDA33188BA29FF8E3D734A903CC30C40BD04EF37BE6396403E7AC8C0BCD79EB1BD2FAF0EBE9110453CAA15003DA14585BD178C7CBB1F2016BE5704943BC3CA33BE0B72A03D6C1D25BBBF57513DBBDCA6BD8363393E1800FABD3A5772BDC0CD543C08FAA63DB861DCBCCDE1C6BD03E1473DE8677A3C7837A4BD30607ABDD55B4D3C37E7A23DE77CA43BC14436BD3A61EBBD7FA81BBE80B04E3DFFE7F7BB146DBEBD19360FBE84B2C9BB8D0DAC3D9A1AE9BCCD0A4EBDD7C0B0BC4F3CD2BD2889EBBD1B008F3E1845FDBD5DA80CBE209E0D3E4B819BBC2AE5DA384A1F3E3D5FF9023EB60FAC3CB72A3E3D126FAB3D1B982E3D1FA7CEBD989A66BD109A8EBC3F34633CB289503EF2C2DE3CBE6403BE93BCEC3CDA468BBDF351453E9BBD333EDF37A0BDD3655DBE43ADA73CC0A87DBE6349833DC358FD3BF3ED9A3A7B145CB9706FCEBDA31049BD089855BCAECE493E856E413EA395853A770456BEBCEF9D3DEBA3E9BC3F025E3D191219BD23566E3D5074603EB4B4B93B8B53C0BD20F5DBBDA2A323BDB053783D5C802CBEC04790BCB0B906BD093D3E3DCF870E3DA8A26F3DA1BD073E7DA888BD82D04A3D8A11C13DD3DD98BC5387AF3C90344EBC99C4473E35A184BCD7DC803CABE99C3C35F3543D0297B43D31C8A0BDACE6243E7B5A223E83F88E3DEBAA593AA1E9BABD4995433D2D23AC3C8B4693BC7FBEDB3C1A72C4BD2B38E83D95D4943DA534573D7A3519BE28D5BF3D5629A03CFFC51BBC7DE54F3D2DE3ECBDBD95783E0E1B363EA2E9B4BC5F89CC3D6F94EEBD976E933D85489F3DEA5444BE38636DBC6F35113D60625A3D070497BCE858D73D2327763E45EF043EE2F8AD3DADFA97BDDB55EEBD472B39BE8F22B23CACB321BEEF56B23D1CF9B8BC0AFE2FBDFB7EA93D20FC653D66F52C3ED8D6F1BB43925A3D5A62923D018D9B3D72D1E83C00A1BABDEDFF063EC3CF64BD83FF5FBA8F3FCDBBF527873DD750CA3D84DE12BDBB8F3EBEAA04EE3D7C448EBBCDEB8E3AF37888BD24A923BEBF9AC03DA8E5F23D71B2493E2CA29DBEC0D70CBE5FC8F63DE3D1F53CA350DD3D14B72A3DFF6345BDE644313E438ED43D50F34ABDA71C27BDB823EFBDBCB706BE36B508BE1559703D203AA4BDF8891E3CD4DA9FBDA30D273CA4F6453C755C943C3A351DBDB0FB7EBEC230B0BCD042EBBDCBC900BEBE64123D6657083E390612BE4F69A1BDF38CBF3D952EA4BDEA3D623D9368D1BD161DABBDC56C9A3D47BFB7BDB033073E555BF33C5E10293A3F5A2E3E6A4A7CBD66719CBD13DAC6BD103426BD84729F3DAAFB403CF12FC13D57C3083E1D11E63DDE921CBE7506D1BDCDB7A23BA39F6DBC803A303EE76A9B3DB67A3ABCAD783A3C8473A7BDDBE6CCBCB745AC3D8B80DDBD101B1D3D4B500C3EB33CB13D5767203E5A2B053E22493D3E92D7D43D367DCABD7266DC3DD534AF3D32BD4D3CE32DBD3DC57A11BD8C758B3D7A4659BBD3FAC83DEDFD873C1094ED3D48C661BD1B61E7BD4276DE3D576DFC3D8A07FDBD05357FBE4F7F4FBDF35CC63DA55AFBBDAFCC95BD10B9E7BD33C2983D3E4B09BD6E45093D5F63373D3BA8E73B0FBE3DBE1564D3BD1B0A1BBEAF2B6C3D29A192BDA676A2BD7B2D673A08E1ACBC8DD60ABEB06CDE3D77888C3DAAF5DDBC870841BEC39931BEE1470CBE5D9B943CCD9C96BD6860633C8B0309BE90845B3DCF023E3E737E14BDDFF023BD37ED61BDBE099E3DA3CFE33DC563E5BCD3320ABD73F69BBDD7AB0DBD90BD823D7CF1863DD0F4F43AD8F4823C090B453D97FC8B3C4D8E8B3C736AB9BD56718C3BB058EFBBF26DB5BBF77B8E3D3946223D85B34ABEB50BD5BD856DFDBD2CB4293E2CDE0BBDB332A2BABF140BBE92D6533DB46D213EC8E5D63DA7A0EF3DA31C1F3E1FD7C0BD987BE9BDA51B2C3C42E7A5BC2FF4CCBDD819E73D8354143E0062363E1157A73D33399C3D9D969FBDDFD3CA3DC148B5BDDD548ABDE38F25BD2868633E7A0D4DBE27742F3D38C8223E1310CBBB87072D3D9025A13D0329BE3D177DC73D9D187F3DF77E20BD6B4CDEBDC0AEC9BCBF3200BE85C170BD6BE6AF3CBB58CEBDDF2F74BD988BFD3D3770A8BD7835083E855E5A3E65F4123E179E2ABE6F2818BC6E604CBDD58F173ECAA9323C4DB8853D986FD8BDB77192BD52C97FBD1A7BD03D90FDAABD88F1213D5354F5BCA7BA243E13E37DBD53F0AFBCDF439DBCAB0CF7BDDF60F1BD566F11BC47F3683EDAD11EBE5955B33C684C50BEDFF47EBDCBC067BDE8F4123D05F5133E9600373B43022E3DA375943D1D65F53D40CBDE3DA2805F3EA9B446BD89DC46BDA64307BE2F879CBDC3E1BDBD6E62973D9CE7CB3D40FD73BD58D60A3E5577D13D5F6D5C3EBFBCFA3CE7C6C1BD5D9AD9BDCACE67BE2BB622BD8412223D81FC8EBD5AC9D13D0D7110BE5F42B7BA7BD7B23D9B7E173D6BA5033D0A33533DED27C2BDC351DDBDFBA2BE3D8213F5BDC04B7A3DBB344A3E0359803D6819F93DED318E3D450358BDC835ADBB80E47EBD331ECBBB4022E9BCF9831E3E6260E2BDCDC53DBD1769103DE4DF8FBD6F8008BED39B65BDD5DC4EBDB23BCEBD38E8EDBD7D2A6F3CFDE6CB3D79F1133E46B8393DBF6D633DFFAE32BE88577FBDF8D362BEA713013DAB8AE5BCAAA110BCF56CE5BD1BF2D23C58F8BBBB7989B4BA27597D3D5303163EC6F9033CA70C003DBE60943D2F66383EFA45813D58D46F3D271C93BD642AB2BB586575BD972F33BE4033CB3D0420413D306C8B3C551DD23C2594593E5A211E3DCF37A53DA850DA3D2655183D01C50DBE7A1B9B3A5F6B503DD0BA84BD9A67153E876E4FBB43C6F7BD07453D3DA7D005BE3A053A3DF39F273E3E5702BEEC61153DA5A053BD92AAB0BB7BF10ABED3F8D6BD9620A4BC7BCD033E2EC5A63C1FFC3CBD0F13833D038461BD58C2503E970F57BB41C78C3EEB87A7BC35A6F4BCB10907BD1B66E0BD0856AB3DBAA4C03D9067943DA326F1BD547AAE3D432D58BD821FA6BD1C29293E5666053D9057F13D29A0A33D70610A39D31F0ABED7C5B13D2371F6BBDFC94A3DFF18E8BD0AB9933DFE67163ED8D5A73DF316993D0F4E2CBD83BEC43C750DE8BDE92002BEED25443C322594BCF76DB7BCFD84E5BD25BA913DC3EC18BE43E9FB3ADBC81A3E629797BD38B4FEBDBD7C23BD7F01273ECCBAB1BD0DC1813DEAFAA23C0C1BB0BC57481A3E38CC9A3DBBECD63D321DED3D398A29BDDB58C2BDEB2BE33D7BB2B6BDBBBB863C2213CFBD137A1EBECA4B223C7482983D4C4144BD5451843D33A39EBD146AB33C173FA53D1B192B3D8777B7BD87B63DBC817C043D07AF1D3DBF9E873D0F36A53CB73C17BD391989BD6F295ABC00568ABCFB13D13D4FFCD6BD4DFADD3D8A39A0BDB91108BB08E6FE3D0BDF78BDBF30C7BD2540B3BB2802693D5EAF0F3E73E0D2BD7B507C3DE8AF8F3C8E7F013EB29192BE6B210DBE4B1214BC41DE9A3CC2FB123D254DC2BDEB95C1BDBA4F6CBE6F7BACBD43B4023E9E9CAE3DEA2BB13DB01003BE256E9A3D4F8FADBDC706653C2F47E13D40E9F53C7F3ABA3CB2EF08BEBFBEE23DF724583EBC8DAD3D1F71AEBCC50EDABD1FC9FBBD471BBD3DD7E1DE3C63B1833DFDADCE3D56B3333C978BA13C713D17BE7B82C2BC3B9C25BDEAEFBBBCFBD08C3D8880D5BDF2C512BED771333D0BA2F6BC12EB883D388656BDE058D1BDBB84EBBCF27E3A3DDDC0DABDCA7AECBD53BD0A3EEFA5803C38E1C6BDA2EEDE3C8895D0BDC97DB23D34A896BD59429BBDB313F73CB080CE3DA3854CBE6243023E9515A53D8AB8CF3DD5A3FE3BA38E17BC776E6ABAF38B1FBD5E632E3E6748B1BD7607213EB149243EF24F33BDBED8A63D9CFDA13DA2687A3E6F5255BE0CCFA2BCD6E1BABD95F3E9BDB8906FBC5694263E5F02C7BBCADF45BE954279BE3A35EBBD8502F43C0743B1BC61AD30BD7724CD3CF739A6BD8780A0BC466296BDCA6ED5BDE08470BDD97E0DBCCA3B1FBCF3534EBC8BFF503D28C1B1BA1095E63D96A185BC38DD4B3D604B01BD9B882FBD858EBA3D0ADFF8BDA025AD3D93E296BC3A5E0E3E97B3093ED3758CBD9B91003D4752083EABDA513DAB7354BCCBB8A1BD4C84A33D45E1AD3DF32BEF3DC7F7EBBDD8130BBDF502363EE37BA93EBF700ABCE248E33DFA9E0FBCE80D2BBDC151ADBDED3D273D1F56E9BDC2814CBD5280D33CF5C1C1BDFDBDFCBD41E90D3CE6B4243D371D0E3EFE52983D5BC1093EB77452BDDA00793D477FA1BD6A6B87BDE3F9853D9AA4D3BDDF0B02BE07608A3DD88E0C3E4B152CBDFF65CDBD00EA1C3E35A4173EC945B03D71E0B93C27F4813E454A8A3C0D780DBDC0DB6B3E33B5A03D9A876B3C772FCB3DBDE21E3DE527DF3C90F27A3D40A4303E370713BEB3CD53BDE6342FBBF812213EF3890D3D8101C5BDE3DA2DBE4A00E63D77EEDF3D200A5E3ED74D193EC8A4003E7BD3B03D58469CBD9A36CABD90BE1FBE98599C3EC268DF3D1440443C6779373AD9C228BDD79C9BBDC58A673A47FA0B3D81CE91BD072D713CA3D36FBC209A1CBB4F79B13C37952A3D3507DE3DA5D8EE3C9D38A43DB0499FBCF30B9D3DE51ECEBDF8D91B3D031316BC873424BE1D3B7BBC16CB1F3E9F65993D5137B33D896B293DC4D5C53CC9D294BC886309BE42A69ABCA5AD803BF007103DCB0CA03CE5DCD03D94EE23BD6BAE393E3336C2BC6350293DD0AD9D3C9BB746BDC55362BD4FD9F63D43BDC3BC3F82E43DA88C553D23D4273EA54E983DC687C0BC1F7B16BBABA990BC4AE7ECBCC9C1A9BDA38D303ECB12CB3D08CA4C3DFAB603BE529A90BC337BE73C1F7497BCDE011EBEEE3F103EBF8312BE9393CEBB32E4F5BC5B6FE03D70D8E03DBA62D2BDF05BBFBDA2A09FBD788A533C07F721BEDF2A31BE3324433E97BD673C2BB787BD",
      torch_tensor_16_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000"
    }
  }
#-}

#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @causal_layer(%arg0: tensor<1x8x16xf32>) -> tensor<1x8x16xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_5 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_16_torch.float32> : tensor<16x16xf32>
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 0.59460355750136051 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_48_16_torch.float32> : tensor<48x16xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %0 = tensor.empty() : tensor<16x48xf32>
    %transposed = linalg.transpose ins(%cst_10 : tensor<48x16xf32>) outs(%0 : tensor<16x48xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x48xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x48xf32>) -> tensor<8x48xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<8x16xf32>, tensor<16x48xf32>) outs(%2 : tensor<8x48xf32>) -> tensor<8x48xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<48xf32>) outs(%1 : tensor<8x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x48xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x48xf32>, tensor<8x48xf32>) outs(%1 : tensor<8x48xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %49 = arith.addf %in, %in_32 : f32
      linalg.yield %49 : f32
    } -> tensor<8x48xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2]] output_shape [1, 8, 48] : tensor<8x48xf32> into tensor<1x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x48xf32> to tensor<1x8x16xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 16] [1, 8, 16] [1, 1, 1] : tensor<1x8x48xf32> to tensor<1x8x16xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded[0, 0, 32] [1, 8, 16] [1, 1, 1] : tensor<1x8x48xf32> to tensor<1x8x16xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<1x8x16xf32> into tensor<1x8x2x8xf32>
    %6 = tensor.empty() : tensor<1x2x8x8xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x8x2x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_15 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<1x8x16xf32> into tensor<1x8x2x8xf32>
    %expanded_16 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<1x8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x8x2x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14 : tensor<1x2x8x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.truncf %cst_8 : f64 to f32
      %50 = arith.mulf %in, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x2x8x8xf32>
    %8 = tensor.empty() : tensor<8xi64>
    %9 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%8 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %49 = linalg.index 0 : index
      %50 = arith.index_cast %49 : index to i64
      linalg.yield %50 : i64
    } -> tensor<8xi64>
    %expanded_18 = tensor.expand_shape %9 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_19 = tensor.expand_shape %9 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %10 = tensor.empty() : tensor<8x8xi64>
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_18, %expanded_19 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%10 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_32: i64, %out: i64):
      %49 = arith.subi %in, %in_32 : i64
      linalg.yield %49 : i64
    } -> tensor<8x8xi64>
    %12 = tensor.empty() : tensor<8x8xi1>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x8xi64>) outs(%12 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %49 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %49 : i1
    } -> tensor<8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_4 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%12 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_32: i1, %out: i1):
      %49 = arith.andi %in, %in_32 : i1
      linalg.yield %49 : i1
    } -> tensor<8x8xi1>
    %15 = tensor.empty() : tensor<8x8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map6, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%15 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %49 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %49 : f32
    } -> tensor<8x8xf32>
    %transposed_20 = linalg.transpose ins(%expanded_15 : tensor<1x8x2x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<1x2x8x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.truncf %cst_8 : f64 to f32
      %50 = arith.mulf %in, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_21 = tensor.collapse_shape %7 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_22 = tensor.collapse_shape %17 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %18 = tensor.empty() : tensor<2x8x8xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %20 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%19 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_23 = tensor.expand_shape %20 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23, %16 : tensor<1x2x8x8xf32>, tensor<8x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %49 = arith.addf %in, %in_32 : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x8x8xf32>
    %22 = tensor.empty() : tensor<1x2x8xi64>
    %23 = linalg.fill ins(%c0_i64 : i64) outs(%22 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %24 = tensor.empty() : tensor<1x2x8xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %26:2 = linalg.generic {indexing_maps = [#map2, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%21 : tensor<1x2x8x8xf32>) outs(%25, %23 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_32: i64):
      %49 = linalg.index 3 : index
      %50 = arith.index_cast %49 : index to i64
      %51 = arith.maximumf %in, %out : f32
      %52 = arith.cmpf ogt, %in, %out : f32
      %53 = arith.select %52, %50, %out_32 : i64
      linalg.yield %51, %53 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_24 = tensor.expand_shape %26#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_24 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %49 = arith.subf %in, %in_32 : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x2x8x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = math.exp %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x8x8xf32>
    %29 = tensor.empty() : tensor<1x2x8x1xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<1x2x8x8xf32>) outs(%30 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %in, %out : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %31 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %49 = arith.divf %in, %in_32 : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x8x8xf32>
    %33 = tensor.empty() : tensor<1x2x8x8xi1>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x2x8x8xf32>) outs(%33 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %49 = arith.extf %in : f32 to f64
      %50 = arith.cmpf oeq, %49, %cst_7 : f64
      linalg.yield %50 : i1
    } -> tensor<1x2x8x8xi1>
    %35 = tensor.empty() : tensor<1x2x8x1xi1>
    %36 = linalg.fill ins(%true : i1) outs(%35 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %37 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%34 : tensor<1x2x8x8xi1>) outs(%36 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %49 = arith.andi %in, %out : i1
      linalg.yield %49 : i1
    } -> tensor<1x2x8x1xi1>
    %38 = linalg.generic {indexing_maps = [#map9, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_1, %32 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %49 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_25 = tensor.collapse_shape %38 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_26 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %39 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%19 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_27 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %40 = tensor.empty() : tensor<1x8x2x8xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<1x2x8x8xf32>) outs(%40 : tensor<1x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_29 = tensor.collapse_shape %transposed_28 [[0, 1], [2, 3]] : tensor<1x8x2x8xf32> into tensor<8x16xf32>
    %41 = tensor.empty() : tensor<16x16xf32>
    %transposed_30 = linalg.transpose ins(%cst_6 : tensor<16x16xf32>) outs(%41 : tensor<16x16xf32>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<8x16xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %44 = linalg.matmul ins(%collapsed_29, %transposed_30 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%43 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<16xf32>) outs(%42 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%42 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %49 = arith.addf %in, %in_32 : f32
      linalg.yield %49 : f32
    } -> tensor<8x16xf32>
    %expanded_31 = tensor.expand_shape %46 [[0, 1], [2]] output_shape [1, 8, 16] : tensor<8x16xf32> into tensor<1x8x16xf32>
    %47 = tensor.empty() : tensor<1x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_31 : tensor<1x8x16xf32>, tensor<1x8x16xf32>) outs(%47 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %49 = arith.addf %in, %in_32 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x16xf32>
    return %48 : tensor<1x8x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000007859BF3D487100BDC6AD53BE98C9CC3DF60C273E101B33BD2C53F13D08C7BD3D8CC8CCBD402C8EBC0ED57E3E00B39A3A18CE4BBE705B95BC5CB7FE3D0021A7BD",
      torch_tensor_16_16_torch.float32: "0x04000000AC2784BDD8A00BBE58A597BD0CC15BBE72933F3E4412D13D361B01BE9CC0AEBDD0B3E53DAC98BDBDDC02873D90F98C3D782621BEBC41803D409C7A3C16965F3E7840B9BD7C9E83BDDC915C3EDA0C51BE00F7933C16A8763E7C90E5BD326C753EC228633EBE2A6E3E306DC3BC0C96673E9C16DFBDA042AFBDB4A7C13D3051583D66200D3E2048733ED24020BEB4DD073E0C4CAB3DB40E073EB8C6F23D1886BFBDC6544ABE04E64C3EF6FA11BEF2AA233E72E073BE882731BD00A72D3B182D313D408BA53C9C55A13DA008E4BC38C87A3D66557D3E34A525BEE0A05FBC3471C3BD3A9F603E6E255B3EC063DFBBD479B1BD7A2C1EBE9A2D373E60088DBC6E1A713EB0FC113EF613603EF8794A3E105C26BE10DD953D2C4ED4BDE672003EA022B8BC904BB13C460D31BE34CB64BE2CCEC03D70F66D3D20E5B13CB2DF2D3E50CCD5BD0CC0B53DB6FE0CBE382C543D18C769BD9C48333E16DE5F3E92575E3E6041383C20F6163E88C77FBE0A2B16BE3803373D00BFB63A8AFA48BEFC9DE2BDB821EFBD96A27DBEC051C33C80832E3E54CDCF3DA044F3BD6E136BBEF0884EBE80F4973B161B303E9058CFBD164D0BBE9A9008BEF04AB1BC921C73BEE2E761BE06017C3E582EF4BD40B138BDACFC88BDC8E560BE308634BD54BB9C3DC8E6CFBD20922EBC00BF9CBA68D97EBE160A3A3E32CA4E3ECE8A2E3ED423A8BDB4C6053E26DA6FBEF0527DBDF84350BD08D0B4BD400AD73DFC4BE9BD005FEDBC7CD793BDBE6770BEA01A29BD34F458BE5046153E90D2083E9AD16F3E58EEABBD604A503C9097483D408B7F3E2EA76A3E787D04BEC2D459BED4BA66BE008FF6BDCA3D573E7CF4AB3D9E00773EA6C03D3E80876D3B9AA91EBEF2FB793E185B4D3EB4AADD3DECD70BBEE8AB493E9066BA3CA046293E18B1D53D2AF0073E44A260BE7AF20DBEA08A193E005655BDFEB65EBE64CE683E0028B1BBD6824E3E0A1848BE4847B03DB8DAC0BD1C75D7BD509355BDC483BDBD1E470C3E208F42BD8E1A423ED8A8693D40391EBD8EDD13BE8C696ABEA05C95BD68106DBE98B73DBD80E4853B20FB83BCC880FBBD28AE313E8E2C103E484A7CBD504BCABDD6F1203EEAB95E3E4A676ABEA03E5DBD100FBEBC0C60B9BDAE8C5A3EA84117BD9A0C593E00FEA13A3026DEBC425315BE483EAABD48FBA43D107AE23D80BC11BC82ED733E9E2F31BEC44EC43DAE92663E380E32BDA03D4B3E400A873B4CB43FBE20720CBE0893BE3D4491DDBD8848763D28F87B3E98EAAD3D00ACBFBC30F47F3D287E13BED41A57BE626F40BE6CCF56BE1025523D4075473D6895D9BD14687ABE2AAD0A3EBC4111BE58F42ABDC0A656BEAC6C10BEFC95D53DA8856EBE3AFB11BE52EE3F3E0E4A03BE6412D5BD94C18FBDECDBDA3DA0ED27BEF057CD3C281AD13DC0AB94BC8828393DFA4943BE9479E73D",
      torch_tensor_48_torch.float32: "0x04000000A03B3FBE9033EDBC7887153DD82A853DC0A4033E70BACBBDB8629ABDAE34563EAC6989BD04D431BE04942D3E105A2D3ED88BA0BDD8B74CBDB4E53CBEB4C855BE9089C03DFCB8DABDEACC4B3E8AFB4CBEE08A0DBD40E1B03B0A92033E4C304F3E465D2D3E6061E13D3C01EBBD62D236BE580565BE402E4B3C124A783E488042BD806F2CBC9E083ABE60309D3DBC4C223EFC647CBE5A4134BE069F3D3E6872723DA05E7FBC680C373DE0B01BBD5EEF32BECC366FBE8C5F283E1095F3BC7826BEBD",
      torch_tensor_48_16_torch.float32: "0x04000000880E8EBD14DFBEBD40E5803D689AB53D1026FABD300AB53C745C143EF0C4CBBCA8D19B3DB8F976BDB074B33DE67139BE0E8916BE74F101BE4C446B3E64C589BD00F032BACC0FF8BDF08F7F3E0E077A3E601241BE10884FBED40B42BE00089EBAC48282BD4E9027BEE0A3B7BD1877413DF4C105BE88E6623DC8D16ABDB018F8BDC8AE0C3D847F523E88132DBE00323E3C20CFBCBDE4367B3E26E272BED26A75BE30427C3EF8F721BE2053443D40C1B0BC78B657BD48B564BD3CAC223EC0C6433CCE3E79BED82117BE7C8AAEBDCAD2003E8EAA25BE2E63713E281364BD18DF37BD4297483EE6AA003E6A1E593EEE14143E34519BBD54D929BEA06098BC0EE0533E5CD6ABBD1E686DBE24E2D13D6C35793E00C291BD5AF953BE103568BE904E803DF0129BBCD84601BEA8FB4E3DC06FC23D069A4B3EFCC0463EB04619BD7EBB61BED85367BE48066F3E1055E23D402FDF3D207F5DBE5E0F6D3E1485723EDA21673E30F557BE8830C1BD4A1130BE566C723E04FFDBBD84C1E9BD281F063EE8D8ECBDDC2BFCBD4024B3BC50DAC4BC226B47BE466B553EB4DAE1BD309DB53D24AA5E3EE21A013E50FA103DC4D1593E08A7093D54E1ECBD062D723E605C723D38C679BE18C391BDFE602EBEE272603E001C29BDB25969BE80BE80BC74C5203E9004853D8CE5A13D5034BE3C18E2BE3DE87F79BD78ACCBBD0E496FBEB0DA40BEF0E6DD3DBE9417BEE0E8123D106DA33DA001913C40FA25BEF0D1743E26DD14BE668F523E6EA64BBE585276BD8A410B3E7C31D1BD0E0D573E062B30BE44FB56BEE0DEE6BDB087253DA8B66B3EE46DF4BD0C1BB73DAC5C80BD28115EBDD83C3C3E7A6546BE6086D93CA8BE703EC8B50CBDA6C4463E84AC9DBD00124E3EF6A277BE289513BDA8DC33BD78EEA53D24DFC83DA68F443EC88F18BD606D22BCCA4F2F3E90888ABD106B603EAA722ABE209DDDBC00005CBCA075E43D66052F3ED04E22BD4E1754BE28B1FD3DCC27993D88ABCD3D0AEB1DBEAEC2243EC078723E30B5B13CCC1D6FBE9CB5333EC0CF3DBE98636B3D30CE143D7CA2EFBDB046B23D8AF964BEC839693D9C4A22BE3075DDBC48B7033D08195A3E1C49F4BDBA00243E281502BDBC29F3BDBAEC5EBE7CE26ABE28037A3E98627FBD20974C3C3CCF8A3DEE022E3E487D5A3ED29E4F3E84AA3DBEE00F24BD1E7C17BE1C4412BE68E6723D3C4B703E26154DBEAEEE1A3E3CBA04BEE87247BD92344B3E309967BD707BBA3CCCF332BEECEA593E505F04BD683C3BBE3CEB953D3C0536BE4C234BBE6086793CCCF74A3E48E390BD40FBF03D7AFC5B3E78CB293EA24906BE6080E0BC601EA1BD00DB4DBE00A0D838969F403E1AAF573E7014BF3CF092683DE8A7DDBD5A3D413E2C0CD5BDC4D431BE78B01D3D5271193EB4CE66BE6A6A673EAC2EB83D5C5B33BEC8935CBDB8195E3E7E6944BE5CA595BD08EDA73D1C4760BEB8560C3E9C42053ECAC51E3E4A3623BEECF97E3E38BF17BE3E937F3E46AE75BE9C1664BEF83B1D3EE00AD63CA04B6C3C1CC30DBE7CC5D6BDD0B395BD406279BE20DD543C801A353D00F05DB92057A53DE6E7723EF421883DD86DBBBD40B6D2BD4CCA23BECA7631BE40EA24BD401C35BD04C5E33D00D9DABD8A154C3E50A133BE00443A3A9E1F663E06907E3E884A14BE7067363D50EAF13C540DF0BDB4E4B0BD60AD8A3D740332BEA0F4283D188EDD3D90C3C9BDE6A4543EA0C786BC084DE83DB8847D3E90809CBDCC1C0B3E6C7292BD289415BDD8892DBD0093CBBADC6AC1BD2003703DC0561A3C9A46223E58434FBDB05FCD3C8475BEBD5E6356BE8C30CF3D6807033D340CCDBD181CADBD20E6853D102839BD324A273EA002683CB466C13D9413DF3D50417BBD4086DD3D32E93C3EC07D3C3CB863483DA0D4143CFE3E313EFC29D8BDF61408BE181BDF3DE8CC5EBE8056833BD876EBBDF6F7283E94586EBE9C381B3E7C467D3E40324F3D907388BC5AFE7B3EECCDDABD101DA4BC1435E0BDB05A0DBD188E5E3D50C4083D706841BD8EF57FBE60BB513CC0A9F2BB180C1A3DFA28443E9CD5783E5CE117BE60677FBC1825CDBDF8F06BBEDE473ABE8A45703E7E43153EBC82093E30450E3EFA624BBE5014D73C50436E3EB8DE0EBE74BC633EC492863D6E1B343EA055DBBD840AEC3DDCF062BEF00982BC38C7AA3DC48B993D0E39563E6A8F7B3ED6E5683E5CE02B3EE0FB333E602004BD02AB46BE7C11BEBDF0EAE5BCC6560ABE18DC023ED8B9B33D7039253DB05B773D40E2603E887CBA3D1A7F60BE52D339BEF0A9E13DC88C0B3DB8B2F93D1CAC7FBE2A416CBE68FC1C3ED2BF233E249B67BE0059C23D68E547BEECDE413E24A9A03D24217D3EF8697CBEF27176BE06152D3E6048633E98D81C3E4A322A3E189F57BEDA4B393EA0B371BE68C3643D5CB027BE345DCBBD8851353DE44EC9BD300522BD9EA472BE246071BE7454C63DF4B7D8BD6CBF1BBEB006CABD2C4C51BE7EA54CBEEE2E193E281C023E8066083DACD70BBEC857AA3D8003383CCCF436BEB85A5C3D6819693EA0CD7BBE7C907EBE3033033D12C6403EFCC51BBEA06B613DD8F6333EA4DB9D3DC89A5D3DF86A7F3EEAC6263E38FB0FBEA005B13C88C8023ED2C4613EECB37EBE18A00A3E60A694BD3EAE7ABE284D633DB25E0BBE001D113D0C3526BEBEA540BE60C6ADBC74FEABBDB2B9153E2093B03CB0D2473E90E63F3DB0A3A4BDBC652D3E80D35F3C4032403DB8ABA4BD00326B3A40E344BD901DAEBC2CA647BE0085C9BAC87D54BE404B5CBD245D143E7A0232BEA88E2CBE68097ABD4C5B8CBDB0592D3D00002A3D14D1013E7A5A30BEA08790BCB62D0F3EC66E5D3E706495BC742014BE4C2E933D44C9113E9CEF1FBE1C8E14BE984DE23DC07E8FBCAACA71BE149B13BE00A2CF3D70A8ADBDDAB2303ED2604A3E10F6143DF0F1A1BCD085A2BD201E4FBCB0633A3DBE8B43BE48BB74BDE8F054BE0A1F1D3EB40723BE02DE693ED8FB83BDF4A712BEF4FDF53D30A8183DCC44313E98BED53D6A9D76BEE4EA213E58D540BD084AE2BDE492223E64B53A3E9A0161BEE02FB9BC983A523E744AC63D12AC573E3476AFBD70380DBE0A235C3ED069D53D6AC1753E54DCD5BD7E5E24BE500DF0BC620B71BEF8B0C83D98D23C3E78D1753D405BCABC54DAFD3D107F22BE246E7A3E4E8D7EBEE63B75BE10F971BDB81C513EC00ECD3CA4A1C43D56A63BBE18B8BA3DC0D9E4BCC038CD3D50CC343E688EDE3D2036AEBC604F7CBCE28E20BE0431B9BDCA5B263E6C4FCDBD76FC1E3E3C06CBBD087D6EBD0058AE3B20EC6ABE009823BB006ECEBC20FCB7BCB0B34CBD18D3493EBAEC3C3E80812DBE74D6ED3D4CCD48BE32F059BE58829C3D80C9703BECD9EEBDB8E976BEB436C6BDFC01AB3D38F46CBEF6B178BEE0EA013D686C38BECC4660BE3C44C5BD68DD24BDE8A068BE34F02ABE7048863C986671BE80ED0FBDC64C25BE007831BE5C3BC93D620A45BE6C0142BEF8FD113E18743F3D7A24693EF4DA88BDC04DF7BD0089BDBC00C9A53AA83C433E18FF7EBEB0D191BCFC7BE23D90F90CBE841502BEE06EF73DA04B75BE88A4723D163146BEE47EFE3DEEE35ABED8631D3E845672BE622F57BE0073713B9CB9493EBE3C5BBEF061E4BD20D7603EE0B82BBD1C1DD43D844576BEA403A1BD4A0102BEDCD2573E1C80D43D06CC3ABEB018253D004F3CBB885DD2BD143212BEC0E6A9BD36C9493EA28337BE225C36BE38F69DBDC0828E3B5C5F8B3D80D3F53BC88076BDC4391BBE30BD37BD781BCEBD6CD44E3E5E3179BEBA4A23BE724750BE98243BBD767E473EE064603EB6DC5EBE807731BC6A43163E34B0E13DCAB0513E403BE3BB2A012CBE105A293E8092AFBDA28D043ED8597CBDF0A5D93DC840663E020B6E3E06FA68BEC65629BEECB1D3BD604023BECCA1753E80E0B4BCB0D029BEA8D5E3BDC4670DBEFCE3D03DDA4B5FBEF8B16EBED85A7CBEA86DDC3D2829FD3D0AFF1EBE18EE7D3DACF93C3EE0C9143DD8A858BDA04F973C309ADBBC52E5003EB0D32DBE78D1013EA249103E9A1A1BBE500A513E76707B3E58D8C9BD88688FBD7428FF3D3E8E48BE7879CA3D70E76E3D4A5D213E045D5EBE50AE54BE40F4E53D8C6DB83DB2466EBEC6C20EBE083C6ABE7E6737BEA403E7BD90D9533E00D44BBDAE08133E4A1E733EBC55E93D822C65BE34D3003E644BC33DB26A463EF4867CBEB0711D3EEE8B513E622C6EBE5046D63C528A5A3EDE303ABE40FFA73DC03DE23DAC30863DDC887E3E8A9B513EECA25B3ED046FFBCDEB5563ED4916EBE26250ABEA8035BBDD41798BD42776C3E1C7EF13DEED0243E34222E3E"
    }
  }
#-}

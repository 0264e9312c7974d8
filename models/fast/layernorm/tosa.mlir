#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @layernorm(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
    %cst = arith.constant dense<0> : tensor<1xi8>
    %cst_0 = arith.constant dense<1.562500e-02> : tensor<1x1x1xf64>
    %cst_1 = arith.constant dense<1.562500e-02> : tensor<1x1x1xf32>
    %cst_2 = arith.constant dense<9.99999974E-6> : tensor<1x1x1xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<1x1x64xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<1x1x64xf32>
    %0 = tensor.empty() : tensor<4x16x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%0 : tensor<4x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %32 = arith.extf %in : f32 to f64
      linalg.yield %32 : f64
    } -> tensor<4x16x64xf64>
    %2 = tensor.empty() : tensor<4x16xf64>
    %cst_5 = arith.constant 0.000000e+00 : f64
    %3 = linalg.fill ins(%cst_5 : f64) outs(%2 : tensor<4x16xf64>) -> tensor<4x16xf64>
    %reduced = linalg.reduce ins(%1 : tensor<4x16x64xf64>) outs(%3 : tensor<4x16xf64>) dimensions = [2] 
      (%in: f64, %init: f64) {
        %32 = arith.addf %in, %init : f64
        linalg.yield %32 : f64
      }
    %expanded = tensor.expand_shape %reduced [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf64> into tensor<4x16x1xf64>
    %4 = tensor.empty() : tensor<4x16x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %cst_0 : tensor<4x16x1xf64>, tensor<1x1x1xf64>) outs(%4 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %in_12: f64, %out: f64):
      %32 = arith.mulf %in, %in_12 : f64
      linalg.yield %32 : f64
    } -> tensor<4x16x1xf64>
    %6 = tensor.empty() : tensor<4x16x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x16x64xf64>, tensor<4x16x1xf64>) outs(%6 : tensor<4x16x64xf64>) {
    ^bb0(%in: f64, %in_12: f64, %out: f64):
      %32 = arith.subf %in, %in_12 : f64
      linalg.yield %32 : f64
    } -> tensor<4x16x64xf64>
    %8 = tensor.empty() : tensor<4x16x64xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<4x16x64xf64>, tensor<4x16x64xf64>) outs(%8 : tensor<4x16x64xf64>) {
    ^bb0(%in: f64, %in_12: f64, %out: f64):
      %32 = arith.mulf %in, %in_12 : f64
      linalg.yield %32 : f64
    } -> tensor<4x16x64xf64>
    %10 = tensor.empty() : tensor<4x16xf64>
    %cst_6 = arith.constant 0.000000e+00 : f64
    %11 = linalg.fill ins(%cst_6 : f64) outs(%10 : tensor<4x16xf64>) -> tensor<4x16xf64>
    %reduced_7 = linalg.reduce ins(%9 : tensor<4x16x64xf64>) outs(%11 : tensor<4x16xf64>) dimensions = [2] 
      (%in: f64, %init: f64) {
        %32 = arith.addf %in, %init : f64
        linalg.yield %32 : f64
      }
    %expanded_8 = tensor.expand_shape %reduced_7 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf64> into tensor<4x16x1xf64>
    %12 = tensor.empty() : tensor<4x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_8, %cst_0 : tensor<4x16x1xf64>, tensor<1x1x1xf64>) outs(%12 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %in_12: f64, %out: f64):
      %32 = arith.mulf %in, %in_12 : f64
      linalg.yield %32 : f64
    } -> tensor<4x16x1xf64>
    %14 = tensor.empty() : tensor<4x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<4x16x1xf64>) outs(%14 : tensor<4x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %32 = arith.truncf %in : f64 to f32
      linalg.yield %32 : f32
    } -> tensor<4x16x1xf32>
    %16 = tensor.empty() : tensor<4x16xf32>
    %cst_9 = arith.constant 0.000000e+00 : f32
    %17 = linalg.fill ins(%cst_9 : f32) outs(%16 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %reduced_10 = linalg.reduce ins(%arg0 : tensor<4x16x64xf32>) outs(%17 : tensor<4x16xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %32 = arith.addf %in, %init : f32
        linalg.yield %32 : f32
      }
    %expanded_11 = tensor.expand_shape %reduced_10 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32>
    %18 = tensor.empty() : tensor<4x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11, %cst_1 : tensor<4x16x1xf32>, tensor<1x1x1xf32>) outs(%18 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %32 = arith.mulf %in, %in_12 : f32
      linalg.yield %32 : f32
    } -> tensor<4x16x1xf32>
    %20 = tensor.empty() : tensor<4x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_2 : tensor<4x16x1xf32>, tensor<1x1x1xf32>) outs(%20 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %32 = arith.addf %in, %in_12 : f32
      linalg.yield %32 : f32
    } -> tensor<4x16x1xf32>
    %22 = tensor.empty() : tensor<4x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<4x16x1xf32>) outs(%22 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.rsqrt %in : f32
      linalg.yield %32 : f32
    } -> tensor<4x16x1xf32>
    %24 = tensor.empty() : tensor<4x16x64xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %19 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%24 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %32 = arith.subf %in, %in_12 : f32
      linalg.yield %32 : f32
    } -> tensor<4x16x64xf32>
    %26 = tensor.empty() : tensor<4x16x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %23 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%26 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %32 = arith.mulf %in, %in_12 : f32
      linalg.yield %32 : f32
    } -> tensor<4x16x64xf32>
    %28 = tensor.empty() : tensor<4x16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %cst_3 : tensor<4x16x64xf32>, tensor<1x1x64xf32>) outs(%28 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %32 = arith.mulf %in, %in_12 : f32
      linalg.yield %32 : f32
    } -> tensor<4x16x64xf32>
    %30 = tensor.empty() : tensor<4x16x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %cst_4 : tensor<4x16x64xf32>, tensor<1x1x64xf32>) outs(%30 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %32 = arith.addf %in, %in_12 : f32
      linalg.yield %32 : f32
    } -> tensor<4x16x64xf32>
    return %31 : tensor<4x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.float32: "0x040000006BB5843FA984813FB83E533FB14C563FC5D07A3F3565803F45F6833F4A636D3F17AE4F3F2766983F00375F3F95E8803F3426813FD135753F54BD6C3FE7968D3FCAD1793F8568973F8096873F031A833FA919703FF7D44B3F1ABF673FFC378B3FDC206B3F4983A23F5F226F3FA4638C3F6ECB763F919C843FF5545D3FEA85853FFDB5653FD046843FBE16903F0C3F643F5432703F36FB7A3FF1B4683F681F703F72838B3F8FCD743F8E667D3F5ECD863F3C50993FB6F8863FF7E5773FAFB75F3F9770713FB0ED833FDFB5813F9DFF943F320CA13FB1EF883F3CB6543F8349823FB75D6D3F859F903F519D5E3FAF6C803F1B5E4A3F3086753F6EA25B3F2964523F",
      torch_tensor_64_torch.float32_1: "0x04000000BEC3B03C59BF0DBD63277ABC7E56103E95D4443E6F930E3DAFFB853E93152BBD0FB8BE3D0B76E9BDD371563DE461433D473D383ED36D133E4BCB19BAE165963E2F2890BD8ED61B3E6B29B2BD1616C13D48F1553D2E048BBD8CE0AFBC304A95BD5A2D71BC52C35FBB9207673D72688DBCB36391BC4B842F3D81C723BE75C8823E8E049A3D0F5C903D67FB9A3CEE9A073E237DADBD7F9C41BD8318D9BDCD048C3DBBF093BCC0A86D3DBFF200BD9B406B3DA329E93DEA87433DF2144C3D83D7913DE9EB83BDB5D8C43DFF5988BD97B386BEBDA9E6BDE860D4BCAE4E363B357D943D7727F3BD2A47713C63E605BE25420D3DBDA98FBD05B7D43CFBECB33C8EAEB23C"
    }
  }
#-}


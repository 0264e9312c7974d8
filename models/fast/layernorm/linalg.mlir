#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @layernorm(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 6.400000e+01 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<4x16x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%0 : tensor<4x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %22 = arith.extf %in : f32 to f64
      linalg.yield %22 : f64
    } -> tensor<4x16x64xf64>
    %2 = tensor.empty() : tensor<4x16x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<4x16x64xf64>) outs(%3 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %22 = arith.addf %in, %out : f64
      linalg.yield %22 : f64
    } -> tensor<4x16x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x16x1xf64>) outs(%2 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %22 = arith.divf %in, %cst_4 : f64
      linalg.yield %22 : f64
    } -> tensor<4x16x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x16x64xf64>, tensor<4x16x1xf64>) outs(%0 : tensor<4x16x64xf64>) {
    ^bb0(%in: f64, %in_6: f64, %out: f64):
      %22 = arith.subf %in, %in_6 : f64
      linalg.yield %22 : f64
    } -> tensor<4x16x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<4x16x64xf64>, tensor<4x16x64xf64>) outs(%0 : tensor<4x16x64xf64>) {
    ^bb0(%in: f64, %in_6: f64, %out: f64):
      %22 = arith.mulf %in, %in_6 : f64
      linalg.yield %22 : f64
    } -> tensor<4x16x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<4x16x64xf64>) outs(%3 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %22 = arith.addf %in, %out : f64
      linalg.yield %22 : f64
    } -> tensor<4x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<4x16x1xf64>) outs(%2 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %22 = arith.divf %in, %cst_4 : f64
      linalg.yield %22 : f64
    } -> tensor<4x16x1xf64>
    %10 = tensor.empty() : tensor<4x16x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<4x16x1xf64>) outs(%10 : tensor<4x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %22 = arith.truncf %in : f64 to f32
      linalg.yield %22 : f32
    } -> tensor<4x16x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%12 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    } -> tensor<4x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<4x16x1xf32>) outs(%10 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_5 : f32
      linalg.yield %22 : f32
    } -> tensor<4x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<4x16x1xf32>) outs(%10 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_3 : f64 to f32
      %23 = arith.addf %in, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<4x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<4x16x1xf32>) outs(%10 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.rsqrt %in : f32
      linalg.yield %22 : f32
    } -> tensor<4x16x1xf32>
    %17 = tensor.empty() : tensor<4x16x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%17 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %22 = arith.subf %in, %in_6 : f32
      linalg.yield %22 : f32
    } -> tensor<4x16x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%17 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %22 = arith.mulf %in, %in_6 : f32
      linalg.yield %22 : f32
    } -> tensor<4x16x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %cst_2 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%17 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %22 = arith.mulf %in, %in_6 : f32
      linalg.yield %22 : f32
    } -> tensor<4x16x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %cst_1 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%17 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %22 = arith.addf %in, %in_6 : f32
      linalg.yield %22 : f32
    } -> tensor<4x16x64xf32>
    return %21 : tensor<4x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.float32_1: "0x04000000BEC3B03C59BF0DBD63277ABC7E56103E95D4443E6F930E3DAFFB853E93152BBD0FB8BE3D0B76E9BDD371563DE461433D473D383ED36D133E4BCB19BAE165963E2F2890BD8ED61B3E6B29B2BD1616C13D48F1553D2E048BBD8CE0AFBC304A95BD5A2D71BC52C35FBB9207673D72688DBCB36391BC4B842F3D81C723BE75C8823E8E049A3D0F5C903D67FB9A3CEE9A073E237DADBD7F9C41BD8318D9BDCD048C3DBBF093BCC0A86D3DBFF200BD9B406B3DA329E93DEA87433DF2144C3D83D7913DE9EB83BDB5D8C43DFF5988BD97B386BEBDA9E6BDE860D4BCAE4E363B357D943D7727F3BD2A47713C63E605BE25420D3DBDA98FBD05B7D43CFBECB33C8EAEB23C",
      torch_tensor_64_torch.float32: "0x040000006BB5843FA984813FB83E533FB14C563FC5D07A3F3565803F45F6833F4A636D3F17AE4F3F2766983F00375F3F95E8803F3426813FD135753F54BD6C3FE7968D3FCAD1793F8568973F8096873F031A833FA919703FF7D44B3F1ABF673FFC378B3FDC206B3F4983A23F5F226F3FA4638C3F6ECB763F919C843FF5545D3FEA85853FFDB5653FD046843FBE16903F0C3F643F5432703F36FB7A3FF1B4683F681F703F72838B3F8FCD743F8E667D3F5ECD863F3C50993FB6F8863FF7E5773FAFB75F3F9770713FB0ED833FDFB5813F9DFF943F320CA13FB1EF883F3CB6543F8349823FB75D6D3F859F903F519D5E3FAF6C803F1B5E4A3F3086753F6EA25B3F2964523F"
    }
  }
#-}

#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @topk_router(%arg0: tensor<6x16xf32>) -> (tensor<6x2xf32>, tensor<6x2xi64>) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>
    %0 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%cst_2 : tensor<8x16xf32>) outs(%0 : tensor<16x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<6x8xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<6x8xf32>) -> tensor<6x8xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<6x16xf32>, tensor<16x8xf32>) outs(%2 : tensor<6x8xf32>) -> tensor<6x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<8xf32>) outs(%1 : tensor<6x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<6x8xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<6x8xf32>, tensor<6x8xf32>) outs(%1 : tensor<6x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.addf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<6x8xf32>
    %6 = tensor.empty() : tensor<6xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<6xi64>) -> tensor<6xi64>
    %8 = tensor.empty() : tensor<6xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<6xf32>) -> tensor<6xf32>
    %10:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<6x8xf32>) outs(%9, %7 : tensor<6xf32>, tensor<6xi64>) {
    ^bb0(%in: f32, %out: f32, %out_4: i64):
      %23 = linalg.index 1 : index
      %24 = arith.index_cast %23 : index to i64
      %25 = arith.maximumf %in, %out : f32
      %26 = arith.cmpf ogt, %in, %out : f32
      %27 = arith.select %26, %24, %out_4 : i64
      linalg.yield %25, %27 : f32, i64
    } -> (tensor<6xf32>, tensor<6xi64>)
    %expanded = tensor.expand_shape %10#0 [[0, 1]] output_shape [6, 1] : tensor<6xf32> into tensor<6x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %expanded : tensor<6x8xf32>, tensor<6x1xf32>) outs(%1 : tensor<6x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.subf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<6x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<6x8xf32>) outs(%1 : tensor<6x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.exp %in : f32
      linalg.yield %23 : f32
    } -> tensor<6x8xf32>
    %13 = tensor.empty() : tensor<6x1xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<6x1xf32>) -> tensor<6x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<6x8xf32>) outs(%14 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<6x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %15 : tensor<6x8xf32>, tensor<6x1xf32>) outs(%1 : tensor<6x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.divf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<6x8xf32>
    %17 = tensor.empty() : tensor<6x8xi64>
    %18 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%17 : tensor<6x8xi64>) {
    ^bb0(%out: i64):
      %23 = linalg.index 1 : index
      %24 = arith.index_cast %23 : index to i64
      linalg.yield %24 : i64
    } -> tensor<6x8xi64>
    %19:2 = tm_tensor.sort dimension(1) outs(%16, %18 : tensor<6x8xf32>, tensor<6x8xi64>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
      %23 = arith.cmpf oge, %arg1, %arg2 : f32
      tm_tensor.yield %23 : i1
    } -> tensor<6x8xf32>, tensor<6x8xi64>
    %extracted_slice = tensor.extract_slice %19#0[0, 0] [6, 2] [1, 1] : tensor<6x8xf32> to tensor<6x2xf32>
    %extracted_slice_3 = tensor.extract_slice %19#1[0, 0] [6, 2] [1, 1] : tensor<6x8xi64> to tensor<6x2xi64>
    %20 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%extracted_slice : tensor<6x2xf32>) outs(%14 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<6x1xf32>
    %21 = tensor.empty() : tensor<6x2xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %20 : tensor<6x2xf32>, tensor<6x1xf32>) outs(%21 : tensor<6x2xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.divf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<6x2xf32>
    return %22, %extracted_slice_3 : tensor<6x2xf32>, tensor<6x2xi64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x04000000A0E2A43CCC43CFBD1088733DE0EE63BEC6641B3E100514BEFA271F3EB87E753D",
      torch_tensor_8_16_torch.float32: "0x040000009061B6BD70FBD83D8854B43D60D7493E10EDD93D10672ABE72E337BE9EED753E9010793E00DCE2BB601A9ABD9CE7DEBD5049553EEEC211BE800EBCBB8066203B0CB4363EE881FFBDF0A0943DE69E6FBEF8BC153D78E3D3BDC2A7323EE0384C3D7AAE1B3E32F848BE0C1E69BE2C4C3D3E88BABBBD18FDD63D40DBF83DA8FB3CBDF8FB7D3EB8AC623D546F17BE08346F3EE0034A3E8083183BD8275C3D20A4643DAE626FBEC08DEA3B387935BDEA6318BEE82B6B3E480EFDBDCECA5DBE00A74FBE103A74BDF60D6B3E16C41E3EB057553E8CE8313E0470A33D7817453DB44939BEDCF72DBE9C1E44BECC81C23D6093333C381380BD2076BD3C9093993D7282403EA0F24BBD303B843C1AEB3E3EE0508B3DC844123E74EA1EBE0052293A3000393E405271BE405D963B1AD36E3EF6B7373EF287433E0A2474BE42BC273E2898D5BD3E1472BEC080623E46B7443E526A57BE1C64D6BDA0BCB43D90A052BE2865883DB84E70BEFE4226BEFC3D1DBEC65C4CBEE2923F3E4294783E367C4ABE7814D0BD6093D53DE04C733D9476A53D0040FB3B08CC6ABE80BE20BD9443BC3DAE5755BEEE8F613E521221BEA4EB31BED0AE8CBDE0C74FBD205EF7BCD086433D2A6933BE2090D7BCB056AABC9832693D50A08A3DA055313D5CB2AEBD0C309DBD40CE163C904BCBBC18E2883D589D9CBD9C4359BE489D9C3DC43DBB3D9EB66BBEFA941A3E"
    }
  }
#-}

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
module {
  func.func @rotary_embedding(%arg0: tensor<1x2x8x16xf32>, %arg1: tensor<1x2x8x16xf32>) -> (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) {
    %cst = arith.constant dense_resource<torch_tensor_8_16_torch.float32_1> : tensor<8x16xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %cst_0 : tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.mulf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_1 = tensor.extract_slice %arg0[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %2 = tensor.empty() : tensor<1x2x8x8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1 : tensor<1x2x8x8xf32>) outs(%2 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.negf %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x2x8x8xf32>
    %concat = tensor.concat dim(3) %3, %extracted_slice : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %cst : tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.mulf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<1x2x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %4 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.addf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<1x2x8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_0 : tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.mulf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_2 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_3 = tensor.extract_slice %arg1[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_3 : tensor<1x2x8x8xf32>) outs(%2 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.negf %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_4 = tensor.concat dim(3) %7, %extracted_slice_2 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_4, %cst : tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.mulf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<1x2x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.addf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<1x2x8x16xf32>
    return %5, %9 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B",
      torch_tensor_8_16_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3F"
    }
  }
#-}

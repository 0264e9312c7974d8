#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<()[s0, s1] -> (s0 + s1)>
module {
  func.func @rotary_embedding(%arg0: tensor<1x2x8x16xf32>, %arg1: tensor<1x2x8x16xf32>) -> (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c-1 = arith.constant -1 : index
    %c16_i64 = arith.constant 16 : i64
    %cst = arith.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3F"> : tensor<8x16xf32>
    %cst_0 = arith.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B"> : tensor<8x16xf32>
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant dense<17> : tensor<1xi64>
    %cst_2 = arith.constant dense<2> : tensor<1xi64>
    %cst_3 = arith.constant dense<1> : tensor<1xi64>
    %c3 = arith.constant 3 : index
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %cst : tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %41 = arith.mulf %in, %in_11 : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1xi64>
    %3 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%cst_1, %cst_2 : tensor<1xi64>, tensor<1xi64>) outs(%2 : tensor<1xi64>) {
    ^bb0(%in: i64, %in_11: i64, %out: i64):
      %41 = arith.divsi %in, %in_11 : i64
      linalg.yield %41 : i64
    } -> tensor<1xi64>
    %4 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%3, %cst_3 : tensor<1xi64>, tensor<1xi64>) outs(%2 : tensor<1xi64>) {
    ^bb0(%in: i64, %in_11: i64, %out: i64):
      %41 = arith.muli %in, %in_11 : i64
      linalg.yield %41 : i64
    } -> tensor<1xi64>
    %extracted = tensor.extract %4[%c0] : tensor<1xi64>
    %5 = arith.index_cast %extracted : i64 to index
    %6 = arith.cmpi slt, %5, %c0 : index
    %7 = arith.addi %5, %c16 : index
    %8 = arith.select %6, %7, %5 : index
    %9 = arith.cmpi slt, %8, %c0 : index
    %10 = arith.select %9, %c-1, %8 : index
    %11 = arith.minsi %10, %c16 : index
    %12 = arith.maxsi %11, %c0 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 2, 8, %12] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x?xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%3, %cst_2 : tensor<1xi64>, tensor<1xi64>) outs(%2 : tensor<1xi64>) {
    ^bb0(%in: i64, %in_11: i64, %out: i64):
      %41 = arith.muli %in, %in_11 : i64
      linalg.yield %41 : i64
    } -> tensor<1xi64>
    %extracted_4 = tensor.extract %13[%c0] : tensor<1xi64>
    %14 = arith.addi %extracted, %c16_i64 : i64
    %15 = arith.cmpi sge, %extracted, %c0_i64 : i64
    %16 = arith.select %15, %extracted, %14 : i64
    %17 = arith.maxsi %16, %c0_i64 : i64
    %18 = arith.minsi %17, %c16_i64 : i64
    %19 = arith.index_cast %18 : i64 to index
    %20 = arith.index_cast %extracted_4 : i64 to index
    %21 = arith.cmpi slt, %20, %c0 : index
    %22 = arith.addi %20, %c16 : index
    %23 = arith.select %21, %22, %20 : index
    %24 = arith.cmpi slt, %23, %c0 : index
    %25 = arith.select %24, %c-1, %23 : index
    %26 = arith.minsi %25, %c16 : index
    %27 = arith.subi %26, %19 : index
    %28 = arith.maxsi %27, %c0 : index
    %extracted_slice_5 = tensor.extract_slice %arg0[0, 0, 0, %19] [1, 2, 8, %28] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x?xf32>
    %29 = tensor.empty(%28) : tensor<1x2x8x?xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_5 : tensor<1x2x8x?xf32>) outs(%29 : tensor<1x2x8x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.negf %in : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x8x?xf32>
    %concat = tensor.concat dim(3) %30, %extracted_slice : (tensor<1x2x8x?xf32>, tensor<1x2x8x?xf32>) -> tensor<1x2x8x?xf32>
    %dim = tensor.dim %30, %c3 : tensor<1x2x8x?xf32>
    %31 = affine.apply #map3()[%dim, %12]
    %32 = arith.cmpi eq, %31, %c16 : index
    cf.assert %32, "mismatched size for broadcast"
    %cast = tensor.cast %concat : tensor<1x2x8x?xf32> to tensor<1x2x8x16xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cast, %cst_0 : tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %41 = arith.mulf %in, %in_11 : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x8x16xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %33 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %41 = arith.addf %in, %in_11 : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x8x16xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst : tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %41 = arith.mulf %in, %in_11 : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_6 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 2, 8, %12] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x?xf32>
    %extracted_slice_7 = tensor.extract_slice %arg1[0, 0, 0, %19] [1, 2, 8, %28] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x?xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_7 : tensor<1x2x8x?xf32>) outs(%29 : tensor<1x2x8x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.negf %in : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x8x?xf32>
    %concat_8 = tensor.concat dim(3) %36, %extracted_slice_6 : (tensor<1x2x8x?xf32>, tensor<1x2x8x?xf32>) -> tensor<1x2x8x?xf32>
    %dim_9 = tensor.dim %36, %c3 : tensor<1x2x8x?xf32>
    %37 = affine.apply #map3()[%dim_9, %12]
    %38 = arith.cmpi eq, %37, %c16 : index
    cf.assert %38, "mismatched size for broadcast"
    %cast_10 = tensor.cast %concat_8 : tensor<1x2x8x?xf32> to tensor<1x2x8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cast_10, %cst_0 : tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %41 = arith.mulf %in, %in_11 : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x8x16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %39 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %41 = arith.addf %in, %in_11 : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x8x16xf32>
    return %34, %40 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>
  }
}

#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0) -> (0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  func.func @conv_bn_relu(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x8x16x16xf32> {
    %cst = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_2 = arith.constant dense<0> : tensor<1xi8>
    %0 = tosa.const_shape  {values = dense<[1, 8, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %cst_3 = arith.constant dense<"0x5DBECBBD7CBEA0BD695AE93D550DB5BDF5B4D23DEC373DBEFFF132BEAEC83CBEC4BFFA3DAA73B3BDAD221EBE9FC631BE66EA953B94FC06BDAE1F1EBEA671203E789AE9BCD31D95BB27FEA2BDBB6521BE88DC543C5DADF5BC73A8993D408E203E135616BE201982BC21B2053E6759023D1814B7BDFBBB0C3D39A3283D954DB6BD76195F3DC34F43BE3AA5823C4FA1D8BD85F00F3EF46A96BB53EA3B3E4D94F43DBF27B73DF6D3E33DA3A043BD278769BD3C68033EF6E5E93C3F0B18BE65DC5CBC0BDAE63D29DBC03D51B20CBE0F0332BE3842F23D21E503BD6CE9B33D088B92BD07DADB3CAA3931BE8572E83DFA43253E8F3A2F3E34B8BE3B1E3F203E8183FCBC73B50DBEFAE0AC3C86C53C3E2FD78DBD50A93E3E5E378ABDB110973DD5B6ACBD13004CBD6F10213B1A1E43BEC631283E5345803D03A247BDA5A8EDBC47AB29BE99920C3E1E20A1BD915D9F3DC1BE3A3E6B7FAEBCFF8F313E89F306BEC99157BDE9AC793B1C803CBEBA05EE3D9EE012BEF8A414BE55ED4EBD5169EDBD9A230B3ED8A9903CBB5E2C3EBDA3373E54731A3E6206C4BD0A66CEBC6D54113D00AAA93DD0CE17BEC3170FBE5F1FA33D4E34BEBDD9602BBCA7A319BEE7841CBD4A774B3D0E33543D7D4C20BE2C57AA3C3C7341BEB943773DD149883D4D881DBE754C50BD1FA402BE4A1225BCB3682E3EC1430BBE55191FBEAF4690BD865B513C33AD08BEFC3E02BEDD280ABE5537C3BDB3A827BC9E8432BD0932BDBD43509DBDAB6D0EBDD59D3F3EB8B1BCBD3F8C89BD126A403E8730303D2127EC3D9C7E96BD88C0BD3D35FE16BE04DD943D973B343EE273B5BD10B8223D4E2A55BDBF9A9E3DE65674BBB51BA0BDFA627F3DC14B04BC04AA843D21531B3E6C110CBD87D0743D8CB8143DA94996BC3627F8BD0ADF203E2B508F3D1898CFBDCFD7A8BC7C8FD1BC45D169BDCCEA1B3E4A36FD3D6318F93C9214C53C771D803D2146A7BD250D1B3EF04F683D703EC83D20E5313D982FBF3DD095DC3C3224CC3DA70840BD98D0F7BC6150303C8102A3BD02866EBC37B6423E41D599BD1671003D2401353E1965C13D6DE0303B7CD2FEBDCA8B243D0859E1BBD5AD813DE72FB9BDF54361BCFE372B3E8ED8613DC6A1C4BDE236DFBD64BD763DA1DAC93C5E73F03D4E4134BE1D6467BD22F9F2BDF96E0E3E2B5330BB98F3BA3C7A3611BE7811ACBCFF311FBE72A4F83DCAE83CBE"> : tensor<8x3x3x3xf32>
    %cst_4 = arith.constant dense<9.99999974E-6> : tensor<1xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<1x8x1x1xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<1x8x1x1xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<1x8x1x1xf32>
    %1 = tensor.empty() : tensor<1x16x16x3xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x3x16x16xf32>) outs(%1 : tensor<1x16x16x3xf32>) permutation = [0, 2, 3, 1] 
    %cst_8 = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %transposed low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_8 : f32
    } : tensor<1x16x16x3xf32> to tensor<1x18x18x3xf32>
    %2 = tensor.empty() : tensor<1x16x16x8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<8xf32>) outs(%2 : tensor<1x16x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16x8xf32>
    %4 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %cst_3 : tensor<1x18x18x3xf32>, tensor<8x3x3x3xf32>) outs(%3 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
    %5 = tensor.empty() : tensor<1x8x16x16xf32>
    %transposed_9 = linalg.transpose ins(%4 : tensor<1x16x16x8xf32>) outs(%5 : tensor<1x8x16x16xf32>) permutation = [0, 3, 1, 2] 
    %6 = tensor.empty() : tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_4, %cst : tensor<1xf32>, tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %20 = arith.addf %in, %in_10 : f32
      linalg.yield %20 : f32
    } -> tensor<8xf32>
    %8 = tensor.empty() : tensor<8xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%7 : tensor<8xf32>) outs(%8 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    } -> tensor<8xf32>
    %10 = tensor.empty() : tensor<1x8x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %cst_5 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%10 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %20 = arith.subf %in, %in_10 : f32
      linalg.yield %20 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded = tensor.expand_shape %9 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %12 = tensor.empty() : tensor<1x8x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %expanded : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%12 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %20 = arith.mulf %in, %in_10 : f32
      linalg.yield %20 : f32
    } -> tensor<1x8x16x16xf32>
    %14 = tensor.empty() : tensor<1x8x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_6 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%14 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %20 = arith.mulf %in, %in_10 : f32
      linalg.yield %20 : f32
    } -> tensor<1x8x16x16xf32>
    %16 = tensor.empty() : tensor<1x8x16x16xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %cst_7 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %20 = arith.addf %in, %in_10 : f32
      linalg.yield %20 : f32
    } -> tensor<1x8x16x16xf32>
    %18 = tensor.empty() : tensor<1x8x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x16x16xf32>) outs(%18 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_10 = arith.constant 0.000000e+00 : f32
      %cst_11 = arith.constant 3.40282347E+38 : f32
      %20 = arith.minimumf %in, %cst_11 : f32
      %21 = arith.maximumf %20, %cst_10 : f32
      linalg.yield %21 : f32
    } -> tensor<1x8x16x16xf32>
    return %19 : tensor<1x8x16x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_2: "0x040000002CE5B53FDCA8963FE4C5453F3661843FE18D5D3F3BD10A3F26D0923F7927B43F",
      torch_tensor_8_torch.float32: "0x0400000065EC35BE4E558FBD96492FBC46C893BC150B273C6FD8FA3DC1D015BDA566943D",
      torch_tensor_8_torch.float32_1: "0x04000000794E0DBD041BF23C21711EBEA18FD63D1E8B96BD92588E3D5FBE1A3EE06E6F3D",
      torch_tensor_8_torch.float32_3: "0x0400000035C7893FE3EC5B3F3358713FFC526C3FE910893F7B6B6A3FE3E49B3F7EA16F3F",
      torch_tensor_8_torch.float32_4: "0x04000000BE4E92BD53AB24BE5E2E2BBE289610BE4BA6EE3DE6EC0BBC1DBE083EF0A320BD"
    }
  }
#-}


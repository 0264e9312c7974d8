#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @conv_bn_relu(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x8x16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %0 = tensor.empty() : tensor<1x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%cst_6 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_5 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.truncf %cst_2 : f64 to f32
      %11 = arith.addf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.rsqrt %in : f32
      linalg.yield %10 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_7 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %10 = arith.subf %in, %in_10 : f32
      linalg.yield %10 : f32
    } -> tensor<1x8x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %expanded_7 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %10 = arith.mulf %in, %in_10 : f32
      linalg.yield %10 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_8 = tensor.expand_shape %cst_1 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_8 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %10 = arith.mulf %in, %in_10 : f32
      linalg.yield %10 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_9 = tensor.expand_shape %cst_0 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_9 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %10 = arith.addf %in, %in_10 : f32
      linalg.yield %10 : f32
    } -> tensor<1x8x16x16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.cmpf ugt, %in, %cst : f32
      %11 = arith.select %10, %in, %cst : f32
      linalg.yield %11 : f32
    } -> tensor<1x8x16x16xf32>
    return %9 : tensor<1x8x16x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_4: "0x04000000BE4E92BD53AB24BE5E2E2BBE289610BE4BA6EE3DE6EC0BBC1DBE083EF0A320BD",
      torch_tensor_8_torch.float32_3: "0x0400000035C7893FE3EC5B3F3358713FFC526C3FE910893F7B6B6A3FE3E49B3F7EA16F3F",
      torch_tensor_8_torch.float32_2: "0x040000002CE5B53FDCA8963FE4C5453F3661843FE18D5D3F3BD10A3F26D0923F7927B43F",
      torch_tensor_8_torch.float32_1: "0x04000000794E0DBD041BF23C21711EBEA18FD63D1E8B96BD92588E3D5FBE1A3EE06E6F3D",
      torch_tensor_8_3_3_3_torch.float32: "0x040000005DBECBBD550DB5BDFFF132BEAA73B3BD66EA953BA671203E27FEA2BD5DADF5BC135616BE7CBEA0BDF5B4D23DAEC83CBEAD221EBE94FC06BD789AE9BCBB6521BE73A8993D201982BC695AE93DEC373DBEC4BFFA3D9FC631BEAE1F1EBED31D95BB88DC543C408E203E21B2053E6759023D39A3283DC34F43BE85F00F3E4D94F43DA3A043BDF6E5E93C0BDAE63D0F0332BE1814B7BD954DB6BD3AA5823CF46A96BBBF27B73D278769BD3F0B18BE29DBC03D3842F23DFBBB0C3D76195F3D4FA1D8BD53EA3B3EF6D3E33D3C68033E65DC5CBC51B20CBE21E503BD6CE9B33DAA3931BE8F3A2F3E8183FCBC86C53C3E5E378ABD13004CBDC631283EA5A8EDBC088B92BD8572E83D34B8BE3B73B50DBE2FD78DBDB110973D6F10213B5345803D47AB29BE07DADB3CFA43253E1E3F203EFAE0AC3C50A93E3ED5B6ACBD1A1E43BE03A247BD99920C3E1E20A1BD6B7FAEBCC99157BDBA05EE3D55ED4EBDD8A9903C54731A3E6D54113DC3170FBE915D9F3DFF8F313EE9AC793B9EE012BE5169EDBDBB5E2C3E6206C4BD00AAA93D5F1FA33DC1BE3A3E89F306BE1C803CBEF8A414BE9A230B3EBDA3373E0A66CEBCD0CE17BE4E34BEBDD9602BBC4A774B3D2C57AA3CD149883D1FA402BEC1430BBE865B513CDD280ABE9E8432BDA7A319BE0E33543D3C7341BE4D881DBE4A1225BC55191FBE33AD08BE5537C3BD0932BDBDE7841CBD7D4C20BEB943773D754C50BDB3682E3EAF4690BDFC3E02BEB3A827BC43509DBDAB6D0EBD3F8C89BD2127EC3D35FE16BEE273B5BDBF9A9E3DFA627F3D21531B3E8CB8143DD59D3F3E126A403E9C7E96BD04DD943D10B8223DE65674BBC14B04BC6C110CBDA94996BCB8B1BCBD8730303D88C0BD3D973B343E4E2A55BDB51BA0BD04AA843D87D0743D3627F8BD0ADF203ECFD7A8BCCCEA1B3E9214C53C250D1B3E20E5313D3224CC3D6150303C37B6423E2B508F3D7C8FD1BC4A36FD3D771D803DF04F683D982FBF3DA70840BD8102A3BD41D599BD1898CFBD45D169BD6318F93C2146A7BD703EC83DD095DC3C98D0F7BC02866EBC1671003D2401353E7CD2FEBDD5AD813DFE372B3EE236DFBD5E73F03D22F9F2BD98F3BA3CFF311FBE1965C13DCA8B243DE72FB9BD8ED8613D64BD763D4E4134BEF96E0E3E7A3611BE72A4F83D6DE0303B0859E1BBF54361BCC6A1C4BDA1DAC93C1D6467BD2B5330BB7811ACBCCAE83CBE",
      torch_tensor_8_torch.float32: "0x0400000065EC35BE4E558FBD96492FBC46C893BC150B273C6FD8FA3DC1D015BDA566943D"
    }
  }
#-}

#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @conv1d(%arg0: tensor<2x4x32xf32>) -> tensor<2x8x32xf32> {
    %cst = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %0 = tosa.const_shape  {values = dense<[2, 4, 1, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<[2, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %cst_1 = arith.constant dense<"0x67FEEA3DFD66E7BD83490D3EAD20383DCBCF183EBB33243D2572333DA7492C3EF41CF23CFDEBA7BD5447F4BCE887AE3D547FB73D3C3015BED493163DB9C186BCB8F059BD81CE3A3E626803BD77C72F3E4634BABC5C3CDDBDB97D643D826A1E3E597D123E8F914D3E7CD5043E730126BDB589243E60563C3D5BDE8CBC26B6A4BC824B373E5800A5BDEECC613C51BD0CBC278195BC4942C7BD43C64ABDD4517DBD4F953CBE438016BE3E11223EA02005BEC111BBBD9F2BC83DE64FC8BD4D1E1ABD04378F3B16520EBECB9C0FBE81AB33BE701B41BC650662BDF2705C3E03B03A3E47835DBE62F35FBE06E9DB3D1F30183EFB425C3DCDC3E83C91AF283E0FDF2D3C536B11BE8AD6403EF686EE3D81D9223EDC9E3C3E32DC283EBE5E123E596C31BEABE71FBD7BCC333D5E8B1E3EDCF7143E92C853BD9176FC3D0FF598BDD7D189BD3ECCD2BD38F795BCD3614CBEA7A63C3EE18202BBC87DEEBD795C00BD09C4D63DC88D613EE406913C8929753DD6DC41BE12224EBEFEF32EBB4EBF9D3D81F4183E8E6ABA3D57B94ABED20CFE3C8E07E9BDD056D43B42C2EC3D98DF9ABD29D653BE1A22663D30134DBCC37B1E3EE2F8133E3C53EA3DAFFD0F3E453064BC2F715BBA76AA503D4F65C03DBBDD233E82274BBEC4E9083E342968BD4DD4183EF979033EE8E56ABD104B313D84AC293E4D86D53C39BA2F3C1700773C0B943FBE5D7A95BD739B5E3EC09EA93D7BF67ABD4A1A033EF8FBEFBB2CBC0DBD71A2603ED75C7C3D114948BD3B154C3E6689153EBB934FBEF5BC4B3C82D335BEED9135BDDB0B233E4198AB3D697C8A3CD7E11EBE78554FBEBE8F04BE24423D3D68F0293D1822873CB50D89BD7042BFBD37048DBDAB7AA3BDC7E2DD3C7C2CF4BDDEDFDBBBC1705DBE"> : tensor<8x1x5x4xf32>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2], [3]] output_shape [2, 4, 1, 32] : tensor<2x4x32xf32> into tensor<2x4x1x32xf32>
    %2 = tensor.empty() : tensor<2x1x32x4xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<2x4x1x32xf32>) outs(%2 : tensor<2x1x32x4xf32>) permutation = [0, 2, 3, 1] 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %transposed low[0, 0, 2, 0] high[0, 0, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_2 : f32
    } : tensor<2x1x32x4xf32> to tensor<2x1x36x4xf32>
    %3 = tensor.empty() : tensor<2x1x32x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : tensor<8xf32>) outs(%3 : tensor<2x1x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x32x8xf32>
    %5 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %cst_1 : tensor<2x1x36x4xf32>, tensor<8x1x5x4xf32>) outs(%4 : tensor<2x1x32x8xf32>) -> tensor<2x1x32x8xf32>
    %6 = tensor.empty() : tensor<2x8x1x32xf32>
    %transposed_3 = linalg.transpose ins(%5 : tensor<2x1x32x8xf32>) outs(%6 : tensor<2x8x1x32xf32>) permutation = [0, 3, 1, 2] 
    %collapsed = tensor.collapse_shape %transposed_3 [[0], [1, 2], [3]] : tensor<2x8x1x32xf32> into tensor<2x8x32xf32>
    return %collapsed : tensor<2x8x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x0400000009812FBD6F5E5ABE1B6FFCBDC1304BBB0B9F1A3D01EB2DBE7280043E1F5E88BD"
    }
  }
#-}


#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @rmsnorm(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<4x16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%0 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %10 : f32
    } -> tensor<4x16x64xf32>
    %2 = tensor.empty() : tensor<4x16x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<4x16x64xf32>) outs(%3 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %out : f32
      linalg.yield %10 : f32
    } -> tensor<4x16x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x16x1xf32>) outs(%2 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.divf %in, %cst_2 : f32
      linalg.yield %10 : f32
    } -> tensor<4x16x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<4x16x1xf32>) outs(%2 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.truncf %cst_1 : f64 to f32
      %11 = arith.addf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<4x16x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x16x1xf32>) outs(%2 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.rsqrt %in : f32
      linalg.yield %10 : f32
    } -> tensor<4x16x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%0 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %10 = arith.mulf %in, %in_3 : f32
      linalg.yield %10 : f32
    } -> tensor<4x16x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0, %8 : tensor<64xf32>, tensor<4x16x64xf32>) outs(%0 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %10 = arith.mulf %in, %in_3 : f32
      linalg.yield %10 : f32
    } -> tensor<4x16x64xf32>
    return %9 : tensor<4x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.float32: "0x0400000019AB853FB280873F8A73873FA2485E3FF33E7F3FEFFB763FDADA7D3F8FD79D3F1873783F442E6B3FAD8D553F7B448C3F687E823FD7014C3F9EEC703F2A226E3F2815833FEAEE7B3F6880793F08D7713F9D66843F2176793F9406813F3446853F15A17A3F7B488A3FA469733FDE285B3F0ECF993F97E9773F83D9823FA2E5833FF5B5833FB47E893F34FA863F9476733F1AE9933F004A963F7860483FF417913F2EBC6F3F4BE66E3FC280853F99C2733FCA5C973FD8407F3F78E9703F8254783F93B28B3F5A25893F6341613F9BD6933F8C1F863F1234983F0E6D893FDDE2603F56508A3FF5A05E3FAC76813FBF407F3FB52F843F2EE1743F4681813F8093833F"
    }
  }
#-}

#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @depthwise_conv(%arg0: tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> {
    %cst = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_1 = arith.constant dense<[[[[0.141414255], [-0.0117113991], [0.197171658], [-0.0293060541], [-0.290945262], [0.31459403], [0.205537081], [-0.244768023]], [[0.272369832], [-0.309087515], [0.261560649], [0.138029501], [0.0012202661], [0.145936176], [0.182916328], [-0.197532028]], [[0.0298434105], [0.249527812], [2.227020e-01], [0.237807155], [0.0121043129], [-0.0421267748], [0.173135042], [-0.0920286998]]], [[[0.28927964], [-0.118442498], [-0.224437356], [0.168798208], [0.0379580669], [0.00483822823], [-2.603570e-01], [-0.312760055]], [[-0.220591113], [-0.282437742], [-0.083031021], [0.123610102], [-0.0742083043], [-0.0261025429], [0.108997785], [0.313834399]], [[0.0399439745], [-0.306657642], [0.31053564], [0.139747828], [-2.866010e-02], [0.332862943], [0.152529925], [-0.0331150703]]], [[[-0.261232913], [-0.011959116], [-0.321489066], [-0.0314616375], [-0.0665374249], [0.0813004225], [0.266304791], [0.257663429]], [[-0.202414483], [0.239018723], [-0.222450346], [-0.0664510354], [0.255598247], [0.141487166], [0.220097467], [-2.031970e-01]], [[0.117124557], [-0.270642757], [-0.255836129], [0.307431877], [0.0830393657], [0.199488252], [-0.146239251], [0.276489198]]]]> : tensor<3x3x8x1xf32>
    %0 = tensor.empty() : tensor<1x16x16x8xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x8x16x16xf32>) outs(%0 : tensor<1x16x16x8xf32>) permutation = [0, 2, 3, 1] 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %transposed low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_2 : f32
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32>
    %1 = tensor.empty() : tensor<1x16x16x8x1xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %2 = linalg.fill ins(%cst_3 : f32) outs(%1 : tensor<1x16x16x8x1xf32>) -> tensor<1x16x16x8x1xf32>
    %3 = tensor.empty() : tensor<1x16x16x8xf32>
    %4 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %cst_1 : tensor<1x18x18x8xf32>, tensor<3x3x8x1xf32>) outs(%2 : tensor<1x16x16x8x1xf32>) -> tensor<1x16x16x8x1xf32>
    %collapsed = tensor.collapse_shape %4 [[0], [1], [2], [3, 4]] : tensor<1x16x16x8x1xf32> into tensor<1x16x16x8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst, %collapsed : tensor<8xf32>, tensor<1x16x16x8xf32>) outs(%3 : tensor<1x16x16x8xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %7 = arith.addf %in, %in_5 : f32
      linalg.yield %7 : f32
    } -> tensor<1x16x16x8xf32>
    %6 = tensor.empty() : tensor<1x8x16x16xf32>
    %transposed_4 = linalg.transpose ins(%5 : tensor<1x16x16x8xf32>) outs(%6 : tensor<1x8x16x16xf32>) permutation = [0, 3, 1, 2] 
    return %transposed_4 : tensor<1x8x16x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x04000000FA6B8F3E135C533EEE4128BE16D621BE80162DBD56EE343C701438BE5612543E"
    }
  }
#-}


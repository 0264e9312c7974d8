module {
  func.func @depthwise_conv(%arg0: tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_8_1_3_3_torch.float32> : tensor<8x1x3x3xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %0 = tensor.empty() : tensor<1x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%cst_1 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %cst_0 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %1 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<1x8x18x18xf32>, tensor<8x3x3xf32>) outs(%broadcasted : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    return %1 : tensor<1x8x16x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_1_3_3_torch.float32: "0x04000000E6CE103E0F748B3E2B7AF43C761C943EA3E261BE4B9C233D52C085BEBE454FBE00DFEF3D2BE13FBCB8409EBE38847F3EFB91F2BDAE9B90BE3B029DBE2BF043BC53C1743EB0918ABE5EE7493E47EB853EFE0B643EE8D265BE2B0CAABD87FE9E3E379AA4BE06CA63BEF4FC82BE4013F0BC9B570D3EB883733E70D92C3E4B27FD3D0E1A0F3EEBDD00BD7B1788BDB6679D3EC7F694BE56F19F3A2B51463CEB791B3D86FA97BD96C8EABCC64488BDC6DD823E8B10AA3D7812A13E4B70153E208D2CBD008A9E3B00D5D5BC036DAA3ED680A63D03E2103EA6464C3E5078523E6B4E3B3E504A313E834D85BE3B3ADF3DCE301C3E1A59883E3B61613EBEBF15BE78A47ABED6454ABE8B79BCBD1622A0BEE7AEA03EABA307BD76EC833EE01250BEFE8F8D3E",
      torch_tensor_8_torch.float32: "0x04000000FA6B8F3E135C533EEE4128BE16D621BE80162DBD56EE343C701438BE5612543E"
    }
  }
#-}

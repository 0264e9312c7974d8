// Row sums of a 64x512 tensor (tinygrad: `x.sum(axis=1)`): one kernel with a
// reduce range over the columns.
func.func @row_sum(%x: tensor<64x512xf32>) -> tensor<64xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<64x512xf32> -> tensor<64x1xf32>
  %r = uop.reshape %s : tensor<64x1xf32> -> tensor<64xf32>
  return %r : tensor<64xf32>
}

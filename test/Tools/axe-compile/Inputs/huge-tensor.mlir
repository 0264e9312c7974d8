// A tensor of 2^63 - 1 f32s: 2^65 bytes, more than any size computation counts
// (../bad-input.mlir).
func.func @huge(%a: tensor<9223372036854775807xf32>) -> tensor<9223372036854775807xf32> {
  %b = arith.addf %a, %a : tensor<9223372036854775807xf32>
  return %b : tensor<9223372036854775807xf32>
}

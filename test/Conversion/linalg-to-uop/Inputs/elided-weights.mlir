// A module printed with its weights elided (`dense_resource<__elided__>`, no
// dialect_resources section): the blob is not there to read.
func.func @linear(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'arith.constant' op is a dense_resource constant whose blob `__elided__` is not in the module's dialect_resources section or does not hold tensor<2x4xf32> (export the module with its weights: not with large elements elided)}}
  %w = arith.constant dense_resource<__elided__> : tensor<2x4xf32>
  %y = arith.addf %x, %w : tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

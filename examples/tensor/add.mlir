// Elementwise add of two 256x256 tensors (tinygrad: `a + b`): one kernel,
// one load of each input and one store per element.
func.func @add(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %c = arith.addf %a, %b : tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

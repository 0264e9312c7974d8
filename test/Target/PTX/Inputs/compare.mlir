// A comparison, a select and a cast, as rangeify leaves them in kernels.
func.func @compare(%x: tensor<256xf32>, %y: tensor<256xf32>) -> (tensor<256xf32>, tensor<256xi32>) {
  %z = arith.constant dense<0.0> : tensor<256xf32>
  %lt = uop.cmp lt %x, %y : tensor<256xf32> -> tensor<256xi1>
  %relu = uop.where %lt, %x, %z : tensor<256xi1>, tensor<256xf32>
  %n = uop.cast %lt : tensor<256xi1> -> tensor<256xi32>
  return %relu, %n : tensor<256xf32>, tensor<256xi32>
}

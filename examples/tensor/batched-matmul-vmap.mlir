// A batched matmul as `vmap(lambda m: m @ w)(a)`: each batch element is a
// 3x4 @ 4x5 matmul, written the tinygrad way (reshape, expand, multiply,
// sum over K).
func.func @batched_matmul(%a: tensor<2x3x4xf32>, %w: tensor<4x5xf32>) -> tensor<2x3x5xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %batch = uop.range %c2 axis(0) loop
  %m = uop.vmapin %a [%batch, %c0, %c0] : tensor<2x3x4xf32> -> tensor<3x4xf32>
  %m3 = uop.reshape %m : tensor<3x4xf32> -> tensor<3x4x1xf32>
  %me = uop.expand %m3 : tensor<3x4x1xf32> -> tensor<3x4x5xf32>
  %w3 = uop.reshape %w : tensor<4x5xf32> -> tensor<1x4x5xf32>
  %we = uop.expand %w3 : tensor<1x4x5xf32> -> tensor<3x4x5xf32>
  %prod = arith.mulf %me, %we : tensor<3x4x5xf32>
  %sum = uop.reduce_axis add %prod axes [1] : tensor<3x4x5xf32> -> tensor<3x1x5xf32>
  %mw = uop.reshape %sum : tensor<3x1x5xf32> -> tensor<3x5xf32>
  %out = uop.vmapout %mw [%batch, %c0, %c0] : tensor<3x5xf32> -> tensor<2x3x5xf32>
  return %out : tensor<2x3x5xf32>
}

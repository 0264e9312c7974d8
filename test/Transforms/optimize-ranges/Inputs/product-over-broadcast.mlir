// The product of each x broadcast 4 times, in linalg's order: ((x * x) * x) * x.
func.func @product(%x: tensor<6xf32>) -> tensor<6xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<6x4xf32>
  %b = linalg.broadcast ins(%x : tensor<6xf32>) outs(%e : tensor<6x4xf32>) dimensions = [1]
  %i = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%one : f32) outs(%i : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.reduce ins(%b : tensor<6x4xf32>) outs(%f : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %p = arith.mulf %in, %acc : f32
      linalg.yield %p : f32
    }
  return %r : tensor<6xf32>
}

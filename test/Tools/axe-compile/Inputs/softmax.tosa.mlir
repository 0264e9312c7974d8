// Row softmax in TOSA; the axe-compile tests lower it with upstream's tosa-to-linalg.
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m = tosa.reduce_max %x {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  %s = tosa.sub %x, %m : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x8xf32>
  %e = tosa.exp %s : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  %inv = tosa.reciprocal %sum : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %inv, %shift : (tensor<4x8xf32>, tensor<4x1xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

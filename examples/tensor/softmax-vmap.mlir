// Row softmax written as tinygrad's vmap: `vmap(lambda row: row.softmax())(x)`.
// The batch range slices out one row (vmapin); the body is the 1-D softmax;
// vmapout stacks the rows back. `make demo` rangeifies it.
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %batch = uop.range %c4 axis(0) loop
  %row = uop.vmapin %x [%batch, %c0] : tensor<4x8xf32> -> tensor<8xf32>
  %max = uop.reduce_axis max %row axes [0] : tensor<8xf32> -> tensor<1xf32>
  %max8 = uop.expand %max : tensor<1xf32> -> tensor<8xf32>
  %shifted = arith.subf %row, %max8 : tensor<8xf32>
  %e = math.exp %shifted : tensor<8xf32>
  %sum = uop.reduce_axis add %e axes [0] : tensor<8xf32> -> tensor<1xf32>
  %sum8 = uop.expand %sum : tensor<1xf32> -> tensor<8xf32>
  %y = arith.divf %e, %sum8 : tensor<8xf32>
  %out = uop.vmapout %y [%batch, %c0] : tensor<8xf32> -> tensor<4x8xf32>
  return %out : tensor<4x8xf32>
}

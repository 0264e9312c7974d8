// An f8 program for element-types.mlir: refused by axe-compile for every target at its
// argument, naming the type.
func.func @f(%x: tensor<4xf8E4M3FN>, %y: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  %z = tensor.empty() : tensor<4xf8E4M3FN>
  %r = linalg.add ins(%x, %y : tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) outs(%z : tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
  return %r : tensor<4xf8E4M3FN>
}

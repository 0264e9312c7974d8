// @f of test/Tools/axe-run/readable-types.mlir with a result of another shape.
func.func @f(%x: tensor<4xf32>) -> tensor<2xf32> {
  %s = uop.shrink %x begin [0] end [2] : tensor<4xf32> -> tensor<2xf32>
  return %s : tensor<2xf32>
}

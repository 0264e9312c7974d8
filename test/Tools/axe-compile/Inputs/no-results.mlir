// A linalg function with no results (../bad-input.mlir): an NKI kernel with nothing to do.
func.func @nothing(%a: tensor<128x64xf32>) {
  return
}

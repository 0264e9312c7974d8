// torch-mlir's index_copy of one decoding step's keys into a key/value cache: 768 updates of one
// element each into 1x12x128x64 (tm-tensor-scatter-sorted.mlir checks that it is sorted).
func.func @cache_write(%x: tensor<1x12x128x64xf32>, %i: tensor<768x4xi64>, %v: tensor<768x1x1x1x1xf32>) -> tensor<1x12x128x64xf32> {
  %s = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%v, %i : tensor<768x1x1x1x1xf32>, tensor<768x4xi64>) outs(%x : tensor<1x12x128x64xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<1x12x128x64xf32>
  return %s : tensor<1x12x128x64xf32>
}

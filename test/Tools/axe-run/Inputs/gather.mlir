// A gather in a linalg.generic body, which convert-linalg-to-uop refuses
// (test/Tools/axe-run/front-end.test).
#id = affine_map<(i) -> (i)>
func.func @gather(%x: tensor<4xf32>, %table: tensor<8xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %t = tensor.extract %table[%i] : tensor<8xf32>
    %s = arith.addf %in, %t : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

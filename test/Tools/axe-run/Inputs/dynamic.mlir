// A linalg.generic on a dynamically shaped tensor, which convert-linalg-to-uop
// refuses (test/Tools/axe-run/front-end.test, test/Tools/axe-opt/front-end-pipelines.test).
#id = affine_map<(i) -> (i)>
func.func @dynamic(%x: tensor<?xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

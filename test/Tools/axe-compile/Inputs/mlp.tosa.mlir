// An MLP layer relu(x w + b) in TOSA, with no dimension a multiple of 128 (ragged
// tiles); the axe-compile tests lower it with upstream's tosa-to-linalg.
func.func @mlp(%x: tensor<1x200x300xf32>, %w: tensor<1x300x100xf32>, %b: tensor<1x1x100xf32>) -> tensor<1x200x100xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %mm = tosa.matmul %x, %w, %zp, %zp : (tensor<1x200x300xf32>, tensor<1x300x100xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x200x100xf32>
  %y = tosa.add %mm, %b : (tensor<1x200x100xf32>, tensor<1x1x100xf32>) -> tensor<1x200x100xf32>
  %r = tosa.clamp %y {min_val = 0.0 : f32, max_val = 3.4028235e38 : f32} : (tensor<1x200x100xf32>) -> tensor<1x200x100xf32>
  return %r : tensor<1x200x100xf32>
}

// The spjacobian pattern (spec 002 §6.9) inside a vmap over 3 batch
// elements: three JVPs, each a reduction (dot products with w0, w1, w2),
// stacked, flattened, then re-indexed element by element:
//   jac = stack(jvp0, jvp1, jvp2).flatten(); out = stack(jac[0], jac[2])
// The stack has two consumers, so it is realized inside the vmap; its buffer
// carries the batch axis (3x3) and both reads are offset by the batch index.
func.func @spjacobian(%x: tensor<3x4xf32>, %w: tensor<3x4xf32>) -> tensor<3x2xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %batch = uop.range %c3 axis(0) loop
  %row = uop.vmapin %x [%batch, %c0] : tensor<3x4xf32> -> tensor<4xf32>
  %row2 = uop.reshape %row : tensor<4xf32> -> tensor<1x4xf32>
  %rows = uop.expand %row2 : tensor<1x4xf32> -> tensor<3x4xf32>
  %prod = arith.mulf %rows, %w : tensor<3x4xf32>
  // stack(jvp0, jvp1, jvp2): three reductions, each padded into place and summed
  %p0 = uop.shrink %prod begin [0, 0] end [1, 4] : tensor<3x4xf32> -> tensor<1x4xf32>
  %p1 = uop.shrink %prod begin [1, 0] end [2, 4] : tensor<3x4xf32> -> tensor<1x4xf32>
  %p2 = uop.shrink %prod begin [2, 0] end [3, 4] : tensor<3x4xf32> -> tensor<1x4xf32>
  %j0 = uop.reduce_axis add %p0 axes [1] : tensor<1x4xf32> -> tensor<1x1xf32>
  %j1 = uop.reduce_axis add %p1 axes [1] : tensor<1x4xf32> -> tensor<1x1xf32>
  %j2 = uop.reduce_axis add %p2 axes [1] : tensor<1x4xf32> -> tensor<1x1xf32>
  %s0 = uop.pad %j0 low [0, 0] high [2, 0] : tensor<1x1xf32> -> tensor<3x1xf32>
  %s1 = uop.pad %j1 low [1, 0] high [1, 0] : tensor<1x1xf32> -> tensor<3x1xf32>
  %s2 = uop.pad %j2 low [2, 0] high [0, 0] : tensor<1x1xf32> -> tensor<3x1xf32>
  %s01 = arith.addf %s0, %s1 : tensor<3x1xf32>
  %stack = arith.addf %s01, %s2 : tensor<3x1xf32>
  %jac = uop.reshape %stack : tensor<3x1xf32> -> tensor<3xf32>
  // stack(jac[0], jac[2])
  %e0 = uop.shrink %jac begin [0] end [1] : tensor<3xf32> -> tensor<1xf32>
  %e2 = uop.shrink %jac begin [2] end [3] : tensor<3xf32> -> tensor<1xf32>
  %q0 = uop.pad %e0 low [0] high [1] : tensor<1xf32> -> tensor<2xf32>
  %q2 = uop.pad %e2 low [1] high [0] : tensor<1xf32> -> tensor<2xf32>
  %pick = arith.addf %q0, %q2 : tensor<2xf32>
  %out = uop.vmapout %pick [%batch, %c0] : tensor<2xf32> -> tensor<3x2xf32>
  return %out : tensor<3x2xf32>
}

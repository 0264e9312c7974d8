// A tiled view (tinygrad: `x.reshape(8,4,8,4).permute(0,2,1,3).reshape(64,16)`,
// each row of the result one 4x4 tile of x read row by row) scaled by 2. The
// reshapes make the digit arithmetic of spec 004 (`i // 4`, `i % 4`); the
// index simplifier removes what the ranges prove unnecessary.
func.func @tiled(%x: tensor<32x32xf32>) -> tensor<64x16xf32> {
  %t = uop.reshape %x : tensor<32x32xf32> -> tensor<8x4x8x4xf32>
  %p = uop.permute %t [0, 2, 1, 3] : tensor<8x4x8x4xf32> -> tensor<8x8x4x4xf32>
  %r = uop.reshape %p : tensor<8x8x4x4xf32> -> tensor<64x16xf32>
  %two = arith.constant dense<2.0> : tensor<64x16xf32>
  %y = arith.mulf %r, %two : tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}

// The worked example of spec 000: tensor[i, j] of shape [4, 8] read through a
// flat index that was tiled twice (R0 = R3*8 + R4*4 + R2). The row and column
// are recovered with floor division and floor modulo, then re-linearized.
// After index simplification the address is R3*8 + R4*4 + R2: no div, no mod.
func.func @tiled_index() -> index {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r3 = uop.range %c4 axis(3) loop
  %r4 = uop.range %c2 axis(4) loop
  %r2 = uop.range %c4 axis(2) upcast
  %a = arith.muli %r3, %c8 : index
  %b = arith.muli %r4, %c4 : index
  %ab = arith.addi %a, %b : index
  %flat = arith.addi %ab, %r2 : index
  %row = arith.floordivsi %flat, %c8 : index
  %col = uop.floormod %flat, %c8 : index
  %row8 = arith.muli %row, %c8 : index
  %addr = arith.addi %row8, %col : index
  return %addr : index
}

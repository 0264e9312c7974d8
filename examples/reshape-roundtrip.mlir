// A reshape round trip that tinygrad's simplifier leaves half done (issue 3):
// x = r0*10 + r1 (r0 in [0,6], r1 in [0,9]) unflattened into digits of radix
// (2, 5, 7) and re-linearized: x//35*35 + (x//7)%5*7 + x%7 is x.
func.func @reshape_roundtrip() -> index {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c35 = arith.constant 35 : index
  %r0 = uop.range %c7 axis(0) loop
  %r1 = uop.range %c10 axis(1) loop
  %x0 = arith.muli %r0, %c10 : index
  %x = arith.addi %x0, %r1 : index
  %q35 = arith.floordivsi %x, %c35 : index
  %hi = arith.muli %q35, %c35 : index
  %q7 = arith.floordivsi %x, %c7 : index
  %m5 = uop.floormod %q7, %c5 : index
  %mid = arith.muli %m5, %c7 : index
  %lo = uop.floormod %x, %c7 : index
  %s = arith.addi %hi, %mid : index
  %y = arith.addi %s, %lo : index
  return %y : index
}

// axe-simplify-index reads a constant defined outside the block it simplifies (here: the function entry, where
// upstream --canonicalize puts every constant) as an opaque value, so rules that need a literal divisor do not fire.
//   axe-opt hoisted-constant.mlir --axe-simplify-index
// @outside keeps floordivsi/floormod/muli/addi; @inside (the same with %c8 in the loop body) becomes a bare store of
// the induction variable.
func.func @outside(%m: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c8 = arith.constant 8 : index
  scf.for %x = %c0 to %c32 step %c1 {
    %q = arith.floordivsi %x, %c8 : index
    %r = uop.floormod %x, %c8 : index
    %q8 = arith.muli %q, %c8 : index
    %s = arith.addi %q8, %r : index
    memref.store %s, %m[%c0] : memref<1xindex>
  }
  return
}
func.func @inside(%m: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %x = %c0 to %c32 step %c1 {
    %c8 = arith.constant 8 : index
    %q = arith.floordivsi %x, %c8 : index
    %r = uop.floormod %x, %c8 : index
    %q8 = arith.muli %q, %c8 : index
    %s = arith.addi %q8, %r : index
    memref.store %s, %m[%c0] : memref<1xindex>
  }
  return
}

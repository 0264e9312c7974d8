// The div-mod identity does not fire when the floor division is paired with arith.remsi, even where the ranges prove
// the dividend non-negative (so remsi is the floor modulo): (x//8)*8 + x%8 with x in [0, 31] stays as is.
// With uop.floormod in place of arith.remsi it becomes x. In the corpus this is the difference between 14,507 and
// 2,736 div+mod left (bench/index.md).
//   axe-opt floordiv-with-remsi.mlir --axe-simplify-index
func.func @f(%m: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %x = %c0 to %c32 step %c1 {
    %c8 = arith.constant 8 : index
    %q = arith.floordivsi %x, %c8 : index
    %r = arith.remsi %x, %c8 : index
    %q8 = arith.muli %q, %c8 : index
    %s = arith.addi %q8, %r : index
    memref.store %s, %m[%c0] : memref<1xindex>
  }
  return
}

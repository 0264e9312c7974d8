// axe-simplify-index writes back invalid IR when a comparison operand folds to a constant: the constant comes back
// as i64 while the other operand stays index. 18 of the 10,000 corpus lines hit this (bench/index.md, quarantine).
//   axe-opt cmpi-constant-operand.mlir --axe-simplify-index
//   error: 'arith.cmpi' op requires all operands to have the same type
//   note: see current operation: %1 = "arith.cmpi"(%0, %arg0) <{predicate = 6 : i64}> : (i64, index) -> i1
// Expected: %r = arith.cmpi ult, %c36, %x : index (as when the input already has the constant 36).
func.func @f(%x: index {axe.bounds = array<i64: -8, 12>}) -> i1 {
  %c3 = arith.constant 3 : index
  %d = arith.subi %x, %x : index
  %a = arith.addi %c3, %d : index
  %c12 = arith.constant 12 : index
  %m = arith.muli %a, %c12 : index
  %r = arith.cmpi ult, %m, %x : index
  return %r : i1
}

// Known gaps of axe-simplify-index found while writing the per-rule tests
// (rules-*.mlir): cases the rule tables claim to handle that the pass misses.
// The CHECK lines state the expected result;
// the file is XFAIL until the gaps are closed (then lit reports XPASS: drop
// the XFAIL line). All results the pass produces here are correct (the
// semantics check passes); the gaps are size and missed simplifications.
// XFAIL: *
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// Gap 2 (section 3 rule 5, gcd_with_remainder, "(g*a + g*b + k) op c"): with
// a, b >= 0 and g = gcd(6, 4, 8) = 2, (6a + 4b + 11) // 8 is (3a + 2b + 5) // 4
// (same op count, smaller constants: cheaper by the cost model). The row
// builds (3a + 2b + 1) // 4 + 1 instead (one more add than the input), the
// engine rejects it as costlier, and the division is left as it was.
// Expected: (3a + 2b + 5) // 4.
// CHECK-LABEL: func @gcd_with_remainder_offset
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %[[C3]] : index
// CHECK-DAG: %[[B:.*]] = arith.muli %arg1, %[[C2]] : index
// CHECK-DAG: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-DAG: %[[T:.*]] = arith.addi %[[S]], %[[C5]] : index
// CHECK: %[[Q:.*]] = arith.floordivsi %[[T]], %[[C4]] : index
// CHECK-NEXT: return %[[Q]]
func.func @gcd_with_remainder_offset(%a: index {axe.bounds = array<i64: 0, 100>},
                                     %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c11 = arith.constant 11 : index
  %x = arith.muli %a, %c6 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %s11 = arith.addi %s, %c11 : index
  %q = arith.floordivsi %s11, %c8 : index
  return %q : index
}

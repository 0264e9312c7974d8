// Known gaps of axe-simplify-index found while writing the per-rule tests
// (rules-*.mlir): cases the rule tables claim to handle that the pass misses
// or handles by growing the IR. The CHECK lines state the expected result;
// the file is XFAIL until the gaps are closed (then lit reports XPASS: drop
// the XFAIL line). All results the pass produces here are correct (the
// semantics check passes); the gaps are size and missed simplifications.
// XFAIL: *
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// Gap 1 (issue 3 item 3: "shared subexpressions must stay shared, never let the
// output grow larger than the input"; rules/mod.rs, Accept::FewerOps).
// x = r*8 + v feeds both x % 7 and x // 7. With v in [0, 20] the residue sum
// r + v spans several buckets, so fold_divmod_congruence does not fire, but
// coefficient reduction (section 4; factor_remainder's % branch is the same)
// rewrites x % 7 -> (r + v) % 7: it saves the multiply locally, yet r*8 + v
// is still needed by x // 7, so the function grows from 4 ops (muli, addi,
// floormod, floordivsi) to 5 (muli, addi, addi, remsi, floordivsi). Today's
// output:
//   %0 = arith.muli %arg0, %c8 ; %1 = arith.addi %0, %arg1
//   %2 = arith.addi %arg0, %arg1 ; %3 = arith.remsi %2, %c7
//   %4 = arith.floordivsi %1, %c7
// Expected: both keep sharing x (4 ops, as in the input).
// CHECK-LABEL: func @shared_numerator_coefficient_reduction
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NOT: arith.addi
// CHECK-NOT: arith.muli
// CHECK-DAG: %[[M:.*]] = {{uop.floormod|arith.remsi}} %[[X]], %{{.*}} : index
// CHECK-DAG: %[[Q:.*]] = arith.floordivsi %[[X]], %{{.*}} : index
// CHECK: return %[[M]], %[[Q]]
func.func @shared_numerator_coefficient_reduction(%r: index {axe.bounds = array<i64: 0, 3>},
                                                  %v: index {axe.bounds = array<i64: 0, 20>}) -> (index, index) {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = uop.floormod %x, %c7 : index
  %q = arith.floordivsi %x, %c7 : index
  return %m, %q : index, index
}

// -----

// Gap 1 again, worse: x = r*8 + v + 9 is returned itself and x % 7 is
// rewritten to (r + v + 2) % 7, so 4 ops (muli, addi, addi, floormod) become 6
// (muli, addi, addi, addi, addi, remsi). Expected: x % 7 keeps using x.
// CHECK-LABEL: func @shared_numerator_returned
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[B]], %{{.*}} : index
// CHECK-NOT: arith.addi
// CHECK-NOT: arith.muli
// CHECK: %[[M:.*]] = {{uop.floormod|arith.remsi}} %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[M]], %[[X]]
func.func @shared_numerator_returned(%r: index {axe.bounds = array<i64: 0, 3>},
                                     %v: index {axe.bounds = array<i64: 0, 20>}) -> (index, index) {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %a = arith.muli %r, %c8 : index
  %b = arith.addi %a, %v : index
  %x = arith.addi %b, %c9 : index
  %m = uop.floormod %x, %c7 : index
  return %m, %x : index, index
}

// -----

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

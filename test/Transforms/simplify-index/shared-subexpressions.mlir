// Shared subexpressions stay shared (issue 3 item 3): a rewrite that is
// smaller for its own root is refused when another root still needs the
// original numerator, because the block's arithmetic would grow. The pass
// accepts rewrites only while the union of all roots' DAGs does not grow.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// x = r*8 + v feeds both x % 7 and x // 7. With v in [0, 20] the residue sum
// r + v spans several buckets, so fold_divmod_congruence does not fire, but
// coefficient reduction (section 4; factor_remainder's % branch is the same)
// rewrites x % 7 -> (r + v) % 7: it saves the multiply locally, yet r*8 + v
// is still needed by x // 7, so accepting it would grow the function from 4 ops
// to 5. Both keep sharing x (4 ops, as in the input).
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

// x = r*8 + v + 9 is returned itself; rewriting x % 7 to (r + v + 2) % 7
// would turn 4 ops into 6, so x % 7 keeps using x.
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


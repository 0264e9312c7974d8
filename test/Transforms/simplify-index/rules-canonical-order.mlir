// Spec 000 section 6 "Commutative Canonicalization": commutative index
// operations get one deterministic operand order (sums by their linear form,
// other commutative ops by operand id, constants last), so differently written
// spellings of one value become one value after the pass and `cse`, and the
// rewrite reaches a fixed point without oscillating (the spec's caution).
// Non-commutative operations keep their order. Upstream CSE already merges
// `op(a, b)` with `op(b, a)` for a single commutative op, so the fires cases
// below are ones that CSE alone leaves apart (re-associated sums, a constant
// written first, a comparison of two spellings).
// Rows: core/symbolic/src/rules/canonical_order.rs and "linear combine" in
// core/symbolic/src/rules/algebraic.rs.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(axe-simplify-index{semantics-check=true}),cse)' | FileCheck %s

// a + 8*b and b*8 + a are one value, b*8 + a.
// CHECK-LABEL: func @two_term_sum_fires
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %arg1, %[[C8]] : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[B]], %arg0 : index
// CHECK-NEXT: return %[[S]], %[[S]] : index, index
func.func @two_term_sum_fires(%a: index {axe.bounds = array<i64: 0, 7>},
                              %b: index {axe.bounds = array<i64: 0, 7>}) -> (index, index) {
  %c8 = arith.constant 8 : index
  %b8r = arith.muli %c8, %b : index
  %x = arith.addi %a, %b8r : index
  %b8 = arith.muli %b, %c8 : index
  %y = arith.addi %b8, %a : index
  return %x, %y : index, index
}

// -----

// Three spellings of a + 8*b + 64*c with different association: one sum,
// terms by decreasing coefficient.
// CHECK-LABEL: func @reassociated_sum_fires
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[B:.*]] = arith.muli %arg1, %[[C8]] : index
// CHECK-DAG: %[[C:.*]] = arith.muli %arg2, %[[C64]] : index
// CHECK: %[[S:.*]] = arith.addi %[[C]], %[[B]] : index
// CHECK-NEXT: %[[T:.*]] = arith.addi %[[S]], %arg0 : index
// CHECK-NEXT: return %[[T]], %[[T]], %[[T]] : index, index, index
func.func @reassociated_sum_fires(%a: index {axe.bounds = array<i64: 0, 7>},
                                  %b: index {axe.bounds = array<i64: 0, 7>},
                                  %c: index {axe.bounds = array<i64: 0, 7>}) -> (index, index, index) {
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %b8 = arith.muli %b, %c8 : index
  %c64x = arith.muli %c, %c64 : index
  %s1 = arith.addi %a, %b8 : index
  %x = arith.addi %s1, %c64x : index
  %b8r = arith.muli %c8, %b : index
  %s2 = arith.addi %b8r, %a : index
  %y = arith.addi %c64x, %s2 : index
  %s3 = arith.addi %a, %c64x : index
  %z = arith.addi %s3, %b8 : index
  return %x, %y, %z : index, index, index
}

// -----

// The spec's example: R1*8000 + R2*16 and R2*16 + R1*8000 are one node.
// CHECK-LABEL: func @spec_example_fires
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-DAG: %[[B:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: return %[[S]], %[[S]] : index, index
func.func @spec_example_fires(%r1: index {axe.bounds = array<i64: 0, 99>},
                              %r2: index {axe.bounds = array<i64: 0, 99>}) -> (index, index) {
  %c16 = arith.constant 16 : index
  %c8000 = arith.constant 8000 : index
  %a = arith.muli %r1, %c8000 : index
  %b = arith.muli %r2, %c16 : index
  %x = arith.addi %b, %a : index
  %y = arith.addi %a, %b : index
  return %x, %y : index, index
}

// -----

// A constant operand goes last: 8*b -> b*8, 3 & x -> x & 3, max(3, x) -> max(x, 3).
// CHECK-LABEL: func @constant_last_fires
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[M:.*]] = arith.muli %arg0, %[[C8]] : index
// CHECK-DAG: %[[N:.*]] = arith.andi %arg1, %[[C3]] : index
// CHECK-DAG: %[[O:.*]] = arith.maxsi %arg1, %[[C3]] : index
// CHECK: return %[[M]], %[[N]], %[[O]]
func.func @constant_last_fires(%b: index {axe.bounds = array<i64: 0, 7>},
                               %x: index {axe.bounds = array<i64: 0, 100>}) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %m = arith.muli %c8, %b : index
  %n = arith.andi %c3, %x : index
  %o = arith.maxsi %c3, %x : index
  return %m, %n, %o : index, index, index
}

// -----

// max(a + 8*b, a) and max(a, 8*b + a) are one value, and comparing the two
// spellings of the sum folds to false.
// CHECK-LABEL: func @max_of_spellings_fires
// CHECK: %[[B:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[B]], %arg0 : index
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %arg0, %[[S]] : index
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NOT: arith.cmpi
// CHECK: return %[[M]], %[[M]], %[[F]] : index, index, i1
func.func @max_of_spellings_fires(%a: index {axe.bounds = array<i64: 0, 7>},
                                  %b: index {axe.bounds = array<i64: 0, 9>}) -> (index, index, i1) {
  %c8 = arith.constant 8 : index
  %b8 = arith.muli %b, %c8 : index
  %s = arith.addi %a, %b8 : index
  %b8r = arith.muli %c8, %b : index
  %t = arith.addi %b8r, %a : index
  %m1 = arith.maxsi %s, %a : index
  %m2 = arith.maxsi %a, %t : index
  %e = arith.cmpi ne, %t, %s : index
  return %m1, %m2, %e : index, index, i1
}

// -----

// No oscillation between the sum order (by coefficient) and the product order
// (by id): y*x + (x*y)*2 + (y*x == x*y ? 1 : 0) reaches (x*y)*3 + 1.
// CHECK-LABEL: func @no_oscillation_fires
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[P:.*]] = arith.muli %arg1, %arg0 : index
// CHECK: %[[P3:.*]] = arith.muli %[[P]], %[[C3]] : index
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[P3]], %[[C1]] : index
// CHECK-NEXT: return %[[R]]
func.func @no_oscillation_fires(%x: index {axe.bounds = array<i64: 0, 9>},
                                %y: index {axe.bounds = array<i64: 0, 9>}) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %yx = arith.muli %y, %x : index
  %xy = arith.muli %x, %y : index
  %xy2 = arith.muli %xy, %c2 : index
  %s = arith.addi %yx, %xy2 : index
  %e = arith.cmpi eq, %yx, %xy : index
  %ei = arith.select %e, %c1, %c0 : index
  %t = arith.addi %s, %ei : index
  return %t : index
}

// -----

// Non-commutative ops keep their operand order: y - x and x - y, y // x and
// x // y stay four distinct values.
// CHECK-LABEL: func @non_commutative_guard_fails
// CHECK: %[[A:.*]] = arith.subi %arg1, %arg0 : index
// CHECK-NEXT: %[[B:.*]] = arith.subi %arg0, %arg1 : index
// CHECK-NEXT: %[[C:.*]] = arith.floordivsi %arg1, %arg0 : index
// CHECK-NEXT: %[[D:.*]] = arith.floordivsi %arg0, %arg1 : index
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @non_commutative_guard_fails(%x: index {axe.bounds = array<i64: 1, 9>},
                                       %y: index {axe.bounds = array<i64: 1, 9>}) -> (index, index, index, index) {
  %1 = arith.subi %y, %x : index
  %2 = arith.subi %x, %y : index
  %3 = arith.floordivsi %y, %x : index
  %4 = arith.floordivsi %x, %y : index
  return %1, %2, %3, %4 : index, index, index, index
}

// -----

// An ordered comparison is not commutative: y < x and x < y stay apart.
// CHECK-LABEL: func @ordered_compare_guard_fails
// CHECK: %[[A:.*]] = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: %[[B:.*]] = arith.cmpi slt, %arg0, %arg1 : index
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @ordered_compare_guard_fails(%x: index {axe.bounds = array<i64: -9, 9>},
                                       %y: index {axe.bounds = array<i64: -9, 9>}) -> (i1, i1) {
  %1 = arith.cmpi slt, %y, %x : index
  %2 = arith.cmpi slt, %x, %y : index
  return %1, %2 : i1, i1
}

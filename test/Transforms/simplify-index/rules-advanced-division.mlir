// Spec 000 section 4 "Advanced Division Patterns": nested division collapse,
// exact division, splitting over sums and differences (and the % of an exact
// sum), coefficient reduction, constant distribution, plus the
// division-of-remainder row the table adds beyond the spec. Each fires when
// its guard holds (in the semantics the ranges admit) and leaves the IR alone
// when it fails. Complements divmod-identity.mlir (floor nested collapse).
// Rows: core/symbolic/src/rules/advanced_division.rs.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// Nested division collapse, truncating, a of either sign:
// (a/4)/8 -> a/32 (trunc(trunc(t)/c) == trunc(t/c)).
// CHECK-LABEL: func @nested_division_collapse_fires
// CHECK: %[[C:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %arg0, %[[C]] : index
// CHECK-NEXT: return %[[Q]]
func.func @nested_division_collapse_fires(%a: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %b = arith.divsi %a, %c4 : index
  %c = arith.divsi %b, %c8 : index
  return %c : index
}

// -----

// Nested division collapse, unsigned: (a/4)/8 -> a/32.
// CHECK-LABEL: func @nested_division_collapse_unsigned_fires
// CHECK: %[[C:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %arg0, %[[C]] : index
// CHECK-NEXT: return %[[Q]]
func.func @nested_division_collapse_unsigned_fires(%a: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %b = arith.divui %a, %c4 : index
  %c = arith.divui %b, %c8 : index
  return %c : index
}

// -----

// Nested division collapse with variable divisors b, c in [1, 5]:
// (a//b)//c -> a//(b*c).
// CHECK-LABEL: func @nested_division_collapse_symbolic_fires
// CHECK: %[[BC:.*]] = arith.muli %arg1, %arg2 : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %arg0, %[[BC]] : index
// CHECK-NEXT: return %[[Q]]
func.func @nested_division_collapse_symbolic_fires(%a: index {axe.bounds = array<i64: -100, 100>},
                                                   %b: index {axe.bounds = array<i64: 1, 5>},
                                                   %c: index {axe.bounds = array<i64: 1, 5>}) -> index {
  %q = arith.floordivsi %a, %b : index
  %r = arith.floordivsi %q, %c : index
  return %r : index
}

// -----

// Mixed kinds: a floor division of a truncating quotient (a = -1:
// floor((-1/4)/8) = 0 but floor(-1/32) = -1): unchanged.
// CHECK-LABEL: func @nested_division_collapse_mixed_guard_fails
// CHECK: %[[B:.*]] = arith.divsi %arg0, %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[B]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @nested_division_collapse_mixed_guard_fails(%a: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %b = arith.divsi %a, %c4 : index
  %c = arith.floordivsi %b, %c8 : index
  return %c : index
}

// -----

// c = -8 is not positive: unchanged.
// CHECK-LABEL: func @nested_division_collapse_negative_guard_fails
// CHECK: %[[B:.*]] = arith.floordivsi %arg0, %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[B]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @nested_division_collapse_negative_guard_fails(%a: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %cm8 = arith.constant -8 : index
  %b = arith.floordivsi %a, %c4 : index
  %c = arith.floordivsi %b, %cm8 : index
  return %c : index
}

// -----

// A variable inner divisor b in [-5, 5] is not provably positive: unchanged.
// CHECK-LABEL: func @nested_division_collapse_symbolic_guard_fails
// CHECK: %[[B:.*]] = arith.floordivsi %arg0, %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[B]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @nested_division_collapse_symbolic_guard_fails(%a: index {axe.bounds = array<i64: -100, 100>},
                                                         %b: index {axe.bounds = array<i64: -5, 5>}) -> index {
  %c2 = arith.constant 2 : index
  %q = arith.floordivsi %a, %b : index
  %r = arith.floordivsi %q, %c2 : index
  return %r : index
}

// -----

// Exact division: (a*y)//y -> a, y in [1, 5], a of either sign.
// CHECK-LABEL: func @exact_division_fires
// CHECK-NOT: arith.
// CHECK: return %arg0 : index
func.func @exact_division_fires(%a: index {axe.bounds = array<i64: -9, 9>},
                                %y: index {axe.bounds = array<i64: 1, 5>}) -> index {
  %x = arith.muli %a, %y : index
  %q = arith.floordivsi %x, %y : index
  return %q : index
}

// -----

// Exact division for a truncating remainder, negative divisor: (a*y) % y -> 0.
// CHECK-LABEL: func @exact_division_rem_fires
// CHECK-NOT: arith.remsi
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: return %[[Z]]
func.func @exact_division_rem_fires(%a: index {axe.bounds = array<i64: -9, 9>},
                                    %y: index {axe.bounds = array<i64: -5, -1>}) -> index {
  %x = arith.muli %a, %y : index
  %m = arith.remsi %x, %y : index
  return %m : index
}

// -----

// y in [-1, 5] may be 0 (the table's guard y != 0): unchanged.
// CHECK-LABEL: func @exact_division_guard_fails
// CHECK: %[[X:.*]] = arith.muli %arg0, %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[X]], %arg1 : index
// CHECK-NEXT: return %[[Q]]
func.func @exact_division_guard_fails(%a: index {axe.bounds = array<i64: -9, 9>},
                                      %y: index {axe.bounds = array<i64: -1, 5>}) -> index {
  %x = arith.muli %a, %y : index
  %q = arith.floordivsi %x, %y : index
  return %q : index
}

// -----

// Unsigned with a possibly negative (a = -1, y = 2: (2^64 - 2) divui 2 =
// 2^63 - 1, not -1): unchanged.
// CHECK-LABEL: func @exact_division_unsigned_guard_fails
// CHECK: %[[X:.*]] = arith.muli %arg0, %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[X]], %arg1 : index
// CHECK-NEXT: return %[[Q]]
func.func @exact_division_unsigned_guard_fails(%a: index {axe.bounds = array<i64: -9, 9>},
                                               %y: index {axe.bounds = array<i64: 1, 5>}) -> index {
  %x = arith.muli %a, %y : index
  %q = arith.divui %x, %y : index
  return %q : index
}

// -----

// Split sum div: every term and the constant divisible by 4, operands of either
// sign: (a*8 + b*4 - 12)//4 -> a*2 + b - 3, and (a*8 + b*4) % 4 -> 0.
// CHECK-LABEL: func @split_sum_div_fires
// CHECK-NOT: arith.floordivsi
// CHECK-NOT: uop.floormod
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %[[C2]] : index
// CHECK-DAG: %[[S:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-DAG: %[[R:.*]] = arith.subi %[[S]], %[[C3]] : index
// CHECK: return %[[R]], %[[Z]] : index, index
func.func @split_sum_div_fires(%a: index {axe.bounds = array<i64: -9, 9>},
                               %b: index {axe.bounds = array<i64: -9, 9>}) -> (index, index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %x = arith.muli %a, %c8 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %t = arith.subi %s, %c12 : index
  %q = arith.floordivsi %t, %c4 : index
  %m = uop.floormod %s, %c4 : index
  return %q, %m : index, index
}

// -----

// Split difference div, truncating, operands of either sign (exact, so the
// rounding never matters): (a*8 - b*4)/4 -> a*2 - b.
// CHECK-LABEL: func @split_difference_div_fires
// CHECK-NOT: arith.divsi
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[A:.*]] = arith.muli %arg0, %[[C2]] : index
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[A]], %arg1 : index
// CHECK-NEXT: return %[[R]]
func.func @split_difference_div_fires(%a: index {axe.bounds = array<i64: -9, 9>},
                                      %b: index {axe.bounds = array<i64: -9, 9>}) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c8 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.subi %x, %y : index
  %q = arith.divsi %s, %c4 : index
  return %q : index
}

// -----

// The constant 2 is not divisible by 4 and, truncating with operands of either
// sign, no other rule applies (a = 0, b = -1: -2/4 = 0, not -1): unchanged.
// CHECK-LABEL: func @split_sum_div_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[T:.*]] = arith.addi %[[S]], %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[T]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @split_sum_div_guard_fails(%a: index {axe.bounds = array<i64: -9, 9>},
                                     %b: index {axe.bounds = array<i64: -9, 9>}) -> index {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c8 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %t = arith.addi %s, %c2 : index
  %q = arith.divsi %t, %c4 : index
  return %q : index
}

// -----

// Unsigned with a possibly negative numerator: unchanged.
// CHECK-LABEL: func @split_sum_div_unsigned_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @split_sum_div_unsigned_guard_fails(%a: index {axe.bounds = array<i64: -9, 9>},
                                              %b: index {axe.bounds = array<i64: 0, 9>}) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c8 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %q = arith.divui %s, %c4 : index
  return %q : index
}

// -----

// Coefficient reduction, floor, r of either sign: (r*8 + v) % 7 -> (r + v) % 7
// (the residue sum spans several buckets, so this is not the congruence rule).
// The new floor modulo stays uop.floormod since r + v may be negative.
// CHECK-LABEL: func @coefficient_reduction_fires
// CHECK: %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %[[M:.*]] = uop.floormod %[[S]], %[[C7]] : index
// CHECK-NEXT: return %[[M]]
func.func @coefficient_reduction_fires(%r: index {axe.bounds = array<i64: -9, 9>},
                                       %v: index {axe.bounds = array<i64: 0, 20>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = uop.floormod %x, %c7 : index
  return %m : index
}

// -----

// Coefficient reduction, truncating with r, v >= 0, the constant reduced too:
// (r*8 + v + 15) % 7 -> (r + v + 1) % 7.
// CHECK-LABEL: func @coefficient_reduction_trunc_fires
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK: %[[T:.*]] = arith.addi %[[S]], %[[C1]] : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[T]], %[[C7]] : index
// CHECK-NEXT: return %[[M]]
func.func @coefficient_reduction_trunc_fires(%r: index {axe.bounds = array<i64: 0, 9>},
                                             %v: index {axe.bounds = array<i64: 0, 20>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %y = arith.addi %x, %c15 : index
  %m = arith.remsi %y, %c7 : index
  return %m : index
}

// -----

// 3 is already in [0, 7): unchanged.
// CHECK-LABEL: func @coefficient_reduction_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[M:.*]] = uop.floormod %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @coefficient_reduction_guard_fails(%r: index {axe.bounds = array<i64: -9, 9>},
                                             %v: index {axe.bounds = array<i64: 0, 20>}) -> index {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %a = arith.muli %r, %c3 : index
  %x = arith.addi %a, %v : index
  %m = uop.floormod %x, %c7 : index
  return %m : index
}

// -----

// Truncating with r possibly negative: r = -2, v = 10 gives -6 % 7 = -6 but
// (r + v) % 7 = 1: unchanged.
// CHECK-LABEL: func @coefficient_reduction_trunc_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @coefficient_reduction_trunc_guard_fails(%r: index {axe.bounds = array<i64: -9, 9>},
                                                   %v: index {axe.bounds = array<i64: 0, 20>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = arith.remsi %x, %c7 : index
  return %m : index
}

// -----

// Constant distribution: 2 * (a*3 + 1) -> a*6 + 2.
// CHECK-LABEL: func @constant_distribution_fires
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[A:.*]] = arith.muli %arg0, %[[C6]] : index
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[A]], %[[C2]] : index
// CHECK-NEXT: return %[[R]]
func.func @constant_distribution_fires(%a: index {axe.bounds = array<i64: -9, 9>}) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = arith.muli %a, %c3 : index
  %y = arith.addi %x, %c1 : index
  %z = arith.muli %c2, %y : index
  return %z : index
}

// -----

// The factor b is not a constant: (a + 1) * b stays a product.
// CHECK-LABEL: func @constant_distribution_guard_fails
// CHECK: %[[S:.*]] = arith.addi %arg0, %{{.*}} : index
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[S]], %arg1 : index
// CHECK-NEXT: return %[[R]]
func.func @constant_distribution_guard_fails(%a: index {axe.bounds = array<i64: -9, 9>},
                                             %b: index {axe.bounds = array<i64: -9, 9>}) -> index {
  %c1 = arith.constant 1 : index
  %y = arith.addi %a, %c1 : index
  %z = arith.muli %y, %b : index
  return %z : index
}

// -----

// Division of remainder (beyond the spec; keeps digit chains canonical), floor,
// x of either sign: (x % 35) // 7 -> (x // 7) % 5.
// CHECK-LABEL: func @division_of_remainder_fires
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[Q:.*]] = arith.floordivsi %arg0, %[[C7]] : index
// CHECK: %[[M:.*]] = uop.floormod %[[Q]], %[[C5]] : index
// CHECK-NEXT: return %[[M]]
func.func @division_of_remainder_fires(%x: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c7 = arith.constant 7 : index
  %c35 = arith.constant 35 : index
  %m = uop.floormod %x, %c35 : index
  %q = arith.floordivsi %m, %c7 : index
  return %q : index
}

// -----

// Division of remainder, truncating with x >= 0.
// CHECK-LABEL: func @division_of_remainder_trunc_fires
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[Q:.*]] = arith.divsi %arg0, %[[C7]] : index
// CHECK: %[[M:.*]] = arith.remsi %[[Q]], %[[C5]] : index
// CHECK-NEXT: return %[[M]]
func.func @division_of_remainder_trunc_fires(%x: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c7 = arith.constant 7 : index
  %c35 = arith.constant 35 : index
  %m = arith.remsi %x, %c35 : index
  %q = arith.divsi %m, %c7 : index
  return %q : index
}

// -----

// 7 does not divide 36: unchanged.
// CHECK-LABEL: func @division_of_remainder_guard_fails
// CHECK: %[[M:.*]] = uop.floormod %arg0, %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[M]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @division_of_remainder_guard_fails(%x: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c7 = arith.constant 7 : index
  %c36 = arith.constant 36 : index
  %m = uop.floormod %x, %c36 : index
  %q = arith.floordivsi %m, %c7 : index
  return %q : index
}

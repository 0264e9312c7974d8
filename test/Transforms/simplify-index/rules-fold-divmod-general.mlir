// Spec 000 section 3 "The fold_divmod_general Algorithm": its eight rules in
// the spec's priority order (cancel_divmod, remove_nested_mod,
// fold_binary_numerator, fold_divmod_congruence, gcd_with_remainder,
// divide_by_gcd, factor_remainder, nest_div_by_smallest_factor). Each fires
// when its guard holds and leaves the div/mod alone when the guard fails
// (x_min < 0 for rules 2 and 4-8, a divisor range that crosses zero, factors
// that do not divide). Rows: core/symbolic/src/rules/fold_divmod_general.rs.
//
// Through the pass every table runs to a fixed point, so the CHECK lines pin
// the final form; where another table finishes a rule's result (or would reach
// the same result first) the comment says so. A floor modulo of a value proven
// non-negative is written back as arith.remsi.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// Rule 1, variable divisor (the bucket rule of section 2 needs a constant):
// x in [10, 11], y in [4, 5]: the corners 10/4, 10/5, 11/4, 11/5 all floor to 2.
// CHECK-LABEL: func @cancel_divmod_fires
// CHECK-NOT: arith.floordivsi
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: return %[[C2]]
func.func @cancel_divmod_fires(%x: index {axe.bounds = array<i64: 10, 11>},
                               %y: index {axe.bounds = array<i64: 4, 5>}) -> index {
  %q = arith.floordivsi %x, %y : index
  return %q : index
}

// -----

// Rule 1, truncating: x in [-11, -10], y in [4, 5]: every corner truncates to -2.
// CHECK-LABEL: func @cancel_divmod_trunc_fires
// CHECK-NOT: arith.divsi
// CHECK: %[[C:.*]] = arith.constant -2 : index
// CHECK-NEXT: return %[[C]]
func.func @cancel_divmod_trunc_fires(%x: index {axe.bounds = array<i64: -11, -10>},
                                     %y: index {axe.bounds = array<i64: 4, 5>}) -> index {
  %q = arith.divsi %x, %y : index
  return %q : index
}

// -----

// Rule 1 for %: x in [-12, -9], x floormod 4 = x - (-3)*4 = x + 12.
// CHECK-LABEL: func @cancel_divmod_mod_fires
// CHECK-NOT: uop.floormod
// CHECK: %[[C:.*]] = arith.constant 12 : index
// CHECK-NEXT: %[[R:.*]] = arith.addi %arg0, %[[C]] : index
// CHECK-NEXT: return %[[R]]
func.func @cancel_divmod_mod_fires(%x: index {axe.bounds = array<i64: -12, -9>}) -> index {
  %c4 = arith.constant 4 : index
  %m = uop.floormod %x, %c4 : index
  return %m : index
}

// -----

// y in [-1, 5] crosses zero (y_min*y_max <= 0): unchanged.
// CHECK-LABEL: func @cancel_divmod_guard_fails
// CHECK: %[[Q:.*]] = arith.floordivsi %arg0, %arg1 : index
// CHECK-NEXT: return %[[Q]]
func.func @cancel_divmod_guard_fails(%x: index {axe.bounds = array<i64: 10, 11>},
                                     %y: index {axe.bounds = array<i64: -1, 5>}) -> index {
  %q = arith.floordivsi %x, %y : index
  return %q : index
}

// -----

// x in [10, 12], y in [4, 5]: 12/4 = 3 but 10/4 = 2: unchanged.
// CHECK-LABEL: func @cancel_divmod_corners_guard_fails
// CHECK: %[[Q:.*]] = arith.floordivsi %arg0, %arg1 : index
// CHECK-NEXT: return %[[Q]]
func.func @cancel_divmod_corners_guard_fails(%x: index {axe.bounds = array<i64: 10, 12>},
                                             %y: index {axe.bounds = array<i64: 4, 5>}) -> index {
  %q = arith.floordivsi %x, %y : index
  return %q : index
}

// -----

// The truncating twin of @cancel_divmod_mod_fires: -12/4 = -3 but -9/4 = -2
// under truncation, so there is no single quotient: unchanged.
// CHECK-LABEL: func @cancel_divmod_trunc_guard_fails
// CHECK: %[[M:.*]] = arith.remsi %arg0, %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @cancel_divmod_trunc_guard_fails(%x: index {axe.bounds = array<i64: -12, -9>}) -> index {
  %c4 = arith.constant 4 : index
  %m = arith.remsi %x, %c4 : index
  return %m : index
}

// -----

// Rule 2, the spec's example: (a%4 + b) % 2 -> (a + b) % 2, a in [0, 7], b in [0, 1].
// CHECK-LABEL: func @remove_nested_mod_fires
// CHECK-NOT: uop.floormod
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[S]], %[[C2]] : index
// CHECK-NEXT: return %[[M]]
func.func @remove_nested_mod_fires(%a: index {axe.bounds = array<i64: 0, 7>},
                                   %b: index {axe.bounds = array<i64: 0, 1>}) -> index {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = uop.floormod %a, %c4 : index
  %s = arith.addi %m, %b : index
  %r = uop.floormod %s, %c2 : index
  return %r : index
}

// -----

// Rule 2, truncating with non-negative operands: (a%12 + b) % 3 -> (a + b) % 3.
// CHECK-LABEL: func @remove_nested_mod_trunc_fires
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[S]], %[[C3]] : index
// CHECK-NEXT: return %[[M]]
func.func @remove_nested_mod_trunc_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                         %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %m = arith.remsi %a, %c12 : index
  %s = arith.addi %m, %b : index
  %r = arith.remsi %s, %c3 : index
  return %r : index
}

// -----

// 3 does not divide 4: unchanged.
// CHECK-LABEL: func @remove_nested_mod_guard_fails
// CHECK: %[[M:.*]] = uop.floormod %arg0, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[M]], %arg1 : index
// CHECK-NEXT: %[[R:.*]] = uop.floormod %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[R]]
func.func @remove_nested_mod_guard_fails(%a: index {axe.bounds = array<i64: 0, 7>},
                                         %b: index {axe.bounds = array<i64: 0, 1>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = uop.floormod %a, %c4 : index
  %s = arith.addi %m, %b : index
  %r = uop.floormod %s, %c3 : index
  return %r : index
}

// -----

// x_min < 0 (b in [-1, 1]): the spec states x_min >= 0, but in floor
// semantics a % 4 and a agree modulo 2 for every sign, so the rule still
// holds and fires: (a + b) % 2 (the semantics check evaluates both).
// CHECK-LABEL: func @remove_nested_mod_negative_fires
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %[[R:.*]] = uop.floormod %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[R]]
func.func @remove_nested_mod_negative_fires(%a: index {axe.bounds = array<i64: 0, 7>},
                                                  %b: index {axe.bounds = array<i64: -1, 1>}) -> index {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = uop.floormod %a, %c4 : index
  %s = arith.addi %m, %b : index
  %r = uop.floormod %s, %c2 : index
  return %r : index
}

// -----

// Truncating with a possibly negative a: a = -4, b = 1 gives (0 + 1) % 2 = 1
// but (-4 + 1) % 2 = -1: unchanged.
// CHECK-LABEL: func @remove_nested_mod_trunc_guard_fails
// CHECK: %[[M:.*]] = arith.remsi %arg0, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[M]], %arg1 : index
// CHECK-NEXT: %[[R:.*]] = arith.remsi %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[R]]
func.func @remove_nested_mod_trunc_guard_fails(%a: index {axe.bounds = array<i64: -7, 7>},
                                               %b: index {axe.bounds = array<i64: 0, 1>}) -> index {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = arith.remsi %a, %c4 : index
  %s = arith.addi %m, %b : index
  %r = arith.remsi %s, %c2 : index
  return %r : index
}

// -----

// Rule 3, the spec's example: v in {0, 1}, (v*3 + 2) % 5 is 2 then 0, so
// -2*v + 2; (v*3 + 2) // 5 is 0 then 1, so v.
// CHECK-LABEL: func @fold_binary_numerator_fires
// CHECK-NOT: uop.floormod
// CHECK-NOT: arith.floordivsi
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[CM2:.*]] = arith.constant -2 : index
// CHECK: %[[A:.*]] = arith.muli %arg0, %[[CM2]] : index
// CHECK-NEXT: %[[M:.*]] = arith.addi %[[A]], %[[C2]] : index
// CHECK-NEXT: return %[[M]], %arg0 : index, index
func.func @fold_binary_numerator_fires(%v: index {axe.bounds = array<i64: 0, 1>}) -> (index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.muli %v, %c3 : index
  %x = arith.addi %a, %c2 : index
  %m = uop.floormod %x, %c5 : index
  %q = arith.floordivsi %x, %c5 : index
  return %m, %q : index, index
}

// -----

// Rule 3 has no sign guard in floor semantics: v in {-1, 0}, (v*3 + 2) % 5
// is 4 then 2, so -2*v + 2 again.
// CHECK-LABEL: func @fold_binary_numerator_negative_fires
// CHECK-NOT: uop.floormod
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[CM2:.*]] = arith.constant -2 : index
// CHECK: %[[A:.*]] = arith.muli %arg0, %[[CM2]] : index
// CHECK-NEXT: %[[M:.*]] = arith.addi %[[A]], %[[C2]] : index
// CHECK-NEXT: return %[[M]]
func.func @fold_binary_numerator_negative_fires(%v: index {axe.bounds = array<i64: -1, 0>}) -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.muli %v, %c3 : index
  %x = arith.addi %a, %c2 : index
  %m = uop.floormod %x, %c5 : index
  return %m : index
}

// -----

// Rule 3, truncating, v in {4, 5}: 14 % 5 = 4, 17 % 5 = 2, so -2*v + 12.
// CHECK-LABEL: func @fold_binary_numerator_trunc_fires
// CHECK-NOT: arith.remsi
// CHECK-DAG: %[[CM2:.*]] = arith.constant -2 : index
// CHECK-DAG: %[[C12:.*]] = arith.constant 12 : index
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %[[CM2]] : index
// CHECK: %[[M:.*]] = arith.addi %[[A]], %[[C12]] : index
// CHECK-NEXT: return %[[M]]
func.func @fold_binary_numerator_trunc_fires(%v: index {axe.bounds = array<i64: 4, 5>}) -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.muli %v, %c3 : index
  %x = arith.addi %a, %c2 : index
  %m = arith.remsi %x, %c5 : index
  return %m : index
}

// -----

// v in [0, 2] takes three values: unchanged.
// CHECK-LABEL: func @fold_binary_numerator_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %{{.*}} : index
// CHECK-NEXT: %[[M:.*]] = uop.floormod %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @fold_binary_numerator_guard_fails(%v: index {axe.bounds = array<i64: 0, 2>}) -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.muli %v, %c3 : index
  %x = arith.addi %a, %c2 : index
  %m = uop.floormod %x, %c5 : index
  return %m : index
}

// -----

// Rule 4, the spec's example: 8 = 1 (mod 7), r in [0, 3], v in [0, 2]: the
// residue sum r + v is in [0, 5], one bucket, so (r*8 + v) % 7 -> r + v and
// (r*8 + v) // 7 -> r.
// CHECK-LABEL: func @fold_divmod_congruence_fires
// CHECK-NOT: uop.floormod
// CHECK-NOT: arith.floordivsi
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: return %[[S]], %arg0 : index, index
func.func @fold_divmod_congruence_fires(%r: index {axe.bounds = array<i64: 0, 3>},
                                        %v: index {axe.bounds = array<i64: 0, 2>}) -> (index, index) {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = uop.floormod %x, %c7 : index
  %q = arith.floordivsi %x, %c7 : index
  return %m, %q : index, index
}

// -----

// r in [-3, 3]: x_min < 0, unchanged.
// CHECK-LABEL: func @fold_divmod_congruence_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @fold_divmod_congruence_guard_fails(%r: index {axe.bounds = array<i64: -3, 3>},
                                              %v: index {axe.bounds = array<i64: 0, 2>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %q = arith.floordivsi %x, %c7 : index
  return %q : index
}

// -----

// v in [0, 6]: the residue sum r + v reaches 9, two buckets: unchanged.
// CHECK-LABEL: func @fold_divmod_congruence_bucket_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @fold_divmod_congruence_bucket_guard_fails(%r: index {axe.bounds = array<i64: 0, 3>},
                                                     %v: index {axe.bounds = array<i64: 0, 6>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %q = arith.floordivsi %x, %c7 : index
  return %q : index
}

// -----

// Rule 5 with a remainder: g = gcd(6, 4, 8) = 2, (6a + 4b + 3) // 8 ->
// (3a + 2b + 3//2) // 4 = (3a + 2b + 1) // 4 (6a + 4b + 3 = 2Y + 3 and
// floor((2Y + 3)/8) == floor((Y + 1)/4)). divide_by_gcd cannot do this one:
// the constant 3 makes the full gcd 1.
// CHECK-LABEL: func @gcd_with_remainder_fires
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %[[C3]] : index
// CHECK-DAG: %[[B:.*]] = arith.muli %arg1, %[[C2]] : index
// CHECK-DAG: %[[AB:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-DAG: %[[S:.*]] = arith.addi %[[AB]], %[[C1]] : index
// CHECK: %[[Q:.*]] = arith.divsi %[[S]], %[[C4]] : index
// CHECK-NEXT: return %[[Q]]
func.func @gcd_with_remainder_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                    %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c6 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %s3 = arith.addi %s, %c3 : index
  %q = arith.floordivsi %s3, %c8 : index
  return %q : index
}

// -----

// The same with a in [-100, 100]: the spec states x_min >= 0, but for floor
// division (2m + 3) // 8 = (m + 1) // 4 for every integer m (no multiple of 4
// lies in (m + 1, m + 1.5]), so the rule fires; the division stays a floor
// division because the numerator may be negative.
// CHECK-LABEL: func @gcd_with_remainder_negative_fires
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %[[C3]] : index
// CHECK-DAG: %[[B:.*]] = arith.muli %arg1, %[[C2]] : index
// CHECK-DAG: %[[AB:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-DAG: %[[S:.*]] = arith.addi %[[AB]], %[[C1]] : index
// CHECK: %[[Q:.*]] = arith.floordivsi %[[S]], %[[C4]] : index
// CHECK-NEXT: return %[[Q]]
func.func @gcd_with_remainder_negative_fires(%a: index {axe.bounds = array<i64: -100, 100>},
                                          %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c6 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %s3 = arith.addi %s, %c3 : index
  %q = arith.floordivsi %s3, %c8 : index
  return %q : index
}

// -----

// gcd(6, 3, 8) = 1: unchanged.
// CHECK-LABEL: func @gcd_with_remainder_gcd_one_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @gcd_with_remainder_gcd_one_guard_fails(%a: index {axe.bounds = array<i64: 0, 100>},
                                                  %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c6 : index
  %y = arith.muli %b, %c3 : index
  %s = arith.addi %x, %y : index
  %q = arith.floordivsi %s, %c8 : index
  return %q : index
}

// -----

// Rule 6, the spec's example with a variable denominator and a of either sign
// (floor: no sign guard): (4a) // (2b) -> (2a) // b.
// CHECK-LABEL: func @divide_by_gcd_fires
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[A:.*]] = arith.muli %arg0, %[[C2]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[A]], %arg1 : index
// CHECK-NEXT: return %[[Q]]
func.func @divide_by_gcd_fires(%a: index {axe.bounds = array<i64: -100, 100>},
                               %b: index {axe.bounds = array<i64: 1, 100>}) -> index {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = arith.muli %a, %c4 : index
  %y = arith.muli %b, %c2 : index
  %q = arith.floordivsi %x, %y : index
  return %q : index
}

// -----

// Rule 6 with a constant denominator: (6a + 4b) // 8 with a possibly negative
// fails gcd_with_remainder's x_min >= 0, but divide_by_gcd holds for any
// sign in floor semantics: (3a + 2b) // 4.
// CHECK-LABEL: func @divide_by_gcd_constant_fires
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %[[C3]] : index
// CHECK-DAG: %[[B:.*]] = arith.muli %arg1, %[[C2]] : index
// CHECK: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[S]], %[[C4]] : index
// CHECK-NEXT: return %[[Q]]
func.func @divide_by_gcd_constant_fires(%a: index {axe.bounds = array<i64: -100, 100>},
                                        %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c6 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %q = arith.floordivsi %s, %c8 : index
  return %q : index
}

// -----

// Rule 6, truncating with a >= 0: (4a) / (2b) -> (2a) / b.
// CHECK-LABEL: func @divide_by_gcd_trunc_fires
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[A:.*]] = arith.muli %arg0, %[[C2]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[A]], %arg1 : index
// CHECK-NEXT: return %[[Q]]
func.func @divide_by_gcd_trunc_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                     %b: index {axe.bounds = array<i64: 1, 100>}) -> index {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = arith.muli %a, %c4 : index
  %y = arith.muli %b, %c2 : index
  %q = arith.divsi %x, %y : index
  return %q : index
}

// -----

// 4a + 1 is not divisible by 2: unchanged.
// CHECK-LABEL: func @divide_by_gcd_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %{{.*}} : index
// CHECK-NEXT: %[[Y:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[X]], %[[Y]] : index
// CHECK-NEXT: return %[[Q]]
func.func @divide_by_gcd_guard_fails(%a: index {axe.bounds = array<i64: 0, 100>},
                                     %b: index {axe.bounds = array<i64: 1, 100>}) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = arith.muli %a, %c4 : index
  %x1 = arith.addi %x, %c1 : index
  %y = arith.muli %b, %c2 : index
  %q = arith.floordivsi %x1, %y : index
  return %q : index
}

// -----

// Rule 7, the spec's example, truncating with a, b >= 0:
// (8a + 3b) / 8 -> a + (3b) / 8.
// CHECK-LABEL: func @factor_remainder_fires
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[B:.*]] = arith.muli %arg1, %[[C3]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[B]], %[[C8]] : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[Q]] : index
// CHECK-NEXT: return %[[S]]
func.func @factor_remainder_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                  %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c8 : index
  %y = arith.muli %b, %c3 : index
  %s = arith.addi %x, %y : index
  %q = arith.divsi %s, %c8 : index
  return %q : index
}

// -----

// Rule 7 with a variable divisor: (a*y + b) // y -> a + b // y.
// CHECK-LABEL: func @factor_remainder_symbolic_fires
// CHECK: %[[Q:.*]] = arith.divsi %arg1, %arg2 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[Q]] : index
// CHECK-NEXT: return %[[S]]
func.func @factor_remainder_symbolic_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                           %b: index {axe.bounds = array<i64: 0, 100>},
                                           %y: index {axe.bounds = array<i64: 1, 9>}) -> index {
  %x = arith.muli %a, %y : index
  %s = arith.addi %x, %b : index
  %q = arith.floordivsi %s, %y : index
  return %q : index
}

// -----

// Rule 7 for an unsigned remainder with a variable divisor:
// (y*a + b) remui y -> b remui y.
// CHECK-LABEL: func @factor_remainder_unsigned_fires
// CHECK: %[[M:.*]] = arith.remsi %arg1, %arg2 : index
// CHECK-NEXT: return %[[M]]
func.func @factor_remainder_unsigned_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                           %b: index {axe.bounds = array<i64: 0, 100>},
                                           %y: index {axe.bounds = array<i64: 1, 9>}) -> index {
  %x = arith.muli %y, %a : index
  %s = arith.addi %b, %x : index
  %m = arith.remui %s, %y : index
  return %m : index
}

// -----

// Rule 7 for % reduces factors modulo the constant: (9a + 3b) % 8 -> (3b + a) % 8.
// CHECK-LABEL: func @factor_remainder_mod_fires
// CHECK-NOT: uop.floormod
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[B:.*]] = arith.muli %arg1, %[[C3]] : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[B]], %arg0 : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[S]], %[[C8]] : index
// CHECK-NEXT: return %[[M]]
func.func @factor_remainder_mod_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                      %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %x = arith.muli %a, %c9 : index
  %y = arith.muli %b, %c3 : index
  %s = arith.addi %x, %y : index
  %m = uop.floormod %s, %c8 : index
  return %m : index
}

// -----

// Truncating with b possibly negative: a = 1, b = -1 gives 5/8 = 0 but
// 1 + (-3)/8 = 1: unchanged.
// CHECK-LABEL: func @factor_remainder_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @factor_remainder_guard_fails(%a: index {axe.bounds = array<i64: 0, 100>},
                                        %b: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c8 : index
  %y = arith.muli %b, %c3 : index
  %s = arith.addi %x, %y : index
  %q = arith.divsi %s, %c8 : index
  return %q : index
}

// -----

// No term divisible by 8 (5a + 3b): unchanged.
// CHECK-LABEL: func @factor_remainder_no_factor_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @factor_remainder_no_factor_guard_fails(%a: index {axe.bounds = array<i64: 0, 100>},
                                                  %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c5 : index
  %y = arith.muli %b, %c3 : index
  %s = arith.addi %x, %y : index
  %q = arith.floordivsi %s, %c8 : index
  return %q : index
}

// -----

// Rule 8 where no gcd rule applies (gcd(4, 1, 12) = 1): the smallest factor of
// 12 among the coefficients is 4, (4a + b) // 12 -> ((4a + b) // 4) // 3, and
// with b in [0, 3] the inner division is a: a // 3.
// CHECK-LABEL: func @nest_div_by_smallest_factor_fires
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %arg0, %[[C3]] : index
// CHECK-NEXT: return %[[Q]]
func.func @nest_div_by_smallest_factor_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                             %b: index {axe.bounds = array<i64: 0, 3>}) -> index {
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %x = arith.muli %a, %c4 : index
  %s = arith.addi %x, %b : index
  %q = arith.floordivsi %s, %c12 : index
  return %q : index
}

// -----

// Rule 8, the spec's example in truncating form (a, b >= 0):
// (6a + 4b) / 12 -> (3a + 2b) / 6.
// CHECK-LABEL: func @nest_div_by_smallest_factor_trunc_fires
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %[[C3]] : index
// CHECK-DAG: %[[B:.*]] = arith.muli %arg1, %[[C2]] : index
// CHECK: %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[S]], %[[C6]] : index
// CHECK-NEXT: return %[[Q]]
func.func @nest_div_by_smallest_factor_trunc_fires(%a: index {axe.bounds = array<i64: 0, 100>},
                                                   %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %x = arith.muli %a, %c6 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %q = arith.divsi %s, %c12 : index
  return %q : index
}

// -----

// b in [0, 4]: (4a + b) // 4 = a + b // 4 no longer folds, nothing is
// cheaper: unchanged.
// CHECK-LABEL: func @nest_div_by_smallest_factor_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @nest_div_by_smallest_factor_guard_fails(%a: index {axe.bounds = array<i64: 0, 100>},
                                                   %b: index {axe.bounds = array<i64: 0, 4>}) -> index {
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %x = arith.muli %a, %c4 : index
  %s = arith.addi %x, %b : index
  %q = arith.floordivsi %s, %c12 : index
  return %q : index
}

// -----

// Truncating with a possibly negative: a = -3, b = 3 gives -9/12 = 0 while
// a/3 = -1. x_min < 0, unchanged.
// CHECK-LABEL: func @nest_div_by_smallest_factor_trunc_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @nest_div_by_smallest_factor_trunc_guard_fails(%a: index {axe.bounds = array<i64: -100, 100>},
                                                         %b: index {axe.bounds = array<i64: 0, 3>}) -> index {
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %x = arith.muli %a, %c4 : index
  %s = arith.addi %x, %b : index
  %q = arith.divsi %s, %c12 : index
  return %q : index
}

// -----

// No coefficient shares a factor with 12 (5a + 7b): unchanged.
// CHECK-LABEL: func @nest_div_by_smallest_factor_no_factor_guard_fails
// CHECK-DAG: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-DAG: %[[B:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK: %[[S:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[S]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @nest_div_by_smallest_factor_no_factor_guard_fails(%a: index {axe.bounds = array<i64: 0, 100>},
                                                             %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c12 = arith.constant 12 : index
  %x = arith.muli %a, %c5 : index
  %y = arith.muli %b, %c7 : index
  %s = arith.addi %x, %y : index
  %q = arith.floordivsi %s, %c12 : index
  return %q : index
}

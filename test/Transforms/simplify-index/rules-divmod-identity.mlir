// Spec 000 section 1 "The Div-Mod Identity": each of the five variants fires
// when its guard holds (including the truncating and unsigned forms the ranges
// admit) and does not fire when it fails. Complements divmod-identity.mlir,
// which covers #1 in floor/truncating form and #2 in floor form.
// Rows: core/symbolic/src/rules/divmod_identity.rs.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// #1 core identity, unsigned: x remui 8 + (x divui 8)*8 -> x.
// CHECK-LABEL: func @core_identity_fires
// CHECK-NOT: arith.
// CHECK: return %arg0 : index
func.func @core_identity_fires(%x: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c8 = arith.constant 8 : index
  %m = arith.remui %x, %c8 : index
  %q = arith.divui %x, %c8 : index
  %qn = arith.muli %q, %c8 : index
  %s = arith.addi %qn, %m : index
  return %s : index
}

// -----

// #1 through the index dialect twins (index.rems/divs: truncating), x of either sign.
// CHECK-LABEL: func @core_identity_index_dialect_fires
// CHECK-NOT: index.
// CHECK: return %arg0 : index
func.func @core_identity_index_dialect_fires(%x: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c8 = index.constant 8
  %m = index.rems %x, %c8
  %q = index.divs %x, %c8
  %qn = index.mul %q, %c8
  %s = index.add %qn, %m
  return %s : index
}

// -----

// #1 with the divisor -2^63: the row's coefficient arithmetic (c/m, -c) would overflow, so
// the pair is skipped (found by the mutation fuzzer: a Rust overflow panic before); the
// quotient, 0 for |x| <= 100, still goes by its range.
// CHECK-LABEL: func @core_identity_divisor_int_min
// CHECK: %[[M:.*]] = index.rems %arg0
// CHECK-NEXT: return %[[M]] : index
func.func @core_identity_divisor_int_min(%x: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c = index.constant -9223372036854775808
  %m = index.rems %x, %c
  %q = index.divs %x, %c
  %qn = index.mul %q, %c
  %s = index.add %qn, %m
  return %s : index
}

// -----

// #1 needs one numerator: x%8 + (y//8)*8 is not x.
// CHECK-LABEL: func @core_identity_guard_fails
// CHECK-DAG: %[[M:.*]] = uop.floormod %arg0, %[[C8:.*]] : index
// CHECK-DAG: %[[Q:.*]] = arith.floordivsi %arg1, %[[C8]] : index
// CHECK: %[[QN:.*]] = arith.muli %[[Q]], %[[C8]] : index
// CHECK: %[[S:.*]] = arith.addi %[[QN]], %[[M]] : index
// CHECK: return %[[S]]
func.func @core_identity_guard_fails(%x: index {axe.bounds = array<i64: 0, 100>},
                                     %y: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c8 = arith.constant 8 : index
  %m = uop.floormod %x, %c8 : index
  %q = arith.floordivsi %y, %c8 : index
  %qn = arith.muli %q, %c8 : index
  %s = arith.addi %m, %qn : index
  return %s : index
}

// -----

// #1 needs one semantics: a truncating remainder with a floor quotient differs
// for negative x (x = -1: -1 + (-1)*8 = -9), so nothing recombines.
// CHECK-LABEL: func @core_identity_mixed_semantics_guard_fails
// CHECK-DAG: %[[M:.*]] = arith.remsi %arg0, %[[C:.*]] : index
// CHECK-DAG: %[[Q:.*]] = arith.floordivsi %arg0, %[[C]] : index
// CHECK: %[[QN:.*]] = arith.muli %[[Q]], %[[C]] : index
// CHECK: arith.addi %[[QN]], %[[M]] : index
// CHECK: return
func.func @core_identity_mixed_semantics_guard_fails(%x: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c8 = arith.constant 8 : index
  %m = arith.remsi %x, %c8 : index
  %q = arith.floordivsi %x, %c8 : index
  %qn = arith.muli %q, %c8 : index
  %s = arith.addi %m, %qn : index
  return %s : index
}

// -----

// #2 composed divisor, truncating, x of either sign:
// (x/4)%3 + (x/12)*3 -> x/4 (trunc(trunc(x/4)/3) == trunc(x/12)).
// CHECK-LABEL: func @composed_divisor_fires
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[Q:.*]] = arith.divsi %arg0, %[[C4]] : index
// CHECK-NOT: arith.remsi
// CHECK-NOT: arith.muli
// CHECK-NOT: arith.addi
// CHECK: return %[[Q]]
func.func @composed_divisor_fires(%x: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %a = arith.divsi %x, %c4 : index
  %m = arith.remsi %a, %c3 : index
  %b = arith.divsi %x, %c12 : index
  %b3 = arith.muli %b, %c3 : index
  %s = arith.addi %b3, %m : index
  return %s : index
}

// -----

// #2 needs a*c == b: 4*3 != 15.
// CHECK-LABEL: func @composed_divisor_guard_fails
// CHECK-DAG: %[[A:.*]] = arith.floordivsi %arg0, %{{.*}} : index
// CHECK-DAG: %[[M:.*]] = uop.floormod %[[A]], %{{.*}} : index
// CHECK-DAG: %[[B:.*]] = arith.floordivsi %arg0, %{{.*}} : index
// CHECK: %[[B3:.*]] = arith.muli %[[B]], %{{.*}} : index
// CHECK: %[[S:.*]] = arith.addi %[[B3]], %[[M]] : index
// CHECK: return %[[S]]
func.func @composed_divisor_guard_fails(%x: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %a = arith.floordivsi %x, %c4 : index
  %m = uop.floormod %a, %c3 : index
  %b = arith.floordivsi %x, %c15 : index
  %b3 = arith.muli %b, %c3 : index
  %s = arith.addi %m, %b3 : index
  return %s : index
}

// -----

// #3 scaled, truncating, x of either sign: (x%5)*2 + (x/5)*10 -> x*2.
// CHECK-LABEL: func @scaled_fires
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[R:.*]] = arith.muli %arg0, %[[C2]] : index
// CHECK-NOT: arith.divsi
// CHECK-NOT: arith.remsi
// CHECK: return %[[R]]
func.func @scaled_fires(%x: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %m = arith.remsi %x, %c5 : index
  %m2 = arith.muli %m, %c2 : index
  %q = arith.divsi %x, %c5 : index
  %qn = arith.muli %q, %c10 : index
  %s = arith.addi %m2, %qn : index
  return %s : index
}

// -----

// #3 needs c1*c2 == c3: 5*2 != 7 (and 7 is no multiple of 5, so the partial
// recombination of mixed_radix.rs does not apply either).
// CHECK-LABEL: func @scaled_guard_fails
// CHECK-DAG: %[[M:.*]] = uop.floormod %arg0, %[[C5:.*]] : index
// CHECK-DAG: %[[Q:.*]] = arith.floordivsi %arg0, %[[C5]] : index
// CHECK-DAG: arith.muli %[[M]]
// CHECK-DAG: arith.muli %[[Q]]
// CHECK: %[[S:.*]] = arith.addi
// CHECK: return %[[S]]
func.func @scaled_guard_fails(%x: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %m = uop.floormod %x, %c5 : index
  %m2 = arith.muli %m, %c2 : index
  %q = arith.floordivsi %x, %c5 : index
  %qn = arith.muli %q, %c7 : index
  %s = arith.addi %m2, %qn : index
  return %s : index
}

// -----

// #4 three-term, floor, y between the pair: y + x%6 + (x//6)*6 -> x + y, x of either sign.
// CHECK-LABEL: func @three_term_fires
// CHECK-NOT: floordivsi
// CHECK-NOT: floormod
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: return %[[S]]
func.func @three_term_fires(%x: index {axe.bounds = array<i64: -100, 100>},
                            %y: index {axe.bounds = array<i64: 0, 9>}) -> index {
  %c6 = arith.constant 6 : index
  %m = uop.floormod %x, %c6 : index
  %q = arith.floordivsi %x, %c6 : index
  %qn = arith.muli %q, %c6 : index
  %s0 = arith.addi %m, %y : index
  %s = arith.addi %s0, %qn : index
  return %s : index
}

// -----

// #4 with a truncating remainder and a floor quotient of a possibly negative x:
// not the identity, nothing recombines.
// CHECK-LABEL: func @three_term_guard_fails
// CHECK-DAG: %[[M:.*]] = arith.remsi %arg0, %[[C:.*]] : index
// CHECK-DAG: %[[Q:.*]] = arith.floordivsi %arg0, %[[C]] : index
// CHECK: %[[QN:.*]] = arith.muli %[[Q]], %[[C]] : index
// CHECK: arith.addi %[[QN]], %[[M]] : index
// CHECK: return
func.func @three_term_guard_fails(%x: index {axe.bounds = array<i64: -100, 100>},
                                  %y: index {axe.bounds = array<i64: 0, 9>}) -> index {
  %c6 = arith.constant 6 : index
  %m = arith.remsi %x, %c6 : index
  %q = arith.floordivsi %x, %c6 : index
  %qn = arith.muli %q, %c6 : index
  %s0 = arith.addi %m, %y : index
  %s = arith.addi %s0, %qn : index
  return %s : index
}

// -----

// #5 nested division, floor, a of either sign: (a//4 + 3)//5 -> (a + 12)//20.
// CHECK-LABEL: func @nested_division_fires
// CHECK-DAG: %[[C12:.*]] = arith.constant 12 : index
// CHECK-DAG: %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG: %[[S:.*]] = arith.addi %arg0, %[[C12]] : index
// CHECK: %[[Q:.*]] = arith.floordivsi %[[S]], %[[C20]] : index
// CHECK-NOT: arith.floordivsi
// CHECK: return %[[Q]]
func.func @nested_division_fires(%a: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %q = arith.floordivsi %a, %c4 : index
  %s = arith.addi %q, %c3 : index
  %r = arith.floordivsi %s, %c5 : index
  return %r : index
}

// -----

// #5, truncating: fires where a >= 0 (truncation agrees with floor).
// CHECK-LABEL: func @nested_division_trunc_fires
// CHECK-DAG: %[[C12:.*]] = arith.constant 12 : index
// CHECK-DAG: %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG: %[[S:.*]] = arith.addi %arg0, %[[C12]] : index
// CHECK: %[[Q:.*]] = arith.divsi %[[S]], %[[C20]] : index
// CHECK-NOT: arith.divsi
// CHECK: return %[[Q]]
func.func @nested_division_trunc_fires(%a: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %q = arith.divsi %a, %c4 : index
  %s = arith.addi %q, %c3 : index
  %r = arith.divsi %s, %c5 : index
  return %r : index
}

// -----

// #5, unsigned: fires (operands non-negative by construction).
// CHECK-LABEL: func @nested_division_unsigned_fires
// CHECK-DAG: %[[C12:.*]] = arith.constant 12 : index
// CHECK-DAG: %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG: %[[S:.*]] = arith.addi %arg0, %[[C12]] : index
// CHECK: %[[Q:.*]] = arith.divsi %[[S]], %[[C20]] : index
// CHECK-NOT: arith.divui
// CHECK: return %[[Q]]
func.func @nested_division_unsigned_fires(%a: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %q = arith.divui %a, %c4 : index
  %s = arith.addi %q, %c3 : index
  %r = arith.divui %s, %c5 : index
  return %r : index
}

// -----

// #5, truncating with a possibly negative a: the rewrite would be wrong
// (a = -3: (-3/2 + 3)/2 = (-1 + 3)/2 = 1, but (-3 + 6)/4 = 0), and the ranges
// cannot prove the signs agree: unchanged.
// CHECK-LABEL: func @nested_division_trunc_guard_fails
// CHECK: %[[Q:.*]] = arith.divsi %arg0, %[[C2:.*]] : index
// CHECK: %[[S:.*]] = arith.addi %[[Q]], %{{.*}} : index
// CHECK: %[[R:.*]] = arith.divsi %[[S]], %[[C2]] : index
// CHECK: return %[[R]]
func.func @nested_division_trunc_guard_fails(%a: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %q = arith.divsi %a, %c2 : index
  %s = arith.addi %q, %c3 : index
  %r = arith.divsi %s, %c2 : index
  return %r : index
}

// -----

// #5 needs c3 > 0: (a//4 + 3) // -5 is left alone.
// CHECK-LABEL: func @nested_division_negative_divisor_guard_fails
// CHECK: %[[Q:.*]] = arith.floordivsi %arg0, %{{.*}} : index
// CHECK: %[[S:.*]] = arith.addi %[[Q]], %{{.*}} : index
// CHECK: %[[R:.*]] = arith.floordivsi %[[S]], %{{.*}} : index
// CHECK: return %[[R]]
func.func @nested_division_negative_divisor_guard_fails(%a: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cm5 = arith.constant -5 : index
  %q = arith.floordivsi %a, %c4 : index
  %s = arith.addi %q, %c3 : index
  %r = arith.floordivsi %s, %cm5 : index
  return %r : index
}

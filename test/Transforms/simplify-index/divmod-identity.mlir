// Spec 000 section 1 (the div-mod identity) and section 3 / 4 rules that the
// pass reaches through MLIR: floor, truncating and unsigned forms.
// RUN: axe-opt %s --axe-simplify-index='semantics-check=true' | FileCheck %s

// #1 core identity, floor: x%n + (x//n)*n -> x for any bounded x (negatives too).
// CHECK-LABEL: func @core_identity_floor
// CHECK-NEXT: return %arg0
func.func @core_identity_floor(%x: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c7 = arith.constant 7 : index
  %m = uop.floormod %x, %c7 : index
  %q = arith.floordivsi %x, %c7 : index
  %qn = arith.muli %q, %c7 : index
  %s = arith.addi %m, %qn : index
  return %s : index
}

// #1 in truncating semantics (C, PTX): remsi + divsi*n is x as well.
// CHECK-LABEL: func @core_identity_trunc
// CHECK-NEXT: return %arg0
func.func @core_identity_trunc(%x: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c7 = arith.constant 7 : index
  %m = arith.remsi %x, %c7 : index
  %q = arith.divsi %x, %c7 : index
  %qn = arith.muli %q, %c7 : index
  %s = arith.addi %qn, %m : index
  return %s : index
}

// #2 composed divisor: ((x//4) % 3) + (x//12)*3 -> x//4.
// CHECK-LABEL: func @composed_divisor
// CHECK: %[[Q:.*]] = arith.floordivsi %arg0, %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @composed_divisor(%x: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %a = arith.floordivsi %x, %c4 : index
  %m = uop.floormod %a, %c3 : index
  %b = arith.floordivsi %x, %c12 : index
  %b3 = arith.muli %b, %c3 : index
  %s = arith.addi %m, %b3 : index
  return %s : index
}

// Congruence (rule 4): (r*8 + v) % 7 -> (r + v) % 7, emitted as remsi since r + v >= 0.
// CHECK-LABEL: func @congruence
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1
// CHECK: %[[M:.*]] = arith.remsi %[[S]], %{{.*}}
// CHECK: return %[[M]]
func.func @congruence(%r: index {axe.bounds = array<i64: 0, 9>}, %v: index {axe.bounds = array<i64: 0, 3>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = uop.floormod %x, %c7 : index
  return %m : index
}

// Factor remainder (rule 7): (8*a + 3*b) // 8 -> a + (3*b) // 8.
// CHECK-LABEL: func @factor_remainder
// CHECK: arith.divsi
// CHECK: arith.addi
// CHECK-NOT: arith.muli %arg0
func.func @factor_remainder(%a: index {axe.bounds = array<i64: 0, 50>}, %b: index {axe.bounds = array<i64: 0, 50>}) -> index {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %x = arith.muli %a, %c8 : index
  %y = arith.muli %b, %c3 : index
  %s = arith.addi %x, %y : index
  %q = arith.floordivsi %s, %c8 : index
  return %q : index
}

// Nested division collapse (section 4): (a // 4) // 8 -> a // 32.
// CHECK-LABEL: func @nested_division
// CHECK: %[[C:.*]] = arith.constant 32 : index
// CHECK: %[[Q:.*]] = arith.divsi %arg0, %[[C]]
// CHECK-NEXT: return %[[Q]]
func.func @nested_division(%a: index {axe.bounds = array<i64: 0, 100000>}) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %b = arith.floordivsi %a, %c4 : index
  %c = arith.floordivsi %b, %c8 : index
  return %c : index
}

// Shared subexpressions stay shared: both results use one simplified sum.
// CHECK-LABEL: func @shared
// CHECK-COUNT-1: arith.addi
// CHECK-NOT: arith.addi
func.func @shared(%r: index {axe.bounds = array<i64: 0, 9>}, %v: index {axe.bounds = array<i64: 0, 7>}) -> (index, index) {
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %q = arith.floordivsi %x, %c8 : index
  %m = uop.floormod %x, %c8 : index
  %back = arith.muli %q, %c8 : index
  %y = arith.addi %back, %m : index
  return %x, %y : index, index
}

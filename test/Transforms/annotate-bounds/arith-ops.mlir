// axe-annotate-bounds on every arith op kind, with exact interval arithmetic
// for floor and truncating division and remainder of both signs.
// RUN: axe-opt %s --axe-annotate-bounds | FileCheck %s

// CHECK-LABEL: func @add_sub_mul
func.func @add_sub_mul(%a: index {axe.bounds = array<i64: -3, 5>}, %b: index {axe.bounds = array<i64: 2, 7>}) {
  // CHECK: arith.addi {{.*}} {axe.bounds = array<i64: -1, 12>}
  %0 = arith.addi %a, %b : index
  // CHECK: arith.subi {{.*}} {axe.bounds = array<i64: -10, 3>}
  %1 = arith.subi %a, %b : index
  // CHECK: arith.muli {{.*}} {axe.bounds = array<i64: -21, 35>}
  %2 = arith.muli %a, %b : index
  return
}

// CHECK-LABEL: func @division_both_signs
func.func @division_both_signs(%x: index {axe.bounds = array<i64: -7, 7>}) {
  %c3 = arith.constant 3 : index
  %cm3 = arith.constant -3 : index
  // Truncating: -7 / 3 = -2, 7 / 3 = 2.
  // CHECK: arith.divsi {{.*}} {axe.bounds = array<i64: -2, 2>}
  %0 = arith.divsi %x, %c3 : index
  // Floor: -7 // 3 = -3.
  // CHECK: arith.floordivsi {{.*}} {axe.bounds = array<i64: -3, 2>}
  %1 = arith.floordivsi %x, %c3 : index
  // Ceil: ceil(-7 / 3) = -2, ceil(7 / 3) = 3.
  // CHECK: arith.ceildivsi {{.*}} {axe.bounds = array<i64: -2, 3>}
  %2 = arith.ceildivsi %x, %c3 : index
  // Truncating remainder has the sign of the dividend.
  // CHECK: arith.remsi {{.*}} {axe.bounds = array<i64: -2, 2>}
  %3 = arith.remsi %x, %c3 : index
  // Floor modulo has the sign of the divisor.
  // CHECK: uop.floormod {{.*}} {axe.bounds = array<i64: 0, 2>}
  %4 = uop.floormod %x, %c3 : index
  // CHECK: uop.floormod {{.*}} {axe.bounds = array<i64: -2, 0>}
  %5 = uop.floormod %x, %cm3 : index
  // Floor division by a negative divisor: 7 // -3 = -3, -7 // -3 = 2.
  // CHECK: arith.floordivsi {{.*}} {axe.bounds = array<i64: -3, 2>}
  %6 = arith.floordivsi %x, %cm3 : index
  return
}

// CHECK-LABEL: func @modulo_inside_one_period
func.func @modulo_inside_one_period(%x: index {axe.bounds = array<i64: 10, 13>}) {
  %c8 = arith.constant 8 : index
  // 10..13 mod 8 = 2..5: one period, no wrap, so the image is exact.
  // CHECK: uop.floormod {{.*}} {axe.bounds = array<i64: 2, 5>}
  %0 = uop.floormod %x, %c8 : index
  // CHECK: arith.remsi {{.*}} {axe.bounds = array<i64: 2, 5>}
  %1 = arith.remsi %x, %c8 : index
  return
}

// CHECK-LABEL: func @unsigned
func.func @unsigned(%x: index {axe.bounds = array<i64: 0, 100>}) {
  %c7 = arith.constant 7 : index
  // CHECK: arith.divui {{.*}} {axe.bounds = array<i64: 0, 14>}
  %0 = arith.divui %x, %c7 : index
  // CHECK: arith.remui {{.*}} {axe.bounds = array<i64: 0, 6>}
  %1 = arith.remui %x, %c7 : index
  // CHECK: arith.ceildivui {{.*}} {axe.bounds = array<i64: 0, 15>}
  %2 = arith.ceildivui %x, %c7 : index
  // CHECK: arith.minui {{.*}} {axe.bounds = array<i64: 0, 7>}
  %3 = arith.minui %x, %c7 : index
  return
}

// CHECK-LABEL: func @min_max_select_cmp
func.func @min_max_select_cmp(%a: index {axe.bounds = array<i64: -3, 5>}, %b: index {axe.bounds = array<i64: 2, 7>}, %c: i1) {
  // CHECK: arith.minsi {{.*}} {axe.bounds = array<i64: -3, 5>}
  %0 = arith.minsi %a, %b : index
  // CHECK: arith.maxsi {{.*}} {axe.bounds = array<i64: 2, 7>}
  %1 = arith.maxsi %a, %b : index
  // CHECK: arith.select {{.*}} {axe.bounds = array<i64: -3, 7>}
  %2 = arith.select %c, %a, %b : index
  // A comparison decided by the ranges selects one side only.
  %c10 = arith.constant 10 : index
  %lt = arith.cmpi slt, %b, %c10 : index
  // CHECK: arith.select {{.*}} {axe.bounds = array<i64: 2, 7>}
  %3 = arith.select %lt, %b, %a : index
  return
}

// CHECK-LABEL: func @bitwise_and_shifts
func.func @bitwise_and_shifts(%x: index {axe.bounds = array<i64: 0, 100>}) {
  %c15 = arith.constant 15 : index
  %c2 = arith.constant 2 : index
  // CHECK: arith.andi {{.*}} {axe.bounds = array<i64: 0, 15>}
  %0 = arith.andi %x, %c15 : index
  // CHECK: arith.shli {{.*}} {axe.bounds = array<i64: 0, 400>}
  %1 = arith.shli %x, %c2 : index
  // CHECK: arith.shrsi {{.*}} {axe.bounds = array<i64: 0, 25>}
  %2 = arith.shrsi %x, %c2 : index
  // CHECK: arith.shrui {{.*}} {axe.bounds = array<i64: 0, 25>}
  %3 = arith.shrui %x, %c2 : index
  return
}

// CHECK-LABEL: func @casts
func.func @casts(%x: index {axe.bounds = array<i64: -5, 300>}, %y: i8 {axe.bounds = array<i64: -2, 3>}) {
  // CHECK: arith.index_cast {{.*}} {axe.bounds = array<i64: -5, 300>} : index to i32
  %0 = arith.index_cast %x : index to i32
  // Truncation to i8 may wrap: the full i8 range.
  // CHECK: arith.trunci {{.*}} {axe.bounds = array<i64: -128, 127>}
  %1 = arith.trunci %0 : i32 to i8
  // CHECK: arith.extsi {{.*}} {axe.bounds = array<i64: -2, 3>}
  %2 = arith.extsi %y : i8 to i32
  // Zero extension reads -2 as 254.
  // CHECK: arith.extui {{.*}} {axe.bounds = array<i64: 0, 255>}
  %3 = arith.extui %y : i8 to i32
  return
}

// CHECK-LABEL: func @overflow_is_never_silent
func.func @overflow_is_never_silent(%x: i8 {axe.bounds = array<i64: 100, 120>}, %y: index {axe.bounds = array<i64: 0, 9223372036854775807>}) {
  %c100 = arith.constant 100 : i8
  // 100 + 100 overflows i8: the result may wrap, so the full range.
  // CHECK: arith.addi {{.*}} {axe.bounds = array<i64: -128, 127>} : i8
  %0 = arith.addi %x, %c100 : i8
  %c2 = arith.constant 2 : index
  // CHECK: arith.muli {{.*}} {axe.bounds = array<i64: -9223372036854775808, 9223372036854775807>} : index
  %1 = arith.muli %y, %c2 : index
  return
}

// Spec 000 section 2 (range-based mod/div) in all three semantics: a rule
// fires when the ranges prove its guard and does not fire otherwise, e.g.
// when a floor modulo's operand may be negative.
// RUN: axe-opt %s --axe-simplify-index='semantics-check=true' | FileCheck %s

// CHECK-LABEL: func @mod_of_value_in_range
// CHECK-NOT: floormod
// CHECK: return %arg0
func.func @mod_of_value_in_range(%y: index {axe.bounds = array<i64: 0, 5>}) -> index {
  %c8 = arith.constant 8 : index
  %m = uop.floormod %y, %c8 : index
  return %m : index
}

// -3 floormod 8 is 5, not -3: nothing to do.
// CHECK-LABEL: func @mod_of_possibly_negative_value
// CHECK: %[[M:.*]] = uop.floormod %arg0
// CHECK: return %[[M]]
func.func @mod_of_possibly_negative_value(%x: index {axe.bounds = array<i64: -3, 5>}) -> index {
  %c8 = arith.constant 8 : index
  %m = uop.floormod %x, %c8 : index
  return %m : index
}

// A truncating remainder of a possibly negative value keeps its sign: unchanged.
// CHECK-LABEL: func @trunc_rem_possibly_negative
// CHECK: arith.remsi %arg0
func.func @trunc_rem_possibly_negative(%x: index {axe.bounds = array<i64: -3, 5>}) -> index {
  %c8 = arith.constant 8 : index
  %m = arith.remsi %x, %c8 : index
  return %m : index
}

// (row*512 + col) % 512 -> col and (row*512 + col) / 512 -> row, col in [0, 511].
// CHECK-LABEL: func @row_and_column
// CHECK-NOT: arith.divsi
// CHECK-NOT: arith.remsi
// CHECK: return %arg0, %arg1
func.func @row_and_column(%row: index {axe.bounds = array<i64: 0, 63>},
                          %col: index {axe.bounds = array<i64: 0, 511>}) -> (index, index) {
  %c512 = arith.constant 512 : index
  %a = arith.muli %row, %c512 : index
  %x = arith.addi %a, %col : index
  %r = arith.divsi %x, %c512 : index
  %c = arith.remsi %x, %c512 : index
  return %r, %c : index, index
}

// The same with col possibly negative: the quotient is not row.
// CHECK-LABEL: func @row_guard_fails
// CHECK: arith.floordivsi
func.func @row_guard_fails(%row: index {axe.bounds = array<i64: 0, 63>},
                           %col: index {axe.bounds = array<i64: -1, 511>}) -> index {
  %c512 = arith.constant 512 : index
  %a = arith.muli %row, %c512 : index
  %x = arith.addi %a, %col : index
  %r = arith.floordivsi %x, %c512 : index
  return %r : index
}

// All values in one bucket: RANGE(3) // 3 -> 0 (floor, truncating and unsigned).
// CHECK-LABEL: func @bucket_constant
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: return %[[Z]], %[[Z]], %[[Z]]
func.func @bucket_constant() -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %a = arith.floordivsi %r, %c3 : index
  %b = arith.divsi %r, %c3 : index
  %c = arith.divui %r, %c3 : index
  return %a, %b, %c : index, index, index
}

// (x + 70) // 8 with x a multiple of 4 in [0, 4]: the large offset splits and
// the small constant drops: (R*4 + 70)//8 = (R*4 + 6)//8 + 8 = R*4//8 + 8... all exact.
// CHECK-LABEL: func @large_offset_split
// CHECK-NOT: arith.constant 70
// CHECK: return
func.func @large_offset_split(%r: index {axe.bounds = array<i64: 0, 15>}) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c70 = arith.constant 70 : index
  %x = arith.muli %r, %c4 : index
  %y = arith.addi %x, %c70 : index
  %q = arith.floordivsi %y, %c8 : index
  return %q : index
}

// i32 arithmetic simplifies too; the result stays i32.
// CHECK-LABEL: func @i32_values
// CHECK-NOT: arith.remui
// CHECK: return %arg0 : i32
func.func @i32_values(%y: i32 {axe.bounds = array<i64: 0, 99>}) -> i32 {
  %c128 = arith.constant 128 : i32
  %m = arith.remui %y, %c128 : i32
  return %m : i32
}

// (x + 7*y) floormod 7 is x floormod 7 for every sign: the new floor modulo
// is emitted as uop.floormod (x may be negative, so remsi would differ).
// CHECK-LABEL: func @multiple_of_divisor_dropped
// CHECK: %[[M:.*]] = uop.floormod %arg0, %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @multiple_of_divisor_dropped(%x: index {axe.bounds = array<i64: -5, 5>},
                                       %y: index {axe.bounds = array<i64: -5, 5>}) -> index {
  %c7 = arith.constant 7 : index
  %a = arith.muli %y, %c7 : index
  %b = arith.addi %x, %a : index
  %m = uop.floormod %b, %c7 : index
  return %m : index
}

// axe-lower-index-dtype (spec 000 section 5): index arithmetic becomes i32
// where the proven bounds fit, else i64 (least upper type of result and
// operands); leaves are cast in once, constants re-emitted at the concrete
// type, and values go back to index only where a non-arithmetic op needs it.
// RUN: axe-opt %s --split-input-file --axe-lower-index-dtype | FileCheck %s
// The lowered functions compute the same values (the interpreter before and after):
// RUN: axe-run %s --split-input-file --trials 40 --check-pipeline "builtin.module(axe-lower-index-dtype)" | FileCheck %s --check-prefix=SAME
// SAME-NOT: MISMATCH

// CHECK-LABEL: func @fits_in_i32
// CHECK-DAG: %[[R:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK-DAG: %[[N:.*]] = arith.index_cast %arg0 : index to i32
// CHECK: %[[A:.*]] = arith.muli %[[R]], %[[N]] : i32
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK: %[[B:.*]] = arith.addi %[[A]], %[[C8]] : i32
// CHECK: %[[I:.*]] = arith.index_cast %[[B]] : i32 to index
// CHECK: memref.load %arg1[%[[I]]]
// CHECK: arith.cmpi slt, %[[B]], %[[N]] : i32
func.func @fits_in_i32(%n: index {axe.bounds = array<i64: 0, 4096>}, %m: memref<?xf32>) -> (f32, i1) {
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(0) loop
  %a = arith.muli %r, %n : index
  %b = arith.addi %a, %c8 : index
  %v = memref.load %m[%b] : memref<?xf32>
  %lt = arith.cmpi slt, %b, %n : index
  return %v, %lt : f32, i1
}

// -----

// A value beyond 2^31 - 1 needs i64; the narrower operand is sign-extended.
// CHECK-LABEL: func @needs_i64
// CHECK: %[[S:.*]] = arith.index_cast %arg0 : index to i32
// CHECK: %[[W:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK: %[[B:.*]] = arith.index_cast %arg1 : index to i64
// CHECK: %[[SUM:.*]] = arith.addi %[[W]], %[[B]] : i64
// CHECK: %[[OUT:.*]] = arith.index_cast %[[SUM]] : i64 to index
// CHECK: return %[[OUT]]
func.func @needs_i64(%s: index {axe.bounds = array<i64: 0, 100>},
                     %big: index {axe.bounds = array<i64: 0, 10000000000>}) -> index {
  %c3 = arith.constant 3 : index
  %a = arith.muli %s, %c3 : index
  %c = arith.addi %a, %big : index
  return %c : index
}

// -----

// Unknown bounds (a plain index argument) give i64; the boundary is exactly 2^31 - 1.
// CHECK-LABEL: func @boundary
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: arith.addi %{{.*}}, %{{.*}} : i64
// CHECK: arith.addi %{{.*}}, %{{.*}} : i64
func.func @boundary(%a: index {axe.bounds = array<i64: 0, 2147483646>},
                    %b: index {axe.bounds = array<i64: 0, 2147483647>},
                    %u: index) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %c1 : index
  %y = arith.addi %b, %c1 : index
  %z = arith.addi %u, %c1 : index
  return %x, %y, %z : index, index, index
}

// -----

// Select keeps its i1 condition; floor modulo lowers like the rest.
// CHECK-LABEL: func @select_and_floormod
// CHECK: uop.floormod %{{.*}}, %{{.*}} : i32
// CHECK: arith.select %arg1, %{{.*}}, %{{.*}} : i32
func.func @select_and_floormod(%x: index {axe.bounds = array<i64: -50, 50>}, %c: i1) -> index {
  %c7 = arith.constant 7 : index
  %m = uop.floormod %x, %c7 : index
  %s = arith.select %c, %m, %x : index
  return %s : index
}

// -----

// Unsigned division reads a negative index as 2^64 + x, an i32 as 2^32 + x:
// it narrows only when both operands are proven non-negative (issue 15 item 1:
// `remui %x, 7` at x = -5 is 4 on index and was 6 after narrowing).
// CHECK-LABEL: func @unsigned_needs_nonneg
// CHECK: arith.remui %{{.*}}, %{{.*}} : i64
// CHECK: arith.divui %{{.*}}, %{{.*}} : i64
// CHECK: arith.remui %{{.*}}, %{{.*}} : i32
// CHECK: arith.divui %{{.*}}, %{{.*}} : i32
func.func @unsigned_needs_nonneg(%x: index {axe.bounds = array<i64: -5, 5>},
                                 %n: index {axe.bounds = array<i64: 0, 100>}) -> (index, index, index, index) {
  %c7 = arith.constant 7 : index
  %r = arith.remui %x, %c7 : index
  %d = arith.divui %x, %c7 : index
  %rn = arith.remui %n, %c7 : index
  %dn = arith.divui %n, %c7 : index
  return %r, %d, %rn, %dn : index, index, index, index
}

// -----

// A shift by 32 to 63 is defined on index and poison on i32: shifts narrow
// only when the amount is proven below 32.
// CHECK-LABEL: func @shift_amount
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i64
// CHECK: arith.shli %{{.*}}, %{{.*}} : i64
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i32
func.func @shift_amount(%x: index {axe.bounds = array<i64: -100, 100>},
                        %s: index {axe.bounds = array<i64: 0, 40>},
                        %t: index {axe.bounds = array<i64: 0, 31>}) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %a = arith.shrsi %x, %s : index
  %z = arith.shli %c0, %s : index
  %b = arith.shrsi %x, %t : index
  return %a, %z, %b : index, index, index
}

// -----

// -2^31 rem -1 is 0 on index but overflows (traps) on i32; the quotient
// 2^31 already needs i64 by its range.
// CHECK-LABEL: func @signed_min_by_minus_one
// CHECK: arith.remsi %{{.*}}, %{{.*}} : i64
// CHECK: uop.floormod %{{.*}}, %{{.*}} : i64
// CHECK: arith.remsi %{{.*}}, %{{.*}} : i32
func.func @signed_min_by_minus_one(%x: index {axe.bounds = array<i64: -2147483648, 0>},
                                   %d: index {axe.bounds = array<i64: -1, 1>},
                                   %e: index {axe.bounds = array<i64: 1, 9>}) -> (index, index, index) {
  %r = arith.remsi %x, %d : index
  %m = uop.floormod %x, %d : index
  %s = arith.remsi %x, %e : index
  return %r, %m, %s : index, index, index
}

// Spec 000 "Worked Example" and the two recombinations of issue 3 that
// tinygrad misses: every div and mod disappears.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// The tiled index (R3*8 + R4*4 + R2)//8*8 + (R3*8 + R4*4 + R2)%8 is R3*8 + R4*4 + R2.
// CHECK-LABEL: func @tiled_index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[R3:.*]] = uop.range %{{.*}} axis(3)
// CHECK-DAG: %[[R4:.*]] = uop.range %{{.*}} axis(4)
// CHECK-DAG: %[[R2:.*]] = uop.range %{{.*}} axis(2)
// CHECK-DAG: %[[A:.*]] = arith.muli %[[R3]], %[[C8]]
// CHECK-DAG: %[[B:.*]] = arith.muli %[[R4]], %[[C4]]
// CHECK: %[[AB:.*]] = arith.addi %[[A]], %[[B]]
// CHECK: %[[X:.*]] = arith.addi %[[AB]], %[[R2]]
// CHECK-NOT: floordivsi
// CHECK-NOT: floormod
// CHECK: return %[[X]]
func.func @tiled_index() -> index {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r3 = uop.range %c4 axis(3) loop
  %r4 = uop.range %c2 axis(4) loop
  %r2 = uop.range %c4 axis(2) upcast
  %a = arith.muli %r3, %c8 : index
  %b = arith.muli %r4, %c4 : index
  %ab = arith.addi %a, %b : index
  %flat = arith.addi %ab, %r2 : index
  %row = arith.floordivsi %flat, %c8 : index
  %col = uop.floormod %flat, %c8 : index
  %row8 = arith.muli %row, %c8 : index
  %addr = arith.addi %row8, %col : index
  return %addr : index
}

// -----

// x//35*35 + (x//7)%5*7 + x%7 with x = r0*10 + r1 is x.
// CHECK-LABEL: func @reshape_roundtrip
// CHECK: %[[X0:.*]] = arith.muli
// CHECK: %[[X:.*]] = arith.addi %[[X0]], %{{.*}} : index
// CHECK-NOT: floordivsi
// CHECK-NOT: floormod
// CHECK: return %[[X]]
func.func @reshape_roundtrip() -> index {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c35 = arith.constant 35 : index
  %r0 = uop.range %c7 axis(0) loop
  %r1 = uop.range %c10 axis(1) loop
  %x0 = arith.muli %r0, %c10 : index
  %x = arith.addi %x0, %r1 : index
  %q35 = arith.floordivsi %x, %c35 : index
  %hi = arith.muli %q35, %c35 : index
  %q7 = arith.floordivsi %x, %c7 : index
  %m5 = uop.floormod %q7, %c5 : index
  %mid = arith.muli %m5, %c7 : index
  %lo = uop.floormod %x, %c7 : index
  %s = arith.addi %hi, %mid : index
  %y = arith.addi %s, %lo : index
  return %y : index
}

// -----

// (6*a + 4*b)//12 is (3*a + 2*b)//6 (spec 000 rule 8, then rule 5).
// CHECK-LABEL: func @nest_div_by_smallest_factor
// CHECK-DAG: arith.constant 3 : index
// CHECK-DAG: arith.constant 2 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[Q:.*]] = arith.divsi %{{.*}}, %[[C6]] : index
// CHECK: return %[[Q]]
func.func @nest_div_by_smallest_factor(%a: index {axe.bounds = array<i64: 0, 100>},
                                       %b: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %x = arith.muli %a, %c6 : index
  %y = arith.muli %b, %c4 : index
  %s = arith.addi %x, %y : index
  %q = arith.floordivsi %s, %c12 : index
  return %q : index
}

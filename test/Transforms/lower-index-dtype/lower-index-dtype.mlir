// axe-lower-index-dtype (spec 000 section 5): index arithmetic becomes i32
// where the proven bounds fit, else i64 (least upper type of result and
// operands); leaves are cast in once, constants re-emitted at the concrete
// type, and values go back to index only where a non-arithmetic op needs it.
// RUN: axe-opt %s --split-input-file --axe-lower-index-dtype | FileCheck %s

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

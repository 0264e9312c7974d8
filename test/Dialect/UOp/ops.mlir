// Round trip of every uop op in its custom syntax: print, re-parse, print
// again, and the generic form parses back to the same IR.
// RUN: axe-opt %s | axe-opt | FileCheck %s
// RUN: axe-opt %s --mlir-print-op-generic | axe-opt | FileCheck %s

// CHECK-LABEL: func @ranges
func.func @ranges(%n: index) -> (index, index, index) {
  %c8 = arith.constant 8 : index
  // CHECK: uop.range %{{.*}} axis(0) loop
  %r0 = uop.range %c8 axis(0) loop
  // CHECK: uop.range %{{.*}} axis(1) reduce
  %r1 = uop.range %c8 axis(1) reduce
  // A symbolic end is allowed; it is checked when known.
  // CHECK: uop.range %{{.*}} axis(2) upcast
  %r2 = uop.range %n axis(2) upcast
  return %r0, %r1, %r2 : index, index, index
}

// CHECK-LABEL: func @all_axis_kinds
func.func @all_axis_kinds() -> (index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  // CHECK: global
  %a = uop.range %c4 axis(0) global
  // CHECK: local
  %b = uop.range %c4 axis(1) local
  // CHECK: unroll
  %c = uop.range %c4 axis(2) unroll
  // CHECK: group_reduce
  %d = uop.range %c4 axis(3) group_reduce
  // CHECK: outer
  %e = uop.range %c4 axis(4) outer
  return %a, %b, %c, %d, %e : index, index, index, index, index
}

// CHECK-LABEL: func @define_var
func.func @define_var() -> (index, i32) {
  // CHECK: uop.define_var "seq_len" [1, 4096] : index
  %n = uop.define_var "seq_len" [1, 4096] : index
  // CHECK: uop.define_var "k" [-8, 8] : i32
  %k = uop.define_var "k" [-8, 8] : i32
  return %n, %k : index, i32
}

// CHECK-LABEL: func @special
func.func @special() -> (index, index) {
  // CHECK: uop.special thread_id 0 size 128
  %t = uop.special thread_id 0 size 128
  // CHECK: uop.special block_id 2 size 65535
  %b = uop.special block_id 2 size 65535
  return %t, %b : index, index
}

// CHECK-LABEL: func @floormod
func.func @floormod(%a: index, %b: i32) -> (index, i32) {
  %c7 = arith.constant 7 : index
  %i7 = arith.constant 7 : i32
  // CHECK: uop.floormod %{{.*}}, %{{.*}} : index
  %m = uop.floormod %a, %c7 : index
  // CHECK: uop.floormod %{{.*}}, %{{.*}} : i32
  %n = uop.floormod %b, %i7 : i32
  return %m, %n : index, i32
}

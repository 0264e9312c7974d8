// Integer semantics: floor vs truncating vs unsigned division with negative
// operands (spec 000), uop.floormod, wrap at the type's width.
// RUN: axe-run %s --print | FileCheck %s

// CHECK: @division result 0: index -4
// CHECK: @division result 1: index -3
// CHECK: @division result 2: index 2
// CHECK: @division result 3: index -1
// CHECK: @division result 4: index -2
// CHECK: @division result 5: index -3
// CHECK: @division result 6: index -4
// CHECK: @division result 7: index 6148914691236517203
func.func @division() -> (index, index, index, index, index, index, index, index) {
  %m7 = arith.constant -7 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m3 = arith.constant -3 : index
  %c7 = arith.constant 7 : index
  %fd = arith.floordivsi %m7, %c2 : index
  %td = arith.divsi %m7, %c2 : index
  %fm = uop.floormod %m7, %c3 : index
  %tm = arith.remsi %m7, %c3 : index
  %fm2 = uop.floormod %c7, %m3 : index
  %cd = arith.ceildivsi %m7, %c2 : index
  %ifd = index.floordivs %m7, %c2
  %ud = arith.divui %m7, %c3 : index
  return %fd, %td, %fm, %tm, %fm2, %cd, %ifd, %ud : index, index, index, index, index, index, index, index
}

// CHECK: @wrap result 0: i8 -128
// CHECK: @wrap result 1: i8 127
// CHECK: @wrap result 2: i32 255
// CHECK: @wrap result 3: i32 -1
// CHECK: @wrap result 4: i8 -16
func.func @wrap() -> (i8, i8, i32, i32, i8) {
  %a = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %s = arith.addi %a, %one : i8
  %m = arith.constant -1 : i8
  %two = arith.constant 2 : i8
  %u = arith.divui %m, %two : i8
  %zu = arith.extui %m : i8 to i32
  %zs = arith.extsi %m : i8 to i32
  %c4 = arith.constant 4 : i8
  %sh = arith.shli %m, %c4 : i8
  return %s, %u, %zu, %zs, %sh : i8, i8, i32, i32, i8
}

// Free variables: an unbound range takes a value in [0, end); define_var in
// its bounds; the same trial gives the same value to the same axis.
// CHECK: @free result 0: index 0
// CHECK: @free result 1: i1 true
func.func @free() -> (index, i1) {
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(3) loop
  %again = uop.range %c8 axis(3) loop
  %d = arith.subi %r, %again : index
  %n = uop.define_var "n" [1, 4] : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %ge = arith.cmpi sge, %n, %c1 : index
  %lt = arith.cmpi slt, %n, %c5 : index
  %ok = arith.andi %ge, %lt : i1
  return %d, %ok : index, i1
}

// axe-annotate-bounds on the index dialect, scf.if joins, and loop-carried
// values (which get the full range: the analysis does not iterate loops).
// RUN: axe-opt %s --axe-annotate-bounds | FileCheck %s

// CHECK-LABEL: func @index_dialect
func.func @index_dialect(%a: index {axe.bounds = array<i64: -7, 7>}) {
  %c2 = index.constant 2
  %c3 = index.constant 3
  // CHECK: index.add {{.*}} {axe.bounds = array<i64: -5, 9>}
  %0 = index.add %a, %c2
  // CHECK: index.mul {{.*}} {axe.bounds = array<i64: -21, 21>}
  %1 = index.mul %a, %c3
  // CHECK: index.divs {{.*}} {axe.bounds = array<i64: -2, 2>}
  %2 = index.divs %a, %c3
  // CHECK: index.floordivs {{.*}} {axe.bounds = array<i64: -3, 2>}
  %3 = index.floordivs %a, %c3
  // CHECK: index.rems {{.*}} {axe.bounds = array<i64: -2, 2>}
  %4 = index.rems %a, %c3
  // CHECK: index.maxs {{.*}} {axe.bounds = array<i64: 2, 7>}
  %5 = index.maxs %a, %c2
  %6 = index.cmp slt(%c2, %c3)
  // CHECK: index.sub {{.*}} {axe.bounds = array<i64: -10, 4>}
  %7 = index.sub %a, %c3
  return
}

// CHECK-LABEL: func @if_joins_both_branches
func.func @if_joins_both_branches(%c: i1, %a: index {axe.bounds = array<i64: 0, 3>}) -> index {
  %c10 = arith.constant 10 : index
  // CHECK: scf.if
  %r = scf.if %c -> index {
    scf.yield %a : index
  } else {
    %b = arith.addi %a, %c10 : index
    scf.yield %b : index
  // CHECK: } {axe.bounds = array<i64: 0, 13>}
  }
  return %r : index
}

// CHECK-LABEL: func @loop_carried_is_full
func.func @loop_carried_is_full(%n: index {axe.bounds = array<i64: 0, 8>}) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    // CHECK: arith.addi {{.*}} {axe.bounds = array<i64: -9223372036854775808, 9223372036854775807>}
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  return %r : index
}

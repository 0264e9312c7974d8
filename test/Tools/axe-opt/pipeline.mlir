// A textual pipeline mixes the Rust pass with upstream passes, at module and
// function level; the Rust pass also runs when nested under func.func.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-annotate-bounds,cse,canonicalize)' | FileCheck %s
// RUN: axe-opt %s --pass-pipeline='builtin.module(func.func(axe-annotate-bounds,cse))' | FileCheck %s --check-prefix=NESTED
// RUN: axe-opt %s --axe-annotate-bounds --mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=AFTER

// CHECK-LABEL: func @f
// NESTED-LABEL: func @f
func.func @f(%n: index {axe.bounds = array<i64: 0, 9>}) -> index {
  %c4 = arith.constant 4 : index
  // cse merges the two identical ranges (uop.range is Pure).
  // CHECK: uop.range
  // CHECK-NOT: uop.range
  // NESTED: uop.range {{.*}} {axe.bounds = array<i64: 0, 3>}
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c4 axis(0) loop
  // CHECK: arith.addi {{.*}} {axe.bounds = array<i64: 0, 12>}
  %s = arith.addi %r0, %n : index
  %t = arith.addi %r1, %n : index
  %u = arith.muli %s, %t : index
  return %u : index
}
// AFTER: IR Dump After axe-annotate-bounds

// uop-extract-gates (spec 000 §5 phase 3): INDEX(buf, WHERE(cond, idx,
// Invalid)) -> INDEX(buf, idx, gate=cond), also through index arithmetic,
// ANDed with a gate the access has; axe-lower-index-dtype runs it first.
// The interpreter gives the same results before and after (an invalid index
// reads zero and stores nothing, as a false gate does).
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-extract-gates)' | FileCheck %s
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-lower-index-dtype)' | FileCheck %s --check-prefix=DTYPE
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-extract-gates)' -o %t.mlir
// RUN: axe-run %s --against %t.mlir --trials 3 | FileCheck %s --check-prefix=SAME
// The CPU JIT (axe-lower-to-llvm extracts the gates, then an scf.if around
// each gated access) gives the interpreter's results.
// RUN: axe-run %s --target cpu --trials 2 | FileCheck %s --check-prefix=CPU
// CPU: @direct: 2 trials, max abs error 0e0, max rel error 0e0: ok
// CPU: @through_arithmetic: 2 trials, max abs error 0e0, max rel error 0e0: ok
// CPU: @gated_store: 2 trials, max abs error 0e0, max rel error 0e0: ok

// SAME: @direct: 3 trials, max abs error 0e0, max rel error 0e0: ok
// CHECK-LABEL: func @direct
// CHECK-NOT: uop.invalid
// CHECK: %[[I:.*]] = arith.subi
// CHECK: %[[OK:.*]] = arith.cmpi sge, %[[I]]
// CHECK: %[[BELOW:.*]] = arith.cmpi slt
// CHECK: %[[BOTH:.*]] = arith.andi %[[BELOW]], %[[OK]] : i1
// CHECK: uop.index %{{.*}}[%[[I]]] gate %[[BOTH]] : memref<4xf32>
// DTYPE-LABEL: func @direct
// DTYPE-NOT: uop.invalid
// DTYPE: uop.index %{{.*}} gate %{{.*}} : memref<4xf32>
func.func @direct(%in: memref<4xf32>, %out: memref<6xf32>) attributes {uop.kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r = uop.range %c6 axis(0) loop
  %i = arith.subi %r, %c1 : index
  %ok = arith.cmpi sge, %i, %c0 : index
  %inv = uop.invalid
  %sel = arith.select %ok, %i, %inv : index
  // Above the end, the index runs past the buffer: a gate from the access.
  %c5 = arith.constant 5 : index
  %below = arith.cmpi slt, %r, %c5 : index
  %p = uop.index %in[%sel] gate %below : memref<4xf32>
  %v = uop.load %p : f32
  %o = uop.index %out[%r] : memref<6xf32>
  %st = uop.store %o, %v : f32
  %e = uop.end %st [%r]
  uop.sink %e : !uop.effect
  return
}

// Two invalid indices through arithmetic: the gate is where both are valid,
// the index the arithmetic on their values.
// SAME: @through_arithmetic: 3 trials, max abs error 0e0, max rel error 0e0: ok
// CHECK-LABEL: func @through_arithmetic
// CHECK-NOT: uop.invalid
// CHECK-DAG: %[[A:.*]] = arith.cmpi slt, %[[R:.*]], %{{.*}} : index
// CHECK-DAG: %[[B:.*]] = arith.cmpi sgt, %[[R]], %{{.*}} : index
// CHECK: %[[DIV:.*]] = arith.floordivsi %[[R]], %{{.*}} : index
// CHECK: %[[SUM:.*]] = arith.addi %[[DIV]], %[[R]] : index
// CHECK: %[[BOTH:.*]] = arith.andi %[[A]], %[[B]] : i1
// CHECK: uop.index %{{.*}}[%[[SUM]]] gate %[[BOTH]] : memref<16xf32>
func.func @through_arithmetic(%in: memref<16xf32>, %out: memref<8xf32>) attributes {uop.kernel} {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(0) loop
  %inv = uop.invalid
  %a = arith.cmpi slt, %r, %c6 : index
  %x = arith.select %a, %r, %inv : index
  %b = arith.cmpi sgt, %r, %c2 : index
  %y = arith.select %b, %r, %inv : index
  %half = arith.floordivsi %x, %c2 : index
  %sum = arith.addi %half, %y : index
  %p = uop.index %in[%sum] : memref<16xf32>
  %v = uop.load %p : f32
  %o = uop.index %out[%r] : memref<8xf32>
  %st = uop.store %o, %v : f32
  %e = uop.end %st [%r]
  uop.sink %e : !uop.effect
  return
}

// The invalid index as a store's address: the store is gated, and the
// invalid index in the true arm negates the condition.
// SAME: @gated_store: 3 trials, max abs error 0e0, max rel error 0e0: ok
// CHECK-LABEL: func @gated_store
// CHECK-NOT: uop.invalid
// CHECK: %[[LOW:.*]] = arith.cmpi slt
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[HIGH:.*]] = arith.xori %[[LOW]], %[[TRUE]] : i1
// CHECK: uop.index %{{.*}}[%{{.*}}] gate %[[HIGH]] : memref<8xf32>
func.func @gated_store(%out: memref<8xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(0) loop
  %inv = uop.invalid
  %low = arith.cmpi slt, %r, %c4 : index
  %sel = arith.select %low, %inv, %r : index
  %one = arith.constant 1.0 : f32
  %o = uop.index %out[%sel] : memref<8xf32>
  %st = uop.store %o, %one : f32
  %e = uop.end %st [%r]
  uop.sink %e : !uop.effect
  return
}

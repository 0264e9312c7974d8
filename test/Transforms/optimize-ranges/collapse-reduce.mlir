// Spec 003 "Load Collapse" and "Reduce Collapse": ADD reductions with a
// closed form in their range are replaced by it; the rest stay. Comparisons
// are arith.cmpi or uop.cmp (signed) on index or any integer width, with
// exact casts of the range (gather_uop_i32, narrow_guards).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-collapse-reduce)' | FileCheck %s

// The spec's example: sum(1 for k in 0..64 if k >= length) becomes
// clamp(64 - length, 0, 64) (the simplifier drops the upper clamp: length >= 0).
// CHECK-LABEL: func @load_collapse
// CHECK-NOT: uop.reduce
// CHECK: %[[L:.*]] = uop.define_var "length"
// CHECK: %[[D:.*]] = arith.subi %{{.*}}, %[[L]] : index
// CHECK: arith.maxsi %[[D]], %{{.*}} : index
// CHECK-NOT: uop.reduce
func.func @load_collapse(%out: memref<i32> {uop.output = 0 : i64}) {
  %c64 = arith.constant 64 : index
  %len = uop.define_var "length" [0, 100] : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %k = uop.range %c64 axis(0) reduce
  %ge = arith.cmpi sge, %k, %len : index
  %v = arith.select %ge, %one, %zero : i32
  %s = uop.reduce add %v [%k] : i32
  %b = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %b : memref<i32>
  return
}

// -----

// Upper bound: sum(r < cut ? val : 0) = max(0, min(N, cut)) * val, val a
// loop-invariant load; cut may be negative or past the end.
// CHECK-LABEL: func @upper_bound
// CHECK-NOT: uop.reduce
// CHECK: arith.minsi
// CHECK: arith.sitofp
// CHECK: arith.mulf
func.func @upper_bound(%x: memref<4xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %cut = uop.define_var "cut" [-4, 20] : index
  %i = uop.range %c4 axis(0) loop
  %r = uop.range %c16 axis(1) reduce
  %p = uop.index %x[%i] : memref<4xf32>
  %val = uop.load %p : f32
  %lt = arith.cmpi slt, %r, %cut : index
  %v = arith.select %lt, %val, %zero : f32
  %s = uop.reduce add %v [%r] : f32
  %b = uop.bufferize %s [%i] into %out : f32 -> memref<4xf32>
  uop.sink %b : memref<4xf32>
  return
}

// -----

// Lower bound with lifting: sum((r + off) < cut ? 0 : val) counts
// r >= cut - off.
// CHECK-LABEL: func @lower_bound_lifted
// CHECK-NOT: uop.reduce
// CHECK: arith.muli
func.func @lower_bound_lifted(%out: memref<i32> {uop.output = 0 : i64}) {
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i32
  %seven = arith.constant 7 : i32
  %off = uop.define_var "off" [0, 8] : index
  %cut = uop.define_var "cut" [-4, 30] : index
  %r = uop.range %c16 axis(0) reduce
  %sh = arith.addi %r, %off : index
  %lt = arith.cmpi slt, %sh, %cut : index
  %v = arith.select %lt, %zero, %seven : i32
  %s = uop.reduce add %v [%r] : i32
  %b = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %b : memref<i32>
  return
}

// -----

// Two-sided: sum(r >= lo & r < hi ? val : 0) = max(0, min(N, hi) - max(0, lo)) * val.
// CHECK-LABEL: func @two_sided
// CHECK-NOT: uop.reduce
// CHECK: arith.subi
// CHECK: arith.muli
func.func @two_sided(%out: memref<i32> {uop.output = 0 : i64}) {
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i32
  %val = uop.define_var "val" [-5, 5] : i32
  %lo = uop.define_var "lo" [-3, 20] : index
  %hi = uop.define_var "hi" [-3, 20] : index
  %r = uop.range %c16 axis(0) reduce
  %ge = arith.cmpi sge, %r, %lo : index
  %lt = arith.cmpi slt, %r, %hi : index
  %in = arith.andi %ge, %lt : i1
  %v = arith.select %in, %val, %zero : i32
  %s = uop.reduce add %v [%r] : i32
  %b = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %b : memref<i32>
  return
}

// -----

// NE-gated gather: sum(idx != r ? 0 : x[r]) is x[idx] when 0 <= idx < N.
// CHECK-LABEL: func @gather
// CHECK-NOT: uop.reduce
// CHECK: uop.load
// CHECK: arith.select
func.func @gather(%x: memref<16xf32>, %out: memref<f32> {uop.output = 0 : i64}) {
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %idx = uop.define_var "idx" [-2, 18] : index
  %r = uop.range %c16 axis(0) reduce
  %p = uop.index %x[%r] : memref<16xf32>
  %e = uop.load %p : f32
  %ne = arith.cmpi ne, %idx, %r : index
  %v = arith.select %ne, %zero, %e : f32
  %s = uop.reduce add %v [%r] : f32
  %b = uop.bufferize %s [] into %out : f32 -> memref<f32>
  uop.sink %b : memref<f32>
  return
}

// -----

// The gather as rangeify writes tinygrad's x[idx] (idx an i32 tensor, the
// arange folded to a cast of the range): uop.cmp eq on i32, uop.where. The
// i32 index is compared sign-extended, so the closed form reads it through
// arith.index_cast.
// CHECK-LABEL: func @gather_uop_i32
// CHECK-NOT: uop.reduce
// CHECK: %[[I:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: arith.cmpi sge, %[[I]]
// CHECK: uop.load
// CHECK: arith.select
func.func @gather_uop_i32(%x: memref<16xf32>, %idx: memref<8xi32>, %out: memref<8xf32> {uop.output = 0 : i64}) {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %o = uop.range %c8 axis(0) loop
  %ip = uop.index %idx[%o] : memref<8xi32>
  %i = uop.load %ip : i32
  %r = uop.range %c16 axis(1) reduce
  %r32 = arith.index_cast %r : index to i32
  %eq = uop.cmp eq %i, %r32 : i32 -> i1
  %p = uop.index %x[%r] : memref<16xf32>
  %e = uop.load %p : f32
  %v = uop.where %eq, %e, %zero : i1, f32
  %s = uop.reduce add %v [%r] : f32
  %b = uop.bufferize %s [%o] into %out : f32 -> memref<8xf32>
  uop.sink %b : memref<8xf32>
  return
}

// -----

// Exactness at narrow widths: (r32 + y) < c wraps at 32 bits, so it is not
// lifted; an i8 cast of a range up to 199 changes its value, so it is no
// range; an unsigned compare is not a signed bound. All three stay loops.
// CHECK-LABEL: func @narrow_guards
// CHECK: uop.reduce add
// CHECK: uop.reduce add
// CHECK: uop.reduce add
func.func @narrow_guards(%out: memref<3xi32> {uop.output = 0 : i64}) {
  %c3 = arith.constant 3 : index
  %c200 = arith.constant 200 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %y = uop.define_var "y" [-2147483648, 2147483647] : i32
  %c = uop.define_var "c" [-2147483648, 2147483647] : i32
  %c8 = uop.define_var "c8" [-128, 127] : i8
  %o = uop.range %c3 axis(0) loop
  %r = uop.range %c200 axis(1) reduce
  %r32 = arith.index_cast %r : index to i32
  %sum = arith.addi %r32, %y : i32
  %lt = uop.cmp lt %sum, %c : i32 -> i1
  %g0 = uop.where %lt, %one, %zero : i1, i32
  %s0 = uop.reduce add %g0 [%r] : i32
  %r8 = arith.index_cast %r : index to i8
  %lt8 = arith.cmpi slt, %r8, %c8 : i8
  %g1 = arith.select %lt8, %one, %zero : i32
  %s1 = uop.reduce add %g1 [%r] : i32
  %ult = arith.cmpi ult, %r32, %c : i32
  %g2 = arith.select %ult, %one, %zero : i32
  %s2 = uop.reduce add %g2 [%r] : i32
  %t = arith.addi %s0, %s1 : i32
  %u = arith.addi %t, %s2 : i32
  %oi = arith.index_cast %o : index to i32
  %w = arith.addi %u, %oi : i32
  %b = uop.bufferize %w [%o] into %out : i32 -> memref<3xi32>
  uop.sink %b : memref<3xi32>
  return
}

// -----

// Distributive law and mul-casted-bool: sum(a * cast(r < c) + (r >= d ? b : 0)).
// CHECK-LABEL: func @distributive
// CHECK-NOT: uop.reduce
// CHECK: arith.addi
func.func @distributive(%out: memref<i32> {uop.output = 0 : i64}) {
  %c12 = arith.constant 12 : index
  %zero = arith.constant 0 : i32
  %a = uop.define_var "a" [-9, 9] : i32
  %bv = uop.define_var "b" [-9, 9] : i32
  %c = uop.define_var "c" [0, 14] : index
  %d = uop.define_var "d" [0, 14] : index
  %r = uop.range %c12 axis(0) reduce
  %lt = arith.cmpi slt, %r, %c : index
  %m = arith.extui %lt : i1 to i32
  %x = arith.muli %a, %m : i32
  %ge = arith.cmpi sge, %r, %d : index
  %y = arith.select %ge, %bv, %zero : i32
  %v = arith.addi %x, %y : i32
  %s = uop.reduce add %v [%r] : i32
  %b = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %b : memref<i32>
  return
}

// -----

// Guards: a sum of loads that vary with the range, a product, and a
// comparison the rules cannot lift (r * r) stay loops.
// CHECK-LABEL: func @no_closed_form
// CHECK: uop.reduce add
// CHECK: uop.reduce mul
// CHECK: uop.reduce add
func.func @no_closed_form(%x: memref<16xi32>, %out: memref<3xi32> {uop.output = 0 : i64}) {
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %cut = uop.define_var "cut" [0, 40] : index
  %o = uop.range %c3 axis(0) loop
  %r = uop.range %c16 axis(1) reduce
  %p = uop.index %x[%r] : memref<16xi32>
  %e = uop.load %p : i32
  %s0 = uop.reduce add %e [%r] : i32
  %s1 = uop.reduce mul %e [%r] : i32
  %sq = arith.muli %r, %r : index
  %lt = arith.cmpi slt, %sq, %cut : index
  %g = arith.select %lt, %one, %zero : i32
  %s2 = uop.reduce add %g [%r] : i32
  %t = arith.addi %s0, %s1 : i32
  %u = arith.addi %t, %s2 : i32
  %oi = arith.index_cast %o : index to i32
  %w = arith.addi %u, %oi : i32
  %b = uop.bufferize %w [%o] into %out : i32 -> memref<3xi32>
  uop.sink %b : memref<3xi32>
  return
}

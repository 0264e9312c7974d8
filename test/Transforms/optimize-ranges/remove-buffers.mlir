// Spec 003 "Buffer Removal (Partial Contiguous)": the decision tree inlines
// cheap buffers into their reads (ranges substituted by the read indices)
// and keeps buffers holding reductions (pcontig <= 2), buffers read more
// often than the buffer limit, unary ops read inside a reduce scope, and
// buffers marked uop.contiguous. Beyond the spec's tree (tinygrad's
// behaviour): a unary op or a reduction read once per element is inlined
// even inside a reduction, and so is a value with at most two such reads
// whose reductions stay shared (softmax's exp(x - max)), and pure movement
// (a padded or cast input) however often it is read.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-remove-buffers)' | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-remove-buffers{pcontig=3})' | FileCheck %s --check-prefix=PCONTIG
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-remove-buffers{max-inline-copies=1})' | FileCheck %s --check-prefix=LIMIT

// An elementwise buffer read transposed, and through a gate: inlined.
// CHECK-LABEL: func @elementwise
// CHECK-NOT: uop.bufferize {{.*}} -> memref<4x4xf32>{{$}}
// CHECK: arith.mulf
// CHECK: arith.select
// LIMIT-LABEL: func @elementwise
// LIMIT: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] : f32 -> memref<4x4xf32>
func.func @elementwise(%x: memref<4x4xf32>, %out: memref<4x6xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %p = uop.index %x[%r0, %r1] : memref<4x4xf32>
  %v = uop.load %p : f32
  %sq = arith.mulf %v, %v : f32
  %buf = uop.bufferize %sq [%r0, %r1] : f32 -> memref<4x4xf32>
  %i = uop.range %c4 axis(2) loop
  %j = uop.range %c6 axis(3) loop
  %in = arith.cmpi slt, %j, %c4 : index
  %q = uop.index %buf[%j, %i] gate %in : memref<4x4xf32>
  %w = uop.load %q : f32
  %q2 = uop.index %buf[%i, %j] gate %in : memref<4x4xf32>
  %w2 = uop.load %q2 : f32
  %s = arith.addf %w, %w2 : f32
  %o = uop.bufferize %s [%i, %j] into %out : f32 -> memref<4x6xf32>
  uop.sink %o : memref<4x6xf32>
  return
}

// -----

// A buffered row sum read by every element of its row: the lowering computes
// the inlined sum once per row (the innermost loop it varies with), so it is
// read once and inlined at every pcontig level.
// CHECK-LABEL: func @reduction
// CHECK-NOT: -> memref<4xf32>
// CHECK: uop.reduce add
// PCONTIG-LABEL: func @reduction
// PCONTIG-NOT: -> memref<4xf32>
// PCONTIG: uop.reduce add
func.func @reduction(%x: memref<4x8xf32>, %out: memref<4x8xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c4 axis(0) loop
  %k = uop.range %c8 axis(1) reduce
  %p = uop.index %x[%r, %k] : memref<4x8xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %buf = uop.bufferize %s [%r] : f32 -> memref<4xf32>
  %i = uop.range %c4 axis(2) loop
  %j = uop.range %c8 axis(3) loop
  %q = uop.index %buf[%i] : memref<4xf32>
  %w = uop.load %q : f32
  %xi = uop.index %x[%i, %j] : memref<4x8xf32>
  %xv = uop.load %xi : f32
  %d = arith.divf %xv, %w : f32
  %o = uop.bufferize %d [%i, %j] into %out : f32 -> memref<4x8xf32>
  uop.sink %o : memref<4x8xf32>
  return
}

// -----

// argmax(-x)-like: a negation read inside a reduction that runs once per
// output (it varies with %o) stays buffered, and so does a buffer marked
// uop.contiguous.
// CHECK-LABEL: func @unary_in_reduce
// CHECK: %[[N:.*]] = uop.bufferize %{{.*}} [%{{.*}}] : f32 -> memref<8xf32>
// CHECK: uop.bufferize %{{.*}} [%{{.*}}] {uop.contiguous} : f32 -> memref<8xf32>
// CHECK: uop.index %[[N]]
func.func @unary_in_reduce(%x: memref<8xf32>, %out: memref<2xf32> {uop.output = 0 : i64}) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(0) loop
  %p = uop.index %x[%r] : memref<8xf32>
  %v = uop.load %p : f32
  %n = arith.negf %v : f32
  %buf = uop.bufferize %n [%r] : f32 -> memref<8xf32>
  %cbuf = uop.bufferize %v [%r] {uop.contiguous} : f32 -> memref<8xf32>
  %o = uop.range %c2 axis(2) loop
  %k = uop.range %c8 axis(1) reduce
  %q = uop.index %buf[%k] : memref<8xf32>
  %w = uop.load %q : f32
  %cq = uop.index %cbuf[%k] : memref<8xf32>
  %cw = uop.load %cq : f32
  %sum = arith.addf %w, %cw : f32
  %oi = arith.index_cast %o : index to i32
  %of = arith.sitofp %oi : i32 to f32
  %scaled = arith.mulf %sum, %of : f32
  %m = uop.reduce max %scaled [%k] : f32
  %b = uop.bufferize %m [%o] into %out : f32 -> memref<2xf32>
  uop.sink %b : memref<2xf32>
  return
}

// -----

// exp(x).sum(1): the exp buffer is read once per element (at [r, k], inside
// reduce k of the realization over r): inlined, nothing is recomputed.
// CHECK-LABEL: func @unary_read_once
// CHECK-NOT: uop.bufferize {{.*}} -> memref<4x8xf32>
// CHECK: math.exp
// CHECK: uop.reduce add
func.func @unary_read_once(%x: memref<4x8xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %i = uop.range %c4 axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %p = uop.index %x[%i, %j] : memref<4x8xf32>
  %v = uop.load %p : f32
  %e = math.exp %v : f32
  %buf = uop.bufferize %e [%i, %j] : f32 -> memref<4x8xf32>
  %r = uop.range %c4 axis(2) loop
  %k = uop.range %c8 axis(3) reduce
  %q = uop.index %buf[%r, %k] : memref<4x8xf32>
  %w = uop.load %q : f32
  %s = uop.reduce add %w [%k] : f32
  %o = uop.bufferize %s [%r] into %out : f32 -> memref<4xf32>
  uop.sink %o : memref<4xf32>
  return
}

// -----

// x.sum(1).sum(0): the row sums are read once each by the outer reduction:
// inlined at pcontig 0 (a nested reduction, computed once per row).
// CHECK-LABEL: func @reduce_read_once
// CHECK-NOT: uop.bufferize {{.*}} -> memref<4xf32>
// CHECK: %[[IN:.*]] = uop.reduce add
// CHECK: uop.reduce add %[[IN]]
func.func @reduce_read_once(%x: memref<4x8xf32>, %out: memref<f32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %i = uop.range %c4 axis(0) loop
  %k1 = uop.range %c8 axis(1) reduce
  %p = uop.index %x[%i, %k1] : memref<4x8xf32>
  %v = uop.load %p : f32
  %rs = uop.reduce add %v [%k1] : f32
  %buf = uop.bufferize %rs [%i] : f32 -> memref<4xf32>
  %k0 = uop.range %c4 axis(2) reduce
  %q = uop.index %buf[%k0] : memref<4xf32>
  %w = uop.load %q : f32
  %s = uop.reduce add %w [%k0] : f32
  %o = uop.bufferize %s [] into %out : f32 -> memref<f32>
  uop.sink %o : memref<f32>
  return
}

// -----

// A padded input (pure movement: a gated load, zero outside) read at 9
// places, past the buffer limit of 8: inlined anyway, each read one gated
// load of the input (tinygrad has no buffer limit); even with a limit of 1.
// CHECK-LABEL: func @pure_movement
// CHECK-NOT: uop.bufferize {{.*}} -> memref<16xf32>
// CHECK-COUNT-9: uop.index %arg0
// LIMIT-LABEL: func @pure_movement
// LIMIT-NOT: uop.bufferize {{.*}} -> memref<16xf32>
func.func @pure_movement(%x: memref<8xf32>, %out: memref<8xf32> {uop.output = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %s = arith.subi %i, %c4 : index
  %lo = arith.cmpi sge, %s, %c0 : index
  %hi = arith.cmpi slt, %s, %c8 : index
  %in = arith.andi %lo, %hi : i1
  %p = uop.index %x[%s] gate %in : memref<8xf32>
  %v = uop.load %p : f32
  %pad = arith.select %in, %v, %zero : f32
  %buf = uop.bufferize %pad [%i] : f32 -> memref<16xf32>
  %j = uop.range %c8 axis(1) loop
  %t0 = arith.addi %j, %c0 : index
  %q0 = uop.index %buf[%t0] : memref<16xf32>
  %w0 = uop.load %q0 : f32
  %t1 = arith.addi %j, %c1 : index
  %q1 = uop.index %buf[%t1] : memref<16xf32>
  %w1 = uop.load %q1 : f32
  %t2 = arith.addi %j, %c2 : index
  %q2 = uop.index %buf[%t2] : memref<16xf32>
  %w2 = uop.load %q2 : f32
  %t3 = arith.addi %j, %c3 : index
  %q3 = uop.index %buf[%t3] : memref<16xf32>
  %w3 = uop.load %q3 : f32
  %t4 = arith.addi %j, %c4 : index
  %q4 = uop.index %buf[%t4] : memref<16xf32>
  %w4 = uop.load %q4 : f32
  %t5 = arith.addi %j, %c5 : index
  %q5 = uop.index %buf[%t5] : memref<16xf32>
  %w5 = uop.load %q5 : f32
  %t6 = arith.addi %j, %c6 : index
  %q6 = uop.index %buf[%t6] : memref<16xf32>
  %w6 = uop.load %q6 : f32
  %t7 = arith.addi %j, %c7 : index
  %q7 = uop.index %buf[%t7] : memref<16xf32>
  %w7 = uop.load %q7 : f32
  %t8 = arith.addi %j, %c8 : index
  %q8 = uop.index %buf[%t8] : memref<16xf32>
  %w8 = uop.load %q8 : f32
  %a1 = arith.addf %w0, %w1 : f32
  %a2 = arith.addf %a1, %w2 : f32
  %a3 = arith.addf %a2, %w3 : f32
  %a4 = arith.addf %a3, %w4 : f32
  %a5 = arith.addf %a4, %w5 : f32
  %a6 = arith.addf %a5, %w6 : f32
  %a7 = arith.addf %a6, %w7 : f32
  %a8 = arith.addf %a7, %w8 : f32
  %o = uop.bufferize %a8 [%j] into %out : f32 -> memref<8xf32>
  uop.sink %o : memref<8xf32>
  return
}

// -----

// A cast of an input (a half matmul accumulating in f32) read inside a
// reduction, each element by 4 outputs: pure movement, inlined past the
// limit and the unary rule; the kernel reads the halves and converts them.
// CHECK-LABEL: func @cast_of_a_load
// CHECK-NOT: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] : f32 -> memref<4x4xf32>{{$}}
// CHECK: uop.load %{{.*}} : f16
// CHECK-NEXT: arith.extf %{{.*}} : f16 to f32
// CHECK: uop.reduce add
// LIMIT-LABEL: func @cast_of_a_load
// LIMIT-NOT: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] : f32 -> memref<4x4xf32>{{$}}
// LIMIT: uop.reduce add
func.func @cast_of_a_load(%x: memref<4x4xf16>, %out: memref<4x4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %p = uop.index %x[%r0, %r1] : memref<4x4xf16>
  %v = uop.load %p : f16
  %w = arith.extf %v : f16 to f32
  %buf = uop.bufferize %w [%r0, %r1] : f32 -> memref<4x4xf32>
  %i = uop.range %c4 axis(2) loop
  %j = uop.range %c4 axis(3) loop
  %k = uop.range %c4 axis(4) reduce
  %q = uop.index %buf[%i, %k] : memref<4x4xf32>
  %a = uop.load %q : f32
  %sq = arith.mulf %a, %a : f32
  %s = uop.reduce add %sq [%k] : f32
  %o = uop.bufferize %s [%i, %j] into %out : f32 -> memref<4x4xf32>
  uop.sink %o : memref<4x4xf32>
  return
}

// -----

// The same row sum read at the inner range of a nest whose outer range it
// does not vary with: inlined, the sum would run once per (i, j), four times
// per value. Kept at pcontig 0.
// CHECK-LABEL: func @reduction_repeated
// CHECK: uop.bufferize %{{.*}} [%{{.*}}] : f32 -> memref<4xf32>
func.func @reduction_repeated(%x: memref<4x8xf32>, %out: memref<4x4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c4 axis(0) loop
  %k = uop.range %c8 axis(1) reduce
  %p = uop.index %x[%r, %k] : memref<4x8xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %buf = uop.bufferize %s [%r] : f32 -> memref<4xf32>
  %i = uop.range %c4 axis(2) loop
  %j = uop.range %c4 axis(3) loop
  %q = uop.index %buf[%j] : memref<4xf32>
  %w = uop.load %q : f32
  %o = uop.bufferize %w [%i, %j] into %out : f32 -> memref<4x4xf32>
  uop.sink %o : memref<4x4xf32>
  return
}

// -----

// Softmax's exp(x - max): a unary op over a row max, read by the row's sum
// and by the quotient, each element once; the max varies only with the row,
// which both reads index by the same range. Inlined: one kernel per row that
// computes exp twice and the max once (cse merges its two copies).
// CHECK-LABEL: func @softmax_exp
// CHECK-NOT: -> memref<4x8xf32>
// CHECK: math.exp
// CHECK: uop.reduce add
// CHECK: math.exp
// CHECK: arith.divf
// CHECK: uop.bufferize %{{.*}} into
func.func @softmax_exp(%x: memref<4x8xf32>, %out: memref<4x8xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c4 axis(0) loop
  %c = uop.range %c8 axis(1) loop
  %m = uop.range %c8 axis(2) reduce
  %px = uop.index %x[%r, %c] : memref<4x8xf32>
  %vx = uop.load %px : f32
  %pm = uop.index %x[%r, %m] : memref<4x8xf32>
  %vm = uop.load %pm : f32
  %max = uop.reduce max %vm [%m] : f32
  %d = arith.subf %vx, %max : f32
  %e = math.exp %d : f32
  %buf = uop.bufferize %e [%r, %c] : f32 -> memref<4x8xf32>
  %i = uop.range %c4 axis(3) loop
  %j = uop.range %c8 axis(4) loop
  %k = uop.range %c8 axis(5) reduce
  %qk = uop.index %buf[%i, %k] : memref<4x8xf32>
  %wk = uop.load %qk : f32
  %sum = uop.reduce add %wk [%k] : f32
  %qj = uop.index %buf[%i, %j] : memref<4x8xf32>
  %wj = uop.load %qj : f32
  %y = arith.divf %wj, %sum : f32
  %o = uop.bufferize %y [%i, %j] into %out : f32 -> memref<4x8xf32>
  uop.sink %o : memref<4x8xf32>
  return
}

// -----

// The same with a third read (the exp added to the quotient): the exp would
// run three times per element. Kept.
// CHECK-LABEL: func @softmax_exp_three_reads
// CHECK: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] : f32 -> memref<4x8xf32>
func.func @softmax_exp_three_reads(%x: memref<4x8xf32>, %out: memref<4x8xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c4 axis(0) loop
  %c = uop.range %c8 axis(1) loop
  %m = uop.range %c8 axis(2) reduce
  %px = uop.index %x[%r, %c] : memref<4x8xf32>
  %vx = uop.load %px : f32
  %pm = uop.index %x[%r, %m] : memref<4x8xf32>
  %vm = uop.load %pm : f32
  %max = uop.reduce max %vm [%m] : f32
  %d = arith.subf %vx, %max : f32
  %e = math.exp %d : f32
  %buf = uop.bufferize %e [%r, %c] : f32 -> memref<4x8xf32>
  %i = uop.range %c4 axis(3) loop
  %j = uop.range %c8 axis(4) loop
  %k = uop.range %c8 axis(5) reduce
  %qk = uop.index %buf[%i, %k] : memref<4x8xf32>
  %wk = uop.load %qk : f32
  %sum = uop.reduce add %wk [%k] : f32
  %qj = uop.index %buf[%i, %j] : memref<4x8xf32>
  %wj = uop.load %qj : f32
  %wj2 = uop.load %qj : f32
  %y = arith.divf %wj, %sum : f32
  %y2 = arith.addf %y, %wj2 : f32
  %o = uop.bufferize %y2 [%i, %j] into %out : f32 -> memref<4x8xf32>
  uop.sink %o : memref<4x8xf32>
  return
}

// -----

// Attention's P V as torch-mlir writes it, then transposed: the products
// p[h, i, d, j] = a[h, i, j] * b[j, d] are summed over j for an output whose
// loops merge heads and head dimensions (r = h * 2 + d), so the sum reads
// p[r / 2, i, r % 2, j]: each product once (r's quotient and remainder are
// digits of one mixed radix), so the product is inlined into the sum.
// CHECK-LABEL: func @merged_quotient_remainder
// CHECK-NOT: -> memref<2x3x2x4xf32>
// CHECK: arith.mulf
// CHECK: uop.reduce add
func.func @merged_quotient_remainder(%a: memref<2x3x4xf32>, %b: memref<4x2xf32>, %out: memref<3x4xf32> {uop.output = 0 : i64}) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %h = uop.range %c2 axis(0) loop
  %i = uop.range %c3 axis(1) loop
  %d = uop.range %c2 axis(2) loop
  %j = uop.range %c4 axis(3) loop
  %pa = uop.index %a[%h, %i, %j] : memref<2x3x4xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%j, %d] : memref<4x2xf32>
  %vb = uop.load %pb : f32
  %m = arith.mulf %va, %vb : f32
  %buf = uop.bufferize %m [%h, %i, %d, %j] : f32 -> memref<2x3x2x4xf32>
  %oi = uop.range %c3 axis(4) loop
  %r = uop.range %c4 axis(5) loop
  %k = uop.range %c4 axis(6) reduce
  %rh = arith.floordivsi %r, %c2 : index
  %rd = arith.remsi %r, %c2 : index
  %q = uop.index %buf[%rh, %oi, %rd, %k] : memref<2x3x2x4xf32>
  %w = uop.load %q : f32
  %s = uop.reduce add %w [%k] : f32
  %o = uop.bufferize %s [%oi, %r] into %out : f32 -> memref<3x4xf32>
  uop.sink %o : memref<3x4xf32>
  return
}

// -----

// The same products read at p[r / 2, i, r / 2, j]: the remainder is missing,
// r = 2q and r = 2q + 1 read the same product, which inlining would compute
// twice: kept.
// CHECK-LABEL: func @merged_quotient_twice
// CHECK: uop.bufferize %{{.*}} : f32 -> memref<2x3x2x4xf32>
func.func @merged_quotient_twice(%a: memref<2x3x4xf32>, %b: memref<4x2xf32>, %out: memref<3x4xf32> {uop.output = 0 : i64}) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %h = uop.range %c2 axis(0) loop
  %i = uop.range %c3 axis(1) loop
  %d = uop.range %c2 axis(2) loop
  %j = uop.range %c4 axis(3) loop
  %pa = uop.index %a[%h, %i, %j] : memref<2x3x4xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%j, %d] : memref<4x2xf32>
  %vb = uop.load %pb : f32
  %m = arith.mulf %va, %vb : f32
  %buf = uop.bufferize %m [%h, %i, %d, %j] : f32 -> memref<2x3x2x4xf32>
  %oi = uop.range %c3 axis(4) loop
  %r = uop.range %c4 axis(5) loop
  %k = uop.range %c4 axis(6) reduce
  %rh = arith.floordivsi %r, %c2 : index
  %q = uop.index %buf[%rh, %oi, %rh, %k] : memref<2x3x2x4xf32>
  %w = uop.load %q : f32
  %s = uop.reduce add %w [%k] : f32
  %o = uop.bufferize %s [%oi, %r] into %out : f32 -> memref<3x4xf32>
  uop.sink %o : memref<3x4xf32>
  return
}

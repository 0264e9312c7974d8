// convert-uop-to-scf reads a kernel's schedule (uop.schedule, an #axe.layout
// over its ranges in definition order): pieces on `core` become one
// scf.parallel, pieces on `loop` scf.for nests ordered by stride (largest
// outermost), pieces on `reg` unrolled points, the piece on `simd` vector
// code; a reduction carries one accumulator per register point.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(convert-uop-to-scf,canonicalize,cse)' | FileCheck %s
// RUN: axe-run %s --split-input-file --target cpu --trials 3

// An (integer, so exact in any order) row sum: rows over the threads, the reduction over four vector
// accumulators of 8 lanes, summed across lanes after the loop.
// CHECK-LABEL: func.func @row_sum
// CHECK: scf.parallel (%[[ROW:.*]]) = (%{{.*}}) to (%c8) step
// CHECK: %[[ACC:.*]]:4 = scf.for {{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>)
// CHECK-COUNT-4: vector.load {{.*}} : memref<512xi32>, vector<8xi32>
// CHECK: scf.yield
// CHECK: arith.addi %[[ACC]]#0, %[[ACC]]#1 : vector<8xi32>
// CHECK: vector.reduction <add>, %{{.*}} : vector<8xi32> into i32
// CHECK: memref.store
// CHECK: scf.reduce
func.func @row_sum(%out: memref<8xi32>, %x: memref<8x64xi32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,2,4,8):(1@core,1@loop,1@reg,1@simd)]>} {
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %flat = memref.collapse_shape %x [[0, 1]] : memref<8x64xi32> into memref<512xi32>
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c64 axis(1) reduce
  %base = arith.muli %i, %c64 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %flat[%a] : memref<512xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%k] : i32
  %q = uop.index %out[%i] : memref<8xi32>
  %st = uop.store %q, %s : i32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @row_sum_driver(%x: memref<8x64xi32>, %out: memref<8xi32> {uop.output = 0 : i64}) {
  call @row_sum(%out, %x) : (memref<8xi32>, memref<8x64xi32>) -> ()
  return
}

// -----

// A matmul register tile: 2 rows x 2 vectors of 4 lanes of accumulators,
// the k loop inside, B's vector shared by both rows; loops in stride order
// (j outer, then i, then k). B does not vary with i, whose loop lies between
// j's and k's: its strip for a column block (16 x 8) is staged once per column
// block, packed in a scratch of 128 floats (k outer, the 8 columns inner, as
// BLAS packs B), and every row block reads the scratch; it is freed with the
// column block's loop.
// CHECK-LABEL: func.func @matmul
// CHECK: scf.for %[[J:.*]] = %c0 to %c2 step %c1 {
// CHECK: %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
// CHECK: scf.for %[[KS:.*]] = %c0 to %c16 step %c1 {
// CHECK: %[[BS:.*]] = vector.load {{.*}} : memref<256xf32>, vector<4xf32>
// CHECK: %[[ROW:.*]] = arith.muli %[[KS]], %c8 : index
// CHECK: vector.store %[[BS]], %[[S]][%[[ROW]]] : memref<128xf32>, vector<4xf32>
// CHECK: vector.store {{.*}}, %[[S]][{{.*}}] : memref<128xf32>, vector<4xf32>
// CHECK: scf.for %[[I:.*]] = %c0 to %c4 step %c1 {
// CHECK: %{{.*}}:4 = scf.for %[[K:.*]] = %c0 to %c16 step %c1 iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK: %[[A:.*]] = memref.load
// CHECK: %[[B:.*]] = vector.load %[[S]][{{.*}}] : memref<128xf32>, vector<4xf32>
// CHECK: %[[AB:.*]] = vector.broadcast %[[A]] : f32 to vector<4xf32>
// CHECK: arith.mulf %[[AB]], %[[B]] fastmath<contract> : vector<4xf32>
// CHECK-NOT: vector.reduction
// CHECK-COUNT-4: vector.store {{.*}} : memref<128xf32>, vector<4xf32>
// CHECK: memref.dealloc %[[S]] : memref<128xf32>
func.func @matmul(%out: memref<8x16xf32>, %a: memref<8x16xf32>, %b: memref<16x16xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(4,2,2,2,4,16):(16@loop,2@reg,64@loop,1@reg,1@simd,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %fo = memref.collapse_shape %out [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %fa = memref.collapse_shape %a [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %fb = memref.collapse_shape %b [[0, 1]] : memref<16x16xf32> into memref<256xf32>
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c16 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %ik = arith.muli %i, %c16 : index
  %ia = arith.addi %ik, %k : index
  %pa = uop.index %fa[%ia] : memref<128xf32>
  %va = uop.load %pa : f32
  %kn = arith.muli %k, %c16 : index
  %ib = arith.addi %kn, %j : index
  %pb = uop.index %fb[%ib] : memref<256xf32>
  %vb = uop.load %pb : f32
  %m = arith.mulf %va, %vb : f32
  %s = uop.reduce add %m [%k] : f32
  %io = arith.addi %ik, %j : index
  %po = uop.index %fo[%io] : memref<128xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}
func.func @matmul_driver(%a: memref<8x16xf32>, %b: memref<16x16xf32>, %out: memref<8x16xf32> {uop.output = 0 : i64}) {
  call @matmul(%out, %a, %b) : (memref<8x16xf32>, memref<8x16xf32>, memref<16x16xf32>) -> ()
  return
}

// -----

// A padded copy: the gate varies along the lanes, so loads are masked; the
// index is lane 0's, and the lane range's value feeds data as a vector.
// CHECK-LABEL: func.func @pad_iota
// CHECK: %[[IOTA:.*]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK: scf.for
// CHECK: %[[LANES:.*]] = arith.addi %{{.*}}, %[[IOTA]] : vector<4xindex>
// CHECK: %[[MASK:.*]] = arith.cmpi sge, %[[LANES]]
// CHECK: vector.maskedload %{{.*}}[%{{.*}}], %[[MASK]]
// CHECK: arith.index_cast %[[LANES]] : vector<4xindex> to vector<4xi32>
// CHECK: vector.store {{.*}} : memref<16xf32>, vector<4xf32>
func.func @pad_iota(%out: memref<16xf32>, %x: memref<16xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,4):(1@loop,1@simd)]>} {
  %c16 = arith.constant 16 : index
  %c2 = arith.constant 2 : index
  %i = uop.range %c16 axis(0) loop
  %ok = arith.cmpi sge, %i, %c2 : index
  %src = arith.subi %i, %c2 : index
  %p = uop.index %x[%src] gate %ok : memref<16xf32>
  %v = uop.load %p : f32
  %n = arith.index_cast %i : index to i32
  %f = arith.sitofp %n : i32 to f32
  %y = arith.addf %v, %f : f32
  %q = uop.index %out[%i] : memref<16xf32>
  %st = uop.store %q, %y : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @pad_iota_driver(%x: memref<16xf32>, %out: memref<16xf32> {uop.output = 0 : i64}) {
  call @pad_iota(%out, %x) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}

// -----

// A transposed tile: the store's 8 lanes run along j; the load moves along i
// in memory, so the 8 x 8 block (8 vectors along i, one per lane) is read once,
// transposed in registers, and each unrolled point of i takes its column.
// CHECK-LABEL: func.func @transpose
// CHECK-COUNT-8: vector.load {{.*}} : memref<256xf32>, vector<8xf32>
// CHECK-NOT: memref.load
// CHECK-COUNT-8: vector.store {{.*}} : memref<256xf32>, vector<8xf32>
func.func @transpose(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,8,2,8):(2@loop,1@reg,1@loop,1@simd)]>} {
  %c16 = arith.constant 16 : index
  %i = uop.range %c16 axis(0) loop
  %j = uop.range %c16 axis(1) loop
  %ji = arith.muli %j, %c16 : index
  %src = arith.addi %ji, %i : index
  %p = uop.index %x[%src] : memref<256xf32>
  %v = uop.load %p : f32
  %ij = arith.muli %i, %c16 : index
  %dst = arith.addi %ij, %j : index
  %q = uop.index %out[%dst] : memref<256xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}
func.func @transpose_driver(%x: memref<256xf32>, %out: memref<256xf32> {uop.output = 0 : i64}) {
  call @transpose(%out, %x) : (memref<256xf32>, memref<256xf32>) -> ()
  return
}

// -----

// A kernel marked uop.nontemporal (uop-schedule marks large streaming
// elementwise kernels) writes its full vectors with non-temporal stores; the
// values are the same, and the JIT run above checks them.
// CHECK-LABEL: func.func @streamed_add
// CHECK: vector.load
// CHECK: vector.store {{.*}} {nontemporal = true} : memref<64xf32>, vector<8xf32>
func.func @streamed_add(%out: memref<64xf32>, %a: memref<64xf32>, %b: memref<64xf32>) attributes {uop.kernel, uop.nontemporal, uop.schedule = #axe.layout<S[(2,4,8):(1@core,1@loop,1@simd)]>} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %pa = uop.index %a[%i] : memref<64xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%i] : memref<64xf32>
  %vb = uop.load %pb : f32
  %s = arith.addf %va, %vb : f32
  %po = uop.index %out[%i] : memref<64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

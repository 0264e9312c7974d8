// convert-uop-to-scf stages a load (spec: the schedule's loops; see emit/staged.rs) that a
// reduction reads on every iteration of a loop its address does not vary with: the elements
// it reads over the reduction are copied once, before that loop, into a packed scratch of the
// thread (the reduction range outer, the other range's register points and lanes inner), freed
// when the loop around them closes. test/Conversion/uop-to-scf/schedule.mlir stages B of a
// matmul whose column blocks are outside its row blocks; here the rows of A are staged when the
// row blocks are outside, and a strip past the 256 KiB budget is read in place. Each kernel is
// JIT-run against the interpreter.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(convert-uop-to-scf,canonicalize,cse)' | FileCheck %s
// RUN: axe-run %s --split-input-file --target cpu --trials 2 --rtol 1e-3 --atol 1e-4

// Rows on the threads (4 tasks of 2 rows), the column blocks' loop, then k: A's two rows do not
// vary with the column blocks, so they are packed per task (16 k x 2 rows, scalars) and read
// from the scratch by both column blocks.
// CHECK-LABEL: func.func @rows
// CHECK: scf.parallel
// CHECK: %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xf32>
// CHECK: scf.for %[[KS:.*]] = %c0 to %c16 step %c1 {
// CHECK: %[[A0:.*]] = memref.load {{.*}} : memref<128xf32>
// CHECK: %[[AT:.*]] = arith.muli %[[KS]], %c2 : index
// CHECK: memref.store %[[A0]], %[[S]][%[[AT]]] : memref<32xf32>
// CHECK: scf.for {{.*}} = %c0 to %c2 step %c1 {
// CHECK: scf.for {{.*}} = %c0 to %c16 step %c1 iter_args
// CHECK: memref.load %[[S]][{{.*}}] : memref<32xf32>
// CHECK: memref.dealloc %[[S]] : memref<32xf32>
// CHECK-NEXT: scf.reduce
func.func @rows(%out: memref<8x16xf32>, %a: memref<8x16xf32>, %b: memref<16x16xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(4,2,2,2,4,16):(1@core,2@reg,16@loop,1@reg,1@simd,1@loop)]>} {
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
func.func @rows_driver(%a: memref<8x16xf32>, %b: memref<16x16xf32>, %out: memref<8x16xf32> {uop.output = 0 : i64}) {
  call @rows(%out, %a, %b) : (memref<8x16xf32>, memref<8x16xf32>, memref<16x16xf32>) -> ()
  return
}

// -----

// B's strip of a column block over K = 16384 is 512 KiB (16384 x 8 floats), past the budget:
// read where it lies.
// CHECK-LABEL: func.func @long
// CHECK-NOT: memref.alloc
// CHECK: vector.load {{.*}} : memref<262144xf32>, vector<4xf32>
// CHECK-NOT: memref.alloc
// CHECK-LABEL: func.func @long_driver
func.func @long(%out: memref<8x16xf32>, %a: memref<8x16384xf32>, %b: memref<16384x16xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(4,2,2,2,4,16384):(16384@loop,2@reg,65536@loop,1@reg,1@simd,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %fo = memref.collapse_shape %out [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %fa = memref.collapse_shape %a [[0, 1]] : memref<8x16384xf32> into memref<131072xf32>
  %fb = memref.collapse_shape %b [[0, 1]] : memref<16384x16xf32> into memref<262144xf32>
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c16 axis(1) loop
  %ck = arith.constant 16384 : index
  %k = uop.range %ck axis(2) reduce
  %ik = arith.muli %i, %ck : index
  %io0 = arith.muli %i, %c16 : index
  %ia = arith.addi %ik, %k : index
  %pa = uop.index %fa[%ia] : memref<131072xf32>
  %va = uop.load %pa : f32
  %kn = arith.muli %k, %c16 : index
  %ib = arith.addi %kn, %j : index
  %pb = uop.index %fb[%ib] : memref<262144xf32>
  %vb = uop.load %pb : f32
  %m = arith.mulf %va, %vb : f32
  %s = uop.reduce add %m [%k] : f32
  %io = arith.addi %io0, %j : index
  %po = uop.index %fo[%io] : memref<128xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}
func.func @long_driver(%a: memref<8x16384xf32>, %b: memref<16384x16xf32>, %out: memref<8x16xf32> {uop.output = 0 : i64}) {
  call @long(%out, %a, %b) : (memref<8x16xf32>, memref<8x16384xf32>, memref<16384x16xf32>) -> ()
  return
}

// uop-reduce-unparented rewrites a float sum over a range its value does not use into a
// multiplication and a product into a squaring chain, uop-collapse-reduce a sum into a closed
// form: another order of the same roundings.
// reassociate=false (axe-compile --reassociate=false, axe-run --reassociate=false, through
// uop-optimize-ranges and uop-kernelize) keeps float sums and products as they are; max, min and
// integer reductions are exact in any order and are still rewritten. The linalg fuzzer found it:
// a product of x = 7.7257109e-06 broadcast 4 times was (x*x)*(x*x) = 3.562491203e-21 from
// axe-compile --reassociate=false, 3.562491607e-21 in the program's order (tools/fuzz/README.md,
// corpus case seed 1 batch 0 f5).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-reduce-unparented{reassociate=false})' | FileCheck %s --check-prefix=KEEP
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-reduce-unparented)' | FileCheck %s --check-prefix=REWRITE
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-optimize-ranges{reassociate=false})' | FileCheck %s --check-prefix=KEEP
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-collapse-reduce{reassociate=false})' | FileCheck %s --check-prefix=KEEP-SUM
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-collapse-reduce)' | FileCheck %s --check-prefix=COLLAPSE
// RUN: axe-compile %S/Inputs/product-over-broadcast.mlir --target=cpu --emit=kernels --reassociate=false | FileCheck %s --check-prefix=COMPILE-KEEP
// RUN: axe-compile %S/Inputs/product-over-broadcast.mlir --target=cpu --emit=kernels | FileCheck %s --check-prefix=COMPILE-REWRITE
// RUN: axe-opt %S/Inputs/product-over-broadcast.mlir --pass-pipeline='builtin.module(convert-linalg-to-uop)' -o %t.uop.mlir
// RUN: axe-run %t.uop.mlir --trials 20 --float-range 0.5,2 --rtol 0 --atol 0 --reassociate=false --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=EXACT
// RUN: not axe-run %t.uop.mlir --trials 20 --float-range 0.5,2 --rtol 0 --atol 0 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=REORDERED

// KEEP-LABEL: func @float_reductions
// KEEP: uop.reduce add %{{.*}} [%{{.*}}] : f32
// KEEP: uop.reduce mul %{{.*}} [%{{.*}}] : f32
// KEEP-NOT: uop.reduce max
// KEEP: arith.muli
// KEEP-SUM: uop.reduce add %{{.*}} [%{{.*}}] : f32
// COLLAPSE-NOT: uop.reduce add %{{.*}} [%{{.*}}] : f32
// REWRITE-LABEL: func @float_reductions
// REWRITE-NOT: uop.reduce
// REWRITE: arith.mulf
// REWRITE: arith.mulf
// REWRITE: arith.muli
// COMPILE-KEEP: uop.reduce mul
// COMPILE-REWRITE-NOT: uop.reduce
// COMPILE-REWRITE: arith.mulf
// EXACT: 20 trials, max abs error 0e0, max rel error 0e0: ok
// REORDERED: MISMATCH
func.func @float_reductions(%x: memref<4xf32>, %y: memref<4xi32>, %out: memref<4xf32> {uop.output = 0 : i64}, %iout: memref<4xi32> {uop.output = 1 : i64}) {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %o = uop.range %c4 axis(0) loop
  %u = uop.range %c6 axis(1) reduce
  %p = uop.index %x[%o] : memref<4xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%u] : f32
  %m = uop.reduce mul %v [%u] : f32
  %mx = uop.reduce max %v [%u] : f32
  %t = arith.addf %s, %m : f32
  %t2 = arith.addf %t, %mx : f32
  %b = uop.bufferize %t2 [%o] into %out : f32 -> memref<4xf32>
  %q = uop.index %y[%o] : memref<4xi32>
  %w = uop.load %q : i32
  %is = uop.reduce add %w [%u] : i32
  %ib = uop.bufferize %is [%o] into %iout : i32 -> memref<4xi32>
  uop.sink %b, %ib : memref<4xf32>, memref<4xi32>
  return
}

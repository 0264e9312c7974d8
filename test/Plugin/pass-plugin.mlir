// Upstream mlir-opt runs Axe's Rust passes from libAxePasses.so (make plugin),
// with the dialects from libAxeDialects.so: a registered Axe pipeline
// (uop-kernelize) and a pass with options mix with upstream passes in one
// --pass-pipeline, in either load order; a bad option is a pipeline error.
// REQUIRES: pass-plugin
// RUN: %mlir_opt --load-dialect-plugin=%axe_plugin --load-pass-plugin=%axe_pass_plugin %s \
// RUN:   --pass-pipeline='builtin.module(uop-kernelize,func.func(axe-simplify-index{semantics-check=true}),canonicalize,cse)' \
// RUN:   | FileCheck %s
// RUN: %mlir_opt --load-pass-plugin=%axe_pass_plugin --load-dialect-plugin=%axe_plugin %s \
// RUN:   --pass-pipeline='builtin.module(uop-kernelize,func.func(axe-simplify-index{semantics-check=true}),canonicalize,cse)' \
// RUN:   | FileCheck %s
// RUN: not %mlir_opt --load-dialect-plugin=%axe_plugin --load-pass-plugin=%axe_pass_plugin %s \
// RUN:   --pass-pipeline='builtin.module(axe-simplify-index{max-iterations=many})' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'many' value invalid for long argument

// The tensor program becomes one kernel with a loop and a reduce range
// (examples/tensor/row-sum.mlir), called from the original function.
// CHECK-LABEL: func.func @row_sum_k0(%arg0: memref<64xf32>, %arg1: memref<64x512xf32>) attributes {uop.kernel}
// CHECK: %[[R0:.*]] = uop.range %{{.*}} axis(0) loop
// CHECK: %[[R1:.*]] = uop.range %{{.*}} axis(1) reduce
// CHECK: %[[L:.*]] = uop.load
// CHECK: %[[S:.*]] = uop.reduce add %[[L]] [%[[R1]]] : f32
// CHECK: %[[I:.*]] = uop.index %arg0[%[[R0]]] : memref<64xf32>
// CHECK: uop.store %[[I]], %[[S]] : f32
// CHECK-LABEL: func.func @row_sum(%arg0: memref<64x512xf32>, %arg1: memref<64xf32> {uop.output = 0 : i64})
// CHECK-NEXT: call @row_sum_k0(%arg1, %arg0)
func.func @row_sum(%x: tensor<64x512xf32>) -> tensor<64xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<64x512xf32> -> tensor<64x1xf32>
  %r = uop.reshape %s : tensor<64x1xf32> -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// axe-simplify-index (spec 000 section 1, core identity): x%7 + (x//7)*7 -> x.
// CHECK-LABEL: func.func @core_identity
// CHECK-NEXT: return %arg0 : index
func.func @core_identity(%x: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c7 = arith.constant 7 : index
  %m = uop.floormod %x, %c7 : index
  %q = arith.floordivsi %x, %c7 : index
  %qn = arith.muli %q, %c7 : index
  %s = arith.addi %m, %qn : index
  return %s : index
}

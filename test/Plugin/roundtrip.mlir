// Upstream mlir-opt loads libAxeDialects.so (make plugin) and parses,
// verifies, prints and CSEs uop ops and layouts (Pure holds there too), and the verifiers
// report located errors (Inputs/invalid.mlir).
// REQUIRES: plugin
// RUN: %mlir_opt --load-dialect-plugin=%axe_plugin %s --cse | FileCheck %s
// RUN: %mlir_opt --load-dialect-plugin=%axe_plugin %S/Inputs/invalid.mlir --split-input-file --verify-diagnostics

// The layout grammar is the Rust one, linked into the plugin as well.
// CHECK-LABEL: func @f
// CHECK-SAME: layout = #axe.layout<S[(2,3,4):(12,4,1)] + R[2:4@warp]>
func.func @f(%n: index {axe.bounds = array<i64: 0, 9>}) -> (index, index, index, index)
    attributes {layout = #axe.layout<S[2,3,4] + R[2:4@warp]>} {
  %c8 = arith.constant 8 : index
  // CHECK: uop.range %{{.*}} axis(0) loop
  // CHECK-NOT: uop.range
  %r0 = uop.range %c8 axis(0) loop
  %r1 = uop.range %c8 axis(0) loop
  // CHECK: uop.define_var "n" [1, 4096] : index
  %v = uop.define_var "n" [1, 4096] : index
  // CHECK: uop.special thread_id 0 size 128
  %t = uop.special thread_id 0 size 128
  // CHECK: uop.floormod
  %m = uop.floormod %r1, %v : index
  return %r0, %m, %t, %n : index, index, index, index
}

// The elementwise uop ops rangeify leaves in kernels lower to arith, with the
// interpreter's semantics (UOpTensorOps.td): uop.cmp lt/ne/eq is cmpf
// olt/une/oeq on floats and cmpi slt/ne/eq on integers, uop.where is select,
// uop.cast follows its table (to i1: x != 0; i1 is 0 or 1; other integers
// signed; float to integer truncates; index through i64). Checked on the JIT
// against the interpreter, scalar and vectorized by a schedule (PTX:
// test/Target/PTX/elementwise.mlir).
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-rangeify,uop-split-kernels,convert-uop-to-scf)' | FileCheck %s
// RUN: axe-run %s --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-split-kernels)'
// RUN: axe-run %s --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,uop-schedule)'

// CHECK-LABEL: func.func @compare_k0
// CHECK: arith.cmpf olt
// CHECK: arith.select
// CHECK-LABEL: func.func @compare_k1
// CHECK: arith.cmpf une
// CHECK: arith.uitofp {{.*}} : i1 to f32
// CHECK-LABEL: func.func @compare_k2
// CHECK: arith.cmpi eq
// CHECK: arith.extui {{.*}} : i1 to i32
func.func @compare(%x: tensor<64xf32>, %y: tensor<64xf32>, %a: tensor<64xi32>, %b: tensor<64xi32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xi32>) {
  %z = arith.constant dense<0.0> : tensor<64xf32>
  %lt = uop.cmp lt %x, %y : tensor<64xf32> -> tensor<64xi1>
  %relu = uop.where %lt, %x, %z : tensor<64xi1>, tensor<64xf32>
  %ne = uop.cmp ne %x, %y : tensor<64xf32> -> tensor<64xi1>
  %nef = uop.cast %ne : tensor<64xi1> -> tensor<64xf32>
  %eq = uop.cmp eq %a, %b : tensor<64xi32> -> tensor<64xi1>
  %eqi = uop.cast %eq : tensor<64xi1> -> tensor<64xi32>
  return %relu, %nef, %eqi : tensor<64xf32>, tensor<64xf32>, tensor<64xi32>
}

// CHECK-LABEL: func.func @casts_k0
// CHECK: arith.truncf {{.*}} : f32 to f16
// CHECK: arith.extf {{.*}} : f16 to f32
// CHECK-LABEL: func.func @casts_k1
// CHECK: arith.fptosi {{.*}} : f32 to i32
// CHECK-LABEL: func.func @casts_k2
// CHECK: arith.sitofp {{.*}} : i32 to f32
// CHECK-LABEL: func.func @casts_k3
// CHECK: arith.cmpi ne
// CHECK: arith.extui {{.*}} : i1 to i8
// CHECK-LABEL: func.func @casts_k4
// CHECK: arith.trunci {{.*}} : i32 to i8
// CHECK: arith.extsi {{.*}} : i8 to i32
func.func @casts(%x: tensor<64xf32>, %a: tensor<64xi32>) -> (tensor<64xf32>, tensor<64xi32>, tensor<64xf32>, tensor<64xi8>, tensor<64xi32>) {
  %h = uop.cast %x : tensor<64xf32> -> tensor<64xf16>
  %back = uop.cast %h : tensor<64xf16> -> tensor<64xf32>
  %t = uop.cast %x : tensor<64xf32> -> tensor<64xi32>
  %f = uop.cast %a : tensor<64xi32> -> tensor<64xf32>
  %nz = uop.cast %a : tensor<64xi32> -> tensor<64xi1>
  %b8 = uop.cast %nz : tensor<64xi1> -> tensor<64xi8>
  %n8 = uop.cast %a : tensor<64xi32> -> tensor<64xi8>
  %w = uop.cast %n8 : tensor<64xi8> -> tensor<64xi32>
  return %back, %t, %f, %b8, %w : tensor<64xf32>, tensor<64xi32>, tensor<64xf32>, tensor<64xi8>, tensor<64xi32>
}

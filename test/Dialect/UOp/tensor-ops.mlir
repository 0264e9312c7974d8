// Round trip of every tensor-level uop op (dialects/include/UOpTensorOps.td),
// in its custom syntax, including vmap's RANGE / CONST(0) vargs (spec 002 §2).
// RUN: axe-opt %s | axe-opt | FileCheck %s

// CHECK-LABEL: func @movement
func.func @movement(%x: tensor<3x4xf32>) -> tensor<4x3xf32> {
  // CHECK: uop.reshape %{{.*}} : tensor<3x4xf32> -> tensor<12xf32>
  %a = uop.reshape %x : tensor<3x4xf32> -> tensor<12xf32>
  // CHECK: uop.permute %{{.*}} [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
  %b = uop.permute %x [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
  %c = uop.reshape %x : tensor<3x4xf32> -> tensor<1x12xf32>
  // CHECK: uop.expand %{{.*}} : tensor<1x12xf32> -> tensor<5x12xf32>
  %d = uop.expand %c : tensor<1x12xf32> -> tensor<5x12xf32>
  // CHECK: uop.pad %{{.*}} low [1, 0] high [0, 2] : tensor<3x4xf32> -> tensor<4x6xf32>
  %e = uop.pad %x low [1, 0] high [0, 2] : tensor<3x4xf32> -> tensor<4x6xf32>
  // CHECK: uop.shrink %{{.*}} begin [0, 1] end [2, 4] : tensor<3x4xf32> -> tensor<2x3xf32>
  %f = uop.shrink %x begin [0, 1] end [2, 4] : tensor<3x4xf32> -> tensor<2x3xf32>
  // CHECK: uop.flip %{{.*}} axes [0] : tensor<4x3xf32>
  %g = uop.flip %b axes [0] : tensor<4x3xf32>
  return %g : tensor<4x3xf32>
}

// CHECK-LABEL: func @compute
func.func @compute(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x1xf32> {
  // CHECK: uop.reduce_axis max %{{.*}} axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %m = uop.reduce_axis max %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  // CHECK: uop.reduce_axis add %{{.*}} axes [1] {from_negative_zero} : tensor<4x8xf32> -> tensor<4x1xf32>
  %s0 = uop.reduce_axis add %x axes [1] {from_negative_zero} : tensor<4x8xf32> -> tensor<4x1xf32>
  // CHECK: uop.cmp lt %{{.*}}, %{{.*}} : tensor<4x8xf32> -> tensor<4x8xi1>
  %lt = uop.cmp lt %x, %y : tensor<4x8xf32> -> tensor<4x8xi1>
  // CHECK: uop.where %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xi1>, tensor<4x8xf32>
  %w0 = uop.where %lt, %x, %y : tensor<4x8xi1>, tensor<4x8xf32>
  // CHECK: uop.assert %{{.*}}, %{{.*}}, "x must be below y" : tensor<4x8xi1>, tensor<4x8xf32>
  %w = uop.assert %lt, %w0, "x must be below y" : tensor<4x8xi1>, tensor<4x8xf32>
  // CHECK: uop.cast %{{.*}} : tensor<4x8xf32> -> tensor<4x8xf16>
  %h = uop.cast %w : tensor<4x8xf32> -> tensor<4x8xf16>
  // CHECK: uop.contiguous %{{.*}} : tensor<4x8xf16>
  %c = uop.contiguous %h : tensor<4x8xf16>
  // CHECK: uop.sink %{{.*}} : tensor<4x8xf16>
  uop.sink %c : tensor<4x8xf16>
  return %m : tensor<4x1xf32>
}

// CHECK-LABEL: func @scalars
func.func @scalars(%a: f32, %b: f32) -> f16 {
  // CHECK: uop.cmp ne %{{.*}}, %{{.*}} : f32 -> i1
  %ne = uop.cmp ne %a, %b : f32 -> i1
  %w0 = uop.where %ne, %a, %b : i1, f32
  // CHECK: uop.assert %{{.*}}, %{{.*}}, "a must differ from b" : i1, f32
  %w = uop.assert %ne, %w0, "a must differ from b" : i1, f32
  %h = uop.cast %w : f32 -> f16
  return %h : f16
}

// CHECK-LABEL: func @vmap
func.func @vmap(%x: tensor<3x6xf32>) -> tensor<3x1xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  // CHECK: uop.vmapin %{{.*}} [%[[R:.*]], %{{.*}}] : tensor<3x6xf32> -> tensor<6xf32>
  %row = uop.vmapin %x [%r, %c0] : tensor<3x6xf32> -> tensor<6xf32>
  %s = uop.reduce_axis add %row axes [0] : tensor<6xf32> -> tensor<1xf32>
  // CHECK: uop.vmapout %{{.*}} [%[[R]], %{{.*}}] : tensor<1xf32> -> tensor<3x1xf32>
  %y = uop.vmapout %s [%r, %c0] : tensor<1xf32> -> tensor<3x1xf32>
  return %y : tensor<3x1xf32>
}

// A sum over an empty axis is +0 (numpy, torch and tinygrad say so; the uop level's float sum
// starts from +0 unless marked `from_negative_zero`, test/Tools/axe-run/sum-from-negative-zero.mlir),
// a product 1, a max -inf: the
// interpreter and rangeify's empty-tensor fold, whose splat the compiled run stores, agree, with
// -0 and +0 told apart.
// RUN: axe-run %s --trials 1 --print | FileCheck %s
// RUN: axe-run %s --trials 1 --print --target cpu --signed-zeros | FileCheck %s
// CHECK: @empty result 0: {{.*}} [0.0, 0.0, 0.0]
// CHECK: @empty result 1: {{.*}} [1.0, 1.0, 1.0]
// CHECK: @empty result 2: {{.*}} [-inf, -inf, -inf]
func.func @empty(%x: tensor<0x3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %n = arith.negf %x : tensor<0x3xf32>
  %s = uop.reduce_axis add %n axes [0] : tensor<0x3xf32> -> tensor<1x3xf32>
  %p = uop.reduce_axis mul %n axes [0] : tensor<0x3xf32> -> tensor<1x3xf32>
  %m = uop.reduce_axis max %n axes [0] : tensor<0x3xf32> -> tensor<1x3xf32>
  %s1 = uop.reshape %s : tensor<1x3xf32> -> tensor<3xf32>
  %p1 = uop.reshape %p : tensor<1x3xf32> -> tensor<3xf32>
  %m1 = uop.reshape %m : tensor<1x3xf32> -> tensor<3xf32>
  return %s1, %p1, %m1 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// The interpreter on every tensor-level uop op (UOpTensorOps.td), on
// constants so that each result is computed by hand.
// RUN: axe-run %s --print | FileCheck %s

// CHECK: @movement result 0: tensor<4x3xf32> {{\[}}[4.0, 8.0, 12.0], [3.0, 7.0, 11.0], [2.0, 6.0, 10.0], [1.0, 5.0, 9.0]]
// CHECK: @movement result 1: tensor<2x4xf32> {{\[}}[0.0, 0.0, 0.0, 0.0], [2.0, 3.0, 4.0, 0.0]]
// CHECK: @movement result 2: tensor<2x6xf32> {{\[}}[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0]]
// CHECK: @movement result 3: tensor<3x4xf32> {{\[}}[1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0]]
func.func @movement() -> (tensor<4x3xf32>, tensor<2x4xf32>, tensor<2x6xf32>, tensor<3x4xf32>) {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %t = uop.permute %x [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
  %f = uop.flip %t axes [0] : tensor<4x3xf32>
  %p = uop.pad %x low [1, 0] high [0, 2] : tensor<3x4xf32> -> tensor<4x6xf32>
  %s = uop.shrink %p begin [0, 1] end [2, 5] : tensor<4x6xf32> -> tensor<2x4xf32>
  %r = uop.reshape %x : tensor<3x4xf32> -> tensor<2x6xf32>
  %row = uop.shrink %x begin [0, 0] end [1, 4] : tensor<3x4xf32> -> tensor<1x4xf32>
  %e = uop.expand %row : tensor<1x4xf32> -> tensor<3x4xf32>
  return %f, %s, %r, %e : tensor<4x3xf32>, tensor<2x4xf32>, tensor<2x6xf32>, tensor<3x4xf32>
}

// Reductions combine in row-major order of the reduced axes; max/min of
// integers compare signed.
// CHECK: @reduce result 0: tensor<2x1xf32> {{\[}}[10.0], [26.0]]
// CHECK: @reduce result 1: tensor<1x4xi8> {{\[}}[5, -6, 21, -24]]
// CHECK: @reduce result 2: tensor<1x1xi8> {{\[}}[-4]]
func.func @reduce() -> (tensor<2x1xf32>, tensor<1x4xi8>, tensor<1x1xi8>) {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %s = uop.reduce_axis add %x axes [1] : tensor<2x4xf32> -> tensor<2x1xf32>
  %i = arith.constant dense<[[1, -2, 3, -4], [5, 3, 7, 6]]> : tensor<2x4xi8>
  %m = uop.reduce_axis mul %i axes [0] : tensor<2x4xi8> -> tensor<1x4xi8>
  %n = uop.reduce_axis min %i axes [0, 1] : tensor<2x4xi8> -> tensor<1x1xi8>
  return %s, %m, %n : tensor<2x1xf32>, tensor<1x4xi8>, tensor<1x1xi8>
}

// cast rounds to nearest even (2049 is not an f16: ties to 2048; 2051 -> 2052),
// truncates floats toward zero, and maps i1 to 0/1; cmp lt/ne/eq, where.
// CHECK: @casts result 0: tensor<4xf16> [2048.0, 2052.0, -0.0, 65504.0]
// CHECK: @casts result 1: tensor<4xi32> [2, -2, 0, 7]
// CHECK: @casts result 2: f32 1.0
// CHECK: @casts result 3: tensor<4xi1> [true, false, false, true]
// CHECK: @casts result 4: tensor<4xf32> [1.0, 0.0, 0.0, 4.0]
func.func @casts() -> (tensor<4xf16>, tensor<4xi32>, f32, tensor<4xi1>, tensor<4xf32>) {
  %x = arith.constant dense<[2049.0, 2051.0, -0.0, 65504.0]> : tensor<4xf32>
  %h = uop.cast %x : tensor<4xf32> -> tensor<4xf16>
  %y = arith.constant dense<[2.9, -2.9, 0.5, 7.0]> : tensor<4xf32>
  %i = uop.cast %y : tensor<4xf32> -> tensor<4xi32>
  %true = arith.constant true
  %one = uop.cast %true : i1 -> f32
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[2.0, 2.0, 1.0, 5.0]> : tensor<4xf32>
  %lt = uop.cmp lt %a, %b : tensor<4xf32> -> tensor<4xi1>
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  %w = uop.where %lt, %a, %zero : tensor<4xi1>, tensor<4xf32>
  return %h, %i, %one, %lt, %w : tensor<4xf16>, tensor<4xi32>, f32, tensor<4xi1>, tensor<4xf32>
}

// f16 arithmetic rounds every result to f16: 2048 + 1 = 2048.
// CHECK: @half result 0: f16 2048.0
// CHECK: @half result 1: f32 2049.0
func.func @half() -> (f16, f32) {
  %a = arith.constant 2048.0 : f16
  %b = arith.constant 1.0 : f16
  %s = arith.addf %a, %b : f16
  %c = arith.constant 2048.0 : f32
  %d = arith.constant 1.0 : f32
  %t = arith.addf %c, %d : f32
  return %s, %t : f16, f32
}

// vmap (spec 002): vmapin slices row r, vmapout stacks the per-row sums.
// CHECK: @vmap result 0: tensor<3x1xf32> {{\[}}[6.0], [15.0], [24.0]]
func.func @vmap() -> tensor<3x1xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<3x3xf32> -> tensor<3xf32>
  %s = uop.reduce_axis add %row axes [0] : tensor<3xf32> -> tensor<1xf32>
  %y = uop.vmapout %s [%r, %c0] : tensor<1xf32> -> tensor<3x1xf32>
  return %y : tensor<3x1xf32>
}

// `from_negative_zero` on uop.reduce_axis (UOpTensorOps.td): a float sum that starts from -0,
// which convert-linalg-to-uop sets where it puts a linalg init in front of a row
// (test/Tools/fuzz/sum-negative-zero-init.mlir). Every partial sum a target splits the row into
// starts from -0 too: rows of -0 sum to -0 on the interpreter, through rangeify on the CPU JIT
// (simd lanes and their vector.reduction, split_reduceop's two stages on the long rows) and on
// the GPU emulator (threads of a block and their all-reduce); an empty row is its start, -0.
// Without the attribute, the same rows sum to +0 (tinygrad's identity), and a row with a +0
// or nonzero term is unchanged by the start.
// RUN: axe-run %s --float-range=0,0 --trials 1 --print | FileCheck %s
// RUN: axe-run %s --float-range=0,0 --trials 1 --print --target cpu --signed-zeros | FileCheck %s
// RUN: axe-run %s --float-range=0,0 --trials 1 --print --target gpu-emulator --signed-zeros | FileCheck %s
// On random rows (the long ones summed in another order: lanes, threads, two stages):
// RUN: axe-run %s --trials 2 --target cpu --signed-zeros --rtol 1e-4 | FileCheck %s --check-prefix=RANDOM
// RUN: axe-run %s --trials 2 --target gpu-emulator --signed-zeros --rtol 1e-4 | FileCheck %s --check-prefix=RANDOM
// CHECK: @short result 0: {{.*}} [-0.0, -0.0, -0.0]
// CHECK: @short result 1: {{.*}} [0.0, 0.0, 0.0]
// CHECK: @short result 2: {{.*}} [0.0, 0.0, 0.0]
// CHECK: @long result 0: {{.*}} [-0.0, -0.0]
// CHECK: @long result 1: {{.*}} [0.0, 0.0]
// CHECK: @empty result 0: {{.*}} [-0.0, -0.0, -0.0]
// RANDOM-COUNT-3: trials, {{.*}}: ok
func.func @short(%x: tensor<3x37xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %n = arith.negf %x : tensor<3x37xf32>
  %s = uop.reduce_axis add %n axes [1] {from_negative_zero} : tensor<3x37xf32> -> tensor<3x1xf32>
  %t = uop.reduce_axis add %n axes [1] : tensor<3x37xf32> -> tensor<3x1xf32>
  // Rows of +0 terms: +0 from either start.
  %p = uop.reduce_axis add %x axes [1] {from_negative_zero} : tensor<3x37xf32> -> tensor<3x1xf32>
  %s1 = uop.reshape %s : tensor<3x1xf32> -> tensor<3xf32>
  %t1 = uop.reshape %t : tensor<3x1xf32> -> tensor<3xf32>
  %p1 = uop.reshape %p : tensor<3x1xf32> -> tensor<3xf32>
  return %s1, %t1, %p1 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

func.func @long(%x: tensor<2x65536xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %n = arith.negf %x : tensor<2x65536xf32>
  %s = uop.reduce_axis add %n axes [1] {from_negative_zero} : tensor<2x65536xf32> -> tensor<2x1xf32>
  %t = uop.reduce_axis add %n axes [1] : tensor<2x65536xf32> -> tensor<2x1xf32>
  %s1 = uop.reshape %s : tensor<2x1xf32> -> tensor<2xf32>
  %t1 = uop.reshape %t : tensor<2x1xf32> -> tensor<2xf32>
  return %s1, %t1 : tensor<2xf32>, tensor<2xf32>
}

func.func @empty(%x: tensor<0x3xf32>) -> tensor<3xf32> {
  %s = uop.reduce_axis add %x axes [0] {from_negative_zero} : tensor<0x3xf32> -> tensor<1x3xf32>
  %s1 = uop.reshape %s : tensor<1x3xf32> -> tensor<3xf32>
  return %s1 : tensor<3xf32>
}

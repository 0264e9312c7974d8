// convert-linalg-to-uop on convolutions and pools through the TOSA route:
// torch-mlir's TOSA exports (torch 2.15, torch-mlir 20261001,
// fx.export_and_import(..., output_type="tosa"); weights are arguments) of the
// modules of windows.mlir, lowered by upstream's tosa-to-linalg-named /
// tosa-to-linalg (README's recipe): conv_2d_nhwc_fhwc behind transposes and
// tensor.pad, a grouped conv as slices and a concat, depthwise_conv_2d_nhwc_hwcm,
// conv_3d_ndhwc_dhwcf, pooling_nhwc_max/sum (the average divides by a count
// computed from linalg.index). Checked against the numpy oracle, bit for bit
// against upstream's loops (reassociate=false; the default within 1e-6 of
// them) and on the CPU JIT.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t/linalg.mlir
// RUN: axe-opt %t/linalg.mlir --convert-linalg-to-uop=reassociate=false -o %t/uop.mlir
// RUN: axe-opt %t/linalg.mlir --convert-linalg-to-uop -o %t/reassociated.mlir
// RUN: %python %S/Inputs/window_oracle.py %t/uop.mlir %t conv_s2_p1 conv_dil2 conv_groups conv_depthwise conv1d_s3 conv3d pools2d | FileCheck %s --check-prefix=NUMPY
// RUN: %mlir_opt %t/linalg.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops --lower-affine -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 2 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %t/reassociated.mlir --against %t/loops.mlir --rtol 1e-6 --atol 1e-6 --trials 2 | FileCheck %s --check-prefix=NEAR
// RUN: axe-run %t/uop.mlir --target cpu --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT

// NUMPY-COUNT-7: interpreter vs numpy max abs error {{.*}}: ok
// LOOPS-COUNT-7: 2 trials, max abs error 0e0, max rel error 0e0: ok
// NEAR-COUNT-7: 2 trials, {{.*}}: ok
// JIT-COUNT-7: 2 trials, {{.*}}: ok

func.func @conv_s2_p1(%arg0: tensor<1x3x9x9xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>) -> tensor<1x4x5x5xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x9x9xf32>) -> tensor<1x9x9x3xf32>
  %2 = tosa.transpose %arg1 {perms = array<i32: 0, 2, 3, 1>} : (tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
  %3 = tosa.conv2d %1, %2, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x9x9x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x5x4xf32>
  %4 = tosa.transpose %3 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x5x5x4xf32>) -> tensor<1x4x5x5xf32>
  return %4 : tensor<1x4x5x5xf32>
}

func.func @conv_dil2(%arg0: tensor<2x2x8x7xf32>, %arg1: tensor<3x2x3x2xf32>) -> tensor<2x3x4x5xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<3xf32>}> : () -> tensor<3xf32>
  %2 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<2x2x8x7xf32>) -> tensor<2x8x7x2xf32>
  %3 = tosa.transpose %arg1 {perms = array<i32: 0, 2, 3, 1>} : (tensor<3x2x3x2xf32>) -> tensor<3x3x2x2xf32>
  %4 = tosa.conv2d %2, %3, %1, %0, %0 {acc_type = f32, dilation = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x8x7x2xf32>, tensor<3x3x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x5x3xf32>
  %5 = tosa.transpose %4 {perms = array<i32: 0, 3, 1, 2>} : (tensor<2x4x5x3xf32>) -> tensor<2x3x4x5xf32>
  return %5 : tensor<2x3x4x5xf32>
}

func.func @conv_groups(%arg0: tensor<1x4x6x6xf32>, %arg1: tensor<6x2x3x3xf32>, %arg2: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.const_shape  {values = dense<[1, 6, 6, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %2 = tosa.const_shape  {values = dense<[3, 3, 3, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %3 = tosa.const_shape  {values = dense<3> : tensor<1xindex>} : () -> !tosa.shape<1>
  %4 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %5 = tosa.const_shape  {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
  %6 = tosa.const_shape  {values = dense<[0, 0, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %7 = tosa.const_shape  {values = dense<[3, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %8 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x4x6x6xf32>) -> tensor<1x6x6x4xf32>
  %9 = tosa.transpose %arg1 {perms = array<i32: 0, 2, 3, 1>} : (tensor<6x2x3x3xf32>) -> tensor<6x3x3x2xf32>
  %10 = tosa.slice %8, %4, %1 : (tensor<1x6x6x4xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x6x6x2xf32>
  %11 = tosa.slice %9, %4, %2 : (tensor<6x3x3x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<3x3x3x2xf32>
  %12 = tosa.slice %arg2, %5, %3 : (tensor<6xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<3xf32>
  %13 = tosa.conv2d %10, %11, %12, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x3xf32>
  %14 = tosa.slice %8, %6, %1 : (tensor<1x6x6x4xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x6x6x2xf32>
  %15 = tosa.slice %9, %7, %2 : (tensor<6x3x3x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<3x3x3x2xf32>
  %16 = tosa.slice %arg2, %3, %3 : (tensor<6xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<3xf32>
  %17 = tosa.conv2d %14, %15, %16, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x3xf32>
  %18 = tosa.concat %13, %17 {axis = 3 : i32} : (tensor<1x6x6x3xf32>, tensor<1x6x6x3xf32>) -> tensor<1x6x6x6xf32>
  %19 = tosa.transpose %18 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32>
  return %19 : tensor<1x6x6x6xf32>
}

func.func @conv_depthwise(%arg0: tensor<1x4x7x7xf32>, %arg1: tensor<4x1x3x3xf32>, %arg2: tensor<4xf32>) -> tensor<1x4x7x7xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x4x7x7xf32>) -> tensor<1x7x7x4xf32>
  %2 = tosa.transpose %arg1 {perms = array<i32: 2, 3, 0, 1>} : (tensor<4x1x3x3xf32>) -> tensor<3x3x4x1xf32>
  %3 = tosa.depthwise_conv2d %1, %2, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x7x7x4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x4xf32>
  %4 = tosa.transpose %3 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x7x7x4xf32>) -> tensor<1x4x7x7xf32>
  return %4 : tensor<1x4x7x7xf32>
}

func.func @conv1d_s3(%arg0: tensor<1x2x10xf32>, %arg1: tensor<3x2x2xf32>, %arg2: tensor<3xf32>) -> tensor<1x3x3xf32> {
  %0 = tosa.const_shape  {values = dense<[1, 2, 1, 10]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %1 = tosa.const_shape  {values = dense<[3, 2, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %3 = tosa.const_shape  {values = dense<[1, 1, 8, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %4 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %5 = tosa.const_shape  {values = dense<[1, 3, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %6 = tosa.reshape %arg0, %0 : (tensor<1x2x10xf32>, !tosa.shape<4>) -> tensor<1x2x1x10xf32>
  %7 = tosa.reshape %arg1, %1 : (tensor<3x2x2xf32>, !tosa.shape<4>) -> tensor<3x2x1x2xf32>
  %8 = tosa.transpose %6 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x1x10xf32>) -> tensor<1x1x10x2xf32>
  %9 = tosa.transpose %7 {perms = array<i32: 0, 2, 3, 1>} : (tensor<3x2x1x2xf32>) -> tensor<3x1x2x2xf32>
  %10 = tosa.slice %8, %4, %3 : (tensor<1x1x10x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x8x2xf32>
  %11 = tosa.conv2d %10, %9, %arg2, %2, %2 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 3>} : (tensor<1x1x8x2xf32>, tensor<3x1x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x3x3xf32>
  %12 = tosa.transpose %11 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x1x3x3xf32>) -> tensor<1x3x1x3xf32>
  %13 = tosa.reshape %12, %5 : (tensor<1x3x1x3xf32>, !tosa.shape<3>) -> tensor<1x3x3xf32>
  return %13 : tensor<1x3x3xf32>
}

func.func @conv3d(%arg0: tensor<1x2x4x5x4xf32>, %arg1: tensor<2x2x3x3x3xf32>, %arg2: tensor<2xf32>) -> tensor<1x2x4x3x4xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 4, 1>} : (tensor<1x2x4x5x4xf32>) -> tensor<1x4x5x4x2xf32>
  %2 = tosa.transpose %arg1 {perms = array<i32: 0, 2, 3, 4, 1>} : (tensor<2x2x3x3x3xf32>) -> tensor<2x3x3x3x2xf32>
  %3 = tosa.conv3d %1, %2, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 2, 1>} : (tensor<1x4x5x4x2xf32>, tensor<2x3x3x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x3x4x2xf32>
  %4 = tosa.transpose %3 {perms = array<i32: 0, 4, 1, 2, 3>} : (tensor<1x4x3x4x2xf32>) -> tensor<1x2x4x3x4xf32>
  return %4 : tensor<1x2x4x3x4xf32>
}

func.func @pools2d(%arg0: tensor<1x3x9x9xf32>) -> (tensor<1x3x5x5xf32>, tensor<1x3x4x4xf32>, tensor<1x3x3x3xf32>) {
  %0 = tosa.const_shape  {values = dense<[1, 8, 8, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %1 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %3 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x9x9xf32>) -> tensor<1x9x9x3xf32>
  %4 = tosa.max_pool2d %3 {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x9x9x3xf32>) -> tensor<1x5x5x3xf32>
  %5 = tosa.transpose %4 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x5x5x3xf32>) -> tensor<1x3x5x5xf32>
  %6 = tosa.slice %3, %1, %0 : (tensor<1x9x9x3xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x8x8x3xf32>
  %7 = tosa.avg_pool2d %6, %2, %2 {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  %8 = tosa.transpose %7 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x3x4x4xf32>
  %9 = tosa.max_pool2d %6 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 3, 3>} : (tensor<1x8x8x3xf32>) -> tensor<1x3x3x3xf32>
  %10 = tosa.transpose %9 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %5, %8, %10 : tensor<1x3x5x5xf32>, tensor<1x3x4x4xf32>, tensor<1x3x3x3xf32>
}

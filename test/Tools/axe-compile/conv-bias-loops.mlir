// A convolution with a bias (torch-mlir's form: tensor.pad, linalg.broadcast of the bias into
// the output, conv_2d_nchw_fchw) keeps its reduction loops. convert-linalg-to-uop used to put
// the bias in front of the flattened (channel, kernel row, kernel column) axis so that the sum
// ran in linalg's order: one reduce range of 1 + 2*3*3 whose every window index was
// recomputed from it by floordiv/floormod, shifted by the bias's slot (lenet ran 7x slower
// than IREE). A float sum that may be reassociated (the default, as the schedule reorders it
// anyway) is now `bias + sum`, with the three reduce loops kept apart and the padding's
// predicates on the window index: no division remains in the kernel.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --emit=kernels -o %t/kernels.mlir
// RUN: FileCheck %s --check-prefix=KERNEL < %t/kernels.mlir
// RUN: axe-opt %t/kernels.mlir --pass-pipeline='builtin.module(uop-schedule)' | FileCheck %s --check-prefix=SCHEDULE
// With reassociate=false the order is linalg's again (bias first, one merged range):
// RUN: axe-compile %s --target=cpu --emit=kernels --reassociate=false | FileCheck %s --check-prefix=ORDERED
// The compiled code against the interpreter (the program in linalg's order), with the special
// values (+-0, +-inf, NaN, subnormals) too, and the interpreter against upstream's own loops:
// RUN: axe-run %s --target cpu --trials 3 | FileCheck %s --check-prefix=JIT
// RUN: axe-run %s --target cpu --trials 3 --inputs special | FileCheck %s --check-prefix=JIT
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops --lower-affine -o %t/loops.mlir
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-linalg-to-tensor-uop)' -o %t/uop.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 3 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 3 --inputs special | FileCheck %s --check-prefix=EXACT

// KERNEL-LABEL: func.func @conv_bias_k0
// KERNEL-DAG: %[[F:.*]] = uop.range %c3 axis({{[0-9]+}}) loop
// KERNEL-DAG: %[[C:.*]] = uop.range %c2 axis({{[0-9]+}}) reduce
// KERNEL-DAG: %[[KH:.*]] = uop.range %c3 axis({{[0-9]+}}) reduce
// KERNEL-DAG: %[[KW:.*]] = uop.range %c3 axis({{[0-9]+}}) reduce
// KERNEL-DAG: %[[BIAS:.*]] = uop.load %{{.*}} : f32
// KERNEL-NOT: floordivsi
// KERNEL-NOT: floormod
// KERNEL-NOT: divsi
// KERNEL-NOT: remsi
// KERNEL: uop.index %{{.*}} gate %{{.*}} : memref<72xf32>
// KERNEL: %[[SUM:.*]] = uop.reduce add %{{.*}} [%[[C]], %[[KH]], %[[KW]]] {from_negative_zero} : f32
// KERNEL-NEXT: arith.addf %[[BIAS]], %[[SUM]] : f32
// KERNEL: uop.end

// Filters on the core axis, output columns on SIMD lanes, then the three reduce loops
// (channel stride 9, kernel row 3, kernel column 1 in the weights):
// SCHEDULE: uop.schedule = #axe.layout<S[({{[0-9,]+}},2,3,3):({{.*}}@simd,9@loop,3@loop,1@loop)]>

// ORDERED: uop.range %c19 axis({{[0-9]+}}) reduce
// ORDERED: floordivsi

// JIT: @conv_bias: 3 trials, {{.*}}: ok
// EXACT: @conv_bias: 3 trials, max abs error 0e0, max rel error 0e0: ok
func.func @conv_bias(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x3x6x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x8x8xf32>
  %e = tensor.empty() : tensor<1x3x6x6xf32>
  %bias = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<1x3x6x6xf32>) dimensions = [0, 2, 3]
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %w : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>) outs(%bias : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  return %y : tensor<1x3x6x6xf32>
}

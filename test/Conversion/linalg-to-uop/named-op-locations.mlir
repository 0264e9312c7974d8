// A named op's body has no location of its own (upstream builds it at an unknown one), so
// the tensor forms of its multiply and its add into the initial value take the named op's:
// the kernels made of them, and their remarks, point into the source. The convolution is
// torch-mlir's conv1d with a bias, as exported (the bias broadcast as the initial value).
// RUN: axe-opt %s --convert-linalg-to-uop --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: axe-compile %s --target=nvptx -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: func.func @conv1d
// CHECK-NOT: loc(unknown)
// CHECK: arith.mulf {{.*}} loc("{{.*}}named-op-locations.mlir":[[#CONV:]]:8)
// CHECK: uop.reduce_axis add {{.*}} loc("{{.*}}named-op-locations.mlir":[[#CONV]]:8)
// CHECK: arith.addf {{.*}} loc("{{.*}}named-op-locations.mlir":[[#CONV]]:8)
// CHECK-NOT: loc(unknown)
// CHECK: return
// REMARK: named-op-locations.mlir:[[@LINE+10]]:8: remark: stays off the tensor cores
// REMARK-NOT: <unknown>
func.func @conv1d(%arg0: tensor<2x4x32xf32>, %weight: tensor<8x4x5xf32>, %bias: tensor<8xf32>) -> tensor<2x8x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 2] high[0, 0, 2] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index):
    tensor.yield %cst : f32
  } : tensor<2x4x32xf32> to tensor<2x4x36xf32>
  %0 = tensor.empty() : tensor<2x8x32xf32>
  %broadcasted = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%0 : tensor<2x8x32xf32>) dimensions = [0, 2]
  %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %weight : tensor<2x4x36xf32>, tensor<8x4x5xf32>) outs(%broadcasted : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  return %1 : tensor<2x8x32xf32>
}

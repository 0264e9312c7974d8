// A ResNet basic block's shape in small (torch-mlir's form): a stride-2 3x3 convolution, ReLU,
// padding, a 3x3 convolution of that whose output starts from a stride-2 1x1 shortcut
// convolution. Two schedule problems it had (issue 38: resnet_basic_block 3.6x IREE's time):
// - uop-optimize-ranges merged the second convolution's (channel, kernel row, kernel column)
//   reduce ranges while they indexed a buffer (no division then); once the buffer was inlined
//   the window index took a division and a remainder per multiply-add. uop-split-ranges now
//   runs to a fixpoint, so the kernel gets its three loops back (6, 3, 3);
// - a stride makes the input strided along every output range, so uop-schedule vectorized
//   nothing and each multiply-add loaded its weight again. A reduction with no vector range
//   now gets a register row along the stored output range where a load (the weights) does
//   not vary along it: `@reg` on the output columns.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --emit=kernels -o %t/kernels.mlir
// RUN: FileCheck %s --check-prefix=KERNEL < %t/kernels.mlir
// RUN: axe-opt %t/kernels.mlir --pass-pipeline='builtin.module(uop-schedule)' | FileCheck %s --check-prefix=SCHEDULE
// The compiled code against the interpreter on random and special inputs, and the
// interpreter's reference bit for bit against upstream's own loops:
// RUN: axe-run %s --target cpu --trials 3 | FileCheck %s --check-prefix=JIT
// RUN: axe-run %s --target cpu --trials 3 --inputs special | FileCheck %s --check-prefix=JIT
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops --lower-affine -o %t/loops.mlir
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-linalg-to-tensor-uop)' -o %t/uop.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 3 | FileCheck %s --check-prefix=EXACT

// KERNEL-LABEL: func.func @block_k1
// KERNEL-DAG: %[[C:.*]] = uop.range %c6 axis({{[0-9]+}}) reduce
// KERNEL-DAG: %[[KH:.*]] = uop.range %c3 axis({{[0-9]+}}) reduce
// KERNEL-DAG: %[[KW:.*]] = uop.range %c3 axis({{[0-9]+}}) reduce
// KERNEL: uop.reduce add %{{.*}} [%[[C]], %[[KH]], %[[KW]]] {from_negative_zero} : f32

// Both convolution kernels: the output columns (4) on registers, the reduce loops inside; at
// this size (3,456 and 20,736 iterations, below min-parallel-work) on one thread.
// SCHEDULE-LABEL: func.func @block_k0
// SCHEDULE-SAME: uop.schedule = #axe.layout<S[(6,4,4,4,3,3):(144@loop,36@loop,1@reg,9@loop,3@loop,1@loop)]>
// SCHEDULE-LABEL: func.func @block_k1
// SCHEDULE-SAME: uop.schedule = #axe.layout<S[(6,4,4,4,6,3,3):(864@loop,216@loop,1@reg,54@loop,9@loop,3@loop,1@loop)]>

// JIT: @block: 3 trials, {{.*}}: ok
// EXACT: @block: 3 trials, max abs error 0e0, max rel error 0e0: ok
func.func @block(%x: tensor<1x4x8x8xf32>, %w1: tensor<6x4x3x3xf32>, %w2: tensor<6x6x3x3xf32>, %ws: tensor<6x4x1x1xf32>) -> tensor<1x6x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %px = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %e = tensor.empty() : tensor<1x6x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%px, %w1 : tensor<1x4x10x10xf32>, tensor<6x4x3x3xf32>) outs(%z : tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1 : tensor<1x6x4x4xf32>) outs(%e : tensor<1x6x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x6x4x4xf32>
  %pr = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x6x4x4xf32> to tensor<1x6x6x6xf32>
  %s = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %ws : tensor<1x4x8x8xf32>, tensor<6x4x1x1xf32>) outs(%z : tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%pr, %w2 : tensor<1x6x6x6xf32>, tensor<6x6x3x3xf32>) outs(%s : tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32>
  return %c2 : tensor<1x6x4x4xf32>
}

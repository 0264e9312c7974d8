// convert-linalg-to-uop on convolutions and pools. The first functions are
// torch-mlir's linalg route exactly as exported (torch 2.15, torch-mlir
// 20261001, torch_mlir.fx.export_and_import(..., output_type=
// "linalg-on-tensors") of torch.nn.functional.conv1d/2d/3d, max_pool1d/2d
// and avg_pool2d with strides, padding, dilations, groups; weights are
// arguments; only the affine map aliases are renamed per function): named
// conv/pool ops behind tensor.pad, linalg.fill and linalg.broadcast inits.
// Then what the export does not show: an NHWC convolution with a stride and a
// dilation per axis, a stride past the input, padding past the kernel, a matmul whose operands are
// both transposed by its maps, linalg.map, a strided tensor.insert_slice.
// Each window becomes movement ops (windows.rs): the interpreter checks them
// against a direct numpy convolution (Inputs/window_oracle.py, itself checked
// against torch), bit for bit against upstream's loops (with reassociate=false;
// the default, a bias added after the sum, within 1e-6 of them), and through
// uop-kernelize on the CPU JIT (one kernel per convolution, no buffer).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop=reassociate=false -o %t/uop.mlir
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/reassociated.mlir
// RUN: %python %S/Inputs/window_oracle.py %t/uop.mlir %t conv_s2_p1 conv_dil2 conv_groups conv_depthwise conv1d_s3 conv3d pools matmul_t conv_nhwc_hwcf stride_past_input matmul_maps insert_strided pad_past_kernel | FileCheck %s --check-prefix=NUMPY
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops --lower-affine -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 2 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %t/reassociated.mlir --against %t/loops.mlir --rtol 1e-6 --atol 1e-6 --trials 2 | FileCheck %s --check-prefix=NEAR
// RUN: axe-run %t/reassociated.mlir --target cpu --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT
// RUN: axe-run %t/uop.mlir --target cpu --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT
// RUN: axe-run %t/uop.mlir --target gpu-emulator --trials 1 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=GPU
// RUN: axe-opt %t/uop.mlir --uop-kernelize | FileCheck %s --check-prefix=KERNELS

// NUMPY-COUNT-13: interpreter vs numpy max abs error {{.*}}: ok
// LOOPS-COUNT-13: 2 trials, max abs error 0e0, max rel error 0e0: ok
// NEAR-COUNT-13: 2 trials, {{.*}}: ok
// JIT-COUNT-13: 2 trials, {{.*}}: ok
// On the GPU path (emulated) too; a convolution's three reduction loops keep
// it off the tensor cores for now (a remark on stderr says so).
// GPU-COUNT-13: 1 trials, {{.*}}: ok

// A stride-2 3x3 window over the padded 11x11 image: each spatial axis
// becomes (output, kernel) rows of the input repeated 5 times and read in
// rows of 13 (11 + the stride), so row o starts 2 * o further in.
// CHECK-LABEL: func.func @conv_s2_p1
// CHECK-NOT: linalg.
// CHECK: %[[P:.*]] = uop.pad %arg0 low [0, 0, 1, 1] high [0, 0, 1, 1]
// CHECK: %[[R:.*]] = uop.reshape %[[P]] : tensor<1x3x11x11xf32> -> tensor<1x3x11x1x11xf32>
// CHECK: uop.expand %[[R]] : tensor<1x3x11x1x11xf32> -> tensor<1x3x11x5x11xf32>
// CHECK: uop.reshape {{.*}} : tensor<1x3x11x65xf32> -> tensor<1x3x11x5x13xf32>
// CHECK: uop.shrink {{.*}} end [1, 3, 11, 5, 3] : tensor<1x3x11x5x13xf32> -> tensor<1x3x11x5x3xf32>
// CHECK: arith.mulf {{.*}} : tensor<1x4x5x5x3x3x3xf32>
// CHECK: return

// The pools whose windows do not overlap need no repetition: the 2x2 average
// pool splits each axis into (4, 2), the stride-3 2x2 max pool into (3, 3)
// and keeps 2 of each 3.
// CHECK-LABEL: func.func @pools
// CHECK-NOT: linalg.
// CHECK: uop.reduce_axis max {{.*}} axes [4, 5] : tensor<1x3x5x5x3x3xf32>
// CHECK: uop.reshape {{.*}} : tensor<1x3x9x8xf32> -> tensor<1x3x9x4x2xf32>
// CHECK: uop.reduce_axis add {{.*}} axes [4, 5] : tensor<1x3x4x4x2x2xf32>
// CHECK: uop.reshape %arg0 : tensor<1x3x9x9xf32> -> tensor<1x3x9x3x3xf32>
// CHECK-NEXT: uop.shrink {{.*}} end [1, 3, 9, 3, 2]
// CHECK: uop.reduce_axis max {{.*}} axes [4, 5] : tensor<1x3x3x3x2x2xf32>

// The strided insert spreads the piece with zeros and selects it by a mask
// spread the same way.
// CHECK-LABEL: func.func @insert_strided
// CHECK: uop.pad {{.*}} : tensor<2x1x3xf32> -> tensor<2x2x3xf32>
// CHECK: uop.where {{.*}} : tensor<5x8xi1>, tensor<5x8xf32>

// One kernel per convolution, no intermediate buffer: the windows are views.
// KERNELS-LABEL: func.func @conv_s2_p1_k0(
// KERNELS-NOT: func.func @conv_s2_p1_k1(
// KERNELS: func.func @conv_s2_p1(
// KERNELS-NOT: memref.alloc
// KERNELS: return
// KERNELS-LABEL: func.func @conv_groups_k0(
// KERNELS-NOT: func.func @conv_groups_k1(
// KERNELS: func.func @conv_groups(
// KERNELS-NOT: memref.alloc
// KERNELS: return

func.func @conv_s2_p1(%arg0: tensor<1x3x9x9xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>) -> tensor<1x4x5x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst : f32
  } : tensor<1x3x9x9xf32> to tensor<1x3x11x11xf32>
  %0 = tensor.empty() : tensor<1x4x5x5xf32>
  %broadcasted = linalg.broadcast ins(%arg2 : tensor<4xf32>) outs(%0 : tensor<1x4x5x5xf32>) dimensions = [0, 2, 3] 
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x11x11xf32>, tensor<4x3x3x3xf32>) outs(%broadcasted : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %1 : tensor<1x4x5x5xf32>
}

func.func @conv_dil2(%arg0: tensor<2x2x8x7xf32>, %arg1: tensor<3x2x3x2xf32>) -> tensor<2x3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<2x3x4x5xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg1 : tensor<2x2x8x7xf32>, tensor<3x2x3x2xf32>) outs(%1 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %2 : tensor<2x3x4x5xf32>
}

func.func @conv_groups(%arg0: tensor<1x4x6x6xf32>, %arg1: tensor<6x2x3x3xf32>, %arg2: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst : f32
  } : tensor<1x4x6x6xf32> to tensor<1x4x8x8xf32>
  %0 = tensor.empty() : tensor<1x6x6x6xf32>
  %broadcasted = linalg.broadcast ins(%arg2 : tensor<6xf32>) outs(%0 : tensor<1x6x6x6xf32>) dimensions = [0, 2, 3] 
  %expanded = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 8, 8] : tensor<1x4x8x8xf32> into tensor<1x2x2x8x8xf32>
  %expanded_0 = tensor.expand_shape %arg1 [[0, 1], [2], [3], [4]] output_shape [2, 3, 2, 3, 3] : tensor<6x2x3x3xf32> into tensor<2x3x2x3x3xf32>
  %expanded_1 = tensor.expand_shape %broadcasted [[0], [1, 2], [3], [4]] output_shape [1, 2, 3, 6, 6] : tensor<1x6x6x6xf32> into tensor<1x2x3x6x6xf32>
  %1 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded, %expanded_0 : tensor<1x2x2x8x8xf32>, tensor<2x3x2x3x3xf32>) outs(%expanded_1 : tensor<1x2x3x6x6xf32>) -> tensor<1x2x3x6x6xf32>
  %collapsed = tensor.collapse_shape %1 [[0], [1, 2], [3], [4]] : tensor<1x2x3x6x6xf32> into tensor<1x6x6x6xf32>
  return %collapsed : tensor<1x6x6x6xf32>
}

func.func @conv_depthwise(%arg0: tensor<1x4x7x7xf32>, %arg1: tensor<4x1x3x3xf32>, %arg2: tensor<4xf32>) -> tensor<1x4x7x7xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst : f32
  } : tensor<1x4x7x7xf32> to tensor<1x4x9x9xf32>
  %0 = tensor.empty() : tensor<1x4x7x7xf32>
  %broadcasted = linalg.broadcast ins(%arg2 : tensor<4xf32>) outs(%0 : tensor<1x4x7x7xf32>) dimensions = [0, 2, 3] 
  %collapsed = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<4x1x3x3xf32> into tensor<4x3x3xf32>
  %1 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<1x4x9x9xf32>, tensor<4x3x3xf32>) outs(%broadcasted : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  return %1 : tensor<1x4x7x7xf32>
}

func.func @conv1d_s3(%arg0: tensor<1x2x10xf32>, %arg1: tensor<3x2x2xf32>, %arg2: tensor<3xf32>) -> tensor<1x3x3xf32> {
  %0 = tensor.empty() : tensor<1x3x3xf32>
  %broadcasted = linalg.broadcast ins(%arg2 : tensor<3xf32>) outs(%0 : tensor<1x3x3xf32>) dimensions = [0, 2] 
  %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<3> : vector<1xi64>} ins(%arg0, %arg1 : tensor<1x2x10xf32>, tensor<3x2x2xf32>) outs(%broadcasted : tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
  return %1 : tensor<1x3x3xf32>
}

func.func @conv3d(%arg0: tensor<1x2x4x5x4xf32>, %arg1: tensor<2x2x3x3x3xf32>, %arg2: tensor<2xf32>) -> tensor<1x2x4x3x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1, 1] high[0, 0, 1, 1, 1] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
    tensor.yield %cst : f32
  } : tensor<1x2x4x5x4xf32> to tensor<1x2x6x7x6xf32>
  %0 = tensor.empty() : tensor<1x2x4x3x4xf32>
  %broadcasted = linalg.broadcast ins(%arg2 : tensor<2xf32>) outs(%0 : tensor<1x2x4x3x4xf32>) dimensions = [0, 2, 3, 4] 
  %1 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : vector<3xi64>, strides = dense<[1, 2, 1]> : vector<3xi64>} ins(%padded, %arg1 : tensor<1x2x6x7x6xf32>, tensor<2x2x3x3x3xf32>) outs(%broadcasted : tensor<1x2x4x3x4xf32>) -> tensor<1x2x4x3x4xf32>
  return %1 : tensor<1x2x4x3x4xf32>
}

#pools_map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @pools(%arg0: tensor<1x3x9x9xf32>) -> (tensor<1x3x5x5xf32>, tensor<1x3x4x4xf32>, tensor<1x3x3x3xf32>, tensor<3x9x4xf32>) {
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 4.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %cst : f32
  } : tensor<1x3x9x9xf32> to tensor<1x3x11x11xf32>
  %0 = tensor.empty() : tensor<1x3x5x5xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %2 = tensor.empty() : tensor<3x3xf32>
  %3 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %2 : tensor<1x3x11x11xf32>, tensor<3x3xf32>) outs(%1 : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %4 = tensor.empty() : tensor<1x3x4x4xf32>
  %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %6 = tensor.empty() : tensor<2x2xf32>
  %7 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %6 : tensor<1x3x9x9xf32>, tensor<2x2xf32>) outs(%5 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %8 = linalg.generic {indexing_maps = [#pools_map, #pools_map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x3x4x4xf32>) outs(%4 : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %16 = arith.divf %in, %cst_1 : f32
    linalg.yield %16 : f32
  } -> tensor<1x3x4x4xf32>
  %9 = tensor.empty() : tensor<1x3x3x3xf32>
  %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %11 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<3> : vector<2xi64>} ins(%arg0, %6 : tensor<1x3x9x9xf32>, tensor<2x2xf32>) outs(%10 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x3x9x9xf32> into tensor<3x9x9xf32>
  %expanded = tensor.expand_shape %collapsed [[0], [1], [2, 3]] output_shape [3, 9, 1, 9] : tensor<3x9x9xf32> into tensor<3x9x1x9xf32>
  %12 = tensor.empty() : tensor<3x9x1x4xf32>
  %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<3x9x1x4xf32>) -> tensor<3x9x1x4xf32>
  %14 = tensor.empty() : tensor<1x2xf32>
  %15 = linalg.pooling_nchw_max {dilations = dense<[1, 2]> : vector<2xi64>, strides = dense<[1, 2]> : vector<2xi64>} ins(%expanded, %14 : tensor<3x9x1x9xf32>, tensor<1x2xf32>) outs(%13 : tensor<3x9x1x4xf32>) -> tensor<3x9x1x4xf32>
  %collapsed_2 = tensor.collapse_shape %15 [[0], [1, 2], [3]] : tensor<3x9x1x4xf32> into tensor<3x9x4xf32>
  return %3, %8, %11, %collapsed_2 : tensor<1x3x5x5xf32>, tensor<1x3x4x4xf32>, tensor<1x3x3x3xf32>, tensor<3x9x4xf32>
}

func.func @matmul_t(%arg0: tensor<4x8xf32>, %arg1: tensor<6x8xf32>) -> (tensor<4x6xf32>, tensor<8x8xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<8x6xf32>
  %transposed = linalg.transpose ins(%arg1 : tensor<6x8xf32>) outs(%0 : tensor<8x6xf32>) permutation = [1, 0] 
  %1 = tensor.empty() : tensor<4x6xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %3 = linalg.matmul ins(%arg0, %transposed : tensor<4x8xf32>, tensor<8x6xf32>) outs(%2 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %4 = tensor.empty() : tensor<8x4xf32>
  %transposed_0 = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%4 : tensor<8x4xf32>) permutation = [1, 0] 
  %5 = tensor.empty() : tensor<8x8xf32>
  %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %7 = linalg.matmul ins(%transposed_0, %arg0 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%6 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3, %7 : tensor<4x6xf32>, tensor<8x8xf32>
}

// Written as torch-mlir's linalg route would for an NHWC convolution (the
// TOSA route's layout) with a stride and a dilation per axis.
func.func @conv_nhwc_hwcf(%x: tensor<1x7x6x3xf32>, %w: tensor<2x3x3x4xf32>) -> tensor<1x3x2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x2x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x2x4xf32>) -> tensor<1x3x2x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%x, %w : tensor<1x7x6x3xf32>, tensor<2x3x3x4xf32>) outs(%init : tensor<1x3x2x4xf32>) -> tensor<1x3x2x4xf32>
  return %c : tensor<1x3x2x4xf32>
}

// A stride larger than the input: one window, at the start.
func.func @stride_past_input(%x: tensor<1x1x3xf32>, %w: tensor<1x1x2xf32>) -> tensor<1x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %c = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<5> : vector<1xi64>} ins(%x, %w : tensor<1x1x3xf32>, tensor<1x1x2xf32>) outs(%init : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  return %c : tensor<1x1x1xf32>
}

// A matmul with both operands transposed (what upstream's
// matmul_transpose_a/b became: linalg.matmul with indexing maps), and
// linalg.map.
func.func @matmul_maps(%a: tensor<8x4xf32>, %b: tensor<6x8xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<8x4xf32>, tensor<6x8xf32>) outs(%init : tensor<4x6xf32>) -> tensor<4x6xf32>
  %m = linalg.map { math.absf } ins(%c : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>)
  return %m : tensor<4x6xf32>
}

// tensor.insert_slice with strides (torch-mlir's conv_transpose2d spreads
// its input this way before convolving).
func.func @insert_strided(%s: tensor<2x3xf32>, %d: tensor<5x8xf32>) -> tensor<5x8xf32> {
  %r = tensor.insert_slice %s into %d[1, 0] [2, 3] [2, 3] : tensor<2x3xf32> into tensor<5x8xf32>
  return %r : tensor<5x8xf32>
}

// Padding larger than the kernel: the first and last windows lie wholly in
// the padding and give the bias alone.
func.func @pad_past_kernel(%x: tensor<1x2x3xf32>, %w: tensor<2x2x2xf32>, %b: tensor<2xf32>) -> tensor<1x2x10xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 4] high[0, 0, 4] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %zero : f32
  } : tensor<1x2x3xf32> to tensor<1x2x11xf32>
  %e = tensor.empty() : tensor<1x2x10xf32>
  %init = linalg.broadcast ins(%b : tensor<2xf32>) outs(%e : tensor<1x2x10xf32>) dimensions = [0, 2]
  %c = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%p, %w : tensor<1x2x11xf32>, tensor<2x2x2xf32>) outs(%init : tensor<1x2x10xf32>) -> tensor<1x2x10xf32>
  return %c : tensor<1x2x10xf32>
}

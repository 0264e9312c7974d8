// axe-fuse-attention on torch-mlir's export of F.scaled_dot_product_attention(q, k, v) in f32
// with q of 1x3x5x48 and k, v of 1x3x7x48 and 1x3x7x40: 15 query rows (not a whole number of
// the kernel's 4 rows a block), a head dimension of 48 (lanes 16..31 hold one dimension, not
// two) and a value dimension of its own. The function becomes a driver that calls one kernel,
// a warp per query row: the scores summed over the lanes by a butterfly of shuffles, the softmax
// online over the keys (running max, sum and output), the output divided once at the end. On
// the GPU emulator it matches the interpreter on the linalg, on random inputs (outputs of about
// 0.3: a kernel writing zeros fails) and on special ones (Inputs/attention-special.py: a row of
// all -inf scores gives zeros, a NaN query or an exp(inf - inf) a NaN row, scores in the
// thousands no overflow, an infinite value an infinite column).
// RUN: axe-opt %s --axe-fuse-attention | FileCheck %s
// RUN: axe-opt %s --axe-fuse-attention -o %t.fused.mlir
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --trials 2 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// The same through axe-run's flag, which fuses before the front end splits the program:
// RUN: axe-run %s --target gpu-emulator --gpu-fused-attention --trials 1 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// RUN: %python %S/Inputs/attention-special.py float32 1x3x5x48 1x3x7x48 1x3x7x40 %t.special
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --inputs %t.special.q.npy,%t.special.k.npy,%t.special.v.npy --trials 1 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// No keys, or no queries: not fused (the fused kernel would be an empty launch); the unfused
// path compiles and runs them as the interpreter does.
// RUN: sed 's/x7x/x0x/g' %s > %t.nokeys.mlir
// RUN: axe-opt %t.nokeys.mlir --axe-fuse-attention | FileCheck %s --check-prefix=EMPTY
// RUN: axe-compile %t.nokeys.mlir --target=nvptx --fused-attention -o %t.nokeys.ptx
// RUN: axe-run %t.nokeys.mlir --target gpu-emulator --gpu-fused-attention --trials 1 | FileCheck %s --check-prefix=EMU
// RUN: sed 's/x5x/x0x/g' %s > %t.noqueries.mlir
// RUN: axe-opt %t.noqueries.mlir --axe-fuse-attention | FileCheck %s --check-prefix=EMPTY
// RUN: axe-compile %t.noqueries.mlir --target=nvptx --fused-attention -o %t.noqueries.ptx
// RUN: axe-run %t.noqueries.mlir --target gpu-emulator --gpu-fused-attention --trials 1 | FileCheck %s --check-prefix=EMU
// EMPTY-NOT: uop.kernel

// CHECK-LABEL: func.func @sdpa_ragged(
// CHECK-SAME: memref<1x3x5x48xf32>, %{{.*}}: memref<1x3x7x48xf32>, %{{.*}}: memref<1x3x7x40xf32>, %{{.*}}: memref<1x3x5x40xf32> {uop.output = 0 : i64})
// CHECK-NEXT: call @sdpa_ragged_attention(
// CHECK-NOT: linalg
// CHECK-LABEL: func.func private @sdpa_ragged_attention(
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 4, 1, 1>, uop.kernel
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1], [2], [3]] : memref<1x3x5x48xf32> into memref<3x5x48xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c7{{.*}} iter_args
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: arith.maximumf
// CHECK-COUNT-2: math.exp
// CHECK: scf.yield
// CHECK-NOT: linalg

// EMU: @sdpa_ragged: {{[0-9]+}} trials, {{.*}}: ok

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_ragged(%arg0: tensor<1x3x5x48xf32>, %arg1: tensor<1x3x7x48xf32>, %arg2: tensor<1x3x7x40xf32>) -> tensor<1x3x5x40xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x3x5x7xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.37991784282579633 : f64
    %0 = tensor.empty() : tensor<1x3x5x48xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x3x5x48xf32>) outs(%0 : tensor<1x3x5x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x3x5x48xf32>
    %2 = tensor.empty() : tensor<1x3x48x7xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x3x7x48xf32>) outs(%2 : tensor<1x3x48x7xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x3x48x7xf32>) outs(%2 : tensor<1x3x48x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x3x48x7xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x3x5x48xf32> into tensor<3x5x48xf32>
    %collapsed_4 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x3x48x7xf32> into tensor<3x48x7xf32>
    %4 = tensor.empty() : tensor<3x5x7xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<3x5x7xf32>) -> tensor<3x5x7xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<3x5x48xf32>, tensor<3x48x7xf32>) outs(%5 : tensor<3x5x7xf32>) -> tensor<3x5x7xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 3, 5, 7] : tensor<3x5x7xf32> into tensor<1x3x5x7xf32>
    %7 = tensor.empty() : tensor<1x3x5xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x3x5xi64>) -> tensor<1x3x5xi64>
    %9 = tensor.empty() : tensor<1x3x5xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x3x5xf32>) -> tensor<1x3x5xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded : tensor<1x3x5x7xf32>) outs(%10, %8 : tensor<1x3x5xf32>, tensor<1x3x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x3x5xf32>, tensor<1x3x5xi64>)
    %expanded_5 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 3, 5, 1] : tensor<1x3x5xf32> into tensor<1x3x5x1xf32>
    %12 = tensor.empty() : tensor<1x3x5x7xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_5 : tensor<1x3x5x7xf32>, tensor<1x3x5x1xf32>) outs(%12 : tensor<1x3x5x7xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x3x5x7xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x3x5x7xf32>) outs(%12 : tensor<1x3x5x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x3x5x7xf32>
    %15 = tensor.empty() : tensor<1x3x5x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x3x5x1xf32>) -> tensor<1x3x5x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x3x5x7xf32>) outs(%16 : tensor<1x3x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x3x5x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x3x5x7xf32>, tensor<1x3x5x1xf32>) outs(%12 : tensor<1x3x5x7xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x3x5x7xf32>
    %19 = tensor.empty() : tensor<1x3x5x7xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x3x5x7xf32>) outs(%19 : tensor<1x3x5x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x3x5x7xi1>
    %21 = tensor.empty() : tensor<1x3x5x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x3x5x1xi1>) -> tensor<1x3x5x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x3x5x7xi1>) outs(%22 : tensor<1x3x5x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x3x5x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x3x5x1xi1>, tensor<1x3x5x7xf32>, tensor<1x3x5x7xf32>) outs(%12 : tensor<1x3x5x7xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x3x5x7xf32>
    %collapsed_6 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x3x5x7xf32> into tensor<3x5x7xf32>
    %collapsed_7 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x3x7x40xf32> into tensor<3x7x40xf32>
    %25 = tensor.empty() : tensor<3x5x40xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<3x5x40xf32>) -> tensor<3x5x40xf32>
    %27 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<3x5x7xf32>, tensor<3x7x40xf32>) outs(%26 : tensor<3x5x40xf32>) -> tensor<3x5x40xf32>
    %expanded_8 = tensor.expand_shape %27 [[0, 1], [2], [3]] output_shape [1, 3, 5, 40] : tensor<3x5x40xf32> into tensor<1x3x5x40xf32>
    return %expanded_8 : tensor<1x3x5x40xf32>
  }
}

// axe-fuse-attention on attentions that are not their whole function but read some of its
// arguments: a function with a second result beside the attention (its argument q), and one
// whose Q the function computes (q + q) while K and V are its arguments. The attention's ops
// leave the function (its result a new last argument, the Q it computes an extra result) and
// a fused kernel is built beside it; after axe-tensor-to-kernels the driver calls the kernel
// on its own K and V buffers. On the GPU emulator against the interpreter, on random and
// special inputs (an all -inf row gives zeros, NaN and inf as the linalg).
// RUN: axe-opt %s --split-input-file --axe-fuse-attention | FileCheck %s
// RUN: axe-run %s --split-input-file --target gpu-emulator --gpu-fused-attention --trials 2 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// RUN: %python %S/Inputs/attention-special.py float32 2x8x16 2x8x16 2x8x16 %t.special
// RUN: axe-run %s --split-input-file --target gpu-emulator --gpu-fused-attention --inputs %t.special.q.npy,%t.special.k.npy,%t.special.v.npy --trials 1 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: func.func private @sdpa_f32_scale_attention(
// CHECK-SAME: memref<2x8x16xf32>, %{{.*}}: memref<2x8x16xf32>, %{{.*}}: memref<2x8x16xf32>, %{{.*}}: memref<2x8x16xf32>)
// CHECK-SAME: uop.fused_attention = {function = "sdpa_f32_scale", inputs = [-1, -2, -3], output = 3 : i64}
// CHECK-LABEL: func.func @sdpa_f32_scale(
// CHECK-SAME: %arg3: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>)
// CHECK-NOT: linalg.batch_matmul
// CHECK: return %arg3, %arg0
// CHECK-LABEL: func.func private @sdpa_f32_scale_attention(
// CHECK-SAME: uop.fused_attention = {function = "sdpa_f32_scale", inputs = [1, -2, -3], output = 3 : i64}
// CHECK-LABEL: func.func @sdpa_f32_scale(
// CHECK-SAME: %arg3: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>)
// CHECK: %[[Q:.*]] = arith.addf %arg0, %arg0
// CHECK-NOT: linalg.batch_matmul
// CHECK: return %arg3, %[[Q]]

// EMU-COUNT-2: @sdpa_f32_scale: {{.*}}: ok
// EMU-NOT: mismatch

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27, %arg0 : tensor<2x8x16xf32>, tensor<2x8x16xf32>
  }
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f32_scale(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.54772255750516607 : f64
    %doubled = arith.addf %arg0, %arg0 : tensor<2x8x16xf32>
    %expanded = tensor.expand_shape %doubled [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x8x16xf32>) outs(%0 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x8x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed = linalg.transpose ins(%expanded_4 : tensor<1x2x8x16xf32>) outs(%2 : tensor<1x2x16x8xf32>) permutation = [0, 1, 3, 2] 
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x16x8xf32>) outs(%2 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.mulf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %4 = tensor.empty() : tensor<2x8x8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %7 = tensor.empty() : tensor<1x2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %9 = tensor.empty() : tensor<1x2x8xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%10, %8 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %28 = linalg.index 3 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : f32
      %31 = arith.cmpf ogt, %in, %out : f32
      %32 = arith.select %31, %29, %out_9 : i64
      linalg.yield %30, %32 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_7 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %12 = tensor.empty() : tensor<1x2x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded_7 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.subf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.exp %in : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %15 = tensor.empty() : tensor<1x2x8x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x8x8xf32>) outs(%16 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %28 = arith.divf %in, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %19 = tensor.empty() : tensor<1x2x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x8x8xf32>) outs(%19 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.extf %in : f32 to f64
      %29 = arith.cmpf oeq, %28, %cst_2 : f64
      linalg.yield %29 : i1
    } -> tensor<1x2x8x8xi1>
    %21 = tensor.empty() : tensor<1x2x8x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x8x8xi1>) outs(%22 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %28 = arith.andi %in, %out : i1
      linalg.yield %28 : i1
    } -> tensor<1x2x8x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_1, %18 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%12 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %28 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %28 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %25 = tensor.empty() : tensor<2x8x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_8, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%26 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
}

// axe-fuse-attention on torch-mlir's f16 export of F.scaled_dot_product_attention(q, k, v)
// with 16 queries and 24 keys of dimension 32: torch-mlir widens Q, K and V to f32, computes in
// f32 and narrows the output back to f16; so does the fused kernel (exact widening loads,
// f32 arithmetic, one arith.truncf before the store), so it matches the interpreter on the GPU
// emulator to an f16 rounding, on random and on special inputs (Inputs/attention-special.py).
// RUN: axe-opt %s --axe-fuse-attention | FileCheck %s
// RUN: axe-opt %s --axe-fuse-attention -o %t.fused.mlir
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --trials 2 --rtol 2e-3 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// RUN: %python %S/Inputs/attention-special.py float16 1x2x16x32 1x2x24x32 1x2x24x32 %t.special
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --inputs %t.special.q.npy,%t.special.k.npy,%t.special.v.npy --trials 1 --rtol 2e-3 --atol 1e-4 | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: func.func private @sdpa_f16_attention(
// CHECK-SAME: memref<1x2x16x32xf16>, %{{.*}}: memref<1x2x24x32xf16>, %{{.*}}: memref<1x2x24x32xf16>, %{{.*}}: memref<1x2x16x32xf16>
// CHECK-SAME: gpu.known_grid_size = array<i32: 8, 1, 1>
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT: memref.store

// EMU: @sdpa_f16: {{[0-9]+}} trials, {{.*}}: ok

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @sdpa_f16(%arg0: tensor<1x2x16x32xf16>, %arg1: tensor<1x2x24x32xf16>, %arg2: tensor<1x2x24x32xf16>) -> tensor<1x2x16x32xf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x16x24xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.42044820762685725 : f64
    %0 = tensor.empty() : tensor<1x2x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x16x32xf16>) outs(%0 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %34 = arith.extf %in : f16 to f32
      linalg.yield %34 : f32
    } -> tensor<1x2x16x32xf32>
    %2 = tensor.empty() : tensor<1x2x24x32xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x24x32xf16>) outs(%2 : tensor<1x2x24x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %34 = arith.extf %in : f16 to f32
      linalg.yield %34 : f32
    } -> tensor<1x2x24x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x24x32xf16>) outs(%2 : tensor<1x2x24x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %34 = arith.extf %in : f16 to f32
      linalg.yield %34 : f32
    } -> tensor<1x2x24x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2x16x32xf32>) outs(%0 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.truncf %cst_3 : f64 to f32
      %35 = arith.mulf %in, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x16x32xf32>
    %6 = tensor.empty() : tensor<1x2x32x24xf32>
    %transposed = linalg.transpose ins(%3 : tensor<1x2x24x32xf32>) outs(%6 : tensor<1x2x32x24xf32>) permutation = [0, 1, 3, 2] 
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x32x24xf32>) outs(%6 : tensor<1x2x32x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.truncf %cst_3 : f64 to f32
      %35 = arith.mulf %in, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x32x24xf32>
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_4 = tensor.collapse_shape %7 [[0, 1], [2], [3]] : tensor<1x2x32x24xf32> into tensor<2x32x24xf32>
    %8 = tensor.empty() : tensor<2x16x24xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<2x16x24xf32>) -> tensor<2x16x24xf32>
    %10 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<2x16x32xf32>, tensor<2x32x24xf32>) outs(%9 : tensor<2x16x24xf32>) -> tensor<2x16x24xf32>
    %expanded = tensor.expand_shape %10 [[0, 1], [2], [3]] output_shape [1, 2, 16, 24] : tensor<2x16x24xf32> into tensor<1x2x16x24xf32>
    %11 = tensor.empty() : tensor<1x2x16xi64>
    %12 = linalg.fill ins(%c0_i64 : i64) outs(%11 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %13 = tensor.empty() : tensor<1x2x16xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %15:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded : tensor<1x2x16x24xf32>) outs(%14, %12 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %34 = linalg.index 3 : index
      %35 = arith.index_cast %34 : index to i64
      %36 = arith.maximumf %in, %out : f32
      %37 = arith.cmpf ogt, %in, %out : f32
      %38 = arith.select %37, %35, %out_9 : i64
      linalg.yield %36, %38 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_5 = tensor.expand_shape %15#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %16 = tensor.empty() : tensor<1x2x16x24xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_5 : tensor<1x2x16x24xf32>, tensor<1x2x16x1xf32>) outs(%16 : tensor<1x2x16x24xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %34 = arith.subf %in, %in_9 : f32
      linalg.yield %34 : f32
    } -> tensor<1x2x16x24xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x2x16x24xf32>) outs(%16 : tensor<1x2x16x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = math.exp %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x2x16x24xf32>
    %19 = tensor.empty() : tensor<1x2x16x1xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%18 : tensor<1x2x16x24xf32>) outs(%20 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %in, %out : f32
      linalg.yield %34 : f32
    } -> tensor<1x2x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %21 : tensor<1x2x16x24xf32>, tensor<1x2x16x1xf32>) outs(%16 : tensor<1x2x16x24xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %34 = arith.divf %in, %in_9 : f32
      linalg.yield %34 : f32
    } -> tensor<1x2x16x24xf32>
    %23 = tensor.empty() : tensor<1x2x16x24xi1>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x16x24xf32>) outs(%23 : tensor<1x2x16x24xi1>) {
    ^bb0(%in: f32, %out: i1):
      %34 = arith.extf %in : f32 to f64
      %35 = arith.cmpf oeq, %34, %cst_2 : f64
      linalg.yield %35 : i1
    } -> tensor<1x2x16x24xi1>
    %25 = tensor.empty() : tensor<1x2x16x1xi1>
    %26 = linalg.fill ins(%true : i1) outs(%25 : tensor<1x2x16x1xi1>) -> tensor<1x2x16x1xi1>
    %27 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x2x16x24xi1>) outs(%26 : tensor<1x2x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %34 = arith.andi %in, %out : i1
      linalg.yield %34 : i1
    } -> tensor<1x2x16x1xi1>
    %28 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %cst_1, %22 : tensor<1x2x16x1xi1>, tensor<1x2x16x24xf32>, tensor<1x2x16x24xf32>) outs(%16 : tensor<1x2x16x24xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %34 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %34 : f32
    } -> tensor<1x2x16x24xf32>
    %collapsed_6 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<1x2x16x24xf32> into tensor<2x16x24xf32>
    %collapsed_7 = tensor.collapse_shape %4 [[0, 1], [2], [3]] : tensor<1x2x24x32xf32> into tensor<2x24x32xf32>
    %29 = tensor.empty() : tensor<2x16x32xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %31 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<2x16x24xf32>, tensor<2x24x32xf32>) outs(%30 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_8 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %32 = tensor.empty() : tensor<1x2x16x32xf16>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<1x2x16x32xf32>) outs(%32 : tensor<1x2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %34 = arith.truncf %in : f32 to f16
      linalg.yield %34 : f16
    } -> tensor<1x2x16x32xf16>
    return %33 : tensor<1x2x16x32xf16>
  }
}

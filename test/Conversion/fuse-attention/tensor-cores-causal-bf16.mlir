// axe-fuse-attention{tensor-cores=true} on torch-mlir's bf16 export of
// F.scaled_dot_product_attention(q, k, v, is_causal=True), 2 batches of one head of 32 queries
// and keys of dimension 32: a warp's key loop ends after its last query row (the first warp of
// a head takes one step of 16 keys, the second two), the diagonal step masks each score atom's
// element, and P is rounded to bf16 for the second product (the tolerance of a bf16 rounding).
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-fuse-attention{tensor-cores=true})' -o %t.fused.mlir
// RUN: FileCheck %s < %t.fused.mlir
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --trials 2 --rtol 2e-2 --atol 5e-3 | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: func.func private @tc_bf16_causal_attention(
// CHECK: %[[TILE_IN_HEAD:.*]] = arith.remui %{{.*}}, %c2 : index
// CHECK: %[[FIRST:.*]] = arith.muli %[[TILE_IN_HEAD]], %c16 : index
// CHECK: %[[PAST:.*]] = arith.addi %[[FIRST]], %c16{{.*}} : index
// CHECK: %[[END:.*]] = arith.minui %[[PAST]], %c32{{.*}} : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[END]] step
// CHECK: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xbf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: arith.cmpi ule
// CHECK: arith.truncf %{{.*}} : f32 to bf16

// EMU: @tc_bf16_causal: {{[0-9]+}} trials, {{.*}}: ok

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @tc_bf16_causal(%arg0: tensor<2x1x32x32xbf16>, %arg1: tensor<2x1x32x32xbf16>, %arg2: tensor<2x1x32x32xbf16>) -> tensor<2x1x32x32xbf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x1x32x32xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<32x32xi1>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.42044820762685725 : f64
    %0 = tensor.empty() : tensor<2x1x32x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1x32x32xbf16>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %39 = arith.extf %in : bf16 to f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x1x32x32xbf16>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %39 = arith.extf %in : bf16 to f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x32xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x1x32x32xbf16>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %39 = arith.extf %in : bf16 to f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x1x32x32xf32>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = arith.truncf %cst_6 : f64 to f32
      %40 = arith.mulf %in, %39 : f32
      linalg.yield %40 : f32
    } -> tensor<2x1x32x32xf32>
    %5 = tensor.empty() : tensor<32xi64>
    %6 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%5 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %39 = linalg.index 0 : index
      %40 = arith.index_cast %39 : index to i64
      linalg.yield %40 : i64
    } -> tensor<32xi64>
    %expanded = tensor.expand_shape %6 [[0, 1]] output_shape [1, 32] : tensor<32xi64> into tensor<1x32xi64>
    %expanded_7 = tensor.expand_shape %6 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %7 = tensor.empty() : tensor<32x32xi64>
    %8 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x32xi64>, tensor<32x1xi64>) outs(%7 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_14: i64, %out: i64):
      %39 = arith.subi %in, %in_14 : i64
      linalg.yield %39 : i64
    } -> tensor<32x32xi64>
    %9 = tensor.empty() : tensor<32x32xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<32x32xi64>) outs(%9 : tensor<32x32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %39 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %39 : i1
    } -> tensor<32x32xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10, %cst_4 : tensor<32x32xi1>, tensor<32x32xi1>) outs(%9 : tensor<32x32xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %39 = arith.andi %in, %in_14 : i1
      linalg.yield %39 : i1
    } -> tensor<32x32xi1>
    %12 = tensor.empty() : tensor<32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2, %cst_3 : tensor<32x32xi1>, tensor<f32>, tensor<f32>) outs(%12 : tensor<32x32xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %39 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %39 : f32
    } -> tensor<32x32xf32>
    %transposed = linalg.transpose ins(%2 : tensor<2x1x32x32xf32>) outs(%0 : tensor<2x1x32x32xf32>) permutation = [0, 1, 3, 2] 
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x1x32x32xf32>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = arith.truncf %cst_6 : f64 to f32
      %40 = arith.mulf %in, %39 : f32
      linalg.yield %40 : f32
    } -> tensor<2x1x32x32xf32>
    %collapsed = tensor.collapse_shape %4 [[0], [1, 2], [3]] : tensor<2x1x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_8 = tensor.collapse_shape %14 [[0], [1, 2], [3]] : tensor<2x1x32x32xf32> into tensor<2x32x32xf32>
    %15 = tensor.empty() : tensor<2x32x32xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %17 = linalg.batch_matmul ins(%collapsed, %collapsed_8 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%16 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_9 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [2, 1, 32, 32] : tensor<2x32x32xf32> into tensor<2x1x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %13 : tensor<2x1x32x32xf32>, tensor<32x32xf32>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %39 = arith.addf %in, %in_14 : f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x32xf32>
    %19 = tensor.empty() : tensor<2x1x32xi64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<2x1x32xi64>) -> tensor<2x1x32xi64>
    %21 = tensor.empty() : tensor<2x1x32xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %23:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%18 : tensor<2x1x32x32xf32>) outs(%22, %20 : tensor<2x1x32xf32>, tensor<2x1x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_14: i64):
      %39 = linalg.index 3 : index
      %40 = arith.index_cast %39 : index to i64
      %41 = arith.maximumf %in, %out : f32
      %42 = arith.cmpf ogt, %in, %out : f32
      %43 = arith.select %42, %40, %out_14 : i64
      linalg.yield %41, %43 : f32, i64
    } -> (tensor<2x1x32xf32>, tensor<2x1x32xi64>)
    %expanded_10 = tensor.expand_shape %23#0 [[0], [1], [2, 3]] output_shape [2, 1, 32, 1] : tensor<2x1x32xf32> into tensor<2x1x32x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_10 : tensor<2x1x32x32xf32>, tensor<2x1x32x1xf32>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %39 = arith.subf %in, %in_14 : f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x32xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<2x1x32x32xf32>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = math.exp %in : f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x32xf32>
    %26 = tensor.empty() : tensor<2x1x32x1xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x1x32x1xf32>) -> tensor<2x1x32x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<2x1x32x32xf32>) outs(%27 : tensor<2x1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %39 = arith.addf %in, %out : f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %28 : tensor<2x1x32x32xf32>, tensor<2x1x32x1xf32>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %39 = arith.divf %in, %in_14 : f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x32xf32>
    %30 = tensor.empty() : tensor<2x1x32x32xi1>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<2x1x32x32xf32>) outs(%30 : tensor<2x1x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %39 = arith.extf %in : f32 to f64
      %40 = arith.cmpf oeq, %39, %cst_5 : f64
      linalg.yield %40 : i1
    } -> tensor<2x1x32x32xi1>
    %32 = tensor.empty() : tensor<2x1x32x1xi1>
    %33 = linalg.fill ins(%true : i1) outs(%32 : tensor<2x1x32x1xi1>) -> tensor<2x1x32x1xi1>
    %34 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<2x1x32x32xi1>) outs(%33 : tensor<2x1x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %39 = arith.andi %in, %out : i1
      linalg.yield %39 : i1
    } -> tensor<2x1x32x1xi1>
    %35 = linalg.generic {indexing_maps = [#map8, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %cst_1, %29 : tensor<2x1x32x1xi1>, tensor<2x1x32x32xf32>, tensor<2x1x32x32xf32>) outs(%0 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %39 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %39 : f32
    } -> tensor<2x1x32x32xf32>
    %collapsed_11 = tensor.collapse_shape %35 [[0], [1, 2], [3]] : tensor<2x1x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_12 = tensor.collapse_shape %3 [[0], [1, 2], [3]] : tensor<2x1x32x32xf32> into tensor<2x32x32xf32>
    %36 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%16 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_13 = tensor.expand_shape %36 [[0], [1, 2], [3]] output_shape [2, 1, 32, 32] : tensor<2x32x32xf32> into tensor<2x1x32x32xf32>
    %37 = tensor.empty() : tensor<2x1x32x32xbf16>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<2x1x32x32xf32>) outs(%37 : tensor<2x1x32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %39 = arith.truncf %in : f32 to bf16
      linalg.yield %39 : bf16
    } -> tensor<2x1x32x32xbf16>
    return %38 : tensor<2x1x32x32xbf16>
  }
}

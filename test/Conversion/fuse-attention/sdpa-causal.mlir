// axe-fuse-attention on torch-mlir's f16 export of F.scaled_dot_product_attention(q, k, v,
// is_causal=True) (16 queries and keys of dimension 32): each row's key loop stops at the row's
// own key (min(query + 1, keys)), so the keys the mask hides are never read. Masked keys weigh
// nothing whatever their scores (the linalg's NaN for a masked NaN or +inf score is not kept).
// Checked on the GPU emulator against the interpreter, on random and special inputs; the
// corpus's f32 causal SDPA (models/fast, head dimension 16: half the lanes idle) too.
// RUN: axe-opt %s --axe-fuse-attention | FileCheck %s
// RUN: axe-opt %s --axe-fuse-attention -o %t.fused.mlir
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --trials 2 --rtol 2e-3 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// RUN: %python %S/Inputs/attention-special.py float16 1x2x16x32 1x2x16x32 1x2x16x32 %t.special
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --inputs %t.special.q.npy,%t.special.k.npy,%t.special.v.npy --trials 1 --rtol 2e-3 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// A NaN in head 0's last key: the linalg's whole head is NaN (16 rows of 32), the fused
// kernel's last row only.
// RUN: %python %S/Inputs/masked-nan.py 1x2x16x32 %t.nan
// RUN: axe-run %s --inputs %t.nan.q.npy,%t.nan.k.npy,%t.nan.v.npy --trials 1 --print --print-full | grep result | grep -o NaN | wc -l | FileCheck %s --check-prefix=LINALG-NANS
// RUN: axe-run %t.fused.mlir --target gpu-emulator --inputs %t.nan.q.npy,%t.nan.k.npy,%t.nan.v.npy --trials 1 --print --print-full | grep result | grep -o NaN | wc -l | FileCheck %s --check-prefix=FUSED-NANS
// RUN: axe-opt %S/../../../models/fast/sdpa_causal/linalg.mlir --axe-fuse-attention -o %t.corpus.mlir
// RUN: axe-run %S/../../../models/fast/sdpa_causal/linalg.mlir --against %t.corpus.mlir --target gpu-emulator --trials 2 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=CORPUS

// CHECK-LABEL: func.func private @sdpa_causal_f16_attention(
// CHECK: %[[QUERY:.*]] = arith.remui %{{.*}}, %c16{{.*}} : index
// CHECK: %[[NEXT:.*]] = arith.addi %[[QUERY]], %c1{{.*}} : index
// CHECK: %[[END:.*]] = arith.minui %[[NEXT]], %c16{{.*}} : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[END]] step %{{.*}} iter_args
// CHECK-NOT: arith.cmpi ule
// CHECK: scf.yield

// EMU: @sdpa_causal_f16: {{[0-9]+}} trials, {{.*}}: ok
// LINALG-NANS: {{^512$}}
// FUSED-NANS: {{^32$}}
// CORPUS: @sdpa_causal: {{[0-9]+}} trials, {{.*}}: ok

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
  func.func @sdpa_causal_f16(%arg0: tensor<1x2x16x32xf16>, %arg1: tensor<1x2x16x32xf16>, %arg2: tensor<1x2x16x32xf16>) -> tensor<1x2x16x32xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x16x16xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.42044820762685725 : f64
    %0 = tensor.empty() : tensor<1x2x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x16x32xf16>) outs(%0 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %43 = arith.extf %in : f16 to f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x16x32xf16>) outs(%0 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %43 = arith.extf %in : f16 to f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x32xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x16x32xf16>) outs(%0 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %43 = arith.extf %in : f16 to f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2x16x32xf32>) outs(%0 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.truncf %cst_6 : f64 to f32
      %44 = arith.mulf %in, %43 : f32
      linalg.yield %44 : f32
    } -> tensor<1x2x16x32xf32>
    %5 = tensor.empty() : tensor<16xi64>
    %6 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%5 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %43 = linalg.index 0 : index
      %44 = arith.index_cast %43 : index to i64
      linalg.yield %44 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %6 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_7 = tensor.expand_shape %6 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %7 = tensor.empty() : tensor<16x16xi64>
    %8 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%7 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_14: i64, %out: i64):
      %43 = arith.subi %in, %in_14 : i64
      linalg.yield %43 : i64
    } -> tensor<16x16xi64>
    %9 = tensor.empty() : tensor<16x16xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x16xi64>) outs(%9 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %43 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %43 : i1
    } -> tensor<16x16xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10, %cst_4 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%9 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %43 = arith.andi %in, %in_14 : i1
      linalg.yield %43 : i1
    } -> tensor<16x16xi1>
    %12 = tensor.empty() : tensor<16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2, %cst_3 : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%12 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %43 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %43 : f32
    } -> tensor<16x16xf32>
    %14 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed = linalg.transpose ins(%2 : tensor<1x2x16x32xf32>) outs(%14 : tensor<1x2x32x16xf32>) permutation = [0, 1, 3, 2] 
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x32x16xf32>) outs(%14 : tensor<1x2x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.truncf %cst_6 : f64 to f32
      %44 = arith.mulf %in, %43 : f32
      linalg.yield %44 : f32
    } -> tensor<1x2x32x16xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_8 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %16 = tensor.empty() : tensor<2x16x16xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %18 = linalg.batch_matmul ins(%collapsed, %collapsed_8 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%17 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_9 = tensor.expand_shape %18 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %19 = tensor.empty() : tensor<1x2x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %13 : tensor<1x2x16x16xf32>, tensor<16x16xf32>) outs(%19 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %43 = arith.addf %in, %in_14 : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x16xf32>
    %21 = tensor.empty() : tensor<1x2x16xi64>
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %23 = tensor.empty() : tensor<1x2x16xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %25:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x16x16xf32>) outs(%24, %22 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_14: i64):
      %43 = linalg.index 3 : index
      %44 = arith.index_cast %43 : index to i64
      %45 = arith.maximumf %in, %out : f32
      %46 = arith.cmpf ogt, %in, %out : f32
      %47 = arith.select %46, %44, %out_14 : i64
      linalg.yield %45, %47 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_10 = tensor.expand_shape %25#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_10 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%19 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %43 = arith.subf %in, %in_14 : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x2x16x16xf32>) outs(%19 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = math.exp %in : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x16xf32>
    %28 = tensor.empty() : tensor<1x2x16x1xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<1x2x16x16xf32>) outs(%29 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.addf %in, %out : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%19 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %43 = arith.divf %in, %in_14 : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x16xf32>
    %32 = tensor.empty() : tensor<1x2x16x16xi1>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x2x16x16xf32>) outs(%32 : tensor<1x2x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %43 = arith.extf %in : f32 to f64
      %44 = arith.cmpf oeq, %43, %cst_5 : f64
      linalg.yield %44 : i1
    } -> tensor<1x2x16x16xi1>
    %34 = tensor.empty() : tensor<1x2x16x1xi1>
    %35 = linalg.fill ins(%true : i1) outs(%34 : tensor<1x2x16x1xi1>) -> tensor<1x2x16x1xi1>
    %36 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<1x2x16x16xi1>) outs(%35 : tensor<1x2x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %43 = arith.andi %in, %out : i1
      linalg.yield %43 : i1
    } -> tensor<1x2x16x1xi1>
    %37 = linalg.generic {indexing_maps = [#map8, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_1, %31 : tensor<1x2x16x1xi1>, tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%19 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %43 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_11 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_12 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %38 = tensor.empty() : tensor<2x16x32xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %40 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%39 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_13 = tensor.expand_shape %40 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %41 = tensor.empty() : tensor<1x2x16x32xf16>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x2x16x32xf32>) outs(%41 : tensor<1x2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %43 = arith.truncf %in : f32 to f16
      linalg.yield %43 : f16
    } -> tensor<1x2x16x32xf16>
    return %42 : tensor<1x2x16x32xf16>
  }
}

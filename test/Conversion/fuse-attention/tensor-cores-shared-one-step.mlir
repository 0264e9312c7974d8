// The ring of 3 shared stages when the keys are fewer than the pipeline is deep: 16 keys, one
// step (otherwise tensor-cores-shared.mlir's export: 2 heads of 64 queries, head dimension 32,
// value dimension 24). The prologue copies step 0 and commits it; step 1 is past the keys, so
// nothing more is copied, the loop's commit makes an empty group and its wait_group 1 still
// finds step 0's group complete. On the GPU emulator against the interpreter.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-fuse-attention{tensor-cores=true})' -o %t.fused.mlir
// RUN: FileCheck %s < %t.fused.mlir
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --trials 2 --rtol 1e-2 --atol 1e-3 | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: func.func private @tc_shared_one_step_attention(
// CHECK: nvgpu.device_async_copy
// CHECK: nvgpu.device_async_copy
// CHECK: nvvm.cp.async.commit.group
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: scf.for
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 1

// EMU: @tc_shared_one_step: 2 trials, {{.*}}: ok

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @tc_shared_one_step(%arg0: tensor<1x2x64x32xf16>, %arg1: tensor<1x2x16x32xf16>, %arg2: tensor<1x2x16x24xf16>) -> tensor<1x2x64x24xf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x64x16xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.42044820762685725 : f64
    %0 = tensor.empty() : tensor<1x2x64x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x64x32xf16>) outs(%0 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x64x32xf32>
    %2 = tensor.empty() : tensor<1x2x16x32xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x16x32xf16>) outs(%2 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x16x32xf32>
    %4 = tensor.empty() : tensor<1x2x16x24xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x16x24xf16>) outs(%4 : tensor<1x2x16x24xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x16x24xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2x64x32xf32>) outs(%0 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x2x64x32xf32>
    %7 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed = linalg.transpose ins(%3 : tensor<1x2x16x32xf32>) outs(%7 : tensor<1x2x32x16xf32>) permutation = [0, 1, 3, 2] 
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x32x16xf32>) outs(%7 : tensor<1x2x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x2x32x16xf32>
    %collapsed = tensor.collapse_shape %6 [[0, 1], [2], [3]] : tensor<1x2x64x32xf32> into tensor<2x64x32xf32>
    %collapsed_4 = tensor.collapse_shape %8 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %9 = tensor.empty() : tensor<2x64x16xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %11 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<2x64x32xf32>, tensor<2x32x16xf32>) outs(%10 : tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %expanded = tensor.expand_shape %11 [[0, 1], [2], [3]] output_shape [1, 2, 64, 16] : tensor<2x64x16xf32> into tensor<1x2x64x16xf32>
    %12 = tensor.empty() : tensor<1x2x64xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%12 : tensor<1x2x64xi64>) -> tensor<1x2x64xi64>
    %14 = tensor.empty() : tensor<1x2x64xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %16:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded : tensor<1x2x64x16xf32>) outs(%15, %13 : tensor<1x2x64xf32>, tensor<1x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %35 = linalg.index 3 : index
      %36 = arith.index_cast %35 : index to i64
      %37 = arith.maximumf %in, %out : f32
      %38 = arith.cmpf ogt, %in, %out : f32
      %39 = arith.select %38, %36, %out_9 : i64
      linalg.yield %37, %39 : f32, i64
    } -> (tensor<1x2x64xf32>, tensor<1x2x64xi64>)
    %expanded_5 = tensor.expand_shape %16#0 [[0], [1], [2, 3]] output_shape [1, 2, 64, 1] : tensor<1x2x64xf32> into tensor<1x2x64x1xf32>
    %17 = tensor.empty() : tensor<1x2x64x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_5 : tensor<1x2x64x16xf32>, tensor<1x2x64x1xf32>) outs(%17 : tensor<1x2x64x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.subf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x64x16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x2x64x16xf32>) outs(%17 : tensor<1x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.exp %in : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x64x16xf32>
    %20 = tensor.empty() : tensor<1x2x64x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<1x2x64x16xf32>) outs(%21 : tensor<1x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x64x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<1x2x64x16xf32>, tensor<1x2x64x1xf32>) outs(%17 : tensor<1x2x64x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.divf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x64x16xf32>
    %24 = tensor.empty() : tensor<1x2x64x16xi1>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x64x16xf32>) outs(%24 : tensor<1x2x64x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %35 = arith.extf %in : f32 to f64
      %36 = arith.cmpf oeq, %35, %cst_2 : f64
      linalg.yield %36 : i1
    } -> tensor<1x2x64x16xi1>
    %26 = tensor.empty() : tensor<1x2x64x1xi1>
    %27 = linalg.fill ins(%true : i1) outs(%26 : tensor<1x2x64x1xi1>) -> tensor<1x2x64x1xi1>
    %28 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x2x64x16xi1>) outs(%27 : tensor<1x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %35 = arith.andi %in, %out : i1
      linalg.yield %35 : i1
    } -> tensor<1x2x64x1xi1>
    %29 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_1, %23 : tensor<1x2x64x1xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) outs(%17 : tensor<1x2x64x16xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %35 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x64x16xf32>
    %collapsed_6 = tensor.collapse_shape %29 [[0, 1], [2], [3]] : tensor<1x2x64x16xf32> into tensor<2x64x16xf32>
    %collapsed_7 = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x2x16x24xf32> into tensor<2x16x24xf32>
    %30 = tensor.empty() : tensor<2x64x24xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x64x24xf32>) -> tensor<2x64x24xf32>
    %32 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<2x64x16xf32>, tensor<2x16x24xf32>) outs(%31 : tensor<2x64x24xf32>) -> tensor<2x64x24xf32>
    %expanded_8 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [1, 2, 64, 24] : tensor<2x64x24xf32> into tensor<1x2x64x24xf32>
    %33 = tensor.empty() : tensor<1x2x64x24xf16>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<1x2x64x24xf32>) outs(%33 : tensor<1x2x64x24xf16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<1x2x64x24xf16>
    return %34 : tensor<1x2x64x24xf16>
  }
}

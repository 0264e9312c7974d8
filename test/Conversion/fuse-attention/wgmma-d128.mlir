// axe-fuse-attention{wgmma=true} at a head and value dimension of 128, on torch-mlir's f16
// export of F.scaled_dot_product_attention with 2 heads of 128 queries and keys: Q's tile
// (16 KiB), 2 stages of K and V (64 KiB) and P's two tiles (16 KiB) are views of dynamic shared
// memory (the kernel asks for 99328 bytes: 1024 more to align their start), each a 1024-byte
// aligned [blocks, rows, 64] tile of 128-byte swizzled rows. S = Q K^T is 8 wgmma m64n64k16 (the
// k-steps of Q's and K's two blocks of columns), P V 4 wgmma m64n128k16 (V MN-major, its two
// blocks the descriptor's leading offset apart). Step j issues S_j and then P_{j-1} V_{j-1},
// waits for S_j alone (wait_group 1) and runs its softmax while P_{j-1} V_{j-1} is in flight;
// the last P V follows the loop. Checked on the GPU emulator (wgmma's pending accumulators and
// shared operands, fences, the async proxy, races, cp.async groups) against the interpreter on
// random and special inputs, also with 3 stages of K and V (wgmma-stages=3: each round copied
// two steps ahead, 132096 bytes); outputs are about 0.3, so zeros fail the tolerance. With a
// chip limit the tiles pass (max-shared-bytes=65536) the attention stays on mma.sync with a
// remark that gives the bytes; fewer than 2 stages is an error.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-fuse-attention{wgmma=true})' -o %t.fused.mlir
// RUN: FileCheck %s < %t.fused.mlir
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --trials 1 --rtol 1e-2 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: %python %S/Inputs/attention-special.py float16 1x2x128x128 1x2x128x128 1x2x128x128 %t.special
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --inputs %t.special.q.npy,%t.special.k.npy,%t.special.v.npy --trials 1 --rtol 1e-2 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-fuse-attention{wgmma=true wgmma-stages=3})' -o %t.three.mlir
// RUN: FileCheck %s --check-prefix=THREE < %t.three.mlir
// RUN: axe-run %s --against %t.three.mlir --target gpu-emulator --trials 1 --rtol 1e-2 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-fuse-attention{wgmma=true max-shared-bytes=65536})' 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: not axe-opt %s --pass-pipeline='builtin.module(axe-fuse-attention{wgmma=true wgmma-stages=1})' 2>&1 | FileCheck %s --check-prefix=STAGES

// CHECK-LABEL: func.func private @wgmma_d128_f16_attention(
// CHECK-SAME: uop.dynamic_shared_bytes = 99328 : i64
// CHECK: memref.view {{.*}} to memref<2x64x64xf16, #gpu.address_space<workgroup>>
// CHECK: memref.view {{.*}} to memref<4x64x64xf16, #gpu.address_space<workgroup>>
// CHECK: memref.view {{.*}} to memref<4x64x64xf16, #gpu.address_space<workgroup>>
// CHECK: memref.view {{.*}} to memref<2x64x64xf16, #gpu.address_space<workgroup>>
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-7: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: scf.for
// CHECK-COUNT-8: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: scf.yield
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0

// Three stages: the prologue commits two rounds, each step waits for all but the newest.
// THREE-LABEL: func.func private @wgmma_d128_f16_attention(
// THREE-SAME: uop.dynamic_shared_bytes = 132096 : i64
// THREE: memref.view {{.*}} to memref<6x64x64xf16, #gpu.address_space<workgroup>>
// THREE: nvvm.cp.async.commit.group
// THREE: nvvm.cp.async.commit.group
// THREE-NOT: nvgpu.device_async_copy
// THREE: nvvm.cp.async.wait.group 1
// THREE: scf.for
// THREE-NEXT: nvvm.cp.async.wait.group 1

// EMU: {{[0-9]+}} trials, {{.*}}: ok

// LIMIT: remark: the attention stays on mma.sync: wgmma's kernel with 2 stages of K and V takes the kernel's shared memory to 99328 bytes (98304 of buffers, 1024 to align their start); a block has at most 65536
// LIMIT: nvgpu.mma.sync

// STAGES: error: 'builtin.module' op axe-fuse-attention: wgmma-stages is 1; the ring needs at least 2

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @wgmma_d128_f16(%arg0: tensor<1x2x128x128xf16>, %arg1: tensor<1x2x128x128xf16>, %arg2: tensor<1x2x128x128xf16>) -> tensor<1x2x128x128xf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x128x128xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.29730177875068026 : f64
    %0 = tensor.empty() : tensor<1x2x128x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x128x128xf16>) outs(%0 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x128xf32>
    %2 = tensor.empty() : tensor<1x2x128x128xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x128x128xf16>) outs(%2 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x128xf32>
    %4 = tensor.empty() : tensor<1x2x128x128xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x128x128xf16>) outs(%4 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x128xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2x128x128xf32>) outs(%0 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x2x128x128xf32>
    %7 = tensor.empty() : tensor<1x2x128x128xf32>
    %transposed = linalg.transpose ins(%3 : tensor<1x2x128x128xf32>) outs(%7 : tensor<1x2x128x128xf32>) permutation = [0, 1, 3, 2] 
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x128x128xf32>) outs(%7 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x2x128x128xf32>
    %collapsed = tensor.collapse_shape %6 [[0, 1], [2], [3]] : tensor<1x2x128x128xf32> into tensor<2x128x128xf32>
    %collapsed_4 = tensor.collapse_shape %8 [[0, 1], [2], [3]] : tensor<1x2x128x128xf32> into tensor<2x128x128xf32>
    %9 = tensor.empty() : tensor<2x128x128xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %11 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<2x128x128xf32>, tensor<2x128x128xf32>) outs(%10 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %expanded = tensor.expand_shape %11 [[0, 1], [2], [3]] output_shape [1, 2, 128, 128] : tensor<2x128x128xf32> into tensor<1x2x128x128xf32>
    %12 = tensor.empty() : tensor<1x2x128xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%12 : tensor<1x2x128xi64>) -> tensor<1x2x128xi64>
    %14 = tensor.empty() : tensor<1x2x128xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<1x2x128xf32>) -> tensor<1x2x128xf32>
    %16:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded : tensor<1x2x128x128xf32>) outs(%15, %13 : tensor<1x2x128xf32>, tensor<1x2x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %35 = linalg.index 3 : index
      %36 = arith.index_cast %35 : index to i64
      %37 = arith.maximumf %in, %out : f32
      %38 = arith.cmpf ogt, %in, %out : f32
      %39 = arith.select %38, %36, %out_9 : i64
      linalg.yield %37, %39 : f32, i64
    } -> (tensor<1x2x128xf32>, tensor<1x2x128xi64>)
    %expanded_5 = tensor.expand_shape %16#0 [[0], [1], [2, 3]] output_shape [1, 2, 128, 1] : tensor<1x2x128xf32> into tensor<1x2x128x1xf32>
    %17 = tensor.empty() : tensor<1x2x128x128xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_5 : tensor<1x2x128x128xf32>, tensor<1x2x128x1xf32>) outs(%17 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.subf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x2x128x128xf32>) outs(%17 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.exp %in : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x128xf32>
    %20 = tensor.empty() : tensor<1x2x128x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x2x128x1xf32>) -> tensor<1x2x128x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<1x2x128x128xf32>) outs(%21 : tensor<1x2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<1x2x128x128xf32>, tensor<1x2x128x1xf32>) outs(%17 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.divf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x128xf32>
    %24 = tensor.empty() : tensor<1x2x128x128xi1>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x128x128xf32>) outs(%24 : tensor<1x2x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %35 = arith.extf %in : f32 to f64
      %36 = arith.cmpf oeq, %35, %cst_2 : f64
      linalg.yield %36 : i1
    } -> tensor<1x2x128x128xi1>
    %26 = tensor.empty() : tensor<1x2x128x1xi1>
    %27 = linalg.fill ins(%true : i1) outs(%26 : tensor<1x2x128x1xi1>) -> tensor<1x2x128x1xi1>
    %28 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x2x128x128xi1>) outs(%27 : tensor<1x2x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %35 = arith.andi %in, %out : i1
      linalg.yield %35 : i1
    } -> tensor<1x2x128x1xi1>
    %29 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_1, %23 : tensor<1x2x128x1xi1>, tensor<1x2x128x128xf32>, tensor<1x2x128x128xf32>) outs(%17 : tensor<1x2x128x128xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %35 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x128xf32>
    %collapsed_6 = tensor.collapse_shape %29 [[0, 1], [2], [3]] : tensor<1x2x128x128xf32> into tensor<2x128x128xf32>
    %collapsed_7 = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x2x128x128xf32> into tensor<2x128x128xf32>
    %30 = tensor.empty() : tensor<2x128x128xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %32 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<2x128x128xf32>, tensor<2x128x128xf32>) outs(%31 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %expanded_8 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [1, 2, 128, 128] : tensor<2x128x128xf32> into tensor<1x2x128x128xf32>
    %33 = tensor.empty() : tensor<1x2x128x128xf16>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<1x2x128x128xf32>) outs(%33 : tensor<1x2x128x128xf16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<1x2x128x128xf16>
    return %34 : tensor<1x2x128x128xf16>
  }
}

// axe-fuse-attention{wgmma=true} on torch-mlir's f16 export of F.scaled_dot_product_attention
// with 2 heads of 128 queries and keys, head and value dimension 64: a block is one warpgroup
// for 64 query rows (a grid of 4). Q's tile (8 KiB), 2 shared stages of K and V (32 KiB) and
// one tile of P (8 KiB) fill the 48 KiB of static shared memory. The copies go in rounds: the prologue copies Q and K's first step; the top of step j
// waits for its round, fence.proxy.async, one barrier, then copies K's step j + 1 and V's step
// j. Step 0 is S_0 = Q K_0^T alone (4 wgmma m64n64k16, k = 64 / 16), waited for before its
// softmax; P_0 rounded to f16 and stored by 4 stmatrix .x4 a warp, fenced. Each later step
// issues S_j, then P_{j-1} V_{j-1} (4 more wgmma, V's tile MN-major, into the output rescaled by
// step j - 1), waits for S_j alone (wait_group 1) and runs its softmax while the product is in
// flight, then waits for it (wait_group 0) and, after a barrier (P's one tile is read by every
// warp's share of the product), stores P_j and rescales; the last P V follows the loop. Checked on the GPU emulator (wgmma fences and pending registers,
// the async proxy, races, cp.async groups) against the interpreter on random and special inputs
// and through axe-run's flags, with the tolerance of P's f16 rounding (outputs are about 0.3:
// zeros fail); the shared reads and writes have no bank conflicts. Shapes the warpgroup kernel
// does not take (48 keys, a value dimension of 24) fall back
// to the mma.sync kernel with a remark, f32 inputs to the row kernel.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-fuse-attention{wgmma=true})' -o %t.fused.mlir
// RUN: FileCheck %s < %t.fused.mlir
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --trials 1 --rtol 1e-2 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: %python %S/Inputs/attention-special.py float16 1x2x128x64 1x2x128x64 1x2x128x64 %t.special
// RUN: axe-run %s --against %t.fused.mlir --target gpu-emulator --inputs %t.special.q.npy,%t.special.k.npy,%t.special.v.npy --trials 1 --rtol 1e-2 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --gpu-fused-attention --gpu-fused-attention-wgmma --trials 1 --rtol 1e-2 --atol 1e-3 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %t.fused.mlir --target gpu-emulator --trials 1 --print --traffic | FileCheck %s --check-prefix=BANKS
// RUN: axe-opt %S/tensor-cores-shared.mlir --pass-pipeline='builtin.module(axe-fuse-attention{wgmma=true})' 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: axe-opt %S/sdpa.mlir --pass-pipeline='builtin.module(axe-fuse-attention{wgmma=true})' 2>&1 | FileCheck %s --check-prefix=ROWS

// CHECK-LABEL: func.func private @wgmma_f16_attention(
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 4, 1, 1>, uop.kernel
// CHECK: %[[Q:.*]] = memref.alloca() {alignment = 1024 : i64} : memref<1x64x64xf16, #gpu.address_space<workgroup>>
// CHECK: %[[K:.*]] = memref.alloca() {alignment = 1024 : i64} : memref<2x64x64xf16, #gpu.address_space<workgroup>>
// CHECK: %[[V:.*]] = memref.alloca() {alignment = 1024 : i64} : memref<2x64x64xf16, #gpu.address_space<workgroup>>
// CHECK: %[[P:.*]] = memref.alloca() {alignment = 1024 : i64} : memref<1x64x64xf16, #gpu.address_space<workgroup>>
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, %[[Q]]
// CHECK: scf.if
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, %[[K]]
// CHECK: nvvm.cp.async.commit.group
// Step 0: its round, then the next one's copies; S_0 alone, waited for.
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: scf.if
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, %[[K]]
// CHECK: scf.if
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, %[[V]]
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-COUNT-4: gpu.shuffle  xor
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK-COUNT-4: nvvm.stmatrix
// CHECK-NEXT: nvvm.fence.proxy
// Steps 1 ..: S_j and P_{j-1} V_{j-1} in flight, S_j waited for alone.
// CHECK: scf.for %{{.*}} = %c64{{.*}} to %c128{{.*}} step %c64{{.*}} iter_args
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.fence.proxy
// CHECK-NEXT: gpu.barrier
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: llvm.insertvalue
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}, B[<f16>, <one>, <col>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}, B[<f16>, <one>, <row>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-COUNT-4: gpu.shuffle  xor
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-4: nvvm.stmatrix
// CHECK-NEXT: nvvm.fence.proxy
// CHECK: scf.yield
// The last P V.
// CHECK: nvvm.cp.async.wait.group 0
// CHECK: gpu.barrier
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, B[<f16>, <one>, <row>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.wgmma
// CHECK: vector.store

// EMU: @wgmma_f16: {{[0-9]+}} trials, {{.*}}: ok

// BANKS: shared memory: {{[0-9]+}} requests, [[WAVEFRONTS:[0-9]+]] wavefronts ([[WAVEFRONTS]] without bank conflicts)

// MMA: remark: the attention stays on mma.sync: wgmma's kernel takes f16 or bf16 inputs with queries and keys in 64s, head dimensions in 16s and value dimensions in 64s, up to 256
// MMA: nvgpu.mma.sync
// ROWS: remark: the attention stays on the row kernel

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @wgmma_f16(%arg0: tensor<1x2x128x64xf16>, %arg1: tensor<1x2x128x64xf16>, %arg2: tensor<1x2x128x64xf16>) -> tensor<1x2x128x64xf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x128x128xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.35355339059327379 : f64
    %0 = tensor.empty() : tensor<1x2x128x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x128x64xf16>) outs(%0 : tensor<1x2x128x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x64xf32>
    %2 = tensor.empty() : tensor<1x2x128x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x128x64xf16>) outs(%2 : tensor<1x2x128x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x64xf32>
    %4 = tensor.empty() : tensor<1x2x128x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x128x64xf16>) outs(%4 : tensor<1x2x128x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x2x128x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2x128x64xf32>) outs(%0 : tensor<1x2x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x2x128x64xf32>
    %7 = tensor.empty() : tensor<1x2x64x128xf32>
    %transposed = linalg.transpose ins(%3 : tensor<1x2x128x64xf32>) outs(%7 : tensor<1x2x64x128xf32>) permutation = [0, 1, 3, 2] 
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x64x128xf32>) outs(%7 : tensor<1x2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x2x64x128xf32>
    %collapsed = tensor.collapse_shape %6 [[0, 1], [2], [3]] : tensor<1x2x128x64xf32> into tensor<2x128x64xf32>
    %collapsed_4 = tensor.collapse_shape %8 [[0, 1], [2], [3]] : tensor<1x2x64x128xf32> into tensor<2x64x128xf32>
    %9 = tensor.empty() : tensor<2x128x128xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %11 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<2x128x64xf32>, tensor<2x64x128xf32>) outs(%10 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
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
    %collapsed_7 = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x2x128x64xf32> into tensor<2x128x64xf32>
    %30 = tensor.empty() : tensor<2x128x64xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %32 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<2x128x128xf32>, tensor<2x128x64xf32>) outs(%31 : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %expanded_8 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [1, 2, 128, 64] : tensor<2x128x64xf32> into tensor<1x2x128x64xf32>
    %33 = tensor.empty() : tensor<1x2x128x64xf16>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<1x2x128x64xf32>) outs(%33 : tensor<1x2x128x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<1x2x128x64xf16>
    return %34 : tensor<1x2x128x64xf16>
  }
}

// The fused attention's PTX (axe-fuse-attention, then axe-translate --axe-to-ptx): torch-mlir's
// f16 export of F.scaled_dot_product_attention(q, k, v, is_causal=True) with 2 heads of 64
// queries and keys (small enough for the emulator), head dimension 128. One kernel, 128 threads a block (a warp per query row),
// each lane loading its 4 dimensions of the query once and of each key and value per step
// (f16 loads 64 bytes apart: a warp reads one 256-byte row at a time), the score summed by
// 5 butterfly shuffles, the 4 output dimensions stored once. ptxas assembles it for sm_90a and
// for sm_80 (no instruction past sm_80) with no spill and no stack frame. With
// tensor-cores=true (a warp per 16 query rows): for each 16 keys, 2 score atoms of 8 mma.sync
// m16n8k16 each (k = 128 / 16) and 16 for P V (128 / 8 value columns), 4 shuffles for the two
// rows' maxima, and (64 queries: a block's 4 warps take 64 rows of one head) K and V streamed
// through a ring of 3 stages of 16 keys (24 KiB of shared memory): the prologue's cp.async
// copies of steps 0 and 1 (a 16-byte chunk a thread and tile), then each step one commit, a
// wait_group 1 and one bar.sync before it starts the copies 2 steps ahead, K's fragments read
// by 8 ldmatrix.x4 and V's by 8 ldmatrix.x4.trans from swizzled rows; 168 registers on sm_90a
// and 167 on sm_80, still no spill.
// REQUIRES: ptxas
// RUN: axe-opt %s --axe-fuse-attention -o %t.fused.mlir
// RUN: axe-translate --axe-to-ptx --chip sm_90a %t.fused.mlir -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: %ptxas -arch=sm_90a -v %t.90.ptx -o %t.90.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --chip sm_80 %t.fused.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 -v %t.80.ptx -o %t.80.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: %ptxas -arch=sm_90 %t.80.ptx -o %t.80-on-90.cubin
// RUN: axe-run %t.fused.mlir --target gpu-emulator --trials 1 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-fuse-attention{tensor-cores=true})' -o %t.tc.mlir
// RUN: axe-translate --axe-to-ptx --chip sm_90a %t.tc.mlir -o %t.tc90.ptx
// RUN: FileCheck %s --check-prefix=TC < %t.tc90.ptx
// RUN: %ptxas -arch=sm_90a -v %t.tc90.ptx -o %t.tc90.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --chip sm_80 %t.tc.mlir -o %t.tc80.ptx
// RUN: %ptxas -arch=sm_80 -v %t.tc80.ptx -o %t.tc80.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-run %t.tc.mlir --target gpu-emulator --trials 1 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// RUN: grep -c "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" %t.tc90.ptx | FileCheck %s --check-prefix=MMAS
// axe-compile's flag gives the same one kernel from the linalg:
// RUN: axe-compile --target=nvptx --fused-attention --chip sm_90a %s -o %t.compiled.ptx
// RUN: FileCheck %s < %t.compiled.ptx
// RUN: grep -c ".entry" %t.compiled.ptx | FileCheck %s --check-prefix=ONE

// CHECK: .entry sdpa_causal_d128_attention(
// CHECK: .maxntid 128, 1, 1
// CHECK-COUNT-4: ld.global.b16
// CHECK-COUNT-4: ld.global.b16
// CHECK: shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NOT: shfl.sync
// CHECK-COUNT-4: ld.global.b16
// CHECK-COUNT-4: st.global.b16
// CHECK-NOT: st.global
// CHECK-NOT: ld.local

// ONE: {{^1$}}

// The emulator runs the fused kernel as the interpreter does (the fusion's own checks against
// the unfused program are in test/Conversion/fuse-attention).
// EMU: @sdpa_causal_d128: 1 trials, max abs error 0e0{{.*}}: ok

// TC: .entry sdpa_causal_d128_attention(
// TC: .shared .align 16 .b8
// TC-COUNT-4: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// TC-NEXT: cp.async.commit_group;
// TC-COUNT-4: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// TC-NOT: cp.async.commit_group
// TC-COUNT-8: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// TC-COUNT-16: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// TC: shfl.sync.bfly.b32
// TC-COUNT-8: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// TC-COUNT-16: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// TC: cp.async.commit_group;
// TC-NEXT: cp.async.wait_group 1;
// TC-NEXT: bar.sync 0;
// TC-NOT: bar.sync
// TC-NOT: ld.local
// MMAS: {{^32$}}

// PTXAS: Function properties for sdpa_causal_d128_attention
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

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
  func.func @sdpa_causal_d128(%arg0: tensor<1x2x64x128xf16>, %arg1: tensor<1x2x64x128xf16>, %arg2: tensor<1x2x64x128xf16>) -> tensor<1x2x64x128xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x64x64xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<64x64xi1>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.29730177875068026 : f64
    %0 = tensor.empty() : tensor<1x2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x64x128xf16>) outs(%0 : tensor<1x2x64x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %43 = arith.extf %in : f16 to f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x64x128xf16>) outs(%0 : tensor<1x2x64x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %43 = arith.extf %in : f16 to f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x128xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x64x128xf16>) outs(%0 : tensor<1x2x64x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %43 = arith.extf %in : f16 to f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2x64x128xf32>) outs(%0 : tensor<1x2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.truncf %cst_6 : f64 to f32
      %44 = arith.mulf %in, %43 : f32
      linalg.yield %44 : f32
    } -> tensor<1x2x64x128xf32>
    %5 = tensor.empty() : tensor<64xi64>
    %6 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%5 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %43 = linalg.index 0 : index
      %44 = arith.index_cast %43 : index to i64
      linalg.yield %44 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %6 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %expanded_7 = tensor.expand_shape %6 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %7 = tensor.empty() : tensor<64x64xi64>
    %8 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x64xi64>, tensor<64x1xi64>) outs(%7 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_14: i64, %out: i64):
      %43 = arith.subi %in, %in_14 : i64
      linalg.yield %43 : i64
    } -> tensor<64x64xi64>
    %9 = tensor.empty() : tensor<64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<64x64xi64>) outs(%9 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %43 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %43 : i1
    } -> tensor<64x64xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10, %cst_4 : tensor<64x64xi1>, tensor<64x64xi1>) outs(%9 : tensor<64x64xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %43 = arith.andi %in, %in_14 : i1
      linalg.yield %43 : i1
    } -> tensor<64x64xi1>
    %12 = tensor.empty() : tensor<64x64xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2, %cst_3 : tensor<64x64xi1>, tensor<f32>, tensor<f32>) outs(%12 : tensor<64x64xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %43 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %43 : f32
    } -> tensor<64x64xf32>
    %14 = tensor.empty() : tensor<1x2x128x64xf32>
    %transposed = linalg.transpose ins(%2 : tensor<1x2x64x128xf32>) outs(%14 : tensor<1x2x128x64xf32>) permutation = [0, 1, 3, 2] 
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x128x64xf32>) outs(%14 : tensor<1x2x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.truncf %cst_6 : f64 to f32
      %44 = arith.mulf %in, %43 : f32
      linalg.yield %44 : f32
    } -> tensor<1x2x128x64xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1], [2], [3]] : tensor<1x2x64x128xf32> into tensor<2x64x128xf32>
    %collapsed_8 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x2x128x64xf32> into tensor<2x128x64xf32>
    %16 = tensor.empty() : tensor<2x64x64xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %18 = linalg.batch_matmul ins(%collapsed, %collapsed_8 : tensor<2x64x128xf32>, tensor<2x128x64xf32>) outs(%17 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %expanded_9 = tensor.expand_shape %18 [[0, 1], [2], [3]] output_shape [1, 8, 64, 64] : tensor<2x64x64xf32> into tensor<1x2x64x64xf32>
    %19 = tensor.empty() : tensor<1x2x64x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %13 : tensor<1x2x64x64xf32>, tensor<64x64xf32>) outs(%19 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %43 = arith.addf %in, %in_14 : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x64xf32>
    %21 = tensor.empty() : tensor<1x2x64xi64>
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<1x2x64xi64>) -> tensor<1x2x64xi64>
    %23 = tensor.empty() : tensor<1x2x64xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %25:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x64x64xf32>) outs(%24, %22 : tensor<1x2x64xf32>, tensor<1x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_14: i64):
      %43 = linalg.index 3 : index
      %44 = arith.index_cast %43 : index to i64
      %45 = arith.maximumf %in, %out : f32
      %46 = arith.cmpf ogt, %in, %out : f32
      %47 = arith.select %46, %44, %out_14 : i64
      linalg.yield %45, %47 : f32, i64
    } -> (tensor<1x2x64xf32>, tensor<1x2x64xi64>)
    %expanded_10 = tensor.expand_shape %25#0 [[0], [1], [2, 3]] output_shape [1, 8, 64, 1] : tensor<1x2x64xf32> into tensor<1x2x64x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_10 : tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>) outs(%19 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %43 = arith.subf %in, %in_14 : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x2x64x64xf32>) outs(%19 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = math.exp %in : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x64xf32>
    %28 = tensor.empty() : tensor<1x2x64x1xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<1x2x64x64xf32>) outs(%29 : tensor<1x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.addf %in, %out : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>) outs(%19 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %43 = arith.divf %in, %in_14 : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x64xf32>
    %32 = tensor.empty() : tensor<1x2x64x64xi1>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x2x64x64xf32>) outs(%32 : tensor<1x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %43 = arith.extf %in : f32 to f64
      %44 = arith.cmpf oeq, %43, %cst_5 : f64
      linalg.yield %44 : i1
    } -> tensor<1x2x64x64xi1>
    %34 = tensor.empty() : tensor<1x2x64x1xi1>
    %35 = linalg.fill ins(%true : i1) outs(%34 : tensor<1x2x64x1xi1>) -> tensor<1x2x64x1xi1>
    %36 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<1x2x64x64xi1>) outs(%35 : tensor<1x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %43 = arith.andi %in, %out : i1
      linalg.yield %43 : i1
    } -> tensor<1x2x64x1xi1>
    %37 = linalg.generic {indexing_maps = [#map8, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_1, %31 : tensor<1x2x64x1xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%19 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %43 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %43 : f32
    } -> tensor<1x2x64x64xf32>
    %collapsed_11 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x2x64x64xf32> into tensor<2x64x64xf32>
    %collapsed_12 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<1x2x64x128xf32> into tensor<2x64x128xf32>
    %38 = tensor.empty() : tensor<2x64x128xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %40 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<2x64x64xf32>, tensor<2x64x128xf32>) outs(%39 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %expanded_13 = tensor.expand_shape %40 [[0, 1], [2], [3]] output_shape [1, 8, 64, 128] : tensor<2x64x128xf32> into tensor<1x2x64x128xf32>
    %41 = tensor.empty() : tensor<1x2x64x128xf16>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x2x64x128xf32>) outs(%41 : tensor<1x2x64x128xf16>) {
    ^bb0(%in: f32, %out: f16):
      %43 = arith.truncf %in : f32 to f16
      linalg.yield %43 : f16
    } -> tensor<1x2x64x128xf16>
    return %42 : tensor<1x2x64x128xf16>
  }
}

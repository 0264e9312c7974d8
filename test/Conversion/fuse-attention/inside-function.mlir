// axe-fuse-attention on an attention in the middle of its function: torch-mlir's export of a
// small causal self-attention layer (Inputs/export-attention-layers.py: Q/K/V projections, 2
// heads of 8, F.scaled_dot_product_attention(is_causal=True), the output projection and a
// residual; torch-mlir transposes K's projection straight to K^T, so K is transposed into its
// own tensor here) and the corpus's grouped-query attention (K and V repeated per query head).
// The attention's ops leave the function: their result becomes its last argument and Q, K and
// V extra results, and the fused kernel is built beside it. After axe-tensor-to-kernels the
// driver (the original signature again) allocates Q, K, V and the attention's output, runs
// the projections, the fused kernel, then what reads its output (the output projection and
// the residual, one kernel). On the GPU emulator against
// the interpreter on the linalg; the PTX assembled by ptxas for sm_90a.
// RUN: axe-opt %S/Inputs/attention-layer.mlir --axe-fuse-attention | FileCheck %s
// RUN: axe-opt %S/Inputs/attention-layer.mlir --axe-fuse-attention | grep -B1 '^    return %' | FileCheck %s --check-prefix=TAIL
// RUN: axe-compile %S/Inputs/attention-layer.mlir --target=nvptx --fused-attention --emit=kernels -o - | FileCheck %s --check-prefix=DRIVER
// RUN: axe-run %S/Inputs/attention-layer.mlir --target gpu-emulator --gpu-fused-attention --trials 2 --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// The same through axe-opt's passes (axe-call-fused-attention is the tools' step after the split):
// RUN: axe-opt %S/Inputs/attention-layer.mlir --axe-fuse-attention --axe-tensor-to-kernels --axe-call-fused-attention -o %t.called.mlir
// RUN: axe-run %S/Inputs/attention-layer.mlir --against %t.called.mlir --target gpu-emulator --trials 2 --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// RUN: axe-compile %S/Inputs/attention-layer.mlir --target=nvptx --chip sm_90a --fused-attention -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: axe-run %S/../../../models/fast/grouped_query_attention/linalg.mlir --target gpu-emulator --gpu-fused-attention --trials 2 --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=GQA
// REQUIRES: ptxas

// CHECK-LABEL: func.func private @causal_layer_attention(
// CHECK-SAME: memref<1x2x8x8xf32>, %{{.*}}: memref<1x2x8x8xf32>, %{{.*}}: memref<1x2x8x8xf32>, %{{.*}}: memref<1x2x8x8xf32>)
// CHECK-SAME: uop.fused_attention = {function = "causal_layer", inputs = [1, 2, 3], output = 1 : i64}
// CHECK-LABEL: func.func @causal_layer(
// CHECK-SAME: %arg0: tensor<1x8x16xf32>, %arg1: tensor<1x2x8x8xf32>) -> (tensor<1x8x16xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>)
// CHECK-NOT: linalg.batch_matmul
// CHECK-NOT: math.exp
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} :

// The last op before the return is K, transposed from the heads split off its projection.
// TAIL: %[[K:[a-z0-9_]+]] = linalg.transpose ins(%{{.*}} : tensor<1x8x2x8xf32>) outs(%{{.*}} : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
// TAIL-NEXT: return %{{.*}}, %{{.*}}, %[[K]], %{{.*}} :

// DRIVER-LABEL: func.func @causal_layer(
// DRIVER-SAME: %arg0: memref<1x8x16xf32>, %arg1: memref<1x8x16xf32> {uop.output = 0 : i64})
// DRIVER-COUNT-4: memref.alloc() : memref<1x2x8x8xf32>
// DRIVER: call @causal_layer_k{{[0-9]+}}(
// DRIVER: call @causal_layer_attention(%[[Q:[a-z0-9_]+]], %[[K:[a-z0-9_]+]], %[[V:[a-z0-9_]+]], %[[O:[a-z0-9_]+]])
// DRIVER-NEXT: call @causal_layer_k{{[0-9]+}}(%arg1, %arg0, %[[O]])
// DRIVER: memref.dealloc %[[O]]
// DRIVER-NEXT: return

// EMU: @causal_layer: 2 trials, {{.*}}: ok
// PTX: .entry causal_layer_attention(
// GQA: @grouped_query_attention: 2 trials, {{.*}}: ok

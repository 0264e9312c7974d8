// What axe-fuse-attention leaves to the unfused path (the function as it is): two attentions
// in one function, the second reading the first's output (Inputs/attention-near-misses.mlir,
// torch-mlir's export); an additive mask inside a larger function (the same file); an
// additive mask other than the causal one as the whole function (the anti-causal mask of
// ../../Transforms/recognize-attention/masks.mlir). The near misses still run right on the GPU
// emulator with the flag on.
// RUN: axe-opt %S/Inputs/attention-near-misses.mlir --split-input-file --axe-fuse-attention | FileCheck %s
// RUN: axe-opt %S/../../Transforms/recognize-attention/masks.mlir --axe-fuse-attention | FileCheck %s --check-prefix=UNFUSED
// RUN: axe-run %S/Inputs/attention-near-misses.mlir --split-input-file --target gpu-emulator --gpu-fused-attention --trials 1 | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @two_attentions(
// CHECK-SAME: -> tensor<1x2x8x8xf32>
// CHECK-COUNT-4: linalg.batch_matmul
// CHECK-NOT: _attention
// CHECK-LABEL: func.func @masked_layer(
// CHECK-SAME: %arg3: tensor<8x8xf32>) -> tensor<1x2x8x8xf32>
// CHECK-COUNT-2: linalg.batch_matmul
// CHECK-NOT: _attention

// UNFUSED: linalg.batch_matmul
// UNFUSED-NOT: _attention

// EMU: @two_attentions: 1 trials, {{.*}}: ok
// EMU: @masked_layer: 1 trials, {{.*}}: ok

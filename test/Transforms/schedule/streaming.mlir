// uop-schedule marks a kernel uop.nontemporal (streaming stores, which skip
// the read-for-ownership of the output's cache lines) when it is elementwise
// with every access contiguous along the vector lanes and writes at least
// 16 MiB (axe_schedule::streaming); a smaller output, a transpose or a
// reduction keeps plain stores. The lowering's side is in
// Conversion/uop-to-scf/schedule.mlir (@streamed_add).
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-kernelize,uop-schedule)' | FileCheck %s

// 2^22 f32 = 16 MiB written once, in address order.
// CHECK-LABEL: func.func @add_16mib_k0
// CHECK-SAME: uop.nontemporal
// axe-run: skip @add_16mib -- millions of elements, too slow for the interpreter in a debug build (@streamed_add runs on the JIT)
func.func @add_16mib(%a: tensor<4194304xf32>, %b: tensor<4194304xf32>) -> tensor<4194304xf32> {
  %c = arith.addf %a, %b : tensor<4194304xf32>
  return %c : tensor<4194304xf32>
}

// -----

// Half of that stays in the caches of a larger machine: plain stores.
// CHECK-LABEL: func.func @add_8mib_k0
// CHECK-NOT: uop.nontemporal
// CHECK: return
// axe-run: skip @add_8mib -- millions of elements, too slow for the interpreter in a debug build (@streamed_add runs on the JIT)
func.func @add_8mib(%a: tensor<2097152xf32>, %b: tensor<2097152xf32>) -> tensor<2097152xf32> {
  %c = arith.addf %a, %b : tensor<2097152xf32>
  return %c : tensor<2097152xf32>
}

// -----

// A 16 MiB transpose stores partial lines of 8 rows at a time: plain stores.
// CHECK-LABEL: func.func @transpose_k0
// CHECK-NOT: uop.nontemporal
// CHECK: return
// axe-run: skip @transpose -- millions of elements, too slow for the interpreter in a debug build (@streamed_add runs on the JIT)
func.func @transpose(%x: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %t = uop.permute %x [1, 0] : tensor<2048x2048xf32> -> tensor<2048x2048xf32>
  %y = uop.contiguous %t : tensor<2048x2048xf32>
  return %y : tensor<2048x2048xf32>
}

// -----

// A reduction (here a 16 MiB output of row sums of 2-element rows): plain stores.
// CHECK-LABEL: func.func @pair_sum_k0
// CHECK-NOT: uop.nontemporal
// CHECK: return
// axe-run: skip @pair_sum -- millions of elements, too slow for the interpreter in a debug build (@streamed_add runs on the JIT)
func.func @pair_sum(%x: tensor<4194304x2xf32>) -> tensor<4194304x1xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<4194304x2xf32> -> tensor<4194304x1xf32>
  return %s : tensor<4194304x1xf32>
}

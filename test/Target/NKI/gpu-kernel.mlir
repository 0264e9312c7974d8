// A GPU axe.kernel handed to the Trainium path: a located error, never a panic; the
// Trainium dispatch leaves its operators to axe-dispatch-gpu.
// RUN: not axe-translate --axe-to-nki %s 2>&1 | FileCheck %s
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-trainium)' | FileCheck %s --check-prefix=TRN

// CHECK: gpu-kernel.mlir:[[@LINE+3]]:1: error: 'axe.kernel' op is a GPU kernel (grid, block); NKI is for Trainium kernels: translate it with axe-translate --axe-to-ptx
// TRN: axe.copy
// TRN-NOT: axe.dispatch
axe.kernel @k(%x: !axe.tensor<64xf32, global>) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !axe.tensor<64xf32, shared, #axe.layout<S[64:1]>>
  axe.copy %x to %s at cta : !axe.tensor<64xf32, global> to !axe.tensor<64xf32, shared, #axe.layout<S[64:1]>>
  axe.return
}

// axe-compile --target=nvptx: the same upstream-made linalg softmax to PTX
// that ptxas assembles, plus the JSON sidecar; --emit=kernels stops after
// axe-tensor-to-kernels, and the GPU emulator runs those kernels against the
// interpreter.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mlir_opt %S/Inputs/softmax.tosa.mlir --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t/softmax.mlir
// RUN: axe-compile %t/softmax.mlir --target=nvptx --chip=sm_90 -o %t/softmax.ptx
// RUN: FileCheck %s < %t/softmax.ptx
// RUN: %ptxas -arch=sm_90 %t/softmax.ptx -o %t/softmax.cubin
// RUN: FileCheck %s --check-prefix=SIDECAR < %t/softmax.ptx.json
// RUN: axe-compile %t/softmax.mlir --target=nvptx --emit=kernels -o %t/kernels.mlir
// RUN: axe-run %t/kernels.mlir --target gpu-emulator | FileCheck %s --check-prefix=EMULATOR

// CHECK: .target sm_90
// One kernel per row (max, sum of exp, quotient).
// CHECK: .entry softmax_k0
// CHECK-NOT: .entry softmax_k1
// SIDECAR: "format": "axe-ptx-sidecar/1"
// EMULATOR: @softmax{{.*}}: ok

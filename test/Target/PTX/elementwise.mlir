// uop.cmp, uop.where and uop.cast in kernels reach PTX (they lower to arith
// in convert-uop-to-scf), and ptxas assembles the result for sm_90.
// REQUIRES: ptxas
// RUN: axe-opt %S/Inputs/compare.mlir --pass-pipeline='builtin.module(uop-rangeify,uop-split-kernels)' -o %t.mlir
// RUN: axe-translate --axe-to-ptx %t.mlir -o %t.ptx
// RUN: axe-run --target gpu-emulator %t.mlir --trials 2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %t.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin

// The kernel also runs on the GPU emulator, every thread, and matches the interpreter.
// EMU: @compare: 2 trials, max abs error 0e0, max rel error 0e0: ok
// CHECK: setp.lt.f32
// CHECK: selp

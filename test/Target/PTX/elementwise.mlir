// uop.cmp, uop.where and uop.cast in kernels reach PTX (they lower to arith
// in convert-uop-to-scf), and ptxas assembles the result for sm_90.
// REQUIRES: ptxas
// RUN: axe-opt %S/Inputs/compare.mlir --pass-pipeline='builtin.module(uop-rangeify,uop-split-kernels)' -o %t.mlir
// RUN: axe-translate --axe-to-ptx %t.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// CHECK: setp.lt.f32
// CHECK: selp

// The PTX computes the simplified index: after axe-simplify-index the reshape
// round trip x floordiv 35 * 35 + (x floordiv 7) mod 5 * 7 + x mod 7 is x, and the PTX has no division,
// remainder or the multiply-high that replaces division by a constant;
// without it, they are there (so this test can fail).
// REQUIRES: ptxas
// RUN: axe-opt %S/Inputs/reshape-index.mlir --pass-pipeline='builtin.module(func.func(axe-simplify-index))' -o %t.simplified.mlir
// RUN: axe-translate --axe-to-ptx %t.simplified.mlir -o %t.ptx
// RUN: axe-run --target gpu-emulator %t.simplified.mlir --trials 2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s --check-prefix=SIMPLIFIED < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx %S/Inputs/reshape-index.mlir -o %t.raw.ptx
// RUN: axe-run --target gpu-emulator %S/Inputs/reshape-index.mlir --trials 2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s --check-prefix=RAW < %t.raw.ptx
// RUN: %ptxas -arch=sm_90 %t.raw.ptx -o %t.raw.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %t.simplified.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// Counts: none simplified, two multiply-highs (x floordiv 7, x mod 7) raw.
// RUN: not grep -E '(div|rem|mul\.hi)\.' %t.ptx
// RUN: grep -c -E '(div|rem|mul\.hi)\.' %t.raw.ptx | FileCheck %s --check-prefix=RAWCOUNT

// Both kernels also run on the GPU emulator, every thread, and match the interpreter.
// EMU: @copy: 2 trials, max abs error 0e0, max rel error 0e0: ok

// RAWCOUNT: 2

// SIMPLIFIED: .entry copy_k0(
// SIMPLIFIED-NOT: div.
// SIMPLIFIED-NOT: rem.
// SIMPLIFIED-NOT: mul.hi
// SIMPLIFIED: ld.global.b32
// SIMPLIFIED: ret;

// RAW: .entry copy_k0(
// RAW: mul.hi
// RAW: ret;

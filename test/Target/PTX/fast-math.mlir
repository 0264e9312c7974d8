// The softmax of ../../Conversion/uop-to-gpu/reuse-row-loads.mlir (4 x 4096, 16 floats a
// thread) in PTX with and without --fast-math (axe-gpu-fast-math). Without: 16 full-precision
// divisions and libdevice's expf (its range reduction around ex2.approx.ftz). With: 16
// ex2.approx.f32 of the pre-scaled argument, one rcp.rn.f32 of the row's sum and multiplies,
// no division, no libdevice call; ptxas keeps it in registers. The emulator runs the
// fast-math kernel against the interpreter on random rows (softmax's device.py tolerance) and
// on rows of infinities, NaN-making +inf, values near the f32 maximum and arguments down to -80.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.exact.ptx
// RUN: FileCheck %s --check-prefix=EXACT < %t.exact.ptx
// RUN: axe-translate --axe-to-ptx --fast-math %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -v -arch=sm_90 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --fast-math --chip sm_80 %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// RUN: axe-run %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir --target gpu-emulator --gpu-fast-math --trials 2 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: %python %S/Inputs/softmax-special-values.py %t.special.npy
// RUN: axe-run %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir --target gpu-emulator --gpu-fast-math --inputs %t.special.npy --trials 1 --rtol 1e-5 --atol 1e-7 | FileCheck %s --check-prefix=EMU-SPECIAL
// The rewrites' error on this machine's f32 arithmetic (docs/math-accuracy.md) stays within its bounds.
// RUN: %python %S/../../../bench/gpu/fast_math_error.py | FileCheck %s --check-prefix=ERROR

// EXACT-LABEL: .entry softmax_k0
// EXACT-COUNT-16: div.rn.f32
// EXACT-NOT: div.rn.f32
// EXACT-NOT: rcp.rn.f32
// EXACT: ret;

// CHECK-LABEL: .entry softmax_k0
// CHECK-NOT: div.rn.f32
// CHECK-COUNT-16: ex2.approx.f32
// CHECK-NOT: ex2.approx
// CHECK: rcp.rn.f32
// CHECK-NOT: rcp.rn.f32
// CHECK-NOT: div.rn.f32
// CHECK-NOT: ex2.approx
// CHECK: ret;
// CHECK-NOT: __nv_

// PTXAS: Function properties for softmax_k0
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

// EMU: @softmax: 2 trials, {{.*}}: ok
// EMU-SPECIAL: @softmax: 1 trials, {{.*}}: ok
// ERROR: within bounds

// The softmax of ../../Conversion/uop-to-gpu/reuse-row-loads.mlir in PTX: with
// axe-reuse-row-loads (the default) each thread loads its 4 pieces of the row once, before
// the max, and no load follows; --reuse-row-loads=false keeps the re-reads of the sum and
// output passes (for timing both), 12 loads. ptxas keeps the row in registers: no stack.
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir --trials 2 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -v -arch=sm_90 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --chip sm_80 %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// RUN: axe-translate --axe-to-ptx --reuse-row-loads=false %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.reread.ptx
// RUN: FileCheck %s --check-prefix=REREAD < %t.reread.ptx
// RUN: not axe-translate --axe-to-ptx --reuse-row-loads=maybe %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// EMU: @softmax: 2 trials, {{.*}}: ok

// CHECK-LABEL: .entry softmax_k0
// CHECK-COUNT-4: ld.global.v4.b32
// CHECK-NOT: ld.global
// CHECK: bar.sync
// CHECK-NOT: ld.global
// CHECK: st.global.v4.b32
// CHECK-NOT: ld.global
// CHECK: ret;

// PTXAS: Function properties for softmax_k0
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

// REREAD-LABEL: .entry softmax_k0
// REREAD-COUNT-12: ld.global.v4.b32
// REREAD-NOT: ld.global
// REREAD: ret;

// BAD: error: invalid value 'maybe' for '--reuse-row-loads <BOOL>'

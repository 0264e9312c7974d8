// axe-translate --streaming-hints (axe-gpu-streaming-hints) on the softmax of
// ../../Conversion/uop-to-gpu/reuse-row-loads.mlir: each thread's 4 loads of its row (made once,
// axe-reuse-row-loads) and its 4 stores become ld.global.cs / st.global.cs (evict first), by
// inline PTX; without the flag they stay plain. With --reuse-row-loads=false the three passes
// stay loops (a load there is one pass of several over the row, which L1 should keep), so
// nothing is hinted: only a kernel's top-level accesses are. ptxas assembles each.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx --streaming-hints --fast-math %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -v -arch=sm_90 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --streaming-hints --fast-math --chip sm_80 %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// The hints change no values: the same kernels on the emulator (which runs before them).
// RUN: axe-run %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir --target gpu-emulator --gpu-fast-math --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir --target gpu-emulator --gpu-fast-math --gpu-reuse-row-loads=false --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.plain.ptx
// RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.ptx
// RUN: axe-translate --axe-to-ptx --streaming-hints --reuse-row-loads=false %S/../../Conversion/uop-to-gpu/reuse-row-loads.mlir -o %t.reread.ptx
// RUN: FileCheck %s --check-prefix=REREAD < %t.reread.ptx
// RUN: %ptxas -arch=sm_90 %t.reread.ptx -o %t.reread.cubin

// CHECK-LABEL: .entry softmax_k0
// CHECK-COUNT-4: ld.global.cs.v4.f32
// CHECK-NOT: ld.global
// CHECK: bar.sync
// CHECK-COUNT-4: st.global.cs.v4.f32
// CHECK-NOT: st.global
// CHECK: ret;

// PTXAS: Function properties for softmax_k0
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

// PLAIN-LABEL: .entry softmax_k0
// PLAIN-NOT: .cs
// PLAIN: ret;

// REREAD-LABEL: .entry softmax_k0
// REREAD-NOT: .cs
// REREAD: ret;
// EMU: @softmax: 1 trials, {{.*}}: ok

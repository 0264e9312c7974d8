// The softmax of ../../Conversion/uop-to-gpu/online-softmax.mlir (8 x 4096, 16 floats a thread)
// in PTX with --online-softmax (axe-gpu-online-softmax), with and without --fast-math. Without
// it the row's max and sum are two gpu.all_reduce: 30 shuffles, 4 barriers, 4 shared stores
// and loads, and 16 div.rn.f32 a thread. With it: one block reduction of (max, sum) pairs, 16
// shuffles (5 + 5 in the warp, 3 + 3 over the 8 warps' pairs), one barrier, 2 shared stores
// and 2 loads, 3 more exps (a lane's rescale in each of the two merges, and exp(r - M)) and
// one division a thread. ptxas keeps it in registers for sm_90 and assembles it for sm_80; the
// emulator runs the same kernels against the interpreter.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %S/../../Conversion/uop-to-gpu/online-softmax.mlir -o %t.two.ptx
// RUN: FileCheck %s --check-prefix=TWO < %t.two.ptx
// RUN: axe-translate --axe-to-ptx --online-softmax %S/../../Conversion/uop-to-gpu/online-softmax.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=EXACT < %t.ptx
// RUN: %ptxas -v -arch=sm_90 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --online-softmax --fast-math %S/../../Conversion/uop-to-gpu/online-softmax.mlir -o %t.fast.ptx
// RUN: FileCheck %s < %t.fast.ptx
// RUN: FileCheck %s --check-prefix=FAST < %t.fast.ptx
// RUN: %ptxas -v -arch=sm_90 %t.fast.ptx -o %t.fast.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --online-softmax --fast-math --chip sm_80 %S/../../Conversion/uop-to-gpu/online-softmax.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// RUN: axe-run %S/../../Conversion/uop-to-gpu/online-softmax.mlir --target gpu-emulator --gpu-online-softmax --gpu-fast-math --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// The loop form (--reuse-row-loads=false): the same one reduction, 16 shuffles and one barrier.
// RUN: axe-translate --axe-to-ptx --online-softmax --reuse-row-loads=false %S/../../Conversion/uop-to-gpu/online-softmax.mlir -o %t.loops.ptx
// RUN: FileCheck %s --check-prefix=LOOPS < %t.loops.ptx
// RUN: %ptxas -v -arch=sm_90 %t.loops.ptx -o %t.loops.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-run %S/../../Conversion/uop-to-gpu/online-softmax.mlir --target gpu-emulator --gpu-online-softmax --gpu-reuse-row-loads=false --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU

// TWO-LABEL: .entry softmax_k0
// TWO-COUNT-30: shfl.sync.bfly
// TWO-NOT: shfl.sync
// TWO: ret;

// CHECK-LABEL: .entry softmax_k0
// CHECK-COUNT-4: ld.global.v4
// CHECK-NOT: ld.global
// CHECK-COUNT-10: shfl.sync.bfly
// CHECK-NOT: bar.sync
// CHECK-COUNT-2: st.shared.b32
// CHECK: bar.sync
// CHECK-NOT: bar.sync
// CHECK-COUNT-2: ld.shared.b32
// CHECK-COUNT-6: shfl.sync.bfly
// CHECK-NOT: shfl.sync
// CHECK-NOT: bar.sync
// CHECK: div.rn.f32
// CHECK-NOT: div.rn.f32
// CHECK-NOT: shfl.sync
// CHECK-COUNT-4: st.global.v4
// CHECK-NOT: st.global
// CHECK-NOT: __nv_
// CHECK: ret;
// The exps: 16 of the row, 2 in the merges, exp(r - M); libdevice's expf inlined, or
// ex2.approx of the scaled argument with --fast-math.
// EXACT-LABEL: .entry softmax_k0
// EXACT-COUNT-19: ex2.approx.ftz.f32
// EXACT-NOT: ex2.approx
// EXACT: ret;
// FAST-LABEL: .entry softmax_k0
// FAST-COUNT-19: ex2.approx.f32
// FAST-NOT: ex2.approx
// FAST: ret;

// LOOPS-LABEL: .entry softmax_k0
// LOOPS-COUNT-10: shfl.sync.bfly
// LOOPS-NOT: bar.sync
// LOOPS: bar.sync
// LOOPS-NOT: bar.sync
// LOOPS-COUNT-6: shfl.sync.bfly
// LOOPS-NOT: shfl.sync
// LOOPS-NOT: bar.sync
// LOOPS: ret;

// PTXAS: Function properties for softmax_k0
// PTXAS-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

// EMU: @softmax: 1 trials, {{.*}}: ok

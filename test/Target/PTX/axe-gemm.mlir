// The 3-stage f16 GEMM written with Axe operators (examples/gpu/gemm.mlir, spec 001 section
// 3.2): axe-dispatch-gpu turns its copies into cp.async.cg and ldmatrix and its gemm into
// mma.sync from the layouts; the GPU emulator's C matches plain loops
// (examples/gpu/gemm-reference.mlir) on random inputs, and ptxas assembles the PTX for sm_80
// and sm_90; axe-compile --target=nvptx gives the same PTX.
// REQUIRES: ptxas
// RUN: axe-run %examples/gpu/gemm.mlir --target gpu-emulator --against %examples/gpu/gemm-reference.mlir --trials 2 --rtol 1e-3 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx %examples/gpu/gemm.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-compile %examples/gpu/gemm.mlir --target=nvptx -o %t.compiled.ptx
// RUN: diff %t.ptx %t.compiled.ptx
// RUN: axe-translate --axe-to-ptx --chip sm_80 %examples/gpu/gemm.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// EMU: @gemm: 2 trials, {{.*}}: ok
// CHECK: .visible .entry gemm_kernel(
// Two 3-stage tiles of 32 x 64 f16 in shared memory, 16-byte aligned:
// CHECK-DAG: .shared .align 16 .b8 {{.*}}[12288];
// CHECK-DAG: .shared .align 16 .b8 {{.*}}[12288];
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// CHECK: cp.async.commit_group
// CHECK: cp.async.wait_group 2
// CHECK: bar.sync 0
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// The registers stay registers: no local memory.
// CHECK-NOT: .local

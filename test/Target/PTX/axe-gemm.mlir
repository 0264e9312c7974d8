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
// With --tma (sm_90) its copies are TMA copies on mbarriers, checked on the emulator and ptxas:
// RUN: axe-run %examples/gpu/gemm.mlir --target gpu-emulator --gpu-tma --against %examples/gpu/gemm-reference.mlir --trials 2 --rtol 1e-3 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --tma %examples/gpu/gemm.mlir -o %t.tma.ptx
// RUN: FileCheck %s --check-prefix=TMA < %t.tma.ptx
// RUN: FileCheck %s --check-prefix=MAP < %t.tma.ptx.json
// RUN: %ptxas -arch=sm_90 %t.tma.ptx -o %t.tma.cubin
// TMA: .visible .entry gemm_kernel(
// TMA-NOT: cp.async.cg
// TMA: @%p{{[0-9]+}} mbarrier.init.shared.b64
// TMA: @%p{{[0-9]+}} mbarrier.arrive.expect_tx.shared.b64
// TMA: @%p{{[0-9]+}} cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
// TMA: mbarrier.try_wait.parity.shared.b64
// TMA-NOT: cp.async.cg
// The sidecar: A's map reads [m, k] boxes of 64 x 32 (64-byte rows, the 64-byte swizzle), B's [k, n] boxes of 32 x 64 (the 128-byte swizzle).
// MAP: "tensor_map": {
// MAP-NEXT: "box": [
// MAP-NEXT: 64,
// MAP-NEXT: 32
// MAP-NEXT: ],
// MAP-NEXT: "swizzle": 64
// MAP: "tensor_map": {
// MAP-NEXT: "box": [
// MAP-NEXT: 32,
// MAP-NEXT: 64
// MAP-NEXT: ],
// MAP-NEXT: "swizzle": 128
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

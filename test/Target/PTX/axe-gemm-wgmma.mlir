// The f16 GEMM on sm_90a's warpgroup MMA (examples/gpu/gemm-wgmma.mlir): axe-dispatch-gpu
// turns its copies into cp.async and its warpgroup gemm into wgmma.mma_async with descriptors
// read off the stages' layouts (A K-major with the 64-byte swizzle, B N-major with the 128-byte
// one); the GPU emulator, which decodes the descriptors and reads shared memory as the
// canonical layouts say, matches plain loops on random inputs; ptxas assembles it for sm_90a.
// REQUIRES: ptxas
// RUN: axe-run %examples/gpu/gemm-wgmma.mlir --target gpu-emulator --against %examples/gpu/gemm-reference.mlir --trials 2 --rtol 1e-3 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a %examples/gpu/gemm-wgmma.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | not grep C7517
// wgmma exists only on sm_90a: the plain sm_90 target refuses it.
// RUN: not axe-translate --axe-to-ptx --chip sm_90 %examples/gpu/gemm-wgmma.mlir -o %t.90.ptx 2>&1 | FileCheck %s --check-prefix=SM90
// With --tma (sm_90) its copies are TMA copies on mbarriers, checked on the emulator and ptxas:
// RUN: axe-run %examples/gpu/gemm-wgmma.mlir --target gpu-emulator --gpu-tma --against %examples/gpu/gemm-reference.mlir --trials 2 --rtol 1e-3 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma %examples/gpu/gemm-wgmma.mlir -o %t.tma.ptx
// RUN: FileCheck %s --check-prefix=TMA < %t.tma.ptx
// RUN: FileCheck %s --check-prefix=MAP < %t.tma.ptx.json
// RUN: %ptxas -arch=sm_90a %t.tma.ptx -o %t.tma.cubin 2>&1 | not grep C7517
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
// CHECK: .target sm_90a
// CHECK: .visible .entry gemm_kernel(
// The stages start on their swizzle's period (512 and 1024 bytes), as the descriptors assume:
// CHECK-DAG: .shared .align 512 .b8 {{.*}}[12288];
// CHECK-DAG: .shared .align 1024 .b8 {{.*}}[12288];
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// CHECK: cp.async.wait_group 2
// CHECK: fence.proxy.async.shared::cta;
// CHECK: bar.sync 0
// CHECK: wgmma.fence.sync.aligned;
// A K-major (trans-a 0), B N-major (trans-b 1):
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}, 1, 1, 0, 1;
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-NOT: mma.sync
// CHECK-NOT: ldmatrix
// CHECK-NOT: .local
// SM90: gemm-wgmma.mlir:{{[0-9]+}}:5: error: 'nvvm.wgmma.fence.aligned' op is not supported on sm_90

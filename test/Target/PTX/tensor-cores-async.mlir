// wgmmas kept in flight across K steps (--gemm-async, uop-tensor-cores{async-wgmma}) for a uop
// matmul of 256 x 128 x 128 halves summed in f32: each step's gemm is `async` and the next
// step's `axe.wait_gemm 1` retires it, so the tensor cores multiply step t while the warpgroup
// waits for step t + 1's tiles; a stage is then held one step longer, so one step fewer of
// tiles is copied ahead (three stages: one ahead). Run on the emulator against the
// interpreter with cp.async, and with TMA in 256 x 128 tiles of two warpgroups; the emulator
// names a stage refilled under an in-flight gemm and a pending accumulator read, and lets one
// pass through C's registers into the next wgmma. ptxas keeps the wgmmas in flight: the SASS
// waits with `WARPGROUP.DEPBAR.LE gsb0, 0x1` in the loop and injects no wait of its own (C7517).
// With TMA the only async-proxy fence (MEMBAR + FENCE.VIEW.ASYNC) is the mbarrier ring's, before
// the first barrier; and C's f16 column pairs are stored 32 bits at a time (STG.E, no STG.E.U16).
// REQUIRES: ptxas, nvdisasm
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-gemm-async %S/Inputs/matmul-256x128x128.mlir --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-gemm-async --gpu-tma --gpu-gemm-tile 256x128 %S/Inputs/matmul-256x128x128.mlir --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-opt %S/Inputs/matmul-256x128x128.mlir --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true async-wgmma=true})' | FileCheck %s
// RUN: axe-translate --axe-to-ptx --chip sm_90a --gemm-async --tma %S/Inputs/matmul-256x128x128.mlir -o %t.ptx
// RUN: %ptxas -v -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS --implicit-check-not=C7517
// RUN: %nvdisasm %t.cubin | FileCheck %s --check-prefix=SASS
// Where only two stages fit, no gemm stays in flight.
// RUN: axe-opt %S/Inputs/matmul-256x128x128.mlir --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true async-wgmma=true stages=2})' | FileCheck %s --check-prefix=TWO
// EMU: @matmul: {{.*}}: ok
// The prologue copies one step; each loop step waits for its tiles, refills, then multiplies
// and retires the previous step's wgmmas.
// CHECK: scf.for
// CHECK: nvgpu.device_async_copy
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK: nvgpu.device_async_copy
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// PTXAS: Used {{[0-9]+}} registers
// SASS: FENCE.VIEW.ASYNC.S
// SASS: BAR.SYNC
// SASS-NOT: MEMBAR
// SASS-NOT: FENCE.VIEW.ASYNC
// SASS: HGMMA.64x128x16.F32
// SASS: WARPGROUP.DEPBAR.LE gsb0, 0x1
// SASS-NOT: MEMBAR
// SASS: WARPGROUP.DEPBAR.LE gsb0, 0x0
// SASS-NOT: STG.E.U16
// SASS: STG.E desc
// SASS-NOT: STG.E.U16
// TWO-NOT: nvvm.wgmma.wait.group.sync.aligned 1
// TWO: nvvm.wgmma.wait.group.sync.aligned 0
// TWO-NOT: nvvm.wgmma.wait.group.sync.aligned 1

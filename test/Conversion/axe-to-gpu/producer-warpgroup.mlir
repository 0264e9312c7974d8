// axe-dispatch-gpu{producer-warpgroup=true} on wgmma-async.mlir's kernel (two 16-deep TMA stages
// multiplied by async warpgroup gemms, 128 threads): the block gets a producer warpgroup
// (known_block_size 256) whose first thread (tid == 128) initializes the mbarriers and issues the
// copies; the product's warpgroup (tid < 128) waits, arrives on the empty barriers (128 arrivals
// a phase), multiplies and stores, each in a branch on its predicate. With specialize-roles (the
// PTX's form) the program after the setup is copied once per role, `scf.if %consumer`, each
// opening with its setmaxnreg, the kernel starting from 168 registers: the consumers' copy issues
// no copy, the producer's runs no wgmma. The emulator runs the
// unsplit form against plain loops.
// RUN: axe-opt %S/wgmma-async.mlir --pass-pipeline='builtin.module(axe-dispatch-gpu{tma=true empty-barriers=true producer-warpgroup=true})' | FileCheck %s
// RUN: axe-opt %S/wgmma-async.mlir --pass-pipeline='builtin.module(axe-dispatch-gpu{tma=true empty-barriers=true producer-warpgroup=true specialize-roles=true})' | FileCheck %s --check-prefix=SPLIT
// RUN: axe-run %S/wgmma-async.mlir --target gpu-emulator --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --against %S/Inputs/wgmma-async-reference.mlir --trials 1 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU
// It needs empty barriers, and applies only to TMA copies:
// RUN: not axe-opt %S/wgmma-async.mlir --pass-pipeline='builtin.module(axe-dispatch-gpu{tma=true producer-warpgroup=true})' 2>&1 | FileCheck %s --check-prefix=NEEDS-EMPTY
// RUN: axe-opt %S/wgmma-async.mlir --pass-pipeline='builtin.module(axe-dispatch-gpu{empty-barriers=true producer-warpgroup=true})' 2>&1 | FileCheck %s --check-prefix=NO-TMA
// CHECK: gpu.known_block_size = array<i32: 256, 1, 1>
// CHECK: gpu.thread_id x upper_bound 256
// CHECK: %[[CONSUMER:.*]] = arith.cmpi ult, %[[TID:.*]], %{{.*}} : index
// CHECK: %[[ISSUER:.*]] = arith.cmpi eq, %[[TID]], %{{.*}} : index
// CHECK: nvgpu.mbarrier.init {{.*}}, predicate = %[[ISSUER]]
// CHECK: scf.if %[[CONSUMER]] {
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: nvgpu.tma.async.load {{.*}}, predicate = %[[ISSUER]]
// CHECK: scf.if %[[CONSUMER]] {
// CHECK: nvgpu.mbarrier.arrive %
// CHECK: scf.if %[[CONSUMER]] {
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: nvvm.setmaxregister
// SPLIT: nvvm.maxnreg = 168 : i32
// SPLIT: %[[CONSUMER:.*]] = arith.cmpi ult
// SPLIT: gpu.barrier
// SPLIT: scf.if %[[CONSUMER]] {
// SPLIT-NEXT: nvvm.setmaxregister {{ *}}increase 232
// SPLIT-NOT: nvgpu.tma.async.load
// SPLIT: nvvm.wgmma.mma_async
// SPLIT: } else {
// SPLIT-NEXT: nvvm.setmaxregister {{ *}}decrease 40
// SPLIT-NOT: nvvm.wgmma
// SPLIT: nvgpu.tma.async.load
// SPLIT-NOT: nvvm.wgmma
// SPLIT: return
// EMU: @k: 1 trials, {{.*}}: ok
// NEEDS-EMPTY: error: 'axe.kernel' op a producer warpgroup needs empty-barriers
// NO-TMA: remark: runs without a producer warpgroup: its asynchronous copies are not TMA copies

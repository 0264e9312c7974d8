// A 256 x 128 x 544 half matmul (f32 sum) in 2x1 thread block clusters with TMA multicast of
// B (--gemm-cluster-rows 2) and stages freed on "empty" mbarriers (--tma-empty-barriers), alone
// and with a producer warpgroup (--tma-producer): no cluster barrier in the K loop. A refill of
// B's stage writes both blocks' shared memory, so each thread arrives at a wait point on its
// own block's empty mbarrier and, through mapa, on the peer's (mbarrier.arrive
// .shared::cluster); each empty barrier expects the arrivals of both blocks (2 x 128 threads,
// the consumers with the producer warpgroup), so the issuing thread's wait on its own orders
// the refill after both blocks' reads. One cluster barrier after the barriers' initialization
// (a peer arrives on them), one before the exit (no block leaves while a peer may still arrive
// on its barriers or multicast into it), one in the ring's catch-up (a uniform branch, taken
// only with more than 16 copies in flight). 544 = 34 steps of 16: the empty ring (one wait
// point a step) and the full ring (two copies a step) wrap at least twice, so every barrier's
// phase parity flips. f16 and bf16 match the interpreter on the emulator; ptxas assembles the
// PTX for sm_90a with no spill and no serialized wgmma.
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 --gpu-gemm-stages 4 --gpu-gemm-async %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 --gpu-gemm-stages 3 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: sed 's/f16/bf16/g' %s > %t.bf16.mlir
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 --gpu-gemm-stages 3 %t.bf16.mlir --trials 1 --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 --gpu-gemm-stages 4 --gpu-gemm-async %t.bf16.mlir --trials 1 --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --gemm-cluster-rows 2 --gemm-depth 16 --gemm-stages 4 --gemm-async %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// The cluster barriers: after the initialization, before the exit, and the ring's catch-up
// (LLVM keeps two copies of it; none runs here, with at most 7 copies in flight).
// RUN: grep -c "barrier.cluster.wait" %t.ptx | FileCheck %s --check-prefix=CLUSTER-WAITS
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --tma-producer --gemm-cluster-rows 2 --gemm-depth 16 --gemm-stages 4 --gemm-async %s -o %t.producer.ptx
// RUN: FileCheck %s --check-prefix=PRODUCER < %t.producer.ptx
// RUN: %ptxas -arch=sm_90a -v %t.producer.ptx -o %t.producer.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// The GPU form of the kernel, run against this file: with the remote arrival dropped (the peer's
// consumers no longer release the stage on this block's empty barrier) the emulator names the
// issuer's wait that would never end, at its first refill; with the epilogue's stores dropped the comparison fails.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true empty-barriers=true cluster-rows=2 depth=16 stages=3},uop-map-gpu-ranges,func.func(axe-simplify-index),convert-uop-to-scf,canonicalize,cse,axe-vectorize-upcast,uop-outline-gpu-kernels,canonicalize,cse)' -o %t.gpu.mlir
// RUN: FileCheck %s --check-prefix=GPU < %t.gpu.mlir
// RUN: sed '/nvvm.mbarrier.arrive %/d' %t.gpu.mlir > %t.unreleased.mlir
// RUN: not axe-run %t.unreleased.mlir --target gpu-emulator --against %s --trials 1 2>&1 | FileCheck %s --check-prefix=UNRELEASED
// RUN: sed '/vector.store .*%%arg0\[/d' %t.gpu.mlir > %t.unstored.mlir
// RUN: not axe-run %t.unstored.mlir --target gpu-emulator --against %s --trials 1 --rtol 1e-2 --atol 1e-2 2>&1 | FileCheck %s --check-prefix=UNSTORED
// EMU: @matmul: 1 trials, {{.*}}: ok
// UNRELEASED: error: 'nvgpu.mbarrier.try_wait.parity' op waits for phase 0 of mbarrier 0, which still expects 128 of its 256 arrivals; none comes before the wait
// UNSTORED: @matmul: MISMATCH
// PTXAS-NOT: C75
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75
// CLUSTER-WAITS: 4
// GPU: nvgpu.mbarrier.init %{{.*}}[%{{.*}}], %c256
// GPU: = nvgpu.mbarrier.arrive %
// GPU-NEXT: nvgpu.mbarrier.get
// GPU-NEXT: llvm.inttoptr
// GPU: nvvm.mapa
// GPU-NEXT: nvvm.mbarrier.arrive %{{.*}} {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
// CHECK: .visible .entry matmul_k0(
// CHECK: .reqnctapercluster 1, 2, 1
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK-NEXT: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster
// CHECK: mbarrier.arrive.shared.b64
// CHECK: mapa.shared::cluster
// CHECK: mbarrier.arrive.release.cluster.shared::cluster.b64
// CHECK: wgmma.mma_async
// CHECK-NOT: bar.sync
// PRODUCER: .reqnctapercluster 1, 2, 1
// PRODUCER: mapa.shared::cluster
// PRODUCER: mbarrier.arrive.release.cluster.shared::cluster.b64
// PRODUCER: setmaxnreg.dec.sync.aligned.u32 40;
// PRODUCER: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster

func.func @matmul_k0(%arg0: memref<256x128xf16>, %arg1: memref<256x544xf16>, %arg2: memref<544x128xf16>) attributes {uop.kernel} {
  %cm = arith.constant 256 : index
  %cn = arith.constant 128 : index
  %ck = arith.constant 544 : index
  %0 = uop.range %cm axis(0) loop
  %1 = uop.range %cn axis(1) loop
  %2 = uop.range %ck axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<256x544xf16> into memref<139264xf16>
  %3 = arith.muli %0, %ck : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<139264xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<544x128xf16> into memref<69632xf16>
  %8 = arith.muli %2, %cn : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<69632xf16>
  %11 = uop.load %10 : f16
  %12 = arith.extf %11 : f16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %15 = arith.truncf %14 : f32 to f16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<256x128xf16> into memref<32768xf16>
  %16 = arith.muli %0, %cn : index
  %17 = arith.addi %16, %1 : index
  %18 = uop.index %collapse_shape_1[%17] : memref<32768xf16>
  %19 = uop.store %18, %15 : f16
  %20 = uop.end %19 [%0, %1]
  uop.sink %20 : !uop.effect
  return
}
func.func @matmul(%arg0: memref<256x544xf16>, %arg1: memref<544x128xf16>, %arg2: memref<256x128xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<256x128xf16>, memref<256x544xf16>, memref<544x128xf16>) -> ()
  return
}

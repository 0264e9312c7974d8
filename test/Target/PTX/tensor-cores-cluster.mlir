// A 256 x 128 x 272 half matmul (f32 sum) in 2x1 thread block clusters with TMA multicast
// (sm_90a, --tma --gemm-cluster-rows 2): the two 128 x 128 tiles of the one tile column run
// as a cluster of blocks (0, 0) and (0, 1) (known_cluster_size (1, 2, 1), the PTX's
// .reqnctapercluster). Each block loads its own 128 x 16 tile of A; B's 16 x 128 stage tile is
// two 64-column TMA boxes, and rank r issues box r with the multicast mask 0b11, so each box
// lands in both blocks and B leaves L2 once per cluster (the emulator's traffic: 49152 bytes
// loaded at K = 64, 65536 without clusters). Each block's mbarrier for B's copy expects both
// boxes; a stage is refilled after a cluster barrier, which every thread of both blocks passes
// once done with it. K = 272 is 17 steps of 16, two copies each: 34 copies wrap the ring of 16
// mbarriers twice. f16 and bf16 match the interpreter on the emulator; ptxas assembles the PTX
// for sm_90a with no spill.
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: sed 's/f16/bf16/g' %s > %t.bf16.mlir
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 %t.bf16.mlir --trials 1 --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --gemm-cluster-rows 2 --gemm-depth 16 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// The GPU form of the kernel, run against this file: as built it matches; with the cluster
// barrier of the K loop made a block barrier (the peer no longer releases the stage before a
// multicast refills it) the emulator names the race across blocks; with the epilogue's stores
// dropped the comparison fails.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true cluster-rows=2 depth=16},uop-map-gpu-ranges,func.func(axe-simplify-index),convert-uop-to-scf,canonicalize,cse,axe-vectorize-upcast,uop-outline-gpu-kernels,canonicalize,cse)' -o %t.gpu.mlir
// RUN: sed '/scf.for %%arg7 = %%c1 to/,/nvvm.cluster.wait/{s/nvvm.cluster.arrive/gpu.barrier/;/nvvm.cluster.wait/d}' %t.gpu.mlir > %t.peer.mlir
// RUN: not axe-run %t.peer.mlir --target gpu-emulator --against %s --trials 1 2>&1 | FileCheck %s --check-prefix=PEER
// RUN: sed '/vector.store .*%%arg0\[/d' %t.gpu.mlir > %t.unstored.mlir
// RUN: not axe-run %t.unstored.mlir --target gpu-emulator --against %s --trials 1 --rtol 1e-2 --atol 1e-2 2>&1 | FileCheck %s --check-prefix=UNSTORED
// EMU: @matmul: 1 trials, {{.*}}: ok
// PEER: error: 'nvgpu.tma.async.load' op has a data race on element {{[0-9]+}} of a buffer: thread ({{[0-9]+}}, 0, 0) of block (0, 1, 0) reads it, then thread (0, 0, 0) of block (0, 0, 0) writes it from another block
// UNSTORED: @matmul: MISMATCH
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// CHECK: .visible .entry matmul_k0(
// CHECK: .reqnctapercluster 1, 2, 1
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK-NEXT: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
// CHECK: %cluster_ctarank
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [{{.*}}], 3;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [{{.*}}], 3;
// CHECK: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
// CHECK: wgmma.mma_async
// CHECK-NOT: bar.sync

func.func @matmul_k0(%arg0: memref<256x128xf16>, %arg1: memref<256x272xf16>, %arg2: memref<272x128xf16>) attributes {uop.kernel} {
  %cm = arith.constant 256 : index
  %cn = arith.constant 128 : index
  %ck = arith.constant 272 : index
  %0 = uop.range %cm axis(0) loop
  %1 = uop.range %cn axis(1) loop
  %2 = uop.range %ck axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<256x272xf16> into memref<69632xf16>
  %3 = arith.muli %0, %ck : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<69632xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<272x128xf16> into memref<34816xf16>
  %8 = arith.muli %2, %cn : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<34816xf16>
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
func.func @matmul(%arg0: memref<256x272xf16>, %arg1: memref<272x128xf16>, %arg2: memref<256x128xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<256x128xf16>, memref<256x272xf16>, memref<272x128xf16>) -> ()
  return
}

// A 512 x 384 x 96 half matmul (f32 sum) as a persistent kernel in 2x1 thread block clusters
// (--gemm-persistent --gemm-cluster-rows 2): the grid is persistent-blocks / 2 clusters along x
// of 2 blocks along y (known_cluster_size (1, 2, 1)). The grouped order runs over bands of two
// tile rows, S[(bands / G, cols, G):(2 G@by, 1@bx, 2@by)] with G bands a group, cluster k
// taking band tiles k, k + clusters, ...; the block of rank r (block id y) takes row r of the
// band, so both blocks of a cluster walk the same tile columns, and B's copies, which depend on
// no block id y, are multicast. Here 4 x 3 tiles of 128 x 128 are 2 x 3 band tiles. At 2 blocks
// (one cluster) each block runs 6 tiles of 6 steps of 16: 72 copies on 16 full barriers and 42
// wait points on 16 empty ones, so both rings wrap twice, their phases running on across
// tiles. The emulator matches the interpreter with a producer warpgroup, with empty mbarriers
// (the remote arrivals on the peer's) and wgmmas in flight at 2 clusters, with cluster barriers
// (no empty mbarriers), at 5 blocks (2 clusters, the odd block dropped), in f16 and bf16;
// ptxas assembles the PTX for sm_90a with no spill and no serialized wgmma. With the rank's row
// dropped (both blocks of a cluster on one tile) the emulator names the race on C.
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 --gpu-gemm-stages 3 --gpu-gemm-persistent --gpu-gemm-persistent-blocks 2 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 --gpu-gemm-stages 4 --gpu-gemm-async --gpu-gemm-persistent --gpu-gemm-persistent-blocks 4 --gpu-gemm-group-rows 4 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 --gpu-gemm-persistent --gpu-gemm-persistent-blocks 2 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: sed 's/f16/bf16/g' %s > %t.bf16.mlir
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-cluster-rows 2 --gpu-gemm-depth 16 --gpu-gemm-stages 4 --gpu-gemm-async --gpu-gemm-persistent --gpu-gemm-persistent-blocks 5 --gpu-gemm-group-rows 2 %t.bf16.mlir --trials 1 --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true empty-barriers=true cluster-rows=2 persistent=true persistent-blocks=4 group-rows=4 depth=16})' -o %t.ir.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.ir.mlir
// RUN: sed 's/%%\(block_id_y_[0-9]*\) = gpu.block_id  y$/%%\1 = arith.constant 0 : index/' %t.ir.mlir > %t.norank.mlir
// RUN: axe-opt %t.norank.mlir --pass-pipeline='builtin.module(uop-map-gpu-ranges,func.func(axe-simplify-index),convert-uop-to-scf,canonicalize,cse,axe-vectorize-upcast,uop-outline-gpu-kernels,canonicalize,cse)' -o %t.norank.gpu.mlir
// RUN: not axe-run %t.norank.gpu.mlir --target gpu-emulator --against %s --trials 1 2>&1 | FileCheck %s --check-prefix=NORANK
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --tma-producer --gemm-cluster-rows 2 --gemm-stages 4 --gemm-async --gemm-persistent --gemm-persistent-blocks 4 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=SIDECAR < %t.ptx.json
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// EMU: @matmul: 1 trials, {{.*}}: ok
// IR: gpu.known_cluster_size = array<i32: 1, 2, 1>, gpu.known_grid_size = array<i32: 2, 2, 1>
// IR: %[[CLUSTER:block_id_x_[0-9]+]] = gpu.block_id x{{$}}
// IR-NEXT: %[[RANK:block_id_y_[0-9]+]] = gpu.block_id y{{$}}
// IR: scf.for %[[TILE:arg[0-9]+]] = %[[CLUSTER]] to %{{c6(_[0-9]+)?}} step %{{c2(_[0-9]+)?}} {
// IR: %[[BAND:[0-9]+]] = arith.remui %[[TILE]], %{{c2(_[0-9]+)?}} : index
// IR-NEXT: %{{c2(_[0-9]+)?}} = arith.constant 2 : index
// IR-NEXT: %[[FIRST:[0-9]+]] = arith.muli %[[BAND]], %{{c2(_[0-9]+)?}} : index
// IR: %[[COLUMNS:[0-9]+]] = arith.divui %[[TILE]], %{{c2(_[0-9]+)?}} : index
// IR: arith.remui %[[COLUMNS]], %{{c3(_[0-9]+)?}} : index
// IR: %[[ROW:[0-9]+]] = arith.addi %[[FIRST]], %{{c0(_[0-9]+)?}} : index
// IR: arith.addi %[[ROW]], %[[RANK]] : index
// IR: nvvm.mapa
// NORANK: error: 'vector.store' op has a data race on element {{[0-9]+}} of a buffer: thread ({{[0-9]+}}, 0, 0) of block (0, 0, 0) writes it, then thread ({{[0-9]+}}, 0, 0) of block (0, 1, 0) writes it from another block
// PTXAS-NOT: C75
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75
// CHECK: .visible .entry matmul_k0(
// CHECK: .reqnctapercluster 1, 2, 1
// CHECK: mov.u32 {{%r[0-9]+}}, %ctaid.x;
// CHECK: mapa.shared::cluster
// CHECK: wgmma.mma_async
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster
// SIDECAR: "grid": [
// SIDECAR-NEXT: 2,
// SIDECAR-NEXT: 2,
// SIDECAR-NEXT: 1

func.func @matmul_k0(%arg0: memref<512x384xf16>, %arg1: memref<512x96xf16>, %arg2: memref<96x384xf16>) attributes {uop.kernel} {
  %cm = arith.constant 512 : index
  %cn = arith.constant 384 : index
  %ck = arith.constant 96 : index
  %0 = uop.range %cm axis(0) loop
  %1 = uop.range %cn axis(1) loop
  %2 = uop.range %ck axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<512x96xf16> into memref<49152xf16>
  %3 = arith.muli %0, %ck : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<49152xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<96x384xf16> into memref<36864xf16>
  %8 = arith.muli %2, %cn : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<36864xf16>
  %11 = uop.load %10 : f16
  %12 = arith.extf %11 : f16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %15 = arith.truncf %14 : f32 to f16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<512x384xf16> into memref<196608xf16>
  %16 = arith.muli %0, %cn : index
  %17 = arith.addi %16, %1 : index
  %18 = uop.index %collapse_shape_1[%17] : memref<196608xf16>
  %19 = uop.store %18, %15 : f16
  %20 = uop.end %19 [%0, %1]
  uop.sink %20 : !uop.effect
  return
}
func.func @matmul(%arg0: memref<512x96xf16>, %arg1: memref<96x384xf16>, %arg2: memref<512x384xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<512x384xf16>, memref<512x96xf16>, memref<96x384xf16>) -> ()
  return
}

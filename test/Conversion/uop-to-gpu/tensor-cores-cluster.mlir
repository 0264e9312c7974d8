// uop-tensor-cores{cluster-rows=2} on the TMA wgmma path: the kernel of a 256 x 128 x 64 f16
// GEMM (two 128 x 128 tiles in one tile column) runs as one 2x1 thread block cluster
// (gpu.known_cluster_size (1, 2, 1)): the cluster barrier after the mbarriers' initialization,
// the block's rank, B's TMA boxes multicast to both blocks (mask 3), A's each block's own, a
// cluster barrier after each wait for copies in place of the block barrier, and one before
// the exit. Where clusters do not apply the kernel runs without them, with a remark: one tile
// row (128 x 128), copies that are not TMA copies, mma.sync; clusters of more than two tile
// rows are an error. Persistent, the grid is clusters of two blocks along y (one cluster for
// the one band of two tile rows here; test/Target/PTX/tensor-cores-persistent-cluster.mlir
// runs it). With
// empty-barriers no barrier follows a wait: each empty mbarrier expects the threads of both
// blocks (2 x 128), and each thread arrives on its own block's and, through mapa, on the
// peer's (test/Target/PTX/tensor-cores-cluster-empty.mlir runs it).
// The kernel the TMA route makes takes its tensor maps after its buffers, which a replay of the
// pipeline by the equivalence harness cannot pass, so that pipeline reads a copy of this file;
// test/Target/PTX/tensor-cores-cluster.mlir runs the whole route against the interpreter.
// RUN: cp %s %t.src.mlir
// RUN: axe-opt %t.src.mlir --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true cluster-rows=2 depth=16})' -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: grep -B2 '^ *return$' %t.mlir | FileCheck %s --check-prefix=EXIT
// RUN: sed -e 's/256x128xf16/128x128xf16/g' -e 's/256x64xf16/128x64xf16/g' -e 's/16384xf16/8192xf16/g' -e 's/32768xf16/16384xf16/g' -e 's/constant 256 : index/constant 128 : index/' %s > %t.one.mlir
// RUN: axe-opt %t.one.mlir --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true cluster-rows=2})' 2>&1 | FileCheck %s --check-prefix=ONE-ROW
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true cluster-rows=2})' 2>&1 | FileCheck %s --check-prefix=NO-TMA
// RUN: axe-run %s --target gpu-emulator --gpu-tma --gpu-gemm-cluster-rows 2 --trials 1 --rtol 1e-2 --atol 1e-2 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: axe-opt %t.src.mlir --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true cluster-rows=2 persistent=true persistent-blocks=4})' | FileCheck %s --check-prefix=PERSISTENT
// RUN: axe-opt %t.src.mlir --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true cluster-rows=2 empty-barriers=true depth=16})' -o %t.empty.mlir
// RUN: FileCheck %s --check-prefix=EMPTY < %t.empty.mlir
// RUN: grep -B2 '^ *return$' %t.empty.mlir | FileCheck %s --check-prefix=EXIT
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-tensor-cores{cluster-rows=3})' 2>&1 | FileCheck %s --check-prefix=THREE
// CHECK-LABEL: func.func @matmul_k0
// CHECK-SAME: gpu.known_cluster_size = array<i32: 1, 2, 1>
// CHECK: nvvm.fence.mbarrier.init
// CHECK-NEXT: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
// CHECK-NEXT: nvvm.read.ptx.sreg.cluster.ctarank
// CHECK: nvgpu.tma.async.load {{.*}} predicate = %{{.*}} : <tensor = memref<128x16xf16, 3>
// CHECK: nvgpu.tma.async.load {{.*}} multicast_mask = %{{.*}}, predicate = %{{.*}} : <tensor = memref<16x64xf16, 3>
// CHECK: nvgpu.tma.async.load {{.*}} multicast_mask = %{{.*}}, predicate = %{{.*}} : <tensor = memref<16x64xf16, 3>
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
// CHECK-NOT: gpu.barrier
// EXIT: nvvm.cluster.arrive
// EXIT-NEXT: nvvm.cluster.wait
// EXIT-NEXT: return
// ONE-ROW: remark: runs without thread block clusters: its 1 tile rows are no whole number of clusters of 2
// ONE-ROW-NOT: cluster
// NO-TMA: remark: runs without thread block clusters: its copies are not TMA copies (tma=false), and only TMA multicasts
// NO-TMA-NOT: nvvm.cluster
// MMA: remark: runs without thread block clusters: it runs on mma.sync; clusters are planned for the wgmma path (sm_90a)
// MMA: @matmul_k0: 1 trials, {{.*}}: ok
// PERSISTENT: gpu.known_cluster_size = array<i32: 1, 2, 1>, gpu.known_grid_size = array<i32: 1, 2, 1>
// PERSISTENT: nvgpu.tma.async.load {{.*}} multicast_mask
// EMPTY-LABEL: func.func @matmul_k0
// EMPTY-SAME: gpu.known_cluster_size = array<i32: 1, 2, 1>
// EMPTY-NOT: gpu.barrier
// EMPTY: nvgpu.mbarrier.init %{{.*}}, %c256, predicate
// EMPTY: nvvm.fence.mbarrier.init
// EMPTY-NEXT: nvvm.cluster.arrive
// EMPTY-NEXT: nvvm.cluster.wait
// EMPTY-NOT: gpu.barrier
// EMPTY: nvgpu.mbarrier.arrive %
// EMPTY-NEXT: nvgpu.mbarrier.get
// EMPTY: nvvm.mapa
// EMPTY-NEXT: nvvm.mbarrier.arrive %{{.*}} {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
// EMPTY-NOT: gpu.barrier
// THREE: error: uop-tensor-cores: cluster-rows=3; a cluster is 1 or 2 tile rows (2x1 clusters)

func.func @matmul_k0(%arg0: memref<256x128xf16>, %arg1: memref<256x64xf16>, %arg2: memref<64x128xf16>) attributes {uop.kernel} {
  %cm = arith.constant 256 : index
  %cn = arith.constant 128 : index
  %ck = arith.constant 64 : index
  %0 = uop.range %cm axis(0) loop
  %1 = uop.range %cn axis(1) loop
  %2 = uop.range %ck axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<256x64xf16> into memref<16384xf16>
  %3 = arith.muli %0, %ck : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<16384xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<64x128xf16> into memref<8192xf16>
  %8 = arith.muli %2, %cn : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<8192xf16>
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

// A 256 x 384 x 64 half matmul (f32 sum) on wgmma as a persistent kernel
// (--gemm-persistent, uop-tensor-cores{persistent}): a grid of --gemm-persistent-blocks blocks,
// block b taking tiles b, b + P, ... of the grouped order, the layout
// S[(rows / G, cols, G):(G@by, 1@bx, 1@by)] from a tile's place to its (by, bx); here 2 x 3
// tiles of 128 x 128 in one group of 2 tile rows: by = t % 2, bx = (t / 2) % 3. Each tile runs
// the whole copy pipeline and stores its product; the next tile's first copies follow a wait
// point every thread passes once its products are retired, before its store (64 = 4 steps of
// 16 in 3 stages: the last step reads stage 0, which the next tile's first copy refills;
// without that wait point the emulator names the refill as a race). The copies are counted on across tiles, so the mbarrier
// rings' phases run on: at one block, 6 tiles of 4 steps, 48 copies on 16 full barriers (three
// phases each, the parity back to 0) and 30 wait points on 16 empty ones. The emulator matches
// the interpreter (races, mbarrier phases, deadlocks checked) with a producer warpgroup, with
// wgmmas in flight at 4 blocks (2, 2, 1 and 1 tiles), with block barriers, by cp.async, on
// mma.sync and with a batch; ptxas assembles the PTX for sm_90a with no spill and no
// serialized wgmma.
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-depth 16 --gpu-gemm-stages 3 --gpu-gemm-persistent --gpu-gemm-persistent-blocks 1 --gpu-gemm-group-rows 2 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-depth 16 --gpu-gemm-stages 4 --gpu-gemm-async --gpu-gemm-persistent --gpu-gemm-persistent-blocks 4 --gpu-gemm-group-rows 8 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-gemm-depth 16 --gpu-gemm-persistent --gpu-gemm-persistent-blocks 2 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-gemm-persistent --gpu-gemm-persistent-blocks 4 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// On mma.sync (sm_90, cp.async), and with a batch on the grid's z (tensor-cores-batched.mlir):
// RUN: axe-run --target gpu-emulator --gpu-gemm-persistent --gpu-gemm-persistent-blocks 5 --gpu-gemm-group-rows 4 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-gemm-persistent --gpu-gemm-persistent-blocks 1 %S/tensor-cores-batched.mlir --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=BATCH
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true persistent=true persistent-blocks=4 group-rows=2})' | FileCheck %s --check-prefix=IR
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --tma-producer --gemm-stages 4 --gemm-async --gemm-persistent --gemm-persistent-blocks 4 --gemm-group-rows 2 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=SIDECAR < %t.ptx.json
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// Bad options are errors at the kernel they would make persistent:
// RUN: not axe-translate --axe-to-ptx --chip sm_90a --tma --gemm-persistent --gemm-persistent-blocks 0 %s -o %t.zero.ptx 2>&1 | FileCheck %s --check-prefix=NO-BLOCKS
// RUN: not axe-translate --axe-to-ptx --chip sm_90a --tma --gemm-persistent --gemm-group-rows 0 %s -o %t.zero.ptx 2>&1 | FileCheck %s --check-prefix=NO-GROUP
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true persistent=true persistent-blocks=-3})' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// EMU: @matmul: 1 trials, {{.*}}: ok
// BATCH: @bmm_bt: 1 trials, {{.*}}: ok
// IR: gpu.known_grid_size = array<i32: 4, 1, 1>
// IR: %[[BLOCK:block_id_x_[0-9]+]] = gpu.block_id x{{$}}
// IR-NEXT: %[[TILES:c6(_[0-9]+)?]] = arith.constant 6 : index
// IR-NEXT: %[[STEP:c4(_[0-9]+)?]] = arith.constant 4 : index
// IR-NEXT: scf.for %[[TILE:arg[0-9]+]] = %[[BLOCK]] to %[[TILES]] step %[[STEP]] {
// IR: arith.remui %[[TILE]], %{{c2(_[0-9]+)?}} : index
// IR: %[[COLUMNS:[0-9]+]] = arith.divui %[[TILE]], %{{c2(_[0-9]+)?}} : index
// IR: arith.remui %[[COLUMNS]], %{{c3(_[0-9]+)?}} : index
// PTXAS-NOT: C75
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75
// CHECK: .visible .entry matmul_k0(
// CHECK: mov.u32 {{%r[0-9]+}}, %ctaid.x;
// CHECK: wgmma.mma_async
// CHECK: cp.async.bulk.tensor.2d
// SIDECAR: "grid": [
// SIDECAR-NEXT: 4,
// SIDECAR-NEXT: 1,
// SIDECAR-NEXT: 1
// NO-BLOCKS: tensor-cores-persistent.mlir:{{[1-9][0-9]*}}:1: error: 'func.func' op uop-tensor-cores: persistent-blocks=0; a persistent kernel has at least one block
// NO-GROUP: tensor-cores-persistent.mlir:{{[1-9][0-9]*}}:1: error: 'func.func' op uop-tensor-cores: group-rows=0; a group of tiles has at least one tile row
// NEGATIVE: tensor-cores-persistent.mlir:{{[1-9][0-9]*}}:1: error: 'func.func' op uop-tensor-cores: persistent-blocks=-3; a persistent kernel has at least one block

func.func @matmul_k0(%arg0: memref<256x384xf16>, %arg1: memref<256x64xf16>, %arg2: memref<64x384xf16>) attributes {uop.kernel} {
  %cm = arith.constant 256 : index
  %cn = arith.constant 384 : index
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
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<64x384xf16> into memref<24576xf16>
  %8 = arith.muli %2, %cn : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<24576xf16>
  %11 = uop.load %10 : f16
  %12 = arith.extf %11 : f16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %15 = arith.truncf %14 : f32 to f16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<256x384xf16> into memref<98304xf16>
  %16 = arith.muli %0, %cn : index
  %17 = arith.addi %16, %1 : index
  %18 = uop.index %collapse_shape_1[%17] : memref<98304xf16>
  %19 = uop.store %18, %15 : f16
  %20 = uop.end %19 [%0, %1]
  uop.sink %20 : !uop.effect
  return
}
func.func @matmul(%arg0: memref<256x64xf16>, %arg1: memref<64x384xf16>, %arg2: memref<256x384xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<256x384xf16>, memref<256x64xf16>, memref<64x384xf16>) -> ()
  return
}

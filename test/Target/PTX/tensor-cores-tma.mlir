// A 128 x 128 x 64 half matmul (f32 sum) with --tma (sm_90): on sm_90a's wgmma, uop-tensor-cores
// stages A's 128 x 32 tiles (K-major, the 64-byte swizzle) as one TMA box each and B's 32 x 128
// tiles, stored as two 64-column atoms with the 128-byte swizzle, as two boxes of 32 x 64 on one
// mbarrier; the call passes the two tensor maps. On mma.sync, B's stage rows are 256 bytes
// (swizzle <3, 3, 4>), which no TMA swizzle writes, so that kernel keeps cp.async for all its
// copies. Both run on the emulator against the interpreter, and ptxas assembles both.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma %s -o %t.ptx
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma %s --trials 2 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=MAP < %t.ptx.json
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | not grep C7517
// RUN: axe-translate --axe-to-ptx --tma %s -o %t.90.ptx
// RUN: axe-run --target gpu-emulator --gpu-tma %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s --check-prefix=MMA < %t.90.ptx
// RUN: %ptxas -arch=sm_90 %t.90.ptx -o %t.90.cubin
// K = 256 with up to five stages (--gemm-stages 5): 80 KiB of tiles in dynamic shared memory,
// four steps in flight while one multiplies.
// RUN: sed -e 's/128x64xf16/128x256xf16/g' -e 's/64x128xf16/256x128xf16/g' -e 's/8192xf16/32768xf16/g' -e 's/arith.constant 64 : index/arith.constant 256 : index/' %s > %t.deep.mlir
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-gemm-stages 5 %t.deep.mlir --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --gemm-stages 5 %t.deep.mlir -o %t.deep.ptx
// RUN: FileCheck %s --check-prefix=DEEP < %t.deep.ptx.json
// RUN: %ptxas -arch=sm_90a %t.deep.ptx -o %t.deep.cubin 2>&1 | not grep C7517
// RUN: not axe-translate --axe-to-ptx --gemm-stages 9 %s -o %t.nine.ptx 2>&1 | FileCheck %s --check-prefix=NINE
// EMU: @matmul: {{.*}}: ok
// DEEP: "dynamic_shared_bytes": 82944
// NINE: 9 is not in 2..=8
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-tensor-cores{stages=1})' 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: error: uop-tensor-cores: stages=1; a pipeline has 2 to 8 stages
// CHECK: .visible .entry matmul_k0(
// CHECK-NOT: cp.async.cg
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// CHECK: cp.async.bulk.tensor.2d
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// CHECK: cp.async.bulk.tensor.2d
// CHECK: cp.async.bulk.tensor.2d
// CHECK: wgmma.mma_async
// CHECK-NOT: cp.async.cg
// MAP: "box": [
// MAP-NEXT: 128,
// MAP-NEXT: 32
// MAP-NEXT: ],
// MAP-NEXT: "swizzle": 64
// MAP: "box": [
// MAP-NEXT: 32,
// MAP-NEXT: 64
// MAP-NEXT: ],
// MAP-NEXT: "swizzle": 128
// MMA-NOT: cp.async.bulk
// MMA: cp.async.cg.shared.global
// MMA-NOT: cp.async.bulk

func.func @matmul_k0(%arg0: memref<128x128xf16>, %arg1: memref<128x64xf16>, %arg2: memref<64x128xf16>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %0 = uop.range %c128 axis(0) loop
  %1 = uop.range %c128 axis(1) loop
  %2 = uop.range %c64 axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<128x64xf16> into memref<8192xf16>
  %3 = arith.muli %0, %c64 : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<8192xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<64x128xf16> into memref<8192xf16>
  %8 = arith.muli %2, %c128 : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<8192xf16>
  %11 = uop.load %10 : f16
  %12 = arith.extf %11 : f16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %15 = arith.truncf %14 : f32 to f16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<128x128xf16> into memref<16384xf16>
  %16 = arith.muli %0, %c128 : index
  %17 = arith.addi %16, %1 : index
  %18 = uop.index %collapse_shape_1[%17] : memref<16384xf16>
  %19 = uop.store %18, %15 : f16
  %20 = uop.end %19 [%0, %1]
  uop.sink %20 : !uop.effect
  return
}
func.func @matmul(%arg0: memref<128x64xf16>, %arg1: memref<64x128xf16>, %arg2: memref<128x128xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<128x128xf16>, memref<128x64xf16>, memref<64x128xf16>) -> ()
  return
}

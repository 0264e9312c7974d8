// A batched matmul whose B is stored transposed (B[b, j, k]): the batch goes on the grid's
// z, and B is the [batch, K, N] tensor S[(2,32,16):(512,1,32)], contiguous along k. So its
// shared stage is k-contiguous too: 16-byte cp.async copies like A's, and ldmatrix x2 without
// .trans (the transpose a row-major B needs is already in the layout). ptxas for sm_80 and
// sm_90; the emulator runs both batches.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: axe-run --target gpu-emulator %s --trials 2 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin

// CHECK: .visible .entry bmm_bt_k0(
// CHECK: .maxntid 32, 1, 1
// CHECK: %ctaid.z
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ldmatrix.sync.aligned.m8n8.x2.shared.b16
// CHECK-NOT: .trans
// CHECK-COUNT-8: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// EMU: @bmm_bt: 2 trials, {{.*}}: ok

func.func @bmm_bt_k0(%arg0: memref<2x32x16xf16>, %arg1: memref<2x32x32xf16>, %arg2: memref<2x16x32xf16>) attributes {uop.kernel} {
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c2 = arith.constant 2 : index
  %0 = uop.range %c2 axis(0) loop
  %1 = uop.range %c32 axis(1) loop
  %2 = uop.range %c16 axis(2) loop
  %3 = uop.range %c32 axis(3) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1, 2]] : memref<2x32x32xf16> into memref<2048xf16>
  %4 = arith.muli %0, %c1024 : index
  %5 = arith.muli %1, %c32 : index
  %6 = arith.addi %4, %5 : index
  %7 = arith.addi %6, %3 : index
  %8 = uop.index %collapse_shape[%7] : memref<2048xf16>
  %9 = uop.load %8 : f16
  %10 = arith.extf %9 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1, 2]] : memref<2x16x32xf16> into memref<1024xf16>
  %11 = arith.muli %0, %c512 : index
  %12 = arith.muli %2, %c32 : index
  %13 = arith.addi %11, %12 : index
  %14 = arith.addi %13, %3 : index
  %15 = uop.index %collapse_shape_0[%14] : memref<1024xf16>
  %16 = uop.load %15 : f16
  %17 = arith.extf %16 : f16 to f32
  %18 = arith.mulf %10, %17 : f32
  %19 = uop.reduce add %18 [%3] : f32
  %20 = arith.truncf %19 : f32 to f16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x32x16xf16> into memref<1024xf16>
  %21 = arith.muli %1, %c16 : index
  %22 = arith.addi %11, %21 : index
  %23 = arith.addi %22, %2 : index
  %24 = uop.index %collapse_shape_1[%23] : memref<1024xf16>
  %25 = uop.store %24, %20 : f16
  %26 = uop.end %25 [%0, %1, %2]
  uop.sink %26 : !uop.effect
  return
}
func.func @bmm_bt(%arg0: memref<2x32x32xf16>, %arg1: memref<2x16x32xf16>, %arg2: memref<2x32x16xf16> {uop.output = 0 : i64}) {
  call @bmm_bt_k0(%arg2, %arg0, %arg1) : (memref<2x32x16xf16>, memref<2x32x32xf16>, memref<2x16x32xf16>) -> ()
  return
}

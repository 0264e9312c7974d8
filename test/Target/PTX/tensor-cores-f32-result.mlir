// An f32 result (no rounding back to f16) and extents that only the atom divides
// (48 x 40 x 16): one atom per warp, one warp per block, a 5 x 3 grid. ptxas for sm_80
// and sm_90; the emulator runs every block.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: axe-run --target gpu-emulator %s --trials 2 --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin

// CHECK: .visible .entry mm_f32_out_k0(
// CHECK: .maxntid 32, 1, 1
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NOT: mma.sync
// CHECK-NOT: cvt.rn.f16.f32
// EMU: @mm_f32_out: 2 trials, {{.*}}: ok

func.func @mm_f32_out_k0(%arg0: memref<48x40xf32>, %arg1: memref<48x16xf16>, %arg2: memref<16x40xf16>) attributes {uop.kernel} {
  %c16 = arith.constant 16 : index
  %c40 = arith.constant 40 : index
  %c48 = arith.constant 48 : index
  %0 = uop.range %c48 axis(0) loop
  %1 = uop.range %c40 axis(1) loop
  %2 = uop.range %c16 axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<48x16xf16> into memref<768xf16>
  %3 = arith.muli %0, %c16 : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<768xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<16x40xf16> into memref<640xf16>
  %8 = arith.muli %2, %c40 : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<640xf16>
  %11 = uop.load %10 : f16
  %12 = arith.extf %11 : f16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<48x40xf32> into memref<1920xf32>
  %15 = arith.muli %0, %c40 : index
  %16 = arith.addi %15, %1 : index
  %17 = uop.index %collapse_shape_1[%16] : memref<1920xf32>
  %18 = uop.store %17, %14 : f32
  %19 = uop.end %18 [%0, %1]
  uop.sink %19 : !uop.effect
  return
}
func.func @mm_f32_out(%arg0: memref<48x16xf16>, %arg1: memref<16x40xf16>, %arg2: memref<48x40xf32> {uop.output = 0 : i64}) {
  call @mm_f32_out_k0(%arg2, %arg0, %arg1) : (memref<48x40xf32>, memref<48x16xf16>, memref<16x40xf16>) -> ()
  return
}

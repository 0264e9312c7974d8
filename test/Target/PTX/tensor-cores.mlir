// A half matmul accumulating in f32 (tinygrad's a.half() @ b.half() with a float
// accumulator) on the tensor cores: uop-tensor-cores tiles the mma.sync m16n8k16
// atom 4 x 4 per warp and 2 x 2 warps per block (128 threads), so the 128 x 64
// output is one block, and writes the kernel as Axe operators over its accesses'
// layouts, which axe-dispatch-gpu lowers: the tiles go to shared memory by
// cp.async, and fragments come by ldmatrix. ptxas assembles it for sm_80 and sm_90,
// and the emulator runs every lane's fragments through its own mma.sync and
// compares with the interpreter (the tensor core's order of summation is its own,
// and the result is rounded to f16: a tolerance).
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: axe-run --target gpu-emulator %s --trials 2 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// wgmma (sm_90a): one warpgroup per 128 x 64 block multiplies both stages from shared
// memory (A K-major, B N-major), four m64n64k16 per 32-deep stage; on the emulator too.
// RUN: axe-translate --axe-to-ptx --chip sm_90a %s -o %t.90a.ptx
// RUN: axe-run --target gpu-emulator --gpu-wgmma %s --trials 2 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s --check-prefix=WGMMA < %t.90a.ptx
// RUN: %ptxas -arch=sm_90a %t.90a.ptx -o %t.90a.cubin 2>&1 | not grep C7517
// WGMMA: .target sm_90a
// WGMMA: .maxntid 128, 1, 1
// WGMMA: cp.async.cg.shared.global
// WGMMA: fence.proxy.async.shared::cta;
// WGMMA-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}, 1, 1, 0, 1;
// WGMMA: wgmma.wait_group.sync.aligned 0;
// WGMMA-NOT: mma.sync.aligned.m16n8k16

// CHECK: .visible .entry matmul_k0(
// CHECK: .maxntid 128, 1, 1
// K = 32 is one step of 32: one stage each of A's 128 x 32 tile and B's 32 x 64, 16-byte
// aligned; 16-byte cp.async copies (A's k and B's columns are contiguous and aligned), all
// waited for; then per warp A fragments by ldmatrix x4 and B by x2 transposed, two atoms
// deep.
// CHECK: .shared .align 16 .b8 {{.*}}[8192];
// CHECK: .shared .align 16 .b8 {{.*}}[4096];
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group 0;
// CHECK: bar.sync 0;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK-COUNT-32: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK: cvt.rn.f16x2.f32
// EMU: @matmul: 2 trials, {{.*}}: ok

func.func @matmul_k0(%arg0: memref<128x64xf16>, %arg1: memref<128x32xf16>, %arg2: memref<32x64xf16>) attributes {uop.kernel} {
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %0 = uop.range %c128 axis(0) loop
  %1 = uop.range %c64 axis(1) loop
  %2 = uop.range %c32 axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<128x32xf16> into memref<4096xf16>
  %3 = arith.muli %0, %c32 : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<4096xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<32x64xf16> into memref<2048xf16>
  %8 = arith.muli %2, %c64 : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<2048xf16>
  %11 = uop.load %10 : f16
  %12 = arith.extf %11 : f16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %15 = arith.truncf %14 : f32 to f16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<128x64xf16> into memref<8192xf16>
  %16 = arith.muli %0, %c64 : index
  %17 = arith.addi %16, %1 : index
  %18 = uop.index %collapse_shape_1[%17] : memref<8192xf16>
  %19 = uop.store %18, %15 : f16
  %20 = uop.end %19 [%0, %1]
  uop.sink %20 : !uop.effect
  return
}
func.func @matmul(%arg0: memref<128x32xf16>, %arg1: memref<32x64xf16>, %arg2: memref<128x64xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<128x64xf16>, memref<128x32xf16>, memref<32x64xf16>) -> ()
  return
}

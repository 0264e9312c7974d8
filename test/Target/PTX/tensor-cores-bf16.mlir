// A bf16 matmul accumulating in f32 on the tensor cores (same tiling and staging as
// tensor-cores.mlir). MLIR 22's convert-nvgpu-to-nvvm cannot type a bf16 nvgpu.mma.sync, so
// axe-bf16-mma-to-nvvm writes it as nvvm.mma.sync on packed .b32 registers before the NVVM
// conversion: the PTX has the bf16 mma.sync and ptxas assembles it for sm_80 and sm_90; the
// emulator runs the kernel (its nvgpu form) against the interpreter. The rewrite passes its
// registers as upstream's lowering passes f16 ones: with bf16 renamed f16, the PTX is the f16
// kernel's (tensor-cores.mlir) line for line.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: axe-run --target gpu-emulator %s --trials 2 --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// RUN: axe-translate --axe-to-ptx %S/tensor-cores.mlir -o %t.f16.ptx
// RUN: axe-run --target gpu-emulator %S/tensor-cores.mlir --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU16
// RUN: grep -v '^//' %t.f16.ptx > %t.f16.body
// RUN: sed -e 's/bmatmul/matmul/g' -e 's/bf16/f16/g' %t.ptx | grep -v '^//' | diff %t.f16.body -
// wgmma (sm_90a): one warpgroup per 128 x 64 block multiplies both stages from shared
// memory (A K-major, B N-major), four m64n64k16 per 32-deep stage; on the emulator too.
// RUN: axe-translate --axe-to-ptx --chip sm_90a %s -o %t.90a.ptx
// RUN: axe-run --target gpu-emulator --gpu-wgmma %s --trials 2 --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s --check-prefix=WGMMA < %t.90a.ptx
// RUN: %ptxas -arch=sm_90a %t.90a.ptx -o %t.90a.cubin 2>&1 | not grep C7517
// WGMMA: .target sm_90a
// WGMMA: .maxntid 128, 1, 1
// WGMMA: cp.async.cg.shared.global
// WGMMA: fence.proxy.async.shared::cta;
// WGMMA-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, 1, 1, 0, 1;
// WGMMA: wgmma.wait_group.sync.aligned 0;
// WGMMA-NOT: mma.sync.aligned.m16n8k16

// CHECK: .visible .entry bmatmul_k0(
// CHECK: cp.async.cg.shared.global
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-COUNT-32: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK: cvt.rn.bf16x2.f32
// EMU: @bmatmul: 2 trials, {{.*}}: ok
// EMU16: @matmul: 1 trials, {{.*}}: ok

func.func @bmatmul_k0(%arg0: memref<128x64xbf16>, %arg1: memref<128x32xbf16>, %arg2: memref<32x64xbf16>) attributes {uop.kernel} {
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %0 = uop.range %c128 axis(0) loop
  %1 = uop.range %c64 axis(1) loop
  %2 = uop.range %c32 axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<128x32xbf16> into memref<4096xbf16>
  %3 = arith.muli %0, %c32 : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<4096xbf16>
  %6 = uop.load %5 : bf16
  %7 = arith.extf %6 : bf16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<32x64xbf16> into memref<2048xbf16>
  %8 = arith.muli %2, %c64 : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<2048xbf16>
  %11 = uop.load %10 : bf16
  %12 = arith.extf %11 : bf16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %15 = arith.truncf %14 : f32 to bf16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<128x64xbf16> into memref<8192xbf16>
  %16 = arith.muli %0, %c64 : index
  %17 = arith.addi %16, %1 : index
  %18 = uop.index %collapse_shape_1[%17] : memref<8192xbf16>
  %19 = uop.store %18, %15 : bf16
  %20 = uop.end %19 [%0, %1]
  uop.sink %20 : !uop.effect
  return
}
func.func @bmatmul(%arg0: memref<128x32xbf16>, %arg1: memref<32x64xbf16>, %arg2: memref<128x64xbf16> {uop.output = 0 : i64}) {
  call @bmatmul_k0(%arg2, %arg0, %arg1) : (memref<128x64xbf16>, memref<128x32xbf16>, memref<32x64xbf16>) -> ()
  return
}

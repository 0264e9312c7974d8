// A 128 x 256 x 32 half matmul (f32 sum, f16 result) on wgmma whose epilogue goes through shared
// memory (--gemm-tma-store, uop-tensor-cores{tma-store stmatrix}): each warpgroup converts its
// accumulators to f16 and stores them by stmatrix into a 128 x 128 staging tile (two 64-column
// atoms, 128-byte swizzled), and one TMA store per tile (two boxes of 128 x 64) writes C:
// fence.proxy.async and a block barrier before it, its bulk group committed, and
// cp.async.bulk.wait_group.read 0 before the tile is written again (the next tile of a
// persistent block) and at the kernel's end. Checked: the emulator against the interpreter, two
// blocks of one tile and one persistent block of both tiles (the staging tile reused; with empty
// barriers; C's entries are sums of 32 products of about 1, so a zeroed or unwritten C fails
// the tolerance; tma-store.mlir in Conversion/axe-to-gpu checks the mutations); the IR and PTX
// FileCheck'd; ptxas assembles the PTX for sm_90a with no spill. An f32 output
// keeps the stores from registers, with a remark.
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-gemm-tma-store --gpu-gemm-depth 16 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-tma-store --gpu-gemm-depth 16 --gpu-gemm-persistent --gpu-gemm-persistent-blocks 1 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true tma-store=true stmatrix=true depth=16 persistent=true persistent-blocks=1})' -o %t.ir.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.ir.mlir
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --gemm-tma-store --gemm-depth 16 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: sed -e 's/128x256xf16/128x256xf32/g' -e 's/32768xf16/32768xf32/g' -e '/arith.truncf %14/d' -e 's/%15 : f16/%14 : f32/' %s > %t.f32.mlir
// RUN: axe-opt %t.f32.mlir --pass-pipeline='builtin.module(uop-schedule{target=gpu wgmma=true},uop-tensor-cores{wgmma=true tma=true tma-store=true stmatrix=true depth=16})' 2>&1 | FileCheck %s --check-prefix=F32
// EMU: @matmul: 1 trials, {{.*}}: ok
// IR: gpu.known_grid_size = array<i32: 1, 1, 1>
// IR: scf.for
// IR: nvvm.cp.async.bulk.wait_group 0 {read}
// IR-NEXT: }
// IR-NEXT: gpu.barrier
// IR-COUNT-16: nvvm.stmatrix
// IR: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>
// IR-NEXT: gpu.barrier
// IR: nvgpu.tma.async.store {{.*}}, predicate = %[[ISSUER:[0-9]+]] : memref<128x64xf16, {{.*}} -> <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b
// IR: nvgpu.tma.async.store {{.*}}, predicate = %[[ISSUER]] : memref<128x64xf16,
// IR-NEXT: scf.if %[[ISSUER]] {
// IR-NEXT: nvvm.cp.async.bulk.commit.group
// IR: scf.if %[[ISSUER]] {
// IR-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// IR-NEXT: }
// IR-NEXT: return
// IR: nvgpu.tma.create.descriptor {{.*}} box[%{{.*}}, %{{.*}}] : memref<*xf16> -> <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b
// PTXAS-NOT: C75
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75
// CHECK: .visible .entry matmul_k0(
// CHECK: wgmma.mma_async
// CHECK: cp.async.bulk.wait_group.read 0;
// CHECK: stmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: fence.proxy.async.shared::cta;
// CHECK: bar.sync 0;
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// CHECK: cp.async.bulk.commit_group;
// CHECK: cp.async.bulk.wait_group.read 0;
// CHECK-NOT: st.global
// F32: remark: stores its epilogue from registers, not through a TMA store: its output is f32, and stmatrix stores 16-bit elements

func.func @matmul_k0(%arg0: memref<128x256xf16>, %arg1: memref<128x32xf16>, %arg2: memref<32x256xf16>) attributes {uop.kernel} {
  %cm = arith.constant 128 : index
  %cn = arith.constant 256 : index
  %ck = arith.constant 32 : index
  %0 = uop.range %cm axis(0) loop
  %1 = uop.range %cn axis(1) loop
  %2 = uop.range %ck axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<128x32xf16> into memref<4096xf16>
  %3 = arith.muli %0, %ck : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<4096xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<32x256xf16> into memref<8192xf16>
  %8 = arith.muli %2, %cn : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<8192xf16>
  %11 = uop.load %10 : f16
  %12 = arith.extf %11 : f16 to f32
  %13 = arith.mulf %7, %12 : f32
  %14 = uop.reduce add %13 [%2] : f32
  %15 = arith.truncf %14 : f32 to f16
  %collapse_shape_1 = memref.collapse_shape %arg0 [[0, 1]] : memref<128x256xf16> into memref<32768xf16>
  %16 = arith.muli %0, %cn : index
  %17 = arith.addi %16, %1 : index
  %18 = uop.index %collapse_shape_1[%17] : memref<32768xf16>
  %19 = uop.store %18, %15 : f16
  %20 = uop.end %19 [%0, %1]
  uop.sink %20 : !uop.effect
  return
}
func.func @matmul(%arg0: memref<128x32xf16>, %arg1: memref<32x256xf16>, %arg2: memref<128x256xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<128x256xf16>, memref<128x32xf16>, memref<32x256xf16>) -> ()
  return
}

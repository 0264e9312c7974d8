// A 128 x 256 x 544 half matmul (f32 sum) with --tma --tma-empty-barriers (sm_90a): no block
// barrier after a wait for TMA copies. Each thread arrives on the wait point's "empty" mbarrier
// (a second ring of 16, 256 threads a phase) once it is done with the stage the next refill
// overwrites (step t - 1's, or t - 2's with --gemm-async, whose wgmmas the previous step
// retired), and thread 0 waits on it before it issues that refill; the "full" ring is the TMA
// copies' transaction barriers, as without the flag. 544 = 34 steps of 16: both rings wrap
// twice (2 or 3 copies a step on 16 full barriers, one wait point a step on 16 empty ones), so
// every barrier's phase parity flips. The emulator orders threads through the mbarrier phases
// alone (interp/src/gpu/races.rs) and checks races, phases and deadlocks; it matches the
// interpreter for 128 x 128 and 128 x 256 tiles, 3 and 4 stages, with and without wgmmas in
// flight. ptxas assembles each for sm_90a with no spill and no C7517 (wgmma serialized).
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-depth 16 --gpu-gemm-stages 3 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-depth 16 --gpu-gemm-stages 4 --gpu-gemm-async %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-tile 128x256 --gpu-gemm-depth 16 --gpu-gemm-stages 3 --gpu-gemm-async %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-tile 128x256 --gpu-gemm-depth 16 --gpu-gemm-stages 4 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --gemm-tile 128x256 --gemm-depth 64 --gemm-stages 4 --gemm-async %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --gemm-stages 3 %s -o %t.128.ptx
// RUN: %ptxas -arch=sm_90a -v %t.128.ptx -o %t.128.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// The only bar.syncs left: one after the barriers' initialization, and the ring's catch-up
// (a uniform branch, taken only with more than 16 copies in flight; these kernels have at most 9).
// RUN: grep -c "bar.sync" %t.128.ptx | FileCheck %s --check-prefix=BARS
// With block barriers: one after each wait, and the catch-up (one more of it than LLVM folded
// with 64-bit counters; the ring's counters are 32-bit for the persistent kernel's producer).
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --gemm-stages 3 %s -o %t.block.ptx
// RUN: grep -c "bar.sync" %t.block.ptx | FileCheck %s --check-prefix=BLOCK-BARS
// The flag is for TMA copies:
// RUN: not axe-translate --axe-to-ptx --chip sm_90a --tma-empty-barriers %s -o %t.none.ptx 2>&1 | FileCheck %s --check-prefix=NEEDS-TMA
// K = 32 (two steps, fewer than the four stages) and K = 40 (no whole 16-deep step: off the
// tensor cores, with a remark) are right too:
// RUN: sed -e 's/544/32/g' -e 's/69632xf16/4096xf16/g' -e 's/139264xf16/8192xf16/g' %s > %t.short.mlir
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-tile 128x256 --gpu-gemm-stages 4 --gpu-gemm-async %t.short.mlir --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: sed -e 's/544/40/g' -e 's/69632xf16/5120xf16/g' -e 's/139264xf16/10240xf16/g' %s > %t.ragged.mlir
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-gemm-tile 128x256 --gpu-gemm-stages 4 %t.ragged.mlir --trials 1 --rtol 1e-2 --atol 1e-2 2>&1 | FileCheck %s --check-prefix=RAGGED
// EMU: @matmul: 1 trials, {{.*}}: ok
// RAGGED: remark: stays off the tensor cores: its sum over 40 is no whole number of 16-deep mma steps
// RAGGED: @matmul: 1 trials, {{.*}}: ok
// NEEDS-TMA: --tma
// BARS: 3
// BLOCK-BARS: 6
// PTXAS-NOT: C7517
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C7517
// CHECK: .visible .entry matmul_k0(
// CHECK: mbarrier.init.shared.b64
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// CHECK: cp.async.bulk.tensor.2d
// CHECK: mbarrier.arrive.shared.b64
// CHECK: wgmma.mma_async

func.func @matmul_k0(%arg0: memref<128x256xf16>, %arg1: memref<128x544xf16>, %arg2: memref<544x256xf16>) attributes {uop.kernel} {
  %cm = arith.constant 128 : index
  %cn = arith.constant 256 : index
  %ck = arith.constant 544 : index
  %0 = uop.range %cm axis(0) loop
  %1 = uop.range %cn axis(1) loop
  %2 = uop.range %ck axis(2) reduce
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<128x544xf16> into memref<69632xf16>
  %3 = arith.muli %0, %ck : index
  %4 = arith.addi %3, %2 : index
  %5 = uop.index %collapse_shape[%4] : memref<69632xf16>
  %6 = uop.load %5 : f16
  %7 = arith.extf %6 : f16 to f32
  %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1]] : memref<544x256xf16> into memref<139264xf16>
  %8 = arith.muli %2, %cn : index
  %9 = arith.addi %8, %1 : index
  %10 = uop.index %collapse_shape_0[%9] : memref<139264xf16>
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
func.func @matmul(%arg0: memref<128x544xf16>, %arg1: memref<544x256xf16>, %arg2: memref<128x256xf16> {uop.output = 0 : i64}) {
  call @matmul_k0(%arg2, %arg0, %arg1) : (memref<128x256xf16>, memref<128x544xf16>, memref<544x256xf16>) -> ()
  return
}

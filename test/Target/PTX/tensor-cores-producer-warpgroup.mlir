// A 128 x 256 x 544 half matmul (f32 sum) with --tma --tma-empty-barriers --tma-producer
// (sm_90a), warp-specialized: the block gets one warpgroup more than the product's (256 threads
// for a 128 x 128 tile, 384 for 128 x 256), whose first thread (128 or 256) issues every TMA copy
// in program order, each after a wait on the latest wait point's "empty" mbarrier; the product's
// warpgroups wait only on the copies' "full" barriers, arrive on the empty ones (initialized for
// them: 128 or 256 arrivals a phase), multiply and store; no warp waits for another in the K
// loop except through the mbarriers. In the PTX each role has its own code (specialize-roles),
// opening with its setmaxnreg (consumers 232, producer 40; the kernel starts from .maxnreg 168):
// the producer's code has no wgmma and the consumers' no copy, so each kind appears as often as
// without the producer. 544 = 34 steps of 16: both rings wrap twice. The emulator runs the
// roles' operators interleaved in program order (mbarrier phases as vector clocks,
// interp/src/gpu/races.rs) and matches the interpreter for 128 x 128 and 128 x 256 tiles, 3 and 4
// stages, with and without wgmmas in flight. ptxas assembles each for sm_90a with no spill, no
// serialized wgmma (C75xx) and the setmaxnregs kept.
// REQUIRES: ptxas
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-depth 16 --gpu-gemm-stages 3 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-depth 16 --gpu-gemm-stages 4 --gpu-gemm-async %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-tile 128x256 --gpu-gemm-depth 16 --gpu-gemm-stages 3 --gpu-gemm-async %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-run --target gpu-emulator --gpu-wgmma --gpu-tma --gpu-tma-empty-barriers --gpu-tma-producer --gpu-gemm-tile 128x256 --gpu-gemm-depth 16 --gpu-gemm-stages 4 %s --trials 1 --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --tma-producer --gemm-stages 3 %s -o %t.128.ptx
// RUN: FileCheck %s < %t.128.ptx
// RUN: %ptxas -arch=sm_90a -v %t.128.ptx -o %t.128.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --tma-producer --gemm-tile 128x256 --gemm-depth 64 --gemm-stages 4 %s -o %t.wide.ptx
// RUN: FileCheck %s --check-prefix=WIDE < %t.wide.ptx
// RUN: %ptxas -arch=sm_90a -v %t.wide.ptx -o %t.wide.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --tma-producer --gemm-tile 128x256 --gemm-depth 64 --gemm-stages 4 --gemm-async %s -o %t.async.ptx
// RUN: %ptxas -arch=sm_90a -v %t.async.ptx -o %t.async.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: axe-translate --axe-to-ptx --chip sm_90a --tma --tma-empty-barriers --gemm-stages 3 %s -o %t.plain.ptx
// RUN: grep -c "wgmma.mma_async" %t.128.ptx > %t.wgmma-producer
// RUN: grep -c "wgmma.mma_async" %t.plain.ptx > %t.wgmma-plain
// RUN: diff %t.wgmma-producer %t.wgmma-plain
// RUN: grep -c "cp.async.bulk.tensor" %t.128.ptx > %t.copies-producer
// RUN: grep -c "cp.async.bulk.tensor" %t.plain.ptx > %t.copies-plain
// RUN: diff %t.copies-producer %t.copies-plain
// The bar.syncs left: one after the barriers' initialization and, in each role's code, the
// ring's catch-up (a uniform branch, taken only with more than 16 copies in flight).
// RUN: grep -c "bar.sync" %t.128.ptx | FileCheck %s --check-prefix=BARS
// The flag needs empty barriers; on mma.sync (sm_90, whose stages TMA cannot write) it does not
// apply, with a remark, and the
// PTX is the one without it:
// RUN: not axe-translate --axe-to-ptx --chip sm_90a --tma --tma-producer %s -o %t.none.ptx 2>&1 | FileCheck %s --check-prefix=NEEDS-EMPTY
// RUN: axe-translate --axe-to-ptx --chip sm_90 --tma --tma-empty-barriers --tma-producer %s -o %t.mma.ptx 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: axe-translate --axe-to-ptx --chip sm_90 --tma --tma-empty-barriers %s -o %t.mma-plain.ptx
// RUN: diff %t.mma.ptx %t.mma-plain.ptx
// RUN: %ptxas -arch=sm_90 %t.mma.ptx -o %t.mma.cubin
// EMU: @matmul: 1 trials, {{.*}}: ok
// NEEDS-EMPTY: --tma-empty-barriers
// MMA: remark: runs without a producer warpgroup: its asynchronous copies are not TMA copies
// BARS: 5
// PTXAS-NOT: C75
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75
// CHECK: .visible .entry matmul_k0(
// CHECK: .maxntid 256, 1, 1
// CHECK-NEXT: .maxnreg 168
// The producer's first thread initializes the barriers; every thread passes the one bar.sync,
// then each role runs its own code.
// CHECK: setp.eq.b32 [[ISSUER:%p[0-9]+]], [[TID:%r[0-9]+]], 128;
// CHECK: @[[ISSUER]] mbarrier.init.shared.b64
// CHECK: setp.gt.u32 [[PRODUCER:%p[0-9]+]], [[TID]], 127;
// CHECK: bar.sync 0;
// CHECK: @[[PRODUCER]] bra [[PRODUCER_CODE:\$L__BB[0-9_]+]];
// CHECK-NEXT: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK: mbarrier.try_wait.parity
// CHECK: mbarrier.arrive.shared.b64
// CHECK: wgmma.mma_async
// CHECK: [[PRODUCER_CODE]]:
// CHECK: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK: mbarrier.arrive.expect_tx
// CHECK: cp.async.bulk.tensor.2d
// WIDE: .maxntid 384, 1, 1
// WIDE-NEXT: .maxnreg 168
// WIDE: setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, 256;

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

// axe.gemm on f32 registers runs mma.sync m16n8k8 with tf32 inputs (spec 001 section 3.2):
// the emulator matches plain f32 loops within tf32's rounding, and ptxas assembles the PTX for
// sm_80 and sm_90.
// REQUIRES: ptxas
// RUN: axe-run %s --target gpu-emulator --against %S/../../Tools/axe-run/Inputs/axe-gpu-copies-reference.mlir --trials 2 --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// EMU: @mma_tf32: 2 trials, {{.*}}: ok
// CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32

!tA = !axe.tensor<8x16xf32, global>
!tB = !axe.tensor<8x8xf32, global>
!tC = !axe.tensor<16x8xf32, global>
!fA32 = !axe.tensor<8x16xf32, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
!fB32 = !axe.tensor<8x8xf32, reg, #axe.layout<S[(2,4,8):(1@reg,1@lane,4@lane)]>>
!fC32 = !axe.tensor<16x8xf32, reg, #axe.layout<S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]>>
axe.kernel @mma_tf32(%a: !tA, %b: !tB) -> !tC attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c = axe.alloc : !tC
  %ra = axe.alloc : !fA32
  %rb = axe.alloc : !fB32
  %rc = axe.alloc : !fC32
  axe.copy %a to %ra at warp : !tA to !fA32
  axe.copy %b to %rb at warp : !tB to !fB32
  axe.gemm %ra, %rb into %rc at warp : !fA32, !fB32 into !fC32
  axe.copy %rc to %c at warp : !fC32 to !tC
  axe.return %c : !tC
}

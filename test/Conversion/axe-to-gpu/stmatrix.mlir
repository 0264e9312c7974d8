// axe-dispatch-gpu{stmatrix=true}: a warp's copy of an mma accumulator fragment (f32 registers)
// into a 16-bit shared tile is one stmatrix.x4 per 16x16 piece (each lane's register pairs
// converted and packed into 32 bits), .trans where the shared tile is column-major; without
// the option, element stores. Checked: the dispatched kernel on the GPU emulator against the
// element-store dispatch of the same program (10 seeded trials, exact), a missing barrier
// between the stmatrix and the block's read of the tile caught as a race, and ptxas for sm_90.
//
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu{stmatrix=true})' | FileCheck %s --check-prefix=ROW
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu{stmatrix=true})' -o %t.on.mlir
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu)' -o %t.off.mlir
// RUN: FileCheck %s --check-prefix=OFF < %t.off.mlir
// RUN: axe-run %t.on.mlir --target gpu-emulator --against %t.off.mlir --trials 10 --rtol 0 --atol 0 | FileCheck %s --check-prefix=EMU
// RUN: sed 's/S\[(16,16):(16,1)\]/S[(16,16):(1,16)]/' %s > %t.columns.mlir
// RUN: axe-opt %t.columns.mlir --pass-pipeline='builtin.module(axe-dispatch-gpu{stmatrix=true})' -o %t.trans.mlir
// RUN: FileCheck %s --check-prefix=TRANS < %t.trans.mlir
// RUN: axe-run %t.trans.mlir --target gpu-emulator --against %t.off.mlir --trials 10 --rtol 0 --atol 0 | FileCheck %s --check-prefix=EMU
// RUN: grep -v gpu.barrier %s > %t.nobarrier.mlir
// RUN: axe-opt %t.nobarrier.mlir --pass-pipeline='builtin.module(axe-dispatch-gpu{stmatrix=true})' -o %t.race.mlir
// RUN: not axe-run %t.race.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: axe-translate --axe-to-ptx --chip sm_90 %t.on.mlir -o %t.on.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.on.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.on.ptx -o %t.on.cubin %}
// RUN: axe-translate --axe-to-ptx --chip sm_90 %t.trans.mlir -o %t.trans.ptx
// RUN: FileCheck %s --check-prefix=PTX-TRANS < %t.trans.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.trans.ptx -o %t.trans.cubin %}

// ROW-COUNT-1: nvvm.stmatrix {{.*}}layout = #nvvm.mma_layout<row>{{.*}}: !llvm.ptr<3>, i32, i32, i32, i32
// ROW-NOT: nvvm.stmatrix
// OFF-NOT: nvvm.stmatrix
// TRANS-COUNT-1: nvvm.stmatrix {{.*}}layout = #nvvm.mma_layout<col>
// EMU: @epilogue: 10 trials, max abs error 0e0{{.*}}: ok
// RACE: data race
// PTX: stmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX-TRANS: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16

!g = !axe.tensor<16x16xf32, global>
!o = !axe.tensor<16x16xf16, global>
!s = !axe.tensor<16x16xf16, shared, #axe.layout<S[(16,16):(16,1)]>>
!fc = !axe.tensor<16x16xf32, reg, #axe.layout<S[(2,8,2,4,2):(2@reg,4@lane,4@reg,1@lane,1@reg)]>>
axe.kernel @epilogue(%x: !g) -> !o attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %y = axe.alloc : !o
  %s = axe.alloc : !s
  %acc = axe.alloc : !fc
  axe.copy %x to %acc at warp : !g to !fc
  axe.copy %acc to %s at warp : !fc to !s
  gpu.barrier
  axe.copy %s to %y at cta : !s to !o
  axe.return %y : !o
}

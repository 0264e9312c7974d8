// Shared-memory staging of an mma.sync tile: cp.async (nvgpu.device_async_copy, 16 bytes per
// thread) copies A (16x16) and B (16x8) into workgroup memory, the group is waited for and the
// block passes a barrier, then ldmatrix (x4 for A; x2 with .trans for B, which is stored
// k-major) gives each lane its m16n8k16 fragments and mma.sync multiplies. The emulator's D
// matches the plain loops of Inputs/mma-reference.mlir (so its cp.async and ldmatrix follow the
// PTX ISA), and the kernel becomes cp.async / ldmatrix PTX that ptxas assembles for sm_80 and
// sm_90. The emulator's errors for misuse are in test/Tools/axe-run/gpu-emulator-staging.mlir.
// REQUIRES: ptxas
// RUN: axe-run %s --target gpu-emulator --entry mma --against %S/../../Tools/axe-run/Inputs/mma-reference.mlir --rtol 1e-5 --atol 1e-5 --trials 3 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// EMU: @mma: 3 trials, {{.*}}: ok
// CHECK: .visible .entry staged(
// The attributions' llvm.align = 16 (which ldmatrix rows and 16-byte cp.async need):
// CHECK: .shared .align 16 .b8 __wg_staged_0[512];
// CHECK: .shared .align 16 .b8 __wg_staged_1[256];
// CHECK-COUNT-2: cp.async.{{ca|cg}}.shared.global [{{.*}}], [{{.*}}], 16
// CHECK: cp.async.commit_group
// CHECK: cp.async.wait_group 0
// CHECK: bar.sync 0
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

!sa = memref<16x16xf16, #gpu.address_space<workgroup>>
!sb = memref<16x8xf16, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @staged(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %c: memref<16x8xf32>, %d: memref<16x8xf32>) workgroup(%sa : !sa {llvm.align = 16 : i64}, %sb : !sb {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %lane = gpu.lane_id
      // A: lane l copies row l / 2, columns 8 (l % 2) .. + 8.
      %arow = arith.divui %lane, %c2 : index
      %ahalf = arith.remui %lane, %c2 : index
      %acol = arith.muli %ahalf, %c8 : index
      %ta = nvgpu.device_async_copy %a[%arow, %acol], %sa[%arow, %acol], 8 : memref<16x16xf16> to !sa
      // B: lanes 0..15 copy one row of 8 each.
      %low = arith.cmpi ult, %lane, %c16 : index
      scf.if %low {
        %tb = nvgpu.device_async_copy %b[%lane, %c0], %sb[%lane, %c0], 8 : memref<16x8xf16> to !sb
      }
      %group = nvgpu.device_async_create_group %ta
      nvgpu.device_async_wait %group {numGroups = 0 : i32}
      gpu.barrier
      // ldmatrix A x4: lane 8q + r gives row r + 8 (q % 2), column 8 (q / 2): the quarters
      // a0a1, a2a3, a4a5, a6a7 of the A fragment.
      %q = arith.divui %lane, %c8 : index
      %r = arith.remui %lane, %c8 : index
      %qrow = arith.remui %q, %c2 : index
      %qcol = arith.divui %q, %c2 : index
      %rowoff = arith.muli %qrow, %c8 : index
      %row = arith.addi %r, %rowoff : index
      %col = arith.muli %qcol, %c8 : index
      %av = nvgpu.ldmatrix %sa[%row, %col] {numTiles = 4 : i32, transpose = false} : !sa -> vector<4x2xf16>
      // ldmatrix B x2 .trans: lane 8q + r gives row 8q + r of B (k-major), so lane l gets
      // B[2t + e][g] and B[2t + 8 + e][g]. Lanes 16..31 give addresses that are not used.
      %brow = arith.remui %lane, %c16 : index
      %bv = nvgpu.ldmatrix %sb[%brow, %c0] {numTiles = 2 : i32, transpose = true} : !sb -> vector<2x2xf16>
      %g = arith.divui %lane, %c4 : index
      %t = arith.remui %lane, %c4 : index
      %g8 = arith.addi %g, %c8 : index
      %t2 = arith.muli %t, %c2 : index
      %t21 = arith.addi %t2, %c1 : index
      %c0v = memref.load %c[%g, %t2] : memref<16x8xf32>
      %c1v = memref.load %c[%g, %t21] : memref<16x8xf32>
      %c2v = memref.load %c[%g8, %t2] : memref<16x8xf32>
      %c3v = memref.load %c[%g8, %t21] : memref<16x8xf32>
      %cv = vector.from_elements %c0v, %c1v, %c2v, %c3v : vector<2x2xf32>
      %dv = nvgpu.mma.sync (%av, %bv, %cv) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %d0 = vector.extract %dv[0, 0] : f32 from vector<2x2xf32>
      %d1 = vector.extract %dv[0, 1] : f32 from vector<2x2xf32>
      %d2 = vector.extract %dv[1, 0] : f32 from vector<2x2xf32>
      %d3 = vector.extract %dv[1, 1] : f32 from vector<2x2xf32>
      memref.store %d0, %d[%g, %t2] : memref<16x8xf32>
      memref.store %d1, %d[%g, %t21] : memref<16x8xf32>
      memref.store %d2, %d[%g8, %t2] : memref<16x8xf32>
      memref.store %d3, %d[%g8, %t21] : memref<16x8xf32>
      gpu.return
    }
  }
  func.func @mma(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %c: memref<16x8xf32>, %d: memref<16x8xf32> {uop.output = 0 : i64}) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@staged blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%a : memref<16x16xf16>, %b : memref<16x8xf16>, %c : memref<16x8xf32>, %d : memref<16x8xf32>)
    return
  }
}

// nvgpu.mma.sync m16n8k16 (f16 in, f32 accumulate) on the GPU emulator: each lane loads its
// A, B and C fragments at the positions the PTX ISA's tables give (groupID = lane / 4,
// t = lane % 4), written out here independently of the emulator's fragment layouts (Axe
// layouts in interp/src/gpu/mma.rs); D matches the same product as plain loops. The
// tensor core's accumulation order is unspecified: a tolerance.
// RUN: axe-run %s --entry mma --against %S/Inputs/mma-reference.mlir --rtol 1e-5 --atol 1e-5 --trials 3 | FileCheck %s
// RUN: not axe-run %s --entry half_warp 2>&1 | FileCheck %s --check-prefix=PARTIAL
// CHECK: @mma: 3 trials, {{.*}}: ok
// PARTIAL: error: 'nvgpu.mma.sync' op is executed by warp 0 without all 32 lanes: lane 16 does not execute it

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mma(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %c: memref<16x8xf32>, %d: memref<16x8xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %lane = gpu.lane_id
      %g = arith.divui %lane, %c4 : index
      %t = arith.remui %lane, %c4 : index
      %g8 = arith.addi %g, %c8 : index
      %t2 = arith.muli %t, %c2 : index
      %t21 = arith.addi %t2, %c1 : index
      %t28 = arith.addi %t2, %c8 : index
      %t218 = arith.addi %t21, %c8 : index
      // a0..a7: rows g, g, g+8, g+8, g, g, g+8, g+8; columns 2t, 2t+1, 2t, 2t+1, then +8.
      %a0 = memref.load %a[%g, %t2] : memref<16x16xf16>
      %a1 = memref.load %a[%g, %t21] : memref<16x16xf16>
      %a2 = memref.load %a[%g8, %t2] : memref<16x16xf16>
      %a3 = memref.load %a[%g8, %t21] : memref<16x16xf16>
      %a4 = memref.load %a[%g, %t28] : memref<16x16xf16>
      %a5 = memref.load %a[%g, %t218] : memref<16x16xf16>
      %a6 = memref.load %a[%g8, %t28] : memref<16x16xf16>
      %a7 = memref.load %a[%g8, %t218] : memref<16x16xf16>
      %av = vector.from_elements %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7 : vector<4x2xf16>
      // b0..b3: rows 2t, 2t+1, 2t+8, 2t+9; column g.
      %b0 = memref.load %b[%t2, %g] : memref<16x8xf16>
      %b1 = memref.load %b[%t21, %g] : memref<16x8xf16>
      %b2 = memref.load %b[%t28, %g] : memref<16x8xf16>
      %b3 = memref.load %b[%t218, %g] : memref<16x8xf16>
      %bv = vector.from_elements %b0, %b1, %b2, %b3 : vector<2x2xf16>
      // c0..c3: rows g, g, g+8, g+8; columns 2t, 2t+1.
      %c0v = memref.load %c[%g, %t2] : memref<16x8xf32>
      %c1v = memref.load %c[%g, %t21] : memref<16x8xf32>
      %c2v = memref.load %c[%g8, %t2] : memref<16x8xf32>
      %c3v = memref.load %c[%g8, %t21] : memref<16x8xf32>
      %cv = vector.from_elements %c0v, %c1v, %c2v, %c3v : vector<2x2xf32>
      %dv = nvgpu.mma.sync (%av, %bv, %cv) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %d0, %d1, %d2, %d3 = vector.to_elements %dv : vector<2x2xf32>
      memref.store %d0, %d[%g, %t2] : memref<16x8xf32>
      memref.store %d1, %d[%g, %t21] : memref<16x8xf32>
      memref.store %d2, %d[%g8, %t2] : memref<16x8xf32>
      memref.store %d3, %d[%g8, %t21] : memref<16x8xf32>
      gpu.return
    }
    gpu.func @half(%v: memref<32x2x2xf32>) kernel {
      %c16 = arith.constant 16 : index
      %lane = gpu.lane_id
      %low = arith.cmpi ult, %lane, %c16 : index
      scf.if %low {
        %x = arith.constant dense<1.0> : vector<2x2xf16>
        %y = arith.constant dense<1.0> : vector<4x2xf16>
        %z = arith.constant dense<0.0> : vector<2x2xf32>
        %dv = nvgpu.mma.sync (%y, %x, %z) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      }
      gpu.return
    }
  }
  func.func @mma(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %c: memref<16x8xf32>, %d: memref<16x8xf32> {uop.output = 0 : i64}) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@mma blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%a : memref<16x16xf16>, %b : memref<16x8xf16>, %c : memref<16x8xf32>, %d : memref<16x8xf32>)
    return
  }
  func.func @half_warp(%v: memref<32x2x2xf32>) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@half blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%v : memref<32x2x2xf32>)
    return
  }
}

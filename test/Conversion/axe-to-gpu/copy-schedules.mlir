// axe-dispatch-gpu picks each axe.copy's schedule from its layouts (spec 001 section 3.2):
// cp.async of 16 bytes (.cg) or fewer (.ca), vector loads and stores of the longest aligned
// contiguous run along any dimension, element copies (with the cast to the destination's type),
// ldmatrix (.trans where the other dimension is contiguous) for mma.sync fragments, element
// loads where ldmatrix's alignment is not proved, and each thread's register loads and stores
// (vectors where its consecutive registers hold an aligned run of a contiguous row). The output
// is printed and parsed back (cp.async groups are NVVM's commit and wait, which
// round-trip; nvgpu's create_group without operands does not). The emulator runs of these
// schedules are test/Tools/axe-run/axe-gpu-copies.mlir.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(axe-dispatch-gpu)' | axe-opt --split-input-file | FileCheck %s
// A kernel-scope copy of 2^63 - 1 elements (the mutation fuzzer's extreme, seed 16; in Inputs/,
// since no interpreter runs a buffer that large): each of the 192 threads takes
// ceil((2^63 - 1) / 192) pieces, counted without overflow, and a guard skips those past the end.
// RUN: axe-opt %S/Inputs/huge-copy.mlir --pass-pipeline='builtin.module(axe-dispatch-gpu)' | FileCheck %s --check-prefix=HUGE
// HUGE-LABEL: func.func private @huge_kernel
// HUGE: scf.for %{{.*}} = %{{.*}} to %c48038396025285291 step
// HUGE: arith.cmpi ult, %{{.*}}, %c9223372036854775807

// A 32 x 64 f16 tile from a row-major array: 256 chunks of 8 elements (16 bytes), two per
// thread, as cp.async.cg (bypassL1), then one commit.
// CHECK-LABEL: func.func @async16(
// CHECK-SAME: %{{.*}}: memref<64x64xf16>, %{{.*}}: memref<64x64xf16> {uop.output = 0 : i64})
// CHECK: call @async16_kernel
// CHECK-LABEL: func.func private @async16_kernel(
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>
// CHECK: memref.alloca() {alignment = 16 : i64} : memref<2048xf16, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK: nvgpu.device_async_copy {{.*}}, 8 {bypassL1} : memref<64x64xf16> to memref<2048xf16, #gpu.address_space<workgroup>>
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: gpu.barrier
!g = !axe.tensor<64x64xf16, global>
!s = !axe.tensor<32x64xf16, shared, #axe.layout<S[(32,64):(64,1)]>>
axe.kernel @async16(%x: !g) -> !g attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %y = axe.alloc : !g
  %s = axe.alloc : !s
  axe.copy %x[%c32, %c0] to %s at cta async : !g to !s
  axe.wait_async 0
  axe.copy %s to %y[%c0, %c0] at cta : !s to !g
  axe.return %y : !g
}

// -----

// Shared rows of 4 f16 elements: 8-byte copies, .ca (no bypassL1).
// CHECK-LABEL: func.func private @async8_kernel(
// CHECK: nvgpu.device_async_copy {{.*}}, 4 : memref<32x4xf16> to
// CHECK-NOT: bypassL1
!g = !axe.tensor<32x4xf16, global>
!s = !axe.tensor<32x4xf16, shared, #axe.layout<S[(32,4):(4,1)]>>
axe.kernel @async8(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  axe.copy %x to %s at cta async : !g to !s
  axe.return
}

// -----

// Without async: a 128-bit vector load and store per 8 elements.
// CHECK-LABEL: func.func private @vector_kernel(
// CHECK: %[[V:.*]] = vector.load %{{.*}} {alignment = 16 : i64} : memref<32x64xf16>, vector<8xf16>
// CHECK: vector.store %[[V]], %{{.*}} {alignment = 16 : i64} : memref<2048xf16, #gpu.address_space<workgroup>>, vector<8xf16>
!g = !axe.tensor<32x64xf16, global>
!s = !axe.tensor<32x64xf16, shared, #axe.layout<S[(32,64):(64,1)]>>
axe.kernel @vector(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 64>} {
  %s = axe.alloc : !s
  axe.copy %x to %s at cta : !g to !s
  axe.return
}

// -----

// A column-major view of a 32 x 64 array (dimension 0 contiguous): the buffer is that array,
// indexed (column, row), and the runs go along the view's dimension 0.
// CHECK-LABEL: func.func private @columns_kernel(
// CHECK-SAME: memref<32x64xf32>)
// CHECK: vector.load %{{.*}}[%[[C:.*]], %[[R:.*]]] {alignment = 16 : i64} : memref<32x64xf32>, vector<4xf32>
// CHECK: vector.store %{{.*}} {alignment = 16 : i64} : memref<2048xf32, #gpu.address_space<workgroup>>, vector<4xf32>
!g = !axe.tensor<64x32xf32, global, #axe.layout<S[(64,32):(1,64)]>>
!s = !axe.tensor<64x32xf32, shared, #axe.layout<S[(64,32):(1,64)]>>
axe.kernel @columns(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %s = axe.alloc : !s
  axe.copy %x to %s at cta : !g to !s
  axe.return
}

// -----

// A transposing copy has no contiguous run on both sides: element by element, cast to f16.
// CHECK-LABEL: func.func private @transpose_kernel(
// CHECK-NOT: vector.load
// CHECK: %[[E:.*]] = memref.load %{{.*}} : memref<32x32xf32>
// CHECK: %[[H:.*]] = arith.truncf %[[E]] : f32 to f16
// CHECK: memref.store %[[H]], %{{.*}} : memref<1024xf16, #gpu.address_space<workgroup>>
!g = !axe.tensor<32x32xf32, global>
!s = !axe.tensor<32x32xf16, shared, #axe.layout<S[(32,32):(1,32)]>>
axe.kernel @transpose(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 256>} {
  %s = axe.alloc : !s
  axe.copy %x to %s at cta : !g to !s
  axe.return
}

// -----

// mma.sync fragments from shared memory: A ([k, m], k contiguous) by ldmatrix x4, B ([k, n],
// n contiguous) by ldmatrix x2 .trans, B with k contiguous by ldmatrix x2; each lane's
// registers go to its register buffer, which LLVM keeps in registers.
// CHECK-LABEL: func.func private @fragments_kernel(
// CHECK-DAG: memref.alloca() : memref<8xf16>
// CHECK-DAG: memref.alloca() : memref<4xf16>
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false} : memref<256xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 2 : i32, transpose = true} : memref<128xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 2 : i32, transpose = false} : memref<128xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
!sa = !axe.tensor<16x16xf16, shared, #axe.layout<S[(16,16):(1,16)]>>
!sb = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(8,1)]>>
!sbk = !axe.tensor<16x8xf16, shared, #axe.layout<S[(16,8):(1,16)]>>
!fa = !axe.tensor<16x16xf16, reg, #axe.layout<S[(2,4,2,2,8):(4@reg,1@lane,1@reg,2@reg,4@lane)]>>
!fb = !axe.tensor<16x8xf16, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
axe.kernel @fragments() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %sa = axe.alloc : !sa
  %sb = axe.alloc : !sb
  %sbk = axe.alloc : !sbk
  %fa = axe.alloc : !fa
  %fb = axe.alloc : !fb
  axe.copy %sa to %fa at warp : !sa to !fa
  axe.copy %sb to %fb at warp : !sb to !fb
  axe.copy %sbk to %fb at warp : !sbk to !fb
  axe.return
}

// -----

// B's rows are contiguous along n only, and its n offset is not proved a multiple of 8 (it
// comes from a thread id): no ldmatrix, element loads at the places the fragment layout gives
// each register.
// CHECK-LABEL: func.func private @unaligned_kernel(
// CHECK-NOT: nvgpu.ldmatrix
// CHECK-COUNT-4: memref.load %{{.*}} : memref<512xf16, #gpu.address_space<workgroup>>
!sb = !axe.tensor<32x16xf16, shared, #axe.layout<S[(32,16):(16,1)]>>
!fb = !axe.tensor<16x8xf16, reg, #axe.layout<S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]>>
axe.kernel @unaligned() attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %sb = axe.alloc : !sb
  %fb = axe.alloc : !fb
  %t = gpu.thread_id x
  %n = arith.remui %t, %c8 : index
  axe.copy %sb[%c0, %n] to %fb at warp : !sb to !fb
  axe.return
}

// -----

// A warp's accumulators: zero-filled, multiplied (without accumulate the first mma.sync adds
// to zeros) and stored by each lane to the places its registers hold: its two registers of
// one row are adjacent columns, an 8-byte vector each.
// CHECK-LABEL: func.func private @mma_kernel(
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK: nvgpu.mma.sync(%{{.*}}, %{{.*}}, %[[Z]]) {mmaShape = [16, 8, 16]}
// CHECK: nvgpu.mma.sync(%{{.*}}, %{{.*}}, %{{.*}}) {mmaShape = [16, 8, 16]}
// CHECK-NOT: nvgpu.mma.sync
// CHECK-COUNT-2: vector.store %{{.*}} {alignment = 8 : i64} : memref<16x8xf32>, vector<2xf32>
// CHECK-NOT: memref.store %{{.*}} : memref<16x8xf32>
!fa = !axe.tensor<32x16xf16, reg, #axe.layout<S[(2,2,4,2,2,8):(8@reg,4@reg,1@lane,1@reg,2@reg,4@lane)]>>
!fb = !axe.tensor<32x8xf16, reg, #axe.layout<S[(2,2,4,2,8):(4@reg,2@reg,1@lane,1@reg,4@lane)]>>
!fc = !axe.tensor<16x8xf32, reg, #axe.layout<S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]>>
!g = !axe.tensor<16x8xf32, global>
axe.kernel @mma() -> !g attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %out = axe.alloc : !g
  %fa = axe.alloc : !fa
  %fb = axe.alloc : !fb
  %fc = axe.alloc : !fc
  axe.gemm %fa, %fb into %fc at warp : !fa, !fb into !fc
  axe.copy %fc to %out at warp : !fc to !g
  axe.return %out : !g
}

// -----

// Each lane holds 8 consecutive floats of one row: they move as two 16-byte vectors (the
// widest access), loaded from column 8 and stored back there; stored from column 1, whose
// offset is no multiple of 4, element by element.
// CHECK-LABEL: func.func private @rows_kernel(
// CHECK-COUNT-2: vector.load %{{.*}} {alignment = 16 : i64} : memref<32x16xf32>, vector<4xf32>
// CHECK-COUNT-2: vector.store %{{.*}} {alignment = 16 : i64} : memref<32x16xf32>, vector<4xf32>
// CHECK-NOT: vector.store
// CHECK-COUNT-8: memref.store %{{.*}} : memref<32x16xf32>
// CHECK-NOT: vector.store
!g = !axe.tensor<32x16xf32, global>
!r = !axe.tensor<32x8xf32, reg, #axe.layout<S[(32,8):(1@lane,1@reg)]>>
axe.kernel @rows(%x: !g) -> !g attributes {grid = array<i64: 1>, block = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %y = axe.alloc : !g
  %r = axe.alloc : !r
  axe.copy %x[%c0, %c8] to %r at warp : !g to !r
  axe.copy %r to %y[%c0, %c8] at warp : !r to !g
  axe.copy %r to %y[%c0, %c1] at warp : !r to !g
  axe.return %y : !g
}

// -----

// A swizzled shared tile (swizzle<2, 3, 3>): each address a becomes a ^ ((a >> 3) & 24), bits
// 6-7 into bits 3-4; runs of 8 elements stay whole, so the copy keeps its 16-byte chunks.
// CHECK-LABEL: func.func private @swizzled_kernel(
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[H:.*]] = arith.shrui %[[A:.*]], %[[C3]] : index
// CHECK-NEXT: %[[C24:.*]] = arith.constant 24 : index
// CHECK-NEXT: %[[B:.*]] = arith.andi %[[H]], %[[C24]] : index
// CHECK-NEXT: %[[S:.*]] = arith.xori %[[A]], %[[B]] : index
// CHECK: vector.store %{{.*}}, %{{.*}}[%[[S]]] {alignment = 16 : i64} : memref<2048xf16, #gpu.address_space<workgroup>>, vector<8xf16>
!g = !axe.tensor<64x32xf16, global>
!s = !axe.tensor<64x32xf16, shared, #axe.layout<S[(64,32):(32,1)]>, swizzle<2, 3, 3>>
axe.kernel @swizzled(%x: !g) attributes {grid = array<i64: 1>, block = array<i64: 256>} {
  %s = axe.alloc : !s
  axe.copy %x to %s at cta : !g to !s
  axe.return
}

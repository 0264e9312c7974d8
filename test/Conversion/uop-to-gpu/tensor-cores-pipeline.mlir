// A kernel's own copy pipeline: uop.pipeline = {stages = S, depth = D, async_wgmma = B} on a
// tensor-core kernel wins over uop-tensor-cores' options of those names, which stay the
// default for the kernels without one (docs/guides/gpu.md, Stages). A 64 x 64 x 128 f16 GEMM
// in one 64 x 64 block: by default 3 stages of 32-deep tiles (A's 64 x 32 and B's 32 x 64,
// 6144 halves each); with {stages = 2, depth = 64} 2 stages of 64-deep ones (8192 each). The
// attribute prints back as written, and the kernel with it runs on the emulator against the
// interpreter. Bad entries: tensor-cores-pipeline-invalid.mlir.
// RUN: axe-opt %s --split-input-file | FileCheck %s --check-prefix=PRINT
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' | FileCheck %s
// The pass's own options do not override the kernel's.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu},uop-tensor-cores{stages=4 depth=16})' | FileCheck %s --check-prefix=OPTIONS
// RUN: axe-run %s --split-input-file --target gpu-emulator --trials 2 --rtol 1e-3 --atol 1e-3 | FileCheck %s --check-prefix=EMU

// PRINT-LABEL: func.func @own
// PRINT-SAME: uop.pipeline = {depth = 64 : i64, stages = 2 : i64}
// CHECK-LABEL: func.func @own
// CHECK-NOT: uop.pipeline
// CHECK: memref.alloca() {alignment = 16 : i64} : memref<8192xf16, #gpu.address_space<workgroup>>
// CHECK: memref.alloca() {alignment = 16 : i64} : memref<8192xf16, #gpu.address_space<workgroup>>
// OPTIONS-LABEL: func.func @own
// OPTIONS: memref.alloca() {alignment = 16 : i64} : memref<8192xf16, #gpu.address_space<workgroup>>
// EMU: @own: 2 trials, {{.*}}: ok
func.func @own(%out: memref<64x64xf32>, %a: memref<64x128xf16>, %b: memref<128x64xf16>) attributes {uop.kernel, uop.reassociate, uop.pipeline = {stages = 2, depth = 64}} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 128 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x128xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<128x64xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// CHECK-LABEL: func.func @default
// CHECK: memref.alloca() {alignment = 16 : i64} : memref<6144xf16, #gpu.address_space<workgroup>>
// CHECK: memref.alloca() {alignment = 16 : i64} : memref<6144xf16, #gpu.address_space<workgroup>>
// 4 stages of 16: 4096 halves each.
// OPTIONS-LABEL: func.func @default
// OPTIONS: memref.alloca() {alignment = 16 : i64} : memref<4096xf16, #gpu.address_space<workgroup>>
// EMU: @default: 2 trials, {{.*}}: ok
func.func @default(%out: memref<64x64xf32>, %a: memref<64x128xf16>, %b: memref<128x64xf16>) attributes {uop.kernel, uop.reassociate} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 128 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x128xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<128x64xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<64x64xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// uop-schedule{target=gpu} on a matmul whose output needs more blocks than a grid holds: M = 2^24
// rows in 128-row blocks is 131072 blocks in y (at most 65535). The kernel stays on the
// general path (a GPU schedule of threads), with a remark that says why (the pass looks only at the IR: nothing runs).
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu},uop-tensor-cores)' --verify-diagnostics | FileCheck %s
// CHECK-LABEL: func @tall_k0
// CHECK-NOT: nvgpu.mma.sync
// CHECK: uop.reduce add

// expected-remark @+1 {{stays off the tensor cores: its 16777216 x 128 output needs more blocks than a grid holds (65535 in y, 2^31 - 1 in x)}}
func.func @tall_k0(%out: memref<16777216x128xf32>, %a: memref<16777216x16xf16>, %b: memref<16x128xf16>) attributes {uop.kernel, uop.reassociate} {
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %cm = arith.constant 16777216 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %c128 axis(1) loop
  %k = uop.range %c16 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16777216x16xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<16x128xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16777216x128xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// A kernel that carries its own copy pipeline (uop.pipeline, written by a user) keeps it under
// uop-schedule{target=gpu search=N}: its tilings are modelled with that pipeline (the copies
// the search lowers carry it) and no pipeline is searched, so the search neither ranks nor
// replaces it (docs/guides/schedules.md, GPU search).
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu search=2})' 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK --implicit-check-not="pipeline search"
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu search=2})' 2>/dev/null | FileCheck %s
// The kept pipeline runs right on the emulator (the tensor cores sum in their own order: f32
// rounding, well inside 1e-3; a zeroed output fails).
// RUN: axe-run %s --check-pipeline 'builtin.module(uop-schedule{target=gpu search=2})' --target gpu-emulator --trials 1 --rtol 1e-3 --atol 1e-3 | FileCheck %s --check-prefix=EMU

// REMARK: remark: uop-schedule search: 3 GPU schedules modelled (H200)
// REMARK: remark: uop-schedule search ranking:
// CHECK-LABEL: func.func @gemm_64
// CHECK-SAME: uop.pipeline = {depth = 16 : i64, stages = 2 : i64}
// CHECK-SAME: uop.schedule = #axe.layout<
// EMU: @gemm_64: 1 trials, {{.*}}: ok
func.func @gemm_64(%out: memref<64x64xf32>, %a: memref<64x64xf16>, %b: memref<64x64xf16>) attributes {uop.kernel, uop.reassociate, uop.pipeline = {stages = 2, depth = 16}} {
  %cm = arith.constant 64 : index
  %cn = arith.constant 64 : index
  %ck = arith.constant 64 : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<64x64xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<64x64xf16>
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

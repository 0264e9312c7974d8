// A kernel whose ranges are too large for any GPU layout (a 2^31 x 8 product summed over 2^31:
// the pieces' strides overflow i64) is refused at the kernel by uop-schedule{target=gpu}, not
// a panic (found by the mutation fuzzer on a tensor-core test with a mutated extent).
// RUN: axe-opt %s --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{target=gpu})'

// expected-remark @+2 {{stays off the tensor cores: a factor loads f32}}
// expected-error @+1 {{uop-schedule: no gpu schedule fits: the schedule is no layout: integer overflow}}
func.func @huge(%out: memref<16x8xf32>, %a: memref<16x16xf32>, %b: memref<16x8xf32>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %big = arith.constant 2147483648 : index
  %i = uop.range %big axis(0) loop
  %j = uop.range %c8 axis(1) loop
  %k = uop.range %big axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<16x16xf32>
  %va = uop.load %pa : f32
  %pb = uop.index %b[%k, %j] : memref<16x8xf32>
  %vb = uop.load %pb : f32
  %p = arith.mulf %va, %vb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<16x8xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

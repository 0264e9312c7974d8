// uop-schedule on integer extremes: a range of 2^63 - 1 iterations and two
// ranges whose product overflows are scheduled (or refused) at once, with a
// located diagnostic and never a panic or a hang.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule)'
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{random-seed=5})'
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{reassociate=false})'

func.func @max_extent(%out: memref<4xi32>) attributes {uop.kernel} {
  %n = arith.constant 9223372036854775807 : index
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %k = uop.range %n axis(0) reduce
  %s = uop.reduce add %one [%k] : i32
  %q = uop.index %out[%c0] : memref<4xi32>
  %st = uop.store %q, %s : i32
  uop.sink %st : !uop.effect
  return
}

// -----

// expected-error @+1 {{uop-schedule: no schedule fits}}
func.func @product_overflows(%out: memref<4xi32>) attributes {uop.kernel} {
  %n = arith.constant 4611686018427387904 : index
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %i = uop.range %n axis(0) reduce
  %k = uop.range %n axis(1) reduce
  %s = uop.reduce add %one [%i, %k] : i32
  %q = uop.index %out[%c0] : memref<4xi32>
  %st = uop.store %q, %s : i32
  uop.sink %st : !uop.effect
  return
}

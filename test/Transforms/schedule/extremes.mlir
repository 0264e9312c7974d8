// uop-schedule on integer extremes: a range of 2^63 - 1 iterations and two
// ranges whose product overflows are scheduled (or refused) at once, with a
// located diagnostic and never a panic or a hang, by every way of picking (the
// search used to panic on the overflowing product, found by the mutation fuzz).
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule)'
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{random-seed=5})'
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{reassociate=false})'
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{search=2})' 2>&1 | FileCheck %s --check-prefix=SEARCH
// SEARCH: remark: uop-schedule search skipped: its 9223372036854775807 iterations are past the search's 1073741824
// SEARCH: error: 'func.func' op uop-schedule: the kernel's iteration space (the product of its range extents) does not fit 64 bits

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

// expected-error @+1 {{uop-schedule: the kernel's iteration space (the product of its range extents) does not fit 64 bits}}
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

// uop-schedule{search=N} runs candidate schedules natively, in the compiler's
// process, so it only runs a kernel whose accesses the value ranges prove
// inside their buffers and whose iteration space is bounded; otherwise it
// keeps the heuristics' pick and says why.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{search=2})'

// A gather: the index comes from memory, so nothing bounds it.
// expected-remark @+1 {{uop-schedule search skipped: an access is not proven inside its buffer}}
func.func @gather(%out: memref<64xf32>, %idx: memref<64xindex>, %x: memref<64xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %pi = uop.index %idx[%i] : memref<64xindex>
  %j = uop.load %pi : index
  %p = uop.index %x[%j] : memref<64xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%i] : memref<64xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// An access past its buffer: the range runs to 128 over 64 elements.
// expected-remark @+1 {{uop-schedule search skipped: an access is not proven inside its buffer (index in [0, 127], dimension 64)}}
func.func @past_the_end(%out: memref<64xf32>, %x: memref<64xf32>) attributes {uop.kernel} {
  %c128 = arith.constant 128 : index
  %i = uop.range %c128 axis(0) loop
  %p = uop.index %x[%i] : memref<64xf32>
  %v = uop.load %p : f32
  %st = uop.store %p, %v : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// 2^62 iterations: never run.
// expected-remark @+1 {{uop-schedule search skipped: its 4611686018427387904 iterations are past the search's 1073741824}}
func.func @endless(%out: memref<1xi32>) attributes {uop.kernel} {
  %n = arith.constant 4611686018427387904 : index
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %k = uop.range %n axis(0) reduce
  %s = uop.reduce add %one [%k] : i32
  %q = uop.index %out[%c0] : memref<1xi32>
  %st = uop.store %q, %s : i32
  uop.sink %st : !uop.effect
  return
}

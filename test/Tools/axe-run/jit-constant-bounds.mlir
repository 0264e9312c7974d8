// The CPU JIT refuses a program with an access at constant indices outside its memref
// (compiled code has no bounds checks: it would write over other memory), with the access's
// location, before running anything; the vector's lanes count. In bounds, the same functions
// run (found by the mutation fuzzer, seed 15: a vector.store at index 2^63 - 1 corrupted the
// heap). The interpreter reports each as undefined behaviour.
// RUN: axe-run %s --split-input-file --target cpu --entry ok --print | FileCheck %s --check-prefix=OK
// RUN: not axe-run %s --split-input-file --target cpu --entry lanes --print 2>&1 | FileCheck %s --check-prefix=LANES
// RUN: not axe-run %s --split-input-file --target cpu --entry negative --print 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not axe-run %s --split-input-file --target cpu --entry huge --print 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not axe-run %s --split-input-file --entry huge --print 2>&1 | FileCheck %s --check-prefix=INTERP
// OK: @ok arg 0: memref<8xi16> [7, 7, 7, 7, 7, {{.*}}]
// LANES: jit-constant-bounds.mlir:[[# @LINE + 17]]:3: error: 'vector.store' op accesses memref<8xi16> at [4], outside its shape; it is not run natively (compiled code has no bounds checks; the interpreter reports the access as undefined behaviour)
// NEGATIVE: jit-constant-bounds.mlir:[[# @LINE + 25]]:8: error: 'memref.load' op accesses memref<2x3xf32> at [1, -1], outside its shape
// HUGE: jit-constant-bounds.mlir:[[# @LINE + 33]]:3: error: 'memref.store' op accesses memref<8xi16> at [9223372036854775807], outside its shape
// INTERP: error: 'memref.store' op index [9223372036854775807] is out of bounds of shape [8]

func.func @ok(%out: memref<8xi16>) {
  %v = arith.constant dense<7> : vector<5xi16>
  %c0 = arith.constant 0 : index
  vector.store %v, %out[%c0] : memref<8xi16>, vector<5xi16>
  return
}

// -----

func.func @lanes(%out: memref<8xi16>) {
  %v = arith.constant dense<7> : vector<5xi16>
  %c4 = arith.constant 4 : index
  vector.store %v, %out[%c4] : memref<8xi16>, vector<5xi16>
  return
}

// -----

func.func @negative(%x: memref<2x3xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : index
  %v = memref.load %x[%c1, %m1] : memref<2x3xf32>
  return %v : f32
}

// -----

func.func @huge(%out: memref<8xi16>) {
  %v = arith.constant 7 : i16
  %big = arith.constant 9223372036854775807 : index
  memref.store %v, %out[%big] : memref<8xi16>
  return
}

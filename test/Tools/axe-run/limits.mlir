// axe-run refuses what it cannot run with an error, never a panic, an
// allocation abort, a hang or a silent wrap (issue 15 item 6): element
// counts past i64 (arguments, --dynamic-size, .npy headers), buffers past
// --max-bytes, runs past --max-steps, non-.npy streams (the header is read
// first), integers that do not fit the argument, an unknown --entry and an
// empty --inputs name.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/i64.npy', np.array([1, 300], dtype=np.int64)); np.save('%t/ok.npy', np.array([1, -3], dtype=np.int64)); np.save('%t/u8.npy', np.array([1, 200], dtype=np.uint8))"
// RUN: %python -c "import struct; h = \"{'descr': '<f4', 'fortran_order': False, 'shape': (1099511627776, 1099511627776), }\"; h = h.ljust(117) + '\n'; open('%t/huge.npy', 'wb').write(b'\x93NUMPY\x01\x00' + struct.pack('<H', len(h)) + h.encode())"
// RUN: not axe-run %s --entry count_overflow 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not axe-run %s --entry too_big 2>&1 | FileCheck %s --check-prefix=BYTES
// RUN: not axe-run %s --entry dynamic --dynamic-size 1099511627776 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not axe-run %s --entry dynamic --inputs %t/huge.npy 2>&1 | FileCheck %s --check-prefix=HEADER
// RUN: not axe-run %s --entry long_reduction --max-steps 10000 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not axe-run %s --entry whole_i64_range --max-steps 10000 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: not axe-run %s --entry parallel_count_overflow 2>&1 | FileCheck %s --check-prefix=PARALLEL
// RUN: axe-run %s --entry whole_range_big_step --print | FileCheck %s --check-prefix=BIGSTEP
// RUN: not axe-run %s --entry huge_expand 2>&1 | FileCheck %s --check-prefix=EXPAND
// RUN: not axe-run %s --entry bytes --inputs /dev/urandom 2>&1 | FileCheck %s --check-prefix=STREAM
// RUN: not axe-run %s --entry bytes --inputs %t/i64.npy 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: axe-run %s --entry bytes --inputs %t/ok.npy --print | FileCheck %s --check-prefix=FITS
// RUN: axe-run %s --entry bytes --inputs %t/u8.npy --print | FileCheck %s --check-prefix=UNSIGNED
// RUN: not axe-run %s --entry nope 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not axe-run %s --entry bytes --inputs , 2>&1 | FileCheck %s --check-prefix=EMPTY

// COUNT: argument 0: shape [4294967296, 4294967296] has more elements than an i64 counts
func.func @count_overflow(%a: tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32> {
  return %a : tensor<4294967296x4294967296xf32>
}

// BYTES: argument 0: a buffer of shape [100000, 100000] (10000000000 elements, 160000000000 bytes in the interpreter) is larger than the limit of 8589934592 bytes (--max-bytes)
func.func @too_big(%a: tensor<100000x100000xf32>) -> tensor<100000x100000xf32> {
  return %a : tensor<100000x100000xf32>
}

// DYNAMIC: argument 0: shape [1099511627776, 1099511627776] has more elements than an i64 counts
// HEADER: huge.npy has shape [1099511627776, 1099511627776], more elements than an i64 counts
func.func @dynamic(%a: memref<?x?xf32>) {
  return
}

// STEPS: limits.mlir:[[# @LINE + 5]]:{{[0-9]+}}: error: 'uop.reduce' op the run executed more than 10000 ops (the interpreter's step budget, --max-steps)
func.func @long_reduction(%out: memref<i32> {uop.output = 0 : i64}) {
  %n = arith.constant 1099511627776 : index
  %r = uop.range %n axis(0) reduce
  %one = arith.constant 1 : i32
  %s = uop.reduce add %one [%r] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

// A parallel loop from -2^63 to 2^63 - 1: its trip count is computed without overflow (an
// overflow panic before, found by the mutation fuzzer) and the run stops at the budget.
// WHOLE: limits.mlir:[[# @LINE + 5]]:{{[0-9]+}}: error: 'scf.parallel' op the run executed more than 10000 ops
func.func @whole_i64_range(%out: memref<1xi32> {uop.output = 0 : i64}) {
  %lo = arith.constant -9223372036854775808 : index
  %hi = arith.constant 9223372036854775807 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%lo) to (%hi) step (%c1) {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    memref.store %one, %out[%c0] : memref<1xi32>
  }
  return
}

// The whole i64 range in steps of 2^63 - 1: three iterations, -2^63, -1 and 2^63 - 2, whose
// values are computed without overflow (step * 2 overflows; found by the mutation fuzzer,
// seed 17). Iteration k stores its value at k = (i - lo) / step, unsigned.
// BIGSTEP: @whole_range_big_step result 0: memref<3xi64> [-9223372036854775808, -1, 9223372036854775806]
func.func @whole_range_big_step(%out: memref<3xi64> {uop.output = 0 : i64}) {
  %lo = arith.constant -9223372036854775808 : index
  %hi = arith.constant 9223372036854775807 : index
  %step = arith.constant 9223372036854775807 : index
  scf.parallel (%i) = (%lo) to (%hi) step (%step) {
    %from = arith.subi %i, %lo : index
    %k = arith.divui %from, %step : index
    %v = arith.index_cast %i : index to i64
    memref.store %v, %out[%k] : memref<3xi64>
  }
  return
}

// PARALLEL: limits.mlir:[[# @LINE + 5]]:{{[0-9]+}}: error: 'scf.parallel' op runs [4294967296, 4294967296, 4294967296] iterations, more than an i64 counts
func.func @parallel_count_overflow(%out: memref<1xi32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4294967296 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%n, %n, %n) step (%c1, %c1, %c1) {
    %one = arith.constant 1 : i32
    memref.store %one, %out[%c0] : memref<1xi32>
  }
  return
}

// A movement op whose result is past the byte limit: an error at the op (an allocation that
// aborted the process before).
// EXPAND: limits.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: 'uop.expand' op {{.*}}a buffer of shape [4294967296, 4] {{.*}} is larger than the limit
func.func @huge_expand(%a: tensor<1x4xf32>) -> tensor<4294967296x4xf32> {
  %e = uop.expand %a : tensor<1x4xf32> -> tensor<4294967296x4xf32>
  return %e : tensor<4294967296x4xf32>
}

// STREAM: /dev/urandom is not a .npy file: it does not start with a NumPy header
// WRAP: i64.npy element 1 is 300, which does not fit the argument's 8-bit integers
// FITS: @bytes result 0: tensor<2xi8> [1, -3]
// UNSIGNED: @bytes result 0: tensor<2xi8> [1, -56]
func.func @bytes(%a: tensor<2xi8>) -> tensor<2xi8> {
  return %a : tensor<2xi8>
}

// ENTRY: error: {{.*}}limits.mlir has no function @nope (--entry)
// EMPTY: error: --inputs ',' has an empty file name (give `random`, `special` or A.npy,B.npy)

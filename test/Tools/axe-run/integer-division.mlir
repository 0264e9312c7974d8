// An integer division or remainder by zero, or a signed one of the minimum by -1, is an
// error of the program on every CPU path, at the division's location: the interpreter says
// so, and the compiled code (axe-guard-integer-division before convert-arith-to-llvm) prints
// the location and ends with status 1 where x86's idiv used to kill the process with SIGFPE.
// In range, the JIT matches the interpreter and numpy's truncating quotient and remainder,
// vectorized (64 x 256, a divisor that is not a constant).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; r = np.random.default_rng(0); a = r.integers(-2**31, 2**31, (64, 256), dtype=np.int32); b = r.integers(-9, 10, (64, 256), dtype=np.int32); b[b == 0] = 7; b[a == -2**31] = 5; np.save('%t/a.npy', a); np.save('%t/b.npy', b); q = np.fix(a.astype(np.float64) / b).astype(np.int64); np.save('%t/quotient.npy', (q + (a.astype(np.int64) - q * b)).astype(np.int32)); z = b.copy(); z[17, 200] = 0; np.save('%t/zero.npy', z); m = a.copy(); m[3, 9] = -2**31; n = b.copy(); n[3, 9] = -1; np.save('%t/minimum.npy', m); np.save('%t/minus-one.npy', n)"

// RUN: axe-run %s --entry divide --target cpu --inputs %t/a.npy,%t/b.npy --outputs %t/cpu
// RUN: %python %S/Inputs/compare_outputs.py divide %t/quotient.npy %t/cpu | FileCheck %s --check-prefix=OK
// OK: cpu result 0: ok
// RUN: axe-run %s --entry divide --target cpu --inputs %t/a.npy,%t/b.npy --trials 1 | FileCheck %s --check-prefix=MATCH
// MATCH: @divide: 1 trials, max abs error 0e0, max rel error 0e0: ok

// RUN: not axe-run %s --entry divide --inputs %t/a.npy,%t/zero.npy 2>&1 | FileCheck %s --check-prefix=ZERO-INTERP
// RUN: not axe-run %s --entry divide --target cpu --inputs %t/a.npy,%t/zero.npy --outputs %t/zero-cpu 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO-INTERP: integer-division.mlir:[[# @LINE + 27]]:10: error: 'arith.divsi' op division by zero
// ZERO: integer-division.mlir:[[# @LINE + 26]]:10: runtime check failed: integer division by zero
// RUN: not axe-run %s --entry divide --target cpu --inputs %t/minimum.npy,%t/minus-one.npy --outputs %t/overflow-cpu 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: integer-division.mlir:[[# @LINE + 24]]:10: runtime check failed: signed integer division overflow (the minimum divided by -1)

// The GPU emulator reports it as the interpreter does; PTX (the same pass in the nvptx
// pipeline) stops the kernel with __assertfail and the message, where div.s32 would give an
// unspecified value.
// RUN: not axe-run %s --entry divide --target gpu-emulator --inputs %t/a.npy,%t/zero.npy --outputs %t/zero-emulator 2>&1 | FileCheck %s --check-prefix=ZERO-INTERP
// RUN: axe-compile %s --target=nvptx -o %t/divide.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t/divide.ptx
// PTX: .extern .func __assertfail
// PTX-COUNT-2: call.uni __assertfail

// Which divisions are checked: not by a constant other than 0 (and -1, signed); an unsigned
// division by -1 (the largest value) is defined.
// RUN: axe-opt %s --pass-pipeline='builtin.module(func.func(axe-guard-integer-division))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @constants
// IR-COUNT-1: cf.assert {{.*}} "{{.*}}integer-division.mlir:{{[0-9]+}}:{{[0-9]+}}: runtime check failed: integer division by zero"
// IR-COUNT-1: cf.assert {{.*}} "{{.*}}: runtime check failed: signed integer division overflow (the minimum divided by -1)"
// IR-NOT: cf.assert
// IR: return

func.func @divide(%x: tensor<64x256xi32>, %y: tensor<64x256xi32>) -> tensor<64x256xi32> {
  %z = tensor.empty() : tensor<64x256xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<64x256xi32>, tensor<64x256xi32>) outs(%z : tensor<64x256xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %q = arith.divsi %a, %b : i32
    %m = arith.remsi %a, %b : i32
    %s = arith.addi %q, %m : i32
    linalg.yield %s : i32
  } -> tensor<64x256xi32>
  return %r : tensor<64x256xi32>
}

func.func @constants(%a: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %m1 = arith.constant -1 : i32
  %zero = arith.divui %a, %c0 : i32
  %three = arith.divsi %a, %c3 : i32
  %signed = arith.remsi %a, %m1 : i32
  %unsigned = arith.divui %a, %m1 : i32
  return %zero, %three, %signed, %unsigned : i32, i32, i32, i32
}

// The `index` dialect's divisions are guarded the same way (a user's index arithmetic, or a
// runtime check's guarded value): 0-d int64 inputs for the index arguments.
// RUN: %python -c "import numpy as np; [np.save('%t/' + n + '.npy', np.array(v, dtype=np.int64)) for n, v in [('i-seven', -7), ('i-two', 2), ('i-zero', 0), ('i-minimum', -2**63), ('i-minus-one', -1)]]"
// RUN: axe-run %s --entry index_divide --target cpu --inputs %t/i-seven.npy,%t/i-two.npy --trials 1 | FileCheck %s --check-prefix=INDEX-MATCH
// INDEX-MATCH: @index_divide: 1 trials, {{.*}}: ok
// RUN: not axe-run %s --entry index_divide --target cpu --inputs %t/i-seven.npy,%t/i-zero.npy --outputs %t/index-zero 2>&1 | FileCheck %s --check-prefix=INDEX-ZERO
// INDEX-ZERO: integer-division.mlir:[[# @LINE + 16]]:8: runtime check failed: integer division by zero
// RUN: not axe-run %s --entry index_divide --target cpu --inputs %t/i-minimum.npy,%t/i-minus-one.npy --outputs %t/index-overflow 2>&1 | FileCheck %s --check-prefix=INDEX-OVERFLOW
// INDEX-OVERFLOW: integer-division.mlir:[[# @LINE + 14]]:8: runtime check failed: signed integer division overflow (the minimum divided by -1)

// IR-LABEL: func.func @index_divide
// IR-COUNT-2: cf.assert
// IR: index.divs
// IR-COUNT-1: cf.assert {{.*}} "{{.*}}: runtime check failed: integer division by zero"
// IR: index.remu
// IR-COUNT-1: cf.assert {{.*}} "{{.*}}: runtime check failed: signed integer division overflow (the minimum divided by -1)"
// IR: index.ceildivs
// IR-NOT: cf.assert
// IR: return
func.func @index_divide(%a: index, %b: index) -> (index, index, index, index) {
  %c3 = index.constant 3
  %m1 = index.constant -1
  %q = index.divs %a, %b
  %r = index.remu %a, %b
  %c = index.ceildivs %a, %m1
  %f = index.floordivs %a, %c3
  return %q, %r, %c, %f : index, index, index, index
}

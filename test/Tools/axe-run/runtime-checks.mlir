// A linalg.generic body's runtime checks (uop.assert) run on every target. torch-mlir's
// embedding with token ids in range gives numpy's rows on the interpreter (the tensor
// level), the CPU JIT and the GPU emulator (the kernels), and the JIT and the emulator
// match the interpreter exactly; a token id past the table's end, or negative, stops the
// call with the assert's message at the cf.assert's location in this file, on each of
// them: the interpreter and the emulator as errors, the JIT as C's assert does, the
// message printed and the process ended with status 1 (a compiled object aborts, unless
// compiled with --runtime-checks=report, as python/axe does: it raises). A check that
// is not a bound (x >= 0 before a square root) runs the same way.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; r = np.random.default_rng(0); t = r.standard_normal((100, 16)).astype(np.float32); np.save('%t/table.npy', t); ids = r.integers(0, 100, (2, 8)); ids[0, 0] = 0; ids[1, 7] = 99; np.save('%t/ids.npy', ids); np.save('%t/rows.npy', t[ids]); big = ids.copy(); big[1, 3] = 100; np.save('%t/big.npy', big); neg = ids.copy(); neg[0, 5] = -1; np.save('%t/negative.npy', neg); x = np.abs(r.standard_normal((4, 8))).astype(np.float32); np.save('%t/x.npy', x); np.save('%t/roots.npy', np.sqrt(x)); x[2, 3] = -0.5; np.save('%t/x-negative.npy', x)"

// In range: the same rows everywhere.
// RUN: axe-run %s --entry embedding --inputs %t/ids.npy,%t/table.npy --outputs %t/interp
// RUN: axe-run %s --entry embedding --target cpu --inputs %t/ids.npy,%t/table.npy --outputs %t/cpu
// RUN: axe-run %s --entry embedding --target gpu-emulator --inputs %t/ids.npy,%t/table.npy --outputs %t/emulator 2>/dev/null
// RUN: %python %S/Inputs/compare_outputs.py embedding %t/rows.npy %t/interp %t/cpu %t/emulator | FileCheck %s --check-prefix=ROWS
// ROWS: interp result 0: ok
// ROWS: cpu result 0: ok
// ROWS: emulator result 0: ok
// RUN: axe-run %s --entry embedding --target cpu --inputs %t/ids.npy,%t/table.npy --trials 1 | FileCheck %s --check-prefix=MATCH
// RUN: axe-run %s --entry embedding --target gpu-emulator --inputs %t/ids.npy,%t/table.npy --trials 1 2>/dev/null | FileCheck %s --check-prefix=MATCH
// MATCH: @embedding: 1 trials, max abs error 0e0, max rel error 0e0: ok

// Out of range: the message and the location of the check that fails.
// RUN: not axe-run %s --entry embedding --inputs %t/big.npy,%t/table.npy 2>&1 | FileCheck %s --check-prefix=BIG-INTERP
// RUN: not axe-run %s --entry embedding --target cpu --inputs %t/big.npy,%t/table.npy --outputs %t/big-cpu 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not axe-run %s --entry embedding --target gpu-emulator --inputs %t/big.npy,%t/table.npy --outputs %t/big-emulator 2>&1 | FileCheck %s --check-prefix=BIG
// BIG-INTERP: runtime-checks.mlir:[[# @LINE + 45]]:5: error: 'uop.assert' op runtime check failed: index must be smaller than dim size
// BIG: runtime-checks.mlir:[[# @LINE + 44]]:5: runtime check failed: index must be smaller than dim size
// RUN: not axe-run %s --entry embedding --inputs %t/negative.npy,%t/table.npy 2>&1 | FileCheck %s --check-prefix=NEG-INTERP
// RUN: not axe-run %s --entry embedding --target cpu --inputs %t/negative.npy,%t/table.npy --outputs %t/neg-cpu 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not axe-run %s --entry embedding --target gpu-emulator --inputs %t/negative.npy,%t/table.npy --outputs %t/neg-emulator 2>&1 | FileCheck %s --check-prefix=NEG
// NEG-INTERP: runtime-checks.mlir:[[# @LINE + 42]]:5: error: 'uop.assert' op runtime check failed: index must be larger or equal to 0
// NEG: runtime-checks.mlir:[[# @LINE + 41]]:5: runtime check failed: index must be larger or equal to 0

// The object of axe-compile --target=cpu, called through python/axe (--runtime-checks=report):
// numpy's rows in range; out of range, axe.RuntimeCheckError with the message and location, and
// the next call in range returns the rows. With --runtime-checks=abort, the message on stdout and
// SIGABRT, as C's assert.
// RUN: %python %S/Inputs/runtime_checks_object.py %s %t/object | FileCheck %s --check-prefix=OBJECT
// OBJECT: in range: ok
// OBJECT-NEXT: id 100: raised: {{.*}}runtime-checks.mlir:[[# @LINE + 31]]:5: runtime check failed: index must be smaller than dim size
// OBJECT-NEXT: then in range: ok
// OBJECT-NEXT: id -1: raised: {{.*}}runtime-checks.mlir:[[# @LINE + 31]]:5: runtime check failed: index must be larger or equal to 0
// OBJECT-NEXT: then in range: ok
// OBJECT-NEXT: abort, id 100: aborted: {{.*}}runtime-checks.mlir:[[# @LINE + 27]]:5: runtime check failed: index must be smaller than dim size
// OBJECT-NEXT: abort, id -1: aborted: {{.*}}runtime-checks.mlir:[[# @LINE + 28]]:5: runtime check failed: index must be larger or equal to 0

// A computed check that is not a bound, element by element.
// RUN: axe-run %s --entry sqrt_of_nonnegative --inputs %t/x.npy --outputs %t/sqrt-interp
// RUN: axe-run %s --entry sqrt_of_nonnegative --target cpu --inputs %t/x.npy --outputs %t/sqrt-cpu
// RUN: axe-run %s --entry sqrt_of_nonnegative --target gpu-emulator --inputs %t/x.npy --outputs %t/sqrt-emulator 2>/dev/null
// RUN: %python %S/Inputs/compare_outputs.py sqrt_of_nonnegative %t/roots.npy %t/sqrt-interp %t/sqrt-cpu %t/sqrt-emulator | FileCheck %s --check-prefix=ROOTS
// ROOTS: sqrt-interp result 0: ok
// ROOTS: sqrt-cpu result 0: ok
// ROOTS: sqrt-emulator result 0: ok
// RUN: not axe-run %s --entry sqrt_of_nonnegative --inputs %t/x-negative.npy 2>&1 | FileCheck %s --check-prefix=SQRT
// RUN: not axe-run %s --entry sqrt_of_nonnegative --target cpu --inputs %t/x-negative.npy --outputs %t/sqrt-bad-cpu 2>&1 | FileCheck %s --check-prefix=SQRT
// RUN: not axe-run %s --entry sqrt_of_nonnegative --target gpu-emulator --inputs %t/x-negative.npy --outputs %t/sqrt-bad-emulator 2>&1 | FileCheck %s --check-prefix=SQRT
// SQRT: runtime-checks.mlir:[[# @LINE + 30]]:5: {{.*}}runtime check failed: x must be non-negative

#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @embedding(%arg0: tensor<2x8xi64>, %cst: tensor<100x16xf32>) -> tensor<2x8x16xf32> {
  %c100 = arith.constant 100 : index
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty() : tensor<2x8x16xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.index_cast %in : i64 to index
    %3 = linalg.index 2 : index
    %4 = arith.cmpi slt, %2, %c100 : index
    cf.assert %4, "index must be smaller than dim size"
    %5 = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %5, "index must be larger or equal to 0"
    %extracted = tensor.extract %cst[%2, %3] : tensor<100x16xf32>
    linalg.yield %extracted : f32
  } -> tensor<2x8x16xf32>
  return %1 : tensor<2x8x16xf32>
}

#id2 = affine_map<(i, j) -> (i, j)>
func.func @sqrt_of_nonnegative(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ok = arith.cmpf oge, %in, %zero : f32
    cf.assert %ok, "x must be non-negative"
    %s = math.sqrt %in : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

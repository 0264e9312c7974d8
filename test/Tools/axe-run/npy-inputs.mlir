// axe-run --inputs reads the input arguments from .npy files, one per input
// in order (float32 and float64 converted to the argument's type), on the
// interpreter and on the CPU JIT of the rangeified program; bad files get a
// clear error and exit status 1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/a.npy', np.arange(6, dtype=np.float32).reshape(2, 3)); np.save('%t/b.npy', np.full((2, 3), 0.5)); np.save('%t/wrong.npy', np.ones((3, 2), np.float32)); np.save('%t/complex.npy', np.ones((2, 3), np.complex64)); np.save('%t/ints.npy', np.arange(6, dtype=np.int32).reshape(2, 3))"
// RUN: axe-run %s --inputs %t/a.npy,%t/b.npy --print | FileCheck %s
// RUN: axe-run %s --inputs %t/ints.npy,%t/b.npy --print | FileCheck %s
// RUN: axe-run %s --inputs %t/a.npy,%t/b.npy --trials 1 --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-split-kernels)' | FileCheck %s --check-prefix=JIT
// RUN: not axe-run %s --inputs %t/a.npy --print 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not axe-run %s --inputs %t/a.npy,%t/wrong.npy --print 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not axe-run %s --inputs %t/a.npy,%t/complex.npy --print 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not axe-run %s --inputs %t/a.npy,%t/missing.npy --print 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK: @add result 0: tensor<2x3xf32> {{\[\[}}0.5, 1.5, 2.5], [3.5, 4.5, 5.5]]
// JIT: @add: 1 trials, max abs error 0e0, max rel error 0e0: ok
// COUNT: --inputs names 1 file(s) but the function takes 2 input argument(s)
// SHAPE: wrong.npy has shape [3, 2] but the argument has shape [2, 3]
// DTYPE: complex.npy has dtype 'c8'; axe-run reads float, integer and bool arrays
// MISSING: cannot read {{.*}}missing.npy
func.func @add(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = arith.addf %a, %b : tensor<2x3xf32>
  return %c : tensor<2x3xf32>
}

// The tensor-level examples (examples/tensor) compute the same outputs after
// uop-rangeify and uop-split-kernels as before, by the reference interpreter on random inputs.
// RUN: axe-run %S/../../../examples/tensor/softmax-vmap.mlir --trials 20 --check-pipeline 'builtin.module(uop-rangeify,uop-split-kernels)' | FileCheck %s --check-prefix=SOFTMAX
// RUN: axe-run %S/../../../examples/tensor/batched-matmul-vmap.mlir --trials 20 --check-pipeline 'builtin.module(uop-rangeify,uop-split-kernels)' | FileCheck %s --check-prefix=MATMUL
// RUN: axe-run %S/../../../examples/tensor/spjacobian.mlir --trials 20 --check-pipeline 'builtin.module(uop-rangeify,uop-split-kernels)' | FileCheck %s --check-prefix=SPJAC
// SOFTMAX: @softmax: 20 trials, {{.*}}: ok
// MATMUL: @batched_matmul: 20 trials, {{.*}}: ok
// SPJAC: @spjacobian: 20 trials, {{.*}}: ok

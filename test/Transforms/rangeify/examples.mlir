// The tensor-level examples (examples/tensor) through the main job (rangeify,
// range optimizations, kernel splitting, index simplification): the
// interpreter gives the same outputs before and after, and the CPU JIT of the
// lowered kernels agrees with the interpreter on the original program.
// RUN: axe-run %examples/tensor/add.mlir --trials 10 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=ADD
// RUN: axe-run %examples/tensor/add.mlir --trials 3 --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=ADD-CPU
// RUN: axe-run %examples/tensor/row-sum.mlir --trials 10 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=ROWSUM
// RUN: axe-run %examples/tensor/row-sum.mlir --trials 3 --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=ROWSUM-CPU
// RUN: axe-run %examples/tensor/tiled-transpose.mlir --trials 10 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=TILED
// RUN: axe-run %examples/tensor/tiled-transpose.mlir --trials 3 --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=TILED-CPU
// RUN: axe-run %examples/tensor/softmax-vmap.mlir --trials 10 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=SOFTMAX
// RUN: axe-run %examples/tensor/softmax-vmap.mlir --trials 3 --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=SOFTMAX-CPU
// RUN: axe-run %examples/tensor/batched-matmul-vmap.mlir --trials 10 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=MATMUL
// RUN: axe-run %examples/tensor/batched-matmul-vmap.mlir --trials 3 --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=MATMUL-CPU
// RUN: axe-run %examples/tensor/spjacobian.mlir --trials 10 --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=SPJAC
// RUN: axe-run %examples/tensor/spjacobian.mlir --trials 3 --target cpu --check-pipeline 'builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' | FileCheck %s --check-prefix=SPJAC-CPU
// ADD: @add: 10 trials, {{.*}}: ok
// ADD-CPU: @add: 3 trials, {{.*}}: ok
// ROWSUM: @row_sum: 10 trials, {{.*}}: ok
// ROWSUM-CPU: @row_sum: 3 trials, {{.*}}: ok
// TILED: @tiled: 10 trials, {{.*}}: ok
// TILED-CPU: @tiled: 3 trials, {{.*}}: ok
// SOFTMAX: @softmax: 10 trials, {{.*}}: ok
// SOFTMAX-CPU: @softmax: 3 trials, {{.*}}: ok
// MATMUL: @batched_matmul: 10 trials, {{.*}}: ok
// MATMUL-CPU: @batched_matmul: 3 trials, {{.*}}: ok
// SPJAC: @spjacobian: 10 trials, {{.*}}: ok
// SPJAC-CPU: @spjacobian: 3 trials, {{.*}}: ok

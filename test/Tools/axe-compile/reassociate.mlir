// Reassociation is a visible choice (docs/guides/schedules.md). A sum of 4,096 f16 ones is 2048
// in the program's order (each addition past 2048 rounds back to it: the interpreter, upstream
// MLIR) and 4096 where a schedule splits it over vector lanes, which axe-compile did by
// default with no way to say no. Now uop-schedule puts a remark on every f16 / bf16 sum it
// reorders, `axe-compile --reassociate=false` keeps the order, and `axe-run
// --reassociate=false` tells the passes of its --check-pipeline the same.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --emit=llvm-ir -o %t/sum.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: axe-compile %s --target=cpu --emit=llvm-ir --reassociate=false -o %t/ordered.ll 2>&1 | FileCheck %s --check-prefix=ORDERED --allow-empty
// RUN: axe-compile %s --target=cpu --emit=kernels -o %t/kernels.mlir
// RUN: not axe-run %t/kernels.mlir --target cpu --float-range 1,1 --trials 1 --check-pipeline 'builtin.module(uop-schedule{vector-bytes=32})' | FileCheck %s --check-prefix=REORDERED
// RUN: axe-run %t/kernels.mlir --target cpu --float-range 1,1 --trials 1 --reassociate=false --check-pipeline 'builtin.module(uop-schedule{vector-bytes=32})' | FileCheck %s --check-prefix=KEPT
// RUN: not axe-run %t/kernels.mlir --reassociate=false --check-pipeline 'builtin.module(uop-schedule{reassociate=true})' 2>&1 | FileCheck %s --check-prefix=CONFLICT

// REMARK: remark: a sum reduction in f16 that the schedule reorders (lanes, several accumulators or another loop order): it rounds differently from the program's order; reassociate=false (axe-compile --reassociate=false) keeps the order
// ORDERED-NOT: remark
// REORDERED: MISMATCH (trial 0: result 0 element 0: 2048.0 before, 4096.0 after)
// KEPT: 1 trials, max abs error 0e0, max rel error 0e0: ok
// CONFLICT: --reassociate=false, but the pipeline sets uop-schedule{reassociate=true}: drop one
func.func @sum(%x: tensor<4096xf16>) -> tensor<f16> {
  %zero = arith.constant 0.0 : f16
  %empty = tensor.empty() : tensor<f16>
  %init = linalg.fill ins(%zero : f16) outs(%empty : tensor<f16>) -> tensor<f16>
  %r = linalg.reduce ins(%x : tensor<4096xf16>) outs(%init : tensor<f16>) dimensions = [0]
    (%in: f16, %acc: f16) {
      %s = arith.addf %in, %acc : f16
      linalg.yield %s : f16
    }
  return %r : tensor<f16>
}

// tools/fuzz finding 10 (seed 202 b9 f3, b1011 f8, b1020 f7), reduced: an xori reduction over
// i1 (convert-linalg-to-uop sums the bools as i8 and truncates the sum to i1) of a row of 4
// trues is false, and xori with its own input broadcast back gives 24 trues. axe-compile's
// object stored 24 falses: axe-simplify-index (inside uop-optimize-ranges) read the range of
// `trunci 4 : i8 to i1` as "nonzero", so true, and folded `xori true, true` to false
// (test/Transforms/simplify-index/bool-truncation.mlir). The compiled code (the same front end
// and pipelines as axe-compile --target=cpu) runs against the interpreter.
// RUN: axe-run %s --target cpu --trials 3 --reassociate=false | FileCheck %s
// RUN: axe-run %s --target cpu --trials 3 | FileCheck %s
// RUN: axe-compile %s --target=cpu --reassociate=false --emit kernels | FileCheck %s --check-prefix=KERNELS
// CHECK: @xor_with_own_reduction: 3 trials, {{.*}}: ok
// KERNELS-NOT: arith.constant false
// KERNELS: arith.constant true
// KERNELS-NOT: arith.constant false
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @xor_with_own_reduction(%a: tensor<4x6xi8>) -> tensor<6x4xi1> {
  %e8 = tensor.empty() : tensor<6x4xi8>
  %at = linalg.transpose ins(%a : tensor<4x6xi8>) outs(%e8 : tensor<6x4xi8>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<6x4xi1>
  // x <= x: always true
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%at, %at : tensor<6x4xi8>, tensor<6x4xi8>) outs(%e1 : tensor<6x4xi1>) {
  ^bb0(%x0: i8, %x1: i8, %out: i1):
    %r = arith.cmpi sle, %x0, %x1 : i8
    linalg.yield %r : i1
  } -> tensor<6x4xi1>
  %false = arith.constant false
  %e6 = tensor.empty() : tensor<6xi1>
  %init = linalg.fill ins(%false : i1) outs(%e6 : tensor<6xi1>) -> tensor<6xi1>
  %parity = linalg.reduce ins(%t : tensor<6x4xi1>) outs(%init : tensor<6xi1>) dimensions = [1]
    (%in: i1, %acc: i1) {
      %s = arith.xori %in, %acc : i1
      linalg.yield %s : i1
    }
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t, %parity : tensor<6x4xi1>, tensor<6xi1>) outs(%e1 : tensor<6x4xi1>) {
  ^bb0(%x0: i1, %x1: i1, %out: i1):
    %x = arith.xori %x0, %x1 : i1
    linalg.yield %x : i1
  } -> tensor<6x4xi1>
  return %r : tensor<6x4xi1>
}

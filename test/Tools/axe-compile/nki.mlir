// axe-compile --target=nki: Axe kernels (axe.kernel) to NKI Python, checked on
// the NKI interpreter against numpy; a tensor program (linalg, uop) has no
// Trainium lowering yet, which is an error at the program.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %examples/trainium/softmax.mlir --target=nki -o %t/softmax.py
// RUN: %python %nki_check %t/softmax.py softmax softmax 1000x512 --tol 1e-5 | FileCheck %s
// RUN: not axe-compile %s --target=nki -o %t/none.py 2>&1 | FileCheck %s --check-prefix=TENSOR

// CHECK: PASS softmax
// TENSOR: nki.mlir:[[@LINE+2]]:1: error: --target=nki compiles Axe kernels (axe.kernel); tensor programs (linalg, uop) have no Trainium lowering yet (use --target=cpu or --target=nvptx)
// TENSOR-NEXT: func.func @add
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.addf %a, %b : tensor<4xf32>
  return %c : tensor<4xf32>
}

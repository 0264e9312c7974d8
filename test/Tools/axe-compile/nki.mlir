// axe-compile --target=nki: Axe kernels (axe.kernel) to NKI Python, and linalg
// programs from upstream's tosa-to-linalg through convert-linalg-to-axe-trainium,
// each checked on the NKI interpreter against numpy with both NKI APIs. A tensor
// program the conversion cannot lower is an error at the op.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %examples/trainium/softmax.mlir --target=nki -o %t/softmax.py
// RUN: %python %nki_check %t/softmax.py softmax softmax 1000x512 --tol 1e-5 | FileCheck %s

// An MLP layer, 200 x 300 times 300 x 100 plus a bias, then relu (tosa.clamp).
// RUN: %mlir_opt %S/Inputs/mlp.tosa.mlir --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t/mlp.mlir
// RUN: axe-compile %t/mlp.mlir --target=nki -o %t/mlp.py
// RUN: %python %nki_check %t/mlp.py mlp "numpy:np.maximum(x0 @ x1 + x2, 0)" 1x200x300 1x300x100 1x1x100 --tol 1e-5 | FileCheck %s --check-prefix=MLP
// RUN: axe-compile %t/mlp.mlir --target=nki --nki-api=legacy -o %t/mlp.legacy.py
// RUN: %python %nki_check %t/mlp.legacy.py mlp "numpy:np.maximum(x0 @ x1 + x2, 0)" 1x200x300 1x300x100 1x1x100 --tol 1e-5 | FileCheck %s --check-prefix=MLP

// The row softmax of Inputs/softmax.tosa.mlir at 300 x 512 (a ragged last tile).
// RUN: sed -e 's/4x8/300x512/g' -e 's/4x1/300x1/g' %S/Inputs/softmax.tosa.mlir > %t/softmax.tosa.mlir
// RUN: %mlir_opt %t/softmax.tosa.mlir --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t/softmax.linalg.mlir
// RUN: axe-compile %t/softmax.linalg.mlir --target=nki -o %t/softmax.linalg.py
// RUN: %python %nki_check %t/softmax.linalg.py softmax softmax 300x512 --tol 1e-5 | FileCheck %s
// RUN: axe-compile %t/softmax.linalg.mlir --target=nki --nki-api=legacy -o %t/softmax.linalg.legacy.py
// RUN: %python %nki_check %t/softmax.linalg.legacy.py softmax softmax 300x512 --tol 1e-5 | FileCheck %s

// RUN: not axe-compile %s --target=nki -o %t/none.py 2>&1 | FileCheck %s --check-prefix=TENSOR

// CHECK: PASS softmax
// MLP: PASS mlp
// TENSOR: nki.mlir:[[@LINE+3]]:8: error: 'arith.addf' op has no Trainium lowering in convert-linalg-to-axe-trainium
// TENSOR-NEXT: %c = arith.addf
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.addf %a, %b : tensor<4xf32>
  return %c : tensor<4xf32>
}

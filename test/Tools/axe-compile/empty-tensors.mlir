// Zero-size tensors compile end to end (issue 39 item 9): an empty result has no kernel (its
// output buffer is left alone), a reduction over an empty axis is one fill kernel (+0 for a
// sum), and a function whose results are all empty has no kernel at all.
// RUN: rm -rf %t && mkdir -p %t && split-file %s %t
// RUN: axe-compile %t/some.mlir --target=cpu -o %t/some.o
// RUN: %llvm_nm %t/some.o | FileCheck %s --check-prefix=SOME
// RUN: axe-compile %t/all.mlir --target=cpu -o %t/all.o
// RUN: %llvm_nm %t/all.o | FileCheck %s --check-prefix=ALL
// RUN: axe-run %t/some.mlir --target cpu --signed-zeros --trials 1 --print | FileCheck %s --check-prefix=RESULTS
// SOME: T f
// SOME: T f_k0
// SOME-NOT: f_k1
// ALL-NOT: g_k
// ALL: T g
// ALL-NOT: g_k
// RESULTS: @f result 0: memref<0x3xf32> []
// RESULTS: @f result 1: memref<3xf32> [0.0, 0.0, 0.0]

//--- some.mlir
func.func @f(%x: tensor<0x3xf32>) -> (tensor<0x3xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<0x3xf32>
  %y = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%x : tensor<0x3xf32>) outs(%e : tensor<0x3xf32>) -> tensor<0x3xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%x : tensor<0x3xf32>) outs(%f : tensor<3xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %y, %r : tensor<0x3xf32>, tensor<3xf32>
}

//--- all.mlir
func.func @g(%x: tensor<0x3xf32>) -> tensor<3x0xf32> {
  %e = tensor.empty() : tensor<3x0xf32>
  %t = linalg.transpose ins(%x : tensor<0x3xf32>) outs(%e : tensor<3x0xf32>) permutation = [1, 0]
  return %t : tensor<3x0xf32>
}

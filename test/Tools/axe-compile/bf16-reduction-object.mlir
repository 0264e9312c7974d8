// bf16 reductions compiled to an object file: the CPU schedule sums a row's simd lanes with
// vector.reduction, which LLVM computes in f32 and rounds back by calling __truncsfbf2 (absent
// from Debian 12's libgcc: the object did not link; found by tools/fuzz, seed 3 f11 and f54).
// axe-bf16-arithmetic widens a max or min reduction (exact: it picks an operand) and unrolls
// an add or mul lane by lane, rounding to bf16 after each step as bf16 arithmetic does.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu -o %t/reduce.o
// RUN: %llvm_nm %t/reduce.o | FileCheck %s --check-prefix=NM
// RUN: axe-run %s --target cpu --trials 3 --reassociate=false | FileCheck %s
// RUN: axe-run %s --target cpu --trials 3 | FileCheck %s
// NM-NOT: truncsfbf2
// NM: _mlir_ciface_row_max
// NM-NOT: truncsfbf2
// CHECK: @row_max: 3 trials, {{.*}}: ok
// CHECK: @row_sum: 3 trials, {{.*}}: ok
// CHECK: @row_prod: 3 trials, {{.*}}: ok
func.func @row_max(%a: tensor<8x64xbf16>) -> tensor<8xbf16> {
  %ninf = arith.constant 0xFF80 : bf16
  %e = tensor.empty() : tensor<8xbf16>
  %init = linalg.fill ins(%ninf : bf16) outs(%e : tensor<8xbf16>) -> tensor<8xbf16>
  %r = linalg.reduce ins(%a : tensor<8x64xbf16>) outs(%init : tensor<8xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %m = arith.maximumf %in, %acc : bf16
      linalg.yield %m : bf16
    }
  return %r : tensor<8xbf16>
}
func.func @row_sum(%a: tensor<8x64xbf16>) -> tensor<8xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%e : tensor<8xbf16>) -> tensor<8xbf16>
  %r = linalg.reduce ins(%a : tensor<8x64xbf16>) outs(%init : tensor<8xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %s = arith.addf %in, %acc : bf16
      linalg.yield %s : bf16
    }
  return %r : tensor<8xbf16>
}
func.func @row_prod(%a: tensor<8x64xbf16>) -> tensor<8xbf16> {
  %one = arith.constant 1.0 : bf16
  %e = tensor.empty() : tensor<8xbf16>
  %init = linalg.fill ins(%one : bf16) outs(%e : tensor<8xbf16>) -> tensor<8xbf16>
  %r = linalg.reduce ins(%a : tensor<8x64xbf16>) outs(%init : tensor<8xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %s = arith.mulf %in, %acc : bf16
      linalg.yield %s : bf16
    }
  return %r : tensor<8xbf16>
}

// A bf16 negation next to a bf16 loop accumulator, compiled to an object file (linalg fuzzer
// seed 303 batch 175 f11: a row maximum of -(x * x), then each element divided by it). The
// negation was left to LLVM as `fneg bfloat`, which made axe-bf16-bits leave the function as
// arithmetic, so the maximum's accumulator stayed a `phi bfloat`, which LLVM's code generator
// rounds by calling __truncsfbf2 (absent from Debian 12's libgcc: the object did not load).
// axe-bf16-arithmetic now negates bf16 as an xori of the sign bit of its i16 bits.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --reassociate=false -o %t/negate.o
// RUN: %llvm_nm %t/negate.o | FileCheck %s --check-prefix=NM
// RUN: axe-compile %s --target=cpu --min-parallel-work=0 -o %t/threads.o
// RUN: %llvm_nm %t/threads.o | FileCheck %s --check-prefix=NM
// RUN: axe-compile %s --target=cpu --emit=llvm-ir -o - | FileCheck %s --check-prefix=IR
// RUN: axe-run %s --target cpu --trials 3 --reassociate=false --inputs special --signed-zeros | FileCheck %s
// RUN: axe-run %s --target cpu --trials 3 --signed-zeros | FileCheck %s
// NM-NOT: truncsfbf2
// NM: _mlir_ciface_scaled
// NM-NOT: truncsfbf2
// IR-NOT: fneg bfloat
// IR-NOT: phi bfloat
// CHECK: @scaled: 3 trials, max abs error 0e0, max rel error 0e0: ok
func.func @scaled(%x: tensor<4x6xbf16>) -> tensor<4x6xbf16> {
  %e = tensor.empty() : tensor<4x6xbf16>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x6xbf16>) outs(%e : tensor<4x6xbf16>) {
  ^bb0(%v: bf16, %out: bf16):
    %sq = arith.mulf %v, %v : bf16
    %n = arith.negf %sq : bf16
    linalg.yield %n : bf16
  } -> tensor<4x6xbf16>
  %ninf = arith.constant 0xFF80 : bf16
  %re = tensor.empty() : tensor<4xbf16>
  %init = linalg.fill ins(%ninf : bf16) outs(%re : tensor<4xbf16>) -> tensor<4xbf16>
  %max = linalg.reduce ins(%neg : tensor<4x6xbf16>) outs(%init : tensor<4xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %m = arith.maximumf %in, %acc : bf16
      linalg.yield %m : bf16
    }
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%neg, %max : tensor<4x6xbf16>, tensor<4xbf16>) outs(%e : tensor<4x6xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %d = arith.divf %a, %b : bf16
    linalg.yield %d : bf16
  } -> tensor<4x6xbf16>
  return %r : tensor<4x6xbf16>
}

// A bf16 value made before an OpenMP region and broadcast into a vector inside it (the
// schedule computes a product over a row once and stores it to two simd lanes): the outlined
// region received the bf16 scalar, which LLVM kept as f32 in a register and rounded back with
// __truncsfbf2 to broadcast its bits, and Debian 12's libgcc lacks __truncsfbf2, so the object
// did not load (found by tools/fuzz, seed 7 batch 0 f42; README finding 8). axe-bf16-bits, the
// last step of axe-lower-to-llvm, now carries such values (only moved: loads, stores, lanes,
// loop-carried values, captures) as i16 bits, so no bfloat register is left to round.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --reassociate=false -o %t/broadcast.o
// RUN: %llvm_nm %t/broadcast.o | FileCheck %s --check-prefix=NM
// RUN: axe-compile %s --target=cpu -o %t/broadcast-reassociate.o
// RUN: %llvm_nm %t/broadcast-reassociate.o | FileCheck %s --check-prefix=NM
// RUN: axe-run %s --target cpu --trials 3 --reassociate=false --inputs special --signed-zeros | FileCheck %s
// NM-NOT: truncsfbf2
// NM: _mlir_ciface_row_prod
// NM-NOT: truncsfbf2
// CHECK: @row_prod: 3 trials, {{.*}}: ok
func.func @row_prod(%a: tensor<4xf16>) -> tensor<6xbf16> {
  %e0 = tensor.empty() : tensor<6x4xf16>
  %b = linalg.broadcast ins(%a : tensor<4xf16>) outs(%e0 : tensor<6x4xf16>) dimensions = [0]
  %e1 = tensor.empty() : tensor<6x4xbf16>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<6x4xf16>) outs(%e1 : tensor<6x4xbf16>) {
  ^bb0(%x: f16, %out: bf16):
    %w = arith.extf %x : f16 to f32
    %r = arith.truncf %w : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<6x4xbf16>
  %one = arith.constant 1.0 : bf16
  %e2 = tensor.empty() : tensor<6xbf16>
  %init = linalg.fill ins(%one : bf16) outs(%e2 : tensor<6xbf16>) -> tensor<6xbf16>
  %p = linalg.reduce ins(%c : tensor<6x4xbf16>) outs(%init : tensor<6xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %s = arith.mulf %in, %acc : bf16
      linalg.yield %s : bf16
    }
  return %p : tensor<6xbf16>
}

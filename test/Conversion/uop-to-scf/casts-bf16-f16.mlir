// uop.cast between f16 and bf16 (floats of one width, which no single arith op converts):
// convert-uop-to-scf goes through f32 (extf, then truncf: f32 holds either exactly, so the one
// rounding is truncf's). It emitted no conversion at all and used the bf16 value as the f16
// result, and axe-lower-to-llvm failed on invalid IR
// (`"arith.select"(%22, %38, %9) : (i1, bf16, f16) -> f16`). The issue's program: f32 -> bf16
// -> f16 next to other casts, padded and summed; on the JIT against the interpreter, scalar
// and with the heuristics' schedule (vector lanes).
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-kernelize,convert-uop-to-scf)' | FileCheck %s
// RUN: axe-run %s --target cpu --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT
// RUN: axe-run %s --target cpu --check-pipeline 'builtin.module(uop-kernelize,uop-schedule)' | FileCheck %s --check-prefix=JIT

// CHECK-LABEL: func.func @casts_k
// CHECK: arith.truncf {{.*}} : f32 to bf16
// CHECK: arith.extf {{.*}} : bf16 to f32
// CHECK-NEXT: arith.truncf {{.*}} : f32 to f16
// JIT: @casts: 10 trials, max abs error {{.*}}: ok
func.func @casts(%x: tensor<64xf32>) -> (tensor<1xf16>, tensor<66xbf16>) {
  %b = uop.cast %x : tensor<64xf32> -> tensor<64xbf16>
  %h = uop.cast %b : tensor<64xbf16> -> tensor<64xf16>
  %p = uop.pad %h low [1] high [1] : tensor<64xf16> -> tensor<66xf16>
  %s = uop.reduce_axis add %p axes [0] : tensor<66xf16> -> tensor<1xf16>
  %g = uop.cast %x : tensor<64xf32> -> tensor<64xf16>
  %back = uop.cast %g : tensor<64xf16> -> tensor<64xbf16>
  %q = uop.pad %back low [1] high [1] : tensor<64xbf16> -> tensor<66xbf16>
  return %s, %q : tensor<1xf16>, tensor<66xbf16>
}

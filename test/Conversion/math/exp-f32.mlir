// math.exp on f32 in a scheduled CPU kernel is evaluated in f32 (dialects/cpp/ExpF32.cpp:
// Cody-Waite reduction with a compensated remainder, hi + lo, 2^k in two exponent-field
// factors), within 1 ulp on every f32 argument (docs/math-accuracy.md; all 2^32 are checked by
// tools/math_exhaustive). Here: the compiled code has no f64 in it, and on special arguments
// (+-0, +-inf, NaN, tiny arguments, the last finite result and the first overflow, subnormal
// results down to the smallest and the first that rounds to 0) its bits are the correctly
// rounded results (f64 libm rounded to f32, which the interpreter computes too).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --emit=llvm-ir -o - | FileCheck %s --check-prefix=IR
// RUN: axe-compile %s --target=cpu -o %t/exp.o
// RUN: cc %S/Inputs/exp_f32_main.c %t/exp.o -lm -L%llvm_lib -lomp -Wl,-rpath,%llvm_lib -o %t/exp
// RUN: %t/exp | FileCheck %s
// RUN: axe-run %s --target cpu --trials 20 --inputs special --float-range=-110,95 --signed-zeros --rtol 2e-7 --atol 2e-45 | FileCheck %s --check-prefix=JIT

// IR-LABEL: define {{.*}}@exp_f32
// IR-NOT: double
// IR: llvm.roundeven.v{{8|16}}f32
// IR-NOT: double
// IR: ret

// CHECK: exp(0x00000000) = 0x3f800000
// CHECK-NEXT: exp(0x80000000) = 0x3f800000
// CHECK-NEXT: exp(0x7f800000) = 0x7f800000
// CHECK-NEXT: exp(0xff800000) = 0x00000000
// CHECK-NEXT: exp(0x7fc00000) = 0x7fc00000
// CHECK-NEXT: exp(0x3f800000) = 0x402df854
// CHECK-NEXT: exp(0xbf800000) = 0x3ebc5ab2
// CHECK-NEXT: exp(0x3f000000) = 0x3fd3094c
// CHECK-NEXT: exp(0x41200000) = 0x46ac14ee
// CHECK-NEXT: exp(0xc1200000) = 0x383e6bce
// CHECK-NEXT: exp(0x42480000) = 0x638c881f
// CHECK-NEXT: exp(0xc2480000) = 0x1b692beb
// CHECK-NEXT: exp(0x2edbe6ff) = 0x3f800000
// CHECK-NEXT: exp(0xaedbe6ff) = 0x3f800000
// CHECK-NEXT: exp(0x3300d959) = 0x3f800000
// CHECK-NEXT: exp(0xb300d959) = 0x3f7fffff
// CHECK-NEXT: exp(0x00000001) = 0x3f800000
// CHECK-NEXT: exp(0x80000001) = 0x3f800000
// CHECK-NEXT: exp(0x42b170a4) = 0x7f7f4648
// CHECK-NEXT: exp(0x42b17217) = 0x7f7fff84
// CHECK-NEXT: exp(0x42b17218) = 0x7f800000
// CHECK-NEXT: exp(0x42b175c3) = 0x7f800000
// CHECK-NEXT: exp(0xc2aea8f6) = 0x0080d71a
// CHECK-NEXT: exp(0xc2aeae14) = 0x007f8f18
// CHECK-NEXT: exp(0xc2c80000) = 0x0000001b
// CHECK-NEXT: exp(0xc2cfcccd) = 0x00000001
// CHECK-NEXT: exp(0xc2cff0a4) = 0x00000001
// CHECK-NEXT: exp(0xc2cff5c3) = 0x00000000
// CHECK-NEXT: exp(0xc2d10000) = 0x00000000
// CHECK-NEXT: exp(0x7149f2ca) = 0x7f800000
// CHECK-NEXT: exp(0xf149f2ca) = 0x00000000
// CHECK-NEXT: exp(0x7f7fffff) = 0x7f800000

// JIT: @exp_f32: 20 trials, {{.*}}: ok
func.func @exp_f32(%x: tensor<32xf32>) -> tensor<32xf32> {
  %y = math.exp %x : tensor<32xf32>
  return %y : tensor<32xf32>
}

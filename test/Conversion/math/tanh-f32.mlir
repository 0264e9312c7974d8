// math.tanh on f32 in a scheduled CPU kernel is evaluated in f32 (dialects/cpp/Expm1TanhF32.cpp:
// a + a^3 Q(a^2) below 0.25, 1 - 2 / (e^2a + 1) with compensated steps above, saturating past
// 9.1), within 1 ulp on every f32 argument (docs/math-accuracy.md; all 2^32 are checked by
// tools/math_exhaustive). Here: the compiled code has no f64 in it, and on special arguments
// (+-0, +-inf, NaN, both sides of the polynomial's edge, the saturation edge, tiny and
// subnormal arguments, a few ordinary ones) its bits are the correctly rounded results
// (computed with mpmath at 200 bits).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --emit=llvm-ir -o - | FileCheck %s --check-prefix=IR
// RUN: axe-compile %s --target=cpu -o %t/tanh.o
// RUN: cc -DTANH %S/Inputs/expm1_tanh_f32_main.c %t/tanh.o -lm -L%llvm_lib -lomp -Wl,-rpath,%llvm_lib -o %t/tanh
// RUN: %t/tanh | FileCheck %s
// RUN: axe-run %s --target cpu --trials 20 --inputs special --float-range=-12,12 --signed-zeros --rtol 2e-7 --atol 2e-45 | FileCheck %s --check-prefix=JIT

// IR-LABEL: define {{.*}}@tanh_f32
// IR-NOT: double
// IR: fdiv {{.*}}<{{8|16}} x float>
// IR-NOT: double
// IR: ret

// CHECK: tanh(0x00000000) = 0x00000000
// CHECK-NEXT: tanh(0x80000000) = 0x80000000
// CHECK-NEXT: tanh(0x7f800000) = 0x3f800000
// CHECK-NEXT: tanh(0xff800000) = 0xbf800000
// CHECK-NEXT: tanh(0x7fc00000) = 0x7fc00000
// CHECK-NEXT: tanh(0x3f800000) = 0x3f42f7d6
// CHECK-NEXT: tanh(0xbf800000) = 0xbf42f7d6
// CHECK-NEXT: tanh(0x3f000000) = 0x3eec9a9f
// CHECK-NEXT: tanh(0xbf000000) = 0xbeec9a9f
// CHECK-NEXT: tanh(0x3e800000) = 0x3e7acbf5
// CHECK-NEXT: tanh(0x3e7fffff) = 0x3e7acbf4
// CHECK-NEXT: tanh(0xbe800000) = 0xbe7acbf5
// CHECK-NEXT: tanh(0x3dcccccd) = 0x3dcc1ebc
// CHECK-NEXT: tanh(0x40000000) = 0x3f76ca83
// CHECK-NEXT: tanh(0xc0400000) = 0xbf7ebbe9
// CHECK-NEXT: tanh(0x40a00000) = 0x3f7ffa0d
// CHECK-NEXT: tanh(0x41100000) = 0x3f7fffff
// CHECK-NEXT: tanh(0x41102cb3) = 0x3f7fffff
// CHECK-NEXT: tanh(0x41102cb4) = 0x3f800000
// CHECK-NEXT: tanh(0xc1102cb4) = 0xbf800000
// CHECK-NEXT: tanh(0x7149f2ca) = 0x3f800000
// CHECK-NEXT: tanh(0xf149f2ca) = 0xbf800000
// CHECK-NEXT: tanh(0x7f7fffff) = 0x3f800000
// CHECK-NEXT: tanh(0x2edbe6ff) = 0x2edbe6ff
// CHECK-NEXT: tanh(0xaedbe6ff) = 0xaedbe6ff
// CHECK-NEXT: tanh(0x00000001) = 0x00000001
// CHECK-NEXT: tanh(0x80000001) = 0x80000001
// CHECK-NEXT: tanh(0x007fffff) = 0x007fffff
// CHECK-NEXT: tanh(0x00800000) = 0x00800000
// CHECK-NEXT: tanh(0x39800000) = 0x39800000
// CHECK-NEXT: tanh(0x3f400000) = 0x3f22991f
// CHECK-NEXT: tanh(0x3eb17218) = 0x3eaaaaab

// JIT: @tanh_f32: 20 trials, {{.*}}: ok
func.func @tanh_f32(%x: tensor<32xf32>) -> tensor<32xf32> {
  %y = math.tanh %x : tensor<32xf32>
  return %y : tensor<32xf32>
}

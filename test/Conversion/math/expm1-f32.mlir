// math.expm1 on f32 in a scheduled CPU kernel is evaluated in f32 (dialects/cpp/Expm1TanhF32.cpp:
// Cody-Waite reduction, r + r^2/2 with r^2 split exactly, (2^k - 1) + 2^k (vh + vl) with the
// roundings kept, scaled so that 2^k never overflows), within 1 ulp on every f32 argument
// (docs/math-accuracy.md; all 2^32 are checked by tools/math_exhaustive). Here: the compiled
// code has no f64 in it, and on special arguments (+-0, +-inf, NaN, tiny and subnormal
// arguments, the edges of the k = 0 interval, the last result above -1 and the first that
// rounds to it, the last finite result and the first overflow, a few ordinary ones) its bits
// are the correctly rounded results (computed with mpmath at 200 bits). No axe-run --target cpu
// check as in tanh-f32.mlir: that JIT runs the function unscheduled, whose expm1 gets the
// smallest normal argument wrong (docs/math-accuracy.md, known problems).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --emit=llvm-ir -o - | FileCheck %s --check-prefix=IR
// RUN: axe-compile %s --target=cpu -o %t/expm1.o
// RUN: cc -DEXPM1 %S/Inputs/expm1_tanh_f32_main.c %t/expm1.o -lm -L%llvm_lib -lomp -Wl,-rpath,%llvm_lib -o %t/expm1
// RUN: %t/expm1 | FileCheck %s

// IR-LABEL: define {{.*}}@expm1_f32
// IR-NOT: double
// IR: llvm.roundeven.v{{8|16}}f32
// IR-NOT: double
// IR: ret

// CHECK: expm1(0x00000000) = 0x00000000
// CHECK-NEXT: expm1(0x80000000) = 0x80000000
// CHECK-NEXT: expm1(0x7f800000) = 0x7f800000
// CHECK-NEXT: expm1(0xff800000) = 0xbf800000
// CHECK-NEXT: expm1(0x7fc00000) = 0x7fc00000
// CHECK-NEXT: expm1(0x3f800000) = 0x3fdbf0a9
// CHECK-NEXT: expm1(0xbf800000) = 0xbf21d2a7
// CHECK-NEXT: expm1(0x3f000000) = 0x3f261299
// CHECK-NEXT: expm1(0xbf000000) = 0xbec974d0
// CHECK-NEXT: expm1(0x41200000) = 0x46ac12ee
// CHECK-NEXT: expm1(0xc1200000) = 0xbf7ffd06
// CHECK-NEXT: expm1(0x2edbe6ff) = 0x2edbe6ff
// CHECK-NEXT: expm1(0xaedbe6ff) = 0xaedbe6ff
// CHECK-NEXT: expm1(0xb300d959) = 0xb300d959
// CHECK-NEXT: expm1(0x33000000) = 0x33000000
// CHECK-NEXT: expm1(0x32ffffff) = 0x32ffffff
// CHECK-NEXT: expm1(0x00000001) = 0x00000001
// CHECK-NEXT: expm1(0x80000001) = 0x80000001
// CHECK-NEXT: expm1(0x3eb17218) = 0x3ed413cd
// CHECK-NEXT: expm1(0xbeb17218) = 0xbe95f61a
// CHECK-NEXT: expm1(0xbe99999a) = 0xbe84b37a
// CHECK-NEXT: expm1(0xc1a00000) = 0xbf800000
// CHECK-NEXT: expm1(0x42480000) = 0x638c881f
// CHECK-NEXT: expm1(0x7149f2ca) = 0x7f800000
// CHECK-NEXT: expm1(0xf149f2ca) = 0xbf800000
// CHECK-NEXT: expm1(0x7f7fffff) = 0x7f800000
// CHECK-NEXT: expm1(0xff7fffff) = 0xbf800000
// CHECK-NEXT: expm1(0xc18aa122) = 0xbf7fffff
// CHECK-NEXT: expm1(0xc18aa123) = 0xbf800000
// CHECK-NEXT: expm1(0x42b17217) = 0x7f7fff84
// CHECK-NEXT: expm1(0x42b17218) = 0x7f800000
// CHECK-NEXT: expm1(0x3e99999a) = 0x3eb320b2

func.func @expm1_f32(%x: tensor<32xf32>) -> tensor<32xf32> {
  %y = math.expm1 %x : tensor<32xf32>
  return %y : tensor<32xf32>
}

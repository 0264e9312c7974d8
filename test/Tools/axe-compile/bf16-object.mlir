// bf16 arithmetic compiled to an object file links with the system's C compiler: the object
// must not call __truncsfbf2 (f32 -> bf16), which libgcc before 13 (Debian 12's) lacks. LLVM
// computes bf16 arithmetic in f32 and calls it to round back on CPUs without AVX512-BF16;
// the JIT resolved it from the Rust runtime's compiler-builtins, so only the object failed.
// axe-lower-to-llvm now computes every bf16 op in f32 itself
// (arith-emulate-unsupported-floats) and rounds with integer code (arith-expand{include-bf16}).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu -o %t/mad.o
// RUN: %llvm_nm %t/mad.o | FileCheck %s --check-prefix=NM
// RUN: cc %S/Inputs/bf16_main.c %t/mad.o -lm -o %t/mad
// RUN: %t/mad | FileCheck %s

// NM-NOT: truncsfbf2
// NM-NOT: extendbfsf2
// CHECK: mad: 0 of 16 bf16 results wrong: ok
func.func @mad(%a: tensor<16xbf16>, %b: tensor<16xbf16>) -> tensor<16xbf16> {
  %p = arith.mulf %a, %b : tensor<16xbf16>
  %s = arith.addf %p, %a : tensor<16xbf16>
  return %s : tensor<16xbf16>
}

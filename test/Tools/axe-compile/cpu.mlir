// axe-compile --target=cpu: a linalg program made by upstream's tosa-to-linalg
// (Inputs/softmax.tosa.mlir) becomes an object file in one command; a C
// program links it, calls the C entry point and checks the result against
// softmax in double precision. --emit=llvm-ir writes LLVM IR instead.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mlir_opt %S/Inputs/softmax.tosa.mlir --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t/softmax.mlir
// RUN: axe-compile %t/softmax.mlir --target=cpu -o %t/softmax.o
// RUN: llvm-nm %t/softmax.o | FileCheck %s --check-prefix=SYMBOLS
// RUN: cc %S/Inputs/softmax_main.c %t/softmax.o -lm -L%llvm_lib -lomp -Wl,-rpath,%llvm_lib -o %t/softmax
// RUN: %t/softmax | FileCheck %s --check-prefix=CALL
// RUN: axe-compile %t/softmax.mlir --target=cpu --emit=llvm-ir | FileCheck %s --check-prefix=LLVM
// RUN: not axe-compile %t/softmax.mlir --target=cpu 2>&1 | FileCheck %s --check-prefix=NO-OUTPUT

// SYMBOLS-DAG: T _mlir_ciface_softmax
// SYMBOLS-DAG: T softmax
// CALL: softmax: max abs error {{.*}}: ok
// LLVM: define void @_mlir_ciface_softmax(ptr %0, ptr %1)
// NO-OUTPUT: axe-compile: --target=cpu writes an object file: name it with -o (or --emit=llvm-ir for text)

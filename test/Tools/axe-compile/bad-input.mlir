// axe-compile refuses what it cannot compile with an error, and writes what it says it
// wrote: -o naming a directory (LLVM wrote nothing into it and the exit status was 0), a
// buffer whose byte size passes 64 bits (it compiled), a --ptx-features that LLVM does not know
// (LLVM ignored it with a warning), and a function with no results for NKI (its `def` had
// no body, which is no Python). A file in another front end's dialect (torch-mlir's torch
// dialect) gets the parser's error and a note at the op on what to give instead; torch-mlir's
// TMTensor ops parse, and a scatter too large for Axe's form of it (an index_put of 4096 rows
// into a 1024 x 1024 tensor) is refused at the op, saying why.
// RUN: rm -rf %t && mkdir -p %t/dir
// RUN: not axe-compile %s --target=cpu -o %t/dir 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not axe-compile %s --target=nvptx -o %t/dir 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not axe-compile %S/Inputs/huge-tensor.mlir --target=cpu -o %t/huge.o 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not axe-compile %s --target=nvptx --ptx-features +ptx999 -o %t/a.ptx 2>&1 | FileCheck %s --check-prefix=PTX
// RUN: not axe-compile %s --target=nvptx --ptx-features ptx80 -o %t/a.ptx 2>&1 | FileCheck %s --check-prefix=PTX-FORM
// RUN: not axe-compile %S/Inputs/index-put-tm-tensor.mlir --target=nvptx -o %t/put.ptx 2>&1 | FileCheck %s --check-prefix=SCATTER
// RUN: not axe-compile %S/Inputs/torch-backend.mlir --target=cpu -o %t/mm.o 2>&1 | FileCheck %s --check-prefix=TORCH
// RUN: axe-compile %S/Inputs/no-results.mlir --target=nki -o %t/nothing.py
// RUN: FileCheck %s --check-prefix=NKI < %t/nothing.py
// RUN: %python -c "import ast, sys; ast.parse(open(sys.argv[1]).read())" %t/nothing.py
// RUN: axe-compile %s --target=cpu -o %t/add.o
// RUN: test -s %t/add.o

// DIR: axe-compile: -o {{.*}}dir is a directory: name the file to write
// HUGE: huge-tensor.mlir:3:1: error: tensor<9223372036854775807xf32> takes more bytes than 64 bits count (2^63 - 1): no target can allocate or address it
// PTX: axe-compile: --ptx-features +ptx999: not a PTX ISA version LLVM 22 emits (known: +ptx32, {{.*}}, +ptx90)
// PTX-FORM: axe-compile: --ptx-features ptx80: give one PTX ISA version as +ptxNN
// SCATTER: index-put-tm-tensor.mlir:7:10: error: 'tm_tensor.scatter' op scatters 4096 updates into tensor<1024x1024xf32>: Axe compares every update with every element of the result, 4294967296 pairs, more than the 2^31 it takes
// TORCH: torch-backend.mlir:2:{{[0-9]+}}: error:
// TORCH: torch-backend.mlir:3:9: note: `torch` is torch-mlir's torch dialect: lower it to linalg-on-tensors or TOSA first
// NKI: def nothing(arg0):
// NKI-NEXT: pass
func.func @add(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %c = arith.addf %a, %b : tensor<64xf32>
  return %c : tensor<64xf32>
}

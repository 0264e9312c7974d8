// A vector type of 2^32 or more elements is valid, but the parsers of
// vector.from_elements and vector.to_elements make a list of one type per element
// and LLVM aborts ("SmallVector unable to grow"; upstream mlir-opt too; found by
// the mutation fuzzer). In a file with either op every tool refuses such a type
// before parsing, with the file, line and column. Files without them keep their
// huge vectors (Conversion/uop-to-gpu/reuse-row-loads.mlir has some), and a mention
// in a comment or a string is no op.
// RUN: not axe-opt %s 2>&1 | FileCheck %s
// RUN: not axe-run %s 2>&1 | FileCheck %s
// RUN: not axe-translate --axe-to-nki %s 2>&1 | FileCheck %s
// RUN: not axe-opt %S/Inputs/huge-scalable-vector.mlir 2>&1 | FileCheck %s --check-prefix=SCALABLE
// RUN: axe-opt %S/Inputs/huge-vector-kept.mlir | FileCheck %s --check-prefix=KEPT

// CHECK: huge-vector.mlir:[[# @LINE + 3]]:54: error: a vector of 2^32 or more elements is not supported in a file with vector.from_elements or vector.to_elements (MLIR 22's parsers of both abort on it; LLVM counts vector elements in 32 bits)
// CHECK-NEXT: {{^}}  %v = vector.from_elements %c, %c, %c, %c, %c, %c : vector<4x9223372036854775807xf16>
func.func @f(%c: f16) {
  %v = vector.from_elements %c, %c, %c, %c, %c, %c : vector<4x9223372036854775807xf16>
  return
}

// SCALABLE: huge-scalable-vector.mlir:3:18: error: a vector of 2^32 or more elements

// KEPT: func.func @g(%arg0: vector<4x9223372036854775807xf16>) attributes {note = "vector.from_elements"}

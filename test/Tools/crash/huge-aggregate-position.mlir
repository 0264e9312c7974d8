// An llvm.insertvalue or llvm.extractvalue position of 2^32 or more makes MLIR 22 index past a
// struct's body and die with signal 11 (the custom form's parser, the generic form's verifier;
// upstream mlir-opt too; found by the mutation fuzzer, seed 15), and one into an array is
// accepted, though LLVM IR indexes aggregates with 32 bits. Every tool refuses it before
// parsing, with the file, line and column, in both forms; 2^32 - 1 still reaches MLIR's own
// "out of bounds" error, and a position in a comment is no position.
// RUN: not axe-opt %s 2>&1 | FileCheck %s
// RUN: not axe-run %s 2>&1 | FileCheck %s
// RUN: not axe-translate --axe-to-llvmir %s 2>&1 | FileCheck %s
// RUN: sed -e 's/\[4294967296\]/[4294967295]/' %s | not axe-opt 2>&1 | FileCheck %s --check-prefix=BOUNDS
// RUN: not axe-opt %S/Inputs/huge-aggregate-position-generic.mlir 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: not axe-opt %S/Inputs/huge-aggregate-position-array.mlir 2>&1 | FileCheck %s --check-prefix=ARRAY

// CHECK: huge-aggregate-position.mlir:[[# @LINE + 4]]:8: error: an llvm.insertvalue or llvm.extractvalue position of 2^32 or more is not supported (MLIR 22 crashes on one into a struct and accepts one into an array; LLVM IR indexes aggregates with 32 bits)
// CHECK-NEXT: {{^}}  %r = llvm.insertvalue %z, %s[4294967296] : !llvm.struct<(f32, f32)>
// BOUNDS: error: custom op 'llvm.insertvalue' position out of bounds: 4294967295
func.func @f(%s: !llvm.struct<(f32, f32)>, %z: f32) -> !llvm.struct<(f32, f32)> {
  %r = llvm.insertvalue %z, %s[4294967296] : !llvm.struct<(f32, f32)>
  return %r : !llvm.struct<(f32, f32)>
}

// GENERIC: huge-aggregate-position-generic.mlir:4:9: error: an llvm.insertvalue or llvm.extractvalue position of 2^32 or more
// ARRAY: huge-aggregate-position-array.mlir:3:8: error: an llvm.insertvalue or llvm.extractvalue position of 2^32 or more

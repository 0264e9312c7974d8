// axe-run prints diagnostics as axe-opt does: the file's real name, line and column, then
// the source line and a caret, for the parser, the verifier, a --check-pipeline pass and
// the interpreter alike (not `loc("-":3:8)`).
// RUN: not axe-run %s --check-pipeline 'builtin.module(convert-uop-to-scf)' 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not axe-run %s --entry tensor_level 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not axe-run %S/Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not axe-run - < %S/Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: not axe-run %S/Inputs/unknown-op-last-line.mlir 2>&1 | FileCheck %s --check-prefix=LAST

// PARSE: unknown-op.mlir:4:8: error: custom op 'arith.bogus' is unknown
// PARSE-NEXT: {{^}}  %z = arith.bogus %y : f32
// PARSE-NEXT: {{^}}       ^
// PARSE-NOT: loc(
// STDIN: <stdin>:4:8: error: custom op 'arith.bogus' is unknown
// STDIN-NEXT: {{^}}  %z = arith.bogus %y : f32
// LAST: unknown-op-last-line.mlir:3:37: error: custom op 'arith.bogus' is unknown
// LAST-NEXT: {{^}}func.func @f(%x: f32) -> f32 { %z = arith.bogus %x : f32 }{{$}}
// LAST-NEXT: {{^}}                                    ^

func.func @symbolic_size(%out: memref<4xi32>) attributes {uop.kernel} {
  // PASS: diagnostics.mlir:[[@LINE+3]]:8: error: 'uop.define_var' op is a symbolic size
  // PASS-NEXT: {{^}}  %n = uop.define_var "n" [1, 4] : i32
  // PASS-NEXT: {{^}}       ^
  %n = uop.define_var "n" [1, 4] : i32
  %c0 = arith.constant 0 : index
  %o = uop.index %out[%c0] : memref<4xi32>
  %s = uop.store %o, %n : i32
  uop.sink %s : !uop.effect
  return
}

func.func @tensor_level(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %i = arith.constant dense<0> : tensor<4xi32>
  // INTERP: diagnostics.mlir:[[@LINE+3]]:8: error: 'arith.divsi' op division by zero
  // INTERP-NEXT: {{^}}  %d = arith.divsi %i, %i : tensor<4xi32>
  // INTERP-NEXT: {{^}}       ^
  %d = arith.divsi %i, %i : tensor<4xi32>
  return %x : tensor<4xf32>
}

// axe-translate prints diagnostics as axe-opt does: the file's name, line and column, the
// source line and a caret (not `loc("file":8:3)`), for the parser and for passes alike.
// RUN: not axe-translate --axe-to-llvmir %s 2>&1 | FileCheck %s
// RUN: not axe-translate --axe-to-nki %S/../axe-run/Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not axe-translate --axe-to-nki < %S/../axe-run/Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=STDIN

// PARSE: unknown-op.mlir:4:8: error: custom op 'arith.bogus' is unknown
// PARSE-NEXT: {{^}}  %z = arith.bogus %y : f32
// PARSE-NEXT: {{^}}       ^
// STDIN: <stdin>:4:8: error: custom op 'arith.bogus' is unknown

// CHECK-NOT: loc(
func.func @store64_k(%out: memref<4xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %r = uop.range %c64 axis(0) loop
  // CHECK: diagnostics.mlir:[[@LINE+3]]:8: error: 'uop.index' op accesses memref<4xf32> out of bounds
  // CHECK-NEXT: {{^}}  %p = uop.index %out[%r] : memref<4xf32>
  // CHECK-NEXT: {{^}}       ^
  %p = uop.index %out[%r] : memref<4xf32>
  %one = arith.constant 1.0 : f32
  %s = uop.store %p, %one : f32
  %e = uop.end %s [%r]
  uop.sink %e : !uop.effect
  return
}

// `array<index: ...>` crashes MLIR 22's attribute parser (signal 11, upstream
// mlir-opt too; issue 15 item 8). Every tool refuses it before parsing, with
// the file, line and column; comments and string literals may mention it.
// RUN: not axe-opt %s 2>&1 | FileCheck %s
// RUN: not axe-opt < %s 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: not axe-translate --axe-to-nki %s 2>&1 | FileCheck %s
// RUN: not axe-run %s 2>&1 | FileCheck %s
// RUN: axe-opt %S/Inputs/mentions-dense-index-array.mlir | FileCheck %s --check-prefix=MENTION

// CHECK: dense-index-array.mlir:[[# @LINE + 3]]:32: error: array<index: ...> is not a valid dense array (MLIR 22's parser crashes on it): use array<i64: ...>
// CHECK-NEXT: func.func @f() attributes {x = array<index: 1>} {
// CHECK-NEXT: {{^}}                               ^
func.func @f() attributes {x = array<index: 1>} {
  return
}
// STDIN: <stdin>:[[# @LINE - 3]]:32: error: array<index: ...> is not a valid dense array

// MENTION: func.func @f() attributes {x = "array<index: 1>", y = array<i64: 1>}

// The scan follows MLIR's lexer: whitespace and comments between `array`,
// `<` and `index` do not hide the attribute from it.
// RUN: not axe-opt %s 2>&1 | FileCheck %s

// CHECK: tokens-split.mlir:[[# @LINE + 1]]:32: error: array<index: ...> is not a valid dense array
func.func @f() attributes {x = array <
  // a comment between the tokens
  index : 1, 2>} {
  return
}

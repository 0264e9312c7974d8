// Malformed input gives a located diagnostic and a non-zero exit, never a crash.
// RUN: not axe-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: malformed.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: custom op 'uop.range' expected string or keyword containing one of the following enum values
func.func @bad_keyword(%n: index) {
  %r = uop.range %n axis(0) frobnicate
  return
}

// -----

// CHECK: malformed.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: custom op 'uop.define_var' invalid kind of attribute specified
func.func @bad_attribute() {
  %v = uop.define_var "n" ["a", 3] : index
  return
}

// -----

// CHECK: malformed.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: custom op 'uop.frobnicate' is unknown
func.func @unknown_op() {
  %v = uop.frobnicate 3 : index
  return
}

// -----

// CHECK: malformed.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: custom op 'unterminated' is unknown
unterminated {

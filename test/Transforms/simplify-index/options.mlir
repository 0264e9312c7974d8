// Options of axe-simplify-index parse like any pass option; a bad one is a
// pipeline error. Unsupported ops are left alone and stay correct.
// RUN: axe-opt %s --pass-pipeline='builtin.module(func.func(axe-simplify-index{max-iterations=50 semantics-check=true}),cse)' | FileCheck %s
// RUN: not axe-opt %s --pass-pipeline='builtin.module(axe-simplify-index{max-iterations=many})' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'many' value invalid for long argument

// An op the simplifier does not model (ceildivsi) is a leaf with its proven range.
// CHECK-LABEL: func @leaf_ops
// CHECK: %[[C:.*]] = arith.ceildivsi
// CHECK-NOT: floormod
// CHECK: return %[[C]]
func.func @leaf_ops(%x: index {axe.bounds = array<i64: 0, 60>}) -> index {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c = arith.ceildivsi %x, %c4 : index
  %m = uop.floormod %c, %c16 : index
  return %m : index
}

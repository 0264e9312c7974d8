// How the pass reads and writes IR (found by the comparison benchmark,
// bench/index.md): a comparison whose operand folds to a constant keeps one
// operand type; truncating/unsigned div and rem with provably non-negative
// operands are floor ops, so they recombine with floor partners; constants
// from enclosing blocks are literals.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// CHECK-LABEL: func @cmpi_constant_operand
// CHECK: %[[C:.*]] = arith.constant 36 : index
// CHECK: %[[R:.*]] = arith.cmpi ult, %[[C]], %arg0 : index
// CHECK: return %[[R]]
func.func @cmpi_constant_operand(%x: index {axe.bounds = array<i64: -8, 12>}) -> i1 {
  %c3 = arith.constant 3 : index
  %d = arith.subi %x, %x : index
  %a = arith.addi %c3, %d : index
  %c12 = arith.constant 12 : index
  %m = arith.muli %a, %c12 : index
  %r = arith.cmpi ult, %m, %x : index
  return %r : i1
}

// -----

// (x//8)*8 + x%8 with x in [0, 31], the remainder written as remsi.
// CHECK-LABEL: func @floordiv_with_remsi
// CHECK-NOT: arith.remsi
// CHECK-NOT: arith.floordivsi
// CHECK: return %arg0
func.func @floordiv_with_remsi(%x: index {axe.bounds = array<i64: 0, 31>}) -> index {
  %c8 = arith.constant 8 : index
  %q = arith.floordivsi %x, %c8 : index
  %r = arith.remsi %x, %c8 : index
  %q8 = arith.muli %q, %c8 : index
  %s = arith.addi %q8, %r : index
  return %s : index
}

// -----

// Constants hoisted to the entry block (as --canonicalize does) still count.
// CHECK-LABEL: func @hoisted_constant
// CHECK: scf.for %[[X:.*]] =
// CHECK-NEXT: memref.store %[[X]]
func.func @hoisted_constant(%m: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c8 = arith.constant 8 : index
  scf.for %x = %c0 to %c32 step %c1 {
    %q = arith.floordivsi %x, %c8 : index
    %r = uop.floormod %x, %c8 : index
    %q8 = arith.muli %q, %c8 : index
    %s = arith.addi %q8, %r : index
    memref.store %s, %m[%c0] : memref<1xindex>
  }
  return
}

// -----

// A truncating digit decomposition whose number may be negative (x >= -3):
// read as written, the truncating mixed-radix rules collapse it to x; reading
// the provably non-negative inner digits as floor would split the pattern, so
// the pass tries both readings and keeps the better one.
// CHECK-LABEL: func @truncating_digits
// CHECK-NOT: arith.divsi
// CHECK-NOT: arith.remsi
// CHECK: return %arg0
func.func @truncating_digits(%x: index {axe.bounds = array<i64: -3, 2300>}) -> index {
  %c576 = arith.constant 576 : index
  %c48 = arith.constant 48 : index
  %c12 = arith.constant 12 : index
  %c4 = arith.constant 4 : index
  %q576 = arith.divsi %x, %c576 : index
  %hi = arith.muli %q576, %c576 : index
  %q48 = arith.divsi %x, %c48 : index
  %d48 = arith.remsi %q48, %c12 : index
  %mid = arith.muli %d48, %c48 : index
  %q12 = arith.divsi %x, %c12 : index
  %d12 = arith.remsi %q12, %c4 : index
  %lo = arith.muli %d12, %c12 : index
  %r = arith.remsi %x, %c12 : index
  %s1 = arith.addi %hi, %mid : index
  %s2 = arith.addi %s1, %lo : index
  %s3 = arith.addi %s2, %r : index
  return %s3 : index
}

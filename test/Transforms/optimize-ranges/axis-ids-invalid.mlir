// Passes that make ranges take fresh axis ids past the largest one in the
// function; an id of 2^63 - 1 leaves no room (issue 15 item 6): a located
// error instead of an overflow.
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-split-ranges)' 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-optimize-ranges)' 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-merge-ranges)' 2>&1 | FileCheck %s --check-prefix=MERGE
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-split-reduceop{threshold=4})' 2>&1 | FileCheck %s --check-prefix=REDUCE

func.func @split_at_max_axis(%x: memref<4xi32>, %y: memref<12xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  // SPLIT: axis-ids-invalid.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: 'uop.range' op axis id 9223372036854775807 leaves no room for fresh axis ids (ids are 64-bit)
  // REDUCE: axis-ids-invalid.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'uop.range' op axis id 9223372036854775807 leaves no room for fresh axis ids (ids are 64-bit)
  %r = uop.range %c12 axis(9223372036854775807) reduce
  %m = uop.floormod %r, %c4 : index
  %p = uop.index %x[%m] : memref<4xi32>
  %a = uop.load %p : i32
  %q = uop.index %y[%r] : memref<12xi32>
  %b = uop.load %q : i32
  %v = arith.muli %a, %b : i32
  %s = uop.reduce add %v [%r] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

// -----

func.func @merge_at_max_axis(%x: memref<32xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c4 axis(0) reduce
  // MERGE: axis-ids-invalid.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'uop.range' op axis id 9223372036854775807 leaves no room for fresh axis ids (ids are 64-bit)
  %r1 = uop.range %c8 axis(9223372036854775807) reduce
  %row = arith.muli %r0, %c8 : index
  %i = arith.addi %row, %r1 : index
  %p = uop.index %x[%i] : memref<32xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%r0, %r1] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}

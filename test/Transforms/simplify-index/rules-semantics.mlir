// Division semantics (issue 3 item 2; spec 000 sections 2 and 3, the
// caution boxes): the same rule in floor (uop.floormod, arith.floordivsi,
// index.floordivs), truncating (arith.divsi/remsi) and unsigned
// (arith.divui/remui, index.divu/remu) form. A floor rule applies to a
// truncating or unsigned op only where the ranges prove the operands
// non-negative (then all three agree); with a possibly negative operand the
// truncating and unsigned ops are left alone, while floor identities that hold
// for every sign still fire. Every guard_fails case below has a concrete
// counterexample in its comment.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// x % n -> x, floor: x in [0, 7] < 8.
// CHECK-LABEL: func @mod_in_range_floor_fires
// CHECK-NOT: uop.floormod
// CHECK: return %arg0 : index
func.func @mod_in_range_floor_fires(%x: index {axe.bounds = array<i64: 0, 7>}) -> index {
  %c8 = arith.constant 8 : index
  %m = uop.floormod %x, %c8 : index
  return %m : index
}

// -----

// x % n -> x, trunc: x in [0, 7] < 8.
// CHECK-LABEL: func @mod_in_range_trunc_fires
// CHECK-NOT: arith.remsi
// CHECK: return %arg0 : index
func.func @mod_in_range_trunc_fires(%x: index {axe.bounds = array<i64: 0, 7>}) -> index {
  %c8 = arith.constant 8 : index
  %m = arith.remsi %x, %c8 : index
  return %m : index
}

// -----

// x % n -> x, unsigned: x in [0, 7] < 8.
// CHECK-LABEL: func @mod_in_range_unsigned_fires
// CHECK-NOT: arith.remui
// CHECK: return %arg0 : index
func.func @mod_in_range_unsigned_fires(%x: index {axe.bounds = array<i64: 0, 7>}) -> index {
  %c8 = arith.constant 8 : index
  %m = arith.remui %x, %c8 : index
  return %m : index
}

// -----

// x % n -> x through the index dialect's unsigned remainder.
// CHECK-LABEL: func @mod_in_range_index_unsigned_fires
// CHECK-NOT: index.remu
// CHECK: return %arg0 : index
func.func @mod_in_range_index_unsigned_fires(%x: index {axe.bounds = array<i64: 0, 7>}) -> index {
  %c8 = index.constant 8
  %m = index.remu %x, %c8
  return %m : index
}

// -----

// Floor, x in [-1, 7]: -1 floormod 8 = 7, not -1: unchanged.
// CHECK-LABEL: func @mod_in_range_floor_guard_fails
// CHECK: %[[M:.*]] = uop.floormod %arg0, %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @mod_in_range_floor_guard_fails(%x: index {axe.bounds = array<i64: -1, 7>}) -> index {
  %c8 = arith.constant 8 : index
  %m = uop.floormod %x, %c8 : index
  return %m : index
}

// -----

// Unsigned, x in [-1, 7]: -1 is 2^64 - 1 unsigned, and (2^64 - 1) remui 8 = 7:
// unchanged.
// CHECK-LABEL: func @mod_in_range_unsigned_guard_fails
// CHECK: %[[M:.*]] = arith.remui %arg0, %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @mod_in_range_unsigned_guard_fails(%x: index {axe.bounds = array<i64: -1, 7>}) -> index {
  %c8 = arith.constant 8 : index
  %m = arith.remui %x, %c8 : index
  return %m : index
}

// -----

// (a*m + b) / n -> a + b / n, floor, col in [0, 511]: the quotient is row.
// CHECK-LABEL: func @div_split_floor_fires
// CHECK-NOT: arith.floordivsi
// CHECK: return %arg0 : index
func.func @div_split_floor_fires(%row: index {axe.bounds = array<i64: 0, 63>},
                                 %col: index {axe.bounds = array<i64: 0, 511>}) -> index {
  %c512 = arith.constant 512 : index
  %r = arith.muli %row, %c512 : index
  %x = arith.addi %r, %col : index
  %q = arith.floordivsi %x, %c512 : index
  return %q : index
}

// -----

// (a*m + b) / n -> a + b / n, trunc, col in [0, 511]: the quotient is row.
// CHECK-LABEL: func @div_split_trunc_fires
// CHECK-NOT: arith.divsi
// CHECK: return %arg0 : index
func.func @div_split_trunc_fires(%row: index {axe.bounds = array<i64: 0, 63>},
                                 %col: index {axe.bounds = array<i64: 0, 511>}) -> index {
  %c512 = arith.constant 512 : index
  %r = arith.muli %row, %c512 : index
  %x = arith.addi %r, %col : index
  %q = arith.divsi %x, %c512 : index
  return %q : index
}

// -----

// (a*m + b) / n -> a + b / n, unsigned, col in [0, 511]: the quotient is row.
// CHECK-LABEL: func @div_split_unsigned_fires
// CHECK-NOT: arith.divui
// CHECK: return %arg0 : index
func.func @div_split_unsigned_fires(%row: index {axe.bounds = array<i64: 0, 63>},
                                    %col: index {axe.bounds = array<i64: 0, 511>}) -> index {
  %c512 = arith.constant 512 : index
  %r = arith.muli %row, %c512 : index
  %x = arith.addi %r, %col : index
  %q = arith.divui %x, %c512 : index
  return %q : index
}

// -----

// The same through index.floordivs.
// CHECK-LABEL: func @div_split_index_floor_fires
// CHECK-NOT: index.floordivs
// CHECK: return %arg0 : index
func.func @div_split_index_floor_fires(%row: index {axe.bounds = array<i64: 0, 63>},
                                       %col: index {axe.bounds = array<i64: 0, 511>}) -> index {
  %c512 = index.constant 512
  %r = index.mul %row, %c512
  %x = index.add %r, %col
  %q = index.floordivs %x, %c512
  return %q : index
}

// -----

// Floor with col in [-1, 511]: floor((row*512 + col)/512) = row + col//512
// holds for every sign, so the split still fires (col//512 stays).
// CHECK-LABEL: func @div_split_floor_negative_fires
// CHECK: %[[Q:.*]] = arith.floordivsi %arg1, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[Q]] : index
// CHECK-NEXT: return %[[S]]
func.func @div_split_floor_negative_fires(%row: index {axe.bounds = array<i64: 0, 63>},
                                          %col: index {axe.bounds = array<i64: -1, 511>}) -> index {
  %c512 = arith.constant 512 : index
  %r = arith.muli %row, %c512 : index
  %x = arith.addi %r, %col : index
  %q = arith.floordivsi %x, %c512 : index
  return %q : index
}

// -----

// Truncating with col in [-1, 511]: row = 1, col = -1 gives 511 / 512 = 0,
// but row + col / 512 = 1: unchanged.
// CHECK-LABEL: func @div_split_trunc_guard_fails
// CHECK: %[[R:.*]] = arith.muli %arg0, %[[C:.*]] : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[R]], %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[X]], %[[C]] : index
// CHECK-NEXT: return %[[Q]]
func.func @div_split_trunc_guard_fails(%row: index {axe.bounds = array<i64: 0, 63>},
                                       %col: index {axe.bounds = array<i64: -1, 511>}) -> index {
  %c512 = arith.constant 512 : index
  %r = arith.muli %row, %c512 : index
  %x = arith.addi %r, %col : index
  %q = arith.divsi %x, %c512 : index
  return %q : index
}

// -----

// Unsigned with col in [-1, 511]: row = 0, col = -1 gives (2^64 - 1) divui 512
// = 2^55 - 1, not 0: unchanged.
// CHECK-LABEL: func @div_split_unsigned_guard_fails
// CHECK: %[[R:.*]] = arith.muli %arg0, %[[C:.*]] : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[R]], %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[X]], %[[C]] : index
// CHECK-NEXT: return %[[Q]]
func.func @div_split_unsigned_guard_fails(%row: index {axe.bounds = array<i64: 0, 63>},
                                          %col: index {axe.bounds = array<i64: -1, 511>}) -> index {
  %c512 = arith.constant 512 : index
  %r = arith.muli %row, %c512 : index
  %x = arith.addi %r, %col : index
  %q = arith.divui %x, %c512 : index
  return %q : index
}

// -----

// fold_divmod_congruence, floor: (r*8 + v) % 7 -> r + v for r in [0, 3],
// v in [0, 2].
// CHECK-LABEL: func @congruence_floor_fires
// CHECK-NOT: uop.floormod
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: return %[[S]]
func.func @congruence_floor_fires(%r: index {axe.bounds = array<i64: 0, 3>},
                                  %v: index {axe.bounds = array<i64: 0, 2>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = uop.floormod %x, %c7 : index
  return %m : index
}

// -----

// fold_divmod_congruence, trunc: (r*8 + v) % 7 -> r + v for r in [0, 3],
// v in [0, 2].
// CHECK-LABEL: func @congruence_trunc_fires
// CHECK-NOT: arith.remsi
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: return %[[S]]
func.func @congruence_trunc_fires(%r: index {axe.bounds = array<i64: 0, 3>},
                                  %v: index {axe.bounds = array<i64: 0, 2>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = arith.remsi %x, %c7 : index
  return %m : index
}

// -----

// fold_divmod_congruence, unsigned: (r*8 + v) % 7 -> r + v for r in [0, 3],
// v in [0, 2].
// CHECK-LABEL: func @congruence_unsigned_fires
// CHECK-NOT: arith.remui
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: return %[[S]]
func.func @congruence_unsigned_fires(%r: index {axe.bounds = array<i64: 0, 3>},
                                     %v: index {axe.bounds = array<i64: 0, 2>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = arith.remui %x, %c7 : index
  return %m : index
}

// -----

// Truncating with r in [-3, 3]: r = -1, v = 2 gives -6 % 7 = -6, not r + v = 1:
// unchanged.
// CHECK-LABEL: func @congruence_trunc_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @congruence_trunc_guard_fails(%r: index {axe.bounds = array<i64: -3, 3>},
                                        %v: index {axe.bounds = array<i64: 0, 2>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = arith.remsi %x, %c7 : index
  return %m : index
}

// -----

// Unsigned with r in [-3, 3]: r = -1, v = 0 gives (2^64 - 8) remui 7 = 1
// (2^64 = 2 mod 7), not r + v = -1: unchanged.
// CHECK-LABEL: func @congruence_unsigned_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[M:.*]] = arith.remui %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @congruence_unsigned_guard_fails(%r: index {axe.bounds = array<i64: -3, 3>},
                                           %v: index {axe.bounds = array<i64: 0, 2>}) -> index {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c8 : index
  %x = arith.addi %a, %v : index
  %m = arith.remui %x, %c7 : index
  return %m : index
}

// -----

// i32 unsigned: (row*512 + col) divui 512 -> row, remui 512 -> col; the
// result keeps its type.
// CHECK-LABEL: func @i32_unsigned_fires
// CHECK-NOT: arith.divui
// CHECK-NOT: arith.remui
// CHECK: return %arg0, %arg1 : i32, i32
func.func @i32_unsigned_fires(%row: i32 {axe.bounds = array<i64: 0, 63>},
                              %col: i32 {axe.bounds = array<i64: 0, 511>}) -> (i32, i32) {
  %c512 = arith.constant 512 : i32
  %r = arith.muli %row, %c512 : i32
  %x = arith.addi %r, %col : i32
  %q = arith.divui %x, %c512 : i32
  %m = arith.remui %x, %c512 : i32
  return %q, %m : i32, i32
}

// -----

// i32 unsigned with col in [-1, 511]: row = 0, col = -1 is 2^32 - 1 unsigned:
// unchanged.
// CHECK-LABEL: func @i32_unsigned_guard_fails
// CHECK: %[[R:.*]] = arith.muli %arg0, %[[C:.*]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[R]], %arg1 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[X]], %[[C]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.remui %[[X]], %[[C]] : i32
// CHECK-NEXT: return %[[Q]], %[[M]]
func.func @i32_unsigned_guard_fails(%row: i32 {axe.bounds = array<i64: 0, 63>},
                                    %col: i32 {axe.bounds = array<i64: -1, 511>}) -> (i32, i32) {
  %c512 = arith.constant 512 : i32
  %r = arith.muli %row, %c512 : i32
  %x = arith.addi %r, %col : i32
  %q = arith.divui %x, %c512 : i32
  %m = arith.remui %x, %c512 : i32
  return %q, %m : i32, i32
}

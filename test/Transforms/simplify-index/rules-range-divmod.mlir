// Spec 000 section 2 "Range-Based Mod/Div": each of the six patterns of the
// table fires when vmin/vmax prove its guard and does not fire when they do
// not (possibly negative operands under truncation, a bound that reaches the
// divisor, a stride that is no multiple of the divisor). Complements
// range-divmod.mlir. Rows: core/symbolic/src/rules/range_divmod.rs.
// RUN: axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true' | FileCheck %s

// x % n -> x with a variable modulus: x in [0, 5] < vmin(n) = 6, truncating.
// CHECK-LABEL: func @mod_in_range_fires
// CHECK-NOT: arith.remsi
// CHECK: return %arg0 : index
func.func @mod_in_range_fires(%x: index {axe.bounds = array<i64: 0, 5>},
                              %n: index {axe.bounds = array<i64: 6, 9>}) -> index {
  %m = arith.remsi %x, %n : index
  return %m : index
}

// -----

// x % n -> x on an scf.for induction variable: i in [0, 15], floor modulo 16.
// CHECK-LABEL: func @mod_in_range_loop_fires
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NOT: uop.floormod
// CHECK-NEXT: memref.store %[[I]], %arg0[%[[I]]]
func.func @mod_in_range_loop_fires(%buf: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %m = uop.floormod %i, %c16 : index
    memref.store %m, %buf[%i] : memref<16xindex>
  }
  return
}

// -----

// vmax(x) = 6 is not below vmin(n) = 6 (6 % 6 = 0): unchanged.
// CHECK-LABEL: func @mod_in_range_guard_fails
// CHECK: %[[M:.*]] = arith.remsi %arg0, %arg1 : index
// CHECK-NEXT: return %[[M]]
func.func @mod_in_range_guard_fails(%x: index {axe.bounds = array<i64: 0, 6>},
                                    %n: index {axe.bounds = array<i64: 6, 9>}) -> index {
  %m = arith.remsi %x, %n : index
  return %m : index
}

// -----

// (a*m + b) % n -> b % n, m == n, truncating with row, col >= 0. col reaches
// 1000 >= 512, so the remainder itself stays.
// CHECK-LABEL: func @mod_drop_multiple_fires
// CHECK: %[[C:.*]] = arith.constant 512 : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %arg1, %[[C]] : index
// CHECK-NEXT: return %[[M]]
func.func @mod_drop_multiple_fires(%row: index {axe.bounds = array<i64: 0, 7>},
                                   %col: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c512 = arith.constant 512 : index
  %a = arith.muli %row, %c512 : index
  %x = arith.addi %a, %col : index
  %m = arith.remsi %x, %c512 : index
  return %m : index
}

// -----

// Truncating with col possibly negative: row = 1, col = -1 gives 511 % 512 =
// 511 but -1 % 512 = -1: unchanged.
// CHECK-LABEL: func @mod_drop_multiple_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %[[C:.*]] : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[X]], %[[C]] : index
// CHECK-NEXT: return %[[M]]
func.func @mod_drop_multiple_guard_fails(%row: index {axe.bounds = array<i64: 0, 7>},
                                         %col: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c512 = arith.constant 512 : index
  %a = arith.muli %row, %c512 : index
  %x = arith.addi %a, %col : index
  %m = arith.remsi %x, %c512 : index
  return %m : index
}

// -----

// The stride 500 is no multiple of 512: unchanged.
// CHECK-LABEL: func @mod_drop_stride_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[M:.*]] = uop.floormod %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[M]]
func.func @mod_drop_stride_guard_fails(%row: index {axe.bounds = array<i64: 0, 7>},
                                       %col: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c500 = arith.constant 500 : index
  %c512 = arith.constant 512 : index
  %a = arith.muli %row, %c500 : index
  %x = arith.addi %a, %col : index
  %m = uop.floormod %x, %c512 : index
  return %m : index
}

// -----

// (a*m + b) / n -> a*(m/n) + b/n, m a multiple of n, truncating with
// row, col >= 0: (row*1024 + col)/512 -> row*2 + col/512.
// CHECK-LABEL: func @div_split_multiple_fires
// CHECK-DAG: %[[C512:.*]] = arith.constant 512 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[R2:.*]] = arith.muli %arg0, %[[C2]] : index
// CHECK-DAG: %[[Q:.*]] = arith.divsi %arg1, %[[C512]] : index
// CHECK: %[[S:.*]] = arith.addi %[[R2]], %[[Q]] : index
// CHECK-NEXT: return %[[S]]
func.func @div_split_multiple_fires(%row: index {axe.bounds = array<i64: 0, 7>},
                                    %col: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %a = arith.muli %row, %c1024 : index
  %x = arith.addi %a, %col : index
  %q = arith.divsi %x, %c512 : index
  return %q : index
}

// -----

// In floor semantics the split holds for operands of any sign:
// (row*512 + col)//512 -> row + col//512.
// CHECK-LABEL: func @div_split_multiple_floor_fires
// CHECK: %[[Q:.*]] = arith.floordivsi %arg1, %{{.*}} : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[Q]] : index
// CHECK-NEXT: return %[[S]]
func.func @div_split_multiple_floor_fires(%row: index {axe.bounds = array<i64: -7, 7>},
                                          %col: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c512 = arith.constant 512 : index
  %a = arith.muli %row, %c512 : index
  %x = arith.addi %a, %col : index
  %q = arith.floordivsi %x, %c512 : index
  return %q : index
}

// -----

// The spec's caution: truncating with col possibly negative (row = 1,
// col = -1: 1023/512 = 1 but 2 + (-1/512) = 2): unchanged.
// CHECK-LABEL: func @div_split_multiple_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @div_split_multiple_guard_fails(%row: index {axe.bounds = array<i64: 0, 7>},
                                          %col: index {axe.bounds = array<i64: -1000, 1000>}) -> index {
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %a = arith.muli %row, %c1024 : index
  %x = arith.addi %a, %col : index
  %q = arith.divsi %x, %c512 : index
  return %q : index
}

// -----

// The stride 1000 is no multiple of 512: unchanged.
// CHECK-LABEL: func @div_split_stride_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %arg1 : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @div_split_stride_guard_fails(%row: index {axe.bounds = array<i64: 0, 7>},
                                        %col: index {axe.bounds = array<i64: 0, 1000>}) -> index {
  %c512 = arith.constant 512 : index
  %c1000 = arith.constant 1000 : index
  %a = arith.muli %row, %c1000 : index
  %x = arith.addi %a, %col : index
  %q = arith.floordivsi %x, %c512 : index
  return %q : index
}

// -----

// Bucket constant: r in [6, 8] // 3 is 2; s in [-3, -1] // 3 is -1 (floor).
// CHECK-LABEL: func @bucket_constant_fires
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[CM1:.*]] = arith.constant -1 : index
// CHECK-NOT: arith.floordivsi
// CHECK: return %[[C2]], %[[CM1]] : index, index
func.func @bucket_constant_fires(%r: index {axe.bounds = array<i64: 6, 8>},
                                 %s: index {axe.bounds = array<i64: -3, -1>}) -> (index, index) {
  %c3 = arith.constant 3 : index
  %a = arith.floordivsi %r, %c3 : index
  %b = arith.floordivsi %s, %c3 : index
  return %a, %b : index, index
}

// -----

// r in [5, 8] spans two buckets (5//3 = 1, 8//3 = 2): unchanged.
// CHECK-LABEL: func @bucket_constant_guard_fails
// CHECK: %[[Q:.*]] = arith.floordivsi %arg0, %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @bucket_constant_guard_fails(%r: index {axe.bounds = array<i64: 5, 8>}) -> index {
  %c3 = arith.constant 3 : index
  %a = arith.floordivsi %r, %c3 : index
  return %a : index
}

// -----

// Truncation of s in [-3, -1] by 3 gives 0, 0, -1: two buckets, unchanged
// (the floor bucket -1 must not be used for divsi).
// CHECK-LABEL: func @bucket_constant_trunc_guard_fails
// CHECK: %[[Q:.*]] = arith.divsi %arg0, %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @bucket_constant_trunc_guard_fails(%s: index {axe.bounds = array<i64: -3, -1>}) -> index {
  %c3 = arith.constant 3 : index
  %b = arith.divsi %s, %c3 : index
  return %b : index
}

// -----

// Small constant drop, the spec's example (R*4 + 1) // 8 -> R*4 // 8 (remainder
// of R*4 is at most 4, 4 + 1 < 8), unsigned; R*4 // 8 then reduces by the gcd
// (section 3 rule 5) to R // 2.
// CHECK-LABEL: func @small_constant_drop_fires
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %arg0, %[[C2]] : index
// CHECK-NEXT: return %[[Q]]
func.func @small_constant_drop_fires(%r: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c4 : index
  %b = arith.addi %a, %c1 : index
  %q = arith.divui %b, %c8 : index
  return %q : index
}

// -----

// The same in truncating form with R possibly negative: R = -2 gives
// (-8 + 1)/8 = 0 but -8/8 = -1: unchanged.
// CHECK-LABEL: func @small_constant_drop_trunc_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[B]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @small_constant_drop_trunc_guard_fails(%r: index {axe.bounds = array<i64: -100, 100>}) -> index {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c4 : index
  %b = arith.addi %a, %c1 : index
  %q = arith.divsi %b, %c8 : index
  return %q : index
}

// -----

// r in [0, 100] has every remainder mod 8 (max 7): 7 + 1 >= 8, the constant
// stays.
// CHECK-LABEL: func @small_constant_drop_guard_fails
// CHECK: %[[B:.*]] = arith.addi %arg0, %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[B]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @small_constant_drop_guard_fails(%r: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %b = arith.addi %r, %c1 : index
  %q = arith.floordivsi %b, %c8 : index
  return %q : index
}

// -----

// Large offset split: (R*4 + 65)//8 -> (R*4 + 1)//8 + 8, which the small
// constant drop and the gcd finish: R//2 + 8.
// CHECK-LABEL: func @large_offset_split_fires
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[Q:.*]] = arith.divsi %arg0, %[[C2]] : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[Q]], %[[C8]] : index
// CHECK-NEXT: return %[[S]]
func.func @large_offset_split_fires(%r: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c65 = arith.constant 65 : index
  %a = arith.muli %r, %c4 : index
  %b = arith.addi %a, %c65 : index
  %q = arith.floordivsi %b, %c8 : index
  return %q : index
}

// -----

// A negative offset splits too: (R*4 - 7)//8 -> (R*4 + 1)//8 - 1 -> R//2 - 1.
// CHECK-LABEL: func @large_offset_split_negative_fires
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[Q:.*]] = arith.divsi %arg0, %[[C2]] : index
// CHECK: %[[S:.*]] = arith.subi %[[Q]], %[[C1]] : index
// CHECK-NEXT: return %[[S]]
func.func @large_offset_split_negative_fires(%r: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c4 : index
  %b = arith.subi %a, %c7 : index
  %q = arith.floordivsi %b, %c8 : index
  return %q : index
}

// -----

// The offset 7 is already in [0, 8): no split (and 3*R reaches every remainder,
// so it cannot be dropped either).
// CHECK-LABEL: func @large_offset_split_guard_fails
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} : index
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %{{.*}} : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[B]], %{{.*}} : index
// CHECK-NEXT: return %[[Q]]
func.func @large_offset_split_guard_fails(%r: index {axe.bounds = array<i64: 0, 100>}) -> index {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %r, %c3 : index
  %b = arith.addi %a, %c7 : index
  %q = arith.floordivsi %b, %c8 : index
  return %q : index
}

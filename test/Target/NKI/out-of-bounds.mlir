// Accesses that the ranges prove out of bounds are located errors, not
// skipped or clipped to nothing (issue 15 item 7), and integer extremes in
// loop bounds and offsets are errors, not overflow panics (item 6). One
// kernel per file: axe-translate stops at the first error.
// RUN: split-file --leading-lines %s %t
// RUN: not axe-translate --axe-to-nki %t/past-the-end.mlir 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not axe-translate --axe-to-nki %t/min-lower-bound.mlir 2>&1 | FileCheck %s --check-prefix=MIN
// RUN: not axe-translate --axe-to-nki %t/max-offset.mlir 2>&1 | FileCheck %s --check-prefix=MAX
// RUN: not axe-translate --axe-to-nki %t/offset-past-64-bits.mlir 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: axe-translate --axe-to-nki %t/ragged.mlir | FileCheck %s --check-prefix=RAGGED

//--- past-the-end.mlir
// Offset 5000 of a 4096-row tensor.
!s = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @past_the_end(%x: !axe.tensor<4096x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %c5000 = arith.constant 5000 : index
  %t = axe.alloc : !s
  // PAST: past-the-end.mlir:[[@LINE+1]]:3: error: 'axe.copy' op accesses HBM tensor x out of bounds: its offset in dimension 0 is at least 5000, past its 4096 elements
  axe.copy %x[%c5000, %c0] to %t : !axe.tensor<4096x4xf32, hbm> to !s
  axe.return
}

//--- min-lower-bound.mlir
!s = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @min_lower_bound(%x: !axe.tensor<4096x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %lo = arith.constant -9223372036854775808 : index
  %c128 = arith.constant 128 : index
  %c4096 = arith.constant 4096 : index
  scf.for %i = %lo to %c4096 step %c128 {
    %t = axe.alloc : !s
    // MIN: min-lower-bound.mlir:[[@LINE+1]]:5: error: 'axe.copy' op accesses HBM tensor x out of bounds: its offset in dimension 0 can be -9223372036854775808
    axe.copy %x[%i, %c0] to %t : !axe.tensor<4096x4xf32, hbm> to !s
  }
  axe.return
}

//--- max-offset.mlir
!s = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @max_offset(%x: !axe.tensor<4096x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %big = arith.constant 9223372036854775807 : index
  %t = axe.alloc : !s
  // MAX: max-offset.mlir:[[@LINE+1]]:3: error: 'axe.copy' op accesses HBM tensor x out of bounds: its offset in dimension 0 is at least 9223372036854775807, past its 4096 elements
  axe.copy %x[%big, %c0] to %t : !axe.tensor<4096x4xf32, hbm> to !s
  axe.return
}

//--- offset-past-64-bits.mlir
!s = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @offset_past_64_bits(%x: !axe.tensor<4096x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 9223372036854775807 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %o = arith.muli %i, %big : index
    %p = arith.addi %o, %big : index
    %t = axe.alloc : !s
    // WIDE: offset-past-64-bits.mlir:[[@LINE+1]]:5: error: 'axe.copy' op has an HBM offset whose range the NKI emitter cannot bound (or that passes 64 bits)
    axe.copy %x[%p, %c0] to %t : !axe.tensor<4096x4xf32, hbm> to !s
  }
  axe.return
}

//--- ragged.mlir
// A ragged last tile (rows 3968..4095 of 4000) is in bounds for some rows: clipped, not an error.
!s = !axe.tensor<128x4xf32, sbuf, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @ragged(%x: !axe.tensor<4000x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c4000 = arith.constant 4000 : index
  scf.for %i = %c0 to %c4000 step %c128 {
    %t = axe.alloc : !s
    axe.copy %x[%i, %c0] to %t : !axe.tensor<4000x4xf32, hbm> to !s
  }
  axe.return
}
// RAGGED: for i in range(0, 4000, 128):
// RAGGED: rows = min(128, 4000 - i)

// Loads kept resident across a loop (lowering/src/nki/resident.rs; issue 19,
// data movement): a copy of a kernel argument's region into a fresh SBUF tile
// whose offsets do not depend on the loop is issued once, before it, and the
// tile becomes a view of the resident tensor. It stays in the loop when the
// tile is written again, when an offset depends on the loop, or when the
// resident tensors would pass their SBUF budget (a third of trn1's partition).
// RUN: split-file %s %t
// RUN: axe-translate --axe-to-nki %t/invariant.mlir | FileCheck %s --check-prefix=HOIST
// RUN: axe-translate --axe-to-nki %t/written.mlir | FileCheck %s --check-prefix=STAYS
// RUN: axe-translate --axe-to-nki %t/dependent.mlir | FileCheck %s --check-prefix=STAYS
// RUN: axe-translate --axe-to-nki %t/over-budget.mlir | FileCheck %s --check-prefix=STAYS
// Two loops between the hoisting loop and the copy: one slot per (j, l), at an
// affine offset in both APIs; the result still equals its input on the interpreter.
// RUN: axe-translate --axe-to-nki %t/nested.mlir -o %t/nested.py
// RUN: FileCheck %s --check-prefix=NESTED < %t/nested.py
// RUN: %python %nki_check %t/nested.py nested copy 256x1536 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: axe-translate --axe-to-nki --nki-api=legacy %t/nested.mlir -o %t/nested.legacy.py
// RUN: %python %nki_check %t/nested.legacy.py nested copy 256x1536 --tol 0 | FileCheck %s --check-prefix=ORACLE

// HOIST-LABEL: def invariant(x):
// HOIST: t_resident = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.sbuf)
// HOIST-NEXT: t_load = t_resident[0:128, 0:512]
// HOIST-NEXT: nisa.dma_copy(dst=t_load, src=x)
// HOIST-NEXT: for i in range(0, 512, 128):
// HOIST-NEXT: t = t_resident[0:128, 0:512]
// HOIST-NEXT: nisa.dma_copy(dst=out[i:i + 128, 0:512], src=t)

// NESTED-LABEL: def nested(x):
// NESTED: t_resident = nl.ndarray((128, 3072), dtype=nl.float32, buffer=nl.sbuf)
// NESTED-NEXT: for j_slot in range(2):
// NESTED-NEXT: for l_slot in range(3):
// NESTED-NEXT: t_load = t_resident[0:128, j_slot * 1536 + l_slot * 512:j_slot * 1536 + l_slot * 512 + 512]
// NESTED: for rep in range(2):
// NESTED-NOT: src=x
// NESTED: t = t_resident[0:128, j * 12 + l:j * 12 + l + 512]

// ORACLE: PASS nested
// ORACLE-NEXT: hbm read [[READ:[0-9]+]] bytes
// ORACLE-NEXT: minimum: read [[READ]] bytes

// STAYS-NOT: _resident
// STAYS: for i in range(0, 512, 128):
// STAYS-NEXT: t = nl.ndarray
// STAYS-NEXT: nisa.dma_copy(dst=t

//--- invariant.mlir
!x = !axe.tensor<128x512xf32, hbm>
!o = !axe.tensor<512x512xf32, hbm>
!t = !axe.tensor<128x512xf32, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
axe.kernel @invariant(%x: !x) -> !o {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  %out = axe.alloc : !o
  scf.for %i = %c0 to %c512 step %c128 {
    %t = axe.alloc : !t
    axe.copy %x[%c0, %c0] to %t : !x to !t
    axe.copy %t to %out[%i, %c0] : !t to !o
  } {axe.name = "i"}
  axe.return %out : !o
}

//--- written.mlir
!x = !axe.tensor<128x512xf32, hbm>
!o = !axe.tensor<512x512xf32, hbm>
!t = !axe.tensor<128x512xf32, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
axe.kernel @written(%x: !x) -> !o {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  %out = axe.alloc : !o
  scf.for %i = %c0 to %c512 step %c128 {
    %t = axe.alloc : !t
    axe.copy %x[%c0, %c0] to %t : !x to !t
    // Doubled in place: a resident slot would be doubled again in the next iteration.
    axe.binary add %t, %t into %t : !t, !t, !t
    axe.copy %t to %out[%i, %c0] : !t to !o
  } {axe.name = "i"}
  axe.return %out : !o
}

//--- dependent.mlir
!x = !axe.tensor<512x512xf32, hbm>
!t = !axe.tensor<128x512xf32, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
axe.kernel @dependent(%x: !x) -> !x {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  %out = axe.alloc : !x
  scf.for %i = %c0 to %c512 step %c128 {
    %t = axe.alloc : !t
    axe.copy %x[%i, %c0] to %t : !x to !t
    axe.copy %t to %out[%i, %c0] : !t to !x
  } {axe.name = "i"}
  axe.return %out : !x
}

//--- over-budget.mlir
// 128 x 20000 fp32 is 80,000 bytes per partition: more than the 65,536 of the budget.
!x = !axe.tensor<128x20000xf32, hbm>
!o = !axe.tensor<512x20000xf32, hbm>
!t = !axe.tensor<128x20000xf32, sbuf, #axe.layout<S[(128,20000):(1@P,1@F)]>>
axe.kernel @over_budget(%x: !x) -> !o {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  %out = axe.alloc : !o
  scf.for %i = %c0 to %c512 step %c128 {
    %t = axe.alloc : !t
    axe.copy %x[%c0, %c0] to %t : !x to !t
    axe.copy %t to %out[%i, %c0] : !t to !o
  } {axe.name = "i"}
  axe.return %out : !o
}

//--- nested.mlir
// out = x, written twice: the loads of x do not depend on the outer loop.
!x = !axe.tensor<256x1536xf32, hbm>
!t = !axe.tensor<128x512xf32, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
axe.kernel @nested(%x: !x) -> !x {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c1536 = arith.constant 1536 : index
  %out = axe.alloc : !x
  scf.for %r = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c256 step %c128 {
      scf.for %l = %c0 to %c1536 step %c512 {
        %t = axe.alloc : !t
        axe.copy %x[%j, %l] to %t : !x to !t
        axe.copy %t to %out[%j, %l] : !t to !x
      } {axe.name = "l"}
    } {axe.name = "j"}
  } {axe.name = "rep"}
  axe.return %out : !x
}

// Relayouts between on-chip tensors (issue 19 item 2): a copy that swaps the
// partition and free axes is TensorE transposes of 128 x 128 blocks through
// PSUM (not 32,768 one-element copies); a copy onto every other partition is a
// DMA per partition row (no strided partition slices). Both APIs return x
// exactly on the interpreter, which checks the access-pattern rules.
// RUN: axe-translate --axe-to-nki %examples/trainium/relayout.mlir -o %t.py
// RUN: FileCheck %s < %t.py
// RUN: %python %nki_check %t.py relayout copy 128x256 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t.py spread copy 64x256 --tol 0 | FileCheck %s --check-prefix=SPREAD
// RUN: axe-translate --axe-to-nki --nki-api=legacy %examples/trainium/relayout.mlir -o %t.legacy.py
// RUN: FileCheck %s --check-prefix=LEGACY < %t.legacy.py
// RUN: %python %nki_check %t.legacy.py relayout copy 128x256 --tol 0 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t.legacy.py spread copy 64x256 --tol 0 | FileCheck %s --check-prefix=SPREAD

// CHECK-LABEL: def relayout(x):
// CHECK: for j in range(2):
// CHECK-NEXT: r_T = nl.ndarray((128, 128), dtype=nl.float32, buffer=nl.psum)
// CHECK-NEXT: nisa.nc_transpose(dst=r_T, data=r[0:128, j * 128:j * 128 + 128])
// CHECK-NEXT: nisa.tensor_copy(dst=t[0:128, j * 128:j * 128 + 128], src=r_T)
// CHECK-LABEL: def spread(x):
// CHECK: s = nl.ndarray((127, 256), dtype=nl.float32, buffer=nl.sbuf)
// CHECK-NEXT: for i in range(64):
// CHECK-NEXT: nisa.dma_copy(dst=s[i * 2:i * 2 + 1, 0:256], src=a[i:i + 1, 0:256])

// LEGACY: r_T[...] = nisa.nc_transpose(r[0:128, j * 128:j * 128 + 128])
// LEGACY-NEXT: t[0:128, j * 128:j * 128 + 128] = nl.copy(r_T, dtype=nl.float32)
// LEGACY: nisa.dma_copy(dst=s[i * 2:i * 2 + 1, 0:256], src=a[i:i + 1, 0:256])

// ORACLE: PASS relayout
// ORACLE: matmuls: 0
// ORACLE-SAME: transposes: 4
// SPREAD: PASS spread

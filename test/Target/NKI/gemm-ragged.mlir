// A GEMM whose sizes are not multiples of the tile (200 x 700 x 300): ragged
// regions are clipped with min() and loads zero the padding first; both APIs
// match numpy on the interpreter.
// RUN: axe-translate --axe-to-nki %examples/trainium/gemm-ragged.mlir -o %t.py
// RUN: FileCheck %s < %t.py
// RUN: %python -m py_compile %t.py
// RUN: %python %nki_check %t.py gemm_ragged matmul_t 300x200 300x700 | FileCheck %s --check-prefix=ORACLE
// RUN: axe-translate --axe-to-nki --nki-api=legacy %examples/trainium/gemm-ragged.mlir -o %t.legacy.py
// RUN: %python %nki_check %t.legacy.py gemm_ragged matmul_t 300x200 300x700 | FileCheck %s --check-prefix=ORACLE

// CHECK-LABEL: def gemm_ragged(AT, B):
// CHECK: nisa.memset(dst=a, value=0.0)
// CHECK-NEXT: for i in range(3):
// CHECK-NEXT: rows = min(128, 300 - i * 128)
// CHECK-NEXT: cols = min(128, 200 - m)
// CHECK-NEXT: nisa.dma_copy(dst=a[0:rows, i * 128:i * 128 + cols], src=AT[i * 128:i * 128 + rows, m:m + cols])
// CHECK: nisa.dma_copy(dst=C[m:m + rows2, n:n + cols2], src=c[0:rows2, 0:cols2])

// ORACLE: PASS gemm_ragged

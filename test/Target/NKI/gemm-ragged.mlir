// A GEMM whose sizes are not multiples of the tile (200 x 700 x 300): ragged
// regions are clipped with min() in the current API and masked in Beta 1 (whose
// loop indices are symbolic, so min() on them does not trace); loads zero the
// padding first; both APIs match numpy on the interpreter. B's strips do not
// depend on the m loop, so both are loaded once, before it, into a resident SBUF
// tensor (resident.rs): HBM reads equal the minimum.
// RUN: axe-translate --axe-to-nki %examples/trainium/gemm-ragged.mlir -o %t.py
// RUN: FileCheck %s < %t.py
// RUN: %python -m py_compile %t.py
// RUN: %python %nki_check %t.py gemm_ragged matmul_t 300x200 300x700 | FileCheck %s --check-prefix=ORACLE
// RUN: axe-translate --axe-to-nki --nki-api=legacy %examples/trainium/gemm-ragged.mlir -o %t.legacy.py
// RUN: FileCheck %s --check-prefix=LEGACY < %t.legacy.py
// RUN: %python %nki_check %t.legacy.py gemm_ragged matmul_t 300x200 300x700 | FileCheck %s --check-prefix=ORACLE

// CHECK-LABEL: def gemm_ragged(AT, B):
// CHECK: b_resident = nl.ndarray((128, 3072), dtype=nl.float32, buffer=nl.sbuf)
// CHECK-NEXT: for n_slot in range(2):
// CHECK-NEXT: b_load = b_resident[0:128, n_slot * 1536:n_slot * 1536 + 1536]
// CHECK-NEXT: nisa.memset(dst=b_load, value=0.0)
// CHECK: for m in range(0, 200, 128):
// CHECK: nisa.memset(dst=a, value=0.0)
// CHECK-NEXT: for i in range(3):
// CHECK-NEXT: rows1 = min(128, 300 - i * 128)
// CHECK-NEXT: cols1 = min(128, 200 - m)
// CHECK-NEXT: nisa.dma_copy(dst=a[0:rows1, i * 128:i * 128 + cols1], src=AT[i * 128:i * 128 + rows1, m:m + cols1])
// CHECK: for n in range(0, 700, 512):
// CHECK-NEXT: b = b_resident[0:128, n * 3:n * 3 + 1536]
// CHECK-NOT: src=B
// CHECK: nisa.dma_copy(dst=C[m:m + rows2, n:n + cols2], src=c[0:rows2, 0:cols2])

// ORACLE: PASS gemm_ragged
// ORACLE-NEXT: hbm read [[READ:[0-9]+]] bytes
// ORACLE-NEXT: minimum: read [[READ]] bytes

// LEGACY-NOT: min(
// LEGACY: b_load[0:128, i * 512:i * 512 + 512] = nl.load(B[i * 128 + i_p, n_slot * 512 + i_f], mask=(i * 128 + i_p < 300) & (n_slot * 512 + i_f < 700))
// LEGACY: a[...] = nl.zeros(a.shape, dtype=a.dtype)
// LEGACY-NEXT: for i in nl.affine_range(3):
// LEGACY-NEXT: i_p = nl.arange(128)[:, None]
// LEGACY-NEXT: i_f = nl.arange(128)[None, :]
// LEGACY-NEXT: a[0:128, i * 128:i * 128 + 128] = nl.load(AT[i * 128 + i_p, m + i_f], mask=(i * 128 + i_p < 300) & (m + i_f < 200))
// LEGACY: c[...] = nl.copy(acc, dtype=nl.float32)
// LEGACY: nl.store(C[m + i_p, n + i_f], value=c, mask=(m + i_p < 200) & (n + i_f < 700))

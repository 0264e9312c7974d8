// The headline 4096 x 4096 x 4096 bf16 GEMM (spec 001 section 3.4) emitted as
// current-API NKI: the loop nest and full 128 x 512 x 128 matmuls; the Python
// compiles and matches numpy on the interpreter (tools/nki_interp).
// RUN: axe-translate --axe-to-nki %examples/trainium/gemm.mlir -o %t.py
// RUN: FileCheck %s < %t.py
// RUN: %python -m py_compile %t.py
// RUN: %python %nki_check %t.py gemm matmul_t 4096x4096:bf16 4096x4096:bf16 --tol 2e-2 | FileCheck %s --check-prefix=ORACLE
// RUN: axe-translate --axe-to-nki --nki-api=legacy %examples/trainium/gemm.mlir -o %t.legacy.py
// RUN: FileCheck %s --check-prefix=LEGACY < %t.legacy.py
// RUN: %python -m py_compile %t.legacy.py

// CHECK: import nki
// CHECK-NEXT: import nki.isa as nisa
// CHECK-NEXT: import nki.language as nl
// CHECK-LABEL: def gemm(AT, B):
// CHECK-NEXT: C = nl.ndarray((4096, 4096), dtype=nl.bfloat16, buffer=nl.shared_hbm)
// CHECK-NEXT: for m in range(0, 4096, 128):
// CHECK-NEXT: a = nl.ndarray((128, 4096), dtype=nl.bfloat16, buffer=nl.sbuf)
// CHECK-NEXT: for i in range(32):
// CHECK-NEXT: nisa.dma_copy(dst=a[0:128, i * 128:i * 128 + 128], src=AT[i * 128:i * 128 + 128, m:m + 128])
// CHECK: acc = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.psum)
// CHECK-NEXT: for k in range(32):
// CHECK-NEXT: nisa.nc_matmul(dst=acc, stationary=a[0:128, k * 128:k * 128 + 128], moving=b[0:128, k * 512:k * 512 + 512], accumulate=(k > 0))
// CHECK: nisa.tensor_copy(dst=c, src=acc)
// CHECK-NEXT: nisa.dma_copy(dst=C[m:m + 128, n:n + 512], src=c)
// CHECK-NEXT: return C

// ORACLE: PASS gemm

// LEGACY: from neuronxcc import nki
// LEGACY: for m in nl.sequential_range(0, 4096, 128):
// LEGACY: for i in nl.affine_range(32):
// LEGACY-NEXT: a[0:128, i * 128:i * 128 + 128] = nl.load(AT[i * 128:i * 128 + 128, m:m + 128])
// LEGACY: acc = nl.zeros((128, 512), dtype=nl.float32, buffer=nl.psum)
// LEGACY: acc += nisa.nc_matmul(a[0:128, k * 128:k * 128 + 128], b[0:128, k * 512:k * 512 + 512])
// LEGACY: nl.store(C[m:m + 128, n:n + 512], value=c)

// The headline 4096 x 4096 x 4096 bf16 GEMM (spec 001 section 3.4) emitted as
// current-API NKI: resident 4096 x 2048 blocks of AT, strips of B streamed in a
// snake order (the last strip of the first block is kept for the second),
// full 128 x 512 x 128 matmuls into all 8 PSUM banks; the Python compiles,
// matches numpy on the interpreter (tools/nki_interp) and fits trn1's SBUF, with
// HBM reads 1.44x the minimum (issue 19 item 3). Its Beta 1 (legacy) NKI is checked as text
// and compiles but is not run: a full-size interpreter run is about 75 s of numpy, and the
// legacy API's matmul, PSUM and DMA calls run against numpy in gemm-ragged.mlir, mha.mlir and
// attention.mlir.
// RUN: axe-translate --axe-to-nki %examples/trainium/gemm.mlir -o %t.py
// RUN: FileCheck %s < %t.py
// RUN: %python -m py_compile %t.py
// RUN: %python %nki_check %t.py gemm matmul_t 4096x4096:bf16 4096x4096:bf16 --tol 2e-2 --target trn1 | FileCheck %s --check-prefix=ORACLE
// RUN: axe-translate --axe-to-nki --nki-api=legacy %examples/trainium/gemm.mlir -o %t.legacy.py
// RUN: FileCheck %s --check-prefix=LEGACY < %t.legacy.py
// RUN: %python -m py_compile %t.legacy.py

// CHECK: import nki
// CHECK-NEXT: import nki.isa as nisa
// CHECK-NEXT: import nki.language as nl
// CHECK-LABEL: def gemm(AT, B):
// CHECK-NEXT: C = nl.ndarray((4096, 4096), dtype=nl.bfloat16, buffer=nl.shared_hbm)
// CHECK-NEXT: a0 = nl.ndarray((128, 32768), dtype=nl.bfloat16, buffer=nl.sbuf)
// CHECK-NEXT: for i in range(32):
// CHECK-NEXT: nisa.dma_copy(dst=a0[0:128, i * 1024:i * 1024 + 1024], src=AT[i * 128:i * 128 + 128, 0:1024])
// CHECK: for n in range(0, 3584, 512):
// CHECK: acc0 = nl.ndarray((128, 4096), dtype=nl.float32, buffer=nl.psum)
// CHECK-NEXT: for m in range(8):
// CHECK-NEXT: for k in range(32):
// CHECK-NEXT: nisa.nc_matmul(dst=acc0[0:128, m * 512:m * 512 + 512], stationary=a0[0:128, m * 128 + k * 1024:m * 128 + k * 1024 + 128], moving=b[0:128, k * 512:k * 512 + 512], accumulate=(k > 0))
// CHECK: nisa.tensor_copy(dst=c0t, src=acc0)
// CHECK-NEXT: for i in range(8):
// CHECK-NEXT: nisa.dma_copy(dst=C[i * 128:i * 128 + 128, n:n + 512], src=c0t[0:128, i * 512:i * 512 + 512])
// The kept strip is loaded once, used by both blocks of AT.
// CHECK: kept = nl.ndarray((128, 16384), dtype=nl.bfloat16, buffer=nl.sbuf)
// CHECK-NEXT: for i in range(32):
// CHECK-NEXT: nisa.dma_copy(dst=kept[0:128, i * 512:i * 512 + 512], src=B[i * 128:i * 128 + 128, 3584:4096])
// CHECK-NOT: src=B[i * 128:i * 128 + 128, 3584:4096]
// CHECK: nisa.dma_copy(dst=a2[0:128, i * 1024:i * 1024 + 1024], src=AT[i * 128:i * 128 + 128, 2048:3072])
// CHECK: stationary=a2[{{.*}}], moving=kept[
// CHECK: for n2 in range(0, 3584, 512):
// CHECK: return C

// ORACLE: PASS gemm
// ORACLE-NEXT: target trn1: hbm read 96468992 bytes, written 33554432 bytes; sbuf peak 172032 bytes per partition, psum peak 8 banks
// ORACLE-NEXT: minimum: read 67108864 bytes, written 33554432 bytes
// ORACLE-NEXT: matmuls: 8192, at the full 128 x 512 x 128 tile: 8192 (100.0%)

// LEGACY: from neuronxcc import nki
// LEGACY: for i in nl.affine_range(32):
// LEGACY-NEXT: a0[0:128, i * 1024:i * 1024 + 1024] = nl.load(AT[i * 128:i * 128 + 128, 0:1024])
// LEGACY: for n in nl.sequential_range(0, 3584, 512):
// Beta 1 PSUM tiles hold one bank: the 8-bank accumulator is 8 tiles in a block dimension, each
// matmul names its bank, and the eviction to SBUF runs once per bank.
// LEGACY: acc0 = nl.zeros((8, nl.par_dim(128), 512), dtype=nl.float32, buffer=nl.psum)
// LEGACY-NEXT: for m in nl.affine_range(8):
// LEGACY-NEXT: for k in nl.affine_range(32):
// LEGACY-NEXT: acc0[m, 0:128, 0:512] += nisa.nc_matmul(a0[0:128, m * 128 + k * 1024:m * 128 + k * 1024 + 128], b[0:128, k * 512:k * 512 + 512])
// LEGACY: for bank in nl.affine_range(8):
// LEGACY-NEXT: c0t[0:128, bank * 512:bank * 512 + 512] = nl.copy(acc0[bank, 0:128, 0:512], dtype=nl.bfloat16)

// Single-head attention with the flash-attention loop (running max and sum,
// rescaled accumulator): QK^T and PV on the TensorE, p transposed through
// PSUM in 128 x 128 blocks. Both APIs match numpy on the interpreter. The key
// and value blocks are loaded once, before the query loop (resident.rs), so HBM
// reads equal the minimum.
// RUN: axe-translate --axe-to-nki %examples/trainium/attention.mlir -o %t.py
// RUN: FileCheck %s < %t.py
// RUN: %python -m py_compile %t.py
// RUN: %python %nki_check %t.py attention attention 64x256:bf16 64x1024:bf16 1024x64:bf16 --tol 3e-2 | FileCheck %s --check-prefix=ORACLE
// RUN: axe-translate --axe-to-nki --nki-api=legacy %examples/trainium/attention.mlir -o %t.legacy.py
// RUN: FileCheck %s --check-prefix=LEGACY < %t.legacy.py
// RUN: %python %nki_check %t.legacy.py attention attention 64x256:bf16 64x1024:bf16 1024x64:bf16 --tol 3e-2 | FileCheck %s --check-prefix=ORACLE

// CHECK-LABEL: def attention(qT, kT, v):
// CHECK: k_resident = nl.ndarray((64, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
// CHECK: for i in range(0, 256, 128):
// CHECK-NOT: src=kT
// CHECK: nisa.nc_matmul(dst=s, stationary=q, moving=k, accumulate=False)
// CHECK: for j in range(4):
// CHECK-NEXT: nisa.nc_transpose(dst=pTps[0:128, j * 128:j * 128 + 128], data=p[0:128, j * 128:j * 128 + 128])
// CHECK: for j in range(512, 1024, 512):
// CHECK: nisa.tensor_scalar(dst=o, data=o, op0=nl.multiply, operand0=alpha)
// CHECK-NEXT: nisa.tensor_tensor(dst=o, data1=o, data2=pv2, op=nl.add)

// ORACLE: PASS attention
// ORACLE-NEXT: hbm read [[READ:[0-9]+]] bytes
// ORACLE-NEXT: minimum: read [[READ]] bytes

// Beta 1 writes loop-carried tiles in place (a rebinding would not carry across
// the once-traced loop body; the interpreter rejects it).
// LEGACY: k2_load[...] = nl.load(kT[0:64, 512 + j_slot * 512:512 + j_slot * 512 + 512])
// LEGACY: for j in nl.sequential_range(512, 1024, 512):
// LEGACY-NEXT: k2 = k2_resident[0:64, j - 512:j - 512 + 512]
// LEGACY: l[...] = nisa.tensor_tensor(l, alpha, op=nl.multiply)
// LEGACY: o[...] = nisa.tensor_scalar(o, op0=nl.multiply, operand0=alpha)
// LEGACY-NEXT: o[...] = nisa.tensor_tensor(o, pv2, op=nl.add)

// Multi-head attention from Axe operators (issue 19 item 5): 8 heads of d = 64
// and 4 heads of d = 128, sequence 2048, bf16; the flash loop per head, checked
// against numpy on the interpreter (d = 64 in the current API, d = 128 in Beta 1).
// RUN: axe-translate --axe-to-nki %examples/trainium/mha-d64.mlir -o %t.py
// RUN: FileCheck %s < %t.py
// RUN: %python %nki_check %t.py mha mha 512x2048:bf16 512x2048:bf16 16384x64:bf16 --tol 3e-2 | FileCheck %s --check-prefix=ORACLE
// RUN: axe-translate --axe-to-nki --nki-api=legacy %examples/trainium/mha-d128.mlir -o %t.legacy.py
// RUN: %python %nki_check %t.legacy.py mha mha 512x2048:bf16 512x2048:bf16 8192x128:bf16 --tol 3e-2 | FileCheck %s --check-prefix=ORACLE

// CHECK-LABEL: def mha(qT, kT, v):
// CHECK-NEXT: out = nl.ndarray((16384, 64), dtype=nl.bfloat16, buffer=nl.shared_hbm)
// CHECK-NEXT: for h in range(8):
// CHECK-NEXT: for i in range(0, 2048, 128):
// CHECK: nisa.dma_copy(dst=q, src=qT[h * 64:h * 64 + 64, i:i + 128])
// CHECK: for j in range(512, 2048, 512):
// CHECK: nisa.tensor_tensor(dst=o, data1=o, data2=pv2, op=nl.add)
// CHECK: nisa.dma_copy(dst=out[h * 2048 + i:h * 2048 + i + 128, 0:64], src=ob)

// ORACLE: PASS mha

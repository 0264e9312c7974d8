// Fused row softmax: tensor_reduce (negated max), one activation for exp and
// the row sum, reciprocal, tensor_scalar; the last 128-row tile is ragged.
// RUN: axe-translate --axe-to-nki %examples/trainium/softmax.mlir -o %t.py
// RUN: FileCheck %s < %t.py
// RUN: %python -m py_compile %t.py
// RUN: %python %nki_check %t.py softmax softmax 1000x512 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// RUN: axe-translate --axe-to-nki --nki-api=legacy %examples/trainium/softmax.mlir -o %t.legacy.py
// RUN: %python %nki_check %t.legacy.py softmax softmax 1000x512 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE

// CHECK-LABEL: def softmax(x):
// CHECK: nisa.tensor_reduce(dst=nmax, op=nl.maximum, data=t, axis=(1,), negate=True)
// CHECK: nisa.activation(dst=e, op=nl.exp, data=t, bias=nmax, reduce_op=nl.add, reduce_res=sum, reduce_cmd=nisa.reduce_cmd.reset_reduce)
// CHECK: nisa.reciprocal(dst=inv, data=sum)
// CHECK: nisa.tensor_scalar(dst=y, data=e, op0=nl.multiply, operand0=inv)

// ORACLE: PASS softmax

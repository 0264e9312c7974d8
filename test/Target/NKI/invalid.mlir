// axe-translate reports what it cannot emit as located errors, never panics.
// RUN: not axe-translate --axe-to-nki %s 2>&1 | FileCheck %s

!p = !axe.tensor<128x4xf32, psum, #axe.layout<S[(128,4):(1@P,1@F)]>>
axe.kernel @k(%x: !axe.tensor<128x4xf32, hbm>) {
  %c0 = arith.constant 0 : index
  %t = axe.alloc : !p
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: 'axe.copy' op cannot be dispatched to NKI: PSUM cannot be a DMA source
  axe.copy %t to %x[%c0, %c0] : !p to !axe.tensor<128x4xf32, hbm>
  axe.return
}

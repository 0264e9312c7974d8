// convert-linalg-to-axe-trainium on what upstream's tosa-to-linalg makes of an
// MLP layer and a row softmax: one axe.kernel per function over HBM tensors,
// a loop over 128-row tiles (the last one ragged) with SBUF/PSUM tiles whose
// layouts axe-dispatch-trainium accepts; consecutive row-wise ops (the matmul,
// bias and relu; the softmax's five ops) share one loop and keep their
// intermediates in SBUF.
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t.linalg.mlir
// RUN: axe-opt %t.linalg.mlir --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-opt %t.linalg.mlir --convert-linalg-to-axe-trainium --axe-dispatch-trainium -o /dev/null

// CHECK-LABEL: axe.kernel @mlp(%arg0: !axe.tensor<1x200x300xf32, hbm>, %arg1: !axe.tensor<1x300x100xf32, hbm>, %arg2: !axe.tensor<1x1x100xf32, hbm>) -> !axe.tensor<1x200x100xf32, hbm>
// CHECK: %[[OUT:.*]] = axe.alloc : !axe.tensor<1x200x100xf32, hbm>
// CHECK-NOT: hbm>
// One loop over 128 rows of x: the matmul (K padded to 3 x 128 partitions by the
// TensorE transpose), then the bias add and the relu on the same tile in SBUF.
// CHECK: scf.for %[[M:.*]] = %c0 to %c200 step %c128 {
// CHECK: axe.copy %arg0[%c0, %[[M]], %c0] to %[[A:[^ ]*]] : <1x200x300xf32, hbm> to <128x384xf32, sbuf, #axe.layout<S[(128,384):(1@P,1@F)]>>
// CHECK: axe.transpose %[[A]] into %[[AT:[^ ]*]] : {{.*}} into <384x128xf32, psum, #axe.layout<S[(3,128,128):(128@F,1@P,1@F)]>>
// CHECK: axe.copy %[[AT]] to %[[ATS:[^ ]*]] :
// CHECK: axe.copy %arg1[%c0, %c0, %c0] to %[[B:[^ ]*]] : <1x300x100xf32, hbm> to <384x100xf32, sbuf, #axe.layout<S[(3,128,100):(100@F,1@P,1@F)]>>
// CHECK: axe.gemm %[[ATS]], %[[B]] into %[[ACC:[^ ]*]] : {{.*}} into <128x100xf32, psum, #axe.layout<S[(128,100):(1@P,1@F)]>>
// CHECK: axe.copy %[[ACC]] to %[[C:[^ ]*]] : {{.*}} to <128x100xf32, sbuf, #axe.layout<S[(128,100):(1@P,1@F)]>>
// The bias is one value per column: the tile is relaid with the columns on the partitions.
// CHECK: axe.copy %[[C]] to %[[CT:[^ ]*]] : {{.*}} to <128x100xf32, sbuf, #axe.layout<S[(128,100):(1@F,1@P)]>>
// CHECK: axe.copy %arg2[%c0, %c0, %c0] to %[[BIAS:[^ ]*]] : <1x1x100xf32, hbm> to <1x100xf32, sbuf, #axe.layout<S[(1,100):(1@F,1@P)]>>
// CHECK: axe.binary add %[[CT]], %[[BIAS]] into %[[Y:[^ ]*]]
// The clamp to [0, the largest float] is a relu; the rows go back on the partitions for one store.
// CHECK: axe.map relu %[[Y]] into %[[R:[^ ]*]]
// CHECK: axe.copy %[[R]] to %[[RR:[^ ]*]] : {{.*}} to <128x100xf32, sbuf, #axe.layout<S[(128,100):(1@P,1@F)]>>
// CHECK: axe.copy %[[RR]] to %[[OUT]][%c0, %[[M]], %c0]
// CHECK: } {axe.name = "r"}
// CHECK: axe.return %[[OUT]]
func.func @mlp(%x: tensor<1x200x300xf32>, %w: tensor<1x300x100xf32>, %b: tensor<1x1x100xf32>) -> tensor<1x200x100xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %mm = tosa.matmul %x, %w, %zp, %zp : (tensor<1x200x300xf32>, tensor<1x300x100xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x200x100xf32>
  %y = tosa.add %mm, %b : (tensor<1x200x100xf32>, tensor<1x1x100xf32>) -> tensor<1x200x100xf32>
  %r = tosa.clamp %y {min_val = 0.0 : f32, max_val = 3.4028235e38 : f32} : (tensor<1x200x100xf32>) -> tensor<1x200x100xf32>
  return %r : tensor<1x200x100xf32>
}

// CHECK-LABEL: axe.kernel @softmax(%arg0: !axe.tensor<300x512xf32, hbm>) -> !axe.tensor<300x512xf32, hbm>
// CHECK: %[[OUT:.*]] = axe.alloc : !axe.tensor<300x512xf32, hbm>
// CHECK-NOT: hbm>
// One loop over 128-row tiles: one load, everything else in SBUF, one store.
// CHECK: scf.for %[[R:.*]] = %c0 to %c300 step %c128 {
// CHECK-NEXT: %[[X:.*]] = axe.alloc : !axe.tensor<128x512xf32, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
// CHECK-NEXT: axe.copy %arg0[%[[R]], %c0] to %[[X]]
// CHECK: axe.reduce maximum %[[X]] into %[[MAX:[^ ]*]] : {{.*}} into <128x1xf32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>
// CHECK: axe.binary subtract %[[X]], %[[MAX]] into %[[D:[^ ]*]]
// CHECK: axe.map exp %[[D]] into %[[E:[^ ]*]]
// CHECK: axe.reduce add %[[E]] into %[[SUM:[^ ]*]]
// CHECK: axe.map reciprocal %[[SUM]] into %[[INV:[^ ]*]]
// CHECK: axe.binary multiply %[[E]], %[[INV]] into %[[Y:[^ ]*]]
// CHECK-NEXT: axe.copy %[[Y]] to %[[OUT]][%[[R]], %c0]
// CHECK-NEXT: } {axe.name = "r"}
// CHECK-NEXT: axe.return %[[OUT]]
func.func @softmax(%x: tensor<300x512xf32>) -> tensor<300x512xf32> {
  %m = tosa.reduce_max %x {axis = 1 : i32} : (tensor<300x512xf32>) -> tensor<300x1xf32>
  %s = tosa.sub %x, %m : (tensor<300x512xf32>, tensor<300x1xf32>) -> tensor<300x512xf32>
  %e = tosa.exp %s : (tensor<300x512xf32>) -> tensor<300x512xf32>
  %sum = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<300x512xf32>) -> tensor<300x1xf32>
  %inv = tosa.reciprocal %sum : (tensor<300x1xf32>) -> tensor<300x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %inv, %shift : (tensor<300x512xf32>, tensor<300x1xf32>, tensor<1xi8>) -> tensor<300x512xf32>
  return %y : tensor<300x512xf32>
}

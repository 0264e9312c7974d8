// convert-linalg-to-axe-trainium on tile shapes the TOSA programs do not reach:
// a bf16 matmul with K under 128 and N over one PSUM bank, a max over rows
// longer than one reduce (chunks combined with axe.binary), a divide over rows
// wider than one tile (a column loop), and a per-row operand on the left of a
// subtract (swapped, then negated), per-column operands over ragged and whole
// blocks of columns. Each kernel also runs on the NKI interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/tiles.py
// RUN: %python %nki_check %t/tiles.py gemm_bf16 numpy:x0@x1 100x64:bf16 64x700:bf16 --tol 2e-2 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/tiles.py long_rows "numpy:x0.max(axis=1)" 200x8192 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/tiles.py wide numpy:x0/x1 130x5000:bf16 130x5000:bf16 --tol 2e-2 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/tiles.py center "numpy:np.stack([x0 - x1, (x0 - x1)**2 / 2])" 64x1 64x32 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/tiles.py bias_ragged numpy:x0+x1 200x300 300 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/tiles.py gemm_scale "numpy:(x0@x1)*x2" 64x96 96x256 256 --tol 1e-5 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>

// CHECK-LABEL: axe.kernel @gemm_bf16
// CHECK: axe.transpose {{.*}} into <64x100xbf16, psum, #axe.layout<S[(64,100):(1@P,1@F)]>>
// CHECK: scf.for %{{.*}} = %c0 to %c700 step %c512 {
// CHECK: axe.gemm {{.*}} into <100x512xf32, psum, #axe.layout<S[(100,512):(1@P,1@F)]>>
// CHECK: axe.copy {{.*}} : <100x512xf32, psum, {{.*}} to <100x512xbf16, sbuf
// CHECK: } {axe.name = "n"}
func.func @gemm_bf16(%a: tensor<100x64xbf16>, %b: tensor<64x700xbf16>) -> tensor<100x700xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<100x700xbf16>
  %f = linalg.fill ins(%zero : bf16) outs(%e : tensor<100x700xbf16>) -> tensor<100x700xbf16>
  %c = linalg.matmul ins(%a, %b : tensor<100x64xbf16>, tensor<64x700xbf16>) outs(%f : tensor<100x700xbf16>) -> tensor<100x700xbf16>
  return %c : tensor<100x700xbf16>
}

// CHECK-LABEL: axe.kernel @long_rows
// CHECK: scf.for %[[R:.*]] = %c0 to %c200 step %c128 {
// CHECK: axe.reduce maximum %{{.*}} into %[[ACC:[^ ]*]] : <128x4096xf32
// CHECK: scf.for %[[C:.*]] = %c4096 to %c8192 step %c4096 {
// CHECK: axe.copy %arg0[%[[R]], %[[C]]]
// CHECK: axe.reduce maximum %{{.*}} into %[[PART:[^ ]*]]
// CHECK: axe.binary maximum %[[ACC]], %[[PART]] into %[[ACC]]
// CHECK: } {axe.name = "col"}
// CHECK: axe.copy %[[ACC]] to %{{.*}}[%[[R]]] : <128x1xf32, {{.*}} to <200xf32, hbm>
func.func @long_rows(%x: tensor<200x8192xf32>) -> tensor<200xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<200xf32>
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<200xf32>) -> tensor<200xf32>
  %r = linalg.reduce ins(%x : tensor<200x8192xf32>) outs(%f : tensor<200xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  return %r : tensor<200xf32>
}

// CHECK-LABEL: axe.kernel @wide
// CHECK: scf.for %[[R:.*]] = %c0 to %c130 step %c128 {
// CHECK: scf.for %[[C:.*]] = %c0 to %c5000 step %c2048 {
// CHECK: axe.copy %arg1[%[[R]], %[[C]]] to %[[Y:[^ ]*]] : <130x5000xbf16, hbm> to <128x2048xbf16, sbuf
// CHECK: axe.map reciprocal %[[Y]] into %[[INV:[^ ]*]]
// CHECK: axe.binary multiply %{{.*}}, %[[INV]] into
func.func @wide(%x: tensor<130x5000xbf16>, %y: tensor<130x5000xbf16>) -> tensor<130x5000xbf16> {
  %e = tensor.empty() : tensor<130x5000xbf16>
  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<130x5000xbf16>, tensor<130x5000xbf16>) outs(%e : tensor<130x5000xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %d = arith.divf %a, %b : bf16
    linalg.yield %d : bf16
  } -> tensor<130x5000xbf16>
  return %q : tensor<130x5000xbf16>
}

// m - x with m per row is -(x - m); the first result is also the second op's input,
// read from SBUF (one tile: 64 rows, no loop).
// CHECK-LABEL: axe.kernel @center
// CHECK-NOT: scf.for
// CHECK: axe.binary subtract %[[X:[^ ]*]], %[[M:[^ ]*]] into %[[D:[^ ]*]] : !axe.tensor<64x32xf32, {{.*}}, !axe.tensor<64x1xf32
// CHECK: axe.map copy %[[D]] into %[[NEG:[^ ]*]] {scale = -1.000000e+00 : f64}
// CHECK: axe.copy %[[NEG]] to %out0
// CHECK: axe.map square %[[NEG]] into %[[SQ:[^ ]*]]
// CHECK: axe.map copy %[[SQ]] into %{{.*}} {scale = 5.000000e-01 : f64}
func.func @center(%m: tensor<64x1xf32>, %x: tensor<64x32xf32>) -> (tensor<64x32xf32>, tensor<64x32xf32>) {
  %e = tensor.empty() : tensor<64x32xf32>
  %d = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %x : tensor<64x1xf32>, tensor<64x32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<64x32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.mulf %a, %a : f32
    %half = arith.constant 0.5 : f32
    %h = arith.mulf %s, %half : f32
    linalg.yield %h : f32
  } -> tensor<64x32xf32>
  return %d, %sq : tensor<64x32xf32>, tensor<64x32xf32>
}

// A per-column bias over 300 columns (not whole blocks of 128): a loop of its own
// with the columns on the partitions, 128 at a time, by up to 512 rows.
// CHECK-LABEL: axe.kernel @bias_ragged
// CHECK: scf.for %[[C:.*]] = %c0 to %c300 step %c128 {
// CHECK: axe.copy %arg0[%c0, %[[C]]] to %{{.*}} : <200x300xf32, hbm> to <200x128xf32, sbuf, #axe.layout<S[(200,128):(1@F,1@P)]>>
// CHECK: axe.copy %arg1[%[[C]]] to %{{.*}} : <300xf32, hbm> to <1x128xf32, sbuf, #axe.layout<S[(1,128):(1@F,1@P)]>>
// CHECK: axe.binary add
#col = affine_map<(d0, d1) -> (d1)>
func.func @bias_ragged(%x: tensor<200x300xf32>, %b: tensor<300xf32>) -> tensor<200x300xf32> {
  %e = tensor.empty() : tensor<200x300xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<200x300xf32>, tensor<300xf32>) outs(%e : tensor<200x300xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<200x300xf32>
  return %y : tensor<200x300xf32>
}

// A matmul with 256 columns and a per-column scale in one loop: the columns go on
// the partitions in two blocks of 128.
// CHECK-LABEL: axe.kernel @gemm_scale
// CHECK: axe.gemm
// CHECK: axe.copy %{{.*}} to %[[CT:[^ ]*]] : {{.*}} to <64x256xf32, sbuf, #axe.layout<S[(64,2,128):(1@F,64@F,1@P)]>>
// CHECK: axe.binary multiply %[[CT]], %{{.*}} : {{.*}}, !axe.tensor<1x256xf32, sbuf, #axe.layout<S[(1,2,128):(1@F,1@F,1@P)]>>
func.func @gemm_scale(%a: tensor<64x96xf32>, %w: tensor<96x256xf32>, %s: tensor<256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %c = linalg.matmul ins(%a, %w : tensor<64x96xf32>, tensor<96x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %s : tensor<64x256xf32>, tensor<256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a0: f32, %c0: f32, %out: f32):
    %m = arith.mulf %a0, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

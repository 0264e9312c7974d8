// convert-linalg-to-axe-trainium on i1 tensors, as torch-mlir writes masks: integer
// tensors computed from constants and indices only (a causal mask's iota, differences and
// comparisons) folded into a weight at compile time, comparisons
// (`axe.binary equal, greater, ...`; the unordered predicates are the negation of the
// opposite ordered one), all() and any() as minimum and maximum reductions of 0s and 1s,
// and select as a copy then `axe.select` (a predicated copy). Each kernel runs on the NKI
// interpreter against numpy on inputs with -inf rows, NaNs and infinities. A float tensor
// computed from constants and indices (a mask as 0 / -inf) folds into a weight too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/masks.py
// RUN: %python %nki_check %t/masks.py safe_softmax "numpy:np.where(np.all(x0 == -np.inf, axis=1, keepdims=True), 0, softmax(x0))" 16x32:f32:specials | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/masks.py predicates "numpy:(x0 > x1) + 2 * ~(x0 <= 0.5) + 4 * (x0 != x1) + 8 * (x1 < x0)" 16x32:f32:specials 16x1 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/masks.py masked_fill "numpy:np.where(x1 != 0, -np.inf, x0)" 2x4x8 4x8:i8 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/masks.py causal "numpy:x0 + np.where(np.tril(np.ones((8, 8))) != 0, 0, -np.inf)" 2x8x8 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/masks.py causal_tosa "numpy:np.where(np.tril(np.ones((8, 8))) != 0, x0, -np.inf)" 2x8x8 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/masks.py causal_onnx "numpy:x0 + np.where(np.tril(np.ones((8, 8))) != 0, 0, -np.inf)" 2x8x8 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/masks.py any_row "numpy:np.any((x0 > 1) & (x1 != 0), axis=1)" 130x64 130x64:i1 | FileCheck %s --check-prefix=ORACLE
// ORACLE: PASS

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>
#row = affine_map<(d0, d1) -> (d0)>

// torch's safe softmax: where(all(x == -inf), 0, softmax(x)), so a row of -inf gives 0,
// not NaN. all() is a minimum of the 0s and 1s of x == -inf; the select broadcasts it and
// the constant 0 over the row (a memset and an add) and copies 0 where it is 1.
// CHECK-LABEL: axe.kernel @safe_softmax
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: axe.binary equal %{{.*}}, %{{.*}} into %{{[^ ]*}} : {{.*}}, !axe.tensor<16x32xi1
// CHECK: axe.reduce minimum %{{.*}} : <16x32xi1, sbuf
// CHECK: axe.fill %[[ZERO]] into
// CHECK: axe.select %{{.*}}, %{{.*}} into %{{.*}} : !axe.tensor<16x32xi1
func.func @safe_softmax(%x: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %true = arith.constant true
  %zeros = arith.constant dense<0.0> : tensor<16x32xf32>
  %eb = tensor.empty() : tensor<16x32xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<16x32xf32>) outs(%eb : tensor<16x32xi1>) {
  ^bb0(%a: f32, %o: i1):
    %c = arith.cmpf oeq, %a, %ninf : f32
    linalg.yield %c : i1
  } -> tensor<16x32xi1>
  %ea = tensor.empty() : tensor<16x1xi1>
  %fa = linalg.fill ins(%true : i1) outs(%ea : tensor<16x1xi1>) -> tensor<16x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]} ins(%isninf : tensor<16x32xi1>) outs(%fa : tensor<16x1xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %r = arith.andi %a, %acc : i1
    linalg.yield %r : i1
  } -> tensor<16x1xi1>
  %em = tensor.empty() : tensor<16xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<16xf32>) -> tensor<16xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<16x32xf32>) outs(%fm : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %e = tensor.empty() : tensor<16x32xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<16x32xf32>, tensor<16xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%em : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%exp : tensor<16x32xf32>) outs(%fs : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %soft = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<16x32xf32>, tensor<16xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.divf %a, %s : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %safe = linalg.generic {indexing_maps = [#keep, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%all, %zeros, %soft : tensor<16x1xi1>, tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%p: i1, %z: f32, %s: f32, %o: f32):
    %v = arith.select %p, %z, %s : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  return %safe : tensor<16x32xf32>
}

// Ordered and unordered predicates on NaN and infinities, a per-row operand on either side
// (y < x is computed as x > y), and i1 widened to a float (uitofp: 0 or 1).
// CHECK-LABEL: axe.kernel @predicates
// CHECK: axe.binary greater %[[X:[^ ,]*]], %[[Y:[^ ]*]] into
// CHECK: axe.binary less_equal %[[X]], %{{.*}} into
// CHECK: axe.binary equal
// CHECK: axe.binary not_equal %[[X]], %[[Y]] into
// CHECK: axe.binary greater %[[X]], %[[Y]] into
func.func @predicates(%x: tensor<16x32xf32>, %y: tensor<16x1xf32>) -> tensor<16x32xf32> {
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %four = arith.constant 4.0 : f32
  %eight = arith.constant 8.0 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<16x32xf32>, tensor<16x1xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    %ugt = arith.cmpf ugt, %a, %half : f32
    %ne = arith.cmpf une, %a, %b : f32
    %lt = arith.cmpf olt, %b, %a : f32
    %f0 = arith.uitofp %gt : i1 to f32
    %f1 = arith.uitofp %ugt : i1 to f32
    %f2 = arith.uitofp %ne : i1 to f32
    %f3 = arith.uitofp %lt : i1 to f32
    %t1 = arith.mulf %f1, %two : f32
    %t2 = arith.mulf %f2, %four : f32
    %t3 = arith.mulf %f3, %eight : f32
    %s0 = arith.addf %f0, %t1 : f32
    %s1 = arith.addf %s0, %t2 : f32
    %s2 = arith.addf %s1, %t3 : f32
    linalg.yield %s2 : f32
  } -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}

// torch's masked_fill with a uint8 mask (`tensor<4x8xi8>`, i8 in torch-mlir; a mask that
// is a constant would be folded, as in @causal), read over the batch: the mask's
// comparison is stored as an i1 tensor, and the select reads it with the rank-0 -inf
// constant.
// CHECK-LABEL: axe.kernel @masked_fill
// CHECK: axe.binary not_equal %{{.*}}, %{{.*}} into %{{[^ ]*}} : !axe.tensor<4x8xi8
// CHECK: axe.copy %{{.*}} to %{{.*}} : <4x8xi1, sbuf{{.*}} to <4x8xi1, hbm>
// CHECK: axe.select
func.func @masked_fill(%x: tensor<2x4x8xf32>, %mask: tensor<4x8xi8>) -> tensor<2x4x8xf32> {
  %c0 = arith.constant 0 : i8
  %ninf = arith.constant dense<0xFF800000> : tensor<f32>
  %eb = tensor.empty() : tensor<4x8xi1>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%mask : tensor<4x8xi8>) outs(%eb : tensor<4x8xi1>) {
  ^bb0(%a: i8, %o: i1):
    %c = arith.cmpi ne, %a, %c0 : i8
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e = tensor.empty() : tensor<2x4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%m, %ninf, %x : tensor<4x8xi1>, tensor<f32>, tensor<2x4x8xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%p: i1, %n: f32, %a: f32, %o: f32):
    %v = arith.select %p, %n, %a : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// any((x > 1) & b) per row, an i1 argument and an i1 result (one byte each, 0 or 1), over
// more rows than one tile has partitions.
// CHECK-LABEL: axe.kernel @any_row
// CHECK: axe.binary minimum
// CHECK: axe.reduce maximum %{{.*}} : <128x64xi1, sbuf
func.func @any_row(%x: tensor<130x64xf32>, %b: tensor<130x64xi1>) -> tensor<130xi1> {
  %one = arith.constant 1.0 : f32
  %false = arith.constant false
  %eb = tensor.empty() : tensor<130x64xi1>
  %both = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<130x64xf32>, tensor<130x64xi1>) outs(%eb : tensor<130x64xi1>) {
  ^bb0(%a: f32, %c: i1, %o: i1):
    %gt = arith.cmpf ogt, %a, %one : f32
    %and = arith.andi %gt, %c : i1
    linalg.yield %and : i1
  } -> tensor<130x64xi1>
  %er = tensor.empty() : tensor<130xi1>
  %fr = linalg.fill ins(%false : i1) outs(%er : tensor<130xi1>) -> tensor<130xi1>
  %any = linalg.reduce ins(%both : tensor<130x64xi1>) outs(%fr : tensor<130xi1>) dimensions = [1]
    (%a: i1, %acc: i1) {
      %r = arith.ori %a, %acc : i1
      linalg.yield %r : i1
    }
  return %any : tensor<130xi1>
}

// torch-mlir's causal mask on the linalg route: an iota (linalg.index), j - i of two
// broadcasts of it, j - i <= 0, and with a constant all-true mask, then 0 or -inf by a
// select, all computed at compile time (the select's f32 result too, since an index feeds
// it): the kernel reads one f32 weight and adds it, no i64 tensor and no select.
// CHECK-LABEL: axe.kernel @causal(
// CHECK-SAME: dense<{{\[}}[0.000000e+00, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.000000e+00, 0.000000e+00, 0xFF800000
// CHECK-SAME: tensor<8x8xf32>
// CHECK-NOT: i64
// CHECK-NOT: axe.select
// CHECK: axe.binary add
// CHECK-LABEL: axe.kernel @causal_tosa
func.func @causal(%x: tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
  %c0 = arith.constant 0 : i64
  %e8 = tensor.empty() : tensor<8xi64>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e8 : tensor<8xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<8xi64>
  %cols = tensor.expand_shape %iota [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
  %rows = tensor.expand_shape %iota [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
  %e64 = tensor.empty() : tensor<8x8xi64>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%cols, %rows : tensor<1x8xi64>, tensor<8x1xi64>) outs(%e64 : tensor<8x8xi64>) {
  ^bb0(%j: i64, %i: i64, %o: i64):
    %v = arith.subi %j, %i : i64
    linalg.yield %v : i64
  } -> tensor<8x8xi64>
  %eb = tensor.empty() : tensor<8x8xi1>
  %le = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<8x8xi64>) outs(%eb : tensor<8x8xi1>) {
  ^bb0(%a: i64, %o: i1):
    %c = arith.cmpi sle, %a, %c0 : i64
    linalg.yield %c : i1
  } -> tensor<8x8xi1>
  %ones = arith.constant dense<true> : tensor<8x8xi1>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%le, %ones : tensor<8x8xi1>, tensor<8x8xi1>) outs(%eb : tensor<8x8xi1>) {
  ^bb0(%a: i1, %b: i1, %o: i1):
    %c = arith.andi %a, %b : i1
    linalg.yield %c : i1
  } -> tensor<8x8xi1>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %ninf = arith.constant dense<0xFF800000> : tensor<f32>
  %ef = tensor.empty() : tensor<8x8xf32>
  %bias = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %zero, %ninf : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%ef : tensor<8x8xf32>) {
  ^bb0(%p: i1, %a: f32, %b: f32, %o: f32):
    %v = arith.select %p, %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  %e = tensor.empty() : tensor<2x8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %bias : tensor<2x8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x8x8xf32>
  return %r : tensor<2x8x8xf32>
}

// The TOSA route's form of the same mask: the iota as i64 constants, truncated to i32,
// subtracted, sign-extended back and compared (folded the same way), then a select of
// the scores against -inf.
func.func @causal_tosa(%x: tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
  %zero = arith.constant dense<0> : tensor<1x1xi64>
  %cols64 = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>
  %rows64 = arith.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7]]> : tensor<8x1xi64>
  %e1 = tensor.empty() : tensor<1x8xi32>
  %cols = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%cols64 : tensor<1x8xi64>) outs(%e1 : tensor<1x8xi32>) {
  ^bb0(%a: i64, %o: i32):
    %v = arith.trunci %a : i64 to i32
    linalg.yield %v : i32
  } -> tensor<1x8xi32>
  %e2 = tensor.empty() : tensor<8x1xi32>
  %rows = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%rows64 : tensor<8x1xi64>) outs(%e2 : tensor<8x1xi32>) {
  ^bb0(%a: i64, %o: i32):
    %v = arith.trunci %a : i64 to i32
    linalg.yield %v : i32
  } -> tensor<8x1xi32>
  %e32 = tensor.empty() : tensor<8x8xi32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%cols, %rows : tensor<1x8xi32>, tensor<8x1xi32>) outs(%e32 : tensor<8x8xi32>) {
  ^bb0(%j: i32, %i: i32, %o: i32):
    %v = arith.subi %j, %i : i32
    linalg.yield %v : i32
  } -> tensor<8x8xi32>
  %e64 = tensor.empty() : tensor<8x8xi64>
  %wide = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<8x8xi32>) outs(%e64 : tensor<8x8xi64>) {
  ^bb0(%a: i32, %o: i64):
    %v = arith.extsi %a : i32 to i64
    linalg.yield %v : i64
  } -> tensor<8x8xi64>
  %eb = tensor.empty() : tensor<8x8xi1>
  %le = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (0, 0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%wide, %zero : tensor<8x8xi64>, tensor<1x1xi64>) outs(%eb : tensor<8x8xi1>) {
  ^bb0(%a: i64, %z: i64, %o: i1):
    %c = arith.cmpi sle, %a, %z : i64
    linalg.yield %c : i1
  } -> tensor<8x8xi1>
  %ninf = arith.constant dense<0xFF800000> : tensor<1x1x1xf32>
  %e = tensor.empty() : tensor<2x8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%le, %x, %ninf : tensor<8x8xi1>, tensor<2x8x8xf32>, tensor<1x1x1xf32>) outs(%e : tensor<2x8x8xf32>) {
  ^bb0(%p: i1, %a: f32, %n: f32, %o: f32):
    %v = arith.select %p, %a, %n : f32
    linalg.yield %v : f32
  } -> tensor<2x8x8xf32>
  return %r : tensor<2x8x8xf32>
}

// The ONNX route's form (torch.onnx.export of scaled_dot_product_attention(is_causal=True),
// then torch-mlir's importer): tril of a constant of ones as a select on the indices, a
// float tensor; == 0; then -inf or 0 by a select. Floats fold as bits, moved, selected and
// compared (oeq), never computed: the kernel reads the 0 / -inf weight and adds it.
// CHECK-LABEL: axe.kernel @causal_onnx(
// CHECK-SAME: dense<{{\[}}[0.000000e+00, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0.000000e+00, 0.000000e+00, 0xFF800000
// CHECK-SAME: tensor<8x8xf32>
// CHECK-NOT: axe.select
// CHECK: axe.binary add
func.func @causal_onnx(%x: tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ones = arith.constant dense<1.000000e+00> : tensor<8x8xf32>
  %ninf1 = arith.constant dense<0xFF800000> : tensor<1xf32>
  %zero1 = arith.constant dense<0.000000e+00> : tensor<1xf32>
  %ef = tensor.empty() : tensor<8x8xf32>
  %tril = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%ones : tensor<8x8xf32>) outs(%ef : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %i64 = arith.index_cast %i : index to i64
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %below = arith.cmpi sle, %j64, %i64 : i64
    %v = arith.select %below, %in, %zero : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  %eb = tensor.empty() : tensor<8x8xi1>
  %masked = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%tril, %zero1 : tensor<8x8xf32>, tensor<1xf32>) outs(%eb : tensor<8x8xi1>) {
  ^bb0(%a: f32, %z: f32, %o: i1):
    %c = arith.cmpf oeq, %a, %z : f32
    linalg.yield %c : i1
  } -> tensor<8x8xi1>
  %bias = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (0)>, affine_map<(d0, d1) -> (0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%masked, %ninf1, %zero1 : tensor<8x8xi1>, tensor<1xf32>, tensor<1xf32>) outs(%ef : tensor<8x8xf32>) {
  ^bb0(%m: i1, %n: f32, %z: f32, %o: f32):
    %v = arith.select %m, %n, %z : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  %e = tensor.empty() : tensor<2x8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %bias : tensor<2x8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x8x8xf32>
  return %r : tensor<2x8x8xf32>
}

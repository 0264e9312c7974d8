// convert-linalg-to-axe-trainium on embeddings: a linalg.generic reading table[ids[...], j]
// with tensor.extract (torch-mlir's aten.embedding, on the linalg route with its bounds checks
// and on the TOSA route through a trunci to i32) becomes a load of the indices as a [P, 1]
// i32 tile, axe.gather (an indirect DMA) and a store, per tile of up to 128 rows. Index
// arguments are flat int32 in the kernel (nki.index_arguments; the module's wrapper narrows
// the caller's int64 array); constant indices are checked and become an i32 weight. Each
// kernel runs on the NKI interpreter against numpy's indexing; an index outside the table is
// the DMA's error, and one outside int32 the wrapper's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-axe-trainium 2>&1 | FileCheck %s
// RUN: axe-compile %s --target=nki -o %t/gather.py 2>/dev/null
// RUN: FileCheck %s --check-prefix=NKI < %t/gather.py
// RUN: %python %nki_check %t/gather.py embedding "numpy:x1[x0]" 2x8:i64:100 100x16 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/gather.py embedding_tiles "numpy:x1[x0]" 3x150:i64:1000 1000x8 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/gather.py embedding_tosa "numpy:np.arange(20, dtype=np.float32).reshape(5, 4)[x0]" 2x8:i64:5 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/gather.py reversed "numpy:x0[::-1]" 16x4 | FileCheck %s --check-prefix=ORACLE
// RUN: %python %nki_check %t/gather.py embedding_onnx "numpy:x1[x0]" 2x8:i64:pm100 100x16 | FileCheck %s --check-prefix=ORACLE
// RUN: not %python %nki_check %t/gather.py embedding "numpy:x1[x0]" 2x8:i64:200 100x16 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: not %python -c "import sys, numpy as np; sys.path.insert(0, '%nki_interp'); import importlib.util as u; s = u.spec_from_file_location('g', '%t/gather.py'); m = u.module_from_spec(s); s.loader.exec_module(m); m.embedding(np.full((2, 8), 2**31), np.zeros((100, 16), np.float32))" 2>&1 | FileCheck %s --check-prefix=INT32
// ORACLE: PASS
// OUTSIDE: oob_mode.error
// INT32: ValueError: embedding: argument 0 holds an index outside int32

#ids = affine_map<(d0, d1, d2) -> (d0, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row2 = affine_map<(d0, d1) -> (d0)>

// torch-mlir's linalg route: the ids are a kernel argument (flat int32), the bounds checks
// go with a remark.
// CHECK: remark: cf.assert removed: the gather's indirect DMA raises on an index outside the table
// CHECK-LABEL: axe.kernel @embedding(%arg0: !axe.tensor<16xi32, hbm>, %arg1: !axe.tensor<100x16xf32, hbm>) -> !axe.tensor<2x8x16xf32, hbm> attributes {nki.index_arguments = [0]}
// CHECK: axe.copy %arg0[%{{[^]]*}}] to %[[IDS:[^ ]*]] : <16xi32, hbm> to <8x1xi32, sbuf
// CHECK: axe.gather %arg1[%[[IDS]]] into %[[ROWS:[^ ]*]] : !axe.tensor<100x16xf32, hbm>, !axe.tensor<8x1xi32, sbuf, {{.*}}>, !axe.tensor<8x16xf32, sbuf
// CHECK: axe.copy %[[ROWS]] to %out0[
// NKI-LABEL: def embedding_kernel(
// NKI: nisa.dma_copy(dst={{.*}}, src={{.*}}.ap(pattern={{\[\[}}16, 8], [1, 16]], offset=0, vector_offset={{.*}}, indirect_dim=0), oob_mode=nisa.oob_mode.error)
// NKI-LABEL: def embedding(
// NKI: np.ascontiguousarray({{.*}}, dtype=np.int32).reshape(-1)
func.func @embedding(%ids: tensor<2x8xi64>, %table: tensor<100x16xf32>) -> tensor<2x8x16xf32> {
  %c100 = arith.constant 100 : index
  %c0_i64 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2x8x16xf32>
  %r = linalg.generic {indexing_maps = [#ids, #out], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<2x8xi64>) outs(%e : tensor<2x8x16xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 2 : index
    %below = arith.cmpi slt, %row, %c100 : index
    cf.assert %below, "index must be smaller than dim size"
    %above = arith.cmpi sge, %i, %c0_i64 : i64
    cf.assert %above, "index must be larger or equal to 0"
    %v = tensor.extract %table[%row, %col] : tensor<100x16xf32>
    linalg.yield %v : f32
  } -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}

// More rows than a tile: 150 per batch element is a tile of 128 and a ragged one of 22.
// CHECK-LABEL: axe.kernel @embedding_tiles
// CHECK: axe.gather %arg1[%{{.*}}] into %{{.*}} : !axe.tensor<1000x8xf32, hbm>, !axe.tensor<128x1xi32
func.func @embedding_tiles(%ids: tensor<3x150xi64>, %table: tensor<1000x8xf32>) -> tensor<3x150x8xf32> {
  %e = tensor.empty() : tensor<3x150x8xf32>
  %r = linalg.generic {indexing_maps = [#ids, #out], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<3x150xi64>) outs(%e : tensor<3x150x8xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 2 : index
    %v = tensor.extract %table[%row, %col] : tensor<1000x8xf32>
    linalg.yield %v : f32
  } -> tensor<3x150x8xf32>
  return %r : tensor<3x150x8xf32>
}

// The TOSA route: the ids are reshaped and truncated to i32 (renamings of the int32 argument)
// and the table is a [1, rows, cols] constant read at [0, id, j].
// CHECK-LABEL: axe.kernel @embedding_tosa(%arg0: !axe.tensor<16xi32, hbm>, %w0: !axe.tensor<1x5x4xf32, hbm>)
// CHECK: axe.gather %w0[
func.func @embedding_tosa(%ids: tensor<2x8xi64>) -> tensor<2x8x4xf32> {
  %table = arith.constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0]]]> : tensor<1x5x4xf32>
  %flat = tensor.collapse_shape %ids [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
  %one = tensor.expand_shape %flat [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
  %e32 = tensor.empty() : tensor<1x16xi32>
  %narrow = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%one : tensor<1x16xi64>) outs(%e32 : tensor<1x16xi32>) {
  ^bb0(%i: i64, %o: i32):
    %t = arith.trunci %i : i64 to i32
    linalg.yield %t : i32
  } -> tensor<1x16xi32>
  %e = tensor.empty() : tensor<1x16x4xf32>
  %r = linalg.generic {indexing_maps = [#ids, #out], iterator_types = ["parallel", "parallel", "parallel"]} ins(%narrow : tensor<1x16xi32>) outs(%e : tensor<1x16x4xf32>) {
  ^bb0(%i: i32, %o: f32):
    %c0 = arith.constant 0 : index
    %row = arith.index_cast %i : i32 to index
    %col = linalg.index 2 : index
    %v = tensor.extract %table[%c0, %row, %col] : tensor<1x5x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x16x4xf32>
  %rows = tensor.collapse_shape %r [[0, 1], [2]] : tensor<1x16x4xf32> into tensor<16x4xf32>
  %out = tensor.expand_shape %rows [[0, 1], [2]] output_shape [2, 8, 4] : tensor<16x4xf32> into tensor<2x8x4xf32>
  return %out : tensor<2x8x4xf32>
}

// Indices known at compile time (a positional embedding's positions): an i32 weight.
// CHECK-LABEL: axe.kernel @reversed(%arg0: !axe.tensor<16x4xf32, hbm>, %w0: !axe.tensor<16xi32, hbm>)
// CHECK: axe.gather %arg0[
func.func @reversed(%x: tensor<16x4xf32>) -> tensor<16x4xf32> {
  %positions = arith.constant dense<[15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]> : tensor<16xi64>
  %e = tensor.empty() : tensor<16x4xf32>
  %r = linalg.generic {indexing_maps = [#row2, #id2], iterator_types = ["parallel", "parallel"]} ins(%positions : tensor<16xi64>) outs(%e : tensor<16x4xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %x[%row, %col] : tensor<16x4xf32>
    linalg.yield %v : f32
  } -> tensor<16x4xf32>
  return %r : tensor<16x4xf32>
}

// ONNX's Gather: negative indices wrap as in numpy (x < 0 ? x + 100 : x), three generics over
// the ids that the kernel applies to the index tile (a comparison, a scale by 100 and an add).
// CHECK-LABEL: axe.kernel @embedding_onnx(%arg0: !axe.tensor<16xi32, hbm>, %arg1: !axe.tensor<100x16xf32, hbm>)
// CHECK: axe.binary less
// CHECK: axe.map copy {{.*}} {scale = 1.000000e+02 : f64}
// CHECK: axe.binary add
// CHECK: axe.gather %arg1[
func.func @embedding_onnx(%ids: tensor<2x8xi64>, %table: tensor<100x16xf32>) -> tensor<2x8x16xf32> {
  %c100 = arith.constant 100 : i64
  %c0 = arith.constant 0 : i64
  %eb = tensor.empty() : tensor<2x8xi1>
  %negative = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<2x8xi64>) outs(%eb : tensor<2x8xi1>) {
  ^bb0(%i: i64, %o: i1):
    %c = arith.cmpi slt, %i, %c0 : i64
    linalg.yield %c : i1
  } -> tensor<2x8xi1>
  %ei = tensor.empty() : tensor<2x8xi64>
  %shifted = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<2x8xi64>) outs(%ei : tensor<2x8xi64>) {
  ^bb0(%i: i64, %o: i64):
    %a = arith.addi %i, %c100 : i64
    linalg.yield %a : i64
  } -> tensor<2x8xi64>
  %wrapped = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%negative, %shifted, %ids : tensor<2x8xi1>, tensor<2x8xi64>, tensor<2x8xi64>) outs(%ei : tensor<2x8xi64>) {
  ^bb0(%n: i1, %s: i64, %i: i64, %o: i64):
    %w = arith.select %n, %s, %i : i64
    linalg.yield %w : i64
  } -> tensor<2x8xi64>
  %e = tensor.empty() : tensor<2x8x16xf32>
  %r = linalg.generic {indexing_maps = [#ids, #out], iterator_types = ["parallel", "parallel", "parallel"]} ins(%wrapped : tensor<2x8xi64>) outs(%e : tensor<2x8x16xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 2 : index
    %v = tensor.extract %table[%row, %col] : tensor<100x16xf32>
    linalg.yield %v : f32
  } -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}

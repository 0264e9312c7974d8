// REQUIRES: ptxas
// A linalg.generic body's runtime checks on an NVIDIA GPU (uop.assert; "Runtime checks" in
// docs/guides/pipeline.md): each lowers to upstream's call of __assertfail, with which the
// CUDA runtime prints the message (file:line:col: runtime check failed: ...) and stops the
// kernel; ptxas assembles the result. torch-mlir's embedding: its two bounds checks.
// RUN: axe-compile %s --target=nvptx -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// CHECK: .extern .func __assertfail
// CHECK-COUNT-2: call.uni __assertfail
// CHECK-NOT: call.uni __assertfail
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @embedding(%arg0: tensor<2x8xi64>, %cst: tensor<100x16xf32>) -> tensor<2x8x16xf32> {
  %c100 = arith.constant 100 : index
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty() : tensor<2x8x16xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.index_cast %in : i64 to index
    %3 = linalg.index 2 : index
    %4 = arith.cmpi slt, %2, %c100 : index
    cf.assert %4, "index must be smaller than dim size"
    %5 = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %5, "index must be larger or equal to 0"
    %extracted = tensor.extract %cst[%2, %3] : tensor<100x16xf32>
    linalg.yield %extracted : f32
  } -> tensor<2x8x16xf32>
  return %1 : tensor<2x8x16xf32>
}

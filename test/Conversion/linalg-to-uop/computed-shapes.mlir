// Shapes a program computes from constants: torch-mlir's ONNX importer writes a
// Slice's bounds as arithmetic on small integer tensors (linalg.generic over
// tensor<1xi64> constants, tensor.extract, clamps), so the slices and every
// tensor after them have a dynamic dimension until that arithmetic is folded.
// convert-linalg-to-uop first evaluates each generic over constants with its
// body ops' own folders (divsi truncates: -7 / 2 is -3, so the half below is
// 7 + (-3) = 4; a floor division would make it 3 and the numpy oracle fail),
// then runs upstream's canonicalization patterns (and folds casts into
// tensor.concat), and converts the static program. @rotate_half is the shape of
// the corpus's rotary embedding through ONNX (models/fast/rotary_embedding),
// with the size check torch-mlir writes (cf.assert, proven and removed).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %python %S/Inputs/numpy_oracle.py %t/uop.mlir %t rotate_half | FileCheck %s --check-prefix=NUMPY

// CHECK-LABEL: func.func @rotate_half
// CHECK-NOT: ?x
// CHECK-NOT: cf.assert
// CHECK-DAG: uop.shrink %{{.*}} begin [0, 0, 0, 0] end [1, 2, 4, 4]
// CHECK-DAG: uop.shrink %{{.*}} begin [0, 0, 0, 4] end [1, 2, 4, 8]
// CHECK: return
// NUMPY: rotate_half: interpreter vs numpy max abs error {{.*}}: ok

#id1 = affine_map<(d0) -> (d0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @rotate_half(%x: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c7_i64 = arith.constant 7 : i64
  %minus_seven = arith.constant dense<-7> : tensor<1xi64>
  %two = arith.constant dense<2> : tensor<1xi64>
  %e = tensor.empty() : tensor<1xi64>
  %half_t = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%minus_seven, %two : tensor<1xi64>, tensor<1xi64>) outs(%e : tensor<1xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %q = arith.divsi %a, %b : i64
    %s = arith.addi %q, %c7_i64 : i64
    linalg.yield %s : i64
  } -> tensor<1xi64>
  %h64 = tensor.extract %half_t[%c0] : tensor<1xi64>
  %h = arith.index_cast %h64 : i64 to index
  %rest = arith.subi %c8, %h : index
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, %h] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x?xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, %h] [1, 2, 4, %rest] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x?xf32>
  %ne = tensor.empty(%rest) : tensor<1x2x4x?xf32>
  %neg = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%hi : tensor<1x2x4x?xf32>) outs(%ne : tensor<1x2x4x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<1x2x4x?xf32>
  %cat = tensor.concat dim(3) %neg, %lo : (tensor<1x2x4x?xf32>, tensor<1x2x4x?xf32>) -> tensor<1x2x4x?xf32>
  %d = tensor.dim %cat, %c3 : tensor<1x2x4x?xf32>
  %ok = arith.cmpi eq, %d, %c8 : index
  cf.assert %ok, "mismatched size for broadcast"
  %r = tensor.cast %cat : tensor<1x2x4x?xf32> to tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// convert-linalg-to-axe-trainium's f64-in-f32 option: by default f64 values the program
// computes (torch-mlir's LayerNorm variance) are computed in f32, NKI having no f64, with a
// remark at the first; with f64-in-f32=false they are refused there.
// RUN: axe-opt %s --convert-linalg-to-axe-trainium 2>&1 | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-axe-trainium=f64-in-f32=false --verify-diagnostics

#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: remark: computes f64 in f32 (NKI has no f64
// CHECK: axe.kernel @widen
func.func @widen(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e64 = tensor.empty() : tensor<4x8xf64>
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{computes in f64, which NKI does not have (f64-in-f32=true computes it in f32)}}
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e64 : tensor<4x8xf64>) {
  ^bb0(%in: f32, %out: f64):
    %r = arith.extf %in : f32 to f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<4x8xf64>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f64, %out: f32):
    %s = arith.truncf %in : f64 to f32
    %r = math.exp %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

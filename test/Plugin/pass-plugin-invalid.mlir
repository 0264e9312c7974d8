// A Rust pass inside upstream mlir-opt reports located diagnostics, which
// --verify-diagnostics checks as in axe-opt (test/Transforms/rangeify/invalid.mlir).
// REQUIRES: pass-plugin
// RUN: %mlir_opt --load-dialect-plugin=%axe_plugin --load-pass-plugin=%axe_pass_plugin %s \
// RUN:   --split-input-file --pass-pipeline='builtin.module(uop-rangeify)' --verify-diagnostics

// expected-error @+1 {{'func.func' op argument 0 is not a ranked static tensor (tensor<?xf32>)}}
func.func @dynamic(%x: tensor<?xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @unknown_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.empty' op is not a tensor-level op that rangeify knows}}
  %e = tensor.empty() : tensor<4xf32>
  %y = arith.addf %x, %e : tensor<4xf32>
  return %y : tensor<4xf32>
}

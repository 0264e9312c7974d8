// Malformed layouts give a diagnostic at the offending character.
// RUN: axe-opt %s --split-input-file --verify-diagnostics
// The column points at the bad token itself:
// RUN: not axe-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

// LOC: layout-attr-invalid.mlir:[[# @LINE + 2]]:70: error: invalid layout: stride must be non-zero
// expected-error @+1 {{invalid layout: stride must be non-zero}}
func.func @zero_stride() attributes {l = #axe.layout<S[(8,2):(4@lane,0@warp)]>} {
  return
}

// -----

// expected-error @+1 {{invalid layout: extent 0 must be positive}}
func.func @zero_extent() attributes {l = #axe.layout<S[(0,2):(2,1)]>} {
  return
}

// -----

// expected-error @+1 {{invalid layout}}
func.func @mismatched_counts() attributes {l = #axe.layout<S[(8,2):(4)]>} {
  return
}

// -----

// expected-error @+1 {{invalid layout}}
func.func @unknown_syntax() attributes {l = #axe.layout<Q[8:1]>} {
  return
}

// -----

// expected-error @+1 {{invalid layout}}
func.func @overflow() attributes {l = #axe.layout<S[99999999999999999999:1]>} {
  return
}

// -----

// expected-error @+1 {{invalid layout}}
func.func @no_shard() attributes {l = #axe.layout<R[2:1@warp]>} {
  return
}

// -----

// expected-error @+1 {{unknown axe attribute 'swizzle'}}
func.func @unknown_attribute() attributes {l = #axe.swizzle<3>} {
  return
}

// -----

// expected-error @+1 {{expected '#axe.layout<' layout '>'}}
func.func @no_brackets() attributes {l = #axe.layout} {
  return
}

// -----

// A layout as a builtin tensor's encoding must admit the tensor's shape
// (issue 15 item 14): S[3:1] covers 3 elements, tensor<4x8xf32> has 32.
// expected-error @+1 {{layout #axe.layout<S[3:1]> does not admit shape [4, 8]: shape mismatch: shape (4,8) has 32 elements but the layout has 3}}
func.func @encoding_too_small(%t: tensor<4x8xf32, #axe.layout<S[3:1]>>) {
  return
}


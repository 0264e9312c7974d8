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


// -----

// Hardware axes have extents (issue 15 item 14): a warp has 32 lanes, so a
// layout on lane 40 names a lane that does not exist.
// expected-error @+1 {{invalid layout: shape mismatch: the layout reaches coordinates 0 to 39 on `lane`, which has 32 (0 to 31)}}
func.func @lane_40() attributes {l = #axe.layout<S[40:1@lane]>} {
  return
}

// -----

// A Trainium SBUF tensor has 128 partitions.
// expected-error @+1 {{the layout reaches coordinates 0 to 255 on `P`, which has 128 (0 to 127)}}
func.func @partition_256() attributes {l = #axe.layout<S[(256,4):(1@P,1@F)]>} {
  return
}

// -----

// An offset counts too: lanes 1 to 32.
// expected-error @+1 {{the layout reaches coordinates 1 to 32 on `lane`, which has 32 (0 to 31)}}
func.func @lane_offset() attributes {l = #axe.layout<S[32:1@lane] + 1@lane>} {
  return
}

// #axe.layout<...> parses in TIRx's spelling (spec 001 section 2,
// layout-anchors.md section 0) and prints its normal form: the same iters in
// one spelling. Normalizing is not canonicalizing (see
// Transforms/canonicalize-layouts).
// RUN: axe-opt %s | FileCheck %s
// RUN: axe-opt %s | axe-opt | FileCheck %s

// CHECK-LABEL: func @spellings
// CHECK-SAME: full = #axe.layout<S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp>
// CHECK-SAME: memory = #axe.layout<S[(4,8):(8,1)]>
// CHECK-SAME: quoted_axis = #axe.layout<S[8:1@laneid]>
// CHECK-SAME: row_major = #axe.layout<S[(2,3,4):(12,4,1)]>
// CHECK-SAME: spaced = #axe.layout<S[(4,8):(8,1)]>
func.func @spellings() attributes {
  full = #axe.layout<S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp>,
  memory = #axe.layout<S[(4,8):(8,1)]>,
  spaced = #axe.layout<  S[ (4, 8) : (8, 1) ]  >,
  row_major = #axe.layout<S[2,3,4]>,
  quoted_axis = #axe.layout<S[8:"laneid"]>
} {
  return
}

// Layouts are uniqued by their normal form, so both spellings are one attribute.
// CHECK-LABEL: func @uniqued
// CHECK-SAME: a = #axe.layout<S[(2,3,4):(12,4,1)]>, b = #axe.layout<S[(2,3,4):(12,4,1)]>
func.func @uniqued() attributes {a = #axe.layout<S[2,3,4]>, b = #axe.layout<S[(2,3,4):(12,4,1)]>} {
  return
}

// Negative strides, offsets on several axes, and a layout as a tensor encoding.
// CHECK-LABEL: func @encodings
// CHECK-SAME: tensor<4x8xf32, #axe.layout<S[(4,8):(-8,1)] + 31>>
// CHECK-SAME: offsets = #axe.layout<S[4:1@lane] + 2@lane + 3@warp>
func.func @encodings(%t: tensor<4x8xf32, #axe.layout<S[(4,8):(-8,1)] + 31>>) attributes {offsets = #axe.layout<S[4:1@lane] + 3@warp + 2@lane>} {
  return
}

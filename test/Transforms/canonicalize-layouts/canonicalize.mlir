// axe-canonicalize-layouts rewrites every #axe.layout (op attributes, nested
// arrays, tensor encodings) to its canonical form (spec 001 Appendix A), and
// warns where the gap condition fails and the form may not be unique.
// RUN: axe-opt %s --split-input-file --axe-canonicalize-layouts --verify-diagnostics | FileCheck %s

// D1 merges (4,2):(2,1) into 8:1; D0 drops the unit iter; a zero offset goes.
// CHECK-LABEL: func @merges
// CHECK-SAME: tensor<8xf32, #axe.layout<S[8:1]>>
// CHECK-SAME: a = #axe.layout<S[8:1]>
// CHECK-SAME: nested = [#axe.layout<S[4:1@lane]>]
func.func @merges(%x: tensor<8xf32, #axe.layout<S[(4,2):(2,1)]>>) attributes {
    a = #axe.layout<S[(2,1,4):(4,7,1)] + 0@warp>,
    nested = [#axe.layout<S[(2,2):(2@lane,1@lane)]>]} {
  return
}

// -----

// Iters on different axes never merge; replica iters merge like shard ones.
// CHECK-LABEL: func @axes_stay_apart
// CHECK-SAME: a = #axe.layout<S[(2,4):(4@warp,1@lane)]>
// CHECK-SAME: r = #axe.layout<S[4:1] + R[4:1@w]>
func.func @axes_stay_apart() attributes {
    a = #axe.layout<S[(2,4):(4@warp,1@lane)]>,
    r = #axe.layout<S[4:1] + R[(2,2):(2@w,1@w)]>} {
  return
}

// -----

// Replicas {0,1,2} + {0,2} on w cover 0..4: C1/C2 absorb them into one iter.
// CHECK-LABEL: func @replicas_absorbed
// CHECK-SAME: r = #axe.layout<S[4:1] + R[5:1@w]>
func.func @replicas_absorbed() attributes {r = #axe.layout<S[4:1] + R[(2,3):(2@w,1@w)]>} {
  return
}

// -----

// Strides 2 and 3 on w: 3 <= 2*2, so the gap condition fails; sorted, kept, reported.
// CHECK-LABEL: func @gap_condition_fails
// CHECK-SAME: r = #axe.layout<S[4:1] + R[(2,2):(2@w,3@w)]>
// expected-warning @+1 {{may not be unique: on axis 'w' replica iter 2:2 is followed by stride 3 <= 2*2}}
func.func @gap_condition_fails() attributes {r = #axe.layout<S[4:1] + R[(2,2):(3@w,2@w)]>} {
  return
}

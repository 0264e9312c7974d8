// A signed comparison of i1 values reads true as -1: `slt true, false` holds. The index
// simplifier and the range analysis read a bool as 0 or 1, and folded `slt x, false` to false
// (tools/fuzz finding 7: seed 104 batch 33 f18, an xori reduction of such compares; the kernel
// stored a constant false). They now decide a signed predicate on i1 as the unsigned one on
// the swapped operands. Each function is compiled for the CPU and run against the
// interpreter on random bools (both values occur in 24 elements in every trial).
// RUN: axe-run %s --target cpu --trials 4 | FileCheck %s
// CHECK: @slt_false: 4 trials, {{.*}}: ok
// CHECK: @sgt_false: 4 trials, {{.*}}: ok
// CHECK: @sle_true: 4 trials, {{.*}}: ok
// CHECK: @sge_pair: 4 trials, {{.*}}: ok
// CHECK: @xor_of_slt: 4 trials, {{.*}}: ok
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @slt_false(%a: tensor<4x6xi8>) -> tensor<4x6xi1> {
  %e = tensor.empty() : tensor<4x6xi1>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi8>) outs(%e : tensor<4x6xi1>) {
  ^bb0(%x: i8, %out: i1):
    %b = arith.trunci %x : i8 to i1
    %f = arith.constant false
    %c = arith.cmpi slt, %b, %f : i1
    linalg.yield %c : i1
  } -> tensor<4x6xi1>
  return %r : tensor<4x6xi1>
}
func.func @sgt_false(%a: tensor<4x6xi8>) -> tensor<4x6xi1> {
  %e = tensor.empty() : tensor<4x6xi1>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi8>) outs(%e : tensor<4x6xi1>) {
  ^bb0(%x: i8, %out: i1):
    %b = arith.trunci %x : i8 to i1
    %f = arith.constant false
    %c = arith.cmpi sgt, %f, %b : i1
    linalg.yield %c : i1
  } -> tensor<4x6xi1>
  return %r : tensor<4x6xi1>
}
func.func @sle_true(%a: tensor<4x6xi8>) -> tensor<4x6xi1> {
  %e = tensor.empty() : tensor<4x6xi1>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi8>) outs(%e : tensor<4x6xi1>) {
  ^bb0(%x: i8, %out: i1):
    %b = arith.trunci %x : i8 to i1
    %t = arith.constant true
    %c = arith.cmpi sle, %b, %t : i1
    linalg.yield %c : i1
  } -> tensor<4x6xi1>
  return %r : tensor<4x6xi1>
}
func.func @sge_pair(%a: tensor<4x6xi8>, %b: tensor<4x6xi8>) -> tensor<4x6xi1> {
  %e = tensor.empty() : tensor<4x6xi1>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x6xi8>, tensor<4x6xi8>) outs(%e : tensor<4x6xi1>) {
  ^bb0(%x: i8, %y: i8, %out: i1):
    %p = arith.trunci %x : i8 to i1
    %q = arith.trunci %y : i8 to i1
    %c = arith.cmpi sge, %p, %q : i1
    linalg.yield %c : i1
  } -> tensor<4x6xi1>
  return %r : tensor<4x6xi1>
}
func.func @xor_of_slt(%a: tensor<4x6xi8>) -> tensor<6xi1> {
  %e = tensor.empty() : tensor<4x6xi1>
  %lt = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi8>) outs(%e : tensor<4x6xi1>) {
  ^bb0(%x: i8, %out: i1):
    %b = arith.trunci %x : i8 to i1
    %f = arith.constant false
    %c = arith.cmpi slt, %b, %f : i1
    linalg.yield %c : i1
  } -> tensor<4x6xi1>
  %false = arith.constant false
  %e6 = tensor.empty() : tensor<6xi1>
  %init = linalg.fill ins(%false : i1) outs(%e6 : tensor<6xi1>) -> tensor<6xi1>
  %r = linalg.reduce ins(%lt : tensor<4x6xi1>) outs(%init : tensor<6xi1>) dimensions = [0]
    (%in: i1, %acc: i1) {
      %s = arith.xori %in, %acc : i1
      linalg.yield %s : i1
    }
  return %r : tensor<6xi1>
}

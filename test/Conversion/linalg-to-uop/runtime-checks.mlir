// A computed cf.assert in a linalg.generic body is a runtime check (uop.assert,
// UOpTensorOps.td): convert-linalg-to-uop guards the values the body yields with
// it (before any reduction), at the assert's location and with its message; a
// check that the ranges of its operands prove (a constant true, linalg.index
// against its loop's extent) is removed with a remark. uop-kernelize keeps it in
// the kernel that computes the guarded value, and convert-uop-to-scf writes a
// cf.assert at the condition's own loop: torch-mlir's embedding checks each token
// id once, outside the loop over the row it reads. What the checks do when they
// run, on every target: test/Tools/axe-run/runtime-checks.mlir, on inputs that pass them and
// inputs that fail them. (Every line verifies the remarks, which also keeps the equivalence
// harness from replaying them on random inputs: random token ids fail the checks.)
// RUN: axe-opt %s --convert-linalg-to-uop --verify-diagnostics | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop --uop-kernelize --verify-diagnostics | FileCheck %s --check-prefix=KERNEL
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-tensor-to-kernels,uop-schedule,convert-uop-to-scf)' --verify-diagnostics | FileCheck %s --check-prefix=SCF

// torch-mlir's embedding (models/fast/embedding/linalg.mlir, the weight an
// argument): both bounds checks guard the gathered row, in the body's order.
// CHECK-LABEL: func.func @embedding
// CHECK: %[[ROWS:.*]] = uop.gather
// CHECK: %[[LOW:.*]] = uop.assert %{{.*}}, %[[ROWS]], "index must be smaller than dim size" : tensor<2x8x16xi1>, tensor<2x8x16xf32>
// CHECK: uop.assert %{{.*}}, %[[LOW]], "index must be larger or equal to 0" : tensor<2x8x16xi1>, tensor<2x8x16xf32>
// CHECK-NOT: cf.assert
// The kernel checks the loaded id and stores the row it guards.
// KERNEL-LABEL: func.func @embedding_k0
// KERNEL: %[[ID:.*]] = uop.load %{{.*}} : i64
// KERNEL: uop.assert %{{.*}}, %{{.*}}, "index must be smaller than dim size" : i1, f32
// KERNEL: uop.assert %{{.*}}, %{{.*}}, "index must be larger or equal to 0" : i1, f32
// KERNEL: uop.store
// Each check once per token: both cf.asserts sit in the token loop, before the
// gather's clamped row (the value they guard) and the loop over the row's 16
// elements, their messages located at the cf.assert.
// SCF-LABEL: func.func @embedding_k0
// SCF: memref.load %{{.*}} : memref<16xi64>
// SCF: cf.assert %{{.*}}, "{{.*}}runtime-checks.mlir:[[# @LINE + 17]]:5: runtime check failed: index must be smaller than dim size"
// SCF: cf.assert %{{.*}}, "{{.*}}runtime-checks.mlir:[[# @LINE + 18]]:5: runtime check failed: index must be larger or equal to 0"
// SCF-NEXT: arith.maxsi
// SCF: scf.for
// SCF-NOT: cf.assert
// SCF: return
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

// A check that is not a bound of a gathered index: x >= 0 before a square root,
// element by element.
// CHECK-LABEL: func.func @sqrt_of_nonnegative
// CHECK: %[[ROOT:.*]] = math.sqrt
// CHECK: uop.assert %{{.*}}, %[[ROOT]], "x must be non-negative" : tensor<4x8xi1>, tensor<4x8xf32>
// SCF-LABEL: func.func @sqrt_of_nonnegative_k0
// SCF: arith.cmpf oge
// SCF: cf.assert %{{.*}}, "{{.*}}runtime-checks.mlir:[[# @LINE + 9]]:5: runtime check failed: x must be non-negative"
#id2 = affine_map<(i, j) -> (i, j)>
func.func @sqrt_of_nonnegative(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ok = arith.cmpf oge, %in, %zero : f32
    cf.assert %ok, "x must be non-negative"
    %s = math.sqrt %in : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// A check in a reduction body guards each summed term, before the sum.
// CHECK-LABEL: func.func @checked_row_sum
// CHECK: %[[TERM:.*]] = uop.assert %{{.*}}, %{{.*}}, "term must be finite" : tensor<4x8xi1>, tensor<4x8xf32>
// CHECK: uop.reduce_axis add %[[TERM]]
func.func @checked_row_sum(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %inf = arith.constant 0x7F800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = math.absf %in : f32
    %finite = arith.cmpf olt, %a, %inf : f32
    cf.assert %finite, "term must be finite"
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Checks the ranges prove are removed with a remark: a position within its
// loop's extent (signed, unsigned, through a cast); nothing is left to run.
// CHECK-LABEL: func.func @proven_positions
// CHECK-NOT: uop.assert
// CHECK: return
func.func @proven_positions(%t: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c6 = arith.constant 6 : index
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<6x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<6x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %below = arith.cmpi slt, %i, %c6 : index
    // expected-remark @+1 {{cf.assert removed: the ranges of its operands prove the condition (constants, linalg.index within its loop's extent, a constant input's elements)}}
    cf.assert %below, "index must be smaller than dim size"
    %i64 = arith.index_cast %i : index to i64
    %c0_i64 = arith.constant 0 : i64
    %above = arith.cmpi sge, %i64, %c0_i64 : i64
    // expected-remark @+1 {{cf.assert removed: the ranges of its operands prove the condition}}
    cf.assert %above, "index must be larger or equal to 0"
    %column = arith.cmpi ult, %j, %c4 : index
    // expected-remark @+1 {{cf.assert removed: the ranges of its operands prove the condition}}
    cf.assert %column, "index must be smaller than dim size"
    %v = tensor.extract %t[%i, %j] : tensor<6x4xf32>
    linalg.yield %v : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// torch-mlir's position embedding (GPT-2's wpe): the ids are a constant input whose elements
// are all in range, so both checks are removed.
// CHECK-LABEL: func.func @position_ids
// CHECK-NOT: uop.assert
// CHECK: return
func.func @position_ids(%table: tensor<8x4xf32>) -> tensor<6x4xf32> {
  %ids = arith.constant dense<[0, 1, 2, 3, 4, 7]> : tensor<6xi64>
  %c8 = arith.constant 8 : index
  %c0_i64 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<6x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<6xi64>) outs(%e : tensor<6x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %k = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %lt = arith.cmpi slt, %k, %c8 : index
    // expected-remark @+1 {{cf.assert removed: the ranges of its operands prove the condition}}
    cf.assert %lt, "index must be smaller than dim size"
    %ge = arith.cmpi sge, %in, %c0_i64 : i64
    // expected-remark @+1 {{cf.assert removed: the ranges of its operands prove the condition}}
    cf.assert %ge, "index must be larger or equal to 0"
    %v = tensor.extract %table[%k, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// One id of the constant past the table's end: the check stays (and fails on every call).
// CHECK-LABEL: func.func @position_ids_past_the_end
// CHECK: uop.assert %{{.*}}, %{{.*}}, "index must be smaller than dim size"
// CHECK-NOT: uop.assert
// CHECK: return
func.func @position_ids_past_the_end(%table: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %ids = arith.constant dense<[0, 8]> : tensor<2xi64>
  %c8 = arith.constant 8 : index
  %c0_i64 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<2xi64>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %k = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %lt = arith.cmpi slt, %k, %c8 : index
    cf.assert %lt, "index must be smaller than dim size"
    %ge = arith.cmpi sge, %in, %c0_i64 : i64
    // expected-remark @+1 {{cf.assert removed: the ranges of its operands prove the condition}}
    cf.assert %ge, "index must be larger or equal to 0"
    %v = tensor.extract %table[%k, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// The rangeify convention: a tensor function becomes a function of the same
// name over memrefs whose results are written to output memrefs marked
// `uop.output = k`. --against compares it with a hand-written lowering.
// RUN: axe-run %s --against %S/Inputs/output-convention-after.mlir --trials 5 | FileCheck %s
// RUN: not axe-run %s --against %S/Inputs/output-convention-wrong.mlir --trials 5 | FileCheck %s --check-prefix=WRONG

// CHECK: @row_sums: 5 trials, max abs error {{.*}}: ok
// WRONG: @row_sums: MISMATCH (trial 0: result 0 element 0:
func.func @row_sums(%x: tensor<3x4xf32>) -> tensor<3x1xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<3x4xf32> -> tensor<3x1xf32>
  return %s : tensor<3x1xf32>
}

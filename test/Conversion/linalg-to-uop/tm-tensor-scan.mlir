// convert-linalg-to-uop on torch-mlir's tm_tensor.scan (torch.cumsum and cumprod on its
// linalg and ONNX routes): a parallel prefix, log2(n) steps of one materialized tensor
// each. Checked against the scan's own definition written as loops
// (Inputs/scan-loops.mlir: out[i] = f(out[i-1], in[i]) one element after another, bufferized
// by upstream) on the interpreter: bit for bit for integer and max combiners (integer
// extremes, so sums wrap), and for float sums and products, which Axe accumulates wider
// (f32 in f64, f16 in f32) as torch's CPU does, against loops that accumulate at that width
// in their own order, within a relative 1e-6 (one f32 rounding of a reassociated f64 sum;
// special values are not drawn for them, since a sum holding both float extremes loses its
// small terms in an order that depends on the grouping: models/tm_tensor/cumsum_special_values
// checks infinities, NaN, -0, subnormals and cancellation against torch); then through
// uop-kernelize on the CPU JIT against the interpreter, on special values.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %mlir_opt %S/Inputs/scan-loops.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry inclusive_i32 --inputs special --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry exclusive_maxsi --inputs special --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry swapped_ori_i8 --inputs special --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry short_rows --inputs special --signed-zeros --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry cumsum_f32 --float-range=-1000,1000 --rtol 1e-6 --atol 1e-37 --trials 20 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry cumsum_f32 --rtol 1e-6 --atol 1e-37 --trials 5 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --entry cumprod_f16 --float-range=0.5,1.5 --rtol 2e-3 --atol 0 --trials 10 | FileCheck %s --check-prefix=EXACT
// RUN: axe-run %t/uop.mlir --target cpu --inputs special --signed-zeros --trials 5 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT
// Under reassociate=false a float scan of more than two elements is refused (of two, the
// one sum or product is exact in the wider type and rounds as the f32 op does).
// RUN: not axe-opt %s --convert-linalg-to-uop=reassociate=false 2>&1 | FileCheck %s --check-prefix=ORDERED

// EXACT: ok
// JIT-COUNT-7: 5 trials, {{.*}}: ok
// ORDERED: tm-tensor-scan.mlir:{{[0-9]+}}:10: error: 'tm_tensor.scan' op is a float scan (arith.addf), which Axe computes as a parallel prefix, reassociated; reassociate=false refuses it
// ORDERED: tm-tensor-scan.mlir:{{[0-9]+}}:10: error: 'tm_tensor.scan' op is a float scan (arith.mulf)
// ORDERED-NOT: error

// torch.cumsum(x, dim=1) as torch-mlir writes it: 37 elements, six steps (1, 2, 4, 8, 16,
// 32), each materialized, in f64.
// CHECK-LABEL: func.func @cumsum_f32
// CHECK-NOT: tm_tensor
// CHECK: arith.extf {{.*}} to tensor<5x37xf64>
// CHECK-COUNT-6: uop.contiguous
// CHECK-NOT: uop.contiguous
// CHECK: arith.truncf {{.*}} to tensor<5x37xf32>
func.func @cumsum_f32(%x: tensor<5x37xf32>) -> tensor<5x37xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5x37xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<5x37xf32>) -> tensor<5x37xf32>
  %ea = tensor.empty() : tensor<5xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%ea : tensor<5xf32>) -> tensor<5xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<5x37xf32>) outs(%out, %acc : tensor<5x37xf32>, tensor<5xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tm_tensor.yield %s : f32
  } -> tensor<5x37xf32>, tensor<5xf32>
  return %r#0 : tensor<5x37xf32>
}

// Integers wrap: any grouping gives the same sums. Along dimension 0, and the second
// result (the last row) too.
// CHECK-LABEL: func.func @inclusive_i32
// CHECK-NOT: arith.extf
// CHECK-COUNT-4: uop.contiguous
// CHECK-NOT: uop.contiguous
// CHECK: return
func.func @inclusive_i32(%x: tensor<9x4xi32>) -> (tensor<9x4xi32>, tensor<4xi32>) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<9x4xi32>
  %ea = tensor.empty() : tensor<4xi32>
  %acc = linalg.fill ins(%zero : i32) outs(%ea : tensor<4xi32>) -> tensor<4xi32>
  %r:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<9x4xi32>) outs(%e, %acc : tensor<9x4xi32>, tensor<4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tm_tensor.yield %s : i32
  } -> tensor<9x4xi32>, tensor<4xi32>
  return %r#0, %r#1 : tensor<9x4xi32>, tensor<4xi32>
}

// Exclusive: out[0] is the accumulator (an argument here), out[i] combines in[i-1].
// CHECK-LABEL: func.func @exclusive_maxsi
// CHECK-COUNT-3: uop.contiguous
// CHECK-NOT: uop.contiguous
// CHECK: return
func.func @exclusive_maxsi(%x: tensor<3x7xi64>, %init: tensor<3xi64>) -> (tensor<3x7xi64>, tensor<3xi64>) {
  %e = tensor.empty() : tensor<3x7xi64>
  %r:2 = tm_tensor.scan dimension(1) inclusive(false) ins(%x : tensor<3x7xi64>) outs(%e, %init : tensor<3x7xi64>, tensor<3xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.maxsi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<3x7xi64>, tensor<3xi64>
  return %r#0, %r#1 : tensor<3x7xi64>, tensor<3xi64>
}

// The region's operands in the other order, on i8, along the middle dimension.
func.func @swapped_ori_i8(%x: tensor<2x6x3xi8>) -> tensor<2x6x3xi8> {
  %e = tensor.empty() : tensor<2x6x3xi8>
  %ea = tensor.empty() : tensor<2x3xi8>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x6x3xi8>) outs(%e, %ea : tensor<2x6x3xi8>, tensor<2x3xi8>) {
  ^bb0(%a: i8, %b: i8):
    %s = arith.ori %b, %a : i8
    tm_tensor.yield %s : i8
  } -> tensor<2x6x3xi8>, tensor<2x3xi8>
  return %r#0 : tensor<2x6x3xi8>
}

// One element a row: the result is the input (a -0 stays -0, no widening), and the
// second result is the accumulator, which the loops never store to. Exclusive on one
// element: the accumulator.
// CHECK-LABEL: func.func @short_rows
// CHECK-NOT: uop.contiguous
// CHECK-NOT: arith.extf
// CHECK: return
func.func @short_rows(%x: tensor<4x1xf32>, %init: tensor<4xf32>) -> (tensor<4x1xf32>, tensor<4xf32>, tensor<4x1xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4x1xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<4x1xf32>) outs(%e, %init : tensor<4x1xf32>, tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tm_tensor.yield %s : f32
  } -> tensor<4x1xf32>, tensor<4xf32>
  %q:2 = tm_tensor.scan dimension(1) inclusive(false) ins(%x : tensor<4x1xf32>) outs(%e, %init : tensor<4x1xf32>, tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.mulf %a, %b : f32
    tm_tensor.yield %s : f32
  } -> tensor<4x1xf32>, tensor<4xf32>
  return %r#0, %r#1, %q#0, %q#1 : tensor<4x1xf32>, tensor<4xf32>, tensor<4x1xf32>, tensor<4xf32>
}

// torch.cumprod on f16: accumulated in f32.
// CHECK-LABEL: func.func @cumprod_f16
// CHECK: arith.extf {{.*}} to tensor<2x50xf32>
// CHECK: arith.mulf
// CHECK: arith.truncf {{.*}} to tensor<2x50xf16>
func.func @cumprod_f16(%x: tensor<2x50xf16>) -> tensor<2x50xf16> {
  %one = arith.constant 1.0 : f16
  %e = tensor.empty() : tensor<2x50xf16>
  %ea = tensor.empty() : tensor<2xf16>
  %acc = linalg.fill ins(%one : f16) outs(%ea : tensor<2xf16>) -> tensor<2xf16>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x50xf16>) outs(%e, %acc : tensor<2x50xf16>, tensor<2xf16>) {
  ^bb0(%a: f16, %b: f16):
    %s = arith.mulf %a, %b : f16
    tm_tensor.yield %s : f16
  } -> tensor<2x50xf16>, tensor<2xf16>
  return %r#0 : tensor<2x50xf16>
}

// No elements: the result is the (empty) input, the second result the accumulator.
// CHECK-LABEL: func.func @empty_rows
// CHECK-NEXT: return %arg0, %arg1
func.func @empty_rows(%x: tensor<3x0xi32>, %init: tensor<3xi32>) -> (tensor<3x0xi32>, tensor<3xi32>) {
  %e = tensor.empty() : tensor<3x0xi32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(false) ins(%x : tensor<3x0xi32>) outs(%e, %init : tensor<3x0xi32>, tensor<3xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tm_tensor.yield %s : i32
  } -> tensor<3x0xi32>, tensor<3xi32>
  return %r#0, %r#1 : tensor<3x0xi32>, tensor<3xi32>
}

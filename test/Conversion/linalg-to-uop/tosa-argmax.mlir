// convert-linalg-to-uop on what upstream's tosa-to-linalg makes of tosa.argmax
// (torch.max(x, dim) and argmax on the TOSA route): a pair of selects on one
// condition keeps the value and its position, `ugt(x, acc) and ord(acc)` for
// nan_mode PROPAGATE (the first NaN wins), `ogt` for IGNORE (NaNs never win),
// `sgt` on integers. Each is checked bit for bit against upstream's own loops
// (one-shot-bufferize, convert-linalg-to-loops) on the interpreter, on inputs
// of which about 40% are +-0, +-inf, NaN, subnormals and integer extremes (so
// ties, NaN first or last, all-NaN and all -inf rows occur), and through
// uop-kernelize on the CPU JIT against the interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t/linalg.mlir
// RUN: axe-opt %t/linalg.mlir --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %t/linalg.mlir --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %mlir_opt %t/linalg.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --inputs special --signed-zeros --rtol 0 --atol 0 --trials 40 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 5 | FileCheck %s --check-prefix=LOOPS
// Ordinary values at most 0, so that a row's max is often a zero of either sign:
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --inputs special --float-range=-1,0 --signed-zeros --rtol 0 --atol 0 --trials 40 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %t/uop.mlir --target cpu --inputs special --signed-zeros --trials 5 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT

// LOOPS-COUNT-6: trials, max abs error 0e0, max rel error 0e0: ok
// JIT-COUNT-6: 5 trials, {{.*}}: ok

// The default (PROPAGATE): the first NaN's position where there is one, else
// the first position of the max; no linalg left.
// CHECK-LABEL: func.func @argmax_propagate
// CHECK-NOT: linalg.
// CHECK: arith.cmpf uno
// CHECK: uop.reduce_axis max
// CHECK: uop.reduce_axis min
// CHECK: return
func.func @argmax_propagate(%x: tensor<6x9xf32>) -> tensor<6xi32> {
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<6x9xf32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// CHECK-LABEL: func.func @argmax_ignore
// CHECK-NOT: linalg.
func.func @argmax_ignore(%x: tensor<6x9xf32>) -> tensor<6xi32> {
  %0 = tosa.argmax %x {axis = 1 : i32, nan_mode = IGNORE} : (tensor<6x9xf32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// Over the outer axis, on integers (signed order).
// CHECK-LABEL: func.func @argmax_int_axis0
// CHECK-NOT: linalg.
// CHECK: arith.cmpi sgt
func.func @argmax_int_axis0(%x: tensor<7x5xi32>) -> tensor<5xi32> {
  %0 = tosa.argmax %x {axis = 0 : i32} : (tensor<7x5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// f16, three dimensions, the middle axis.
// CHECK-LABEL: func.func @argmax_f16
// CHECK-NOT: linalg.
func.func @argmax_f16(%x: tensor<2x6x3xf16>) -> tensor<2x3xi32> {
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<2x6x3xf16>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// torch.max(x, dim) on the TOSA route: the max is a reduce_max beside the
// argmax, both of one input.
// CHECK-LABEL: func.func @max_and_argmax
// CHECK-NOT: linalg.
func.func @max_and_argmax(%x: tensor<5x9xf32>) -> (tensor<5x1xf32>, tensor<5xi32>) {
  %0 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<5x9xf32>) -> tensor<5x1xf32>
  %1 = tosa.argmax %x {axis = 1 : i32} : (tensor<5x9xf32>) -> tensor<5xi32>
  return %0, %1 : tensor<5x1xf32>, tensor<5xi32>
}

// The pair as tosa-to-linalg writes it (PROPAGATE), with the value output
// read too: the kept element itself, its sign and NaN included (the first
// of tied zeros, not the max of them).
// CHECK-LABEL: func.func @value_and_position
// CHECK-NOT: linalg.
// CHECK: uop.reduce_axis add {{.*}} {from_negative_zero}
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @value_and_position(%x: tensor<6x9xf32>) -> (tensor<6xi32>, tensor<6xf32>) {
  %c0 = arith.constant 0 : i32
  %lowest = arith.constant -3.40282347E+38 : f32
  %e0 = tensor.empty() : tensor<6xi32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%e0 : tensor<6xi32>) -> tensor<6xi32>
  %e1 = tensor.empty() : tensor<6xf32>
  %v0 = linalg.fill ins(%lowest : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<6x9xf32>) outs(%i0, %v0 : tensor<6xi32>, tensor<6xf32>) {
  ^bb0(%in: f32, %index: i32, %value: f32):
    %j = linalg.index 1 : index
    %j32 = arith.index_cast %j : index to i32
    %greater = arith.cmpf ugt, %in, %value : f32
    %number = arith.cmpf ord, %value, %value : f32
    %take = arith.andi %greater, %number : i1
    %v = arith.select %take, %in, %value : f32
    %i = arith.select %take, %j32, %index : i32
    linalg.yield %i, %v : i32, f32
  } -> (tensor<6xi32>, tensor<6xf32>)
  return %r#0, %r#1 : tensor<6xi32>, tensor<6xf32>
}

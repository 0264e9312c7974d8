// convert-linalg-to-uop on linalg as torch-mlir's FX importer writes it:
// softmax's max from a two-output generic whose argmax is dropped, a used
// argmax and argmin (aten.max.dim / min.dim: a select of a strict compare and
// linalg.index next to the max), reductions that keep the reduced axis
// (`(d0, d1) -> (d0, 0)`: LayerNorm with f64 sums), integer and i1 combiners
// (andi of a mask, ori, xori, maxui, minui, maxsi, minsi with initial values
// that are not the identity), GELU's tanh form with `math.fpowi x, 3`, and
// weights as `dense_resource` blobs of the module's dialect_resources.
// Each function runs on the interpreter against numpy (Inputs/torch_mlir_oracle.py:
// NaNs, signed zeros and ties for the argmax, whose reference is linalg's own
// loop), bit for bit against upstream's loops on the same interpreter, and
// through uop-kernelize on the CPU JIT against the interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %python %S/Inputs/torch_mlir_oracle.py %t/uop.mlir %t softmax max_dim max_dim_nan argmin_int layernorm all_true bool_reductions int_reductions gelu_tanh linear | FileCheck %s --check-prefix=NUMPY
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 3 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %t/uop.mlir --target cpu --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT

// NUMPY-COUNT-10: interpreter vs numpy {{.*}}: ok
// LOOPS-COUNT-10: 3 trials, max abs error 0e0, max rel error 0e0: ok
// JIT-COUNT-10: 2 trials, {{.*}}: ok

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>
#row = affine_map<(d0, d1) -> (d0)>

// The argmax nobody reads is not computed: one max, no index arithmetic.
// CHECK-LABEL: func.func @softmax
// CHECK-NOT: linalg.
// CHECK-NOT: arith.cmpf
// CHECK: uop.reduce_axis max %arg0 axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
// CHECK: math.exp
// CHECK: uop.reduce_axis add
// CHECK: arith.divf
func.func @softmax(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x1xi64>
  %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<4x1xi64>) -> tensor<4x1xi64>
  %2 = tensor.empty() : tensor<4x1xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %4:2 = linalg.generic {indexing_maps = [#id, #keep, #keep], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%3, %1 : tensor<4x1xf32>, tensor<4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %11 = linalg.index 1 : index
    %12 = arith.index_cast %11 : index to i64
    %13 = arith.maximumf %in, %out : f32
    %14 = arith.cmpf ogt, %in, %out : f32
    %15 = arith.select %14, %12, %out_1 : i64
    linalg.yield %13, %15 : f32, i64
  } -> (tensor<4x1xf32>, tensor<4x1xi64>)
  %5 = tensor.empty() : tensor<4x8xf32>
  %6 = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4#0 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%5 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %11 = arith.subf %in, %in_1 : f32
    linalg.yield %11 : f32
  } -> tensor<4x8xf32>
  %7 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4x8xf32>) outs(%5 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %11 = math.exp %in : f32
    linalg.yield %11 : f32
  } -> tensor<4x8xf32>
  %8 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %9 = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<4x8xf32>) outs(%8 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %11 = arith.addf %in, %out : f32
    linalg.yield %11 : f32
  } -> tensor<4x1xf32>
  %10 = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel"]} ins(%7, %9 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%5 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %11 = arith.divf %in, %in_1 : f32
    linalg.yield %11 : f32
  } -> tensor<4x8xf32>
  return %10 : tensor<4x8xf32>
}

// aten.max.dim with both results read: the index is the first position of
// the max (before any NaN) if it beats the initial value.
// CHECK-LABEL: func.func @max_dim
// CHECK: arith.cmpf uno
// CHECK: uop.reduce_axis min
// CHECK: uop.reduce_axis max
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf ogt
// CHECK: uop.reduce_axis min
func.func @max_dim(%arg0: tensor<3x16xf32>) -> (tensor<3x1xf32>, tensor<3x1xi64>) {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<3x1xi64>
  %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<3x1xi64>) -> tensor<3x1xi64>
  %2 = tensor.empty() : tensor<3x1xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x1xf32>) -> tensor<3x1xf32>
  %4:2 = linalg.generic {indexing_maps = [#id, #keep, #keep], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x16xf32>) outs(%3, %1 : tensor<3x1xf32>, tensor<3x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %11 = linalg.index 1 : index
    %12 = arith.index_cast %11 : index to i64
    %13 = arith.maximumf %in, %out : f32
    %14 = arith.cmpf ogt, %in, %out : f32
    %15 = arith.select %14, %12, %out_1 : i64
    linalg.yield %13, %15 : f32, i64
  } -> (tensor<3x1xf32>, tensor<3x1xi64>)
  return %4#0, %4#1 : tensor<3x1xf32>, tensor<3x1xi64>
}

// The same with the comparison written the other way round (acc < x), an
// initial max of 0.25 and index 7, on rows with NaNs, signed zeros and ties.
// CHECK-LABEL: func.func @max_dim_nan
// CHECK-NOT: linalg.
func.func @max_dim_nan(%arg0: tensor<6x5xf32>) -> tensor<6x1xi32> {
  %c7 = arith.constant 7 : i32
  %cst = arith.constant 2.500000e-01 : f32
  %0 = tensor.empty() : tensor<6x1xi32>
  %1 = linalg.fill ins(%c7 : i32) outs(%0 : tensor<6x1xi32>) -> tensor<6x1xi32>
  %2 = tensor.empty() : tensor<6x1xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<6x1xf32>) -> tensor<6x1xf32>
  %4:2 = linalg.generic {indexing_maps = [#id, #keep, #keep], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<6x5xf32>) outs(%3, %1 : tensor<6x1xf32>, tensor<6x1xi32>) {
  ^bb0(%in: f32, %out: f32, %out_1: i32):
    %11 = linalg.index 1 : index
    %12 = arith.index_cast %11 : index to i32
    %13 = arith.maximumf %out, %in : f32
    %14 = arith.cmpf olt, %out, %in : f32
    %15 = arith.select %14, %12, %out_1 : i32
    linalg.yield %13, %15 : f32, i32
  } -> (tensor<6x1xf32>, tensor<6x1xi32>)
  return %4#1 : tensor<6x1xi32>
}

// An integer argmin over the first axis (aten.min.dim on dim 0), the min dropped.
// CHECK-LABEL: func.func @argmin_int
// CHECK-NOT: arith.cmpf
// CHECK: arith.cmpi eq
// CHECK: arith.cmpi slt
func.func @argmin_int(%arg0: tensor<9x4xi32>) -> tensor<1x4xi64> {
  %c0_i64 = arith.constant 0 : i64
  %cmax = arith.constant 2147483647 : i32
  %0 = tensor.empty() : tensor<1x4xi64>
  %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x4xi64>) -> tensor<1x4xi64>
  %2 = tensor.empty() : tensor<1x4xi32>
  %3 = linalg.fill ins(%cmax : i32) outs(%2 : tensor<1x4xi32>) -> tensor<1x4xi32>
  %4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (0, d0)>, affine_map<(d0, d1) -> (0, d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<9x4xi32>) outs(%3, %1 : tensor<1x4xi32>, tensor<1x4xi64>) {
  ^bb0(%in: i32, %out: i32, %out_1: i64):
    %11 = linalg.index 1 : index
    %12 = arith.index_cast %11 : index to i64
    %13 = arith.minsi %in, %out : i32
    %14 = arith.cmpi slt, %in, %out : i32
    %15 = arith.select %14, %12, %out_1 : i64
    linalg.yield %13, %15 : i32, i64
  } -> (tensor<1x4xi32>, tensor<1x4xi64>)
  return %4#1 : tensor<1x4xi64>
}

// LayerNorm as torch-mlir writes it: sums in f64 into kept axes.
// CHECK-LABEL: func.func @layernorm
// CHECK: arith.extf {{.*}} : tensor<4x16xf32> to tensor<4x16xf64>
// CHECK: uop.reduce_axis add {{.*}} axes [1] : tensor<4x16xf64> -> tensor<4x1xf64>
// CHECK: math.rsqrt
func.func @layernorm(%arg0: tensor<4x16xf32>, %gamma: tensor<16xf32>, %beta: tensor<16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.000000e+00 : f64
  %n = arith.constant 1.600000e+01 : f64
  %eps = arith.constant 1.000000e-05 : f64
  %0 = tensor.empty() : tensor<4x1xf64>
  %1 = linalg.fill ins(%zero : f64) outs(%0 : tensor<4x1xf64>) -> tensor<4x1xf64>
  %2 = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x16xf32>) outs(%1 : tensor<4x1xf64>) {
  ^bb0(%in: f32, %out: f64):
    %e = arith.extf %in : f32 to f64
    %s = arith.addf %e, %out : f64
    linalg.yield %s : f64
  } -> tensor<4x1xf64>
  %3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4x1xf64>) outs(%0 : tensor<4x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %m = arith.divf %in, %n : f64
    linalg.yield %m : f64
  } -> tensor<4x1xf64>
  %4 = linalg.generic {indexing_maps = [#id, #keep, #keep], iterator_types = ["parallel", "reduction"]} ins(%arg0, %3 : tensor<4x16xf32>, tensor<4x1xf64>) outs(%1 : tensor<4x1xf64>) {
  ^bb0(%in: f32, %mean: f64, %out: f64):
    %e = arith.extf %in : f32 to f64
    %d = arith.subf %e, %mean : f64
    %q = arith.mulf %d, %d : f64
    %s = arith.addf %q, %out : f64
    linalg.yield %s : f64
  } -> tensor<4x1xf64>
  %5 = tensor.empty() : tensor<4x16xf32>
  %6 = linalg.generic {indexing_maps = [#id, #keep, #keep, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3, %4, %gamma, %beta : tensor<4x16xf32>, tensor<4x1xf64>, tensor<4x1xf64>, tensor<16xf32>, tensor<16xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %mean: f64, %ss: f64, %g: f32, %b: f32, %out: f32):
    %var = arith.divf %ss, %n : f64
    %ve = arith.addf %var, %eps : f64
    %r = math.rsqrt %ve : f64
    %e = arith.extf %in : f32 to f64
    %d = arith.subf %e, %mean : f64
    %y = arith.mulf %d, %r : f64
    %t = arith.truncf %y : f64 to f32
    %yg = arith.mulf %t, %g : f32
    %yb = arith.addf %yg, %b : f32
    linalg.yield %yb : f32
  } -> tensor<4x16xf32>
  return %6 : tensor<4x16xf32>
}

// All of a mask's row (an attention mask through TOSA's reduce_all): andi on i1.
// CHECK-LABEL: func.func @all_true
// CHECK: arith.extui {{.*}} : tensor<4x8xi1> to tensor<4x8xi8>
// CHECK: uop.reduce_axis min
// CHECK: arith.trunci
func.func @all_true(%arg0: tensor<4x8xi1>) -> tensor<4xi1> {
  %true = arith.constant true
  %0 = tensor.empty() : tensor<4xi1>
  %1 = linalg.fill ins(%true : i1) outs(%0 : tensor<4xi1>) -> tensor<4xi1>
  %2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xi1>) outs(%1 : tensor<4xi1>) {
  ^bb0(%in: i1, %out: i1):
    %a = arith.andi %in, %out : i1
    linalg.yield %a : i1
  } -> tensor<4xi1>
  return %2 : tensor<4xi1>
}

// i1 reductions with the initial value false (ori, xori) or the row's own
// first element (maxsi, minsi: true is -1, so maxsi is and, minsi is or).
// CHECK-LABEL: func.func @bool_reductions
// CHECK-NOT: linalg.
func.func @bool_reductions(%arg0: tensor<5x7xi1>, %init: tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>) {
  %false = arith.constant false
  %0 = tensor.empty() : tensor<5xi1>
  %1 = linalg.fill ins(%false : i1) outs(%0 : tensor<5xi1>) -> tensor<5xi1>
  %2:4 = linalg.generic {indexing_maps = [#id, #row, #row, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<5x7xi1>) outs(%1, %1, %init, %init : tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>) {
  ^bb0(%in: i1, %o: i1, %x: i1, %smax: i1, %smin: i1):
    %a = arith.ori %in, %o : i1
    %b = arith.xori %x, %in : i1
    %c = arith.maxsi %in, %smax : i1
    %d = arith.minsi %in, %smin : i1
    linalg.yield %a, %b, %c, %d : i1, i1, i1, i1
  } -> (tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>)
  return %2#0, %2#1, %2#2, %2#3 : tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>
}

// Bitwise and unsigned combiners on i8 (one bit axis each for and, or, xor;
// a sign flip for the unsigned order), into a given initial value.
// CHECK-LABEL: func.func @int_reductions
// CHECK: arith.shrui {{.*}} : tensor<6x9x8xi8>
// CHECK: arith.xori
func.func @int_reductions(%arg0: tensor<6x9xi8>, %init: tensor<6xi8>) -> (tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>) {
  %2:5 = linalg.generic {indexing_maps = [#id, #row, #row, #row, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<6x9xi8>) outs(%init, %init, %init, %init, %init : tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>) {
  ^bb0(%in: i8, %a: i8, %o: i8, %x: i8, %umax: i8, %umin: i8):
    %0 = arith.andi %in, %a : i8
    %1 = arith.ori %o, %in : i8
    %2 = arith.xori %in, %x : i8
    %3 = arith.maxui %in, %umax : i8
    %4 = arith.minui %in, %umin : i8
    linalg.yield %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
  } -> (tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>)
  return %2#0, %2#1, %2#2, %2#3, %2#4 : tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>
}

// GELU, tanh form: x ** 3 as math.fpowi with an i64 3 becomes x * (x * x).
// CHECK-LABEL: func.func @gelu_tanh
// CHECK-NOT: math.fpowi
// CHECK: %[[SQ:.*]] = arith.mulf %[[X:.*]], %[[X]] : tensor<2x32xf32>
// CHECK: arith.mulf %[[X]], %[[SQ]] : tensor<2x32xf32>
// CHECK: math.tanh
func.func @gelu_tanh(%arg0: tensor<2x32xf32>) -> tensor<2x32xf32> {
  %c3_i64 = arith.constant 3 : i64
  %cst = arith.constant 4.471500e-02 : f32
  %cst_0 = arith.constant 0.797884583 : f32
  %cst_1 = arith.constant 1.000000e+00 : f32
  %cst_2 = arith.constant 5.000000e-01 : f32
  %0 = tensor.empty() : tensor<2x32xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x32xf32>) outs(%0 : tensor<2x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = math.fpowi %in, %c3_i64 : f32, i64
    %3 = arith.mulf %2, %cst : f32
    %4 = arith.addf %in, %3 : f32
    %5 = arith.mulf %4, %cst_0 : f32
    %6 = math.tanh %5 : f32
    %7 = arith.addf %6, %cst_1 : f32
    %8 = arith.mulf %in, %cst_2 : f32
    %9 = arith.mulf %8, %7 : f32
    linalg.yield %9 : f32
  } -> tensor<2x32xf32>
  return %1 : tensor<2x32xf32>
}

// nn.Linear with its weights as torch-mlir writes them: dense_resource blobs.
// CHECK-LABEL: func.func @linear
// CHECK: arith.constant dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>
// CHECK: arith.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>
func.func @linear(%arg0: tensor<2x4xf32>) -> tensor<2x3xf32> {
  %w = arith.constant dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>
  %b = arith.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x3xf32>
  %1 = linalg.transpose ins(%w : tensor<3x4xf32>) outs(%0 : tensor<4x3xf32>) permutation = [1, 0]
  %2 = tensor.empty() : tensor<2x3xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = linalg.matmul ins(%arg0, %1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]} ins(%4, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%2 : tensor<2x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %6 = arith.addf %in, %in_1 : f32
    linalg.yield %6 : f32
  } -> tensor<2x3xf32>
  return %5 : tensor<2x3xf32>
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_4_torch.float32: "0x04000000000080BF000040BF000000BF000080BE000000000000803E0000003F0000403F0000803F0000A03F0000C03F0000E03F",
      torch_tensor_3_torch.float32: "0x040000000000003F000080BE00000040"
    }
  }
#-}

// Upstream MLIR folds math.atan2(±0, ±0) to NaN where C, numpy and torch give +0, +π, -0 and
// -π by the signs. Once constants propagate through a kernel, canonicalize meets such pairs:
// the minimum of a comparison of a value with itself, converted to float, is a zero (linalg
// fuzzer seed 302 batch 258 f14), and axe-compile stored NaN. convert-linalg-to-uop now hands
// the op copysign(1, x) as its x where both are zero, before anything folds, which gives C's
// value in every case (here folded: +0, +π, -0, -π).
// RUN: axe-compile %s --target=cpu --emit=kernels -o - | FileCheck %s --check-prefix=KERNEL
// RUN: axe-run %s --target cpu --trials 2 --signed-zeros | FileCheck %s --check-prefix=JIT
// RUN: axe-run %s --target cpu --trials 2 --signed-zeros --inputs special | FileCheck %s --check-prefix=JIT
// RUN: axe-opt %s --pass-pipeline='builtin.module(convert-linalg-to-uop)' | FileCheck %s --check-prefix=GUARD

// KERNEL-NOT: 0x7FC00000
// JIT: @signs: 2 trials, max abs error 0e0, max rel error 0e0: ok
// JIT: @min_of_equal: 2 trials, max abs error 0e0, max rel error 0e0: ok
// GUARD-LABEL: func.func @signs
// GUARD-DAG: %[[PP:.*]] = arith.constant dense<0.000000e+00> : tensor<2xf32>
// GUARD-DAG: %[[PN:.*]] = arith.constant dense<3.14159274> : tensor<2xf32>
// GUARD-DAG: %[[NP:.*]] = arith.constant dense<-0.000000e+00> : tensor<2xf32>
// GUARD-DAG: %[[NN:.*]] = arith.constant dense<-3.14159274> : tensor<2xf32>
// GUARD: return %[[PP]], %[[PN]], %[[NP]], %[[NN]]
// GUARD-LABEL: func.func @min_of_equal
// GUARD: %[[Y0:.*]] = arith.cmpf oeq, %[[M:.*]], %[[ZERO:.*]] : tensor<6xf32>
// GUARD: %[[X0:.*]] = arith.cmpf oeq, %[[M]], %[[ZERO]] : tensor<6xf32>
// GUARD: %[[BOTH:.*]] = arith.andi %[[Y0]], %[[X0]] : tensor<6xi1>
// GUARD: %[[ONE:.*]] = math.copysign %{{.*}}, %[[M]] : tensor<6xf32>
// GUARD: %[[X:.*]] = arith.select %[[BOTH]], %[[ONE]], %[[M]]
// GUARD: math.atan2 %[[M]], %[[X]] : tensor<6xf32>

#id = affine_map<(d0) -> (d0)>
func.func @signs(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<2xf32>
  %pp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %r = math.atan2 %z, %z : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %pn = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %n = arith.constant -0.0 : f32
    %r = math.atan2 %z, %n : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %np = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %n = arith.constant -0.0 : f32
    %r = math.atan2 %n, %z : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %nn = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant -0.0 : f32
    %r = math.atan2 %n, %n : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  return %pp, %pn, %np, %nn : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

func.func @min_of_equal(%a: tensor<4x6xi8>) -> tensor<6xf32> {
  %flags = tensor.empty() : tensor<4x6xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi8>) outs(%flags : tensor<4x6xf32>) {
  ^bb0(%v: i8, %out: f32):
    %gt = arith.cmpi sgt, %v, %v : i8
    %r = arith.uitofp %gt : i1 to f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %inf = arith.constant 0x7F800000 : f32
  %e = tensor.empty() : tensor<6xf32>
  %init = linalg.fill ins(%inf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %m = linalg.reduce ins(%f : tensor<4x6xf32>) outs(%init : tensor<6xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.minimumf %in, %acc : f32
      linalg.yield %s : f32
    }
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%m, %m : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%y: f32, %x: f32, %out: f32):
    %t = math.atan2 %y, %x : f32
    linalg.yield %t : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

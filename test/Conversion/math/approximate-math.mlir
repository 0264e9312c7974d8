// RUN: axe-opt %s --axe-approximate-math --split-input-file | FileCheck %s
// axe-approximate-math's own lowerings in scheduled functions (docs/math-accuracy.md). Their
// accuracy over every f32 exponent and every f16 and bf16 value, special values included, is
// checked by the sweep in lowering/src/jit/math_accuracy.rs (cargo test -p axe-lowering
// math_accuracy); here the structure that makes it so.

// sin and cos: the argument is reduced in f64 by a three-part pi/2 (not upstream's f32
// reduction, which lost all accuracy past |x| = 1e5), and only the lanes at or past 2^24 take
// the libm call, behind an scf.if on any such lane.
// axe-run: skip @sin -- vector arguments (run compiled by the sweep)
// CHECK-LABEL: func.func @sin
// CHECK: arith.extf {{.*}} : vector<8xf32> to vector<8xf64>
// CHECK: math.roundeven {{.*}} : vector<8xf64>
// CHECK: arith.truncf {{.*}} : vector<8xf64> to vector<8xf32>
// CHECK: %[[ANY:.*]] = vector.reduction <or>
// CHECK: scf.if %[[ANY]] -> (vector<8xf32>)
// CHECK: math.sin {{.*}} : vector<8xf32>
// CHECK-NOT: axe_math_inner
// CHECK: return
func.func @sin(%x: vector<8xf32>) -> vector<8xf32> attributes {uop.schedule = #axe.layout<S[(8):(1@simd)]>} {
  %y = math.sin %x : vector<8xf32>
  return %y : vector<8xf32>
}

// -----

// f16 goes through f32.
// axe-run: skip @cos_f16 -- vector arguments (run compiled by the sweep)
// CHECK-LABEL: func.func @cos_f16
// CHECK: arith.extf {{.*}} : vector<8xf16> to vector<8xf32>
// CHECK: math.roundeven {{.*}} : vector<8xf64>
// CHECK: math.cos {{.*}} : vector<8xf32>
// CHECK: arith.truncf {{.*}} : vector<8xf32> to vector<8xf16>
func.func @cos_f16(%x: vector<8xf16>) -> vector<8xf16> attributes {uop.schedule = #axe.layout<S[(8):(1@simd)]>} {
  %y = math.cos %x : vector<8xf16>
  return %y : vector<8xf16>
}

// -----

// log of a subnormal: scaled by 2^23 into the normals, 23 ln 2 taken off after upstream's
// approximation (which read the exponent field of a subnormal as -126).
// axe-run: skip @log -- vector arguments (run compiled by the sweep)
// CHECK-LABEL: func.func @log
// CHECK-DAG: arith.constant dense<1.17549435E-38>
// CHECK-DAG: arith.constant dense<0x4B000000>
// CHECK-DAG: arith.constant dense<15.9423847>
// CHECK-NOT: math.log
// CHECK: return
func.func @log(%x: vector<8xf32>) -> vector<8xf32> attributes {uop.schedule = #axe.layout<S[(8):(1@simd)]>} {
  %y = math.log %x : vector<8xf32>
  return %y : vector<8xf32>
}

// -----

// cbrt and the arctangents are evaluated in f64 and rounded once (upstream's
// f32 versions were up to 40 ulp off and gave NaN for atan2(±0, ±0), atan2(±inf, ±inf) and
// cbrt(±inf)); atan2 then takes C99's values on zeros and infinities.
// axe-run: skip @atan2_cbrt -- vector arguments (run compiled by the sweep)
// CHECK-LABEL: func.func @atan2_cbrt
// CHECK-DAG: arith.extf {{.*}} : vector<8xf32> to vector<8xf64>
// CHECK-DAG: arith.constant dense<2.3561945>
// CHECK-DAG: arith.constant dense<0.785398185>
// CHECK-DAG: math.copysign
// CHECK-NOT: math.atan2
// CHECK-NOT: math.cbrt
// CHECK-NOT: math.exp
// CHECK: return
func.func @atan2_cbrt(%y: vector<8xf32>, %x: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) attributes {uop.schedule = #axe.layout<S[(8):(1@simd)]>} {
  %a = math.atan2 %y, %x : vector<8xf32>
  %c = math.cbrt %x : vector<8xf32>
  %e = math.exp %x : vector<8xf32>
  return %a, %c, %e : vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// -----

// exp is evaluated in f32 (upstream's flushed subnormal results; the f64 evaluation that
// replaced it made vector code twice as wide): k = roundeven(x log2 e), the remainder with its
// rounding error, the polynomial's multiply-adds free to fuse (contract), 2^k as two factors
// built in the exponent field, NaN put back. Its values on special arguments: exp-f32.mlir.
// axe-run: skip @exp -- vector arguments (run compiled by the sweep and exp-f32.mlir)
// CHECK-LABEL: func.func @exp
// CHECK-NOT: f64
// CHECK: math.roundeven {{.*}} : vector<16xf32>
// CHECK: arith.mulf {{.*}} fastmath<contract> : vector<16xf32>
// CHECK: arith.fptosi {{.*}} : vector<16xf32> to vector<16xi32>
// CHECK: arith.shrsi
// CHECK: arith.bitcast {{.*}} : vector<16xi32> to vector<16xf32>
// CHECK: arith.bitcast {{.*}} : vector<16xi32> to vector<16xf32>
// CHECK: arith.cmpf uno
// CHECK-NOT: f64
// CHECK-NOT: math.exp
// CHECK: return
func.func @exp(%x: vector<16xf32>) -> vector<16xf32> attributes {uop.schedule = #axe.layout<S[(16):(1@simd)]>} {
  %y = math.exp %x : vector<16xf32>
  return %y : vector<16xf32>
}

// -----

// bf16 (and f16) through the same f32 code, rounded once at the end.
// axe-run: skip @exp_bf16 -- vector arguments (run compiled by the sweep)
// CHECK-LABEL: func.func @exp_bf16
// CHECK: arith.extf {{.*}} : vector<8xbf16> to vector<8xf32>
// CHECK-NOT: f64
// CHECK: math.roundeven {{.*}} : vector<8xf32>
// CHECK-NOT: f64
// CHECK: arith.truncf {{.*}} : vector<8xf32> to vector<8xbf16>
func.func @exp_bf16(%x: vector<8xbf16>) -> vector<8xbf16> attributes {uop.schedule = #axe.layout<S[(8):(1@simd)]>} {
  %y = math.exp %x : vector<8xbf16>
  return %y : vector<8xbf16>
}

// -----

// expm1 and tanh are evaluated in f32 too (upstream's were 4.1 and 3.9 ulp off; in f64 the
// vector was twice as wide): the same reduction, the remainder's square split exactly (Dekker:
// a multiply by 4097 and no FMA), the polynomials' multiply-adds free to fuse, one division
// for tanh, NaN put back; bf16 through f32. Their values on special arguments: expm1-f32.mlir
// and tanh-f32.mlir.
// axe-run: skip @expm1_tanh -- vector arguments (run compiled by the sweep)
// CHECK-LABEL: func.func @expm1_tanh
// CHECK: arith.constant dense<4.097000e+03> : vector<16xf32>
// CHECK-NOT: f64
// CHECK: math.roundeven {{.*}} : vector<16xf32>
// CHECK: arith.mulf {{.*}} fastmath<contract> : vector<16xf32>
// CHECK: arith.cmpf uno
// CHECK-NOT: f64
// CHECK: arith.divf {{.*}} : vector<16xf32>
// CHECK-NOT: f64
// CHECK: arith.extf {{.*}} : vector<16xbf16> to vector<16xf32>
// CHECK-NOT: f64
// CHECK: arith.truncf {{.*}} : vector<16xf32> to vector<16xbf16>
// CHECK-NOT: math.expm1
// CHECK-NOT: math.tanh
// CHECK: return
func.func @expm1_tanh(%x: vector<16xf32>, %h: vector<16xbf16>) -> (vector<16xf32>, vector<16xf32>, vector<16xbf16>) attributes {uop.schedule = #axe.layout<S[(16):(1@simd)]>} {
  %e = math.expm1 %x : vector<16xf32>
  %t = math.tanh %x : vector<16xf32>
  %b = math.tanh %h : vector<16xbf16>
  return %e, %t, %b : vector<16xf32>, vector<16xf32>, vector<16xbf16>
}

// -----

// Unscheduled functions keep their libm calls, bit for bit.
// CHECK-LABEL: func.func @unscheduled
// CHECK: math.sin
// CHECK: math.log
func.func @unscheduled(%x: f32) -> (f32, f32) {
  %s = math.sin %x : f32
  %l = math.log %x : f32
  return %s, %l : f32, f32
}

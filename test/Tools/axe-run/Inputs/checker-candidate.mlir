// The candidate of ../checker.mlir: function by function, its chunks return what the
// reference's do not (or the same, where the checker must accept).
func.func @inf_vs_finite() -> f32 {
  %c = arith.constant 3.4e38 : f32
  return %c : f32
}

// -----

func.func @inf_vs_neg_inf() -> f32 {
  %c = arith.constant 0xFF800000 : f32
  return %c : f32
}

// -----

func.func @finite_vs_inf() -> f32 {
  %c = arith.constant 0x7F800000 : f32
  return %c : f32
}

// -----

func.func @same_infinities() -> (f32, f32) {
  %p = arith.constant 0x7F800000 : f32
  %n = arith.constant 0xFF800000 : f32
  return %p, %n : f32, f32
}

// -----

func.func @nan_vs_inf() -> f32 {
  %c = arith.constant 0x7F800000 : f32
  return %c : f32
}

// -----

func.func @zero_vs_nan() -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  return %c : f32
}

// -----

func.func @zero_sign() -> f32 {
  %c = arith.constant -0.0 : f32
  return %c : f32
}

// -----

func.func @same_negative_zero() -> f32 {
  %c = arith.constant -0.0 : f32
  return %c : f32
}

// -----

func.func @int_exact() -> i32 {
  %c = arith.constant 1000001 : i32
  return %c : i32
}

// -----

func.func @bool_exact() -> i1 {
  %c = arith.constant false
  return %c : i1
}

// Every shape-rule violation of the tensor-level uop ops
// (UOpTensorVerifiers.cpp; vmap rules from spec 002 §2), one per split.
// RUN: axe-opt %s --split-input-file --verify-diagnostics

func.func @reshape_count(%x: tensor<3x4xf32>) {
  // expected-error @+1 {{'uop.reshape' op cannot reshape 12 elements into 10}}
  %y = uop.reshape %x : tensor<3x4xf32> -> tensor<10xf32>
  return
}

// -----

func.func @permute_not_permutation(%x: tensor<3x4xf32>) {
  // expected-error @+1 {{'uop.permute' op axis 0 is listed twice}}
  %y = uop.permute %x [0, 0] : tensor<3x4xf32> -> tensor<3x3xf32>
  return
}

// -----

func.func @permute_arity(%x: tensor<3x4xf32>) {
  // expected-error @+1 {{'uop.permute' op expects one `order` entry per axis (2), but got 1}}
  %y = uop.permute %x [0] : tensor<3x4xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @permute_shape(%x: tensor<3x4xf32>) {
  // expected-error @+1 {{'uop.permute' op expects result shape [4, 3], but got [3, 4]}}
  %y = uop.permute %x [1, 0] : tensor<3x4xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @expand_rank(%x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.expand' op expects equal ranks (reshape first), but got 1 and 2}}
  %y = uop.expand %x : tensor<4xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @expand_non_one(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{'uop.expand' op axis 0 of size 2 cannot expand to 3 (only size-1 axes expand)}}
  %y = uop.expand %x : tensor<2x4xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @pad_negative(%x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.pad' op pads of axis 0 must be non-negative (shrink cuts)}}
  %y = uop.pad %x low [-1] high [0] : tensor<4xf32> -> tensor<3xf32>
  return
}

// -----

func.func @pad_shape(%x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.pad' op expects result shape [7], but got [6]}}
  %y = uop.pad %x low [1] high [2] : tensor<4xf32> -> tensor<6xf32>
  return
}

// -----

func.func @pad_arity(%x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.pad' op expects one `high` entry per axis (1), but got 2}}
  %y = uop.pad %x low [1] high [2, 0] : tensor<4xf32> -> tensor<7xf32>
  return
}

// -----

func.func @shrink_box(%x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.shrink' op box [2, 5) of axis 0 is not within [0, 4]}}
  %y = uop.shrink %x begin [2] end [5] : tensor<4xf32> -> tensor<3xf32>
  return
}

// -----

func.func @shrink_shape(%x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.shrink' op expects result shape [2], but got [3]}}
  %y = uop.shrink %x begin [1] end [3] : tensor<4xf32> -> tensor<3xf32>
  return
}

// -----

func.func @flip_axis(%x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.flip' op axis 1 is out of range for rank 1}}
  %y = uop.flip %x axes [1] : tensor<4xf32>
  return
}

// -----

func.func @reduce_shape(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'uop.reduce_axis' op expects result shape [4, 1], but got [4]}}
  %y = uop.reduce_axis add %x axes [1] : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @reduce_negative_zero_mul(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'uop.reduce_axis' op starts from -0 (from_negative_zero), which only a float add may}}
  %y = uop.reduce_axis mul %x axes [1] {from_negative_zero} : tensor<4x8xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @reduce_negative_zero_int(%x: tensor<4x8xi32>) {
  // expected-error @+1 {{'uop.reduce_axis' op starts from -0 (from_negative_zero), which only a float add may}}
  %y = uop.reduce_axis add %x axes [1] {from_negative_zero} : tensor<4x8xi32> -> tensor<4x1xi32>
  return
}

// -----

func.func @assert_condition(%c: tensor<4xi32>, %x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.assert' op expects an i1 condition, but got 'tensor<4xi32>'}}
  %y = uop.assert %c, %x, "c must hold" : tensor<4xi32>, tensor<4xf32>
  return
}

// -----

func.func @assert_scalar_condition(%c: i1, %x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.assert' op expects condition and value of the same shape, but got 'i1' and 'tensor<4xf32>'}}
  %y = uop.assert %c, %x, "c must hold" : i1, tensor<4xf32>
  return
}

// -----

func.func @where_condition(%c: tensor<4xi32>, %x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.where' op expects an i1 condition, but got 'tensor<4xi32>'}}
  %y = uop.where %c, %x, %x : tensor<4xi32>, tensor<4xf32>
  return
}

// -----

func.func @where_shape(%c: tensor<2xi1>, %x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.where' op all non-scalar operands/results must have the same shape and base type}}
  %y = uop.where %c, %x, %x : tensor<2xi1>, tensor<4xf32>
  return
}

// -----

func.func @where_scalar_condition(%c: i1, %x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.where' op expects condition and values of the same shape, but got 'i1' and 'tensor<4xf32>'}}
  %y = uop.where %c, %x, %x : i1, tensor<4xf32>
  return
}

// -----

func.func @cmp_result(%x: tensor<4xf32>) {
  // expected-error @+1 {{'uop.cmp' op expects an i1 result, but got 'tensor<4xf32>'}}
  %y = uop.cmp lt %x, %x : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @vmapin_arity(%x: tensor<3x6xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'uop.vmapin' op expects one varg per source axis (2), but got 1}}
  %y = uop.vmapin %x [%c0] : tensor<3x6xf32> -> tensor<3x6xf32>
  return
}

// -----

func.func @vmapin_varg_kind(%x: tensor<3x6xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'uop.vmapin' op varg 0 must be a uop.range or the index constant 0}}
  %y = uop.vmapin %x [%i, %c0] : tensor<3x6xf32> -> tensor<6xf32>
  return
}

// -----

func.func @vmapin_nonzero_constant(%x: tensor<3x6xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  // expected-error @+1 {{'uop.vmapin' op varg 1 must be a uop.range or the index constant 0}}
  %y = uop.vmapin %x [%r, %c1] : tensor<3x6xf32> -> tensor<6xf32>
  return
}

// -----

func.func @vmapin_range_size(%x: tensor<3x6xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  // expected-error @+1 {{'uop.vmapin' op range varg 0 runs to 4 but consumes an axis of size 3}}
  %y = uop.vmapin %x [%r, %c0] : tensor<3x6xf32> -> tensor<6xf32>
  return
}

// -----

func.func @vmapin_shape(%x: tensor<3x6xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  // expected-error @+1 {{'uop.vmapin' op expects result shape [6], but got [3]}}
  %y = uop.vmapin %x [%r, %c0] : tensor<3x6xf32> -> tensor<3xf32>
  return
}

// -----

func.func @vmapin_symbolic_range(%x: tensor<3x6xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %r = uop.range %n axis(0) loop
  // expected-error @+1 {{'uop.vmapin' op varg 0 is a range with a non-constant end}}
  %y = uop.vmapin %x [%r, %c0] : tensor<3x6xf32> -> tensor<6xf32>
  return
}

// -----

func.func @vmapout_count(%x: tensor<6xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  // expected-error @+1 {{'uop.vmapout' op expects as many constant-0 vargs as source axes (1), but got 2}}
  %y = uop.vmapout %x [%r, %c0, %c0] : tensor<6xf32> -> tensor<3x6x1xf32>
  return
}

// -----

func.func @vmapout_shape(%x: tensor<6xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  // expected-error @+1 {{'uop.vmapout' op expects result shape [6, 3], but got [3, 6]}}
  %y = uop.vmapout %x [%c0, %r] : tensor<6xf32> -> tensor<3x6xf32>
  return
}

// Programs uop-rangeify cannot lower get a located diagnostic.
// RUN: axe-opt %s --split-input-file --uop-rangeify --verify-diagnostics

// expected-error @+1 {{'func.func' op argument 0 is not a ranked static tensor (tensor<?xf32>)}}
func.func @dynamic(%x: tensor<?xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @unknown_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.empty' op is not a tensor-level op that rangeify knows}}
  %e = tensor.empty() : tensor<4xf32>
  %y = arith.addf %x, %e : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @missing_vmapout(%x: tensor<3x6xf32>) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  // expected-error @+1 {{'uop.vmapin' op a function result cannot vary with a vmap range (missing uop.vmapout?)}}
  %row = uop.vmapin %x [%r, %c0] : tensor<3x6xf32> -> tensor<6xf32>
  return %row : tensor<6xf32>
}

// -----

func.func @sparse_constant() -> tensor<4xf32> {
  // expected-error @+1 {{'arith.constant' op is a tensor constant that is not a dense elements attribute}}
  %c = arith.constant sparse<[[1]], [2.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @scalar_condition(%x: tensor<4xf32>, %z: tensor<4xf32>) -> tensor<4xf32> {
  %flag = arith.constant true
  // expected-error @+1 {{'arith.select' op has an operand that is not a tensor of the program (rangeify needs tensor operands)}}
  %y = arith.select %flag, %x, %z : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op argument 0 has more elements than 64-bit index arithmetic can address}}
func.func @unaddressable(%x: tensor<4611686018427387904x4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @unaddressable_result(%x: tensor<4611686018427387904xf32>) -> tensor<4611686018427387904x4xf32> {
  %r = uop.reshape %x : tensor<4611686018427387904xf32> -> tensor<4611686018427387904x1xf32>
  // expected-error @+1 {{'uop.expand' op its result has more elements than 64-bit index arithmetic can address}}
  %e = uop.expand %r : tensor<4611686018427387904x1xf32> -> tensor<4611686018427387904x4xf32>
  return %e : tensor<4611686018427387904x4xf32>
}

// -----

// Empty tensors compile (empty.mlir), but not under a vmap.
func.func @vmap_empty(%x: tensor<3x0xf32>) -> tensor<3x1xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  // expected-error @+1 {{'uop.vmapin' op vmaps an empty tensor (shape [0]), which rangeify does not support}}
  %row = uop.vmapin %x [%r, %c0] : tensor<3x0xf32> -> tensor<0xf32>
  %s = uop.reduce_axis add %row axes [0] : tensor<0xf32> -> tensor<1xf32>
  %y = uop.vmapout %s [%r, %c0] : tensor<1xf32> -> tensor<3x1xf32>
  return %y : tensor<3x1xf32>
}

// -----

// Fresh axis ids follow the largest one in the program (issue 15 item 6).
func.func @max_axis(%x: tensor<3x6xf32>) -> tensor<3x1xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  // expected-error @+1 {{'uop.range' op axis id 9223372036854775807 leaves no room for fresh axis ids (ids are 64-bit)}}
  %r = uop.range %c3 axis(9223372036854775807) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<3x6xf32> -> tensor<6xf32>
  %s = uop.reduce_axis add %row axes [0] : tensor<6xf32> -> tensor<1xf32>
  %y = uop.vmapout %s [%r, %c0] : tensor<1xf32> -> tensor<3x1xf32>
  return %y : tensor<3x1xf32>
}

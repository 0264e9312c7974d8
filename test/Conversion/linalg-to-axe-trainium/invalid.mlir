// convert-linalg-to-axe-trainium: what it does not lower is a located error
// naming the op and why, one per split.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --convert-linalg-to-axe-trainium

// expected-error @+1 {{is a declaration; a kernel needs a body}}
func.func private @declared(tensor<4x8xf32>) -> tensor<4x8xf32>

// -----

// expected-error @+1 {{has argument 0 of type tensor<?x8xf32>, not a statically shaped tensor}}
func.func @dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  return %x : tensor<?x8xf32>
}

// -----

// expected-error @+1 {{has argument 0 of type tensor<0x8xf32>, which is empty}}
func.func @empty(%x: tensor<0x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----

// expected-error @+1 {{has argument 0 of type tensor<4x8xi32>, which it reads other than as the indices of a gather; Trainium kernels take i32 and i64 tensors as gather indices only}}
func.func @integers(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  return %x : tensor<4x8xi32>
}

// -----

// expected-error @+1 {{whose element count overflows 64 bits}}
func.func @huge(%x: tensor<4294967296x4294967296xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----

func.func @returns_argument(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{returns argument data unchanged as result 0}}
  return %x : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @returns_twice(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  // expected-error @+1 {{returns one value twice (result 1)}}
  return %y, %y : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

func.func @returns_fill(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+1 {{returns operand 0, which no converted op wrote to result 0}}
  return %f : tensor<4x8xf32>
}

// -----

func.func @named(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'linalg.copy' op has no Trainium lowering; the conversion takes linalg.matmul}}
  %t = linalg.copy ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %t : tensor<4x8xf32>
}

// -----

func.func @tensor_arith(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.addf' op has no Trainium lowering in convert-linalg-to-axe-trainium}}
  %c = arith.addf %a, %b : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @reads_fill(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+1 {{reads a tensor defined by linalg.fill, which holds no data the conversion can load}}
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// An integer constant that does not fold into a float one (sitofp of a constant folds first:
// it lowers) is refused.
func.func @integer_constant(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{has a constant in its body that is not a float, i1 or i8}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 2 : i32
    %i = arith.fptosi %in : f32 to i32
    %a = arith.addi %i, %c : i32
    %r = arith.sitofp %a : i32 to f32
    %s = arith.mulf %in, %r : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @yields_constant(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{yields a constant (a fill, not an elementwise op)}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 2.0 : f32
    linalg.yield %c : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @yields_outside(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{yields a value defined outside its body}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @constants_only(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'math.exp' of constants only is not folded (canonicalize first)}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 2.0 : f32
    %r = math.exp %c : f32
    %s = arith.mulf %in, %r : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @over_zero(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'arith.divf' divides by the constant 0, which has no Axe form}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 0.0 : f32
    %r = arith.divf %in, %c : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @power_four(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %n = arith.constant 4 : i64
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'math.fpowi' has an exponent other than the constants 1, 2 and 3, which has no Axe form}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.fpowi %in, %n : f32, i64
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// expected-error @+1 {{has argument 0 of element type f64; Trainium kernels take f32, bf16, f16, i1, i8}}
func.func @f64_argument(%x: tensor<4x8xf64>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----

func.func @strided_slice(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op has strides [1, 2]; the conversion takes unit strides}}
  %s = tensor.extract_slice %x[0, 0] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @sine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'math.sin' in its body has no Axe form}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.sin %in : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @two_outputs(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{has 2 results; the conversion takes linalg on tensors with one output}}
  %y:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e, %e : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    %r = math.exp %in : f32
    linalg.yield %r, %r : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %y#0 : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @transposed_output(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  // expected-error @+1 {{writes its output through a non-identity indexing map}}
  %y = linalg.generic {indexing_maps = [#id, #t], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @transposed_input(%x: tensor<8x4xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{reads input 0 transposed; a transpose has no elementwise tile form}}
  %y = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @both_broadcasts(%x: tensor<4x8xf32>, %r: tensor<4xf32>, %c: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{broadcasts one input per row and another per column}}
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %r, %c : tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %d: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    %t = arith.addf %s, %d : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
func.func @broadcast_result(%r: tensor<4x1xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{computes its result from broadcast inputs only}}
  %y = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<4x1xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.exp %in : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#first = affine_map<(d0, d1) -> (d0, 0)>
func.func @fixed_index(%x: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{reads input 1 at the fixed index 0 of a dimension of extent 8}}
  %y = linalg.generic {indexing_maps = [#id, #first, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %z : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>
func.func @scalar(%x: tensor<4x8xf32>, %s: tensor<f32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{broadcasts input 1 over both rows and columns (a scalar)}}
  %y = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<4x8xf32>, tensor<f32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0 + d1, d1)>
#out = affine_map<(d0, d1) -> (d0, d1)>
func.func @skewed(%x: tensor<12x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{whose result 0 is neither a loop dimension nor a constant}}
  %y = linalg.generic {indexing_maps = [#id, #out], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<12x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

func.func @reduce_two(%x: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{has 2 results; the conversion takes linalg on tensors with one output}}
  %r:2 = linalg.reduce ins(%x, %z : tensor<4x8xf32>, tensor<4x8xf32>) outs(%f, %f : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%a: f32, %b: f32, %acc1: f32, %acc2: f32) {
      %s = arith.addf %a, %acc1 : f32
      %t = arith.addf %b, %acc2 : f32
      linalg.yield %s, %t : f32, f32
    }
  return %r#0 : tensor<4xf32>
}

// -----

#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d1)>
func.func @reduce_generic_rows(%x: tensor<4x8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{reduces loops [0]; only the last ones (ending at 1) lie on the free axis}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @reduce_generic_transposed(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{reads its input through a non-identity indexing map}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x4xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (0, d0)>
func.func @reduce_generic_output(%x: tensor<4x8xf32>) -> tensor<1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>
  // expected-error @+1 {{writes its result through an indexing map other than the input's without the last dimension}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f : tensor<1x4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}

// -----

func.func @reduce_product(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{combines with 'arith.mulf'; axe.reduce takes add, maximum and minimum}}
  %r = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.mulf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @reduce_doubled(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{has a body other than one 'arith.addf' of the element and the accumulator}}
  %r = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %in : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @reduce_from_one(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{starts its add from 1, not the identity}}
  %r = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @reduce_into_argument(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{starts its maximum from a tensor that is not a linalg.fill of a constant}}
  %r = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.maximumf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @mixed_types(%a: tensor<4x8xf32>, %b: tensor<8x16xbf16>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  // expected-error @+1 {{multiplies f32 by bf16; the TensorE takes two operands of one type}}
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xbf16>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

// -----

func.func @accumulates(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{accumulates into a tensor that is not a linalg.fill of 0}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

func.func @long_k(%a: tensor<128x8192xf32>, %b: tensor<8192x16xf32>) -> tensor<128x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x16xf32>) -> tensor<128x16xf32>
  // expected-error @+1 {{contracts over K = 8192: A^T's 128-column tile would need more than 14336 bytes of PSUM per partition}}
  %c = linalg.matmul ins(%a, %b : tensor<128x8192xf32>, tensor<8192x16xf32>) outs(%f : tensor<128x16xf32>) -> tensor<128x16xf32>
  return %c : tensor<128x16xf32>
}

// -----

func.func @transposed_a(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  // expected-error @+1 {{has transposed or broadcast indexing maps; the conversion takes the default A[m, k] B[k, n]}}
  %c = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

// -----

// Linalg on buffers stops at the first op that makes a buffer.
func.func @on_buffers(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'memref.alloc' op has no Trainium lowering in convert-linalg-to-axe-trainium}}
  %m = memref.alloc() : memref<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----

// A reversal: neither of the last two source dimensions lands where one step could put it.
func.func @transpose_moves_last(%x: tensor<2x4x8xf32>) -> tensor<8x4x2xf32> {
  %e = tensor.empty() : tensor<8x4x2xf32>
  // expected-error @+1 {{has permutation [2, 1, 0], which moves the last dimension and another and is not one transpose of the last two dimensions (the TensorE) before or after one that keeps the last (row copies)}}
  %t = linalg.transpose ins(%x : tensor<2x4x8xf32>) outs(%e : tensor<8x4x2xf32>) permutation = [2, 1, 0]
  return %t : tensor<8x4x2xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @argmax_used(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i64
  %lowest = arith.constant 0xFF800000 : f32
  %ei = tensor.empty() : tensor<4xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<4xi64>) -> tensor<4xi64>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{has 2 results and result 1 is used; the conversion takes a reduction's first output, with the others unused}}
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f, %fi : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %max: f32, %arg: i64):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %m = arith.maximumf %in, %max : f32
    %gt = arith.cmpf ogt, %in, %max : f32
    %a = arith.select %gt, %ii, %arg : i64
    linalg.yield %m, %a : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  %used = tensor.expand_shape %r#1 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
  return %r#0 : tensor<4xf32>
}

// -----

// One sum per row, returned as [1, rows]: the [rows, 1] tile would pair its rows with the
// unit dimension (it computed NaN before this was refused).
func.func @row_sums_as_a_row(%x: tensor<1x6x8xf32>) -> tensor<1x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6xf32>) -> tensor<1x6xf32>
  // expected-error @+1 {{has a tensor of shape [1, 6] that pairs a unit dimension with a dimension of its [6, 1] tile}}
  %r = linalg.reduce ins(%x : tensor<1x6x8xf32>) outs(%f : tensor<1x6xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<1x6xf32>
}

// -----

// A batch of single elements: a [2, 1, 1] tensor has one dimension above 1, so there is no
// [rows, cols] view with rows, and every copy is a [1, 1] tile, which the NKI emitter would
// index as a scalar.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @single_elements(%x: tensor<2x1x1xf32>) -> tensor<2x1x1xf32> {
  %e = tensor.empty() : tensor<2x1x1xf32>
  // expected-error @+1 {{copies single elements of a [2, 1, 1] tensor (a [1, 1] tile of a batch)}}
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x1x1xf32>) outs(%e : tensor<2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<2x1x1xf32>
  return %y : tensor<2x1x1xf32>
}

// -----

// An integer matmul wraps in its type; the TensorE sums in fp32.
func.func @int8_matmul(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>) -> tensor<4x4xi8> {
  %z = arith.constant 0 : i8
  %e = tensor.empty() : tensor<4x4xi8>
  %f = linalg.fill ins(%z : i8) outs(%e : tensor<4x4xi8>) -> tensor<4x4xi8>
  // expected-error @+1 {{multiplies i8 values; the conversion lowers float matmuls}}
  %c = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x4xi8>) outs(%f : tensor<4x4xi8>) -> tensor<4x4xi8>
  return %c : tensor<4x4xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// A signed order of i1s has true below false; the tiles hold true as 1.
func.func @signed_i1(%a: tensor<4x8xi1>, %b: tensor<4x8xi1>) -> tensor<4x8xi1> {
  %e = tensor.empty() : tensor<4x8xi1>
  // expected-error @+1 {{'arith.cmpi' slt orders i1 values as signed (true is -1); the tiles hold true as 1}}
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xi1>, tensor<4x8xi1>) outs(%e : tensor<4x8xi1>) {
  ^bb0(%x: i1, %y: i1, %o: i1):
    %c = arith.cmpi slt, %x, %y : i1
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  return %r : tensor<4x8xi1>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @unsigned_i8(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>) -> tensor<4x8xi1> {
  %e = tensor.empty() : tensor<4x8xi1>
  // expected-error @+1 {{'arith.cmpi' ult orders i8 values as unsigned; the tiles hold them signed}}
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%e : tensor<4x8xi1>) {
  ^bb0(%x: i8, %y: i8, %o: i1):
    %c = arith.cmpi ult, %x, %y : i8
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  return %r : tensor<4x8xi1>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// An i8 sum would wrap; the tiles add in fp32.
func.func @int8_add(%a: tensor<4x8xi8>, %b: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %e = tensor.empty() : tensor<4x8xi8>
  // expected-error @+1 {{'arith.addi' in its body has no Axe form}}
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xi8>, tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%x: i8, %y: i8, %o: i8):
    %c = arith.addi %x, %y : i8
    linalg.yield %c : i8
  } -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

// -----

// Indices computed in the kernel (ids + 1): the kernel reads its i64 argument as data.
#i1 = affine_map<(d0) -> (d0)>
#i2 = affine_map<(d0, d1) -> (d0)>
#o2 = affine_map<(d0, d1) -> (d0, d1)>
// expected-error @+1 {{has argument 0 of type tensor<8xi64>, which it reads other than as the indices of a gather}}
func.func @computed_indices(%ids: tensor<8xi64>, %table: tensor<100x16xf32>) -> tensor<8x16xf32> {
  %one = arith.constant 1 : i64
  %e64 = tensor.empty() : tensor<8xi64>
  %next = linalg.generic {indexing_maps = [#i1, #i1], iterator_types = ["parallel"]} ins(%ids : tensor<8xi64>) outs(%e64 : tensor<8xi64>) {
  ^bb0(%i: i64, %o: i64):
    %n = arith.addi %i, %one : i64
    linalg.yield %n : i64
  } -> tensor<8xi64>
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [#i2, #o2], iterator_types = ["parallel", "parallel"]} ins(%next : tensor<8xi64>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<100x16xf32>
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// A constant index past the table is refused at compile time.
#i2 = affine_map<(d0, d1) -> (d0)>
#o2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @constant_index_outside(%table: tensor<100x16xf32>) -> tensor<2x16xf32> {
  %ids = arith.constant dense<[3, 100]> : tensor<2xi64>
  %e = tensor.empty() : tensor<2x16xf32>
  // expected-error @+1 {{gathers row 100 of a table of 100 rows}}
  %r = linalg.generic {indexing_maps = [#i2, #o2], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<2xi64>) outs(%e : tensor<2x16xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<100x16xf32>
    linalg.yield %v : f32
  } -> tensor<2x16xf32>
  return %r : tensor<2x16xf32>
}

// -----

// A gather that reads a column other than the loop's own (a transposed read).
#i2 = affine_map<(d0, d1) -> (d0)>
#o2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @transposed_gather(%ids: tensor<8xi64>, %table: tensor<16x100xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  // expected-error @+1 {{reads the table at other than [0, ..., ids[...], j] with j the last loop index}}
  %r = linalg.generic {indexing_maps = [#i2, #o2], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<8xi64>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%col, %row] : tensor<16x100xf32>
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// x / c is x * (1 / c); a divisor whose reciprocal overflows f32 is refused.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @tiny_divisor(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = arith.constant 1.0e-39 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{divides by the constant 1e-39, whose reciprocal is not a normal f32}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %c : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A depthwise convolution with two outputs per channel (TOSA's channel multiplier M = 2).
func.func @depthwise_multiplier(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>) -> tensor<1x6x6x4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x4x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x6x4x2xf32>) -> tensor<1x6x6x4x2xf32>
  // expected-error @+1 {{'linalg.depthwise_conv_2d_nhwc_hwcm' op has a channel multiplier of 2 (filter [3, 3, 4, 2]); the conversion takes depthwise convolutions with one output per channel}}
  %c = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>) outs(%f : tensor<1x6x6x4x2xf32>) -> tensor<1x6x6x4x2xf32>
  return %c : tensor<1x6x6x4x2xf32>
}

// -----

// An integer convolution: the window rewrite decomposes float ones (its products and sums are
// arith.mulf / arith.addf), so it is left in place with the reason.
func.func @int8_convolution(%x: tensor<1x1x4x4xi8>, %w: tensor<2x1x2x2xi8>) -> tensor<1x2x3x3xi8> {
  %z = arith.constant 0 : i8
  %e = tensor.empty() : tensor<1x2x3x3xi8>
  %f = linalg.fill ins(%z : i8) outs(%e : tensor<1x2x3x3xi8>) -> tensor<1x2x3x3xi8>
  // expected-error @+1 {{'linalg.conv_2d_nchw_fchw' op has elements of type i8; the window rewrite takes floats}}
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x4x4xi8>, tensor<2x1x2x2xi8>) outs(%f : tensor<1x2x3x3xi8>) -> tensor<1x2x3x3xi8>
  return %c : tensor<1x2x3x3xi8>
}

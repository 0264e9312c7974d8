// What convert-linalg-to-uop cannot convert gets an error at the op that
// names it and says why.
// RUN: axe-opt %s --split-input-file --convert-linalg-to-uop --verify-diagnostics

// A gather from an empty tensor has no element to clamp an index to.
#id = affine_map<(i) -> (i)>
func.func @gather_empty(%x: tensor<4xf32>, %table: tensor<0xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    // expected-error @+1 {{'tensor.extract' op in a linalg.generic body extracts from tensor<0xf32>, an empty tensor (no element to read)}}
    %t = tensor.extract %table[%i] : tensor<0xf32>
    %s = arith.addf %in, %t : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A max written as a compare and a select (no combiner op).
#in = affine_map<(i) -> (i)>
#out = affine_map<(i) -> ()>
func.func @argmax_like(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'linalg.generic' op is a reduction whose output 0 is not yielded as its accumulator combined with one value by addf, mulf, maximumf, minimumf, maxnumf, minnumf, addi, muli, maxsi, minsi, maxui, minui, andi, ori, xori, nor as the position of another output's max or min}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction"]}
      ins(%x : tensor<4xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %gt = arith.cmpf ogt, %in, %acc : f32
    %m = arith.select %gt, %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

#id = affine_map<(i) -> (i)>
func.func @dynamic(%x: tensor<?xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'linalg.generic' op has output 0 of type tensor<?xf32>, not a static tensor (only linalg on static tensors is converted)}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

#id = affine_map<(i) -> (i)>
func.func @reads_empty(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op reads output 0, a tensor.empty whose contents are undefined}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(i) -> (i)>
func.func @scalar_argument(%x: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op reads f32 from outside its body, which is not a scalar constant (only constants broadcast over the iteration space)}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = arith.mulf %in, %s : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @pad_with_argument(%x: tensor<4xf32>, %v: f32) -> tensor<6xf32> {
  // expected-error @+1 {{'tensor.pad' op pads with a value that is not a constant (not converted)}}
  %p = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

func.func @dynamic_slice(%x: tensor<8xf32>, %o: index) -> tensor<2xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op has dynamic offsets, sizes, strides or padding (only static ones are converted)}}
  %s = tensor.extract_slice %x[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @extract(%x: tensor<8xf32>) -> f32 {
  %c = arith.constant 3 : index
  // expected-error @+1 {{'tensor.extract' op has no conversion to the tensor-level uop dialect}}
  %v = tensor.extract %x[%c] : tensor<8xf32>
  return %v : f32
}

// -----

// The second output adds the first one's combined value: not `acc <op> x`
// over the inputs alone.
#in = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i)>
func.func @combiner_read(%x: tensor<4x8xf32>, %i0: tensor<4xf32>, %i1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%i0, %i1 : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %acc0: f32, %acc1: f32):
    // expected-error @+1 {{'arith.addf' op is a reduction's combiner whose result the body reads (only linalg.yield may)}}
    %a = arith.addf %acc0, %in : f32
    %b = arith.addf %acc1, %a : f32
    linalg.yield %a, %b : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

#in = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i)>
func.func @accumulator_read(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op reads the accumulator of output 0 other than in its combiner (only `acc <op> x` reductions are converted)}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %acc : f32
    %a = arith.addf %acc, %m : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#s = affine_map<(i) -> ()>
#id = affine_map<(i) -> (i)>
func.func @scalar_input(%s: f32, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op has operand 0 of type f32, which is neither a static tensor nor a scalar constant}}
  %r = linalg.generic {indexing_maps = [#s, #id], iterator_types = ["parallel"]}
      ins(%s : f32) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#diag = affine_map<(i) -> (i, i)>
#id = affine_map<(i) -> (i)>
func.func @diagonal(%x: tensor<4x4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op has indexing map 0 that reads one loop dimension twice (a diagonal has no movement-op form)}}
  %r = linalg.generic {indexing_maps = [#diag, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#in = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i)>
func.func @dynamic_reduction(%x: tensor<4x?xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op has loop dimension 1 that no static tensor operand indexes}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x?xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A parallel loop the output does not index: every iteration of it writes the same element.
#in = affine_map<(i, j) -> (i, j)>
#out = affine_map<(i, j) -> (i)>
func.func @output_omits_parallel(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op has output 0 whose indexing map does not list every parallel loop once (and no reduction loop)}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @collapse_dynamic(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op has result type tensor<?xf32>, not a static tensor}}
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

func.func @slice_of_dynamic(%x: tensor<?xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op has an operand of type tensor<?xf32>, not a static tensor}}
  %c = tensor.extract_slice %x[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @empty_read(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.empty' op has undefined contents that are read (uop tensors always hold values)}}
  %e = tensor.empty() : tensor<4xf32>
  %y = arith.addf %x, %e : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @stride_zero(%x: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op has a stride below 1 (not converted)}}
  %s = tensor.extract_slice %x[1] [2] [0] : tensor<8xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @negative_pad(%x: tensor<8xf32>) -> tensor<6xf32> {
  %z = arith.constant 0.0 : f32
  // expected-error @+1 {{'tensor.pad' op pads by a negative amount (not converted)}}
  %p = tensor.pad %x low[-1] high[-1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<8xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

// A static padding equal to the dynamic sentinel (i64 min) parses but has no operand: refused
// as dynamic (found by the mutation fuzz: it used to crash printing the op).
func.func @pad_sentinel(%x: tensor<4xf32>) -> tensor<6xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{'tensor.pad' op has dynamic offsets, sizes, strides or padding (only static ones are converted)}}
  %p = tensor.pad %x low[-9223372036854775808] high[1] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

// Two elements 2^63 - 1 apart: MLIR's bound check lets the slice through, the conversion's
// span arithmetic does not overflow (a Rust panic before; found by the mutation fuzzer).
func.func @stride_past_i64(%x: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op spans more elements than an i64 counts (not converted)}}
  %s = tensor.extract_slice %x[1] [2] [9223372036854775807] : tensor<8xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

// A slice size computed from constants that does not fold (a division by zero: the generic is
// not evaluated) stays dynamic and is refused at the slice (computed-shapes.mlir: the sizes that fold).
#id1 = affine_map<(d0) -> (d0)>
func.func @computed_size_not_constant(%x: tensor<8xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %eight = arith.constant dense<8> : tensor<1xi64>
  %zero = arith.constant dense<0> : tensor<1xi64>
  %e = tensor.empty() : tensor<1xi64>
  %n_t = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%eight, %zero : tensor<1xi64>, tensor<1xi64>) outs(%e : tensor<1xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %q = arith.divsi %a, %b : i64
    linalg.yield %q : i64
  } -> tensor<1xi64>
  %n64 = tensor.extract %n_t[%c0] : tensor<1xi64>
  %n = arith.index_cast %n64 : i64 to index
  // expected-error @+1 {{'tensor.extract_slice' op has result type tensor<?xf32>, not a static tensor}}
  %s = tensor.extract_slice %x[0] [%n] [1] : tensor<8xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}

// -----

// torch-mlir's check of a computed size (cf.assert) that is false once the size is folded: the
// program would fail on every call (and the cast after it assumes the size), so it is refused.
#id1 = affine_map<(d0) -> (d0)>
func.func @computed_size_fails_its_check(%x: tensor<8xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %three = arith.constant dense<3> : tensor<1xi64>
  %one = arith.constant dense<1> : tensor<1xi64>
  %e = tensor.empty() : tensor<1xi64>
  %n_t = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%three, %one : tensor<1xi64>, tensor<1xi64>) outs(%e : tensor<1xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %q = arith.muli %a, %b : i64
    linalg.yield %q : i64
  } -> tensor<1xi64>
  %n64 = tensor.extract %n_t[%c0] : tensor<1xi64>
  %n = arith.index_cast %n64 : i64 to index
  %s = tensor.extract_slice %x[0] [%n] [1] : tensor<8xf32> to tensor<?xf32>
  %ok = arith.cmpi eq, %n, %c4 : index
  // expected-error @+1 {{'cf.assert' op fails on every call once the shapes computed from constants are folded: "mismatched size for broadcast"}}
  cf.assert %ok, "mismatched size for broadcast"
  %r = tensor.cast %s : tensor<?xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// torch-mlir's linalg for nn.AdaptiveMaxPool2d((2, 3)) on 7 x 8: windows of different sizes
// are not supported by its lowering, which says so in a `cf.assert false` before the pool it
// writes anyway (one window size for all): compiled, that pool returned wrong values.
func.func @adaptive_max_pool(%arg0: tensor<1x2x7x8xf32>) -> tensor<1x2x2x3xf32> {
  %false = arith.constant false
  %cst = arith.constant 0xFF800000 : f32
  // expected-error @+1 {{'cf.assert' op fails on every call: "unimplemented: only support cases with fixed stride size."}}
  cf.assert %false, "unimplemented: only support cases with fixed stride size."
  // expected-error @+1 {{'cf.assert' op fails on every call: "unimplemented: only support cases with fixed kernel size."}}
  cf.assert %false, "unimplemented: only support cases with fixed kernel size."
  %0 = tensor.empty() : tensor<1x2x2x3xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %2 = tensor.empty() : tensor<4x3xf32>
  %3 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<[3, 2]> : vector<2xi64>} ins(%arg0, %2 : tensor<1x2x7x8xf32>, tensor<4x3xf32>) outs(%1 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  return %3 : tensor<1x2x2x3xf32>
}

// -----

// A check whose condition folds from constants to false, in a static program.
func.func @static_check_folds_false(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = arith.constant 3 : index
  %b = arith.constant 4 : index
  %ok = arith.cmpi eq, %a, %b : index
  // expected-error @+1 {{'cf.assert' op fails on every call: "sizes differ"}}
  cf.assert %ok, "sizes differ"
  return %x : tensor<4xf32>
}

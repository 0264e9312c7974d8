// Layouts no sharding expresses, and ops axe-distribute does not distribute.
// RUN: axe-opt %s --axe-distribute --split-input-file --verify-diagnostics

// expected-error@+1 {{argument 0 of @cyclic: layout S[(32,2,2,64):(128,1@gpuid,2@gpuid,1)]: dimension 0 puts 2:1@gpuid inside its memory iters, a cyclic distribution}}
func.func @cyclic(%x: tensor<64x128xf32, #axe.layout<S[(32,2,2,64):(128,1@gpuid,2@gpuid,1)]>>) {
  return
}

// -----

// expected-error@+1 {{does not say where the tensor lives along grid axis 0 (gpuid/2, 2 processes)}}
func.func @unplaced(%x: tensor<64x128xf32, #axe.layout<S[(2,32,128):(1@gpuid,128,1)]>>, %y: tensor<64x128xf32, #axe.layout<S[(2,32,128):(2@gpuid,128,1)] + R[2:1@gpuid]>>) {
  return
}

// -----

// expected-error@+1 {{has no process grid: the iters on device axis `gpuid` do not nest}}
func.func @no_grid(%x: tensor<6x8xf32, #axe.layout<S[(2,3,8):(1@gpuid,8,1)]>>, %y: tensor<6x8xf32, #axe.layout<S[(3,2,8):(1@gpuid,8,1)]>>) {
  return
}

// -----

// expected-error@+1 {{offset on device axis `gpuid`}}
func.func @offset(%x: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)] + 2@gpuid>>) {
  return
}

// -----

func.func @unknown_op(%x: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) -> tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>> {
  // expected-error@+1 {{axe-distribute does not know how `tensor.extract_slice` acts on distributed tensors}}
  %y = tensor.extract_slice %x[0, 0] [8, 8] [1, 1] : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>> to tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  return %y : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
}

// -----

// A constant with a distributed type must be a splat (each piece is the same splat).
func.func @non_splat_constant(%x: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) -> tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>> {
  // expected-error@+1 {{axe-distribute: a non-splat constant on distributed tensors}}
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]]> : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  %y = arith.addf %x, %c : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
  return %y : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>
}

// -----

func.func @accumulator(%A: tensor<8x8xf32, #axe.layout<S[(8,2,4):(4,1@gpuid,1)]>>, %B: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>, %C: tensor<8x8xf32, #axe.layout<S[(8,8):(8,1)] + R[2:1@gpuid]>>) -> tensor<8x8xf32, #axe.layout<S[(8,8):(8,1)] + R[2:1@gpuid]>> {
  // expected-error@+1 {{splits the contraction over processes, so its accumulator must be a linalg.fill of zero}}
  %r = linalg.matmul ins(%A, %B : tensor<8x8xf32, #axe.layout<S[(8,2,4):(4,1@gpuid,1)]>>, tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) outs(%C : tensor<8x8xf32, #axe.layout<S[(8,8):(8,1)] + R[2:1@gpuid]>>) -> tensor<8x8xf32, #axe.layout<S[(8,8):(8,1)] + R[2:1@gpuid]>>
  return %r : tensor<8x8xf32, #axe.layout<S[(8,8):(8,1)] + R[2:1@gpuid]>>
}

// -----

func.func @reshape(%x: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'axe.redistribute' op keeps the logical shape and element type; only the distribution changes}}
  %r = axe.redistribute %x : tensor<4xf32> to tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// -----

// A product over a dimension split across processes: only sums, maxima and minima of pieces
// are combined.
func.func @split_product(%x: tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) -> tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>> {
  %one = arith.constant 1.0 : f32
  %empty = tensor.empty() : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
  %init = linalg.fill ins(%one : f32) outs(%empty : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>) -> tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
  // expected-error@+1 {{splits a reduced dimension over processes, so its body must be one op that combines the pieces' results (arith.addf, arith.addi, arith.maximumf, arith.maxnumf, arith.maxsi, arith.maxui, arith.minimumf, arith.minnumf, arith.minsi, arith.minui)}}
  %s = linalg.reduce ins(%x : tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) outs(%init : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.mulf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
}

// -----

// A split sum must start from zero on every process.
func.func @split_sum_nonzero_init(%x: tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) -> tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>> {
  %one = arith.constant 1.0 : f32
  %empty = tensor.empty() : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
  %init = linalg.fill ins(%one : f32) outs(%empty : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>) -> tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
  // expected-error@+1 {{splits a reduced dimension over processes, so its init must be a linalg.fill of zero}}
  %s = linalg.reduce ins(%x : tensor<8x8xf32, #axe.layout<S[(8,2,4):(8,1@gpuid,1)]>>) outs(%init : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<8xf32, #axe.layout<S[8:1] + R[2:1@gpuid]>>
}

// -----

// A reduce of two inputs at once.
func.func @two_input_reduce(%x: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>, %y: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) -> (tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>, tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) -> tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
  // expected-error@+1 {{distributes a linalg.reduce of one input and one init}}
  %s:2 = linalg.reduce ins(%x, %y : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>, tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) outs(%init, %init : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>, tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) dimensions = [1]
    (%a: f32, %b: f32, %acc0: f32, %acc1: f32) {
      %s0 = arith.addf %a, %acc0 : f32
      %s1 = arith.addf %b, %acc1 : f32
      linalg.yield %s0, %s1 : f32, f32
    }
  return %s#0, %s#1 : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>, tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
}

// -----

// A linalg.generic with a reduction iterator is not all-parallel (linalg.reduce is what
// axe-distribute completes).
#d0d1 = affine_map<(d0, d1) -> (d0, d1)>
#d0 = affine_map<(d0, d1) -> (d0)>
func.func @generic_reduction(%x: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>, %init: tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) -> tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>> {
  // expected-error@+1 {{axe-distribute does not know how `linalg.generic` acts on distributed tensors}}
  %s = linalg.generic {indexing_maps = [#d0d1, #d0], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) outs(%init : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>) {
    ^bb0(%a: f32, %acc: f32):
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
  return %s : tensor<8xf32, #axe.layout<S[(2,4):(1@gpuid,1)]>>
}

// -----

// A collapse_shape that merges two dimensions of extent > 1 changes which elements a block
// holds; only reshapes that add or remove unit dimensions act on pieces.
func.func @collapse_merge(%x: tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>>) -> tensor<64xf32, #axe.layout<S[(2,32):(1@gpuid,1)]>> {
  // expected-error@+1 {{axe-distribute does not know how `tensor.collapse_shape` acts on distributed tensors}}
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<8x8xf32, #axe.layout<S[(2,4,8):(1@gpuid,8,1)]>> into tensor<64xf32, #axe.layout<S[(2,32):(1@gpuid,1)]>>
  return %c : tensor<64xf32, #axe.layout<S[(2,32):(1@gpuid,1)]>>
}

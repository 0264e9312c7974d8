// Movement ops on distributed tensors over 4 processes: a transpose and a broadcast act on the
// pieces, each operand dimension carrying the split of the result dimension it becomes, so a
// transpose of a row-split matrix into a column-split one, or a broadcast of a split vector over
// rows, sends nothing; a result declared otherwise gets the collectives its layout requires.
//   mpirun -n 4 axe-run --target cpu examples/distributed/movement.mlir
#rows = #axe.layout<S[(4,16,128):(1@gpuid,128,1)]>
#cols_t = #axe.layout<S[(128,4,16):(64,1@gpuid,1)]>
#cols = #axe.layout<S[(64,4,32):(128,1@gpuid,1)]>
#split = #axe.layout<S[(4,32):(1@gpuid,1)]>
#replicated = #axe.layout<S[(128,64):(64,1)] + R[4:1@gpuid]>

// Rows split to columns split: each process transposes its 16 rows into 16 columns.
func.func @transpose_local(%x: tensor<64x128xf32, #rows>) -> tensor<128x64xf32, #cols_t> {
  %empty = tensor.empty() : tensor<128x64xf32, #cols_t>
  %t = linalg.transpose ins(%x : tensor<64x128xf32, #rows>) outs(%empty : tensor<128x64xf32, #cols_t>) permutation = [1, 0]
  return %t : tensor<128x64xf32, #cols_t>
}

// The same transpose into a replicated result: the pieces are transposed, then all-gathered.
func.func @transpose_gather(%x: tensor<64x128xf32, #rows>) -> tensor<128x64xf32, #replicated> {
  %empty = tensor.empty() : tensor<128x64xf32, #cols_t>
  %t = linalg.transpose ins(%x : tensor<64x128xf32, #rows>) outs(%empty : tensor<128x64xf32, #cols_t>) permutation = [1, 0]
  %r = axe.redistribute %t : tensor<128x64xf32, #cols_t> to tensor<128x64xf32, #replicated>
  return %r : tensor<128x64xf32, #replicated>
}

// A split bias broadcast over 64 rows: each process broadcasts its 32 entries.
func.func @broadcast_local(%b: tensor<128xf32, #split>) -> tensor<64x128xf32, #cols> {
  %empty = tensor.empty() : tensor<64x128xf32, #cols>
  %y = linalg.broadcast ins(%b : tensor<128xf32, #split>) outs(%empty : tensor<64x128xf32, #cols>) dimensions = [0]
  return %y : tensor<64x128xf32, #cols>
}

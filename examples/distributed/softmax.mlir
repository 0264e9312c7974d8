// Row softmax of a 64x128 matrix whose columns are split over 4 processes, in the linalg that
// upstream's tosa-to-linalg writes (reductions, then broadcasts of the row results through
// `(d0, 0)` maps). Each process reduces its 32 columns; the row maxima are completed by an
// all-reduce with arith.maximumf, the row sums by one with arith.addf, and the rest acts on the
// pieces: 2 x 64 values sent per process's all-reduce, never the matrix.
//   mpirun -n 4 axe-run --target cpu --rtol 1e-5 --atol 1e-6 examples/distributed/softmax.mlir
#cols = #axe.layout<S[(64,4,32):(128,1@gpuid,1)]>
#rows1 = #axe.layout<S[64:1] + R[4:1@gpuid]>
#rowscol = #axe.layout<S[(64,1):(1,1)] + R[4:1@gpuid]>
#d0d1 = affine_map<(d0, d1) -> (d0, d1)>
#d0z = affine_map<(d0, d1) -> (d0, 0)>

func.func @softmax_split_columns(%x: tensor<64x128xf32, #cols>) -> tensor<64x128xf32, #cols> {
  %low = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64xf32, #rows1>
  %minit = linalg.fill ins(%low : f32) outs(%e0 : tensor<64xf32, #rows1>) -> tensor<64xf32, #rows1>
  %max = linalg.reduce ins(%x : tensor<64x128xf32, #cols>) outs(%minit : tensor<64xf32, #rows1>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %maxc = tensor.expand_shape %max [[0, 1]] output_shape [64, 1] : tensor<64xf32, #rows1> into tensor<64x1xf32, #rowscol>
  %e1 = tensor.empty() : tensor<64x128xf32, #cols>
  %shifted = linalg.generic {indexing_maps = [#d0d1, #d0z, #d0d1], iterator_types = ["parallel", "parallel"]}
      ins(%x, %maxc : tensor<64x128xf32, #cols>, tensor<64x1xf32, #rowscol>) outs(%e1 : tensor<64x128xf32, #cols>) {
    ^bb0(%a: f32, %m: f32, %out: f32):
      %d = arith.subf %a, %m : f32
      %e = math.exp %d : f32
      linalg.yield %e : f32
    } -> tensor<64x128xf32, #cols>
  %e2 = tensor.empty() : tensor<64xf32, #rows1>
  %sinit = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64xf32, #rows1>) -> tensor<64xf32, #rows1>
  %sum = linalg.reduce ins(%shifted : tensor<64x128xf32, #cols>) outs(%sinit : tensor<64xf32, #rows1>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %sumc = tensor.expand_shape %sum [[0, 1]] output_shape [64, 1] : tensor<64xf32, #rows1> into tensor<64x1xf32, #rowscol>
  %e3 = tensor.empty() : tensor<64x128xf32, #cols>
  %y = linalg.generic {indexing_maps = [#d0d1, #d0z, #d0d1], iterator_types = ["parallel", "parallel"]}
      ins(%shifted, %sumc : tensor<64x128xf32, #cols>, tensor<64x1xf32, #rowscol>) outs(%e3 : tensor<64x128xf32, #cols>) {
    ^bb0(%a: f32, %s: f32, %out: f32):
      %q = arith.divf %a, %s : f32
      linalg.yield %q : f32
    } -> tensor<64x128xf32, #cols>
  return %y : tensor<64x128xf32, #cols>
}

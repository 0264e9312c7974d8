// GEMM + bias + ReLU over 4 processes: the contraction K is split over gpuid as in
// gemm-reduce-scatter.mlir, and the elementwise tail runs on row pieces. axe-distribute
// completes the matmul's partial sum with one reduce-scatter to the rows split that the bias
// add (an elementwise linalg.generic) and the result declare; the bias (rows split as well) is used as given, the ReLU's zero is a
// replicated constant that each process slices, and every process computes only its rows.
//   mpirun -n 4 axe-run --target cpu --rtol 1e-4 --atol 1e-4 examples/distributed/gemm-bias-relu.mlir
#a = #axe.layout<S[(64,4,32):(32,1@gpuid,1)]>
#b = #axe.layout<S[(4,32,64):(1@gpuid,64,1)]>
#rows = #axe.layout<S[(4,16,64):(1@gpuid,64,1)]>

func.func @gemm_bias_relu(%A: tensor<64x128xf32, #a>, %B: tensor<128x64xf32, #b>, %bias: tensor<64x64xf32, #rows>) -> tensor<64x64xf32, #rows> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64x64xf32, #rows>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x64xf32, #rows>) -> tensor<64x64xf32, #rows>
  %C = linalg.matmul ins(%A, %B : tensor<64x128xf32, #a>, tensor<128x64xf32, #b>)
                     outs(%init : tensor<64x64xf32, #rows>) -> tensor<64x64xf32, #rows>
  // The bias add as upstream's tosa-to-linalg writes it: an elementwise linalg.generic.
  %out = tensor.empty() : tensor<64x64xf32, #rows>
  %biased = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                            iterator_types = ["parallel", "parallel"]}
      ins(%C, %bias : tensor<64x64xf32, #rows>, tensor<64x64xf32, #rows>) outs(%out : tensor<64x64xf32, #rows>) {
    ^bb0(%c: f32, %b: f32, %o: f32):
      %sum = arith.addf %c, %b : f32
      linalg.yield %sum : f32
  } -> tensor<64x64xf32, #rows>
  %zeros = arith.constant dense<0.0> : tensor<64x64xf32, #rows>
  %relu = arith.maximumf %biased, %zeros : tensor<64x64xf32, #rows>
  return %relu : tensor<64x64xf32, #rows>
}

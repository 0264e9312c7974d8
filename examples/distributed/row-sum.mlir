// Row sums, maxima and minima of a distributed 64x128 matrix over 4 processes (linalg.reduce,
// dimension 1). Each process reduces its piece; where the columns are split, the pieces' results are partial over
// gpuid, and the declared result distribution picks the collective that completes them.
//   mpirun -n 4 axe-run --target cpu --rtol 1e-4 --atol 1e-4 examples/distributed/row-sum.mlir
#cols = #axe.layout<S[(64,4,32):(128,1@gpuid,1)]>
#rows = #axe.layout<S[(4,16,128):(1@gpuid,128,1)]>
#replicated = #axe.layout<S[64:1] + R[4:1@gpuid]>
#rows1 = #axe.layout<S[(4,16):(1@gpuid,1)]>

// Columns split, result replicated: one all-reduce of the 64 partial sums.
func.func @row_sum_all_reduce(%x: tensor<64x128xf32, #cols>) -> tensor<64xf32, #replicated> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64xf32, #replicated>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64xf32, #replicated>) -> tensor<64xf32, #replicated>
  %s = linalg.reduce ins(%x : tensor<64x128xf32, #cols>) outs(%init : tensor<64xf32, #replicated>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<64xf32, #replicated>
}

// Columns split, result rows split: one reduce-scatter, each process keeps its 16 rows.
func.func @row_sum_reduce_scatter(%x: tensor<64x128xf32, #cols>) -> tensor<64xf32, #rows1> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64xf32, #rows1>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64xf32, #rows1>) -> tensor<64xf32, #rows1>
  %s = linalg.reduce ins(%x : tensor<64x128xf32, #cols>) outs(%init : tensor<64xf32, #rows1>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<64xf32, #rows1>
}

// Rows split, result rows split: every row is whole on one process; no collective.
func.func @row_sum_local(%x: tensor<64x128xf32, #rows>) -> tensor<64xf32, #rows1> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64xf32, #rows1>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64xf32, #rows1>) -> tensor<64xf32, #rows1>
  %s = linalg.reduce ins(%x : tensor<64x128xf32, #rows>) outs(%init : tensor<64xf32, #rows1>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<64xf32, #rows1>
}

// Row maxima, columns split, result rows split: one reduce-scatter that combines the pieces with
// the reduction's own arith.maximumf. The init is an argument split by rows; every process
// starts its partial maxima from the whole init (all-gathered: 64 values), which a max may do
// since combining the init with itself keeps it.
func.func @row_max_reduce_scatter(%x: tensor<64x128xf32, #cols>, %start: tensor<64xf32, #rows1>) -> tensor<64xf32, #rows1> {
  %m = linalg.reduce ins(%x : tensor<64x128xf32, #cols>) outs(%start : tensor<64xf32, #rows1>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.maximumf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %m : tensor<64xf32, #rows1>
}

// Signed integer row minima, columns split, result replicated: an all-reduce with arith.minsi
// (a ring, not MPI_MIN, so the op is the reduction's own).
func.func @row_min_all_reduce(%x: tensor<64x128xi32, #cols>) -> tensor<64xi32, #replicated> {
  %big = arith.constant 2147483647 : i32
  %empty = tensor.empty() : tensor<64xi32, #replicated>
  %init = linalg.fill ins(%big : i32) outs(%empty : tensor<64xi32, #replicated>) -> tensor<64xi32, #replicated>
  %m = linalg.reduce ins(%x : tensor<64x128xi32, #cols>) outs(%init : tensor<64xi32, #replicated>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %a = arith.minsi %in, %acc : i32
      linalg.yield %a : i32
    }
  return %m : tensor<64xi32, #replicated>
}

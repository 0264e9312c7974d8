// An op with effects and no results inside a linalg.generic body (a print)
// has no tensor-level uop form; axe-compile reports it in this file.
// (driver.mlir checks the line and column.) A computed cf.assert is a
// runtime check instead (test/Conversion/linalg-to-uop/runtime-checks.mlir).
func.func @checked(%ids: tensor<3xi64>) -> tensor<3xi64> {
  %c8 = arith.constant 8 : i64
  %e = tensor.empty() : tensor<3xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<3xi64>) outs(%e : tensor<3xi64>) {
  ^bb0(%id: i64, %out: i64):
    %lt = arith.cmpi slt, %id, %c8 : i64
    vector.print %id : i64
    linalg.yield %id : i64
  } -> tensor<3xi64>
  return %r : tensor<3xi64>
}

// An op no dialect defines (test/Tools/axe-run/diagnostics.mlir, test/Tools/axe-translate/diagnostics.mlir).
func.func @f(%x: f32) -> f32 {
  %y = arith.addf %x, %x : f32
  %z = arith.bogus %y : f32
  return %z : f32
}

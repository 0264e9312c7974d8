// A small loop for test/Tools/axe-run/progress.test.
func.func @loop(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %b = arith.addf %a, %x : f32
    scf.yield %b : f32
  }
  return %r : f32
}

// Used by ../uop-roundtrip.mlir: the verifier runs inside upstream mlir-opt.
func.func @zero_end() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'uop.range' op requires a positive end, but got 0}}
  %r = uop.range %c0 axis(0) loop
  return
}

// -----

// expected-error @+1 {{invalid layout: stride must be non-zero}}
func.func @zero_stride() attributes {l = #axe.layout<S[4:0]>} {
  return
}

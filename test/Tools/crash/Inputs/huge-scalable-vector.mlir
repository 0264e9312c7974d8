// A scalable vector's base sizes count too (huge-vector.mlir).
// vector<4x9223372036854775807xf16> in a comment is not a type.
func.func @f(%v: vector<[65536]x65536xf32>) {
  %e:2 = vector.to_elements %v : vector<[65536]x65536xf32>
  return
}

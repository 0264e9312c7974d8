// No vector.from_elements or vector.to_elements op, only the words in a string:
// the huge vector stays (huge-vector.mlir).
func.func @g(%v: vector<4x9223372036854775807xf16>) attributes {note = "vector.from_elements"} {
  return
}

// Not parsed: array<index: 1> in a comment.
func.func @f() attributes {x = "array<index: 1>", y = array<i64: 1>} {
  return
}

// Into an array MLIR 22 accepts the position; LLVM IR has no such index.
func.func @f(%s: !llvm.array<2 x f32>) -> f32 {
  %r = llvm.extractvalue %s[0, 4294967296] : !llvm.array<2 x f32>
  return %r : f32
}

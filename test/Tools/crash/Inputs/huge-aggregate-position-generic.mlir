// The generic form (llvm.extractvalue 4294967296 in a comment is no op).
func.func @f(%s: !llvm.struct<(f32, f32)>) -> f32 {
  %ok = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>) -> f32
  %r = "llvm.extractvalue"(%s) <{position = array<i64: 4294967296>}> : (!llvm.struct<(f32, f32)>) -> f32
  return %r : f32
}

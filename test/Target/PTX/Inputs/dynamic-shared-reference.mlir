// The oracle of ../dynamic-shared.mlir: a copy.
func.func @stream(%a: memref<768x64xf16>, %b: memref<768x64xf16> {uop.output = 0 : i64}) {
  memref.copy %a, %b : memref<768x64xf16> to memref<768x64xf16>
  return
}

// A function returning a strided memref (test/Tools/axe-run/readable-types.mlir).
func.func @m(%x: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 2]>> {
  %s = memref.reinterpret_cast %x to offset: [0], sizes: [4, 4], strides: [8, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 2]>>
  return %s : memref<4x4xf32, strided<[8, 2]>>
}

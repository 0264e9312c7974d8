// What test/Tools/axe-run/gpu-emulator-cluster.mlir computes, by plain loads: in round k, block
// r's thread t holds row 4k + t / 16, column t % 16 of the input, times r + 1.
func.func @cluster(%in: memref<8x32xf32>, %out: memref<2x2x64xf32> {uop.output = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %k = %c0 to %c2 step %c1 {
    scf.for %b = %c0 to %c2 step %c1 {
      scf.for %t = %c0 to %c64 step %c1 {
        %r = arith.divui %t, %c16 : index
        %c = arith.remui %t, %c16 : index
        %base = arith.muli %k, %c4 : index
        %row = arith.addi %base, %r : index
        %v = memref.load %in[%row, %c] : memref<8x32xf32>
        %scale = arith.addi %b, %c1 : index
        %scale32 = arith.index_cast %scale : index to i32
        %factor = arith.sitofp %scale32 : i32 to f32
        %w = arith.mulf %v, %factor : f32
        memref.store %w, %out[%k, %b, %t] : memref<2x2x64xf32>
      }
    }
  }
  return
}

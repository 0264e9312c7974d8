// axe-run --print --traffic on the GPU emulator counts how each warp's memory requests are
// served: global memory's 32-byte sectors against the fewest the requested bytes fill (each
// uncoalesced op named), shared memory's wavefronts as the hardware serves them (32 banks of
// 4-byte words; phases of 128 bytes' worth of lanes; one phase per ldmatrix matrix) against
// one a phase (each op with bank conflicts named).
//
// @column: lane l reads x[l, 0], 32 floats 128 bytes apart: 32 sectors where 4 would hold
// them; its store of out[l] is coalesced.
// RUN: axe-run %s --entry column --target gpu-emulator --print --traffic | FileCheck %s --check-prefix=COLUMN
// COLUMN: @column global memory: 2 requests, 36 sectors (8 at best)
// COLUMN-NEXT: @column uncoalesced: {{.*}}memory-requests.mlir:{{[0-9]+}}:{{[0-9]+}} 'memref.load': 32 sectors for 4 (8.00x)
// COLUMN-NOT: shared memory
//
// @transpose: a 32 x 32 tile written by rows and read by columns, one warp. The row writes
// are conflict-free; in the column reads every lane hits bank 0 (32 wavefronts a request,
// 32 requests). Padding the tile to 33 columns (the sed) puts each lane of a column in its
// own bank: 64 wavefronts, none lost. The results are the same either way.
// RUN: axe-run %s --entry transpose --target gpu-emulator --print --traffic > %t.rows.txt
// RUN: FileCheck %s --check-prefix=ROWS < %t.rows.txt
// RUN: sed -e 's/32x32xf32, #gpu/32x33xf32, #gpu/g' %s > %t.padded.mlir
// RUN: axe-run %t.padded.mlir --entry transpose --target gpu-emulator --print --traffic > %t.padded.txt
// RUN: FileCheck %s --check-prefix=PADDED < %t.padded.txt
// RUN: grep 'result 0' %t.rows.txt > %t.rows.result
// RUN: grep 'result 0' %t.padded.txt | diff - %t.rows.result
// ROWS: @transpose global memory: 64 requests, 256 sectors (256 at best)
// ROWS-NEXT: @transpose shared memory: 64 requests, 1056 wavefronts (64 without bank conflicts)
// ROWS-NEXT: @transpose bank conflicts: {{.*}}memory-requests.mlir:{{[0-9]+}}:{{[0-9]+}} 'memref.load': 1024 wavefronts for 32 (32.00x)
// ROWS-NOT: bank conflicts
// PADDED: @transpose shared memory: 64 requests, 64 wavefronts (64 without bank conflicts)
// PADDED-NOT: bank conflicts
//
// @ldmatrix: one warp reads four 8 x 8 f16 matrices down column chunk 0 of a 32-row tile of 64-byte
// rows. Unswizzled, a matrix's even rows start in bank 0 and its odd rows in bank 16: 4
// wavefronts a matrix. With the chunk xor-swizzled by (row / 2) % 4, as a 64-byte row's
// swizzle does, the eight rows start in eight groups of four banks: one wavefront a matrix.
// The cp.async filling the tile writes 16 bytes a lane at the same addresses, in quarter-warp
// phases: 4-way unswizzled (rows 0, 2, 4 and 6 of a phase in banks 0-3), conflict-free
// swizzled. The fragments are the same either way.
// RUN: axe-run %s --entry ldmatrix --target gpu-emulator --print --traffic > %t.plain.txt
// RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.txt
// RUN: sed -e 's/%chunk = arith.muli %c0, %c0/%chunk = arith.muli %group, %c8/' %s > %t.swizzled.mlir
// RUN: axe-run %t.swizzled.mlir --entry ldmatrix --target gpu-emulator --print --traffic > %t.swizzled.txt
// RUN: FileCheck %s --check-prefix=SWIZZLED < %t.swizzled.txt
// RUN: grep 'result 0' %t.plain.txt > %t.plain.result
// RUN: grep 'result 0' %t.swizzled.txt | diff - %t.plain.result
// PLAIN: @ldmatrix shared memory: 2 requests, 32 wavefronts (8 without bank conflicts)
// PLAIN-NEXT: @ldmatrix bank conflicts: {{.*}}memory-requests.mlir:{{[0-9]+}}:{{[0-9]+}} 'nvgpu.device_async_copy': 16 wavefronts for 4 (4.00x)
// PLAIN-NEXT: @ldmatrix bank conflicts: {{.*}}memory-requests.mlir:{{[0-9]+}}:{{[0-9]+}} 'nvgpu.ldmatrix': 16 wavefronts for 4 (4.00x)
// SWIZZLED: @ldmatrix shared memory: 2 requests, 8 wavefronts (8 without bank conflicts)
// SWIZZLED-NOT: bank conflicts
//
// Without --traffic nothing is counted or printed.
// RUN: axe-run %s --entry transpose --target gpu-emulator --print | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: memory:

!tile = memref<32x32xf32, #gpu.address_space<workgroup>>
!rows = memref<32x32xf16, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column(%x: memref<32x32xf32>, %out: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %lane = gpu.thread_id x
      %v = memref.load %x[%lane, %c0] : memref<32x32xf32>
      memref.store %v, %out[%lane] : memref<32xf32>
      gpu.return
    }
    gpu.func @transpose(%x: memref<32x32xf32>, %out: memref<32x32xf32>) workgroup(%t : !tile {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %lane = gpu.thread_id x
      scf.for %r = %c0 to %c32 step %c1 {
        %v = memref.load %x[%r, %lane] : memref<32x32xf32>
        memref.store %v, %t[%r, %lane] : !tile
      }
      gpu.barrier
      scf.for %r = %c0 to %c32 step %c1 {
        %v = memref.load %t[%lane, %r] : !tile
        memref.store %v, %out[%r, %lane] : memref<32x32xf32>
      }
      gpu.return
    }
    // Lane l copies the first 8 elements of row l of x into row l of the tile (at chunk 0, or
    // the swizzled chunk); then lane 8q + r gives the same chunk's address as row r of matrix q.
    gpu.func @ldmatrix(%x: memref<32x32xf16>, %out: memref<32x8xf16>) workgroup(%s : !rows {llvm.align = 128 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %lane = gpu.thread_id x
      %half = arith.divui %lane, %c2 : index
      %group = arith.remui %half, %c4 : index
      %chunk = arith.muli %c0, %c0 : index
      %tok = nvgpu.device_async_copy %x[%lane, %c0], %s[%lane, %chunk], 8 : memref<32x32xf16> to !rows
      %g = nvgpu.device_async_create_group %tok
      nvgpu.device_async_wait %g
      gpu.barrier
      %f = nvgpu.ldmatrix %s[%lane, %chunk] {numTiles = 4 : i32, transpose = false} : !rows -> vector<4x2xf16>
      %row = arith.divui %lane, %c4 : index
      %col = arith.remui %lane, %c4 : index
      %c0v = arith.muli %col, %c2 : index
      %e = vector.extract %f[0] : vector<2xf16> from vector<4x2xf16>
      vector.store %e, %out[%row, %c0v] : memref<32x8xf16>, vector<2xf16>
      gpu.return
    }
  }
  func.func @column(%x: memref<32x32xf32>, %out: memref<32xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@column blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%x : memref<32x32xf32>, %out : memref<32xf32>)
    return
  }
  func.func @transpose(%x: memref<32x32xf32>, %out: memref<32x32xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@transpose blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%x : memref<32x32xf32>, %out : memref<32x32xf32>)
    return
  }
  func.func @ldmatrix(%x: memref<32x32xf16>, %out: memref<32x8xf16> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@ldmatrix blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%x : memref<32x32xf16>, %out : memref<32x8xf16>)
    return
  }
}

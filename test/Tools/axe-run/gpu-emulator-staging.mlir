// Misused cp.async and ldmatrix on the GPU emulator (their correct use, checked against plain
// loops, is test/Target/PTX/shared-staging.mlir): reading a cp.async destination before the
// wait (the hardware may not have written it yet), reading another thread's copy after its
// wait but with no barrier (a race), ldmatrix without a full warp, and addresses that break
// the PTX ISA's alignment (ldmatrix rows on 16 bytes, cp.async on its size; a workgroup
// attribution without llvm.align is only aligned to its element, as in the PTX it becomes),
// copies and rows past their buffer, and a second copy to an element while the first is in
// flight. (A copy of a size cp.async has not is refused by nvgpu's own verifier.)
// RUN: not axe-run %s --entry read_before_wait 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: not axe-run %s --entry no_barrier 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not axe-run %s --entry half_warp 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: not axe-run %s --entry misaligned_row 2>&1 | FileCheck %s --check-prefix=ROW
// RUN: not axe-run %s --entry misaligned_copy 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: not axe-run %s --entry copy_past_end 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not axe-run %s --entry copy_twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not axe-run %s --entry row_past_end 2>&1 | FileCheck %s --check-prefix=ROWEND
// EARLY: error: 'memref.load' op accesses element 0 of a buffer that this thread's own cp.async has not completed (wait for its group with nvgpu.device_async_wait, and pass a gpu.barrier before another thread reads it) (in thread (0, 0, 0) of block (0, 0, 0))
// RACE: error: 'memref.load' op has a data race on element 0 of a buffer: thread (0, 0, 0) of block (0, 0, 0) writes it, then thread (1, 0, 0) of block (0, 0, 0) reads it with no barrier between
// ROW: error: 'nvgpu.ldmatrix' op gives a row address (element 1) not aligned to 16 bytes (a workgroup attribution is aligned as its llvm.align says, else to its element) (in thread (0, 0, 0) of block (0, 0, 0))
// COPY: error: 'nvgpu.device_async_copy' op has a destination address (element 0) not aligned to its 16 bytes (a workgroup attribution is aligned as its llvm.align says, else to its element) (in thread (0, 0, 0) of block (0, 0, 0))
// PAST: error: 'nvgpu.device_async_copy' op copies past its buffer: index [12] is out of bounds of shape [12] (in thread (0, 0, 0) of block (0, 0, 0))
// TWICE: error: 'nvgpu.device_async_copy' op copies to an element that a cp.async of thread (0, 0, 0) of block (0, 0, 0) is still copying to (in thread (0, 0, 0) of block (0, 0, 0))
// ROWEND: error: 'nvgpu.ldmatrix' op reads a row past its buffer: index [0, 8] is out of bounds of shape [16, 8] (in thread (0, 0, 0) of block (0, 0, 0))
// PARTIAL: error: 'nvgpu.ldmatrix' op is executed by warp 0 without all 32 lanes: lane 16 does not execute it

!sa = memref<16x16xf16, #gpu.address_space<workgroup>>
!sb = memref<16x8xf16, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @early(%a: memref<16x16xf16>, %out: memref<32xf16>) workgroup(%sa : !sa {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 16, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %lane = gpu.lane_id
      %ta = nvgpu.device_async_copy %a[%lane, %c0], %sa[%lane, %c0], 8 : memref<16x16xf16> to !sa
      %x = memref.load %sa[%lane, %c0] : !sa
      memref.store %x, %out[%lane] : memref<32xf16>
      gpu.return
    }
    gpu.func @unordered(%a: memref<16x16xf16>, %out: memref<32xf16>) workgroup(%sa : !sa {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %lane = gpu.lane_id
      %zero = arith.cmpi eq, %lane, %c0 : index
      scf.if %zero {
        %ta = nvgpu.device_async_copy %a[%c0, %c0], %sa[%c0, %c0], 8 : memref<16x16xf16> to !sa
        %group = nvgpu.device_async_create_group %ta
        nvgpu.device_async_wait %group
      }
      %x = memref.load %sa[%c0, %c0] : !sa
      memref.store %x, %out[%lane] : memref<32xf16>
      gpu.return
    }
    gpu.func @half(%a: memref<16x16xf16>) workgroup(%sa : !sa {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %lane = gpu.lane_id
      %low = arith.cmpi ult, %lane, %c16 : index
      scf.if %low {
        %f = nvgpu.ldmatrix %sa[%lane, %c0] {numTiles = 2 : i32, transpose = false} : !sa -> vector<2x2xf16>
      }
      gpu.return
    }
    gpu.func @shifted_row(%out: memref<32xf16>) workgroup(%sa : !sa {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %lane = gpu.lane_id
      %row = arith.remui %lane, %c8 : index
      %f = nvgpu.ldmatrix %sa[%row, %c1] {numTiles = 1 : i32, transpose = false} : !sa -> vector<1x2xf16>
      gpu.return
    }
    gpu.func @shifted_copy(%a: memref<16x16xf16>) workgroup(%sa : !sa) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %lane = gpu.lane_id
      %t = nvgpu.device_async_copy %a[%c0, %c0], %sa[%c0, %c0], 8 : memref<16x16xf16> to !sa
      gpu.return
    }
    gpu.func @past(%a: memref<12xf16>) workgroup(%sa : !sa {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %t = nvgpu.device_async_copy %a[%c8], %sa[%c0, %c0], 8 : memref<12xf16> to !sa
      gpu.return
    }
    gpu.func @twice(%a: memref<16x16xf16>) workgroup(%sa : !sa {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %lane = gpu.lane_id
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        %t1 = nvgpu.device_async_copy %a[%c0, %c0], %sa[%c0, %c0], 8 : memref<16x16xf16> to !sa
        %t2 = nvgpu.device_async_copy %a[%c0, %c0], %sa[%c0, %c0], 8 : memref<16x16xf16> to !sa
      }
      gpu.return
    }
    gpu.func @row_end(%out: memref<32xf16>) workgroup(%sb : !sb {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %lane = gpu.lane_id
      %row = arith.remui %lane, %c16 : index
      %f = nvgpu.ldmatrix %sb[%row, %c8] {numTiles = 1 : i32, transpose = false} : !sb -> vector<1x2xf16>
      gpu.return
    }
  }
  func.func @read_before_wait(%a: memref<16x16xf16>, %out: memref<32xf16>) {
    %one = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @kernels::@early blocks in (%one, %one, %one) threads in (%c16, %one, %one) args(%a : memref<16x16xf16>, %out : memref<32xf16>)
    return
  }
  func.func @no_barrier(%a: memref<16x16xf16>, %out: memref<32xf16>) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@unordered blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%a : memref<16x16xf16>, %out : memref<32xf16>)
    return
  }
  func.func @half_warp(%a: memref<16x16xf16>) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@half blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%a : memref<16x16xf16>)
    return
  }
  func.func @misaligned_row(%out: memref<32xf16>) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@shifted_row blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%out : memref<32xf16>)
    return
  }
  func.func @misaligned_copy(%a: memref<16x16xf16>) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@shifted_copy blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%a : memref<16x16xf16>)
    return
  }
  func.func @copy_past_end(%a: memref<12xf16>) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@past blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%a : memref<12xf16>)
    return
  }
  func.func @copy_twice(%a: memref<16x16xf16>) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@twice blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%a : memref<16x16xf16>)
    return
  }
  func.func @row_past_end(%out: memref<32xf16>) {
    %one = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@row_end blocks in (%one, %one, %one) threads in (%c32, %one, %one) args(%out : memref<32xf16>)
    return
  }
}

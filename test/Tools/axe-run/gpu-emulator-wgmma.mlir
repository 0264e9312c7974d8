// wgmma.mma_async on the GPU emulator, written by hand: one warpgroup multiplies a 64 x 16 A
// (K-major without swizzle: 8 x 8 core matrices, K-adjacent ones 128 bytes apart, M-adjacent
// 256) by a 16 x 8 B (N-major: k rows of 16 bytes, 8-row groups 128 bytes apart) of ones from
// shared memory, and thread 0 writes D[0, 0] = 16. Each mutation (sed) breaks one rule of the
// hardware, and the emulator names it.
// RUN: axe-run %s --target gpu-emulator --print | FileCheck %s --check-prefix=OK
// RUN: sed 's/nvvm.wgmma.fence.aligned//' %s > %t.fence.mlir
// RUN: not axe-run %t.fence.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=FENCE
// RUN: sed -e 's/^      nvvm.wgmma.fence.aligned$//' -e 's/^      %%u = llvm.mlir.undef : !acc$/      nvvm.wgmma.fence.aligned\n      %%u = llvm.mlir.undef : !acc/' %s > %t.order.mlir
// RUN: not axe-run %t.order.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=ORDER
// RUN: sed 's/nvvm.fence.proxy .*//' %s > %t.proxy.mlir
// RUN: not axe-run %t.proxy.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=PROXY
// RUN: sed 's/nvvm.wgmma.wait.group.sync.aligned 0/nvvm.wgmma.wait.group.sync.aligned 1/' %s > %t.wait.mlir
// RUN: not axe-run %t.wait.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: sed -e 's/nvvm.wgmma.wait.group.sync.aligned 0/nvvm.wgmma.wait.group.sync.aligned 1/' -e 's/%%d = llvm.extractvalue %%r\[0\] : !acc/%%d0 = llvm.extractvalue %%r[0] : !acc\n      %%d = arith.negf %%d0 : f32/' %s > %t.use.mlir
// RUN: not axe-run %t.use.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=USE
// RUN: sed 's|// OVERWRITE-HERE|vector.store %v, %a[%c0] : !sa, vector<8xf16>|' %s > %t.overwrite.mlir
// RUN: not axe-run %t.overwrite.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=OVERWRITE
// RUN: sed -e 's/i32: 128, 1, 1/i32: 96, 1, 1/' -e 's/arith.constant 128 : index/arith.constant 96 : index/' %s > %t.partial.mlir
// RUN: not axe-run %t.partial.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: sed 's/arith.constant 68720001024 : i64/arith.constant 563018673422336 : i64/' %s > %t.base.mlir
// RUN: not axe-run %t.base.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=BASE
// RUN: sed 's/%%da = arith.ori %%sa, %%fa : i64/%%ti = arith.index_cast %%t : index to i64\n      %%fat = arith.addi %%fa, %%ti : i64\n      %%da = arith.ori %%sa, %%fat : i64/' %s > %t.uniform.mlir
// RUN: not axe-run %t.uniform.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=UNIFORM
// RUN: sed 's/extract_aligned_pointer_as_index %a : !sa/extract_aligned_pointer_as_index %out : memref<1xf32>/' %s > %t.global.mlir
// RUN: not axe-run %t.global.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=GLOBAL
// OK: @wgmma result 0: memref<1xf32> [16.0]
// scale-d `one` adds the accumulators (5 each: D[0, 0] = 21); `zero` does not read them, so
// even NaN accumulators leave D = A B.
// RUN: sed 's/%%z = arith.constant 0.0 : f32/%%z = arith.constant 5.0 : f32/' %s > %t.five.mlir
// RUN: axe-run %t.five.mlir --target gpu-emulator --print | FileCheck %s --check-prefix=ADD
// RUN: sed -e 's/%%z = arith.constant 0.0 : f32/%%z = arith.constant 0x7FC00000 : f32/' -e 's/wgmma_scale_out<one>/wgmma_scale_out<zero>/' %s > %t.zero.mlir
// RUN: axe-run %t.zero.mlir --target gpu-emulator --print | FileCheck %s --check-prefix=OK
// ADD: @wgmma result 0: memref<1xf32> [21.0]
// UNIFORM: error: 'nvvm.wgmma.mma_async' op needs one descriptor A for the whole warpgroup: {{.*}} (in thread (1, 0, 0) of block (0, 0, 0))
// GLOBAL: error: 'memref.extract_aligned_pointer_as_index' op takes the address of a buffer that is not shared memory
// PARTIAL: error: 'nvvm.wgmma.fence.aligned' op is executed by warpgroup 0 without all 4 warps: warp 3 does not exist (the block size is not a multiple of 128)
// BASE: error: 'nvvm.wgmma.mma_async' op has a descriptor A that has matrix base offset 1 (bits 49-51); only 0 is modelled
// FENCE: error: 'nvvm.wgmma.mma_async' op is issued without a wgmma.fence since the warpgroup's last wgmma.wait_group
// ORDER: error: 'nvvm.wgmma.mma_async' op takes accumulator registers written (llvm.insertvalue) after the warpgroup's last wgmma.fence
// PROXY: error: 'nvvm.wgmma.mma_async' op reads shared element {{[0-9]+}} that thread ({{.*}}) wrote with no fence.proxy.async after
// A pending accumulator may move through the thread's registers (extractvalue), not leave
// them or be computed with.
// EARLY: error: 'memref.store' op stores the result of a wgmma.mma_async before wgmma.wait_group retires it
// USE: error: 'arith.negf' op reads the result of a wgmma.mma_async before wgmma.wait_group retires it
// OVERWRITE: error: 'vector.store' op writes element 0 of a shared buffer that an in-flight wgmma.mma_async reads

!acc = !llvm.struct<(f32, f32, f32, f32)>
!sa = memref<1024xf16, #gpu.address_space<workgroup>>
!sb = memref<128xf16, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<1xf32>) workgroup(%a: !sa, %b: !sb) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %one = arith.constant 1.0 : f16
      %v = vector.broadcast %one : f16 to vector<8xf16>
      %t = gpu.thread_id x
      %p = arith.muli %t, %c8 : index
      vector.store %v, %a[%p] : !sa, vector<8xf16>
      %c16 = arith.constant 16 : index
      %small = arith.cmpi ult, %t, %c16 : index
      scf.if %small {
        %q = arith.muli %t, %c8 : index
        vector.store %v, %b[%q] : !sb, vector<8xf16>
      }
      nvvm.fence.proxy { kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta> }
      gpu.barrier
      %pa = memref.extract_aligned_pointer_as_index %a : !sa -> index
      %pb = memref.extract_aligned_pointer_as_index %b : !sb -> index
      %ia = arith.index_cast %pa : index to i64
      %ib = arith.index_cast %pb : index to i64
      %c4 = arith.constant 4 : i64
      %sa = arith.shrui %ia, %c4 : i64
      %sb = arith.shrui %ib, %c4 : i64
      // A: LBO 128 >> 4 = 8 at bit 16, SBO 256 >> 4 = 16 at bit 32. B: LBO 128 >> 4 = 8.
      %fa = arith.constant 68720001024 : i64
      %fb = arith.constant 524288 : i64
      %da = arith.ori %sa, %fa : i64
      %db = arith.ori %sb, %fb : i64
      %z = arith.constant 0.0 : f32
      %u = llvm.mlir.undef : !acc
      %s0 = llvm.insertvalue %z, %u[0] : !acc
      %s1 = llvm.insertvalue %z, %s0[1] : !acc
      %s2 = llvm.insertvalue %z, %s1[2] : !acc
      %s3 = llvm.insertvalue %z, %s2[3] : !acc
      nvvm.wgmma.fence.aligned
      %r = nvvm.wgmma.mma_async %da, %db, %s3, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <row>] : !acc -> !acc
      nvvm.wgmma.commit.group.sync.aligned
      // OVERWRITE-HERE
      nvvm.wgmma.wait.group.sync.aligned 0
      %d = llvm.extractvalue %r[0] : !acc
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %d, %out[%c0] : memref<1xf32>
      }
      gpu.return
    }
  }
  func.func @wgmma(%out: memref<1xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%out : memref<1xf32>)
    return
  }
}

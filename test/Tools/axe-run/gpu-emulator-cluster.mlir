// A 2 x 1 thread block cluster on the GPU emulator, written by hand (PTX ISA: clusters,
// barrier.cluster, mapa, cp.async.bulk.tensor .multicast::cluster): block 0 of the cluster
// copies a 4 x 16 box of an 8 x 32 f32 array by TMA with the multicast mask 0b11, so the box
// lands at the same shared address in both blocks and counts its 256 bytes on the mbarrier at
// the same address in each; every block waits for its own mbarrier and scales the box by its
// rank + 1 (read with the cluster special register). Two rounds reuse the one stage: a cluster
// barrier between them frees it in both blocks before the second multicast overwrites it.
// Block 1 then arrives on an mbarrier of block 0 through a shared::cluster address (mapa), and
// a last cluster barrier keeps block 0 alive until it has. The emulator runs the cluster's
// blocks together and matches plain loads; each mutation (sed) breaks one rule, and the
// emulator names it with the op's location. (gpu-emulator-cluster-ptx.mlir assembles its PTX.)
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/cluster-multicast-reference.mlir --trials 2 | FileCheck %s --check-prefix=OK
// The second multicast overwrites block 1's stage while block 1 may still read it: a race.
// RUN: sed '/STAGE-FREE/d' %s > %t.stage.mlir
// RUN: not axe-run %t.stage.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=STAGE
// Block 0 may exit before block 1's arrival on its mbarrier lands.
// RUN: sed '/EXIT-SYNC/d' %s > %t.exit.mlir
// RUN: not axe-run %t.exit.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=EXIT
// Block 0 waits for the arrival's mbarrier phase instead: that orders it before the exit too.
// RUN: sed -e '/EXIT-SYNC/d' -e 's|// EXIT-WAIT ||' %s > %t.wait.mlir
// RUN: axe-run %t.wait.mlir --target gpu-emulator --against %S/Inputs/cluster-multicast-reference.mlir --trials 2 | FileCheck %s --check-prefix=OK
// No thread arrives on the first cluster barrier: its wait would never end.
// RUN: sed '/INIT-ARRIVE/d' %s > %t.arrive.mlir
// RUN: not axe-run %t.arrive.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=ARRIVE
// A grid of 3 blocks is no whole number of 2-block clusters; 16-block clusters pass the limit.
// RUN: sed 's/blocks in (%%c2, %%c1, %%c1)/blocks in (%%c3, %%c1, %%c1)/' %s > %t.grid.mlir
// RUN: not axe-run %t.grid.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: sed 's/clusters in (%%c2, %%c1, %%c1) blocks in (%%c2, %%c1, %%c1)/clusters in (%%c16, %%c1, %%c1) blocks in (%%c16, %%c1, %%c1)/' %s > %t.big.mlir
// RUN: not axe-run %t.big.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=BIG
// A multicast to a block the cluster does not have.
// RUN: sed 's/arith.constant 3 : i16/arith.constant 5 : i16/' %s > %t.mask.mlir
// RUN: not axe-run %t.mask.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=MASK
// OK: @cluster: 2 trials, {{.*}}: ok
// STAGE: .stage.mlir:[[@LINE+50]]:11: error: 'nvgpu.tma.async.load' op has a data race on element {{[0-9]+}} of a buffer: thread ({{[0-9]+}}, 0, 0) of block (1, 0, 0) reads it, then thread (0, 0, 0) of block (0, 0, 0) writes it from another block
// EXIT: .exit.mlir:[[@LINE+69]]:9: error: 'nvvm.mbarrier.arrive' op arrives on mbarrier 1 in the shared memory of block (0, 0, 0) of its cluster, which may have exited by then: neither a barrier.cluster arrive and wait of that block nor its wait for the mbarrier's phase 0 follows the arrival (in thread (0, 0, 0) of block (1, 0, 0))
// ARRIVE: .arrive.mlir:[[@LINE+34]]:7: error: 'nvvm.cluster.wait' op waits for phase 0 of the cluster barrier, which thread (0, 0, 0) of block (0, 0, 0) has not arrived in
// GRID: error: 'gpu.launch_func' op launches 3 blocks in dimension 0, not a multiple of its clusters' 2
// BIG: error: 'gpu.launch_func' op launches clusters of 16 blocks; a cluster has at most 8 (the portable limit)
// MASK: error: 'nvgpu.tma.async.load' op multicasts to mask 0x5, but the cluster has 2 blocks (in thread (0, 0, 0) of block (0, 0, 0))

!desc = !nvgpu.tensormap.descriptor<tensor = memref<4x16xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!tile = memref<4x16xf32, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<2x2x64xf32>, %map: !llvm.ptr) workgroup(%s : !tile {llvm.align = 1024 : i64}) kernel attributes {known_block_size = array<i32: 64, 1, 1>, known_grid_size = array<i32: 2, 1, 1>, known_cluster_size = array<i32: 2, 1, 1>} {
      %d = builtin.unrealized_conversion_cast %map : !llvm.ptr to !desc
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %bytes = arith.constant 256 : index
      %ticks = arith.constant 1000 : index
      %false = arith.constant false
      %both = arith.constant 3 : i16
      %leader32 = arith.constant 0 : i32
      %bars = nvgpu.mbarrier.create -> !bars
      %t = gpu.thread_id x
      %rank32 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank = arith.index_cast %rank32 : i32 to index
      %first = arith.cmpi eq, %t, %c0 : index
      %leader = arith.cmpi eq, %rank, %c0 : index
      %issuer = arith.andi %first, %leader : i1
      scf.if %first {
        nvgpu.mbarrier.init %bars[%c0], %c1 : !bars
        nvgpu.mbarrier.init %bars[%c1], %c1 : !bars
      }
      // Every block's mbarriers are initialized before the leader's copy counts on them.
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive // INIT-ARRIVE
      nvvm.cluster.wait
      %scale = arith.addi %rank, %c1 : index
      %scale32 = arith.index_cast %scale : index to i32
      %factor = arith.sitofp %scale32 : i32 to f32
      %r = arith.divui %t, %c16 : index
      %c = arith.remui %t, %c16 : index
      scf.for %round = %c0 to %c2 step %c1 {
        %odd = arith.cmpi eq, %round, %c1 : index
        scf.if %first {
          nvgpu.mbarrier.arrive.expect_tx %bars[%c0], %bytes : !bars
        }
        scf.if %issuer {
          %row = arith.muli %round, %c4 : index
          nvgpu.tma.async.load %d[%c0, %row], %bars[%c0] to %s multicast_mask = %both : !desc, !bars -> !tile
        }
        scf.if %first {
          nvgpu.mbarrier.try_wait.parity %bars[%c0], %odd, %ticks : !bars
        }
        gpu.barrier
        %v = memref.load %s[%r, %c] : !tile
        %w = arith.mulf %v, %factor : f32
        memref.store %w, %out[%round, %rank, %t] : memref<2x2x64xf32>
        gpu.barrier
        // Both blocks are done with the stage before the next multicast overwrites it.
        nvvm.cluster.arrive // STAGE-FREE
        nvvm.cluster.wait // STAGE-FREE
      }
      // Block 1 tells block 0 it is done: an arrival on block 0's mbarrier 1.
      %follower = arith.cmpi ne, %rank, %c0 : index
      %signals = arith.andi %first, %follower : i1
      scf.if %signals {
        %own = nvgpu.mbarrier.get %bars[%c1] : !bars -> i32
        %local = llvm.inttoptr %own : i32 to !llvm.ptr<3>
        %remote = nvvm.mapa %local, %leader32 : !llvm.ptr<3> -> !llvm.ptr<7>
        nvvm.mbarrier.arrive %remote {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
      }
      // EXIT-WAIT scf.if %issuer { nvgpu.mbarrier.try_wait.parity %bars[%c1], %false, %ticks : !bars }
      nvvm.cluster.arrive // EXIT-SYNC
      nvvm.cluster.wait // EXIT-SYNC
      gpu.return
    }
  }
  func.func @cluster(%in: memref<8x32xf32>, %out: memref<2x2x64xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %u = memref.cast %in : memref<8x32xf32> to memref<*xf32>
    %d = nvgpu.tma.create.descriptor %u box[%c4, %c16] : memref<*xf32> -> !desc
    %p = builtin.unrealized_conversion_cast %d : !desc to !llvm.ptr
    gpu.launch_func @kernels::@k clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<2x2x64xf32>, %p : !llvm.ptr)
    return
  }
}

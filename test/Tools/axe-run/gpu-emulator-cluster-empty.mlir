// The stage of gpu-emulator-cluster.mlir freed by an "empty" mbarrier instead of a cluster
// barrier (CUTLASS's multicast pipeline): after its block barrier, thread 0 of block 1 arrives
// on mbarrier 1 of block 0 through a shared::cluster address (mapa), and block 0's issuing
// thread waits for that phase before its second multicast overwrites the stage in both blocks.
// The arrival releases what block 1's threads did before their block barrier (a block barrier
// in a cluster shares its threads' vector clocks), so the overwrite is ordered after their
// reads; the wait also orders the arrival before block 0's exit. Without the wait the emulator
// names the race.
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/cluster-multicast-reference.mlir --trials 2 | FileCheck %s --check-prefix=OK
// RUN: sed '/EMPTY-WAIT/d' %s > %t.nowait.mlir
// RUN: not axe-run %t.nowait.mlir --target gpu-emulator 2>&1 | FileCheck %s --check-prefix=RACE
// OK: @cluster: 2 trials, {{.*}}: ok
// RACE: error: 'nvgpu.tma.async.load' op has a data race on element {{[0-9]+}} of a buffer: thread ({{[0-9]+}}, 0, 0) of block (1, 0, 0) reads it, then thread (0, 0, 0) of block (0, 0, 0) writes it from another block

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
      %rank = gpu.cluster_block_id x
      %first = arith.cmpi eq, %t, %c0 : index
      %leader = arith.cmpi eq, %rank, %c0 : index
      %issuer = arith.andi %first, %leader : i1
      %follower = arith.cmpi ne, %rank, %c0 : index
      %signals = arith.andi %first, %follower : i1
      scf.if %first {
        nvgpu.mbarrier.init %bars[%c0], %c1 : !bars
        nvgpu.mbarrier.init %bars[%c1], %c1 : !bars
      }
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
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
          scf.if %odd {
            nvgpu.mbarrier.try_wait.parity %bars[%c1], %false, %ticks : !bars // EMPTY-WAIT
          }
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
        %even = arith.cmpi eq, %round, %c0 : index
        %frees = arith.andi %signals, %even : i1
        scf.if %frees {
          %own = nvgpu.mbarrier.get %bars[%c1] : !bars -> i32
          %local = llvm.inttoptr %own : i32 to !llvm.ptr<3>
          %remote = nvvm.mapa %local, %leader32 : !llvm.ptr<3> -> !llvm.ptr<7>
          nvvm.mbarrier.arrive %remote {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
        }
      }
      gpu.return
    }
  }
  func.func @cluster(%in: memref<8x32xf32>, %out: memref<2x2x64xf32> {uop.output = 0 : i64}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %u = memref.cast %in : memref<8x32xf32> to memref<*xf32>
    %d = nvgpu.tma.create.descriptor %u box[%c4, %c16] : memref<*xf32> -> !desc
    %p = builtin.unrealized_conversion_cast %d : !desc to !llvm.ptr
    gpu.launch_func @kernels::@k blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<2x2x64xf32>, %p : !llvm.ptr)
    return
  }
}

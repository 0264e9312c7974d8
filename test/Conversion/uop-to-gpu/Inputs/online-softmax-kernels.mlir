// GPU kernels for axe-gpu-online-softmax alone (checked by ../online-softmax.mlir): softmax
// rows of 128 floats on blocks of 64 threads (2 warps), 2 scalars a thread.

// The pattern with scalars (no broadcast): the two block reductions become one merge of
// (max, sum) pairs, through one 2 x 2 shared buffer and one barrier; x - M becomes x - r
// (r the thread's max, at least -FLT_MAX), and e / S becomes e * (exp(r - M) / S).
// CHECK-LABEL: gpu.func @scalar
// CHECK-SAME: workgroup(%[[BUF:.*]] : memref<2x2xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: gpu.all_reduce
// CHECK: %[[R:.*]] = arith.maximumf %{{.*}}, %cst{{.*}} : f32
// CHECK: arith.subf %{{.*}}, %[[R]] : f32
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: math.exp
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: scf.if
// CHECK-COUNT-2: memref.store {{.*}}%[[BUF]]
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK-COUNT-2: memref.load %[[BUF]]
// CHECK: gpu.shuffle  xor
// CHECK: math.exp
// CHECK: gpu.shuffle  xor
// CHECK-NOT: gpu.shuffle
// CHECK: %[[C:.*]] = math.exp
// CHECK: %[[Q:.*]] = arith.divf %[[C]], %{{.*}} : f32
// CHECK-NOT: arith.divf
// CHECK: arith.mulf %{{.*}}, %[[Q]] : f32
// CHECK: arith.mulf %{{.*}}, %[[Q]] : f32
// CHECK-NOT: gpu.all_reduce
// CHECK: gpu.return

// One warp: no shared buffer, no barrier.
// CHECK-LABEL: gpu.func @one_warp
// CHECK-NOT: workgroup
// CHECK-NOT: gpu.all_reduce
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return

// log_softmax's x - M - log(S) uses M outside an exp: left alone.
// CHECK-LABEL: gpu.func @log_softmax
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// An exp used before the sum (stored): it could not be rescaled there: left alone.
// CHECK-LABEL: gpu.func @exp_stored_early
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// A sum of exp(x - M)^2 is not a sum of the exps: left alone.
// CHECK-LABEL: gpu.func @sum_of_squares
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// The sum is also stored (for a row of -inf it would be 0 here, NaN in the reference): left
// alone.
// CHECK-LABEL: gpu.func @sum_stored
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// 3 warps: not a power of two, left alone.
// CHECK-LABEL: gpu.func @three_warps
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// Shared memory already: left alone (its one buffer would not be the first attribution).
// CHECK-LABEL: gpu.func @has_shared
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// The loop form with scalars: one loop from (-FLT_MAX, 0) carries (m, s); the output loop
// divides by the block's sum.
// CHECK-LABEL: gpu.func @loop_scalar
// CHECK-SAME: workgroup(
// CHECK-NOT: gpu.all_reduce
// CHECK: scf.for {{.*}} -> (f32, f32)
// CHECK: memref.load
// CHECK: arith.maximumf
// CHECK-COUNT-2: math.exp
// CHECK: scf.yield
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: memref.load
// CHECK: arith.divf
// CHECK-NOT: gpu.all_reduce
// CHECK: gpu.return

// The sum loop reads another index than the max loop: left alone.
// CHECK-LABEL: gpu.func @loop_other_index
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// A store between the loops: left alone.
// CHECK-LABEL: gpu.func @loop_store_between
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// A store in the sum loop, before its load: left alone.
// CHECK-LABEL: gpu.func @loop_store_in_sum
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// The max starts at 0, not -inf: left alone.
// CHECK-LABEL: gpu.func @loop_max_from_zero
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// The output is log_softmax's x - M - log(S): M and S used other than as exp(x - M) / S.
// CHECK-LABEL: gpu.func @loop_log_softmax
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scalar(%out: memref<128xf32>, %x: memref<128xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c64 = arith.constant 64 : index
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %i = arith.addi %t, %c64 : index
      %a = memref.load %x[%t] : memref<128xf32>
      %b = memref.load %x[%i] : memref<128xf32>
      %pm = arith.maximumf %a, %b : f32
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %da = arith.subf %a, %m : f32
      %ea = math.exp %da : f32
      %db = arith.subf %b, %m : f32
      %eb = math.exp %db : f32
      %s0 = arith.addf %zero, %ea : f32
      %ps = arith.addf %s0, %eb : f32
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      %ya = arith.divf %ea, %s : f32
      %yb = arith.divf %eb, %s : f32
      memref.store %ya, %out[%t] : memref<128xf32>
      memref.store %yb, %out[%i] : memref<128xf32>
      gpu.return
    }
    gpu.func @one_warp(%out: memref<64xf32>, %x: memref<64xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c32 = arith.constant 32 : index
      %t = gpu.thread_id x
      %i = arith.addi %t, %c32 : index
      %a = memref.load %x[%t] : memref<64xf32>
      %b = memref.load %x[%i] : memref<64xf32>
      %pm = arith.maximumf %a, %b : f32
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %da = arith.subf %a, %m : f32
      %ea = math.exp %da : f32
      %db = arith.subf %b, %m : f32
      %eb = math.exp %db : f32
      %ps = arith.addf %ea, %eb : f32
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      %ya = arith.divf %ea, %s : f32
      %yb = arith.divf %eb, %s : f32
      memref.store %ya, %out[%t] : memref<64xf32>
      memref.store %yb, %out[%i] : memref<64xf32>
      gpu.return
    }
    gpu.func @log_softmax(%out: memref<128xf32>, %x: memref<128xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c64 = arith.constant 64 : index
      %t = gpu.thread_id x
      %i = arith.addi %t, %c64 : index
      %a = memref.load %x[%t] : memref<128xf32>
      %b = memref.load %x[%i] : memref<128xf32>
      %pm = arith.maximumf %a, %b : f32
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %da = arith.subf %a, %m : f32
      %ea = math.exp %da : f32
      %db = arith.subf %b, %m : f32
      %eb = math.exp %db : f32
      %ps = arith.addf %ea, %eb : f32
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      %l = math.log %s : f32
      %ca = arith.subf %a, %m : f32
      %ya = arith.subf %ca, %l : f32
      memref.store %ya, %out[%t] : memref<128xf32>
      gpu.return
    }
    gpu.func @exp_stored_early(%out: memref<128xf32>, %x: memref<128xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c64 = arith.constant 64 : index
      %t = gpu.thread_id x
      %i = arith.addi %t, %c64 : index
      %a = memref.load %x[%t] : memref<128xf32>
      %b = memref.load %x[%i] : memref<128xf32>
      %pm = arith.maximumf %a, %b : f32
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %da = arith.subf %a, %m : f32
      %ea = math.exp %da : f32
      memref.store %ea, %out[%t] : memref<128xf32>
      %db = arith.subf %b, %m : f32
      %eb = math.exp %db : f32
      %ps = arith.addf %ea, %eb : f32
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      %yb = arith.divf %eb, %s : f32
      memref.store %yb, %out[%i] : memref<128xf32>
      gpu.return
    }
    gpu.func @sum_of_squares(%out: memref<128xf32>, %x: memref<128xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c64 = arith.constant 64 : index
      %t = gpu.thread_id x
      %i = arith.addi %t, %c64 : index
      %a = memref.load %x[%t] : memref<128xf32>
      %b = memref.load %x[%i] : memref<128xf32>
      %pm = arith.maximumf %a, %b : f32
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %da = arith.subf %a, %m : f32
      %ea = math.exp %da : f32
      %db = arith.subf %b, %m : f32
      %eb = math.exp %db : f32
      %qa = arith.mulf %ea, %ea : f32
      %ps = arith.addf %qa, %eb : f32
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      %yb = arith.divf %eb, %s : f32
      memref.store %yb, %out[%i] : memref<128xf32>
      gpu.return
    }
    gpu.func @sum_stored(%out: memref<128xf32>, %x: memref<128xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %a = memref.load %x[%t] : memref<128xf32>
      %m = gpu.all_reduce maximumf %a uniform {} : (f32) -> f32
      %da = arith.subf %a, %m : f32
      %ea = math.exp %da : f32
      %s = gpu.all_reduce add %ea uniform {} : (f32) -> f32
      %ya = arith.divf %ea, %s : f32
      memref.store %ya, %out[%t] : memref<128xf32>
      memref.store %s, %x[%t] : memref<128xf32>
      gpu.return
    }
    gpu.func @three_warps(%out: memref<192xf32>, %x: memref<192xf32>) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
      %t = gpu.thread_id x
      %a = memref.load %x[%t] : memref<192xf32>
      %m = gpu.all_reduce maximumf %a uniform {} : (f32) -> f32
      %da = arith.subf %a, %m : f32
      %ea = math.exp %da : f32
      %s = gpu.all_reduce add %ea uniform {} : (f32) -> f32
      %ya = arith.divf %ea, %s : f32
      memref.store %ya, %out[%t] : memref<192xf32>
      gpu.return
    }
    gpu.func @has_shared(%out: memref<128xf32>, %x: memref<128xf32>) workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %a = memref.load %x[%t] : memref<128xf32>
      %m = gpu.all_reduce maximumf %a uniform {} : (f32) -> f32
      %da = arith.subf %a, %m : f32
      %ea = math.exp %da : f32
      %s = gpu.all_reduce add %ea uniform {} : (f32) -> f32
      %ya = arith.divf %ea, %s : f32
      memref.store %ya, %out[%t] : memref<128xf32>
      gpu.return
    }
    gpu.func @loop_scalar(%out: memref<512xf32>, %x: memref<512xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %low = arith.constant 0xFF800000 : f32
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %pm = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %low) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %v = memref.load %x[%j] : memref<512xf32>
        %n = arith.maximumf %a, %v : f32
        scf.yield %n : f32
      }
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %ps = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %j1 = arith.addi %j, %c1 : index
        %v = memref.load %x[%j] : memref<512xf32>
        %d = arith.subf %v, %m : f32
        %e = math.exp %d : f32
        %n = arith.addf %a, %e : f32
        scf.yield %n : f32
      }
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      scf.for %i = %c0 to %c4 step %c1 {
        %b = arith.muli %i, %c64 : index
        %k = arith.addi %b, %t : index
        %o = memref.load %x[%k] : memref<512xf32>
        %d = arith.subf %o, %m : f32
        %e = math.exp %d : f32
        %y = arith.divf %e, %s : f32
        memref.store %y, %out[%k] : memref<512xf32>
      }
      gpu.return
    }
    gpu.func @loop_other_index(%out: memref<512xf32>, %x: memref<512xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %low = arith.constant 0xFF800000 : f32
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %pm = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %low) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %v = memref.load %x[%j] : memref<512xf32>
        %n = arith.maximumf %a, %v : f32
        scf.yield %n : f32
      }
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %ps = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %j1 = arith.addi %j, %c1 : index
        %v = memref.load %x[%j1] : memref<512xf32>
        %d = arith.subf %v, %m : f32
        %e = math.exp %d : f32
        %n = arith.addf %a, %e : f32
        scf.yield %n : f32
      }
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      scf.for %i = %c0 to %c4 step %c1 {
        %b = arith.muli %i, %c64 : index
        %k = arith.addi %b, %t : index
        %o = memref.load %x[%k] : memref<512xf32>
        %d = arith.subf %o, %m : f32
        %e = math.exp %d : f32
        %y = arith.divf %e, %s : f32
        memref.store %y, %out[%k] : memref<512xf32>
      }
      gpu.return
    }
    gpu.func @loop_store_between(%out: memref<512xf32>, %x: memref<512xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %low = arith.constant 0xFF800000 : f32
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %pm = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %low) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %v = memref.load %x[%j] : memref<512xf32>
        %n = arith.maximumf %a, %v : f32
        scf.yield %n : f32
      }
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      memref.store %zero, %x[%t] : memref<512xf32>
      %ps = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %j1 = arith.addi %j, %c1 : index
        %v = memref.load %x[%j] : memref<512xf32>
        %d = arith.subf %v, %m : f32
        %e = math.exp %d : f32
        %n = arith.addf %a, %e : f32
        scf.yield %n : f32
      }
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      scf.for %i = %c0 to %c4 step %c1 {
        %b = arith.muli %i, %c64 : index
        %k = arith.addi %b, %t : index
        %o = memref.load %x[%k] : memref<512xf32>
        %d = arith.subf %o, %m : f32
        %e = math.exp %d : f32
        %y = arith.divf %e, %s : f32
        memref.store %y, %out[%k] : memref<512xf32>
      }
      gpu.return
    }
    gpu.func @loop_store_in_sum(%out: memref<512xf32>, %x: memref<512xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %low = arith.constant 0xFF800000 : f32
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %pm = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %low) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %v = memref.load %x[%j] : memref<512xf32>
        %n = arith.maximumf %a, %v : f32
        scf.yield %n : f32
      }
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %ps = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %j1 = arith.addi %j, %c1 : index
        memref.store %zero, %x[%j] : memref<512xf32>
        %v = memref.load %x[%j] : memref<512xf32>
        %d = arith.subf %v, %m : f32
        %e = math.exp %d : f32
        %n = arith.addf %a, %e : f32
        scf.yield %n : f32
      }
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      scf.for %i = %c0 to %c4 step %c1 {
        %b = arith.muli %i, %c64 : index
        %k = arith.addi %b, %t : index
        %o = memref.load %x[%k] : memref<512xf32>
        %d = arith.subf %o, %m : f32
        %e = math.exp %d : f32
        %y = arith.divf %e, %s : f32
        memref.store %y, %out[%k] : memref<512xf32>
      }
      gpu.return
    }
    gpu.func @loop_max_from_zero(%out: memref<512xf32>, %x: memref<512xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %low = arith.constant 0.0 : f32
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %pm = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %low) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %v = memref.load %x[%j] : memref<512xf32>
        %n = arith.maximumf %a, %v : f32
        scf.yield %n : f32
      }
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %ps = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %j1 = arith.addi %j, %c1 : index
        %v = memref.load %x[%j] : memref<512xf32>
        %d = arith.subf %v, %m : f32
        %e = math.exp %d : f32
        %n = arith.addf %a, %e : f32
        scf.yield %n : f32
      }
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      scf.for %i = %c0 to %c4 step %c1 {
        %b = arith.muli %i, %c64 : index
        %k = arith.addi %b, %t : index
        %o = memref.load %x[%k] : memref<512xf32>
        %d = arith.subf %o, %m : f32
        %e = math.exp %d : f32
        %y = arith.divf %e, %s : f32
        memref.store %y, %out[%k] : memref<512xf32>
      }
      gpu.return
    }
    gpu.func @loop_log_softmax(%out: memref<512xf32>, %x: memref<512xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %low = arith.constant 0xFF800000 : f32
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %pm = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %low) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %v = memref.load %x[%j] : memref<512xf32>
        %n = arith.maximumf %a, %v : f32
        scf.yield %n : f32
      }
      %m = gpu.all_reduce maximumf %pm uniform {} : (f32) -> f32
      %ps = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
        %b = arith.muli %i, %c64 : index
        %j = arith.addi %b, %t : index
        %j1 = arith.addi %j, %c1 : index
        %v = memref.load %x[%j] : memref<512xf32>
        %d = arith.subf %v, %m : f32
        %e = math.exp %d : f32
        %n = arith.addf %a, %e : f32
        scf.yield %n : f32
      }
      %s = gpu.all_reduce add %ps uniform {} : (f32) -> f32
      scf.for %i = %c0 to %c4 step %c1 {
        %b = arith.muli %i, %c64 : index
        %k = arith.addi %b, %t : index
        %o = memref.load %x[%k] : memref<512xf32>
        %d = arith.subf %o, %m : f32
        %l = math.log %s : f32
        %y = arith.subf %d, %l : f32
        memref.store %y, %out[%k] : memref<512xf32>
      }
      gpu.return
    }
  }
}

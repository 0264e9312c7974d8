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

// 3 warps: not a power of two, left alone.
// CHECK-LABEL: gpu.func @three_warps
// CHECK-COUNT-2: gpu.all_reduce
// CHECK: gpu.return

// Shared memory already: left alone (its one buffer would not be the first attribution).
// CHECK-LABEL: gpu.func @has_shared
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
  }
}

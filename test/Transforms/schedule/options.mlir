// uop-schedule's options: a target other than cpu or gpu and a vector width out of
// range are refused (0 is this host's widest vector: 16, 32 or 64 bytes); reassociate=false keeps every float reduction in order
// (no lanes or accumulators on the reduce range, no uop.reassociate); search=N
// times the heuristics' pick and N random schedules on the CPU JIT and keeps
// the fastest, which still matches the interpreter. This kernel runs 520 iterations (8 row
// stores and the 8 x 64 reduction) and is below min-parallel-work (32768 by default), so it
// stays on one thread unless that is at most 520.
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=tpu})' 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{vector-bytes=-1})' 2>&1 | FileCheck %s --check-prefix=BYTES
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{vector-bytes=257})' 2>&1 | FileCheck %s --check-prefix=BYTES-BIG
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{vector-bytes=0})' | FileCheck %s --check-prefix=HOST
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{reassociate=false})' | FileCheck %s --check-prefix=ORDER
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule)' | FileCheck %s --check-prefix=DEFAULT
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{search=3})' 2>&1 | FileCheck %s --check-prefix=SEARCH
// RUN: axe-run %s --target cpu --trials 2 --rtol 1e-5 --atol 1e-5 --check-pipeline 'builtin.module(uop-schedule{search=3})'
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{search=-1})' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{min-parallel-work=0})' | FileCheck %s --check-prefix=THREADS
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{min-parallel-work=520})' | FileCheck %s --check-prefix=THREADS
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{min-parallel-work=521})' | FileCheck %s --check-prefix=DEFAULT
// RUN: axe-run %s --target cpu --trials 2 --rtol 1e-5 --atol 1e-5 --check-pipeline 'builtin.module(uop-schedule{min-parallel-work=0})'
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{min-parallel-work=-1})' 2>&1 | FileCheck %s --check-prefix=WORK
// SEARCH: remark: uop-schedule search: {{[1-4]}} schedules timed; heuristic S[(8,2,4,8):(2@loop,1@loop,1@reg,1@simd)] {{[0-9.]+}} us, fastest S[{{.*}}] {{[0-9.]+}} us
// SEARCH: func.func @row_sum({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[
// NEGATIVE: error: {{.*}}uop-schedule: search must be in [0, 10000], got -1
// WORK: error: {{.*}}uop-schedule: min-parallel-work must be 0 or more, got -1
// TARGET: error: {{.*}}uop-schedule: unknown target 'tpu' (targets: cpu, gpu)
// BYTES: error: {{.*}}uop-schedule: vector-bytes must be 0 (this host's) or in [1, 256], got -1
// BYTES-BIG: error: {{.*}}uop-schedule: vector-bytes must be 0 (this host's) or in [1, 256], got 257
// HOST: func.func @row_sum({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,{{.*}}{{(4|8|16)}}):({{.*}}1@simd)]>}

// ORDER: func.func @row_sum({{.*}}) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,64):(64@loop,1@loop)]>}
// DEFAULT: func.func @row_sum({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,2,4,8):(2@loop,1@loop,1@reg,1@simd)]>}
// THREADS: func.func @row_sum({{.*}}) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,2,4,8):(1@core,1@loop,1@reg,1@simd)]>}
func.func @row_sum(%out: memref<8xf32>, %x: memref<512xf32>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c64 axis(1) reduce
  %base = arith.muli %i, %c64 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<512xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

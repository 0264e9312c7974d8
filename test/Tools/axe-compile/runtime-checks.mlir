// What a failed runtime check (a cf.assert in a linalg body, uop.assert) does in an object of
// axe-compile --target=cpu, called from C (Inputs/runtime_checks_main.c).
// --runtime-checks=report: the call goes on and axe_take_runtime_check_failure_<function>()
// returns the first failed check's message, then none; in range it returns none and the rows
// are the table's; when several elements fail, the first (the earlier token) is kept; each
// function has its own record; on several OpenMP threads, with many elements failing, one
// whole message. The record is internal to the object, the function that takes it is not.
// A check that guards an integer division by a variable is recorded in report mode too, and
// the call goes on: where the divisor is 0, axe-guard-integer-division divides by 1 (no
// SIGFPE). The default, abort, is unchanged: the message on stdout, then SIGABRT.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --runtime-checks=report -o %t/report.o
// RUN: llvm-nm %t/report.o | FileCheck %s --check-prefix=SYMBOLS
// RUN: cc -DREPORT %S/Inputs/runtime_checks_main.c %t/report.o -lm -L%llvm_lib -lomp -Wl,-rpath,%llvm_lib -o %t/report
// RUN: env OMP_NUM_THREADS=4 %t/report report | FileCheck %s --check-prefix=REPORT
// RUN: %t/report divide | FileCheck %s --check-prefix=DIVIDE-REPORT
// RUN: axe-compile %s --target=cpu -o %t/abort.o
// RUN: llvm-nm %t/abort.o | FileCheck %s --check-prefix=ABORT-SYMBOLS
// RUN: cc %S/Inputs/runtime_checks_main.c %t/abort.o -lm -L%llvm_lib -lomp -Wl,-rpath,%llvm_lib -o %t/abort
// RUN: %t/abort id 99 | FileCheck %s --check-prefix=IN-RANGE
// RUN: not --crash %t/abort id 100 | FileCheck %s --check-prefix=ABORT
// RUN: not --crash %t/abort divide | FileCheck %s --check-prefix=DIVIDE
// RUN: not axe-compile %s --target=nvptx --runtime-checks=report -o %t/report.ptx 2>&1 | FileCheck %s --check-prefix=NOT-CPU
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-tensor-to-kernels,uop-schedule,convert-uop-to-scf,axe-report-runtime-checks)' | FileCheck %s --check-prefix=IR

// Each entry's record and the function that takes it; a failed check compare-exchanges its
// message into its entry's record, the division's check too.
// IR: llvm.mlir.global internal @axe_runtime_check_state_embedding(#llvm.zero)
// IR-NEXT: llvm.func @axe_take_runtime_check_failure_embedding() -> !llvm.ptr
// IR-NEXT: llvm.mlir.addressof @axe_runtime_check_state_embedding
// IR-NEXT: llvm.mlir.zero
// IR-NEXT: llvm.atomicrmw xchg
// IR-LABEL: func.func @embedding_k0(
// IR: scf.if
// IR-NEXT: llvm.mlir.addressof @axe_runtime_check_state_embedding
// IR-NEXT: llvm.mlir.zero
// IR-NEXT: llvm.mlir.addressof @axe_runtime_check_message_0
// IR-NEXT: llvm.cmpxchg {{.*}} acq_rel monotonic
// IR-NOT: cf.assert
// IR-LABEL: func.func @divide_k0(
// IR: llvm.cmpxchg {{.*}} acq_rel monotonic
// IR-NOT: cf.assert
// IR: arith.divsi

// SYMBOLS-DAG: T axe_take_runtime_check_failure_embedding
// SYMBOLS-DAG: T axe_take_runtime_check_failure_sqrt_of_nonnegative
// SYMBOLS-DAG: b axe_runtime_check_state_embedding
// SYMBOLS-DAG: b axe_runtime_check_state_sqrt_of_nonnegative
// ABORT-SYMBOLS-NOT: axe_take_runtime_check_failure

// REPORT: in range: ok, (none)
// REPORT-NEXT: id 100: {{.*}}runtime-checks.mlir:[[# @LINE + 30]]:5: runtime check failed: index must be smaller than dim size
// REPORT-NEXT: taken again: (none)
// REPORT-NEXT: id -1: {{.*}}runtime-checks.mlir:[[# @LINE + 30]]:5: runtime check failed: index must be larger or equal to 0
// REPORT-NEXT: ids -5 then 200: {{.*}}runtime-checks.mlir:[[# @LINE + 29]]:5: runtime check failed: index must be larger or equal to 0
// REPORT-NEXT: in range again: ok, (none)
// REPORT-NEXT: sqrt: embedding's (none), sqrt's {{.*}}runtime-checks.mlir:[[# @LINE + 61]]:5: runtime check failed: x must be non-negative
// REPORT-NEXT: embedding: sqrt's (none)
// REPORT-NEXT: embedding: embedding's {{.*}}runtime-checks.mlir:[[# @LINE + 23]]:5: runtime check failed: index must be smaller than dim size
// REPORT-NEXT: threads: 20 rounds, one whole message each

// IN-RANGE: returned: ok
// ABORT: {{.*}}runtime-checks.mlir:[[# @LINE + 19]]:5: runtime check failed: index must be smaller than dim size
// ABORT-NOT: returned
// DIVIDE: {{.*}}runtime-checks.mlir:[[# @LINE + 68]]:5: runtime check failed: division by zero
// DIVIDE-NOT: returned
// DIVIDE-REPORT: divide: {{.*}}runtime-checks.mlir:[[# @LINE + 66]]:5: runtime check failed: division by zero; quotient[2][3] = 19

// NOT-CPU: --runtime-checks=report is for --target=cpu

#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @embedding(%arg0: tensor<2x8xi64>, %cst: tensor<100x16xf32>) -> tensor<2x8x16xf32> {
  %c100 = arith.constant 100 : index
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty() : tensor<2x8x16xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.index_cast %in : i64 to index
    %3 = linalg.index 2 : index
    %4 = arith.cmpi slt, %2, %c100 : index
    cf.assert %4, "index must be smaller than dim size"
    %5 = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %5, "index must be larger or equal to 0"
    %extracted = tensor.extract %cst[%2, %3] : tensor<100x16xf32>
    linalg.yield %extracted : f32
  } -> tensor<2x8x16xf32>
  return %1 : tensor<2x8x16xf32>
}

// 64 x 64 tokens of 16 floats: 65,536 iterations, over uop-schedule's threshold of threads.
func.func @embedding_many(%arg0: tensor<64x64xi64>, %cst: tensor<100x16xf32>) -> tensor<64x64x16xf32> {
  %c100 = arith.constant 100 : index
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty() : tensor<64x64x16xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64x64xi64>) outs(%0 : tensor<64x64x16xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.index_cast %in : i64 to index
    %3 = linalg.index 2 : index
    %4 = arith.cmpi slt, %2, %c100 : index
    cf.assert %4, "index must be smaller than dim size"
    %5 = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %5, "index must be larger or equal to 0"
    %extracted = tensor.extract %cst[%2, %3] : tensor<100x16xf32>
    linalg.yield %extracted : f32
  } -> tensor<64x64x16xf32>
  return %1 : tensor<64x64x16xf32>
}

#id2 = affine_map<(i, j) -> (i, j)>
func.func @sqrt_of_nonnegative(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ok = arith.cmpf oge, %in, %zero : f32
    cf.assert %ok, "x must be non-negative"
    %s = math.sqrt %in : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// A divisor checked before the division: where it fails the call goes on by dividing by 1.
func.func @divide(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x8xi32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%e : tensor<4x8xi32>) {
  ^bb0(%x: i32, %y: i32, %out: i32):
    %ok = arith.cmpi ne, %y, %zero : i32
    cf.assert %ok, "division by zero"
    %q = arith.divsi %x, %y : i32
    linalg.yield %q : i32
  } -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

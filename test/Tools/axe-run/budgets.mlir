// Work is bounded: every call the interpreter runs has one step budget (--max-steps) for its
// ops, loop iterations and GPU threads, and an error past it names the flag; every count
// option has a bound. Before, an scf.parallel whose body is only its terminator ran 2^40
// iterations unbounded (no op executed, none counted), each thread of a launch started its
// own count (a grid of 2^40 threads never ended), and `--trials 2^64-1` was accepted.
// RUN: not axe-run %s --entry empty_parallel --max-steps 10000 2>&1 | FileCheck %s --check-prefix=PARALLEL
// RUN: not axe-run %s --entry empty_parallel --trials 18446744073709551615 2>&1 | FileCheck %s --check-prefix=TRIALS
// RUN: not axe-run %s --entry empty_parallel --runs 0 2>&1 | FileCheck %s --check-prefix=RUNS
// RUN: not axe-run %s --entry empty_parallel --warmup 1048577 2>&1 | FileCheck %s --check-prefix=WARMUP
// RUN: not axe-run %s --entry empty_parallel --flush-l2-mib 18446744073709551615 2>&1 | FileCheck %s --check-prefix=FLUSH

// PARALLEL: budgets.mlir:[[# @LINE + 5]]:{{[0-9]+}}: error: 'scf.parallel' op the run executed more than 10000 ops (the interpreter's step budget, --max-steps)
func.func @empty_parallel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1099511627776 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.reduce
  }
  return
}

// TRIALS: error: invalid value '18446744073709551615' for '--trials <TRIALS>': 18446744073709551615 is not in 0..=1048576
// RUNS: error: invalid value '0' for '--runs <RUNS>': 0 is not in 1..=1048576
// WARMUP: error: invalid value '1048577' for '--warmup <WARMUP>': 1048577 is not in 0..=1048576
// FLUSH: error: invalid value '18446744073709551615' for '--flush-l2-mib <FLUSH_L2_MIB>'

// Pipeline errors are reported before anything runs, with a non-zero exit.
// RUN: not axe-opt %s --pass-pipeline='builtin.module(axe-no-such-pass)' 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not axe-opt %s --pass-pipeline='builtin.module(axe-annotate-bounds{bogus=1})' 2>&1 | FileCheck %s --check-prefix=OPT
// PIPE: 'axe-no-such-pass' does not refer to a registered pass or pass pipeline
// OPT: no such option bogus
func.func @f() {
  return
}

// uop-merge-ranges replaces whole functions, so it must run on the module.
// RUN: axe-opt %s --pass-pipeline='builtin.module(func.func(uop-merge-ranges))' --verify-diagnostics

// expected-error @+1 {{uop-merge-ranges runs on the module: it replaces functions by merged copies}}
func.func @f() {
  return
}

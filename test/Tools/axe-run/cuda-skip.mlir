// axe-run --target cuda: the sidecar is read and checked first; without a
// CUDA driver (this build machine) the GPU run is skipped with a message and
// exit status 0. A bad sidecar is an error either way.
// UNSUPPORTED: cuda-driver
// RUN: axe-translate --axe-to-ptx %S/../../Target/PTX/Inputs/add-split.mlir -o %t.ptx
// RUN: axe-run --target gpu-emulator %S/../../Target/PTX/Inputs/add-split.mlir --trials 1 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %S/../../Target/PTX/Inputs/add-split.mlir --target cuda --sidecar %t.ptx.json | FileCheck %s
// CHECK: @add: GPU run skipped: no CUDA driver (libcuda) found
// RUN: echo '{"format": "axe-ptx-sidecar/1"}' > %t.bad.json
// RUN: not axe-run %s --target cuda --sidecar %t.bad.json 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: {{.*}}bad.json: not a PTX sidecar: missing field `ptx`
// RUN: not axe-run %s --target cuda 2>&1 | FileCheck %s --check-prefix=NOSIDECAR

// EMU: @add: 1 trials, max abs error 0e0, max rel error 0e0: ok
// NOSIDECAR: error: --target cuda needs --sidecar PATH

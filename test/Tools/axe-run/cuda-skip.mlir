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
// --cubin: ptxas's binary of the same PTX is loaded instead of the PTX (checked before the
// driver is looked for); a file that is no ELF, or none, is an error.
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o %t.cubin && axe-run %S/../../Target/PTX/Inputs/add-split.mlir --target cuda --sidecar %t.ptx.json --cubin %t.cubin | FileCheck %s %}
// RUN: not axe-run %S/../../Target/PTX/Inputs/add-split.mlir --target cuda --sidecar %t.ptx.json --cubin %t.ptx 2>&1 | FileCheck %s --check-prefix=NOTCUBIN
// RUN: not axe-run %S/../../Target/PTX/Inputs/add-split.mlir --target cuda --sidecar %t.ptx.json --cubin %t.missing 2>&1 | FileCheck %s --check-prefix=NOCUBIN
// NOTCUBIN: error: --cubin {{.*}}.ptx is not a cubin (an ELF file written by ptxas)
// NOCUBIN: error: cannot read the cubin {{.*}}missing

// EMU: @add: 1 trials, max abs error 0e0, max rel error 0e0: ok
// NOSIDECAR: error: --target cuda needs --sidecar PATH

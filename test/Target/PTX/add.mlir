// axe-translate --axe-to-ptx on a split program (Inputs/add-split.mlir):
// float4 accesses where the index proves 16-byte alignment, one .u64
// parameter per buffer, .maxntid from the launch size, the sidecar's buffers,
// kernels and launch order; ptxas assembles the PTX for sm_80 and sm_90.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %S/Inputs/add-split.mlir -o %t.ptx
// RUN: axe-run --target gpu-emulator %S/Inputs/add-split.mlir --trials 2 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=JSON < %t.ptx.json
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %S/Inputs/add-split.mlir -o %t.80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin

// The kernel also runs on the GPU emulator, every thread, and matches the interpreter.
// EMU: @add: 2 trials, max abs error 0e0, max rel error 0e0: ok

// CHECK: .version 8.0
// CHECK: .target sm_90
// CHECK: .visible .entry add_k0(
// CHECK-NEXT: .param .u64 .ptr .align 1 add_k0_param_0,
// CHECK-NEXT: .param .u64 .ptr .align 1 add_k0_param_1,
// CHECK-NEXT: .param .u64 .ptr .align 1 add_k0_param_2
// CHECK: .maxntid 128, 1, 1
// CHECK-COUNT-2: ld.global.v4.b32
// CHECK-NOT: ld.global.b32
// CHECK: st.global.v4.b32
// CHECK-NOT: st.global.b32
// SM80: .target sm_80

// JSON: "format": "axe-ptx-sidecar/1"
// JSON: "ptx": "add.mlir.tmp.ptx"
// JSON: "chip": "sm_90"
// JSON: "entry": "add"
// JSON: "name": "arg2",
// JSON-NEXT: "role": "output",
// JSON-NEXT: "argument": 2,
// JSON-NEXT: "output": 0,
// JSON: "name": "tmp0",
// JSON-NEXT: "role": "temporary",
// JSON: "kernels": [
// JSON: "name": "add_k0",
// JSON: "grid": [
// JSON-NEXT: 2,
// JSON: "block": [
// JSON-NEXT: 128,
// JSON: "launches": [
// JSON: "kernel": "add_k0",
// JSON-NEXT: "args": [
// JSON-NEXT: 3,
// JSON-NEXT: 0,
// JSON-NEXT: 1
// JSON: "kernel": "add_k0",
// JSON-NEXT: "args": [
// JSON-NEXT: 2,
// JSON-NEXT: 3,
// JSON-NEXT: 1

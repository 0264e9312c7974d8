// Weights out of the PTX text (lowering/src/gpu/weights.rs): a global the kernels read of more
// than --weights-threshold bytes is a `.visible .global` without initializer, its bytes in
// OUT.weights at the offset the sidecar (format axe-ptx-sidecar/2) gives; smaller ones stay PTX
// initializers; --weights-threshold=0 keeps every weight inline, as the default 64 KiB does
// for this program's 512 and 64 bytes.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %S/Inputs/two-weights.mlir --target=nvptx --weights-threshold=256 -o %t/w.ptx
// RUN: FileCheck %s < %t/w.ptx
// RUN: FileCheck %s --check-prefix=SIDECAR < %t/w.ptx.json
// RUN: %ptxas -arch=sm_90 %t/w.ptx -o %t/w.cubin
// The file holds exactly the 8x16 constant's values at the sidecar's offset.
// RUN: %python %S/Inputs/check-weights.py %S/Inputs/two-weights.mlir %t/w.ptx.json | FileCheck %s --check-prefix=BYTES

// CHECK-DAG: .visible .global .align {{[0-9]+}} .b8 [[LARGE:__scale_const[0-9]]][512];{{$}}
// CHECK-DAG: .global .align {{[0-9]+}} .b8 [[SMALL:__scale_const[0-9]]][64] = {
// CHECK-NOT: .extern
// Read through the read-only cache, as an inline constant is (constant and externally
// initialized in LLVM: no load folded to undef).
// CHECK: mov.b64 [[ADDRESS:%rd[0-9]+]], [[LARGE]];
// CHECK-NEXT: add.s64 [[AT:%rd[0-9]+]], [[ADDRESS]]
// CHECK-NEXT: ld.global.nc.v4.b32 {{.*}}, {{\[}}[[AT]]{{\]}};

// SIDECAR: "format": "axe-ptx-sidecar/2"
// SIDECAR: "weights": {
// SIDECAR-NEXT: "file": "w.ptx.weights",
// SIDECAR-NEXT: "bytes": 512,
// SIDECAR-NEXT: "globals": [
// SIDECAR-NEXT: {
// SIDECAR-NEXT: "name": "__scale_const{{[0-9]}}",
// SIDECAR-NEXT: "offset": 0,
// SIDECAR-NEXT: "bytes": 512,
// SIDECAR-NEXT: "element": "f32",
// SIDECAR-NEXT: "shape": [
// SIDECAR-NEXT: 8,
// SIDECAR-NEXT: 16
// SIDECAR-NEXT: ]
// SIDECAR-NEXT: }
// SIDECAR-NEXT: ]

// BYTES: __scale_const{{[0-9]}}: 128 f32 at offset 0: ok

// Threshold 0 and the default: every weight inline, a format-1 sidecar, no weights file.
// RUN: axe-compile %S/Inputs/two-weights.mlir --target=nvptx --weights-threshold=0 -o %t/inline.ptx
// RUN: FileCheck %s --check-prefix=INLINE < %t/inline.ptx
// RUN: FileCheck %s --check-prefix=INLINE-SIDECAR < %t/inline.ptx.json
// RUN: not test -e %t/inline.ptx.weights
// RUN: axe-compile %S/Inputs/two-weights.mlir --target=nvptx -o %t/default.ptx
// RUN: FileCheck %s --check-prefix=INLINE < %t/default.ptx
// RUN: FileCheck %s --check-prefix=INLINE-SIDECAR < %t/default.ptx.json
// INLINE-NOT: .visible .global
// INLINE-DAG: .global .align {{[0-9]+}} .b8 __scale_const{{[0-9]}}[512] = {
// INLINE-DAG: .global .align {{[0-9]+}} .b8 __scale_const{{[0-9]}}[64] = {
// INLINE-SIDECAR: "format": "axe-ptx-sidecar/1"
// INLINE-SIDECAR-NOT: weights

// axe-translate --axe-to-ptx: the same from the split kernels; with the PTX on stdout, the
// weights file goes next to the sidecar (its path with .weights for .json) or to --weights.
// RUN: axe-compile %S/Inputs/two-weights.mlir --target=nvptx --emit=kernels -o %t/kernels.mlir
// RUN: axe-translate --axe-to-ptx %t/kernels.mlir --weights-threshold=256 --sidecar %t/k.json > %t/k.ptx
// RUN: %python %S/Inputs/check-weights.py %S/Inputs/two-weights.mlir %t/k.json | FileCheck %s --check-prefix=BYTES
// RUN: mkdir -p %t/elsewhere
// RUN: axe-translate --axe-to-ptx %t/kernels.mlir --weights-threshold=256 -o %t/t.ptx --weights %t/elsewhere/t.bin
// RUN: FileCheck %s --check-prefix=ELSEWHERE < %t/t.ptx.json
// RUN: %python %S/Inputs/check-weights.py %S/Inputs/two-weights.mlir %t/t.ptx.json | FileCheck %s --check-prefix=BYTES
// ELSEWHERE: "file": "/{{.*}}/elsewhere/t.bin",
// The same for sm_80, which ptxas assembles too.
// RUN: axe-translate --axe-to-ptx --chip sm_80 %t/kernels.mlir --weights-threshold=256 -o %t/k80.ptx
// RUN: FileCheck %s < %t/k80.ptx
// RUN: %ptxas -arch=sm_80 %t/k80.ptx -o %t/k80.cubin

// The GPU emulator runs the kernels (weights as the program's constants) as before.
// RUN: axe-run %t/kernels.mlir --target gpu-emulator --trials 2 | FileCheck %s --check-prefix=EMULATOR
// EMULATOR: @scale: 2 trials, {{.*}}: ok

// axe-run --target cuda reads the weights file with the sidecar, before it looks for a GPU:
// a missing file or one of another length is an error, never a run with zero weights.
// RUN: cp %t/w.ptx.weights %t/saved.weights
// RUN: rm %t/w.ptx.weights
// RUN: not axe-run %t/kernels.mlir --target cuda --sidecar %t/w.ptx.json 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: {{.*}}w.ptx.json: cannot read the weights file {{.*}}w.ptx.weights that the sidecar lists (1 globals)
// RUN: head -c 100 %t/saved.weights > %t/w.ptx.weights
// RUN: not axe-run %t/kernels.mlir --target cuda --sidecar %t/w.ptx.json 2>&1 | FileCheck %s --check-prefix=SHORT
// SHORT: error: {{.*}}w.ptx.json: the weights file {{.*}}w.ptx.weights has 100 bytes, the sidecar says 512

// With the file back, the run goes ahead: skipped without a CUDA driver; on a GPU, the weights
// are copied into the module's global and the result matches the interpreter.
// RUN: cp %t/saved.weights %t/w.ptx.weights
// RUN: axe-run %t/kernels.mlir --target cuda --sidecar %t/w.ptx.json --trials 1 | FileCheck %s --check-prefix=CUDA
// CUDA: @scale: {{GPU run skipped: .*|1 launches, max abs error .*: ok.*}}

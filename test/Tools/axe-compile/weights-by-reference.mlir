// Weights of 64 KiB and more (dense_resource.rs's BY_REFERENCE_BYTES) stay dense_resource
// blobs from the parser to the LLVM constant, which upstream's translation builds from the
// blob: no dense elements copy of them is made. W, read through a transpose, is re-laid out
// into a blob of its own (constant_layout.rs); V is kept as parsed. The object runs right
// (bit for bit, Inputs/weights_by_reference_main.c); for --target=nvptx the blobs' bytes are
// the weights file, and the GPU emulator runs the kernels against the interpreter. A blob
// that does not hold its type's elements, or is not hex, is an error at its line.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/weights_by_reference.py > %t/linear.mlir
// RUN: axe-compile %t/linear.mlir --target=cpu --emit=kernels -o %t/kernels.mlir
// RUN: FileCheck %s --check-prefix=KERNELS < %t/kernels.mlir
// RUN: axe-compile %t/linear.mlir --target=cpu -o %t/linear.o
// RUN: cc %S/Inputs/weights_by_reference_main.c %t/linear.o -lm -L%llvm_lib -lomp -Wl,-rpath,%llvm_lib -o %t/linear
// RUN: %t/linear | FileCheck %s
// RUN: axe-run %t/linear.mlir --target cpu --trials 2 | FileCheck %s --check-prefix=JIT
// RUN: axe-compile %t/linear.mlir --target=nvptx --chip=sm_90 -o %t/linear.ptx
// RUN: FileCheck %s --check-prefix=SIDECAR < %t/linear.ptx.json
// RUN: axe-compile %t/linear.mlir --target=nvptx --emit=kernels -o %t/gpu-kernels.mlir
// RUN: axe-run %t/gpu-kernels.mlir --target gpu-emulator | FileCheck %s --check-prefix=EMULATOR
// RUN: %python %S/Inputs/weights_by_reference.py --truncate > %t/truncated.mlir
// RUN: not axe-compile %t/truncated.mlir --target=cpu -o %t/truncated.o 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// RUN: %python %S/Inputs/weights_by_reference.py --bad-hex > %t/bad-hex.mlir
// RUN: not axe-compile %t/bad-hex.mlir --target=cpu -o %t/bad-hex.o 2>&1 | FileCheck %s --check-prefix=BAD-HEX

// KERNELS-DAG: memref.global "private" constant @{{.*}} : memref<128x136xf32> = dense_resource<relaid>
// KERNELS-DAG: memref.global "private" constant @{{.*}} : memref<136x128xf32> = dense_resource<weight_v>
// KERNELS-NOT: weight_w
// CHECK: linear: 0 of 512 results wrong (peak {{.*}}): ok
// JIT: @linear: 2 trials, {{.*}}: ok
// SIDECAR: "bytes": 69632
// SIDECAR: "bytes": 69632
// EMULATOR: @linear{{.*}}: ok
// TRUNCATED: truncated.mlir:2:{{[0-9]+}}: error: {{.*}}blob `weight_w` is not in the module's dialect_resources section or does not hold tensor<136x128xf32>
// BAD-HEX: bad-hex.mlir:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}weight_w

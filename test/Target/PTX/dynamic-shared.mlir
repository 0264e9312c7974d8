// Shared tensors past the 48 KiB a kernel may declare: four 16 KiB stages (64 KiB) stream a
// 768 x 64 f16 array through shared memory. axe-dispatch-gpu makes them views of dynamic shared
// memory (`gpu.dynamic_shared_memory`, `memref.view` at byte offsets), rounds the start up to the
// buffers' alignment at run time (CUDA promises 16 bytes; the emulator starts it 16 bytes past a
// 1024-byte boundary) and records the bytes the launch asks for, which the sidecar carries
// (`axe-run --target cuda` opts the kernel in past 48 KiB). PTX declares the memory as CUDA's
// `extern __shared__` array (axe-extern-dynamic-shared), after the static TMA mbarrier ring.
// Both copy kinds match the oracle on the emulator; ptxas assembles for sm_80 and sm_90.
// REQUIRES: ptxas
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-dispatch-gpu)' | FileCheck %s --check-prefix=IR
// RUN: axe-run %s --target gpu-emulator --against %S/Inputs/dynamic-shared-reference.mlir --trials 1 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --gpu-tma --against %S/Inputs/dynamic-shared-reference.mlir --trials 1 | FileCheck %s --check-prefix=EMU
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=SIDECAR < %t.ptx.json
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// RUN: axe-translate --axe-to-ptx --tma %s -o %t.tma.ptx
// RUN: FileCheck %s --check-prefix=TMA < %t.tma.ptx
// RUN: FileCheck %s --check-prefix=TMASIDECAR < %t.tma.ptx.json
// RUN: %ptxas -arch=sm_90 %t.tma.ptx -o %t.tma.cubin
// Past sm_86's 99 KiB a block, the same stages in eight are an error there.
// RUN: sed -e 's/4x128x64xf16/8x128x64xf16/' -e 's/(4,128,64)/(8,128,64)/' %s > %t.eight.mlir
// RUN: not axe-translate --axe-to-ptx --chip sm_86 %t.eight.mlir -o %t.86.ptx 2>&1 | FileCheck %s --check-prefix=SM86
// EMU: @stream: 1 trials, {{.*}}: ok
// IR: func.func private @stream_kernel({{.*}}uop.dynamic_shared_bytes = 65552 : i64
// IR: %[[RAW:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// IR: %[[AT:.*]] = memref.extract_aligned_pointer_as_index %[[RAW]]
// IR: %[[PAST:.*]] = arith.remui %[[AT]], %c16
// IR: %[[PAD:.*]] = arith.remui %{{.*}}, %c16
// IR: %[[SHIFT:.*]] = arith.addi %[[PAD]], %c0
// IR: memref.view %[[RAW]][%[[SHIFT]]][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<32768xf16, #gpu.address_space<workgroup>>
// IR-NOT: memref.alloca() {{.*}}workgroup
// CHECK: .extern .shared .align 16 .b8 __dynamic_shmem__0[];
// CHECK-NOT: .shared .align {{.*}} .b8 {{.*}}[32768]
// SIDECAR: "dynamic_shared_bytes": 65552
// TMA: .extern .shared .align 16 .b8 __dynamic_shmem__0[];
// TMA: .shared .align 8 .b8 __mbarrier[128];
// TMA: cp.async.bulk.tensor.2d
// TMASIDECAR: "dynamic_shared_bytes": 66560
// SM86: error: 'axe.kernel' op takes the kernel's shared memory to 131088 bytes (131072 of buffers, 16 to align their start); a block has at most 101376

!G = !axe.tensor<768x64xf16, global>
!S = !axe.tensor<4x128x64xf16, shared, #axe.layout<S[(4,128,64):(8192,64,1)]>, swizzle<3, 3, 3>>
axe.kernel @stream(%A: !G) -> !G attributes {grid = array<i64: 1>, block = array<i64: 128>} {
  %B = axe.alloc : !G
  %s = axe.alloc : !S
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c128 = arith.constant 128 : index
  scf.for %t = %c0 to %c6 step %c1 {
    %row = arith.muli %t, %c128 : index
    %stage = arith.remui %t, %c4 : index
    axe.copy %A[%row, %c0] to %s[%stage, %c0, %c0] at cta async : !G to !S
    axe.wait_async 0
    axe.copy %s[%stage, %c0, %c0] to %B[%row, %c0] at cta : !S to !G
    gpu.barrier
  }
  axe.return %B : !G
}

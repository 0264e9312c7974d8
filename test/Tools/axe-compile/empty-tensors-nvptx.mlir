// A function whose results are all empty (zero-size tensors) compiles for the GPU too: no
// kernel to launch, so the PTX is a module with only its header (which ptxas and the CUDA
// driver load like any other) and the sidecar lists the buffers and no launch. Before, the
// nvptx target refused it ("expects a driver function that calls the uop.kernel functions").
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=nvptx --chip=sm_80 -o %t/g.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t/g.ptx
// RUN: FileCheck %s --check-prefix=SIDECAR < %t/g.ptx.json
// RUN: %ptxas -arch=sm_80 %t/g.ptx -o %t/g80.cubin
// RUN: axe-compile %s --target=nvptx --chip=sm_90a -o %t/g90.ptx
// RUN: FileCheck %s --check-prefix=PTX90 < %t/g90.ptx
// RUN: %ptxas -arch=sm_90a %t/g90.ptx -o %t/g90.cubin
// RUN: axe-run %s --target gpu-emulator --trials 1 --print | FileCheck %s --check-prefix=EMULATOR
// PTX-NOT: .entry
// PTX: .version 8.0
// PTX-NEXT: .target sm_80
// PTX-NEXT: .address_size 64
// PTX-NOT: .entry
// PTX90: .target sm_90a
// SIDECAR: "entry": "g"
// SIDECAR: "shape": [
// SIDECAR-NEXT: 0,
// SIDECAR-NEXT: 3
// SIDECAR: "role": "output"
// SIDECAR: "kernels": []
// SIDECAR-NEXT: "launches": []
// EMULATOR: @g result 0: memref<3x0xf32> []

func.func @g(%x: tensor<0x3xf32>) -> tensor<3x0xf32> {
  %e = tensor.empty() : tensor<3x0xf32>
  %t = linalg.transpose ins(%x : tensor<0x3xf32>) outs(%e : tensor<3x0xf32>) permutation = [1, 0]
  return %t : tensor<3x0xf32>
}

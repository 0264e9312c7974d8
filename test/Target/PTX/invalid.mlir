// axe-translate --axe-to-ptx diagnostics: unsupported chips (TMA before sm_90), no driver, a
// driver op the sidecar cannot describe, uop input before convert-uop-to-scf
// exists in this build is reported by the pipeline parser.
// RUN: not axe-translate --axe-to-ptx --chip sm_70 %S/Inputs/add-split.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: unsupported chip 'sm_70': Axe emits PTX for sm_80 and newer
// RUN: not axe-translate --axe-to-ptx --tma --chip sm_80 %S/Inputs/add-split.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=TMA
// TMA: error: TMA copies need sm_90 or newer, not sm_80
// RUN: not axe-translate --axe-to-ptx %s -o %t.ptx 2>&1 | FileCheck %s
// RUN: not axe-translate --axe-to-ptx %S/Inputs/add-split.mlir 2>&1 | FileCheck %s --check-prefix=STDOUT
// STDOUT: --axe-to-ptx to stdout needs --sidecar PATH

// CHECK: invalid.mlir:[[@LINE+3]]:3: error: 'memref.copy' op cannot run in the host driver of the PTX sidecar
func.func @driver(%a: memref<8xf32>, %out: memref<8xf32> {uop.output = 0 : i64}) {
  call @k(%out) : (memref<8xf32>) -> ()
  memref.copy %a, %out : memref<8xf32> to memref<8xf32>
  return
}
func.func @k(%out: memref<8xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 8, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
  %c = arith.constant 1.0 : f32
  %t = gpu.thread_id x upper_bound 8
  memref.store %c, %out[%t] : memref<8xf32>
  return
}

// A kernel whose math lowers to libdevice calls (math.exp -> __nv_expf) is an error at the
// math op when no libdevice is linked, naming the three ways to provide one, instead of PTX
// with an unresolved `.extern .func __nv_expf`. A libdevice path that does not exist is an
// error before any lowering.
// RUN: env AXE_LIBDEVICE= not axe-translate --axe-to-ptx %s -o %t.ptx 2>&1 | FileCheck %s
// RUN: env AXE_LIBDEVICE=%t.missing.bc not axe-translate --axe-to-ptx %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=ENV
// RUN: not axe-translate --libdevice %t.missing.bc --axe-to-ptx %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: axe-run --target gpu-emulator %s --trials 1 | FileCheck %s --check-prefix=EMU

// ENV: axe-translate: $AXE_LIBDEVICE names {{.*}}missing.bc, which is not a file
// FLAG: axe-translate: --libdevice names {{.*}}missing.bc, which is not a file
// EMU: @exp: 1 trials, max abs error
func.func @exp_k(%out: memref<64xf32>, %x: memref<64xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %r = uop.range %c64 axis(0) loop
  %p = uop.index %x[%r] : memref<64xf32>
  %v = uop.load %p : f32
  // CHECK: libdevice.mlir:[[@LINE+4]]:8: error: 'math.exp' op needs NVIDIA's libdevice (__nv_expf), which is not linked: pass --libdevice PATH/libdevice.10.bc, set $AXE_LIBDEVICE, or run tools/setup-python.sh
  // CHECK-NEXT: {{^}}  %e = math.exp %v : f32
  // CHECK-NEXT: {{^}}       ^
  // CHECK-NOT: .extern
  %e = math.exp %v : f32
  %q = uop.index %out[%r] : memref<64xf32>
  %s = uop.store %q, %e : f32
  %end = uop.end %s [%r]
  uop.sink %end : !uop.effect
  return
}
func.func @exp(%x: memref<64xf32>, %out: memref<64xf32> {uop.output = 0 : i64}) {
  call @exp_k(%out, %x) : (memref<64xf32>, memref<64xf32>) -> ()
  return
}

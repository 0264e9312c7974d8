// axe-bf16-bits (the last step of axe-lower-to-llvm, lowering/src/bf16_bits.rs): in a function
// where bf16 values are only moved, every bf16 value becomes its i16 bits, so LLVM's code
// generator has no bfloat register to round with __truncsfbf2 (tools/fuzz/README.md finding 8).
// A function where a bf16 value reaches anything else, or whose signature has bf16, is left alone.
// RUN: axe-opt %s --axe-bf16-bits | FileCheck %s

// A loop-carried bf16 (a phi) from a constant, its bits computed with, broadcast into two lanes
// inside an OpenMP region and stored: all i16, the bitcasts gone, the constant its bits (1.0 is
// 0x3F80), -0.0 0x8000 and a NaN's bits kept.
// CHECK-LABEL: llvm.func @moved
// CHECK-NOT: bf16
// CHECK: llvm.mlir.constant(16256 : i16) : i16
// CHECK: llvm.mlir.constant(-32768 : i16) : i16
// CHECK: llvm.mlir.constant(32704 : i16) : i16
// CHECK: ^bb1(%{{.*}}: i64, %[[X:.*]]: i16):
// CHECK: llvm.add %[[X]], %{{.*}} : i16
// CHECK: omp.parallel
// CHECK: llvm.insertelement %[[X]], %{{.*}} : vector<2xi16>
// CHECK: llvm.shufflevector
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 2 : i64} : vector<2xi16>, !llvm.ptr
// CHECK-LABEL: llvm.func @arithmetic
llvm.func @moved(%out: !llvm.ptr, %n: i64) {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %c = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
  %m = llvm.mlir.constant(-0.000000e+00 : bf16) : bf16
  %nan = llvm.mlir.constant(0x7FC0 : bf16) : bf16
  %step = llvm.mlir.constant(1 : i16) : i16
  %poison = llvm.mlir.poison : vector<2xbf16>
  %lane = llvm.mlir.constant(0 : i32) : i32
  llvm.store %m, %out : bf16, !llvm.ptr
  llvm.store %nan, %out : bf16, !llvm.ptr
  llvm.br ^bb1(%zero, %c : i64, bf16)
^bb1(%i: i64, %x: bf16):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^bb3, ^bb2
^bb2:
  %bits = llvm.bitcast %x : bf16 to i16
  %next_bits = llvm.add %bits, %step : i16
  %next = llvm.bitcast %next_bits : i16 to bf16
  %j = llvm.add %i, %one : i64
  llvm.br ^bb1(%j, %next : i64, bf16)
^bb3:
  omp.parallel {
    %v = llvm.insertelement %x, %poison[%lane : i32] : vector<2xbf16>
    %b = llvm.shufflevector %v, %poison [0, 0] : vector<2xbf16>
    llvm.store %b, %out {alignment = 2 : i64} : vector<2xbf16>, !llvm.ptr
    omp.terminator
  }
  llvm.return
}

// Arithmetic on bf16 (which axe-bf16-arithmetic would have widened): left as it is.
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> bf16
// CHECK: llvm.fadd %{{.*}}, %{{.*}} : bf16
// CHECK-LABEL: llvm.func @signature
// CHECK: llvm.store %{{.*}}, %{{.*}} : bf16, !llvm.ptr
llvm.func @arithmetic(%p: !llvm.ptr) {
  %x = llvm.load %p : !llvm.ptr -> bf16
  %y = llvm.fadd %x, %x : bf16
  llvm.store %y, %p : bf16, !llvm.ptr
  llvm.return
}

// bf16 in the signature (passed in a float register): left as it is.
llvm.func @signature(%x: bf16, %p: !llvm.ptr) {
  llvm.store %x, %p : bf16, !llvm.ptr
  llvm.return
}

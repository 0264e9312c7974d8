// uop.floormod whose operand varies along the simd lanes (a convolution's
// window position `(r - 1) mod 5` when the schedule vectorizes r, as torch-mlir's
// conv1d, depthwise convolution and LeNet exports do on the linalg route) takes
// the scalar expansion lane by lane: remsi, then `+ b` where the remainder is
// non-zero and its sign differs from the divisor's (floor semantics: the
// result has the divisor's sign). Checked on the JIT against the interpreter
// for negative dividends and a negative divisor, both as an index that steps
// along the lanes (i - 13) and as loaded values (integers in [-8, 8]).
// Real exports: test/Models/corpus.test runs conv1d, conv_bn_relu,
// depthwise_conv and lenet from models/fast.
// RUN: axe-opt %s --pass-pipeline='builtin.module(convert-uop-to-scf,canonicalize,cse)' | FileCheck %s
// RUN: axe-run %s --target cpu --trials 20

// CHECK-LABEL: func.func @floormod_lanes
// CHECK: arith.remsi {{.*}} : vector<8xindex>
// CHECK: arith.cmpi slt, {{.*}} : vector<8xindex>
// CHECK: arith.xori {{.*}} : vector<8xi1>
// CHECK: arith.select {{.*}} : vector<8xi1>, vector<8xindex>
func.func @floormod_lanes(%out: memref<32xi64>, %x: memref<32xi64>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,8):(1@loop,1@simd)]>} {
  %c32 = arith.constant 32 : index
  %c13 = arith.constant 13 : index
  %c5 = arith.constant 5 : index
  %cm3 = arith.constant -3 : index
  %c100 = arith.constant 100 : index
  %c10000 = arith.constant 10000 : index
  %i = uop.range %c32 axis(0) loop
  %a = arith.subi %i, %c13 : index
  %m = uop.floormod %a, %c5 : index
  %n = uop.floormod %a, %cm3 : index
  %p = uop.index %x[%i] : memref<32xi64>
  %v = uop.load %p : i64
  %vi = arith.index_cast %v : i64 to index
  %q = uop.floormod %vi, %c5 : index
  %r = uop.floormod %vi, %cm3 : index
  %m100 = arith.muli %m, %c100 : index
  %q10000 = arith.muli %q, %c10000 : index
  %s0 = arith.addi %m100, %n : index
  %s1 = arith.addi %s0, %q10000 : index
  %s2 = arith.muli %r, %c10000 : index
  %s3 = arith.muli %s2, %c100 : index
  %s = arith.addi %s1, %s3 : index
  %si = arith.index_cast %s : index to i64
  %o = uop.index %out[%i] : memref<32xi64>
  %st = uop.store %o, %si : i64
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @floormod_lanes_driver(%x: memref<32xi64>, %out: memref<32xi64> {uop.output = 0 : i64}) {
  call @floormod_lanes(%out, %x) : (memref<32xi64>, memref<32xi64>) -> ()
  return
}

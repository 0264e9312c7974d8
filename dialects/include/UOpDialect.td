//===- UOpDialect.td - the uop dialect and its enums ------*- tablegen -*-===//
//
// The uop dialect carries tinygrad-style UOps into MLIR: index-level ops that
// the index simplifier needs and upstream lacks (ranges, bounded symbolic
// variables, GPU specials, floor modulo). Tensor-level and kernel-level ops
// join it with the rangeify issue.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_TD
#define UOP_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"

def UOp_Dialect : Dialect {
  let name = "uop";
  let cppNamespace = "::mlir::uop";
  let summary = "tinygrad-style UOps: ranges, symbolic variables and exact index arithmetic";
  let description = [{
    The `uop` dialect models tinygrad's UOp IR at three levels: tensor-level
    ops on ranked tensors (movement ops, reductions, vmap), kernel-level ops
    that rangeify produces (ranges, buffer accesses, bufferize, reduce over
    ranges), and the index-level vocabulary the index simplifier needs.
    Integer semantics are exact and explicit: `uop.floormod` is floor modulo
    (Python `%`), which upstream lacks; floor division is upstream's
    `arith.floordivsi`; truncating division and remainder are `arith.divsi`
    and `arith.remsi`.
  }];
  let useDefaultTypePrinterParser = 1;
}

def UOp_AxisKind : I32EnumAttr<"AxisKind", "how a range's iterations are scheduled", [
    I32EnumAttrCase<"Loop",   0, "loop">,
    I32EnumAttrCase<"Reduce", 1, "reduce">,
    I32EnumAttrCase<"Global", 2, "global">,
    I32EnumAttrCase<"Local",  3, "local">,
    I32EnumAttrCase<"Upcast", 4, "upcast">,
    I32EnumAttrCase<"Unroll", 5, "unroll">,
    I32EnumAttrCase<"GroupReduce", 6, "group_reduce">,
    I32EnumAttrCase<"Outer",  7, "outer">
  ]> {
  let cppNamespace = "::mlir::uop";
}

def UOp_SpecialKind : I32EnumAttr<"SpecialKind", "which hardware index a uop.special reads", [
    I32EnumAttrCase<"BlockId",  0, "block_id">,
    I32EnumAttrCase<"ThreadId", 1, "thread_id">
  ]> {
  let cppNamespace = "::mlir::uop";
}

def UOp_ReduceKind : I32EnumAttr<"ReduceKind", "the associative operation of a reduction", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Mul", 1, "mul">,
    I32EnumAttrCase<"Max", 2, "max">,
    I32EnumAttrCase<"Min", 3, "min">
  ]> {
  let cppNamespace = "::mlir::uop";
}

def UOp_CmpPredicate : I32EnumAttr<"CmpPredicate", "tinygrad's three comparisons", [
    I32EnumAttrCase<"Lt", 0, "lt">,
    I32EnumAttrCase<"Ne", 1, "ne">,
    I32EnumAttrCase<"Eq", 2, "eq">
  ]> {
  let cppNamespace = "::mlir::uop";
}

#endif // UOP_DIALECT_TD

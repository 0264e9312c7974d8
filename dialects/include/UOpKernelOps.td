//===- UOpKernelOps.td - kernel-level uop ops ---------------*- tablegen -*-===//
//
// What rangeify produces (tinygrad's kernel IR): a graph in one block whose
// loops are implicit. A value that uses a `uop.range` varies with it; the
// ops that bind ranges (`uop.bufferize`, `uop.reduce`, `uop.end`) evaluate
// their operand once for every point of the ranges they list, first range
// outermost, and a range may only be used where one of them binds it.
// Buffers are memrefs; kernel functions carry the `uop.kernel` unit attribute.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_KERNEL_OPS_TD
#define UOP_KERNEL_OPS_TD

include "UOpDialect.td"
include "UOpTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def UOp_IndexOp : Op<UOp_Dialect, "index", [Pure, AttrSizedOperandSegments,
    TypesMatchWith<"result points at the buffer's element type", "buffer", "result",
                   "::mlir::uop::PtrType::get(::llvm::cast<::mlir::MemRefType>($_self).getElementType())">]> {
  let summary = "the address of one buffer element, optionally gated";
  let description = [{
    tinygrad's INDEX: one index per buffer dimension, row-major. With a gate,
    the address is valid only where the gate is true: a load through it gives
    zero elsewhere and a store does nothing, so the indices may be out of
    bounds where the gate is false (this is how padding reads). Without a
    gate the indices must be in bounds.

    ```mlir
    %p = uop.index %buf[%r0, %r1] : memref<4x8xf32>
    %q = uop.index %buf[%i, %j] gate %valid : memref<4x8xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeMemRef:$buffer, Variadic<Index>:$indices, Optional<I1>:$gate);
  let results = (outs UOp_PtrType:$result);
  let assemblyFormat = "$buffer `[` $indices `]` (`gate` $gate^)? attr-dict `:` type($buffer)";
  let hasVerifier = 1;
}

def UOp_InvalidOp : Op<UOp_Dialect, "invalid", [Pure]> {
  let summary = "the invalid index: the address it reaches is not accessed";
  let description = [{
    tinygrad's `Invalid` index constant (spec 000 §5 phase 3). An index that
    may be invalid is written `arith.select %valid, %i, %invalid`, for
    example a padded read's offset; arithmetic on an invalid index is
    invalid, and a `uop.index` with an invalid index is an address that is
    not accessed: a load through it reads zero and a store writes nothing,
    exactly as behind a false gate. `uop-extract-gates` turns
    `uop.index %b[select(%valid, %i, invalid)]` into
    `uop.index %b[%i] gate %valid`, the form code generation reads.

    The invalid index may flow only through `arith.select` (either value),
    index arithmetic (`arith.addi`, `subi`, `muli`, `minsi`, `maxsi`, and the
    dividend, never the divisor, of the divisions and remainders) into the
    indices of `uop.index`; the verifier rejects any other use.

    ```mlir
    %inv = uop.invalid
    %i = arith.select %valid, %offset, %inv : index
    %p = uop.index %buf[%i] : memref<16xf32>
    ```
  }];
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def UOp_LoadOp : Op<UOp_Dialect, "load", [
    TypesMatchWith<"the address points at the result type", "result", "ptr",
                   "::mlir::uop::PtrType::get($_self)">]> {
  let summary = "reads one element (zero behind a false gate)";
  let description = [{
    tinygrad's LOAD: the element at `ptr`, or zero of the element type when
    the `uop.index` that made `ptr` has a gate that is false.

    ```mlir
    %v = uop.load %p : f32
    ```
  }];
  let arguments = (ins Arg<UOp_PtrType, "", [MemRead]>:$ptr);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$ptr attr-dict `:` type($result)";
}

def UOp_StoreOp : Op<UOp_Dialect, "store", [
    TypesMatchWith<"the address points at the value type", "value", "ptr",
                   "::mlir::uop::PtrType::get($_self)">]> {
  let summary = "writes one element (nothing behind a false gate)";
  let description = [{
    tinygrad's STORE: writes `value` at `ptr` unless the gate of its
    `uop.index` is false. The result names the effect for `uop.end`.

    ```mlir
    %s = uop.store %p, %v : f32
    ```
  }];
  let arguments = (ins Arg<UOp_PtrType, "", [MemWrite]>:$ptr, AnyType:$value);
  let results = (outs UOp_EffectType:$effect);
  let assemblyFormat = "$ptr `,` $value attr-dict `:` type($value)";
}

def UOp_EndOp : Op<UOp_Dialect, "end", []> {
  let summary = "runs an effect for every point of the listed ranges";
  let description = [{
    tinygrad's END: closes `ranges` over `effect`, first range outermost, so
    `uop.end %s [%r0, %r1]` is the loop nest `for r0: for r1: s`.

    ```mlir
    %e = uop.end %s [%r0, %r1]
    ```
  }];
  let arguments = (ins UOp_EffectType:$effect, Variadic<Index>:$ranges);
  let results = (outs UOp_EffectType:$result);
  let assemblyFormat = "$effect ` ` `[` $ranges `]` attr-dict";
  let hasVerifier = 1;
}

def UOp_ReduceOp : Op<UOp_Dialect, "reduce", [Pure, AllTypesMatch<["value", "result"]>]> {
  let summary = "combines a value over every point of the listed ranges";
  let description = [{
    tinygrad's REDUCE: `op` over `value` for every point of `ranges`, first
    range outermost, starting from the identity (0, 1, the lowest and the
    highest value of the type; -inf and +inf for floats). Floats combine in
    the element type's IEEE arithmetic; integers wrap; `max`/`min` compare
    signed. A float `add` starts from +0 (tinygrad's identity: a sum of -0s
    is +0), or, with `from_negative_zero` (float `add` only, from
    `uop.reduce_axis`'s attribute), from -0, IEEE's exact additive identity;
    every partial sum a lowering splits the reduction into (simd lanes,
    registers, threads, split kernels) starts from the same value.

    ```mlir
    %s = uop.reduce add %v [%r2] : f32
    %t = uop.reduce add %w [%r3] {from_negative_zero} : f32
    ```
  }];
  let arguments = (ins UOp_ReduceKind:$op, UOp_Element:$value, Variadic<Index>:$ranges,
                       UnitAttr:$from_negative_zero);
  let results = (outs UOp_Element:$result);
  let assemblyFormat = "$op $value ` ` `[` $ranges `]` attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def UOp_BufferizeOp : Op<UOp_Dialect, "bufferize", [AttrSizedOperandSegments,
    OptionalTypesMatchWith<"the destination has the result type", "result", "dest", "$_self">]> {
  let summary = "realizes a value over ranges into a buffer";
  let description = [{
    tinygrad's BUFFERIZE: a buffer whose element at `[r0, r1, ...]` is `value`
    evaluated at that point of `ranges`. Dimension `i` of the result has the
    (constant) end of range `i`. Without `into`, the buffer is fresh; with
    `into %dest`, the value is written to `dest` (an output of the program)
    and the result is `dest`. Every range the value depends on must be listed.
    Kernel splitting turns each bufferize into a kernel that stores the value.

    ```mlir
    %b = uop.bufferize %v [%r0, %r1] : f32 -> memref<3x2xf32>
    %o = uop.bufferize %w [%r2] into %out : f32 -> memref<6xf32>
    ```
  }];
  let arguments = (ins UOp_Element:$value, Variadic<Index>:$ranges, Optional<AnyStaticShapeMemRef>:$dest);
  let results = (outs AnyStaticShapeMemRef:$result);
  let assemblyFormat = "$value ` ` `[` $ranges `]` (`into` $dest^)? attr-dict `:` type($value) `->` type($result)";
  let hasVerifier = 1;
}

#endif // UOP_KERNEL_OPS_TD

//===- UOpTensorOps.td - tensor-level uop ops ---------------*- tablegen -*-===//
//
// tinygrad's tensor graph: movement ops, reductions, casts, comparisons,
// realization and vmap, with value semantics on statically shaped builtin
// tensors. Elementwise arithmetic reuses upstream `arith` / `math` on tensors
// (they mean the same thing); `uop.cast`, `uop.where` and `uop.cmp` also
// accept scalars, so rangeify keeps them when it scalarizes a graph.
// A tensor-level program is a `func.func` whose tensor arguments are its
// input buffers and whose results are its output buffers.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_TENSOR_OPS_TD
#define UOP_TENSOR_OPS_TD

include "UOpDialect.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def UOp_Element : AnyTypeOf<[AnySignlessIntegerOrIndex, AnyFloat]>;
def UOp_ElementOrTensor : AnyTypeOf<[AnySignlessIntegerOrIndex, AnyFloat, AnyStaticShapeTensor]>;

class UOp_TensorOp<string mnemonic, list<Trait> traits = []> :
    Op<UOp_Dialect, mnemonic, !listconcat([Pure], traits)>;

// One operand and one result, both statically shaped tensors of the same
// element type; the verifier checks the op's shape rule.
class UOp_MovementOp<string mnemonic, list<Trait> traits = []> :
    UOp_TensorOp<mnemonic, !listconcat([SameOperandsAndResultElementType], traits)> {
  let results = (outs AnyStaticShapeTensor:$result);
  let hasVerifier = 1;
}

def UOp_ReshapeOp : UOp_MovementOp<"reshape"> {
  let summary = "the same elements in row-major order under a new shape";
  let description = [{
    tinygrad's RESHAPE: element `i` in row-major order of the source is
    element `i` in row-major order of the result. The element counts must be
    equal.

    ```mlir
    %y = uop.reshape %x : tensor<3x4xf32> -> tensor<12xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
}

def UOp_PermuteOp : UOp_MovementOp<"permute"> {
  let summary = "reorders the axes";
  let description = [{
    tinygrad's PERMUTE: result axis `i` is source axis `order[i]`, so
    `result[j_0, ..., j_n] = source[k]` with `k[order[i]] = j_i`. `order` must
    be a permutation of `0 .. rank-1`.

    ```mlir
    %t = uop.permute %x [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, DenseI64ArrayAttr:$order);
  let assemblyFormat = "$source $order attr-dict `:` type($source) `->` type($result)";
}

def UOp_ExpandOp : UOp_MovementOp<"expand"> {
  let summary = "broadcasts size-1 axes";
  let description = [{
    tinygrad's EXPAND: every source axis of size 1 may take a larger size in
    the result, repeating the one element; other axes keep their size. The
    ranks must be equal (reshape first to add axes).

    ```mlir
    %b = uop.expand %x : tensor<1x4xf32> -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
}

def UOp_PadOp : UOp_MovementOp<"pad"> {
  let summary = "adds zeros before and after each axis";
  let description = [{
    tinygrad's PAD with zero fill: axis `i` grows by `low[i]` elements in
    front and `high[i]` at the end; `result[j] = source[j - low]` where
    `low <= j < low + size`, and zero (false for `i1`) elsewhere. Pads are
    non-negative (use `uop.shrink` to cut).

    ```mlir
    %p = uop.pad %x low [1, 0] high [0, 2] : tensor<3x4xf32> -> tensor<4x6xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, DenseI64ArrayAttr:$low, DenseI64ArrayAttr:$high);
  let assemblyFormat = "$source `low` $low `high` $high attr-dict `:` type($source) `->` type($result)";
}

def UOp_ShrinkOp : UOp_MovementOp<"shrink"> {
  let summary = "keeps the box [begin, end) of each axis";
  let description = [{
    tinygrad's SHRINK (a slice with step 1): `result[j] = source[j + begin]`
    for `0 <= j < end - begin`, with `0 <= begin <= end <= size` per axis.

    ```mlir
    %s = uop.shrink %x begin [0, 1] end [2, 4] : tensor<3x4xf32> -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, DenseI64ArrayAttr:$begin, DenseI64ArrayAttr:$end);
  let assemblyFormat = "$source `begin` $begin `end` $end attr-dict `:` type($source) `->` type($result)";
}

def UOp_FlipOp : UOp_MovementOp<"flip", [AllTypesMatch<["source", "result"]>]> {
  let summary = "reverses the listed axes";
  let description = [{
    tinygrad's FLIP: along each listed axis, `result[j] = source[size - 1 - j]`.
    Axes are distinct and in range.

    ```mlir
    %f = uop.flip %x axes [0] : tensor<3x4xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, DenseI64ArrayAttr:$axes);
  let assemblyFormat = "$source `axes` $axes attr-dict `:` type($result)";
}

def UOp_ReduceAxisOp : UOp_TensorOp<"reduce_axis", [SameOperandsAndResultElementType]> {
  let summary = "reduces the listed axes to size 1 with add, mul, max or min";
  let description = [{
    tinygrad's REDUCE_AXIS: the result has the source's shape with every
    listed axis set to 1, and each result element combines, with `op`, the
    source elements that differ from it only along the listed axes. Floats
    combine in IEEE arithmetic of the element type (the order is the row-major
    order of the reduced axes); integers wrap. `max`/`min` compare signed.
    Each row starts from tinygrad's identity (`uop.reduce`): a float `add`
    from +0, so a sum of -0s (or of no terms) is +0, as in numpy and torch.
    With `from_negative_zero` (float `add` only) the row starts from -0,
    IEEE's exact additive identity (x + -0 == x for every x, +0 included),
    so a row whose every term is -0 sums to -0. convert-linalg-to-uop sets it
    where it puts a linalg init in front of the row: init + x0 + ... is then
    linalg's value exactly, -0 init and -0 terms included.

    ```mlir
    %s = uop.reduce_axis add %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
    %t = uop.reduce_axis add %y axes [1] {from_negative_zero} : tensor<4x9xf32> -> tensor<4x1xf32>
    ```
  }];
  let arguments = (ins UOp_ReduceKind:$op, AnyStaticShapeTensor:$source, DenseI64ArrayAttr:$axes,
                       UnitAttr:$from_negative_zero);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$op $source `axes` $axes attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def UOp_CastOp : UOp_TensorOp<"cast", [Elementwise, SameOperandsAndResultShape]> {
  let summary = "converts each element to another element type";
  let description = [{
    tinygrad's CAST, elementwise on tensors or on one scalar:
    - float to float rounds to nearest, ties to even;
    - integer to float converts the signed value (an `i1` is 0 or 1);
    - float to integer truncates toward zero (out of range is undefined);
    - integer to integer sign-extends or keeps the low bits;
    - anything to `i1` is `x != 0`.

    ```mlir
    %h = uop.cast %x : tensor<4xf32> -> tensor<4xf16>
    ```
  }];
  let arguments = (ins UOp_ElementOrTensor:$source);
  let results = (outs UOp_ElementOrTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
}

def UOp_WhereOp : UOp_TensorOp<"where", [Elementwise, AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let summary = "picks, element by element, one of two values by a condition";
  let description = [{
    tinygrad's WHERE: `cond ? true_value : false_value` per element. `cond` is
    `i1` (a tensor of `i1` with the values' shape, or a scalar for scalars).

    ```mlir
    %m = uop.where %c, %x, %zero : tensor<4xi1>, tensor<4xf32>
    ```
  }];
  let arguments = (ins UOp_ElementOrTensor:$cond, UOp_ElementOrTensor:$true_value,
                       UOp_ElementOrTensor:$false_value);
  let results = (outs UOp_ElementOrTensor:$result);
  let assemblyFormat = "$cond `,` $true_value `,` $false_value attr-dict `:` type($cond) `,` type($result)";
  let hasVerifier = 1;
}

def UOp_CmpOp : UOp_TensorOp<"cmp", [Elementwise, AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "tinygrad's CMPLT, CMPNE and CMPEQ, element by element";
  let description = [{
    Compares two values of the same type and gives `i1` (a tensor of `i1`
    of the same shape for tensors). Integers compare signed. For floats `lt`
    and `eq` are false when either side is NaN and `ne` is true (upstream
    `arith.cmpf olt`, `oeq` and `une`).

    ```mlir
    %lt = uop.cmp lt %x, %y : tensor<4xf32> -> tensor<4xi1>
    ```
  }];
  let arguments = (ins UOp_CmpPredicate:$predicate, UOp_ElementOrTensor:$lhs, UOp_ElementOrTensor:$rhs);
  let results = (outs UOp_ElementOrTensor:$result);
  let assemblyFormat = "$predicate $lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def UOp_AssertOp : Op<UOp_Dialect, "assert", [Elementwise, AllTypesMatch<["value", "result"]>]> {
  let summary = "a value guarded by a runtime check: the call stops where the condition is false";
  let description = [{
    `value`, element by element, where `condition` holds; where it does not,
    the call stops with `message` and the op's location. What a computed
    `cf.assert` in a `linalg.generic` body becomes (torch's bounds checks
    before an embedding's row read): it guards the values the body yields,
    so it lives as long as they are computed, and no fusion, buffer removal
    or dead-code elimination drops it while they are. The check runs once
    per point of the ranges the condition varies with: an embedding's index
    check once per token, not once per element of the row it reads.
    Lowered to `cf.assert` (on the CPU a message and `abort`, like C's
    `assert`; on the GPU upstream's `__assertfail`). `condition` is `i1`
    (a tensor of `i1` of the value's shape for tensors). Not pure: a
    failing check is an effect, so it is neither folded nor merged.

    ```mlir
    %g = uop.assert %in_range, %rows, "index must be smaller than dim size" : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    ```
  }];
  let arguments = (ins UOp_ElementOrTensor:$condition, UOp_ElementOrTensor:$value, StrAttr:$message);
  let results = (outs UOp_ElementOrTensor:$result);
  let assemblyFormat = "$condition `,` $value `,` $message attr-dict `:` type($condition) `,` type($value)";
  let hasVerifier = 1;
}

def UOp_GatherOp : UOp_TensorOp<"gather", [AllElementTypesMatch<["source", "result"]>]> {
  let summary = "reads the source at indices that are values (a gather), clamped into bounds";
  let description = [{
    An indexed read: one index tensor per source axis, each of the result's
    shape and of type `index`; result element `p` is
    `source[clamp(i0[p]), ..., clamp(ik[p])]`, where `clamp` takes an index
    into `[0, size - 1]` of its axis. What `tensor.extract` of a computed
    index in a `linalg.generic` body means (torch's embedding through
    torch-mlir, TOSA's gather, ONNX Gather). An out-of-range index reads the
    nearest element of its axis (as XLA's gather does): the read is never
    out of bounds. torch's error on such an index comes from the
    `cf.assert` bounds checks torch-mlir writes before the read, which
    become `uop.assert` runtime checks of the gathered values (removed with
    a remark only where the index is proven in range). An index that
    is an affine function of the result's position (`linalg.index`) costs no
    load: rangeify reads it as the position.

    ```mlir
    %e = uop.gather %table[%row, %col] : tensor<100x16xf32>, tensor<2x8x16xindex>, tensor<2x8x16xindex> -> tensor<2x8x16xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, Variadic<AnyStaticShapeTensor>:$indices);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source `[` $indices `]` attr-dict `:` type($source) `,` type($indices) `->` type($result)";
  let hasVerifier = 1;
}

def UOp_ContiguousOp : UOp_TensorOp<"contiguous", [AllTypesMatch<["source", "result"]>]> {
  let summary = "the same tensor, always realized in a buffer";
  let description = [{
    tinygrad's CONTIGUOUS: the value is its operand; rangeify always writes it
    to a buffer (a `uop.bufferize`) that consumers then read.

    ```mlir
    %c = uop.contiguous %x : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($result)";
}

def UOp_VmapInOp : UOp_TensorOp<"vmapin", [AllElementTypesMatch<["source", "result"]>]> {
  let summary = "enters a vmap scope: slices out the axes bound to ranges";
  let description = [{
    tinygrad's VMAPIN (spec 002 §2.1). There is one `varg` per source axis;
    each is either a `uop.range` (the axis is consumed: the result is the
    slice at the range's current value) or the index constant 0 (the axis is
    kept). The result shape is the source shape without the range axes, and
    each range's end must equal the size of the axis it consumes.

    ```mlir
    %r = uop.range %c3 axis(0) loop
    %row = uop.vmapin %x [%r, %c0] : tensor<3x6xf32> -> tensor<6xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, Variadic<Index>:$vargs);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source ` ` `[` $vargs `]` attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def UOp_VmapOutOp : UOp_TensorOp<"vmapout", [AllElementTypesMatch<["source", "result"]>]> {
  let summary = "leaves a vmap scope: stacks the results along the range axes";
  let description = [{
    tinygrad's VMAPOUT (spec 002 §2.2). There is one `varg` per result axis;
    a `uop.range` inserts an axis of the range's (constant) end, and the index
    constant 0 keeps a source axis, in order. The number of zeros equals the
    source rank. The result is the source evaluated at every value of the
    ranges: `result[.., r, ..] = source` with the range bound to `r`.

    ```mlir
    %y = uop.vmapout %v [%r, %c0] : tensor<6xf32> -> tensor<3x6xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, Variadic<Index>:$vargs);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source ` ` `[` $vargs `]` attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def UOp_SinkOp : Op<UOp_Dialect, "sink", []> {
  let summary = "the values a program or kernel must produce";
  let description = [{
    tinygrad's SINK: the root of a graph. In a tensor-level program its
    operands are tensors to realize besides the function's results; in a
    kernel its operands are the kernel's effects (`uop.end`, `uop.store`) and,
    before kernels are split, the `uop.bufferize` results that are outputs.
    It has no results and must be the last op before the terminator.

    ```mlir
    uop.sink %e0, %e1 : !uop.effect, !uop.effect
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$sources);
  let assemblyFormat = "($sources^ `:` type($sources))? attr-dict";
}

#endif // UOP_TENSOR_OPS_TD

//===- UOpOps.td - uop operations -------------------------*- tablegen -*-===//

#ifndef UOP_OPS_TD
#define UOP_OPS_TD

include "UOpDialect.td"
include "UOpTypes.td"
include "UOpTensorOps.td"
include "UOpKernelOps.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

class UOp_Op<string mnemonic, list<Trait> traits = []> :
    Op<UOp_Dialect, mnemonic, traits>;

def UOp_RangeOp : UOp_Op<"range", [Pure]> {
  let summary = "a loop index running from 0 to end - 1";
  let description = [{
    `uop.range` is tinygrad's RANGE: an index that takes every value in
    `[0, end)`, in steps of one. The axis id names the range (it is unique per
    kernel, so two ranges with the same end stay distinct under CSE), and the
    kind says how a backend schedules it: a sequential `loop`, a `reduce`
    axis, `global`/`local` GPU indices, an `upcast` (vectorized) or `unroll`ed
    axis. Its value range is exactly `[0, end_max - 1]`.

    `end` must be positive; when it is a constant the verifier checks this.

    ```mlir
    %c8 = arith.constant 8 : index
    %r0 = uop.range %c8 axis(0) loop
    ```
  }];
  let arguments = (ins Index:$end, I64Attr:$axis, UOp_AxisKind:$kind);
  let results = (outs Index:$result);
  let assemblyFormat = "$end `axis` `(` $axis `)` $kind attr-dict";
  let hasVerifier = 1;
}

def UOp_DefineVarOp : UOp_Op<"define_var", [Pure]> {
  let summary = "a named symbolic integer with inclusive bounds";
  let description = [{
    `uop.define_var` is tinygrad's DEFINE_VAR: a value that is unknown at
    compile time but known to lie in `[min, max]` (both inclusive), for
    example a sequence length. Requires `min <= max`, and both bounds must be
    representable in the result type.

    ```mlir
    %n = uop.define_var "seq_len" [1, 4096] : index
    ```
  }];
  let arguments = (ins StrAttr:$var_name, I64Attr:$min, I64Attr:$max);
  let results = (outs AnySignlessIntegerOrIndex:$result);
  let assemblyFormat = "$var_name ` ` `[` $min `,` $max `]` attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def UOp_SpecialOp : UOp_Op<"special", [Pure]> {
  let summary = "a GPU block or thread index with its launch size";
  let description = [{
    `uop.special` is tinygrad's SPECIAL: the block (`block_id`) or thread
    (`thread_id`) index along dimension `dim` (0 = x, 1 = y, 2 = z) of a launch
    whose extent along that dimension is `size`. Its value lies in
    `[0, size - 1]`. Requires `size > 0` and `dim` in `[0, 2]`.

    ```mlir
    %tid = uop.special thread_id 0 size 128
    ```
  }];
  let arguments = (ins UOp_SpecialKind:$kind, I64Attr:$dim, I64Attr:$size);
  let results = (outs Index:$result);
  let assemblyFormat = "$kind $dim `size` $size attr-dict";
  let hasVerifier = 1;
}

def UOp_FloorModOp : UOp_Op<"floormod", [Pure, SameOperandsAndResultType]> {
  let summary = "floor modulo: the remainder with the sign of the divisor";
  let description = [{
    `uop.floormod` computes `lhs - floor(lhs / rhs) * rhs` on signed integers,
    Python's `%` and tinygrad's index MOD. The result is zero or has the sign
    of `rhs`: `-7 floormod 3 = 2`, `7 floormod -3 = -2`. It is the remainder
    that pairs with upstream's `arith.floordivsi`, so
    `floordivsi(x, n) * n + floormod(x, n) == x`. It differs from
    `arith.remsi` (truncating, sign of `lhs`) whenever the operands have
    different signs. Division by zero is undefined behaviour, as for
    `arith.remsi`.

    ```mlir
    %m = uop.floormod %x, %c7 : index
    ```
  }];
  let arguments = (ins AnySignlessIntegerOrIndex:$lhs, AnySignlessIntegerOrIndex:$rhs);
  let results = (outs AnySignlessIntegerOrIndex:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

#endif // UOP_OPS_TD

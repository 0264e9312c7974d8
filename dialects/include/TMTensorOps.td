//===- TMTensorOps.td - torch-mlir's tm_tensor ops, to read ---*- tablegen -*-===//
//
// torch-mlir's linalg-on-tensors output writes the ops linalg has no form for
// in its own `tm_tensor` dialect: torch.cumsum and cumprod (scan), scatter and
// index_put (scatter), sort, topk and scaled_dot_product_attention. Axe
// declares them here with the syntax torch-mlir prints, so that such a file
// parses: tm_tensor.scan converts (passes/src/linalg/scan.rs), and the others
// are refused by name with what wrote them, at their location.
//
// The ops are declarations for reading only: nothing in Axe creates them.
//
//===----------------------------------------------------------------------===//

#ifndef TMTENSOR_OPS_TD
#define TMTENSOR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TMTensor_Dialect : Dialect {
  let name = "tm_tensor";
  let cppNamespace = "::mlir::tm_tensor";
  let summary = "torch-mlir's TMTensor ops, declared so that its output parses";
}

class TMTensor_Op<string mnemonic, list<Trait> traits = []> :
    Op<TMTensor_Dialect, mnemonic, !listconcat(traits, [AttrSizedOperandSegments])>;

def TMTensor_ScanOp : TMTensor_Op<"scan"> {
  let summary = "an inclusive or exclusive scan along one dimension";
  let description = [{
    `outs` are the result and the accumulator (the initial value, one element
    per row along `dimension`). The region combines the running value (first
    argument) with the next input element (second argument).

    Inclusive: `out[0] = in[0]`, `out[i] = f(out[i-1], in[i])`.
    Exclusive: `out[0] = acc`, `out[i] = f(out[i-1], in[i-1])`.
    The second result is the last value stored (the accumulator when the
    dimension has fewer than two elements).
  }];
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       I64Attr:$dimension,
                       BoolAttr:$inclusive);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region AnyRegion:$region);
  let assemblyFormat = [{
    `dimension` `(` $dimension `)`
    `inclusive` `(` $inclusive `)`
    attr-dict
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_ScatterOp : TMTensor_Op<"scatter"> {
  let summary = "updates slices of `outs` at the given indices (scatter, index_put)";
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       DenseI64ArrayAttr:$dimension_map,
                       DefaultValuedAttr<BoolAttr, "true">:$unique_indices);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region AnyRegion:$region);
  let assemblyFormat = [{
    attr-dict `unique_indices` `(` $unique_indices `)`
    (`ins` `(` $inputs^ `:` type($inputs) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_SortOp : TMTensor_Op<"sort"> {
  let summary = "sorts `outs` along one dimension with a comparator region";
  let arguments = (ins Variadic<AnyType>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       I64Attr:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region AnyRegion:$region);
  let assemblyFormat = [{
    attr-dict
    `dimension` `(` $dimension `)`
    (`ins` `(` $inputs^ `:` type($inputs) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_TopkOp : TMTensor_Op<"topk"> {
  let summary = "the k first elements along one dimension under a comparator region";
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       I64Attr:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region AnyRegion:$region);
  let assemblyFormat = [{
    attr-dict
    `dimension` `(` $dimension `)`
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_AttentionOp : TMTensor_Op<"attention"> {
  let summary = "softmax(Q K^T) V (scaled_dot_product_attention)";
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs);
  let results = (outs Variadic<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    attr-dict
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    (`->` type($result)^)?
  }];
}

def TMTensor_YieldOp : Op<TMTensor_Dialect, "yield", [Pure, Terminator]> {
  let summary = "ends a tm_tensor region with its values";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

#endif // TMTENSOR_OPS_TD

//===- UOpTypes.td - uop types ----------------------------*- tablegen -*-===//
//
// The two types of kernel-level uop IR: the address of one buffer element
// (what `uop.index` produces and `uop.load` / `uop.store` consume) and the
// side-effect token that orders stores and closes ranges (`uop.store`,
// `uop.end`, consumed by `uop.sink`).
//
//===----------------------------------------------------------------------===//

#ifndef UOP_TYPES_TD
#define UOP_TYPES_TD

include "UOpDialect.td"
include "mlir/IR/AttrTypeBase.td"

class UOp_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<UOp_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def UOp_PtrType : UOp_Type<"Ptr", "ptr"> {
  let summary = "the address of one element of a buffer";
  let description = [{
    `!uop.ptr<f32>` is tinygrad's INDEX result: one element of a buffer,
    possibly behind a gate. It exists only between a `uop.index` and the
    `uop.load` or `uop.store` that uses it.
  }];
  let parameters = (ins "::mlir::Type":$elementType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), elementType);
    }]>
  ];
  let assemblyFormat = "`<` $elementType `>`";
}

def UOp_EffectType : UOp_Type<"Effect", "effect"> {
  let summary = "a side effect: a store, or stores closed over ranges";
  let description = [{
    `!uop.effect` is tinygrad's void dtype on STORE and END: a token that
    names a side effect so that `uop.end` can close ranges over it and
    `uop.sink` can collect a kernel's effects.
  }];
}

#endif // UOP_TYPES_TD

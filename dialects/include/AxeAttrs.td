//===- AxeAttrs.td - axe attributes -----------------------*- tablegen -*-===//

#ifndef AXE_ATTRS_TD
#define AXE_ATTRS_TD

include "AxeDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/TensorEncoding.td"

def Axe_LayoutAttr : AttrDef<Axe_Dialect, "Layout",
    [DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  // No mnemonic: AxeDialect.cpp parses and prints it with the Rust grammar.
  let attrName = "axe.layout";
  let summary = "an Axe layout L = (D, R, O) over named hardware axes";
  let description = [{
    A layout maps a logical index x to the set of points
    `f_L(x) = { D(x) + r + O | r in R }` on named axes (spec 001 section 2):
    `D` is an ordered list of shard iters (extent:stride@axis; the last
    varies fastest), `R` a multiset of replica iters, `O` an offset per axis.
    The spelling is TVM TIRx's, so layouts copy across:

    ```mlir
    #axe.layout<S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp>
    #axe.layout<S[(4,8):(8,1)]>          // a row-major 4x8 tile in memory (axis m)
    ```

    A stride without `@axis` is on the memory axis `m`. The attribute holds
    the layout's normal text form (the Rust printer's), so two spellings of
    the same iters are the same attribute; `axe-canonicalize-layouts` goes
    further and rewrites every layout to its canonical form (Appendix A).
    Parsing and printing use the Rust layout library through a C ABI, so the
    grammar has exactly one implementation.

    As the encoding of a builtin tensor, `tensor<4x8xf32, #axe.layout<...>>`,
    the layout must admit the tensor's static shape (its size is the
    shape's element count, spec 001 section 2); a dynamic shape is not
    checked.
  }];
  let parameters = (ins StringRefParameter<"normal text form of the layout">:$spec);
  let genVerifyDecl = 1;
}

#endif // AXE_ATTRS_TD

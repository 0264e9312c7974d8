//===- AxeTypes.td - axe types ----------------------------*- tablegen -*-===//
//
// Tensors of the Axe DSL (spec 001 section 3.2 "Tensor and Layout"): a shape,
// an element type, the memory they live in and an #axe.layout that maps the
// logical coordinates onto that memory's axes.
//
//===----------------------------------------------------------------------===//

#ifndef AXE_TYPES_TD
#define AXE_TYPES_TD

include "AxeDialect.td"
include "AxeAttrs.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Axe_MemoryScope : I32EnumAttr<"MemoryScope", "the memory a tensor lives in", [
    I32EnumAttrCase<"hbm", 0>,
    I32EnumAttrCase<"sbuf", 1>,
    I32EnumAttrCase<"psum", 2>,
    I32EnumAttrCase<"global", 3>,
    I32EnumAttrCase<"shared", 4>,
    I32EnumAttrCase<"reg", 5>,
  ]> {
  let cppNamespace = "::mlir::axe";
  let genSpecializedAttr = 0;
}

def Axe_TensorType : TypeDef<Axe_Dialect, "Tensor"> {
  let mnemonic = "tensor";
  let summary = "a tensor with a shape, an element type, a memory scope and an Axe layout";
  let description = [{
    `!axe.tensor<SHAPE x ELEM, SCOPE, LAYOUT>` is a logical tensor whose
    element at coordinate `x` lives at the points `f_L(x)` of its layout `L`
    (spec 001 section 2) in memory `SCOPE`:

    - `hbm`: device memory, addressed by the memory axis `m` (element
      offsets). The layout may be left out; it is then the row-major layout
      of the shape. Kernel arguments and results are row-major.
    - `sbuf`: the state buffer, a 2-D memory of 128 partitions (axis `P`)
      with a free axis `F` (element offsets within a partition).
    - `psum`: the matmul accumulator, 128 partitions (`P`) of 8 banks (`Bank`)
      of 2 KiB each; `F` addresses elements within a bank.

    On-chip layouts use only `P`, `F` (and `Bank` in PSUM), have no replica
    iters, and span at most 128 partitions; a PSUM tensor fits its banks
    (spec 001 Appendix H).

    On NVIDIA GPUs (spec 001 section 3.2, `axe-dispatch-gpu`):

    - `global`: device memory addressed by `m`; the layout may be left out
      (row-major). Another layout is a strided view of the dense array.
    - `shared`: a block's shared memory, addressed by `m` (element offsets in
      the buffer). No replica iters; at most 227 KiB.
    - `reg`: registers. `reg` numbers a thread's elements; `lane` and `warp`
      (or `tx`) say which thread holds them, so the layout says at which
      execution scope the tensor is whole: over `lane` and `reg` it is one
      warp's (an `mma.sync` fragment), over `reg` alone one thread's.

    A shared tensor may name a swizzle, `swizzle<B, M, S>` after its layout
    (modelled apart from the layout, as spec 001 section 3.2 does): the
    element at layout address `a` is stored at `a ^ ((a >> S) & (2^B - 1) <<
    M)`, bits `M+S .. M+S+B` of the address XORed into bits `M .. M+B` (CuTe's
    `Swizzle<B, M, S>`). Runs of `2^M` elements stay contiguous, and rows that
    would fall in one bank spread over `2^B` of them. `S >= B`, and the
    layout's span is a multiple of `2^(B+M+S)`, so the swizzle permutes
    within the buffer.

    ```mlir
    !axe.tensor<4096x4096xbf16, hbm>
    !axe.tensor<4096x128xbf16, sbuf, #axe.layout<S[(32,128,128):(128@F,1@P,1@F)]>>
    !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
    !axe.tensor<32x128xf16, shared, #axe.layout<S[(32,128):(128,1)]>>
    !axe.tensor<16x8xf32, reg, #axe.layout<S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]>>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType,
                        "::mlir::axe::MemoryScope":$scope,
                        "::mlir::axe::LayoutAttr":$layout,
                        OptionalArrayRefParameter<"int64_t">:$swizzle);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
    int64_t getNumElements() const;
  }];
}

#endif // AXE_TYPES_TD

//===- AxeOps.td - axe operations -------------------------*- tablegen -*-===//
//
// The Axe DSL (spec 001 section 3.2 "Operators and schedules", section 3.4
// "AI accelerator support", Appendix H): a kernel over device-memory tensors,
// allocation, and the collective operators that `axe-dispatch-trainium` maps
// onto NKI instructions and `axe-dispatch-gpu` onto NVIDIA instructions from
// their layouts. Operators work on whole tensors; only a device-memory (or
// GPU shared) operand of `axe.copy` takes a region (an offset; the size is
// the other operand's shape).
//
//===----------------------------------------------------------------------===//

#ifndef AXE_OPS_TD
#define AXE_OPS_TD

include "AxeTypes.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Axe_Op<string mnemonic, list<Trait> traits = []> :
    Op<Axe_Dialect, mnemonic, traits>;

def Axe_AnyTensor : Type<CPred<"::llvm::isa<::mlir::axe::TensorType>($_self)">,
                         "an !axe.tensor", "::mlir::axe::TensorType">;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Axe_MapFn : I32EnumAttr<"MapFn", "an elementwise function of one operand", [
    I32EnumAttrCase<"copy", 0>, I32EnumAttrCase<"exp", 1>, I32EnumAttrCase<"log", 2>,
    I32EnumAttrCase<"tanh", 3>, I32EnumAttrCase<"sigmoid", 4>, I32EnumAttrCase<"relu", 5>,
    I32EnumAttrCase<"square", 6>, I32EnumAttrCase<"sqrt", 7>, I32EnumAttrCase<"rsqrt", 8>,
    I32EnumAttrCase<"reciprocal", 9>,
  ]> {
  let cppNamespace = "::mlir::axe";
}

def Axe_BinaryFn : I32EnumAttr<"BinaryFn", "an elementwise function of two operands", [
    I32EnumAttrCase<"add", 0>, I32EnumAttrCase<"subtract", 1>, I32EnumAttrCase<"multiply", 2>,
    I32EnumAttrCase<"maximum", 3>, I32EnumAttrCase<"minimum", 4>,
    // Comparisons: 1 where it holds, else 0 (a NaN operand makes all but not_equal 0).
    I32EnumAttrCase<"equal", 5>, I32EnumAttrCase<"not_equal", 6>, I32EnumAttrCase<"greater", 7>,
    I32EnumAttrCase<"greater_equal", 8>, I32EnumAttrCase<"less", 9>, I32EnumAttrCase<"less_equal", 10>,
  ]> {
  let cppNamespace = "::mlir::axe";
}

def Axe_ExecScope : I32EnumAttr<"ExecScope", "the threads that run an operator together", [
    I32EnumAttrCase<"kernel", 0>, I32EnumAttrCase<"cta", 1>, I32EnumAttrCase<"warpgroup", 2>,
    I32EnumAttrCase<"warp", 3>, I32EnumAttrCase<"thread", 4>,
  ]> {
  let cppNamespace = "::mlir::axe";
}

def Axe_ReduceFn : I32EnumAttr<"ReduceFn", "a reduction", [
    I32EnumAttrCase<"add", 0>, I32EnumAttrCase<"maximum", 1>, I32EnumAttrCase<"minimum", 2>,
  ]> {
  let cppNamespace = "::mlir::axe";
}

//===----------------------------------------------------------------------===//
// Kernel structure
//===----------------------------------------------------------------------===//

def Axe_KernelOp : Axe_Op<"kernel", [IsolatedFromAbove, Symbol, SingleBlock,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>]> {
  let summary = "a Trainium or GPU kernel over device-memory tensors";
  let description = [{
    `axe.kernel @name(%a: T0, %b: T1) -> (R0) { ... }` is a kernel whose
    arguments are HBM tensors (row-major, as the caller passes arrays). Its
    results are HBM tensors that the body allocates with `axe.alloc` and
    returns with `axe.return`, the NKI convention. Argument names are kept
    (`arg_names`) so the emitted NKI uses them. The body is sequential; it may
    use `scf.for` and `arith` index arithmetic around the Axe operators.

    ```mlir
    axe.kernel @scale(%x: !axe.tensor<128x64xf32, hbm>) -> !axe.tensor<128x64xf32, hbm> {
      %out = axe.alloc : !axe.tensor<128x64xf32, hbm>
      ...
      axe.return %out : !axe.tensor<128x64xf32, hbm>
    }
    ```

    With `grid` and `block` (blocks and threads per block, x first, 1 to 3
    entries each) it is a GPU kernel: its arguments and results are `global`
    tensors and every thread of the launch runs the body. Native code
    (`gpu.thread_id`, `gpu.block_id`, `gpu.barrier`, `scf`, `arith`) mixes
    with the operators, each run by the threads of its execution scope.
    `axe-dispatch-gpu` makes it a GPU kernel function.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type,
                       StrArrayAttr:$arg_names, OptionalAttr<DenseI64ArrayAttr>:$grid,
                       OptionalAttr<DenseI64ArrayAttr>:$block);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Axe_ReturnOp : Axe_Op<"return", [Terminator, HasParent<"KernelOp">, Pure]> {
  let summary = "returns the kernel's output tensors";
  let description = [{
    Ends an `axe.kernel`; the operands are its results, HBM tensors whose
    types match the kernel's result types.
  }];
  let arguments = (ins Variadic<Axe_AnyTensor>:$results);
  let assemblyFormat = "($results^ `:` type($results))? attr-dict";
  let hasVerifier = 1;
}

def Axe_AllocOp : Axe_Op<"alloc", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "allocates a tensor in HBM, SBUF or PSUM, or in GPU global, shared or register memory";
  let description = [{
    A fresh tensor of the result type. Its contents are undefined until
    written (the NKI simulator fills fresh buffers with NaN; so does ours).
    The SSA name is kept as `name` and becomes the NKI variable's name.

    ```mlir
    %acc = axe.alloc : !axe.tensor<128x512xf32, psum, #axe.layout<S[(128,512):(1@P,1@F)]>>
    ```
  }];
  let arguments = (ins OptionalAttr<StrAttr>:$name);
  let results = (outs Axe_AnyTensor:$result);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Operators (dispatched by axe-dispatch-trainium and axe-dispatch-gpu)
//===----------------------------------------------------------------------===//

def Axe_CopyOp : Axe_Op<"copy", [AttrSizedOperandSegments]> {
  let summary = "copies a tensor or an HBM region (DMA, eviction, on-chip copy)";
  let description = [{
    `dst = src` elementwise over logical coordinates, with a cast to the
    destination's element type. An HBM operand may carry index offsets, one
    per dimension: it then names the region of the other operand's shape that
    starts there. A region may run past the end of its HBM tensor (a ragged
    tile): elements read from outside are zero, elements written outside are
    dropped. The HBM tensor may have another rank than the on-chip operand
    when it has at least as many dimensions above extent 1: the on-chip
    operand's pair in order with the HBM tensor's last ones, and the region
    has extent 1 in the others (a `[1, 200, 300]` array and a `[128, 300]`
    tile; a `[100]` bias and a `[1, 100]` tile; a `[4, 200, 300]` batch and
    a `[128, 300]` tile, the offset in dimension 0 picking the batch
    element). Without offsets both operands have the same shape.

    The layouts pick the instruction: HBM <-> SBUF is a DMA (`dma_copy`) of
    the largest boxes both layouts allow; PSUM -> SBUF is an eviction on an
    engine (`tensor_copy`). PSUM may not be a DMA source.

    ```mlir
    axe.copy %AT[%c0, %m] to %a : !axe.tensor<4096x4096xbf16, hbm> to !axe.tensor<4096x128xbf16, sbuf, #lA>
    axe.copy %acc to %c : !axe.tensor<128x512xf32, psum, #lC> to !axe.tensor<128x512xbf16, sbuf, #lC>
    ```

    On a GPU the copy names its execution scope (`at kernel`: the grid's
    threads, global to global; `at cta`, `at warpgroup`, `at warp`, `at thread`)
    and either operand in global or shared memory may be a region; the
    other operand's shape is the region's. A GPU region must lie inside its
    tensor (the GPU emulator reports an access outside it). `axe-dispatch-gpu` picks the schedule from the layouts:
    global -> shared at `cta` scope as 16-byte `cp.async` (with `async`),
    128-bit vector loads and stores, or element copies; shared -> registers
    at `warp` scope as `ldmatrix` when the registers are `mma.sync`
    fragments, else element loads; registers -> global or shared as the
    stores of each thread's elements. An `async` copy commits its cp.async
    group; `axe.wait_async` completes it. An `async` copy from shared to
    global memory is a TMA store (sm_90), which the dispatch completes itself
    (before its source is written again, and at the kernel's end).

    ```mlir
    axe.copy %A[%k, %m] to %sa at cta async : !axe.tensor<4096x4096xf16, global, #lAg> to !axe.tensor<32x128xf16, shared, #lAs>
    axe.copy %sa[%c0, %wm] to %fa at warp : !axe.tensor<32x128xf16, shared, #lAs> to !axe.tensor<16x64xf16, reg, #fragA>
    ```
  }];
  let arguments = (ins Axe_AnyTensor:$src, Variadic<Index>:$src_offsets,
                       Axe_AnyTensor:$dst, Variadic<Index>:$dst_offsets,
                       OptionalAttr<Axe_ExecScope>:$scope, UnitAttr:$async);
  let assemblyFormat = [{
    $src (`[` $src_offsets^ `]`)? `to` $dst (`[` $dst_offsets^ `]`)? (`at` $scope^)? (`async` $async^)?
    attr-dict `:` type($src) `to` type($dst)
  }];
  let hasVerifier = 1;
}

def Axe_GemmOp : Axe_Op<"gemm", [AttrSizedOperandSegments]> {
  let summary = "C[M,N] (+)= A[K,M]^T B[K,N] on the TensorE";
  let description = [{
    The TensorE's matmul at kernel scope: `C[m,n] = sum_k A[k,m] * B[k,n]`,
    computed in fp32; with `accumulate` the sum is added to what C holds (C
    must then have been written by an earlier `axe.gemm`). A and B live in
    SBUF, C in PSUM (fp32). Their layouts must put the contraction K on the
    partition axis P in both A and B, M and N on the free axis F of A and B,
    and M on P, N on F in C (spec 001 Appendix H).
    `axe-dispatch-trainium` finds the largest instruction tile (at most
    128 x 512 x 128 for M x N x K) from the three layouts (section 3.4) and
    loops over the rest.

    ```mlir
    axe.gemm %a, %b into %acc : !tA, !tB into !tC
    ```

    On a GPU (`reg` operands, `at warp`) the same product runs on the tensor
    cores: A and B in f16, bf16 or f32 (read as tf32), C in f32, one warp's
    fragments. `axe-dispatch-gpu` issues one `mma.sync` per atom (m16n8k16
    for f16 and bf16, m16n8k8 where K is not a multiple of 16 and for tf32)
    when each layout is a tiling of the instruction's fragment layout over
    `reg` (tile-of, spec 001 section 3.3), and says which operand is not.

    At `warpgroup` scope (sm_90a) A and B are read from shared memory by
    `wgmma.mma_async`: C is the warpgroup's accumulator fragment
    (`S[(T,4,2,8,N/8,4,2):(N/2@reg,1@warp,2@reg,4@lane,4@reg,1@lane,1@reg)]`
    for M = 64 T) and each of A and B must be one of the instruction's
    canonical shared-memory layouts (K- or M/N-major, swizzled by 128, 64,
    32 bytes or not). A shared A or B of rank above 2 takes offsets for its
    leading dimensions, which pick the 2-D [K, M] or [K, N] slice of its last
    two (a stage of a multi-stage buffer).

    ```mlir
    axe.gemm %sa[%stage], %sb[%stage] into %acc accumulate at warpgroup : !SA, !SB into !FC
    ```

    With `async` (warpgroup scope only) the product is started, not
    finished: until `axe.wait_gemm` retires it, C may be used only as the
    accumulator of the warpgroup's next `async` gemm and A and B must not be
    overwritten. Several steps of a K loop can then be in flight on the
    tensor cores while the warpgroup waits for the next stage.

    ```mlir
    axe.gemm %sa[%stage], %sb[%stage] into %acc accumulate at warpgroup async : !SA, !SB into !FC
    axe.wait_gemm 1
    ```
  }];
  let arguments = (ins Axe_AnyTensor:$a, Variadic<Index>:$a_offsets, Axe_AnyTensor:$b,
                       Variadic<Index>:$b_offsets, Axe_AnyTensor:$c, UnitAttr:$accumulate,
                       OptionalAttr<Axe_ExecScope>:$scope, UnitAttr:$async);
  let assemblyFormat = [{
    $a (`[` $a_offsets^ `]`)? `,` $b (`[` $b_offsets^ `]`)? `into` $c (`accumulate` $accumulate^)?
    (`at` $scope^)? (`async` $async^)? attr-dict `:` type($a) `,` type($b) `into` type($c)
  }];
  let hasVerifier = 1;
}

def Axe_FillOp : Axe_Op<"fill"> {
  let summary = "sets every element of a tensor to one value";
  let description = [{
    `dst[x] = value` for every x. On the GPU each thread writes the elements
    it holds (a register tensor) or the block's threads share the work
    (shared); on Trainium it is a memset of an SBUF tile (`nisa.memset`),
    whose value is a float constant. The value has the element type.

    ```mlir
    axe.fill %zero into %acc : f32 into !axe.tensor<64x32xf32, reg, #fragC>
    ```
  }];
  let arguments = (ins AnyType:$value, Axe_AnyTensor:$dst);
  let assemblyFormat = "$value `into` $dst attr-dict `:` type($value) `into` type($dst)";
  let hasVerifier = 1;
}

def Axe_WaitAsyncOp : Axe_Op<"wait_async"> {
  let summary = "completes a block's asynchronous copies but the newest `pending` groups";
  let description = [{
    At `cta` scope: every thread waits until its `async` copies but those of
    its newest `pending` groups have landed (`cp.async.wait_group`), then the
    block passes a barrier, so the copies are visible to every thread and the
    buffers read before it may be refilled.

    ```mlir
    axe.wait_async 1
    ```
  }];
  let arguments = (ins I64Attr:$pending);
  let assemblyFormat = "$pending attr-dict";
  let hasVerifier = 1;
}

def Axe_WaitGemmOp : Axe_Op<"wait_gemm"> {
  let summary = "retires a warpgroup's asynchronous gemms but the newest `pending`";
  let description = [{
    Each warpgroup waits until its `async` gemms but the newest `pending`
    have finished (`wgmma.wait_group`): their C holds the product, and their
    A and B may be overwritten (after a block barrier, for other warps'
    copies).

    ```mlir
    axe.wait_gemm 0
    ```
  }];
  let arguments = (ins I64Attr:$pending);
  let assemblyFormat = "$pending attr-dict";
  let hasVerifier = 1;
}

def Axe_TransposeOp : Axe_Op<"transpose"> {
  let summary = "dst[j, i] = src[i, j] through the TensorE";
  let description = [{
    A 2-D transpose of an SBUF tensor into PSUM (the TensorE's transpose,
    `nc_transpose`, at most 128 x 128 per instruction). The layouts must move
    what src has on P to F and back; element types are equal.
  }];
  let arguments = (ins Axe_AnyTensor:$src, Axe_AnyTensor:$dst);
  let assemblyFormat = "$src `into` $dst attr-dict `:` type($src) `into` type($dst)";
  let hasVerifier = 1;
}

def Axe_SelectOp : Axe_Op<"select"> {
  let summary = "dst = src where pred is nonzero; elsewhere dst keeps its value";
  let description = [{
    A predicated copy (the VectorE's `tensor_copy_predicated`): `dst[x] =
    src[x]` where `pred[x] != 0`, and `dst[x]` unchanged elsewhere, so a
    select `pred ? a : b` is a copy of b into dst followed by this op with a.
    All three have one shape; pred has an integer element type (i1 tensors
    live on chip as one byte per element, 0 or 1); src and dst share theirs.

    ```mlir
    axe.select %mask, %x into %y : !axe.tensor<128x64xi1, sbuf, #rows>,
        !axe.tensor<128x64xf32, sbuf, #rows>, !axe.tensor<128x64xf32, sbuf, #rows>
    ```
  }];
  let arguments = (ins Axe_AnyTensor:$pred, Axe_AnyTensor:$src, Axe_AnyTensor:$dst);
  let assemblyFormat = "$pred `,` $src `into` $dst attr-dict `:` type(operands)";
  let hasVerifier = 1;
}

def Axe_GatherOp : Axe_Op<"gather"> {
  let summary = "dst[p, j] = table[index[p], j]: rows of an HBM table picked by an index tile";
  let description = [{
    An indirect DMA (NKI's `dma_copy` from an access pattern with a
    `vector_offset`): row p of the SBUF tile dst is row `index[p, 0]` of the
    HBM table, whose last two dimensions are `[rows, D]` (any others have
    extent 1). index is a `[P, 1]` tile of i32 and dst a `[P, D]` tile of the
    table's element type, both with P on the partitions. An index outside
    `[0, rows)` is a runtime error of the DMA (`oob_mode.error`), never a read
    outside the table: an embedding's bounds check.

    ```mlir
    axe.gather %table[%ids] into %rows : !axe.tensor<100x16xf32, hbm>,
        !axe.tensor<128x1xi32, sbuf, #col>, !axe.tensor<128x16xf32, sbuf, #rows>
    ```
  }];
  let arguments = (ins Axe_AnyTensor:$table, Axe_AnyTensor:$index, Axe_AnyTensor:$dst);
  let assemblyFormat = "$table `[` $index `]` `into` $dst attr-dict `:` type(operands)";
  let hasVerifier = 1;
}

def Axe_MapOp : Axe_Op<"map", [AttrSizedOperandSegments]> {
  let summary = "dst = fn(src * scale + bias), optionally summing each row";
  let description = [{
    Elementwise `dst[x] = fn(src[x] * scale + bias[x])` in fp32, cast to the
    destination's type (the ScalarE's activation). `bias`, if present, has
    the shape of src with every free dimension 1: one value per partition
    row, broadcast along the free axis. With `sum` the per-row sums of the
    results (before the cast) are written to that tensor (same shape as a
    bias). `map copy` with scale and bias is an affine map; `reciprocal`
    without scale or bias runs on the VectorE.
  }];
  let arguments = (ins Axe_MapFn:$fn, Axe_AnyTensor:$src, Optional<Axe_AnyTensor>:$bias,
                       Axe_AnyTensor:$dst, Optional<Axe_AnyTensor>:$sum,
                       DefaultValuedAttr<F64Attr, "1.0">:$scale);
  let assemblyFormat = [{
    $fn $src (`bias` $bias^)? `into` $dst (`sum` $sum^)? attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

def Axe_BinaryOp : Axe_Op<"binary"> {
  let summary = "dst = fn(lhs, rhs) elementwise, rhs possibly one value per row";
  let description = [{
    Elementwise `dst[x] = fn(lhs[x], rhs[x])` in fp32, cast to dst's type.
    `rhs` has lhs's shape (VectorE `tensor_tensor`; lhs and rhs not both in
    PSUM) or that shape with every free dimension 1, one value per partition
    row broadcast along the free axis (`tensor_scalar`).
  }];
  let arguments = (ins Axe_BinaryFn:$fn, Axe_AnyTensor:$lhs, Axe_AnyTensor:$rhs,
                       Axe_AnyTensor:$dst);
  let assemblyFormat = "$fn $lhs `,` $rhs `into` $dst attr-dict `:` type(operands)";
  let hasVerifier = 1;
}

def Axe_ReduceOp : Axe_Op<"reduce"> {
  let summary = "per-row reduction over the free dimensions";
  let description = [{
    `dst[r] = fn over the free dimensions of src[r, ...]`, optionally negated
    (`negate`, giving -max for a softmax bias). dst has src's shape with the
    reduced dimensions set to 1; the reduced dimensions must lie on the free
    axis F (a reduction over partitions takes a matmul or a transpose).
  }];
  let arguments = (ins Axe_ReduceFn:$fn, Axe_AnyTensor:$src, Axe_AnyTensor:$dst,
                       UnitAttr:$negate);
  let assemblyFormat = "$fn $src `into` $dst (`negate` $negate^)? attr-dict `:` type($src) `into` type($dst)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Distribution (lowered by axe-distribute)
//===----------------------------------------------------------------------===//

def Axe_RedistributeOp : Axe_Op<"redistribute", [Pure]> {
  let summary = "the same global tensor in another distribution over the process grid";
  let description = [{
    A value-semantics copy between two distributions of one logical tensor
    (spec 001 §2.2 and §3.2): the source and result are ranked tensors of the
    same shape and element type whose `#axe.layout` encodings may put iters
    on device axes (`gpuid`, `gpuid_<name>`, `mesh_<name>`). `axe-distribute`
    replaces it with the `shard` collectives that the two layouts need
    (all-gather, reduce-scatter, all-reduce, all-to-all, local slices), fewest
    bytes first.

    ```mlir
    %r = axe.redistribute %x : tensor<64x128xf32, #axe.layout<S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]>>
                            to tensor<64x128xf32, #axe.layout<S[(64,128):(128,1)] + R[4:1@gpuid]>>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
  let hasVerifier = 1;
}

#endif // AXE_OPS_TD

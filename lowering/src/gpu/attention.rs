//! `axe-fuse-attention`: a function that is one attention (`axe-recognize-attention`'s
//! recognition: torch-mlir's `scaled_dot_product_attention`, no mask or the causal one, its
//! arguments Q, K and V and its one result the attention's, possibly narrowed back to f16 or
//! bf16) becomes one fused GPU kernel ([`row_kernel`]: a warp per query row, the scores and the
//! softmax online over the keys, nothing of the `queries x keys` scores stored) and a driver
//! that launches it, in the form `axe-tensor-to-kernels` leaves kernels in, so the GPU path
//! (`axe-kernels-to-gpu`, `axe-translate --axe-to-ptx`, the GPU emulator) takes it as it is.
//! A function whose one attention sits among other ops (a transformer layer) has the
//! attention taken out and the kernel called from its driver after the split
//! ([`inside_function`]). Left to the unfused path: an additive mask other than the causal
//! one, more than one attention in a function.

mod inside_function;
mod key_value_ring;
mod row_kernel;
mod scalar_ops;
mod tile_kernel;
mod warpgroup_kernel;
mod warpgroup_mma;
mod warpgroup_tiles;

use crate::gpu::builder::{erase, Builder};
use crate::gpu::dispatch::options::MAX_SHARED_BYTES;
use crate::gpu::map_ranges::set_launch;
use axe_dialects::diagnostic::{emit_error, emit_remark};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::read::{defining_op, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions};
use axe_passes::attention::recognize::{recognize, through_reshapes, Attention, Mask};
use axe_passes::attention::scalar_function::{operand, ScalarFunction, Source};
use melior::ir::{
    attribute::{StringAttribute, TypeAttribute},
    operation::OperationLike,
    r#type::FunctionType,
    Attribute, Block, BlockLike, OperationRef, Region, RegionLike, Type, TypeLike, Value, ValueLike,
};
use melior::{ir::operation::OperationBuilder, Context};

pub static FUSE_ATTENTION: PassDefinition = PassDefinition {
    argument: "axe-fuse-attention",
    description: "Replace each function that is one attention (axe-recognize-attention's: Q, K, V its arguments, no mask or the causal one, its one result the attention's, possibly narrowed to f16/bf16) by a driver and one fused GPU kernel; where a function's one attention sits among other ops (after the Q/K/V projections, before the output projection), its ops leave the function (their result a new last argument, the Q, K and V it computes extra results, a K transposed from another order transposed into K), the fused kernel is built beside it (uop.fused_attention names the function), and once axe-tensor-to-kernels has split the rest the tools (--fused-attention) call it from the driver, whose signature is the original again. The kernel: a warp per query row, each lane a slice of the head dimension, the scores summed by shuffles and the softmax run online over the keys in f32 (a running max, sum and output rescaled by exp(m - m')), so the queries x keys scores are never stored. Rows of all -inf scores give zeros (torch's rule) and NaN or +inf scores NaN, as the linalg does, except under a causal mask: keys past a row's diagonal are never read (as FlashAttention and torch's GPU kernels skip them), so a NaN or +inf there does not reach the row, where the linalg (and torch's math path) give NaN. Run before axe-tensor-to-kernels, which leaves the result as it is",
    options: &[
        PassOption {
            name: "tensor-cores",
            description: "Where the inputs are f16 or bf16 and the queries, keys and head dimensions whole mma.sync atoms (16, 16, 16; values 8): a warp per 16 query rows, both products on the tensor cores (m16n8k16, f32 accumulators), the softmax's P rounded to the inputs' type for the second product (torch-mlir's linalg keeps it in f32: an explicit precision choice), K and V tiles shared by a block's 64 rows where the queries are in 64s (a ring of 3 shared stages filled by cp.async ahead of the step that reads them, XOR-swizzled, read with ldmatrix); elsewhere the row kernel",
            kind: OptionKind::Bool,
            default: "false",
        },
        PassOption {
            name: "wgmma",
            description: "On sm_90a's warpgroup MMA, where the inputs are f16 or bf16, queries and keys in 64s, the head dimension in 16s and the value dimension in 64s (both up to 256) and the tiles fit max-shared-bytes: a block is one warpgroup (128 threads) for 64 query rows of a head, Q's tile resident in shared memory, K and V streamed through wgmma-stages shared stages of 64 keys (cp.async, 128-byte swizzled as wgmma's descriptors read them, fence.proxy.async before the wgmmas; views of dynamic shared memory past 48 KiB), S = Q K^T as wgmma m64n64k16 and P V as m64nDk16 (D the value dimension) from shared memory, the online softmax on the accumulator fragments. Step j issues S_j and P_{j-1} V_{j-1}, waits for S_j alone (wgmma.wait_group 1) and runs its softmax while P_{j-1} V_{j-1} is in flight (FlashAttention-3's overlap within a warpgroup). P (rounded to the inputs' type, as with tensor-cores) goes through a swizzled shared tile written by stmatrix: MLIR 22's nvvm.wgmma.mma_async takes A only from shared memory (FlashAttention-3 keeps P in registers, the register-A form, which neither that op nor the GPU emulator takes). Other shapes, and tiles past max-shared-bytes, fall back to tensor-cores' kernel (or the row kernel) with a remark",
            kind: OptionKind::Bool,
            default: "false",
        },
        PassOption {
            name: "wgmma-stages",
            description: "With wgmma: the shared stages of K and V (at least 2), each step's copies started that many steps minus one ahead; 2 keeps a head dimension of 64 in 48 KiB of static shared memory, more need dynamic shared memory",
            kind: OptionKind::Int,
            default: "2",
        },
        MAX_SHARED_BYTES,
    ],
    run,
};

/// A function's attention as the kernels compute it: their arguments are Q, K, V and the
/// output, each the dense array of the function's tensor (`[..., rows, columns]`, the heads in
/// the leading dimensions).
pub struct FusedAttention {
    /// The function arguments that are Q, K and V.
    pub arguments: [usize; 3],
    pub argument_types: Vec<String>,
    pub output_type: String,
    pub output_element: String,
    /// The element type of Q, K and V (f32, or f16 / bf16 that torch-mlir widened).
    pub input_element: String,
    /// `[heads, queries, keys, head dimension, value dimension]`.
    pub shape: [i64; 5],
    pub query_scale: f32,
    /// K's factors before and after its transpose.
    pub key_scales: [f32; 2],
    pub causal: bool,
    pub masked_rows_zero: bool,
}

pub use inside_function::{compose, CALL_FUSED_ATTENTION};

/// Runs [`FUSE_ATTENTION`] on `module` (the tools' `--fused-attention`, before
/// `axe-tensor-to-kernels`), on the tensor cores where `tensor_cores` says so and on wgmma
/// where `wgmma` does.
pub fn fuse(module: &mut melior::ir::Module, tensor_cores: bool, wgmma: bool) -> Result<(), String> {
    crate::pipeline::run_pipeline(
        module,
        &format!("builtin.module(axe-fuse-attention{{tensor-cores={tensor_cores} wgmma={wgmma}}})"),
    )
}

/// The kernel that computes a fused attention.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelForm {
    /// A warp per query row ([`row_kernel`]).
    Rows,
    /// A warp per 16 query rows on `mma.sync` ([`tile_kernel`]).
    MmaTiles,
    /// A warpgroup per 64 query rows on wgmma ([`warpgroup_kernel`]), with a ring of
    /// `stages` stages of K and V.
    Warpgroup { stages: i64 },
}

/// What the pass's options ask for.
#[derive(Clone, Copy, Debug)]
pub struct Requested {
    pub tensor_cores: bool,
    pub wgmma: bool,
    /// The warpgroup kernel's stages of K and V.
    pub wgmma_stages: i64,
    /// The shared memory a block may have.
    pub max_shared_bytes: i64,
}

impl Requested {
    /// The kernel that computes `kernel`: the one asked for where it fits, else the next one
    /// that does, with a remark on `function` saying why (where there is one to say it on).
    fn form(self, kernel: &FusedAttention, function: Option<&OperationRef>) -> KernelForm {
        let remark = |message: &str| {
            if let Some(function) = function {
                emit_remark(function, message);
            }
        };
        if self.wgmma {
            let why = if !warpgroup_kernel::takes(kernel) {
                warpgroup_kernel::NEEDS.to_string()
            } else {
                let shape = warpgroup_kernel::tile_shape(kernel, self.wgmma_stages);
                match shape.layout(self.max_shared_bytes) {
                    Ok(_) => {
                        return KernelForm::Warpgroup {
                            stages: self.wgmma_stages,
                        }
                    }
                    Err(e) => format!("wgmma's kernel with {} stages of K and V {e}", self.wgmma_stages),
                }
            };
            if tile_kernel::fits(kernel) {
                remark(&format!("the attention stays on mma.sync: {why}"));
                return KernelForm::MmaTiles;
            }
        } else if !self.tensor_cores {
            return KernelForm::Rows;
        } else if tile_kernel::fits(kernel) {
            return KernelForm::MmaTiles;
        }
        remark("the attention stays on the row kernel: the tensor cores take f16 or bf16 inputs with queries and keys in 16s, head dimensions in 16s and value dimensions in 8s");
        KernelForm::Rows
    }
}

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let requested = Requested {
        tensor_cores: options.bool("tensor-cores"),
        wgmma: options.bool("wgmma"),
        wgmma_stages: options.int("wgmma-stages"),
        max_shared_bytes: options.int(MAX_SHARED_BYTES.name),
    };
    if requested.wgmma_stages < 2 {
        emit_error(
            &root,
            &format!(
                "axe-fuse-attention: wgmma-stages is {}; the ring needs at least 2",
                requested.wgmma_stages
            ),
        );
        return Err(PassFailed);
    }
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let Some(body) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut functions = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        if op_name(&o) == "func.func" && !o.has_attribute(attribute_names::KERNEL) {
            functions.push(o);
        }
    }
    for function in functions {
        if let Some(kernel) = whole_function_attention(&function) {
            let form = requested.form(&kernel, Some(&function));
            replace(context, function, &kernel, form);
        } else {
            inside_function::detach(context, function, requested);
        }
    }
    Ok(())
}

/// The attention whose `P V` product is `product`, where the fused kernel can run it: not one
/// with an empty dimension (no query, key or head, or a zero-width head), which the unfused
/// path handles as any zero-size tensor (a launch of zero blocks is no kernel).
pub(crate) fn fusable<'c: 'a, 'a>(product: OperationRef<'c, 'a>) -> Option<Attention<'c, 'a>> {
    recognize(product).filter(|attention| attention.shape.iter().all(|&extent| extent > 0))
}

/// The fused kernel of `function` when the function is exactly one attention.
fn whole_function_attention(function: &OperationRef) -> Option<FusedAttention> {
    let body = function.region_at(0)?.first_block()?;
    let terminator = body.terminator()?;
    if op_name(&terminator) != "func.return" || terminator.operand_count() != 1 {
        return None;
    }
    let result = operand(&terminator, 0)?;
    let product = defining_op(through_reshapes(without_narrowing(result)))?;
    let attention = fusable(product)?;
    // The kernel reads K as it is: a K^T transposed from another order has no K to read.
    if attention.key_permutation.is_some() {
        return None;
    }
    let argument = |v: Value| -> Option<usize> {
        let raw = through_reshapes(v).to_raw();
        unsafe {
            (mlir_sys::mlirValueIsABlockArgument(raw)
                && mlir_sys::mlirBlockArgumentGetOwner(raw).ptr == body.to_raw().ptr)
                .then(|| mlir_sys::mlirBlockArgumentGetArgNumber(raw) as usize)
        }
    };
    let arguments = [
        argument(attention.query)?,
        argument(attention.key)?,
        argument(attention.value)?,
    ];
    let types: Vec<Type> = (0..body.argument_count())
        .map(|i| body.argument(i).map(|a| a.r#type()))
        .collect::<Result<_, _>>()
        .ok()?;
    plan(&attention, arguments, &types, result)
}

/// The fused kernel of `attention` whose Q, K and V are the tensors `arguments` of `types`
/// name and whose output is `result` (the `P V` product, through reshapes and a narrowing):
/// none for an additive mask or tensors that are not dense `[..., rows, columns]` arrays.
pub fn plan(attention: &Attention, arguments: [usize; 3], types: &[Type], result: Value) -> Option<FusedAttention> {
    let causal = match attention.mask {
        Mask::None => false,
        Mask::Causal => true,
        Mask::Additive(_) => return None,
    };
    let [heads, queries, keys, depth, value_depth] = attention.shape;
    let expected = [[queries, depth], [keys, depth], [keys, value_depth]];
    for (&a, rows_columns) in arguments.iter().zip(expected) {
        let (shape, _) = dense_shape(types[a])?;
        if !is_heads_of(&shape, heads, rows_columns) {
            return None;
        }
    }
    let (output_shape, output_element) = dense_shape(result.r#type())?;
    if !is_heads_of(&output_shape, heads, [queries, value_depth]) {
        return None;
    }
    Some(FusedAttention {
        arguments,
        argument_types: types.iter().map(|t| t.to_string()).collect(),
        output_type: result.r#type().to_string(),
        output_element,
        input_element: attention.input_element.clone(),
        shape: attention.shape,
        query_scale: attention.query_scale as f32,
        key_scales: attention.key_scales.map(|s| s as f32),
        causal,
        masked_rows_zero: attention.masked_rows_zero,
    })
}

/// The f32 tensor `v` narrows elementwise (`arith.truncf` to f16 / bf16), else `v`.
fn without_narrowing<'c: 'a, 'a>(v: Value<'c, 'a>) -> Value<'c, 'a> {
    let narrowed = ScalarFunction::defining(v)
        .filter(|f| f.elementwise() && f.reads_all(0))
        .and_then(|f| match f.computes(0, "arith.truncf")?[..] {
            [Source::Input(0, x)] => Some(x),
            _ => None,
        });
    narrowed.unwrap_or(v)
}

/// The shape and element type of a static tensor type without an encoding.
fn dense_shape(ty: Type) -> Option<(Vec<i64>, String)> {
    let raw = ty.to_raw();
    unsafe {
        if !mlir_sys::mlirTypeIsARankedTensor(raw)
            || !mlir_sys::mlirShapedTypeHasStaticShape(raw)
            || !mlir_sys::mlirRankedTensorTypeGetEncoding(raw).ptr.is_null()
        {
            return None;
        }
        let rank = mlir_sys::mlirShapedTypeGetRank(raw);
        let shape = (0..rank)
            .map(|i| mlir_sys::mlirShapedTypeGetDimSize(raw, i as isize))
            .collect();
        let element = Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(raw)).to_string();
        Some((shape, element))
    }
}

/// Whether `shape` is `[..., rows, columns]` with `heads` matrices in its leading dimensions.
fn is_heads_of(shape: &[i64], heads: i64, rows_columns: [i64; 2]) -> bool {
    shape.len() >= 3
        && shape[shape.len() - 2..] == rows_columns
        && shape[..shape.len() - 2].iter().product::<i64>() == heads
}

/// Replaces `function` by a driver of the same name and signature on memrefs (its result an
/// argument marked `uop.output = 0`) that calls the kernel `NAME_attention`.
fn replace<'c>(context: &'c Context, function: OperationRef<'c, '_>, kernel: &FusedAttention, form: KernelForm) {
    let location = function.location();
    let at = Builder::before(context, function).expect("in a module");
    let name = StringAttribute::try_from(function.attribute("sym_name").expect("a function's name"))
        .expect("a string")
        .value()
        .to_string();
    let memref = |tensor: &str| Type::parse(context, &tensor.replacen("tensor<", "memref<", 1)).expect("a memref type");
    let mut types: Vec<Type> = kernel.argument_types.iter().map(|t| memref(t)).collect();
    types.push(memref(&kernel.output_type));
    let arg_attrs: Vec<&str> = (0..types.len())
        .map(|i| {
            if i + 1 == types.len() {
                "{uop.output = 0 : i64}"
            } else {
                "{}"
            }
        })
        .collect();
    let driver_body = Block::new(&types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    let output = types.len() - 1;
    let kernel_operands: Vec<Value> = kernel
        .arguments
        .iter()
        .chain([&output])
        .map(|&i| driver_body.argument(i).expect("in range").into())
        .collect();
    let kernel_name = format!("{name}_attention");
    driver_body.append_operation(
        OperationBuilder::new("func.call", location)
            .add_attributes(&[at.named(
                "callee",
                Attribute::parse(context, &format!("@{kernel_name}")).expect("a symbol"),
            )])
            .add_operands(&kernel_operands)
            .build()
            .expect("a call"),
    );
    driver_body.append_operation(
        OperationBuilder::new("func.return", location)
            .build()
            .expect("a return"),
    );
    let driver_region = Region::new();
    driver_region.append_block(driver_body);
    at.insert(
        OperationBuilder::new("func.func", location)
            .add_attributes(&[
                at.named("sym_name", StringAttribute::new(context, &name).into()),
                at.named(
                    "function_type",
                    TypeAttribute::new(FunctionType::new(context, &types, &[]).into()).into(),
                ),
                at.named(
                    "arg_attrs",
                    Attribute::parse(context, &format!("[{}]", arg_attrs.join(", "))).expect("argument attributes"),
                ),
            ])
            .add_regions([driver_region]),
    );
    let kernel_types: Vec<Type> = kernel_operands.iter().map(|v| v.r#type()).collect();
    build_kernel(context, &at, &kernel_name, &kernel_types, kernel, form);
    erase(function);
}

/// Inserts the kernel function `kernel_name` (its arguments of `kernel_types`: Q, K, V and the
/// output) at `at` and builds its body, of the kernel `form`.
fn build_kernel<'c, 'a>(
    context: &'c Context,
    at: &Builder<'c, 'a>,
    kernel_name: &str,
    kernel_types: &[Type<'c>],
    kernel: &FusedAttention,
    form: KernelForm,
) -> OperationRef<'c, 'a> {
    let location = at.location;
    let kernel_body = Block::new(&kernel_types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    let kernel_region = Region::new();
    kernel_region.append_block(kernel_body);
    let func = at.insert(
        OperationBuilder::new("func.func", location)
            .add_attributes(&[
                at.named("sym_name", StringAttribute::new(context, &kernel_name).into()),
                at.named(
                    "function_type",
                    TypeAttribute::new(FunctionType::new(context, &kernel_types, &[]).into()).into(),
                ),
                at.named(attribute_names::KERNEL, Attribute::unit(context)),
                at.named("sym_visibility", StringAttribute::new(context, "private").into()),
            ])
            .add_regions([kernel_region]),
    );
    let grid = match form {
        KernelForm::Rows => row_kernel::blocks(kernel),
        KernelForm::MmaTiles => tile_kernel::blocks(kernel),
        KernelForm::Warpgroup { .. } => warpgroup_kernel::blocks(kernel),
    };
    set_launch(context, func, [row_kernel::THREADS, 1, 1], [grid, 1, 1]);
    let entry = func
        .region(0)
        .expect("one region")
        .first_block()
        .expect("the entry block");
    let inside = Builder(InsertionPoint {
        context,
        block: entry,
        before: None,
        location,
    });
    let dynamic_shared_bytes = match form {
        KernelForm::Rows => {
            row_kernel::build(kernel, &inside);
            None
        }
        KernelForm::MmaTiles => {
            tile_kernel::build(kernel, &inside);
            None
        }
        KernelForm::Warpgroup { stages } => warpgroup_kernel::build(kernel, &inside, stages),
    };
    entry.append_operation(
        OperationBuilder::new("func.return", location)
            .build()
            .expect("a return"),
    );
    if let Some(bytes) = dynamic_shared_bytes {
        let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(func.to_raw()) };
        melior::ir::operation::OperationMutLike::set_attribute(
            &mut writable,
            attribute_names::DYNAMIC_SHARED_BYTES,
            Attribute::parse(context, &format!("{bytes} : i64")).expect("an integer"),
        );
    }
    func
}

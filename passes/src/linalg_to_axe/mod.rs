//! `convert-linalg-to-axe-trainium`: linalg programs on static tensors (what upstream's
//! tosa-to-linalg gives for MLP layers and row softmaxes) to `axe.kernel`s over HBM tensors,
//! which the NKI emitter prints.
//!
//! Every `func.func` with tensors becomes a kernel of the same name: its arguments and
//! results are HBM tensors, and each linalg op becomes a loop over tiles of at most 128 rows
//! (the partitions; the last tile may be ragged: loads past the end read zeros and stores
//! past it are dropped, AxeOps.td `axe.copy`) that loads its inputs into SBUF, computes with
//! Axe operators and stores the result to HBM ([`matmul`], [`elementwise`], [`reduce`]).
//! Consecutive row-wise ops over the same rows share one loop and keep what only they read
//! in SBUF ([`row_loop`]). Tensors are `[rows, cols]` views of their last two dimensions,
//! the others a batch that loops around the tiles ([`batch`]); reshapes that add or drop unit
//! dimensions are free (copies pair dimensions above extent 1, AxeOps.td), and ops that move
//! data (transposes of computed tensors, reshapes that split or merge dimensions, slices) copy
//! through SBUF ([`movement`]). f64 values the program computes are computed in f32 (NKI has
//! no f64; a remark says so); constant operands of elementwise bodies load from splat weights.
//! i1 tensors (masks) are bytes of 0 and 1: comparisons, all() / any() reductions and selects
//! lower ([`body`]); i8 ones (torch's uint8 masks) are read by comparisons.
//! Tensor constants (weights, `dense` or torch-mlir's
//! `dense_resource` blobs) become HBM arguments of the kernel after the function's own, their
//! data kept on the kernel as `nki.weights` ([`weights`]), which the NKI emitter passes to it.
//! Anything else is a located error naming the op.

mod batch;
mod body;
mod channels;
mod conv1d;
mod depthwise;
mod elementwise;
mod fold;
mod gather;
mod global_pool;
mod kernel_builder;
mod matmul;
mod movement;
pub mod nchw_to_nhwc;
mod reduce;
mod reduce_last;
mod row_loop;
mod shapes;
mod single_channel;
pub mod splice;
mod tensor_ops;
mod tiles;
mod unit_reduction;
mod weights;
pub mod window_builder;
mod windows;

use crate::kernel_ir::{ops_of, with_context};
use axe_dialects::ir::read::{defining_op, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions},
};
use kernel_builder::{Access, KernelBuilder};
use melior::{
    ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, Value, ValueLike},
    Context,
};
use row_loop::RowLoop;
use tiles::HbmTensor;

pub use gather::INDEX_ARGUMENTS;
use std::collections::{HashMap, HashSet};
pub use weights::ATTRIBUTE as WEIGHTS_ATTRIBUTE;

pub static CONVERT_LINALG_TO_AXE_TRAINIUM: PassDefinition = PassDefinition {
    argument: "convert-linalg-to-axe-trainium",
    description: "Convert func.func programs on static tensors (linalg.matmul / batch_matmul with a zero fill, elementwise linalg.generic with per-row or per-column broadcasts and constant operands, linalg.reduce and reduction generics over the last dimension (one over loops of extent 1 only into a constant fill is its combiner applied elementwise to the input and that constant), i1 masks (comparisons, all/any, select; i8 mask weights), reshapes, linalg.transpose, tensor.extract_slice, tensor.pad, embeddings: a generic reading table rows with tensor.extract, as axe.gather; 2-D, 1-D and depthwise convolutions and max / sum poolings, rewritten first into a windowed gather and a matmul, a multiply and sum per channel or a reduction; an NCHW convolution whose gather has no contiguous run of kw (1x1, or dilated along W), or whose input pads a map one element wide, is first the NHWC one between transposes) to axe.kernel ops over HBM tensors: loops over the leading (batch) dimensions and 128-row tiles of the last two, consecutive row-wise ops sharing one loop with their intermediates in SBUF, for the NKI emitter. f64 intermediates are computed in f32 (with a remark). Tensor constants (weights, dense or dense_resource) become kernel arguments after the function's own, their data on the kernel as nki.weights; a linalg.transpose of a constant is folded into its data; i32/i64 arguments read only as gather indices become flat int32 arguments (nki.index_arguments, narrowed by the NKI module's wrapper); transposes, reshapes that move data and slices of computed tensors copy through SBUF",
    options: &[PassOption {
        name: "f64-in-f32",
        description: "Compute the f64 values a program computes (torch-mlir's LayerNorm variance; torch computes it in f32) in f32, as NKI has no f64, with a remark at the first (false: refuse them)",
        kind: OptionKind::Bool,
        default: "true",
    }],
    run,
};

/// Why an op was not converted; reported at `op`.
pub struct Unsupported<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub message: String,
}

pub type Converted<'c, 'a, T> = Result<T, Unsupported<'c, 'a>>;

pub fn unsupported<'c, 'a, T>(op: OperationRef<'c, 'a>, message: impl Into<String>) -> Converted<'c, 'a, T> {
    Err(Unsupported {
        op,
        message: message.into(),
    })
}

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let f64_in_f32 = options.bool("f64-in-f32");
    // Values the program computes from constants are folded first: the shapes of ONNX's
    // slices (dynamic until then) and scalar arithmetic such as TOSA's pooling divisor, which
    // it computes from linalg.index values inside the body.
    if unsafe { axe_dialects::ffi::axeResolveComputedShapes(root.to_raw()) }.value == 0 {
        return Err(PassFailed);
    }
    unsafe { axe_dialects::ffi::axeFoldScalarArithmetic(root.to_raw()) };
    let functions: Vec<OperationRef> = module_functions(&root)
        .into_iter()
        .filter(has_tensor_signature)
        .collect();
    with_context(&root, |context| {
        let mut failed = false;
        for function in functions {
            match convert_function(context, function, f64_in_f32) {
                Ok(converted) => {
                    if replace_with_kernel(context, function, converted).is_err() {
                        failed = true;
                    }
                }
                Err(e) => {
                    emit_error(&e.op, &e.message);
                    failed = true;
                }
            }
        }
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    })
}

fn module_functions<'c, 'a>(root: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    if op_name(root) == "func.func" {
        return vec![*root];
    }
    let mut out = vec![];
    for region in root.regions() {
        if let Some(block) = region.first_block() {
            out.extend(ops_of(block).into_iter().filter(|op| op_name(op) == "func.func"));
        }
    }
    out
}

fn has_tensor_signature(function: &OperationRef) -> bool {
    function
        .attribute("function_type")
        .is_ok_and(|t| t.to_string().contains("tensor<"))
}

/// The kernel a function becomes: its body and arguments, name and results, the data of its
/// weight arguments and the positions of its index arguments ([`gather`]).
struct Kernel {
    builder: KernelBuilder,
    name: String,
    results: Vec<HbmTensor>,
    weights: Vec<weights::Weight>,
    index_arguments: Vec<usize>,
}

fn convert_function<'c, 'a>(
    context: &Context,
    function: OperationRef<'c, 'a>,
    f64_in_f32: bool,
) -> Converted<'c, 'a, Kernel> {
    let name = function
        .attribute("sym_name")
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_owned())
        .unwrap_or_else(|| "kernel".into());
    if function.region_at(0).and_then(|r| r.first_block()).is_none() {
        return unsupported(function, "is a declaration; a kernel needs a body");
    }
    let body = function
        .region_at(0)
        .and_then(|r| r.first_block())
        .expect("checked above");
    // Before the windows: a pooling over the whole map is a plain reduction.
    global_pool::rewrite(context, &body);
    windows::rewrite(&body);
    // Before the channel views: the elementwise op it writes is one they take.
    unit_reduction::rewrite(context, &body);
    channels::rewrite(context, &body);
    reduce_last::rewrite(context, &body);
    let mut lowering = Lowering {
        kernel: KernelBuilder::new(context, function.location()),
        values: HashMap::new(),
        results: HashMap::new(),
        weights: vec![],
        splats: HashMap::new(),
    };
    let mut index_arguments = vec![];
    for i in 0..body.argument_count() {
        let arg: Value = body.argument(i).expect("in range").into();
        let tensor = match gather::index_argument(i, arg) {
            Some(tensor) => {
                index_arguments.push(i);
                tensor
            }
            None if gather::is_integer_tensor(arg) => {
                return unsupported(
                    function,
                    format!("has argument {i} of type {}, which it reads other than as the indices of a gather; Trainium kernels take i32 and i64 tensors as gather indices only (NKI computes in fp32)", arg.r#type()),
                );
            }
            None => {
                let (shape, element) = shapes::kernel_tensor(function, arg, &format!("argument {i}"))?;
                HbmTensor {
                    name: format!("%arg{i}"),
                    shape,
                    element,
                }
            }
        };
        lowering.values.insert(value_key(arg), tensor.clone());
        lowering.kernel.argument(&tensor);
    }
    let terminator = body.terminator().ok_or(Unsupported {
        op: function,
        message: "has no terminator".into(),
    })?;
    let results = lowering.plan_results(function, terminator)?;
    if let Some(op) = shapes::first_f64(&function) {
        if !f64_in_f32 {
            return unsupported(
                op,
                "computes in f64, which NKI does not have (f64-in-f32=true computes it in f32)",
            );
        }
        axe_dialects::diagnostic::emit_remark(
            &op,
            "computes f64 in f32 (NKI has no f64; torch computes this in f32, torch-mlir's decomposition in f64)",
        );
    }
    for group in row_loop::groups(&ops_of(body)) {
        match group.as_slice() {
            [op] => {
                lowering.kernel.set_location(op.location());
                lowering.convert(*op)?;
            }
            _ => lowering.convert_group(&group)?,
        }
    }
    for (i, returned) in terminator.operands().enumerate() {
        match lowering.values.get(&value_key(returned)) {
            Some(t) if t.name == results[i].name => {}
            _ => {
                return unsupported(
                    terminator,
                    format!("returns operand {i}, which no converted op wrote to result {i}"),
                )
            }
        }
    }
    Ok(Kernel {
        builder: lowering.kernel,
        name,
        results,
        weights: lowering.weights,
        index_arguments,
    })
}

/// Finishes the kernel, attaches its weights' data and puts it in place of `function`.
fn replace_with_kernel(context: &Context, function: OperationRef, converted: Kernel) -> Result<(), ()> {
    let kernel = converted.builder.finish(context, &converted.name, &converted.results);
    weights::attach(context, &kernel, &converted.weights);
    gather::attach(context, &kernel, &converted.index_arguments);
    let block = function.block().ok_or(())?;
    let kernel = block.insert_operation_before(function, kernel);
    unsafe { mlir_sys::mlirOperationDestroy(function.to_raw()) };
    if !kernel.verify() {
        emit_error(
            &kernel,
            "the axe.kernel built for this function does not verify (a bug)",
        );
        return Err(());
    }
    Ok(())
}

/// The kernel being built and what each tensor value of the function is in it.
pub struct Lowering {
    pub kernel: KernelBuilder,
    /// The HBM tensor holding each converted tensor value (reshapes share their source's).
    pub values: HashMap<usize, HbmTensor>,
    /// Values the function returns (through unit reshapes): the result tensor they are written to.
    results: HashMap<usize, HbmTensor>,
    /// Tensor constants read so far: kernel arguments after the function's.
    weights: Vec<weights::Weight>,
    /// The splat weights made for constant operands so far, by value bits and shape.
    splats: HashMap<(u64, Vec<i64>), HbmTensor>,
}

impl Lowering {
    /// Values the function returns are written straight into the kernel's result tensors,
    /// allocated at the top; every returned value must be produced by a converted op.
    fn plan_results<'c, 'a>(
        &mut self,
        function: OperationRef<'c, 'a>,
        terminator: OperationRef<'c, 'a>,
    ) -> Converted<'c, 'a, Vec<HbmTensor>> {
        let mut results = vec![];
        for (i, returned) in terminator.operands().enumerate() {
            let (shape, element) = shapes::kernel_tensor(function, returned, &format!("result {i}"))?;
            let source = through_reshapes(returned);
            if defining_op(source).is_none() {
                return unsupported(terminator, format!("returns argument data unchanged as result {i}; a kernel result must be computed (HBM to HBM copies go through SBUF)"));
            }
            if self.results.contains_key(&value_key(source)) {
                return unsupported(terminator, format!("returns one value twice (result {i})"));
            }
            let tensor = HbmTensor {
                name: format!("%out{i}"),
                shape,
                element,
            };
            self.kernel.alloc_as(&tensor.name, &tensor.type_text());
            self.results.insert(value_key(source), tensor.clone());
            results.push(tensor);
        }
        Ok(results)
    }

    fn convert<'c, 'a>(&mut self, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
        match op_name(&op) {
            // Inits and constants are read by the ops that use them (a fill as a matmul's zero
            // or a reduction's identity); data they would provide otherwise is an error there.
            // tosa.const_shape is a shape operand of TOSA reshapes, which tosa-to-linalg has
            // already rewritten; the unused shapes remain.
            "tensor.empty" | "linalg.fill" | "arith.constant" | "func.return" | "tosa.const_shape" => Ok(()),
            // Computed at compile time; readers load its values as a weight.
            _ if fold::is_folded(&op) => Ok(()),
            // Renames a gather's indices, which the gather reads from their source.
            _ if gather::is_index_relabel(&op) => Ok(()),
            "linalg.generic" if gather::is_gather(&op) => gather::emit(self, op),
            "tensor.expand_shape" | "tensor.collapse_shape" if movement::is_moving_reshape(&op) => {
                movement::reshape(self, op)
            }
            "tensor.expand_shape" | "tensor.collapse_shape" => self.reshape(op, None),
            "tensor.extract_slice" => movement::extract_slice(self, op),
            "tensor.pad" => movement::pad(self, op),
            "linalg.generic" if movement::is_window_copy(&op) => movement::window(self, op),
            "tensor.insert_slice" => movement::insert_slice(self, op),
            "tensor.concat" => movement::concat(self, op),
            "linalg.matmul" | "linalg.batch_matmul" => matmul::emit(self, op, &matmul::plan(op)?, None),
            "linalg.transpose" => self.transpose(op),
            "linalg.reduce" => reduce::emit(self, op, &reduce::plan(op)?, None),
            // Read through by its elementwise users (elementwise::broadcast_source); any other
            // reader finds no data for it and says so.
            "linalg.generic" if elementwise::is_read_through(&op) || elementwise::is_folded(&op) => Ok(()),
            "linalg.generic" if reduce::is_reduction(&op) => reduce::emit(self, op, &reduce::plan(op)?, None),
            "linalg.generic" => elementwise::emit(self, op, &elementwise::plan(op)?, None),
            // A convolution or pooling the window rewrite left says why.
            name if name.starts_with("linalg.") => unsupported(op, windows::refusal(&op).unwrap_or_else(|| "has no Trainium lowering; the conversion takes linalg.matmul, linalg.batch_matmul, linalg.reduce, linalg.generic (elementwise or a last-dimension reduction), linalg.transpose, linalg.fill inits and tensor.empty".into())),
            _ => unsupported(op, "has no Trainium lowering in convert-linalg-to-axe-trainium"),
        }
    }

    /// Row-wise ops over the same rows in one loop (row_loop.rs): values read after the
    /// group get HBM tensors, allocated before the loop; the others stay in SBUF.
    fn convert_group<'c, 'a>(&mut self, group: &[OperationRef<'c, 'a>]) -> Converted<'c, 'a, ()> {
        let members: HashSet<usize> = group.iter().map(|o| o.to_raw().ptr as usize).collect();
        let returned: HashSet<usize> = self.results.keys().copied().collect();
        let (mut extents, mut rows) = (vec![], 1);
        for op in group.iter().filter(|op| !row_loop::is_transparent(op)) {
            self.kernel.set_location(op.location());
            (extents, rows) = row_loop::shared_rows(op).unwrap_or((extents, rows));
            let result: Value = op.result(0).expect("a row-wise op has a result").into();
            if row_loop::needs_hbm(result, &members, &returned) {
                self.output(*op)?;
            }
        }
        let zero = self.kernel.index(0);
        let ivs = batch::open(&mut self.kernel, &extents);
        let iv = self.kernel.open_loop("r", rows, rows.min(tiles::PARTITIONS));
        let mut shared = RowLoop {
            batch: ivs.clone(),
            row: iv.clone().unwrap_or(zero),
            tiles: HashMap::new(),
        };
        for op in group {
            self.kernel.set_location(op.location());
            if fold::is_folded(op) || gather::is_index_relabel(op) {
                continue;
            }
            match op_name(op) {
                "tensor.expand_shape" | "tensor.collapse_shape" => self.reshape(*op, Some(&mut shared))?,
                "linalg.matmul" | "linalg.batch_matmul" => {
                    matmul::emit(self, *op, &matmul::plan(*op)?, Some(&mut shared))?
                }
                "linalg.reduce" => reduce::emit(self, *op, &reduce::plan(*op)?, Some(&mut shared))?,
                "linalg.generic" if elementwise::is_read_through(op) || elementwise::is_folded(op) => {}
                "linalg.generic" if reduce::is_reduction(op) => {
                    reduce::emit(self, *op, &reduce::plan(*op)?, Some(&mut shared))?
                }
                "linalg.generic" => elementwise::emit(self, *op, &elementwise::plan(*op)?, Some(&mut shared))?,
                _ => {}
            }
        }
        self.kernel.close_loop(iv, "r");
        batch::close(&mut self.kernel, ivs);
        Ok(())
    }

    /// A reshape that adds or drops unit dimensions names the same HBM data (and, in a
    /// shared row loop, the same tile); one that moves data is copied ([`movement`]).
    fn reshape<'c, 'a>(&mut self, op: OperationRef<'c, 'a>, shared: Option<&mut RowLoop>) -> Converted<'c, 'a, ()> {
        let source = op.operand(0).expect("a source");
        let result: Value = op.result(0).expect("a result").into();
        let (from, _) = shapes::static_tensor(op, source, "the source")?;
        let (to, _) = shapes::static_tensor(op, result, "the result")?;
        let above_one = |s: &[i64]| s.iter().copied().filter(|&e| e != 1).collect::<Vec<_>>();
        if above_one(&from) != above_one(&to) {
            return unsupported(op, format!("reshapes {from:?} to {to:?}, which moves data between dimensions; only unit dimensions may be added or dropped"));
        }
        let mut found = false;
        if let Some(tensor) = self.values.get(&value_key(source)).cloned() {
            self.values.insert(value_key(result), tensor);
            found = true;
        }
        if let Some(group) = shared {
            if let Some(tile) = group.tiles.get(&value_key(source)).cloned() {
                group.tiles.insert(value_key(result), tile);
                found = true;
            }
        }
        if !found {
            // A constant's weight (or an unconverted value's error), named by the result too.
            let tensor = self.input(op, source)?;
            self.values.insert(value_key(result), tensor);
        }
        Ok(())
    }

    /// A transpose of a constant is a weight with the permuted data; one of a computed tensor
    /// copies it ([`movement`]).
    fn transpose<'c, 'a>(&mut self, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
        let source = op.operand(0).expect("an input");
        let Some(constant) = defining_op(source).filter(|d| op_name(d) == "arith.constant") else {
            return movement::transpose(self, op);
        };
        let weight = weights::transposed(op, constant, self.weights.len())?;
        let result: Value = op.result(0).expect("a result").into();
        self.values.insert(value_key(result), weight.tensor.clone());
        self.add_weight(weight);
        Ok(())
    }

    /// A tensor constant read: the kernel's next argument, its data kept for the NKI emitter.
    fn add_weight(&mut self, weight: weights::Weight) {
        self.kernel.argument(&weight.tensor);
        self.weights.push(weight);
    }

    /// Whether `name` is one of the kernel's result tensors.
    pub fn is_result(&self, name: &str) -> bool {
        self.results.values().any(|t| t.name == name)
    }

    /// Whether `value` is written straight into a kernel result.
    pub fn is_result_value(&self, value: Value) -> bool {
        self.results.contains_key(&value_key(value))
    }

    /// The HBM tensor of an input value; a tensor constant becomes a weight argument.
    pub fn input<'c, 'a>(&mut self, op: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Converted<'c, 'a, HbmTensor> {
        if let Some(t) = self.values.get(&value_key(value)) {
            return Ok(t.clone());
        }
        if let Some(folded) = defining_op(value)
            .filter(fold::is_folded)
            .and_then(|_| fold::evaluate(value))
        {
            let weight = weights::folded(op, value, &folded, self.weights.len())?;
            self.values.insert(value_key(value), weight.tensor.clone());
            self.add_weight(weight);
            return Ok(self.weights.last().expect("pushed").tensor.clone());
        }
        if let Some(constant) = defining_op(value).filter(|d| op_name(d) == "arith.constant") {
            let weight = weights::read(op, constant, value, self.weights.len())?;
            self.values.insert(value_key(value), weight.tensor.clone());
            self.add_weight(weight);
            return Ok(self.weights.last().expect("pushed").tensor.clone());
        }
        let origin = defining_op(value)
            .map(|d| op_name(&d))
            .unwrap_or_else(|| "a block argument");
        unsupported(op, format!("reads a tensor defined by {origin}, which holds no data the conversion can load (a fill or tensor.empty is only an init of a matmul or reduction)"))
    }

    /// A flat i32 weight of gather indices known at compile time.
    pub fn index_weight(&mut self, context: mlir_sys::MlirContext, values: &[i64]) -> HbmTensor {
        let weight = weights::indices(context, values, self.weights.len());
        let tensor = weight.tensor.clone();
        self.add_weight(weight);
        tensor
    }

    /// An f32 weight of `shape` holding `value` everywhere (a constant operand loaded as a
    /// tile), one per value and shape.
    pub fn splat(&mut self, value: f64, shape: &[i64]) -> HbmTensor {
        let key = ((value as f32 as f64).to_bits(), shape.to_vec());
        if let Some(t) = self.splats.get(&key) {
            return t.clone();
        }
        let weight = weights::splat(value, shape, self.weights.len());
        let tensor = weight.tensor.clone();
        self.add_weight(weight);
        self.splats.insert(key, tensor.clone());
        tensor
    }

    /// The HBM tensor an op's result is written to: a kernel result, or a fresh intermediate.
    pub fn output<'c, 'a>(&mut self, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, HbmTensor> {
        let result: Value = op
            .result(0)
            .map_err(|_| Unsupported {
                op,
                message: "has no result".into(),
            })?
            .into();
        let tensor = match self.results.get(&value_key(result)) {
            Some(t) => t.clone(),
            None => {
                let (mut shape, element) = shapes::static_tensor(op, result, "the result")?;
                if shape.len() >= 2 && shape.last() != Some(&1) && is_reduction(&op) {
                    // One value per row: a trailing unit dimension keeps the rows after the
                    // batch dimensions when a [rows, 1] tile is copied in (copy above).
                    shape.push(1);
                }
                let name = self.kernel.fresh("t");
                let tensor = HbmTensor { name, shape, element };
                self.kernel.alloc_as(&tensor.name, &tensor.type_text());
                tensor
            }
        };
        self.values.insert(value_key(result), tensor.clone());
        Ok(tensor)
    }

    /// `axe.copy` between an HBM region at (`row`, `col`) of the `[rows, cols]` view and a
    /// `[tile_rows, tile_cols]` tile; `load` copies HBM to the tile. `lead` holds the offsets
    /// of the batch dimensions the tensor is read along, in order ([`batch`]): the HBM
    /// dimensions above extent 1 that the tile does not cover (unpaired, or paired with a tile
    /// dimension of extent 1) take them, one each.
    pub fn copy<'c, 'a>(
        &mut self,
        op: OperationRef<'c, 'a>,
        hbm: &HbmTensor,
        at: (&str, &str),
        tile: (&str, [i64; 2]),
        lead: &[String],
        load: bool,
    ) -> Converted<'c, 'a, ()> {
        let (tile_name, tile_shape) = tile;
        let Some(paired) = axe_trainium::region::pair_dims(&hbm.shape, &tile_shape) else {
            return unsupported(
                op,
                format!(
                    "has a tensor of shape {:?} that is not a [rows, cols] view of a {:?} tile",
                    hbm.shape, tile_shape
                ),
            );
        };
        let zero = self.kernel.index(0);
        let sliced: Vec<bool> = (0..hbm.shape.len())
            .map(|d| hbm.shape[d] != 1 && paired[d].is_none_or(|t| tile_shape[t] == 1))
            .collect();
        // A tile dimension of extent 1 may also be a whole [1, cols] view of a one-row tensor:
        // only a batch's count of such dimensions takes the batch offsets.
        let count = sliced.iter().filter(|&&s| s).count();
        if count < lead.len() || (count > lead.len() && paired.iter().zip(&sliced).any(|(p, &s)| s && p.is_none())) {
            return unsupported(
                op,
                format!(
                    "has a tensor of shape {:?} whose batch dimensions do not match the {} loops over them around its {:?} tile (a bug)",
                    hbm.shape,
                    lead.len(),
                    tile_shape
                ),
            );
        }
        if single_element_region(&hbm.shape, &tile_shape) {
            return unsupported(
                op,
                format!(
                    "copies single elements of a {:?} tensor (a [1, 1] tile of a batch); the NKI emitter indexes such a region as a scalar, which it cannot write",
                    hbm.shape
                ),
            );
        }
        // A tile dimension above 1 paired with a unit one of the tensor would copy past it (a
        // [rows, 1] tile and a [1, rows] tensor of equal rank).
        if (0..hbm.shape.len()).any(|d| hbm.shape[d] == 1 && paired[d].is_some_and(|t| tile_shape[t] != 1)) {
            return unsupported(
                op,
                format!(
                    "has a tensor of shape {:?} that pairs a unit dimension with a dimension of its {:?} tile",
                    hbm.shape, tile_shape
                ),
            );
        }
        // Equal ranks pair in place: a batch dimension must come before every dimension the
        // tile covers ([batch, rows] with a [rows, 1] tile would pair batch with rows).
        let first_covered = (0..hbm.shape.len()).find(|&d| paired[d].is_some_and(|t| tile_shape[t] != 1));
        let batch_dims: Vec<usize> = (0..hbm.shape.len()).filter(|&d| sliced[d]).take(lead.len()).collect();
        if batch_dims.iter().any(|&d| first_covered.is_some_and(|c| d > c)) {
            return unsupported(
                op,
                format!(
                    "has a tensor of shape {:?} whose batch dimensions do not lead its {:?} tile's dimensions; keep a unit dimension for the reduced one (keepdim)",
                    hbm.shape, tile_shape
                ),
            );
        }
        let mut leads = lead.iter();
        let mut offsets: Vec<String> = vec![];
        for (d, p) in paired.iter().enumerate() {
            let offset = match (p, sliced[d].then(|| leads.next()).flatten()) {
                (_, Some(iv)) => iv.clone(),
                (Some(0), None) => at.0.to_owned(),
                (Some(_), None) => at.1.to_owned(),
                (None, None) => zero.clone(),
            };
            offsets.push(offset);
        }
        let (region, tile) = (Access::at(&hbm.name, offsets), Access::whole(tile_name));
        if load {
            self.kernel.copy(&region, &tile);
        } else {
            self.kernel.copy(&tile, &region);
        }
        Ok(())
    }
}

/// Whether a copy between a tile of `tile_shape` and a tensor of `hbm_shape` is one element
/// of a tensor of another rank with elements to spare: every tensor dimension is then an
/// index, not a slice, in the NKI access.
pub fn single_element_region(hbm_shape: &[i64], tile_shape: &[i64]) -> bool {
    tile_shape.iter().all(|&e| e == 1) && hbm_shape.len() != tile_shape.len() && hbm_shape.iter().any(|&e| e != 1)
}

fn is_reduction(op: &OperationRef) -> bool {
    op_name(op) == "linalg.reduce" || (op_name(op) == "linalg.generic" && reduce::is_reduction(op))
}

/// The value a chain of unit reshapes starts from.
fn through_reshapes<'c, 'a>(value: Value<'c, 'a>) -> Value<'c, 'a> {
    let mut v = value;
    while let Some(op) = defining_op(v).filter(|d| {
        matches!(op_name(d), "tensor.expand_shape" | "tensor.collapse_shape") && !movement::is_moving_reshape(d)
    }) {
        // The source outlives the borrow of its user.
        v = unsafe { Value::from_raw(op.operand(0).expect("a source").to_raw()) };
    }
    v
}

//! `linalg.generic` on tensors to tensor-level uop ops.
//!
//! The iteration space is a tensor with one axis per loop dimension, in loop
//! order. Each operand is brought into it by its indexing map (shrink and
//! reshape away constant results, permute into loop order, reshape in the
//! missing loops, expand them); the body's scalar `arith`/`math` ops become
//! the same ops on tensors of that shape; a yielded value is permuted into
//! its output's order. Body ops are converted on demand from the yields of the
//! outputs that are read, so an output nobody reads costs nothing. A
//! reduction output yields `acc <op> x` ([`reduction_body`]): `x` becomes
//! `uop.reduce_axis` over the reduction loops, combined with the output's
//! initial value exactly as linalg's loops would; or the position of another
//! output's max or min ([`arg_reduction`]). An output map may keep a reduced
//! axis as a constant `0` of a size-1 axis (`(d0, d1) -> (d0, 0)`).

use super::{
    arg_reduction, constant_layout,
    indexing_maps::{self, IndexingMap, MapResult},
    reduction_body::{self, Reduction},
    tensor_builder::{element_of, shape_of, TensorBuilder},
    windows, ConvertError,
};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::enums::CmpIPredicate;
use axe_dialects::ir::read::{defining_op, has_uses, i64_array, int_attr, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_symbolic::{CmpPred, Interval};
use melior::{
    ir::{
        attribute::AttributeLike,
        operation::{OperationBuilder, OperationLike},
        Attribute, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;

struct Converter<'c, 'a, 'b> {
    b: TensorBuilder<'c, 'a>,
    op: OperationRef<'c, 'a>,
    body: BlockRef<'c, 'a>,
    operands: Vec<Value<'c, 'a>>,
    maps: &'b [IndexingMap],
    inputs: usize,
    sizes: Vec<i64>,
    reducing: bool,
    values: HashMap<usize, Value<'c, 'a>>,
    /// The live reductions' combining ops, which only linalg.yield may read.
    combiners: Vec<usize>,
}

/// `reassociate`: a float sum or product with an initial value that is not its identity may be
/// computed as `init <op> reduce(x)` (the reduction over the loops as they are), as the later
/// passes may reorder it anyway; false keeps linalg's order (`init` first, then each element).
pub fn convert<'c, 'a>(
    context: &'c Context,
    op: OperationRef<'c, 'a>,
    reassociate: bool,
) -> Result<(), ConvertError<'c, 'a>> {
    let error = |message: String| ConvertError { op, message };
    let segments = i64_array(&op, "operandSegmentSizes").ok_or_else(|| error("has no operandSegmentSizes".into()))?;
    let (inputs, outputs) = (segments[0] as usize, segments[1] as usize);
    let space = indexing_maps::read_windowed(&op).map_err(error)?;
    let operands: Vec<Value> = op.operands().collect();
    for (k, &init) in operands[inputs..].iter().enumerate() {
        if tensor_shape(init.r#type()).is_none() {
            return Err(error(format!(
                "has output {k} of type {}, not a static tensor (only linalg on static tensors is converted)",
                init.r#type()
            )));
        }
    }
    let sizes = loop_sizes(&operands, &space.maps, space.loops).map_err(error)?;
    let body = op
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or_else(|| error("has no body".into()))?;
    let mut converter = Converter {
        b: TensorBuilder::new(context, op),
        op,
        body,
        operands,
        maps: &space.maps,
        inputs,
        sizes,
        reducing: space.reduction.iter().any(|&r| r),
        values: HashMap::new(),
        combiners: Vec::new(),
    };
    let terminator = body
        .terminator()
        .ok_or_else(|| error("has a body without linalg.yield".into()))?;
    let yielded: Vec<Value> = terminator.operands().collect();
    // An output nobody reads is not computed: torch-mlir's softmax takes its max from a
    // generic that also yields the argmax, and drops the argmax.
    let live: Vec<bool> = (0..outputs)
        .map(|k| has_uses(op.result(k).expect("one result per output").into()))
        .collect();
    let accumulators: Vec<Value> = (0..outputs)
        .map(|k| body.argument(inputs + k).expect("one argument per operand").into())
        .collect();
    let reductions: Vec<Option<Reduction>> = (0..outputs)
        .map(|k| {
            converter
                .reducing
                .then(|| reduction_body::recognize(body, accumulators[k], yielded[k]))
                .flatten()
        })
        .collect();
    let reduction_loops: Vec<usize> = (0..space.reduction.len()).filter(|&d| space.reduction[d]).collect();
    let only_reduction_loop = (reduction_loops.len() == 1).then(|| reduction_loops[0]);
    let checks = runtime_checks(&converter)?;
    let pair = converter
        .reducing
        .then(|| arg_reduction::recognize_pair(body, &accumulators, &yielded, only_reduction_loop))
        .flatten();
    // A select pair's (position, value), built once for both outputs.
    let mut pair_results = None;
    let mut results = Vec::new();
    for k in 0..outputs {
        if !live[k] {
            results.push(None);
            continue;
        }
        let (out_dims, out_shape) = converter.output_dims(k, &space.reduction)?;
        let result = if !converter.reducing {
            let full = converter.value(yielded[k])?;
            let full = converter.guard(full, &checks)?;
            let order: Vec<i64> = out_dims.iter().map(|&d| d as i64).collect();
            converter.b.permute(full, &order)
        } else if let Some(reduction) = &reductions[k] {
            converter.combiners.push(reduction.combiner.to_raw().ptr as usize);
            let x = converter.value(reduction.operand)?;
            let x = converter.guard(x, &checks)?;
            let init = converter.init(k, &out_dims);
            reduction_body::reduce_into(
                &converter.b,
                reduction,
                x,
                init,
                &out_dims,
                &space.reduction,
                reassociate,
            )
        } else if let Some(arg) =
            arg_reduction::recognize(body, &accumulators, k, yielded[k], &reductions, only_reduction_loop)
        {
            let x = converter.value(arg.operand)?;
            let x = converter.guard(x, &checks)?;
            let (of_dims, _) = converter.output_dims(arg.of, &space.reduction)?;
            let init_value = converter.init(arg.of, &of_dims);
            let init_value = converter.to_reduced_space(init_value, &of_dims, &space.reduction);
            let init_index = converter.init(k, &out_dims);
            let init_index = converter.to_reduced_space(init_index, &out_dims, &space.reduction);
            let (position, _) =
                arg_reduction::build(&converter.b, &arg, x, init_value, init_index, false).ok_or_else(|| {
                    error(format!(
                        "is an argmax or argmin whose output {k} cannot hold the reduction loop's extent"
                    ))
                })?;
            converter.from_reduced_space(position, &out_dims, &space.reduction)
        } else if let Some(pair) = pair.as_ref().filter(|p| p.index == k || p.arg.of == k) {
            let (position, value) = match pair_results {
                Some(built) => built,
                None => {
                    let x = converter.value(pair.arg.operand)?;
                    let x = converter.guard(x, &checks)?;
                    let (of_dims, _) = converter.output_dims(pair.arg.of, &space.reduction)?;
                    let init_value = converter.init(pair.arg.of, &of_dims);
                    let init_value = converter.to_reduced_space(init_value, &of_dims, &space.reduction);
                    let (index_dims, _) = converter.output_dims(pair.index, &space.reduction)?;
                    let init_index = converter.init(pair.index, &index_dims);
                    let init_index = converter.to_reduced_space(init_index, &index_dims, &space.reduction);
                    let built =
                        arg_reduction::build(&converter.b, &pair.arg, x, init_value, init_index, live[pair.arg.of])
                            .map(|(position, value)| (position, value.unwrap_or(position)))
                            .ok_or_else(|| {
                                error(format!(
                                    "is an argmax or argmin whose output {} cannot hold the reduction loop's extent",
                                    pair.index
                                ))
                            })?;
                    *pair_results.insert(built)
                }
            };
            // (`value` is the position when the value output is not read: then k is the index.)
            let kept = if k == pair.index { position } else { value };
            converter.from_reduced_space(kept, &out_dims, &space.reduction)
        } else {
            return Err(error(format!(
                "is a reduction whose output {k} is not yielded as its accumulator combined with one value by {}, nor as the position of another output's max or min (select of a strict cmpf/cmpi and the reduction loop's linalg.index), nor as a pair of selects of the element and that index on one strict comparison (tosa.argmax)",
                reduction_body::combiner_names()
            )));
        };
        results.push(Some(converter.b.reshape(result, &out_shape)));
    }
    super::replace_op(op, results);
    Ok(())
}

/// Each loop's extent, from the operands that index by it.
fn loop_sizes(operands: &[Value], maps: &[IndexingMap], loops: usize) -> Result<Vec<i64>, String> {
    let mut sizes = vec![None; loops];
    for (operand, map) in operands.iter().zip(maps) {
        let Some((shape, _)) = tensor_shape(operand.r#type()) else {
            continue;
        };
        for (j, result) in map.results.iter().enumerate() {
            if let MapResult::Dim(k) = *result {
                match sizes[k] {
                    Some(s) if s != shape[j] => {
                        return Err(format!("gives loop dimension {k} two extents, {s} and {}", shape[j]));
                    }
                    _ => sizes[k] = Some(shape[j]),
                }
            }
        }
    }
    sizes
        .into_iter()
        .enumerate()
        .map(|(k, s)| s.ok_or_else(|| format!("has loop dimension {k} that no static tensor operand indexes")))
        .collect()
}

impl<'c, 'a> Converter<'c, 'a, '_> {
    fn error(&self, message: String) -> ConvertError<'c, 'a> {
        ConvertError { op: self.op, message }
    }

    /// Output `k`'s map as loop dimensions: every parallel loop once (a
    /// reduction's output omits exactly the reduction loops), and constant
    /// results of size-1 axes (a kept reduced axis); with its full shape.
    fn output_dims(&self, k: usize, reduction: &[bool]) -> Result<(Vec<usize>, Vec<i64>), ConvertError<'c, 'a>> {
        let map = &self.maps[self.inputs + k];
        let shape = shape_of(self.operands[self.inputs + k]);
        let dims = map.dims();
        let parallel: Vec<usize> = (0..reduction.len()).filter(|&d| !reduction[d]).collect();
        let mut sorted = dims.clone();
        sorted.sort_unstable();
        for (j, result) in map.results.iter().enumerate() {
            match result {
                MapResult::Dim(_) => {}
                MapResult::Constant(_) if shape[j] == 1 => {}
                MapResult::Constant(c) => {
                    return Err(self.error(format!(
                        "has output {k} whose indexing map writes only index {c} of its axis {j} (of size {}); only a size-1 axis may be a constant",
                        shape[j]
                    )));
                }
                #[allow(unreachable_patterns)]
                _ => {
                    return Err(self.error(format!(
                        "has output {k} whose indexing map result {j} is not a loop dimension or a constant"
                    )));
                }
            }
        }
        if sorted != parallel {
            return Err(self.error(format!(
                "has output {k} whose indexing map does not list every parallel loop once (and no reduction loop)"
            )));
        }
        Ok((dims, shape))
    }

    /// Output `k`'s initial value with its constant (size-1) axes dropped: in `out_dims` order.
    fn init(&self, k: usize, out_dims: &[usize]) -> Value<'c, 'a> {
        let init = self.operands[self.inputs + k];
        let shape: Vec<i64> = out_dims.iter().map(|&d| self.sizes[d]).collect();
        self.b.reshape(init, &shape)
    }

    /// A value in `out_dims` order placed in the iteration space with the reduction loops at size 1.
    fn to_reduced_space(&self, value: Value<'c, 'a>, out_dims: &[usize], reduction: &[bool]) -> Value<'c, 'a> {
        let mut order: Vec<usize> = (0..out_dims.len()).collect();
        order.sort_by_key(|&j| out_dims[j]);
        let ordered = self
            .b
            .permute(value, &order.iter().map(|&j| j as i64).collect::<Vec<_>>());
        let shape: Vec<i64> = (0..self.sizes.len())
            .map(|d| if reduction[d] { 1 } else { self.sizes[d] })
            .collect();
        self.b.reshape(ordered, &shape)
    }

    /// The inverse of [`Self::to_reduced_space`].
    fn from_reduced_space(&self, value: Value<'c, 'a>, out_dims: &[usize], reduction: &[bool]) -> Value<'c, 'a> {
        let parallel: Vec<usize> = (0..self.sizes.len()).filter(|&d| !reduction[d]).collect();
        let shape: Vec<i64> = parallel.iter().map(|&d| self.sizes[d]).collect();
        let flat = self.b.reshape(value, &shape);
        let order: Vec<i64> = out_dims
            .iter()
            .map(|d| parallel.iter().position(|p| p == d).expect("parallel") as i64)
            .collect();
        self.b.permute(flat, &order)
    }

    /// The loop-space tensor of a body value.
    fn value(&mut self, v: Value<'c, 'a>) -> Result<Value<'c, 'a>, ConvertError<'c, 'a>> {
        if let Some(&t) = self.values.get(&value_key(v)) {
            return Ok(t);
        }
        let raw = v.to_raw();
        let t = if unsafe { mlir_sys::mlirValueIsABlockArgument(raw) }
            && unsafe { mlir_sys::mlirBlockArgumentGetOwner(raw) }.ptr == self.body.to_raw().ptr
        {
            let n = unsafe { mlir_sys::mlirBlockArgumentGetArgNumber(raw) } as usize;
            self.operand_value(n)?
        } else if let Some(def) = defining_op(v).filter(|d| d.block().is_some_and(|b| b == self.body)) {
            if self.combiners.contains(&(def.to_raw().ptr as usize)) {
                return Err(ConvertError {
                    op: def,
                    message: "is a reduction's combiner whose result the body reads (only linalg.yield may)".into(),
                });
            }
            self.body_op(def)?;
            return self
                .values
                .get(&value_key(v))
                .copied()
                .ok_or_else(|| self.error("has a body op without a result".into()));
        } else {
            let constant = defining_op(v)
                .filter(|d| op_name(d) == "arith.constant")
                .and_then(|d| d.attribute("value").ok());
            match constant {
                Some(attribute) => self.b.splat(attribute, &self.sizes),
                None => {
                    return Err(self.error(format!(
                        "reads {} from outside its body, which is not a scalar constant (only constants broadcast over the iteration space)",
                        v.r#type()
                    )));
                }
            }
        };
        self.values.insert(value_key(v), t);
        Ok(t)
    }

    /// Operand `n` brought into the iteration space by its indexing map.
    fn operand_value(&mut self, n: usize) -> Result<Value<'c, 'a>, ConvertError<'c, 'a>> {
        let operand = self.operands[n];
        if n >= self.inputs {
            let k = n - self.inputs;
            if self.reducing {
                return Err(self.error(format!(
                    "reads the accumulator of output {k} other than in its combiner (only `acc <op> x` reductions are converted)"
                )));
            }
            if defining_op(operand).is_some_and(|d| op_name(&d) == "tensor.empty") {
                return Err(self.error(format!("reads output {k}, a tensor.empty whose contents are undefined")));
            }
        }
        let map = &self.maps[n];
        let Some((shape, _)) = tensor_shape(operand.r#type()) else {
            let constant = defining_op(operand)
                .filter(|d| op_name(d) == "arith.constant")
                .and_then(|d| d.attribute("value").ok());
            return match constant {
                Some(attribute) if map.results.is_empty() => Ok(self.b.splat(attribute, &self.sizes)),
                _ => Err(self.error(format!(
                    "has operand {n} of type {}, which is neither a static tensor nor a scalar constant",
                    operand.r#type()
                ))),
            };
        };
        // Nothing is read from an empty iteration space; any tensor of its shape will do.
        if self.sizes.contains(&0) {
            let element = element_of(operand);
            let literal = if unsafe { mlir_sys::mlirTypeIsAFloat(melior::ir::TypeLike::to_raw(&element)) } {
                "0.0"
            } else {
                "0"
            };
            let zero = Attribute::parse(self.b.context, &format!("{literal} : {element}"))
                .ok_or_else(|| self.error(format!("has operand {n} of element type {element}, which has no zero")))?;
            return Ok(self.b.splat(zero, &self.sizes));
        }
        // A contraction's constant weight read along its reduction is stored along the
        // output's columns instead, a convolution's along its channels (constant_layout).
        let output = &self.maps[self.inputs];
        let relaid = (n < self.inputs && self.reducing)
            .then(|| constant_layout::stored_column(map, self.maps, output, &self.sizes))
            .flatten()
            .and_then(|column| constant_layout::relaid(&self.b, operand, map, output, column, &self.sizes));
        let operand = relaid.unwrap_or(operand);
        // Constant results pick one element of their axis; windows become one
        // axis per loop dimension (last axis first, so that the earlier ones
        // keep their positions); then the constants' axes are dropped.
        let mut begin = Vec::new();
        let mut end = Vec::new();
        for (j, result) in map.results.iter().enumerate() {
            // The verifier has checked that c lies inside the axis.
            let (b, e) = if let MapResult::Constant(c) = *result {
                (c, c + 1)
            } else {
                (0, shape[j])
            };
            begin.push(b);
            end.push(e);
        }
        let mut picked = self.b.shrink(operand, &begin, &end);
        let mut axes: Vec<Vec<usize>> = Vec::new();
        for (j, result) in map.results.iter().enumerate().rev() {
            axes.insert(
                0,
                match result {
                    MapResult::Constant(_) => vec![],
                    MapResult::Dim(k) => vec![*k],
                    MapResult::Window(window) => {
                        let (windowed, dims) = windows::window_axis(&self.b, picked, j, window, &self.sizes)
                            .map_err(|why| self.error(format!("has indexing map {n} whose result {j} {why}")))?;
                        picked = windowed;
                        dims
                    }
                },
            );
        }
        let kept_dims: Vec<usize> = axes.concat();
        let kept_shape: Vec<i64> = kept_dims.iter().map(|&k| self.sizes[k]).collect();
        let picked = self.b.reshape(picked, &kept_shape);
        let mut order: Vec<usize> = (0..kept_dims.len()).collect();
        order.sort_by_key(|&j| kept_dims[j]);
        let ordered = self
            .b
            .permute(picked, &order.iter().map(|&j| j as i64).collect::<Vec<_>>());
        let with_ones: Vec<i64> = (0..self.sizes.len())
            .map(|k| if kept_dims.contains(&k) { self.sizes[k] } else { 1 })
            .collect();
        let placed = self.b.reshape(ordered, &with_ones);
        Ok(self.b.expand(placed, &self.sizes))
    }

    /// One scalar body op as the same op on iteration-space tensors.
    fn body_op(&mut self, inner: OperationRef<'c, 'a>) -> Result<(), ConvertError<'c, 'a>> {
        let name = op_name(&inner);
        let unconvertible = |why: &str| ConvertError {
            op: inner,
            message: format!("in a linalg.generic body {why}"),
        };
        let value = if name == "linalg.index" {
            let dim = int_attr(&inner, "dim").unwrap_or_default() as usize;
            self.loop_index(dim)
        } else if name == "arith.constant" {
            let attribute = inner.attribute("value").map_err(|_| unconvertible("has no value"))?;
            self.b.splat(attribute, &self.sizes)
        } else if name == "math.fpowi" {
            let exponent = inner.operand(1).expect("binary");
            let width = axe_dialects::ir::read::int_width(exponent.r#type()).unwrap_or(64);
            let n = axe_dialects::ir::read::constant_of(exponent, width).ok_or_else(|| {
                unconvertible("is a math.fpowi whose exponent is not a constant (only x ^ constant is converted)")
            })?;
            let x = self.value(inner.operand(0).expect("binary"))?;
            super::integer_power::expand(&self.b, x, n)
        } else if name == "math.absi" {
            // `x < 0 ? 0 - x : x`, which wraps at the minimum as llvm.abs without its poison flag
            // does: the NVVM conversion has no pattern for math.absi (torch-mlir's reflection pad).
            let x = self.value(inner.operand(0).expect("unary"))?;
            let (element, shape) = (element_of(x), shape_of(x));
            let zero = self.b.int_splat(0, element, &shape);
            let negative = self.b.compare(CmpIPredicate::Slt.code(), x, zero);
            let negated = self.b.arith("arith.subi", &[zero, x], element);
            self.b.select(negative, negated, x)
        } else if (name.starts_with("arith.") || name.starts_with("math."))
            && inner.result_count() == 1
            && inner.region_count() == 0
        {
            let mut operands = Vec::new();
            for operand in inner.operands() {
                operands.push(self.value(operand)?);
            }
            let result = self
                .b
                .tensor_type(&self.sizes, inner.result(0).expect("one result").r#type());
            let attributes: Vec<_> = inner.attributes().collect();
            self.b.value(
                OperationBuilder::new(name, self.b.source_location(inner))
                    .add_operands(&operands)
                    .add_attributes(&attributes)
                    .add_results(&[result]),
            )
        } else if name == "tensor.extract" {
            self.gather(inner)?
        } else {
            return Err(unconvertible(
                "has no elementwise tensor form (only arith and math ops, linalg.index and tensor.extract convert)",
            ));
        };
        self.values
            .insert(value_key(inner.result(0).expect("one result").into()), value);
        Ok(())
    }

    /// `tensor.extract %t[%i, ...]` of indices computed in the body (an embedding's row):
    /// `uop.gather` of `%t` at the loop-space tensors of the indices, which clamps each
    /// into its axis (UOpTensorOps.td). `%t` comes from outside the body, whole.
    fn gather(&mut self, inner: OperationRef<'c, 'a>) -> Result<Value<'c, 'a>, ConvertError<'c, 'a>> {
        let unconvertible = |why: String| ConvertError {
            op: inner,
            message: format!("in a linalg.generic body {why}"),
        };
        let source = inner.operand(0).expect("tensor.extract has a tensor");
        let Some((shape, _)) = tensor_shape(source.r#type()) else {
            return Err(unconvertible(format!(
                "extracts from {}, not a static tensor",
                source.r#type()
            )));
        };
        if defining_op(source).is_some_and(|d| d.block().is_some_and(|b| b == self.body)) {
            return Err(unconvertible(
                "extracts from a tensor computed in the body (only tensors from outside it are gathered from)".into(),
            ));
        }
        if shape.contains(&0) {
            return Err(unconvertible(format!(
                "extracts from {}, an empty tensor (no element to read)",
                source.r#type()
            )));
        }
        let mut indices = Vec::new();
        for index in inner.operands().skip(1) {
            indices.push(self.value(index)?);
        }
        Ok(self
            .b
            .gather(self.b.source_location(inner), source, &indices, &self.sizes))
    }

    /// `value` (in the iteration space) guarded by the body's runtime checks, in body order:
    /// `uop.assert` of each check's condition at the check's location, so the value exists
    /// only where every check holds.
    fn guard(
        &mut self,
        value: Value<'c, 'a>,
        checks: &[OperationRef<'c, 'a>],
    ) -> Result<Value<'c, 'a>, ConvertError<'c, 'a>> {
        let mut guarded = value;
        for check in checks {
            let condition = self.value(check.operand(0).expect("cf.assert has a condition"))?;
            let message = check.attribute("msg").map_err(|_| ConvertError {
                op: *check,
                message: "has no message".into(),
            })?;
            guarded = self
                .b
                .guard(self.b.source_location(*check), condition, guarded, message);
        }
        Ok(guarded)
    }

    /// `linalg.index dim`: 0 .. extent-1 along loop `dim`, broadcast over the rest.
    fn loop_index(&self, dim: usize) -> Value<'c, 'a> {
        self.b.arange(melior::ir::Type::index(self.b.context), dim, &self.sizes)
    }
}

/// The body's runtime checks: each `cf.assert` whose condition is not proven (those are
/// removed with a remark: a constant true, or a comparison that the ranges of its operands
/// decide, such as a `linalg.index` against its loop's extent or the elements of a constant
/// input). Body ops that have effects
/// and no results are never reached from a yield; any other is refused by name, so that no
/// effect is dropped silently.
fn runtime_checks<'c, 'a>(
    converter: &Converter<'c, 'a, '_>,
) -> Result<Vec<OperationRef<'c, 'a>>, ConvertError<'c, 'a>> {
    let mut checks = Vec::new();
    let mut current = converter.body.first_operation();
    while let Some(inner) = current {
        current = inner.next_in_block();
        let name = op_name(&inner);
        if inner.result_count() > 0 || name == "linalg.yield" {
            continue;
        }
        if name != "cf.assert" {
            return Err(ConvertError {
                op: inner,
                message: "in a linalg.generic body has effects and no results, which have no tensor-level uop form"
                    .into(),
            });
        }
        let condition = inner.operand(0).expect("cf.assert has a condition");
        if axe_dialects::ir::read::constant_of(condition, 1).is_some_and(|v| v != 0) {
            axe_dialects::diagnostic::emit_remark(
                &inner,
                "cf.assert of a constant true condition removed: the check cannot fail",
            );
        } else if proven_by_ranges(converter, condition) {
            axe_dialects::diagnostic::emit_remark(
                &inner,
                "cf.assert removed: the ranges of its operands prove the condition (constants, linalg.index within its loop's extent, a constant input's elements)",
            );
        } else {
            checks.push(inner);
        }
    }
    Ok(checks)
}

/// Whether `condition` is an `arith.cmpi` that holds for every value its operands can take:
/// each operand a constant, a `linalg.index` (0 .. extent - 1) or an element of a constant
/// input, through sign-preserving casts ([`body_interval`]).
fn proven_by_ranges(converter: &Converter, condition: Value) -> bool {
    let Some(compare) = defining_op(condition).filter(|d| op_name(d) == "arith.cmpi") else {
        return false;
    };
    let Some(predicate) = axe_dialects::ir::read::cmpi_predicate(&compare) else {
        return false;
    };
    let (Some(lhs), Some(rhs)) = (
        compare.operand_at(0).and_then(|v| body_interval(converter, v)),
        compare.operand_at(1).and_then(|v| body_interval(converter, v)),
    ) else {
        return false;
    };
    let unsigned = matches!(predicate, CmpPred::Ult | CmpPred::Ule | CmpPred::Ugt | CmpPred::Uge);
    if unsigned && !(lhs.nonneg() && rhs.nonneg()) {
        return false;
    }
    lhs.cmp(predicate, rhs).as_point() == Some(1)
}

/// The values `v` can take in the body: a constant, a `linalg.index` of the body, the element
/// of an input that is a constant tensor (torch-mlir's position ids), or any of these through
/// `arith.index_cast` or `arith.extsi` (exact where the interval fits the result).
fn body_interval(converter: &Converter, v: Value) -> Option<Interval> {
    let width = axe_dialects::ir::read::int_width(v.r#type())?;
    if width == 1 {
        return None;
    }
    if let Some(c) = axe_dialects::ir::read::constant_of(v, width) {
        return Some(Interval::point(c));
    }
    let raw = v.to_raw();
    if unsafe { mlir_sys::mlirValueIsABlockArgument(raw) }
        && unsafe { mlir_sys::mlirBlockArgumentGetOwner(raw) }.ptr == converter.body.to_raw().ptr
    {
        let n = unsafe { mlir_sys::mlirBlockArgumentGetArgNumber(raw) } as usize;
        return (n < converter.inputs)
            .then(|| constant_interval(converter.operands[n]))
            .flatten();
    }
    let def = defining_op(v).filter(|d| d.block().is_some_and(|b| b == converter.body))?;
    match op_name(&def) {
        "linalg.index" => {
            let extent = *converter.sizes.get(usize::try_from(int_attr(&def, "dim")?).ok()?)?;
            Interval::try_new(0, extent.checked_sub(1)?)
        }
        "arith.index_cast" | "arith.extsi" => {
            let inner = body_interval(converter, def.operand_at(0)?)?;
            inner.fits_in(width, true).then_some(inner)
        }
        _ => None,
    }
}

/// The smallest and largest element of `tensor` where it is an `arith.constant` of integers
/// (a `dense_resource` blob too); `None` for anything else.
fn constant_interval(tensor: Value) -> Option<Interval> {
    let constant = defining_op(tensor).filter(|d| op_name(d) == "arith.constant")?;
    let (_, element) = tensor_shape(tensor.r#type())?;
    let width = axe_dialects::ir::read::int_width(element).filter(|w| [8, 16, 32, 64].contains(w))?;
    let dense = axe_dialects::ir::dense_resource::resolved(constant.attribute("value").ok()?).ok()?;
    let raw = dense.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADenseElements(raw) } {
        return None;
    }
    let count = if unsafe { mlir_sys::mlirDenseElementsAttrIsSplat(raw) } {
        1
    } else {
        unsafe { mlir_sys::mlirElementsAttrGetNumElements(raw) }
    };
    let (lo, hi) = (0..count as isize)
        .map(|i| axe_dialects::ir::read::dense_integer_at(raw, width, i))
        .fold((i64::MAX, i64::MIN), |(lo, hi), x| (lo.min(x), hi.max(x)));
    Interval::try_new(lo, hi)
}

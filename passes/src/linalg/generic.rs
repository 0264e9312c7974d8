//! `linalg.generic` on tensors to tensor-level uop ops.
//!
//! The iteration space is a tensor with one axis per loop dimension, in loop
//! order. Each operand is brought into it by its indexing map (shrink and
//! reshape away constant results, permute into loop order, reshape in the
//! missing loops, expand them); the body's scalar `arith`/`math` ops become
//! the same ops on tensors of that shape; a yielded value is permuted into
//! its output's order. A reduction output must yield `acc <op> x` (add, mul,
//! max, min): `x` becomes `uop.reduce_axis` over the reduction loops, combined
//! with the output's initial value exactly as linalg's loops would (see
//! [`reduce_into`]).

use super::{
    ConvertError,
    indexing_maps::{self, IndexingMap, MapResult},
    tensor_builder::{ReduceKind, TensorBuilder, element_of, shape_of},
    windows,
};
use crate::mlir::ir::{defining_op, i64_array, int_attr, op_name, value_key};
use crate::rangeify::tensor_shape;
use melior::{
    Context,
    ir::{
        Attribute, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike,
        attribute::AttributeLike,
        operation::{OperationBuilder, OperationLike},
    },
};
use std::collections::HashMap;

/// The combiners a reduction body may apply to its accumulator, with the
/// `uop.reduce_axis` kind and whether reassociating them is exact (integer
/// wrap-around, signed and NaN-propagating max/min are associative and
/// commutative; float add and mul are not).
const COMBINERS: &[(&str, ReduceKind, bool)] = &[
    ("arith.addf", ReduceKind::Add, false),
    ("arith.mulf", ReduceKind::Mul, false),
    ("arith.addi", ReduceKind::Add, true),
    ("arith.muli", ReduceKind::Mul, true),
    ("arith.maximumf", ReduceKind::Max, true),
    ("arith.minimumf", ReduceKind::Min, true),
    ("arith.maxsi", ReduceKind::Max, true),
    ("arith.minsi", ReduceKind::Min, true),
];

struct Reduction<'c, 'a> {
    combiner: OperationRef<'c, 'a>,
    kind: ReduceKind,
    exact_reassociation: bool,
    /// The combined value that is not the accumulator.
    operand: Value<'c, 'a>,
}

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
}

pub fn convert<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>) -> Result<(), ConvertError<'c, 'a>> {
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
    let body = op.region(0).ok().and_then(|r| r.first_block()).ok_or_else(|| error("has no body".into()))?;
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
    };
    let terminator = body.terminator().ok_or_else(|| error("has a body without linalg.yield".into()))?;
    let yielded: Vec<Value> = terminator.operands().collect();
    let reductions = if converter.reducing {
        (0..outputs).map(|k| converter.reduction(k, yielded[k]).map(Some)).collect::<Result<Vec<_>, _>>()?
    } else {
        (0..outputs).map(|_| None).collect()
    };
    let combiners: Vec<usize> = reductions.iter().flatten().map(|r| r.combiner.to_raw().ptr as usize).collect();
    let mut current = body.first_operation();
    while let Some(inner) = current {
        current = inner.next_in_block();
        if inner.to_raw().ptr == terminator.to_raw().ptr || combiners.contains(&(inner.to_raw().ptr as usize)) {
            continue;
        }
        converter.body_op(inner)?;
    }
    let mut results = Vec::new();
    for k in 0..outputs {
        let out_dims = converter.output_dims(k, &space.reduction)?;
        let result = match &reductions[k] {
            None => {
                let full = converter.value(yielded[k])?;
                let order: Vec<i64> = out_dims.iter().map(|&d| d as i64).collect();
                converter.b.permute(full, &order)
            }
            Some(reduction) => {
                let x = converter.value(reduction.operand)?;
                reduce_into(&converter.b, reduction, x, converter.operands[inputs + k], &out_dims, &space.reduction)
            }
        };
        results.push(result);
    }
    for (k, result) in results.into_iter().enumerate() {
        let old: Value = op.result(k).expect("one result per output").into();
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), result.to_raw()) };
    }
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    Ok(())
}

/// Each loop's extent, from the operands that index by it.
fn loop_sizes(operands: &[Value], maps: &[IndexingMap], loops: usize) -> Result<Vec<i64>, String> {
    let mut sizes = vec![None; loops];
    for (operand, map) in operands.iter().zip(maps) {
        let Some((shape, _)) = tensor_shape(operand.r#type()) else { continue };
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
    /// reduction's output omits exactly the reduction loops).
    fn output_dims(&self, k: usize, reduction: &[bool]) -> Result<Vec<usize>, ConvertError<'c, 'a>> {
        let map = &self.maps[self.inputs + k];
        let dims = map.dims();
        let parallel: Vec<usize> = (0..reduction.len()).filter(|&d| !reduction[d]).collect();
        let mut sorted = dims.clone();
        sorted.sort_unstable();
        if dims.len() != map.results.len() || sorted != parallel {
            return Err(self.error(format!(
                "has output {k} whose indexing map does not list every parallel loop once (and no reduction loop)"
            )));
        }
        Ok(dims)
    }

    /// Recognizes output `k`'s yield as `acc <combiner> x`.
    fn reduction(&self, k: usize, yielded: Value<'c, 'a>) -> Result<Reduction<'c, 'a>, ConvertError<'c, 'a>> {
        let accumulator: Value = self.body.argument(self.inputs + k).expect("one argument per operand").into();
        let refuse = || {
            self.error(format!(
                "is a reduction whose output {k} is not yielded as its accumulator combined with one value by addf, addi, mulf, muli, maximumf, minimumf, maxsi or minsi"
            ))
        };
        let combiner = defining_op(yielded).filter(|d| d.block().is_some_and(|b| b == self.body)).ok_or_else(refuse)?;
        let name = op_name(&combiner);
        let &(_, kind, exact_reassociation) = COMBINERS.iter().find(|(n, _, _)| *n == name).ok_or_else(refuse)?;
        let (lhs, rhs) = (combiner.operand(0).expect("binary"), combiner.operand(1).expect("binary"));
        let operand = match (lhs == accumulator, rhs == accumulator) {
            (true, false) => rhs,
            (false, true) => lhs,
            _ => return Err(refuse()),
        };
        Ok(Reduction { combiner, kind, exact_reassociation, operand })
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
            // Only a combiner is skipped, so this is the combined value read again.
            return Err(ConvertError {
                op: def,
                message: "is a reduction's combiner whose result the body reads (only linalg.yield may)".into(),
            });
        } else {
            let constant = defining_op(v).filter(|d| op_name(d) == "arith.constant").and_then(|d| d.attribute("value").ok());
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
            let constant = defining_op(operand).filter(|d| op_name(d) == "arith.constant").and_then(|d| d.attribute("value").ok());
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
            let literal = if unsafe { mlir_sys::mlirTypeIsAFloat(melior::ir::TypeLike::to_raw(&element)) } { "0.0" } else { "0" };
            let zero = Attribute::parse(self.b.context, &format!("{literal} : {element}"))
                .ok_or_else(|| self.error(format!("has operand {n} of element type {element}, which has no zero")))?;
            return Ok(self.b.splat(zero, &self.sizes));
        }
        // Constant results pick one element of their axis; windows become one
        // axis per loop dimension (last axis first, so that the earlier ones
        // keep their positions); then the constants' axes are dropped.
        let mut begin = Vec::new();
        let mut end = Vec::new();
        for (j, result) in map.results.iter().enumerate() {
            // The verifier has checked that c lies inside the axis.
            let (b, e) = if let MapResult::Constant(c) = *result { (c, c + 1) } else { (0, shape[j]) };
            begin.push(b);
            end.push(e);
        }
        let mut picked = self.b.shrink(operand, &begin, &end);
        let mut axes: Vec<Vec<usize>> = Vec::new();
        for (j, result) in map.results.iter().enumerate().rev() {
            axes.insert(0, match result {
                MapResult::Constant(_) => vec![],
                MapResult::Dim(k) => vec![*k],
                MapResult::Window(window) => {
                    let (windowed, dims) = windows::window_axis(&self.b, picked, j, window, &self.sizes)
                        .map_err(|why| self.error(format!("has indexing map {n} whose result {j} {why}")))?;
                    picked = windowed;
                    dims
                }
            });
        }
        let kept_dims: Vec<usize> = axes.concat();
        let kept_shape: Vec<i64> = kept_dims.iter().map(|&k| self.sizes[k]).collect();
        let picked = self.b.reshape(picked, &kept_shape);
        let mut order: Vec<usize> = (0..kept_dims.len()).collect();
        order.sort_by_key(|&j| kept_dims[j]);
        let ordered = self.b.permute(picked, &order.iter().map(|&j| j as i64).collect::<Vec<_>>());
        let with_ones: Vec<i64> =
            (0..self.sizes.len()).map(|k| if kept_dims.contains(&k) { self.sizes[k] } else { 1 }).collect();
        let placed = self.b.reshape(ordered, &with_ones);
        Ok(self.b.expand(placed, &self.sizes))
    }

    /// One scalar body op as the same op on iteration-space tensors.
    fn body_op(&mut self, inner: OperationRef<'c, 'a>) -> Result<(), ConvertError<'c, 'a>> {
        let name = op_name(&inner);
        let unconvertible = |why: &str| ConvertError { op: inner, message: format!("in a linalg.generic body {why}") };
        let value = if name == "linalg.index" {
            let dim = int_attr(&inner, "dim").unwrap_or_default() as usize;
            self.loop_index(dim)
        } else if name == "arith.constant" {
            let attribute = inner.attribute("value").map_err(|_| unconvertible("has no value"))?;
            self.b.splat(attribute, &self.sizes)
        } else if (name.starts_with("arith.") || name.starts_with("math.")) && inner.result_count() == 1 && inner.region_count() == 0 {
            let mut operands = Vec::new();
            for operand in inner.operands() {
                operands.push(self.value(operand)?);
            }
            let result = self.b.tensor_type(&self.sizes, inner.result(0).expect("one result").r#type());
            let attributes: Vec<_> = inner.attributes().collect();
            self.b.insert(
                OperationBuilder::new(name, inner.location())
                    .add_operands(&operands)
                    .add_attributes(&attributes)
                    .add_results(&[result]),
            )
        } else {
            return Err(unconvertible("has no elementwise tensor form (only arith and math ops and linalg.index convert)"));
        };
        self.values.insert(value_key(inner.result(0).expect("one result").into()), value);
        Ok(())
    }

    /// `linalg.index dim`: 0 .. extent-1 along loop `dim`, broadcast over the rest.
    fn loop_index(&self, dim: usize) -> Value<'c, 'a> {
        let extent = self.sizes[dim];
        let items: Vec<String> = (0..extent).map(|i| i.to_string()).collect();
        let ty = self.b.tensor_type(&[extent], melior::ir::Type::index(self.b.context));
        let dense = Attribute::parse(self.b.context, &format!("dense<[{}]> : {ty}", items.join(", "))).expect("a dense index vector");
        let arange = self.b.constant(dense);
        let shape: Vec<i64> = (0..self.sizes.len()).map(|k| if k == dim { extent } else { 1 }).collect();
        let placed = self.b.reshape(arange, &shape);
        self.b.expand(placed, &self.sizes)
    }
}

/// The reduction of `x` (iteration space) over the reduction loops, in
/// output `out_dims` order, combined with `init`. linalg's loops compute
/// `((init <op> x0) <op> x1) ...`, reduction loops row-major. Where that
/// equals `init <op> reduce(x)` (an exactly reassociable combiner) or
/// `reduce(x)` (an initial value that is the identity the reduction starts
/// from: +0.0 for add, 1.0 for mul), that short form is used; otherwise the
/// reduction loops are flattened to one axis and `init` is placed in front
/// of it, so the order is linalg's.
fn reduce_into<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    x: Value<'c, 'a>,
    init: Value<'c, 'a>,
    out_dims: &[usize],
    is_reduction: &[bool],
) -> Value<'c, 'a> {
    let sizes = shape_of(x);
    let reduced: Vec<usize> = (0..sizes.len()).filter(|&d| is_reduction[d]).collect();
    let parallel: Vec<usize> = (0..sizes.len()).filter(|&d| !is_reduction[d]).collect();
    let parallel_shape: Vec<i64> = parallel.iter().map(|&d| sizes[d]).collect();
    // Output axis j is loop out_dims[j]; in the parallel-loop-order tensor it is at this position.
    let to_output: Vec<i64> = out_dims.iter().map(|d| parallel.iter().position(|p| p == d).expect("parallel") as i64).collect();
    if is_identity(init, reduction.kind) || reduction.exact_reassociation {
        let axes: Vec<i64> = reduced.iter().map(|&d| d as i64).collect();
        let total = b.reduce_axis(reduction.kind, x, &axes);
        let total = b.reshape(total, &parallel_shape);
        let total = b.permute(total, &to_output);
        if is_identity(init, reduction.kind) {
            return total;
        }
        let attributes: Vec<_> = reduction.combiner.attributes().collect();
        return b.insert(
            OperationBuilder::new(op_name(&reduction.combiner), reduction.combiner.location())
                .add_operands(&[init, total])
                .add_attributes(&attributes)
                .add_results(&[init.r#type()]),
        );
    }
    let count: i64 = reduced.iter().map(|&d| sizes[d]).product();
    let order: Vec<i64> = parallel.iter().chain(&reduced).map(|&d| d as i64).collect();
    let rows = b.permute(x, &order);
    let mut flat_shape = parallel_shape.clone();
    flat_shape.push(count);
    let rows = b.reshape(rows, &flat_shape);
    let mut low = vec![0; flat_shape.len()];
    *low.last_mut().expect("one reduction axis") = 1;
    let room = b.pad(rows, &low, &vec![0; flat_shape.len()]);
    // init is in output order; bring it to parallel-loop order, one element per row.
    let mut from_output = vec![0i64; to_output.len()];
    for (j, &p) in to_output.iter().enumerate() {
        from_output[p as usize] = j as i64;
    }
    let first = b.permute(init, &from_output);
    let mut first_shape = parallel_shape.clone();
    first_shape.push(1);
    let first = b.reshape(first, &first_shape);
    let sequence = b.overlay(room, first, &vec![0; flat_shape.len()]);
    let total = b.reduce_axis(reduction.kind, sequence, &[parallel_shape.len() as i64]);
    let total = b.reshape(total, &parallel_shape);
    b.permute(total, &to_output)
}

/// Whether `init` is a splat constant equal to the value `uop.reduce_axis`
/// starts from (the interpreter's and the lowering's identity): +0.0 or 0
/// for add, 1 for mul. Max and min are always combined (exactly).
fn is_identity(init: Value, kind: ReduceKind) -> bool {
    let Some(def) = defining_op(init).filter(|d| op_name(d) == "arith.constant") else { return false };
    let Ok(value) = def.attribute("value") else { return false };
    let raw = value.to_raw();
    unsafe {
        if !mlir_sys::mlirAttributeIsADenseElements(raw) || !mlir_sys::mlirDenseElementsAttrIsSplat(raw) {
            return false;
        }
        let element = mlir_sys::mlirDenseElementsAttrGetSplatValue(raw);
        let expected = match kind {
            ReduceKind::Add => 0.0,
            ReduceKind::Mul => 1.0,
            ReduceKind::Max | ReduceKind::Min => return false,
        };
        if mlir_sys::mlirAttributeIsAFloat(element) {
            let v = mlir_sys::mlirFloatAttrGetValueDouble(element);
            v == expected && v.is_sign_positive()
        } else if mlir_sys::mlirAttributeIsAInteger(element) {
            mlir_sys::mlirIntegerAttrGetValueInt(element) as f64 == expected
        } else {
            false
        }
    }
}


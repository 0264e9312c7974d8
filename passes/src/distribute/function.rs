//! One function: its grid, its arguments' pieces, and each op over distributed tensors rewritten
//! to act on pieces, with the collectives between.

use super::collectives::{local_tensor, Emitter};
use super::parallel::operand_dims;
use super::runtime_checks;
use axe_dialects::diagnostic::{emit_error, emit_error_at};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{
    defining_op, filled_float, filled_int, for_each_nested, op_name, splat_element, value_key,
};
use axe_dialects::ir::OperationAt;
use axe_distribute::{plan, Combine, Grid, Sharding};
use axe_layout::{AxisKind, Layout};
use melior::{
    ir::{
        attribute::{AttributeLike, StringAttribute, TypeAttribute},
        operation::{Operation, OperationBuilder, OperationLike, OperationMutLike, OperationRefMut},
        r#type::{FunctionType, RankedTensorType},
        Attribute, BlockLike, Identifier, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;

/// A ranked static tensor type's shape, element type and `#axe.layout` encoding (if any).
pub fn tensor_layout(ty: Type) -> Option<(Vec<i64>, Type, Option<Result<Layout, String>>)> {
    let tensor = RankedTensorType::try_from(ty).ok()?;
    let (shape, element) = crate::rangeify::tensor_shape(ty)?;
    let encoding = unsafe { mlir_sys::mlirRankedTensorTypeGetEncoding(tensor.to_raw()) };
    let layout = (!encoding.ptr.is_null())
        .then(|| axe_dialects::layout_attr::to_layout(unsafe { Attribute::from_raw(encoding) }))
        .flatten()
        .map(|r| r.map_err(|e| e.to_string()));
    Some((shape, element, layout))
}

fn is_device_layout(layout: &Layout) -> bool {
    layout.axes().iter().any(|a| a.kind() == AxisKind::Device)
}

/// Every type a function's signature and body mention.
fn types_of<'c>(function: &OperationRef<'c, '_>) -> Vec<Type<'c>> {
    let mut types = Vec::new();
    if let Ok(ty) = function_type(function) {
        types.extend((0..ty.input_count()).filter_map(|i| ty.input(i).ok()));
        types.extend((0..ty.result_count()).filter_map(|i| ty.result(i).ok()));
    }
    for_each_nested(function, &mut |op| {
        types.extend(
            (0..op.result_count())
                .filter_map(|i| op.result_at(i))
                .map(|r| r.r#type()),
        );
    });
    types
}

/// The layouts with device axes in a function's signature and body.
pub fn device_layouts(function: &OperationRef) -> Vec<Layout> {
    types_of(function)
        .into_iter()
        .filter_map(|t| tensor_layout(t)?.2?.ok())
        .filter(is_device_layout)
        .collect()
}

/// Whether a function uses a device axis.
pub fn has_device_axes(function: &OperationRef) -> bool {
    !device_layouts(function).is_empty()
}

fn function_type<'c>(function: &OperationRef<'c, '_>) -> Result<FunctionType<'c>, ()> {
    let attribute = function.attribute("function_type").map_err(|_| ())?;
    let ty = TypeAttribute::try_from(attribute).map_err(|_| ())?.value();
    FunctionType::try_from(ty).map_err(|_| ())
}

/// The sharding a tensor type asks for (replicated without a layout), or why it has none.
fn sharding_of(ty: Type, grid: &Grid) -> Result<(Vec<i64>, Sharding), String> {
    let Some((shape, _, layout)) = tensor_layout(ty) else {
        return Err(format!("{ty} is not a statically shaped tensor"));
    };
    match layout {
        None => Ok((shape.clone(), Sharding::replicated(shape.len()))),
        Some(Err(e)) => Err(e),
        Some(Ok(layout)) => Sharding::of_layout(&layout, &shape, grid)
            .map(|s| (shape, s))
            .map_err(|e| e.to_string()),
    }
}

struct Rewriter<'c, 'g> {
    context: &'c Context,
    grid: &'g Grid,
    grid_name: String,
    /// The sharding of each tensor value (by `value_key`) defined so far.
    shardings: HashMap<usize, (Vec<i64>, Sharding)>,
}

pub fn distribute(context: &Context, function: OperationRef) -> Result<(), ()> {
    let name = axe_dialects::ir::symbol(&function, "sym_name").unwrap_or_default();
    let grid = match Grid::of_layouts(&device_layouts(&function)) {
        Ok(grid) => grid,
        Err(e) => {
            emit_error(&function, &format!("has no process grid: {e}"));
            return Err(());
        }
    };
    let Some(entry) = function.region_at(0).and_then(|r| r.first_block()) else {
        emit_error(&function, "is a declaration; axe-distribute needs the body");
        return Err(());
    };
    let Ok(signature) = function_type(&function) else {
        return Err(());
    };
    let mut rewriter = Rewriter {
        context,
        grid: &grid,
        grid_name: format!("{name}_grid"),
        shardings: HashMap::new(),
    };
    rewriter.declare_grid(&function);

    // Arguments become pieces; each distributed one is checked against a fingerprint argument.
    let mut checked = Vec::new();
    for i in 0..entry.argument_count() {
        let argument = entry.argument(i).expect("in range");
        if tensor_layout(argument.r#type()).is_none() {
            continue;
        }
        let ty = argument.r#type();
        match sharding_of(ty, &grid) {
            Ok((shape, sharding)) => {
                let element = tensor_layout(ty).expect("a tensor").1;
                argument.set_type(local_tensor(&sharding.local_shape(&shape, &grid), element));
                if let Some((_, _, Some(Ok(layout)))) = tensor_layout(ty) {
                    checked.push((i, layout, shape.clone(), ty.to_string()));
                }
                rewriter.shardings.insert(value_key(argument.into()), (shape, sharding));
            }
            Err(e) => {
                emit_error_at(function.location(), &format!("argument {i} of @{name}: {e}"));
                return Err(());
            }
        }
    }
    runtime_checks::insert(context, &function, entry, &grid, &name, &checked);

    let mut failed = false;
    for op in crate::kernel_ir::ops_of(entry) {
        if let Err(message) = rewriter.rewrite(op, &signature) {
            emit_error(&op, &message);
            failed = true;
        }
    }
    if failed {
        return Err(());
    }
    crate::kernel_ir::erase_dead(entry);
    // The global accumulators a split matmul replaced with local ones.
    for op in crate::kernel_ir::ops_of(entry).into_iter().rev() {
        if matches!(op_name(&op), "tensor.empty" | "linalg.fill")
            && !axe_dialects::ir::read::has_uses(op.result(0).expect("one result").into())
        {
            unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
        }
    }
    rewriter.update_signature(function, entry, &signature, &checked);
    Ok(())
}

impl<'c> Rewriter<'c, '_> {
    fn emitter(&self, op: &OperationRef<'c, '_>) -> Emitter<'c, '_> {
        Emitter {
            context: self.context,
            grid: self.grid,
            grid_name: &self.grid_name,
            location: op.location(),
            combine: None,
        }
    }

    /// `shard.grid @<function>_grid(shape = ...)` in front of the function.
    fn declare_grid(&self, function: &OperationRef<'c, '_>) {
        let mut shape: Vec<String> = self.grid.shape().iter().map(i64::to_string).collect();
        // Device iters of extent 1 cut no digits: one process, which shard.grid spells as shape 1.
        if shape.is_empty() {
            shape.push("1".into());
        }
        let grid = OperationBuilder::new("shard.grid", function.location())
            .add_attributes(&[
                (
                    Identifier::new(self.context, "sym_name"),
                    StringAttribute::new(self.context, &self.grid_name).into(),
                ),
                // Private: once the collectives are lowered nothing names it, and symbol-dce drops it.
                (
                    Identifier::new(self.context, "sym_visibility"),
                    StringAttribute::new(self.context, "private").into(),
                ),
                (
                    Identifier::new(self.context, "shape"),
                    Attribute::parse(self.context, &format!("array<i64: {}>", shape.join(", "))).expect("an array"),
                ),
            ])
            .build()
            .expect("a well-formed grid");
        function
            .block()
            .expect("in a module")
            .insert_operation_before(*function, grid);
    }

    fn sharding_of_value(&self, value: Value) -> Result<(Vec<i64>, Sharding), String> {
        match self.shardings.get(&value_key(value)) {
            Some(s) => Ok(s.clone()),
            None if tensor_layout(value.r#type()).is_some() => sharding_of(value.r#type(), self.grid),
            None => Err("an operand is not a tensor".into()),
        }
    }

    /// Redistributes `value` in front of `before` to `to`; returns the new piece.
    fn redistribute<'a>(
        &self,
        before: OperationRef<'c, 'a>,
        value: Value<'c, 'a>,
        to: &Sharding,
    ) -> Result<Value<'c, 'a>, String> {
        let (shape, from) = self.sharding_of_value(value)?;
        let steps = plan(&from, to, &shape, self.grid).map_err(|e| e.to_string())?;
        Ok(self.emitter(&before).emit(before, value, &shape, &from, &steps))
    }

    fn rewrite<'a>(&mut self, op: OperationRef<'c, 'a>, signature: &FunctionType<'c>) -> Result<(), String> {
        let name = op_name(&op);
        match name {
            "axe.redistribute" => {
                let (shape, to) = sharding_of(op.result(0).expect("one result").r#type(), self.grid)?;
                let piece = self.redistribute(op, op.operand(0).expect("one operand"), &to)?;
                let result: Value = op.result(0).expect("one result").into();
                crate::kernel_ir::replace_uses(result, piece);
                self.shardings.insert(value_key(piece), (shape, to));
                unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
            }
            "tensor.empty" => {
                let result: Value = op.result(0).expect("one result").into();
                let (shape, sharding) = sharding_of(result.r#type(), self.grid)?;
                let element = tensor_layout(result.r#type()).expect("a tensor").1;
                result.set_type(local_tensor(&sharding.local_shape(&shape, self.grid), element));
                self.shardings.insert(value_key(result), (shape, sharding));
            }
            "linalg.fill" => {
                let init = op.operand(1).expect("an init");
                let sharding = self.sharding_of_value(init)?;
                let result: Value = op.result(0).expect("one result").into();
                result.set_type(init.r#type());
                self.shardings.insert(value_key(result), sharding);
            }
            "linalg.matmul" => self.matmul(op)?,
            "linalg.reduce" => self.reduce(op)?,
            "arith.constant" if op.result_at(0).is_some_and(|r| has_device_layout(r.into())) => self.splat(op)?,
            "func.return" => {
                for i in 0..op.operand_count() {
                    let value = op.operand(i).expect("in range");
                    let declared = signature
                        .result(i)
                        .map_err(|_| "more results than the signature has".to_string())?;
                    if tensor_layout(declared).is_none() {
                        continue;
                    }
                    let (_, to) = sharding_of(declared, self.grid)?;
                    let piece = self.redistribute(op, value, &to)?;
                    mutable(op).set_operand(i, piece);
                }
            }
            _ => {
                let shape_of = |v: Value| self.sharding_of_value(v).ok().map(|(s, _)| s);
                if let Some(dims) = operand_dims(&op, shape_of) {
                    return self.parallel(op, dims);
                }
                let mut distributed = false;
                let mut values: Vec<Value> = (0..op.operand_count()).filter_map(|i| op.operand_at(i)).collect();
                values.extend((0..op.result_count()).filter_map(|i| op.result_at(i)).map(Value::from));
                for v in values {
                    distributed |= tensor_layout(v.r#type())
                        .and_then(|t| t.2)
                        .and_then(Result::ok)
                        .is_some_and(|l| is_device_layout(&l));
                }
                if distributed {
                    return Err(format!(
                        "axe-distribute does not know how `{name}` acts on distributed tensors; give it replicated \
                         operands (axe.redistribute), or use linalg.matmul, linalg.reduce, linalg.broadcast, \
                         linalg.transpose or elementwise ops (arith, math, an all-parallel linalg.generic whose \
                         maps are permutations and unit broadcasts)"
                    ));
                }
            }
        }
        Ok(())
    }

    /// `C[M,N] = A[M,K] B[K,N]`: B is brought to A's split of K (and its own split of N where the
    /// axes are free); each process multiplies its pieces, a partial sum over the axes that split
    /// K; the collectives to C's declared distribution complete it.
    fn matmul<'a>(&mut self, op: OperationRef<'c, 'a>) -> Result<(), String> {
        let (a, b, init) = (
            op.operand(0).expect("A"),
            op.operand(1).expect("B"),
            op.operand(2).expect("C"),
        );
        let (a_shape, sa) = self.sharding_of_value(a)?;
        let (b_shape, sb) = self.sharding_of_value(b)?;
        if a_shape.len() != 2 || b_shape.len() != 2 || !sa.partial.is_empty() || !sb.partial.is_empty() {
            return Err("distributes 2-D matmuls of complete (not partial) operands".into());
        }
        let k_axes = sa.split[1].clone();
        let n_axes: Vec<usize> = sb.split[1]
            .iter()
            .copied()
            .filter(|g| !k_axes.contains(g) && !sa.split[0].contains(g))
            .collect();
        let b_needed = Sharding {
            split: vec![k_axes.clone(), n_axes.clone()],
            partial: vec![],
        };
        let b_piece = self.redistribute(op, b, &b_needed)?;
        mutable(op).set_operand(1, b_piece);
        let result: Value = op.result(0).expect("one result").into();
        let (c_shape, declared) = sharding_of(result.r#type(), self.grid)?;
        let local = Sharding {
            split: vec![sa.split[0].clone(), n_axes],
            partial: k_axes.clone(),
        };
        let element = tensor_layout(result.r#type()).expect("a tensor").1;
        let local_type = local_tensor(&local.local_shape(&c_shape, self.grid), element);
        // Each process's partial sum starts from zero; only a zero accumulator is the same
        // before and after the sum over processes.
        if !k_axes.is_empty() && !is_zero_fill(init) {
            return Err(
                "splits the contraction over processes, so its accumulator must be a linalg.fill of zero".into(),
            );
        }
        let fill = defining_op(init).filter(|d| op_name(d) == "linalg.fill");
        let fresh = self.zero_like(op, fill, local_type)?;
        mutable(op).set_operand(2, fresh);
        result.set_type(local_type);
        self.complete(op, result, c_shape, local, declared, Combine::sum(is_float(element)))
    }

    /// After `op`, whose `result` is a piece of `local` (maybe a partial result, whose pieces
    /// `combine` merges), the collectives that take it to its `declared` distribution; later uses
    /// read the completed value.
    fn complete<'a>(
        &mut self,
        op: OperationRef<'c, 'a>,
        result: Value<'c, 'a>,
        shape: Vec<i64>,
        local: Sharding,
        declared: Sharding,
        combine: Combine,
    ) -> Result<(), String> {
        self.shardings.insert(value_key(result), (shape.clone(), local.clone()));
        // The collectives go after the op: in front of its next op.
        let next = op.next_in_block().ok_or("the op ends its block")?;
        let steps = plan(&local, &declared, &shape, self.grid).map_err(|e| e.to_string())?;
        let emitter = Emitter {
            combine: Some(combine),
            ..self.emitter(&op)
        };
        let completed = emitter.emit(next, result, &shape, &local, &steps);
        if completed != result {
            unsafe {
                mlir_sys::mlirValueReplaceAllUsesExcept(
                    result.to_raw(),
                    completed.to_raw(),
                    1,
                    &mut first_user(completed),
                )
            };
        }
        self.shardings.insert(value_key(completed), (shape, declared));
        Ok(())
    }

    /// `linalg.reduce` of one input: each process reduces its piece. Kept dimensions keep their
    /// split; a reduced dimension split over processes leaves a partial result over those axes,
    /// which the collectives to the declared distribution complete with the body's own op (a sum,
    /// max or min: [`Combine`]), as for a split matmul. A sum's pieces start from zero; a max or
    /// min may start every piece from the init, since combining the init with itself keeps it.
    fn reduce<'a>(&mut self, op: OperationRef<'c, 'a>) -> Result<(), String> {
        if op.operand_count() != 2 || op.result_count() != 1 {
            return Err("distributes a linalg.reduce of one input and one init".into());
        }
        let (input, init) = (op.operand(0).expect("an input"), op.operand(1).expect("an init"));
        let (in_shape, split_in) = self.sharding_of_value(input)?;
        let dims = axe_dialects::ir::read::i64_array(&op, "dimensions").ok_or("a linalg.reduce without dimensions")?;
        let reduced = |d: usize| dims.contains(&(d as i64));
        let partial: Vec<usize> = (0..in_shape.len())
            .filter(|&d| reduced(d))
            .flat_map(|d| split_in.split[d].clone())
            .collect();
        let combine = body_combine(&op);
        let result: Value = op.result(0).expect("one result").into();
        let element = tensor_layout(result.r#type()).expect("a tensor").1;
        let combine = match combine {
            Some(c) => c,
            None if partial.is_empty() => Combine::sum(is_float(element)),
            None => {
                return Err(format!(
                    "splits a reduced dimension over processes, so its body must be one op that combines the pieces' results ({})",
                    Combine::accepted()
                ));
            }
        };
        if !partial.is_empty() && !combine.is_idempotent() && !is_zero_fill(init) {
            return Err("splits a reduced dimension over processes, so its init must be a linalg.fill of zero (every process would add it once)".into());
        }
        let (out_shape, declared) = sharding_of(result.r#type(), self.grid)?;
        let kept: Vec<Vec<usize>> = (0..in_shape.len())
            .filter(|&d| !reduced(d))
            .map(|d| split_in.split[d].clone())
            .collect();
        let local = Sharding {
            split: kept.clone(),
            partial,
        };
        let local_type = local_tensor(&local.local_shape(&out_shape, self.grid), element);
        let fill = defining_op(init).filter(|d| op_name(d) == "linalg.fill");
        let local_init = match fill {
            Some(_) => self.zero_like(op, fill, local_type)?,
            // The same init on every process of a partial group: replicated along its axes.
            None => self.redistribute(
                op,
                init,
                &Sharding {
                    split: kept,
                    partial: vec![],
                },
            )?,
        };
        mutable(op).set_operand(1, local_init);
        result.set_type(local_type);
        self.complete(op, result, out_shape, local, declared, combine)
    }

    /// An all-parallel op (see [`operand_dims`]): the result keeps its declared
    /// distribution (or, without one, takes the first distributed operand's splits through the
    /// dimensions it follows); every operand is brought to the result's splits on the dimensions
    /// it follows and to none on the unit ones it broadcasts, and the op acts on the pieces.
    /// Blocks are contiguous per dimension, so each piece of the result reads exactly the pieces
    /// of the operands the same maps pick. A partial result is completed on the way (the op is
    /// not linear in general), and a replicated operand is only sliced.
    fn parallel<'a>(&mut self, op: OperationRef<'c, 'a>, dims: Vec<Vec<Option<usize>>>) -> Result<(), String> {
        let result: Value = op.result(0).expect("one result").into();
        let (shape, mut target) = sharding_of(result.r#type(), self.grid)?;
        if !has_device_layout(result) {
            let replicated = Sharding::replicated(shape.len());
            let derived = dims.iter().enumerate().find_map(|(i, follows)| {
                let (_, s) = self.shardings.get(&value_key(op.operand_at(i)?))?;
                let mut split = vec![Vec::new(); shape.len()];
                for (d, k) in follows.iter().enumerate() {
                    if let Some(k) = k {
                        split[*k] = s.split[d].clone();
                    }
                }
                let derived = Sharding { split, partial: vec![] };
                (derived != replicated).then_some(derived)
            });
            if let Some(derived) = derived {
                target = derived;
            }
        }
        for (i, follows) in dims.iter().enumerate() {
            let needed = Sharding {
                split: follows
                    .iter()
                    .map(|k| k.map(|k| target.split[k].clone()).unwrap_or_default())
                    .collect(),
                partial: vec![],
            };
            let piece = self.redistribute(op, op.operand(i).expect("in range"), &needed)?;
            mutable(op).set_operand(i, piece);
        }
        let element = tensor_layout(result.r#type()).expect("a tensor").1;
        let local = target.local_shape(&shape, self.grid);
        result.set_type(local_tensor(&local, element));
        if op_name(&op) == "tensor.expand_shape" {
            let sizes: Vec<String> = local.iter().map(i64::to_string).collect();
            let attribute =
                Attribute::parse(self.context, &format!("array<i64: {}>", sizes.join(", "))).expect("an array");
            mutable(op).set_attribute("static_output_shape", attribute);
        }
        self.shardings.insert(value_key(result), (shape, target));
        Ok(())
    }

    /// A splat constant with a distributed type: every piece is the same splat.
    fn splat<'a>(&mut self, op: OperationRef<'c, 'a>) -> Result<(), String> {
        let result: Value = op.result(0).expect("one result").into();
        let value = op
            .attribute("value")
            .map_err(|_| "a constant without a value".to_string())?;
        let Some(repeated) = splat_element(value) else {
            return Err(
                "axe-distribute: a non-splat constant on distributed tensors has no piece per process yet; \
                        give it a replicated type and let the op that reads it slice it"
                    .into(),
            );
        };
        let (shape, sharding) = sharding_of(result.r#type(), self.grid)?;
        let element = tensor_layout(result.r#type()).expect("a tensor").1;
        let local = local_tensor(&sharding.local_shape(&shape, self.grid), element);
        let splat = unsafe { mlir_sys::mlirDenseElementsAttrSplatGet(local.to_raw(), repeated.to_raw()) };
        mutable(op).set_attribute("value", unsafe { Attribute::from_raw(splat) });
        result.set_type(local);
        self.shardings.insert(value_key(result), (shape, sharding));
        Ok(())
    }

    /// A local accumulator of `ty`: the fill's value (or zero) into a fresh `tensor.empty`.
    fn zero_like<'a>(
        &self,
        before: OperationRef<'c, 'a>,
        fill: Option<OperationRef<'c, 'a>>,
        ty: Type<'c>,
    ) -> Result<Value<'c, 'a>, String> {
        let block = before.block().expect("in a block");
        let empty = OperationBuilder::new("tensor.empty", before.location())
            .add_results(&[ty])
            .build()
            .expect("an empty tensor");
        let empty: Value = block
            .insert_operation_before(before, empty)
            .result(0)
            .expect("one result")
            .into();
        let Some(fill) = fill else { return Ok(empty) };
        let value = fill.operand(0).expect("a fill value");
        let mut cloned = unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(fill.to_raw())) };
        cloned.set_operand(0, value);
        cloned.set_operand(1, empty);
        let cloned = block.insert_operation_before(before, cloned);
        let result: Value = cloned.result(0).expect("one result").into();
        result.set_type(ty);
        Ok(result)
    }

    fn update_signature(
        &self,
        function: OperationRef<'c, '_>,
        entry: melior::ir::BlockRef<'c, '_>,
        signature: &FunctionType<'c>,
        checked: &[(usize, Layout, Vec<i64>, String)],
    ) {
        let inputs: Vec<Type> = (0..entry.argument_count())
            .map(|i| entry.argument(i).expect("in range").r#type())
            .collect();
        let results: Vec<Type> = (0..signature.result_count())
            .map(|i| {
                let declared = signature.result(i).expect("in range");
                match sharding_of(declared, self.grid) {
                    Ok((shape, s)) => local_tensor(
                        &s.local_shape(&shape, self.grid),
                        tensor_layout(declared).expect("a tensor").1,
                    ),
                    Err(_) => declared,
                }
            })
            .collect();
        let ty = FunctionType::new(self.context, &inputs, &results);
        let mut function = mutable(function);
        function.set_attribute("function_type", TypeAttribute::new(ty.into()).into());
        let global = TypeAttribute::new((*signature).into());
        function.set_attribute(attribute_names::DISTRIBUTED, global.into());
        // The fingerprint arguments (one per distributed argument, in order, after the others; the
        // global signature `axe.distributed` says which) carry no attributes of their own.
        if let Ok(existing) = function.attribute("arg_attrs") {
            let mut attrs: Vec<String> = (0..signature.input_count())
                .map(|i| {
                    unsafe { Attribute::from_raw(mlir_sys::mlirArrayAttrGetElement(existing.to_raw(), i as isize)) }
                        .to_string()
                })
                .collect();
            attrs.extend(checked.iter().map(|_| "{}".to_string()));
            let text = format!("[{}]", attrs.join(", "));
            function.set_attribute(
                "arg_attrs",
                Attribute::parse(self.context, &text).expect("argument attributes"),
            );
        }
    }
}

/// Whether `value` is a tensor whose layout uses a device axis.
fn has_device_layout(value: Value) -> bool {
    tensor_layout(value.r#type())
        .and_then(|t| t.2)
        .is_some_and(|l| l.is_ok_and(|l| is_device_layout(&l)))
}

/// A `linalg.generic` whose iterators are all parallel and whose indexing maps are all the
/// identity: each output element is a function of the inputs' elements at the same point.
/// Whether a tensor element type is a float (its sum is `arith.addf`).
fn is_float(element: Type) -> bool {
    !(element.is_integer() || element.is_index())
}

/// The combine of a reduction whose body is one op of the two block arguments, yielded.
fn body_combine(op: &OperationRef) -> Option<Combine> {
    let combine = crate::linalg::reduction_body::single_combiner(op.region_at(0)?.first_block()?)?;
    Combine::of_op(op_name(&combine))
}

fn is_zero_fill(init: Value) -> bool {
    filled_int(init, 64) == Some(0) || filled_float(init) == Some(0.0)
}

/// The op that consumes the first collective's operand (to keep it when redirecting uses).
fn first_user(completed: Value) -> mlir_sys::MlirOperation {
    let mut op = defining_op(completed).expect("a collective");
    while let Some(prev) = op
        .operand_at(0)
        .and_then(defining_op)
        .filter(|d| op_name(d).starts_with("shard."))
    {
        op = prev;
    }
    op.to_raw()
}

/// The same op, to change in place (its operands, attributes).
fn mutable<'c, 'a>(op: OperationRef<'c, 'a>) -> OperationRefMut<'c, 'a> {
    unsafe { OperationRefMut::from_raw(op.to_raw()) }
}

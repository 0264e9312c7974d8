//! Emits one kernel graph as structured code. Effects are walked from the
//! `uop.sink`: a `uop.end` opens one `scf.for` per range (first outermost)
//! and emits its store inside; values are emitted on demand, each at the
//! innermost open loop among the ranges it varies with ([`RangeDeps`]) and
//! memoized per level, so a value is computed once where it dominates all
//! its uses inside one loop nest, and emitted again (cloned) when another
//! nest needs it after its level has closed.

use super::{
    floormod,
    loop_nest::Nest,
    ops,
    range_deps::{RangeDeps, bound_ranges},
    reduction::{Identity, ReduceKind},
};
use axe_dialects::{diagnostic::emit_error, pass::PassFailed};
use axe_passes::mlir::ir::{defining_op, i64_array, int_attr, op_name, value_key};
use melior::{
    Context,
    ir::{
        Attribute, Block, BlockLike, Identifier, Location, Operation, OperationRef, RegionLike, Type, TypeLike, Value,
        ValueLike, attribute::IntegerAttribute, operation::OperationLike,
    },
};
use std::collections::HashMap;

type Lowered<T> = Result<T, PassFailed>;

/// The state of lowering one kernel function.
pub struct KernelEmitter<'c, 'a> {
    context: &'c Context,
    function: OperationRef<'c, 'a>,
    deps: RangeDeps,
    nest: Nest<'c, 'a>,
    /// Old value key -> (new value, id of the level it lives in).
    emitted: HashMap<usize, (Value<'c, 'a>, usize)>,
    /// Index constants (loop bounds and steps) at function level.
    index_constants: HashMap<i64, Value<'c, 'a>>,
}

fn fail(op: &OperationRef, message: &str) -> PassFailed {
    emit_error(op, message);
    PassFailed
}

fn result_number(value: Value) -> usize {
    unsafe { mlir_sys::mlirOpResultGetResultNumber(value.to_raw()) as usize }
}

fn first_result<'c, 'a>(op: OperationRef<'c, 'a>) -> Value<'c, 'a> {
    op.result(0).expect("the op has a result").into()
}

impl<'c, 'a> KernelEmitter<'c, 'a> {
    pub fn new(context: &'c Context, function: OperationRef<'c, 'a>, deps: RangeDeps, nest: Nest<'c, 'a>) -> Self {
        KernelEmitter { context, function, deps, nest, emitted: HashMap::new(), index_constants: HashMap::new() }
    }

    fn insert(&mut self, level: usize, op: Operation<'c>) -> OperationRef<'c, 'a> {
        self.nest.insert(level, op)
    }

    fn insert_value(&mut self, level: usize, op: Operation<'c>) -> Value<'c, 'a> {
        first_result(self.insert(level, op))
    }

    fn index_constant(&mut self, value: i64, location: Location<'c>) -> Value<'c, 'a> {
        if let Some(&v) = self.index_constants.get(&value) {
            return v;
        }
        let ty = Type::index(self.context);
        let v = self.insert_value(0, ops::int_constant(self.context, ty, value, location));
        self.index_constants.insert(value, v);
        v
    }

    /// The innermost open level among the loops of the ranges `value`
    /// varies with; an error at `op` when one of them is not open.
    fn level_of(&self, op: &OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Lowered<usize> {
        let mut level = 0;
        for &range in self.deps.of(value).iter() {
            match self.nest.range(range) {
                Some((l, _)) => level = level.max(l),
                None => {
                    let axis = self.deps.axis(range).unwrap_or(-1);
                    return Err(fail(op, &format!("varies with range axis {axis}, which no enclosing uop.end or uop.reduce binds here")));
                }
            }
        }
        Ok(level)
    }

    /// Emits the effects and values the sink keeps alive.
    pub fn sink(&mut self, sink: &OperationRef<'c, 'a>) -> Lowered<()> {
        for operand in sink.operands() {
            if operand.r#type().to_string() == "!uop.effect" {
                self.effect(operand)?;
            } else {
                self.value(operand)?;
            }
        }
        Ok(())
    }

    /// Emits an effect (`uop.end` or `uop.store`).
    pub fn effect(&mut self, effect: Value<'c, 'a>) -> Lowered<()> {
        let Some(op) = defining_op(effect) else {
            let function = self.function;
            return Err(fail(&function, "has an effect that no uop.store or uop.end produces"));
        };
        match op_name(&op).as_str() {
            "uop.end" => {
                let level = self.level_of(&op, effect)?;
                let inner = op.operand(0).map_err(|_| fail(&op, "has no effect operand"))?;
                self.loops(&op, level, &bound_ranges(&op), None, |me, _| me.effect(inner).map(|()| None))?;
                Ok(())
            }
            "uop.store" => self.store(&op, effect),
            _ => Err(fail(&op, "produces an effect that convert-uop-to-scf cannot lower")),
        }
    }

    /// Emits `value` where its ranges are bound; returns the new value.
    pub fn value(&mut self, value: Value<'c, 'a>) -> Lowered<Value<'c, 'a>> {
        let Some(op) = defining_op(value) else {
            return Ok(value);
        };
        let name = op_name(&op);
        if name == "uop.range" {
            return match self.nest.range(value_key(value)) {
                Some((_, iv)) => Ok(iv),
                None => {
                    let axis = int_attr(&op, "axis").unwrap_or(-1);
                    Err(fail(&op, &format!("(axis {axis}) is used where no enclosing uop.end or uop.reduce binds it")))
                }
            };
        }
        if let Some(&(new, id)) = self.emitted.get(&value_key(value)) {
            if self.nest.is_open(id) {
                return Ok(new);
            }
        }
        let level = self.level_of(&op, value)?;
        let results = match name.as_str() {
            "uop.reduce" => vec![self.reduce(&op, level)?],
            "uop.load" => vec![self.load(&op, level)?],
            "uop.floormod" => vec![self.floormod(&op, level)?],
            "uop.special" => vec![self.special(&op, level)?],
            _ if name.starts_with("uop.") => {
                return Err(fail(&op, "is used as a value, which convert-uop-to-scf cannot lower"));
            }
            _ => self.clone_op(&op, level)?,
        };
        let id = self.nest.id(level);
        for (result, new) in op.results().zip(&results) {
            self.emitted.insert(value_key(result.into()), (*new, id));
        }
        Ok(results[result_number(value)])
    }

    /// Any other op (arith, math, memref views, constants): cloned with its
    /// operands replaced by their emitted values.
    fn clone_op(&mut self, op: &OperationRef<'c, 'a>, level: usize) -> Lowered<Vec<Value<'c, 'a>>> {
        let mut operands = Vec::new();
        for operand in op.operands() {
            operands.push(self.value(operand)?);
        }
        let clone = unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
        for (i, operand) in operands.iter().enumerate() {
            unsafe { mlir_sys::mlirOperationSetOperand(clone.to_raw(), i as isize, operand.to_raw()) };
        }
        let new = self.insert(level, clone);
        Ok(new.results().map(Into::into).collect())
    }

    /// Opens one `scf.for` per range at `level` (first range outermost),
    /// threading `init` through all of them as an iter_arg when given, runs
    /// `body` inside the innermost with its accumulator, and closes them;
    /// returns what the outermost loop yields.
    fn loops(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        ranges: &[Value<'c, 'a>],
        init: Option<Value<'c, 'a>>,
        body: impl FnOnce(&mut Self, Option<Value<'c, 'a>>) -> Lowered<Option<Value<'c, 'a>>>,
    ) -> Lowered<Option<Value<'c, 'a>>> {
        let entered = self.nest.enter(level);
        let outcome = self.loops_at_innermost(op, ranges, init, body);
        self.nest.leave(entered);
        outcome
    }

    fn loops_at_innermost(
        &mut self,
        op: &OperationRef<'c, 'a>,
        ranges: &[Value<'c, 'a>],
        init: Option<Value<'c, 'a>>,
        body: impl FnOnce(&mut Self, Option<Value<'c, 'a>>) -> Lowered<Option<Value<'c, 'a>>>,
    ) -> Lowered<Option<Value<'c, 'a>>> {
        let mut opened = Vec::new();
        let mut accumulator = init;
        for &range in ranges {
            let range_op = defining_op(range)
                .filter(|d| op_name(d) == "uop.range")
                .ok_or_else(|| fail(op, "binds a value that is not a uop.range"))?;
            let end = range_op.operand(0).map_err(|_| fail(&range_op, "has no end"))?;
            let end = self.value(end)?;
            let location = range_op.location();
            let zero = self.index_constant(0, location);
            let one = self.index_constant(1, location);
            let index = Type::index(self.context);
            let mut arguments = vec![(index, location)];
            arguments.extend(accumulator.map(|a| (a.r#type(), location)));
            let inits: Vec<Value> = accumulator.into_iter().collect();
            let for_op = ops::scf_for([zero, end, one], &inits, Block::new(&arguments), location);
            let innermost = self.nest.depth() - 1;
            let for_ref = self.insert(innermost, for_op);
            let body_block = for_ref.region(0).ok().and_then(|r| r.first_block()).expect("scf.for has a body");
            let iv: Value = body_block.argument(0).expect("the induction variable").into();
            accumulator = body_block.argument(1).ok().map(Into::into);
            self.nest.push(for_ref, body_block, (value_key(range), iv));
            opened.push((for_ref, location));
        }
        let mut yielded = body(self, accumulator)?;
        for (for_ref, location) in opened.into_iter().rev() {
            let block = self.nest.pop();
            let values: Vec<Value> = yielded.into_iter().collect();
            block.append_operation(ops::scf_yield(&values, location));
            yielded = for_ref.result(0).ok().map(Into::into);
        }
        Ok(yielded)
    }

    /// `uop.reduce`: an `scf.for` nest carrying the accumulator.
    fn reduce(&mut self, op: &OperationRef<'c, 'a>, level: usize) -> Lowered<Value<'c, 'a>> {
        let kind = int_attr(op, "op").and_then(ReduceKind::from_code).ok_or_else(|| fail(op, "has an unknown reduction kind"))?;
        let ty = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let location = op.location();
        let init = match kind.identity(ty) {
            Some(Identity::Int(v)) => ops::int_constant(self.context, ty, v, location),
            Some(Identity::Float(v)) => ops::float_constant(self.context, ty, v, location),
            None => return Err(fail(op, &format!("reduces elements of type {ty}, which has no identity"))),
        };
        let init = self.insert_value(level, init);
        let combiner = kind.combiner(ty.is_float());
        let element = op.operand(0).map_err(|_| fail(op, "has no value"))?;
        let result = self.loops(op, level, &bound_ranges(op), Some(init), |me, accumulator| {
            let x = me.value(element)?;
            let accumulator = accumulator.expect("a reduction loop carries its accumulator");
            let innermost = me.nest.depth() - 1;
            Ok(Some(me.insert_value(innermost, ops::op(combiner, &[accumulator, x], ty, location))))
        })?;
        Ok(result.expect("a reduction yields its accumulator"))
    }

    /// The buffer, indices and gate of the `uop.index` that made `ptr`.
    fn address(&mut self, user: &OperationRef<'c, 'a>, ptr: Value<'c, 'a>) -> Lowered<(Value<'c, 'a>, Vec<Value<'c, 'a>>, Option<Value<'c, 'a>>)> {
        let index = defining_op(ptr)
            .filter(|d| op_name(d) == "uop.index")
            .ok_or_else(|| fail(user, "uses an address that no uop.index makes"))?;
        let operands: Vec<Value> = index.operands().collect();
        let segments = i64_array(&index, "operandSegmentSizes").unwrap_or_else(|| vec![1, operands.len() as i64 - 1, 0]);
        let count = segments.get(1).copied().unwrap_or(0) as usize;
        let buffer = self.value(operands[0])?;
        let mut indices = Vec::new();
        for &i in &operands[1..1 + count] {
            indices.push(self.value(i)?);
        }
        let gate = match operands.get(1 + count) {
            Some(&g) => Some(self.value(g)?),
            None => None,
        };
        Ok((buffer, indices, gate))
    }

    /// `uop.load`: `memref.load`, behind `scf.if` yielding zero when gated.
    fn load(&mut self, op: &OperationRef<'c, 'a>, level: usize) -> Lowered<Value<'c, 'a>> {
        let ptr = op.operand(0).map_err(|_| fail(op, "has no address"))?;
        let (buffer, indices, gate) = self.address(op, ptr)?;
        let ty = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let location = op.location();
        let load = ops::memref_load(buffer, &indices, ty, location);
        let Some(gate) = gate else {
            return Ok(self.insert_value(level, load));
        };
        let then = Block::new(&[]);
        let loaded: Value = first_result(then.append_operation(load));
        then.append_operation(ops::scf_yield(&[loaded], location));
        let otherwise = Block::new(&[]);
        let zero: Value = first_result(otherwise.append_operation(ops::zero(self.context, ty, location)));
        otherwise.append_operation(ops::scf_yield(&[zero], location));
        Ok(self.insert_value(level, ops::scf_if(gate, &[ty], then, Some(otherwise), location)))
    }

    /// `uop.store`: `memref.store`, behind `scf.if` when gated.
    fn store(&mut self, op: &OperationRef<'c, 'a>, effect: Value<'c, 'a>) -> Lowered<()> {
        let level = self.level_of(op, effect)?;
        let ptr = op.operand(0).map_err(|_| fail(op, "has no address"))?;
        let (buffer, indices, gate) = self.address(op, ptr)?;
        let value = self.value(op.operand(1).map_err(|_| fail(op, "has no value"))?)?;
        let location = op.location();
        let store = ops::memref_store(value, buffer, &indices, location);
        match gate {
            None => {
                self.insert(level, store);
            }
            Some(gate) => {
                let then = Block::new(&[]);
                then.append_operation(store);
                then.append_operation(ops::scf_yield(&[], location));
                self.insert(level, ops::scf_if(gate, &[], then, None, location));
            }
        }
        Ok(())
    }

    fn floormod(&mut self, op: &OperationRef<'c, 'a>, level: usize) -> Lowered<Value<'c, 'a>> {
        let a = self.value(op.operand(0).map_err(|_| fail(op, "has no lhs"))?)?;
        let b = self.value(op.operand(1).map_err(|_| fail(op, "has no rhs"))?)?;
        let context = self.context;
        Ok(floormod::expand(context, a, b, op.location(), &mut |new| self.insert_value(level, new)))
    }

    /// `uop.special`: `gpu.block_id` / `gpu.thread_id` with its launch size
    /// as `upper_bound`, for the GPU lowering.
    fn special(&mut self, op: &OperationRef<'c, 'a>, level: usize) -> Lowered<Value<'c, 'a>> {
        let name = match int_attr(op, "kind") {
            Some(0) => "gpu.block_id",
            Some(1) => "gpu.thread_id",
            _ => return Err(fail(op, "has an unknown kind")),
        };
        let dim = match int_attr(op, "dim") {
            Some(0) => "x",
            Some(1) => "y",
            Some(2) => "z",
            _ => return Err(fail(op, "has a dimension outside 0..2")),
        };
        let size = int_attr(op, "size").ok_or_else(|| fail(op, "has no size"))?;
        let context = self.context;
        let dimension = Attribute::parse(context, &format!("#gpu<dim {dim}>")).ok_or_else(|| fail(op, "cannot build its gpu dimension"))?;
        let index = Type::index(context);
        let bound: Attribute = IntegerAttribute::new(index, size).into();
        let gpu_op = melior::ir::operation::OperationBuilder::new(name, op.location())
            .add_attributes(&[(Identifier::new(context, "dimension"), dimension), (Identifier::new(context, "upper_bound"), bound)])
            .add_results(&[index])
            .build()
            .map_err(|_| fail(op, "cannot build its gpu op"))?;
        Ok(self.insert_value(level, gpu_op))
    }
}

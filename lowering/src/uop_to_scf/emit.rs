//! Emits one kernel graph as structured code, as its schedule says ([`Plan`]). Effects are
//! walked from the `uop.sink`: a `uop.end` or `uop.reduce` opens, for the ranges it binds, one
//! `scf.parallel` over the pieces on `core` and one `scf.for` per piece on `loop` (largest stride
//! outermost; an unscheduled kernel has one loop per range, first range outermost), and then
//! visits every point of its pieces on `reg` (unrolled, straight-line code); the piece on `simd`
//! makes values vectors ([`Tile`]). Values are emitted on demand at a tile point, each at the
//! innermost open loop among the ranges it varies with ([`RangeDeps`]), memoized per level and
//! point, so a value is computed once where it dominates its uses inside one loop nest and
//! emitted again when another nest needs it after its level has closed.
//!
//! A reduction is emitted for all the register points of its free ranges at once: one loop nest
//! carries an accumulator per point (the register tile of a matmul), vector accumulators when
//! its value varies along the lanes, and, where the kernel allows reassociation, one
//! accumulator per unrolled point of its own ranges (combined after the loop) and lanes of its
//! own range summed by `vector.reduction`.

mod runtime_check;
mod staged;

pub use runtime_check::{all_lanes, check_assert, CONTINUABLE};

use super::{
    floormod,
    loop_nest::Nest,
    ops,
    range_deps::{bound_ranges, RangeDeps},
    reduction::{Identity, ReduceKind, ReduceLowering},
    tile::{expand, LaneSet, Plan, Point, Tile},
};
use crate::schedule::access::index_operands;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{constant_of, defining_op, int_attr, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::{diagnostic::emit_error, pass::PassFailed};
use axe_schedule::HwAxis;
use melior::{
    ir::{
        attribute::{AttributeLike, IntegerAttribute},
        operation::OperationLike,
        r#type::IntegerType,
        Attribute, Block, BlockLike, Identifier, Location, Operation, OperationRef, RegionLike, Type, TypeLike, Value,
        ValueLike,
    },
    Context,
};
use std::collections::HashMap;

type Lowered<T> = Result<T, PassFailed>;

/// The state of lowering one kernel function.
pub struct KernelEmitter<'c, 'a> {
    context: &'c Context,
    function: OperationRef<'c, 'a>,
    deps: RangeDeps,
    nest: Nest<'c, 'a>,
    plan: Plan,
    /// (old value key, its register coordinates) -> (new value, id of the level it lives in).
    emitted: HashMap<(usize, Vec<(usize, i64)>), (Tile<'c, 'a>, usize)>,
    /// Index constants (loop bounds and steps) at function level.
    index_constants: HashMap<i64, Value<'c, 'a>>,
    /// Range key -> the levels where the binders that bind it now have it (innermost last).
    bound: HashMap<usize, Vec<usize>>,
    /// Piece -> the induction variable of its open loop.
    piece_iv: HashMap<usize, Value<'c, 'a>>,
    /// `gpu.thread_id` by dimension, at function level (cooperative kernels).
    thread_ids: HashMap<u8, Value<'c, 'a>>,
    /// The kernel streams its full-vector stores past the cache (`uop.nontemporal`).
    nontemporal: bool,
    /// Range key -> its `uop.range` value, for the ranges bound so far.
    range_values: HashMap<usize, Value<'c, 'a>>,
    /// Staged loads (`uop.load` op key) -> their scratch and the id of the level it lives in.
    staged: HashMap<usize, (Value<'c, 'a>, usize)>,
    /// Level id -> the scratch buffers freed when that level closes.
    frees: HashMap<usize, Vec<Value<'c, 'a>>>,
    /// (`uop.assert` result key, its condition's register coordinates) -> the id of the level
    /// its `cf.assert` lives in: one check per condition point while that level is open.
    checked: HashMap<(usize, Vec<(usize, i64)>), usize>,
}

fn fail(op: &OperationRef, message: &str) -> PassFailed {
    emit_error(op, message);
    PassFailed
}

/// The lanes an op on `operands` runs along: none when all are scalars; an error when they vary
/// along two different simd pieces.
fn common_lanes(op: &OperationRef, operands: &[Tile]) -> Lowered<Option<LaneSet>> {
    let mut lanes: Option<LaneSet> = None;
    for l in operands.iter().filter_map(Tile::lanes) {
        if lanes.is_some_and(|seen| seen != l) {
            return Err(fail(
                op,
                "combines values vectorized along two different simd pieces; a value is vectorized along one range",
            ));
        }
        lanes = Some(l);
    }
    Ok(lanes)
}

fn result_number(value: Value) -> usize {
    unsafe { mlir_sys::mlirOpResultGetResultNumber(value.to_raw()) as usize }
}

fn first_result<'c, 'a>(op: OperationRef<'c, 'a>) -> Value<'c, 'a> {
    op.result(0).expect("the op has a result").into()
}

impl<'c, 'a> KernelEmitter<'c, 'a> {
    pub fn new(
        context: &'c Context,
        function: OperationRef<'c, 'a>,
        deps: RangeDeps,
        nest: Nest<'c, 'a>,
        plan: Plan,
    ) -> Self {
        KernelEmitter {
            context,
            function,
            deps,
            nest,
            plan,
            emitted: HashMap::new(),
            index_constants: HashMap::new(),
            bound: HashMap::new(),
            piece_iv: HashMap::new(),
            thread_ids: HashMap::new(),
            nontemporal: function.has_attribute(attribute_names::NONTEMPORAL),
            range_values: HashMap::new(),
            staged: HashMap::new(),
            frees: HashMap::new(),
            checked: HashMap::new(),
        }
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

    /// `gpu.thread_id` along `dim`, bounded by the threads the plan puts on it.
    fn thread_id(&mut self, dim: u8, location: Location<'c>) -> Value<'c, 'a> {
        if let Some(&v) = self.thread_ids.get(&dim) {
            return v;
        }
        let threads: i64 = self
            .plan
            .pieces
            .iter()
            .filter(|p| p.axis == HwAxis::Thread(dim) && p.stride == 1)
            .map(|p| p.extent.unwrap_or(1))
            .max()
            .unwrap_or(1);
        let word = ["x", "y", "z"][dim as usize % 3];
        let dimension =
            Attribute::parse(self.context, &format!("#gpu<dim {word}>")).expect("a gpu dimension attribute");
        let bound: Attribute = IntegerAttribute::new(Type::index(self.context), threads).into();
        let op = ops::generic(
            self.context,
            "gpu.thread_id",
            &[("dimension", dimension), ("upper_bound", bound)],
            &[],
            Some(Type::index(self.context)),
            location,
        );
        let v = self.insert_value(0, op);
        self.thread_ids.insert(dim, v);
        v
    }

    /// Whether `value` varies with a range that has a piece on a thread axis.
    fn varies_across_threads(&self, value: Value<'c, 'a>) -> bool {
        self.deps.of(value).iter().any(|&r| {
            self.plan
                .pieces_of(r)
                .iter()
                .any(|&p| matches!(self.plan.pieces[p].axis, HwAxis::Thread(_)))
        })
    }

    /// The innermost open level among the loops of the ranges `value`
    /// varies with; an error at `op` when one of them is not bound.
    fn level_of(&self, op: &OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Lowered<usize> {
        let mut level = 0;
        for &range in self.deps.of(value).iter() {
            match self.bound.get(&range).and_then(|levels| levels.last()) {
                Some(&l) if l < self.nest.depth() => level = level.max(l),
                _ => {
                    let axis = self.deps.axis(range).unwrap_or(-1);
                    return Err(fail(
                        op,
                        &format!("varies with range axis {axis}, which no enclosing uop.end or uop.reduce binds here"),
                    ));
                }
            }
        }
        Ok(level)
    }

    /// The register coordinates of `point` that `value` can depend on.
    fn point_key(&self, value: Value<'c, 'a>, point: &Point) -> Vec<(usize, i64)> {
        let mut key: Vec<(usize, i64)> = Vec::new();
        for range in self.deps.of(value).iter() {
            for &piece in self.plan.pieces_of(*range) {
                if self.plan.pieces[piece].axis == HwAxis::Reg {
                    key.push((piece, point.get(&piece).copied().unwrap_or(0)));
                }
            }
        }
        key.sort_unstable();
        key
    }

    /// Emits the effects and values the sink keeps alive.
    pub fn sink(&mut self, sink: &OperationRef<'c, 'a>) -> Lowered<()> {
        let point = Point::new();
        for operand in sink.operands() {
            if operand.r#type().to_string() == "!uop.effect" {
                self.effect(operand, &point)?;
            } else {
                self.value(operand, &point)?;
            }
        }
        Ok(())
    }

    /// The value of `value` at `point` as one scalar (for a use that takes no vector).
    pub fn scalar(&mut self, user: &OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Lowered<Value<'c, 'a>> {
        match self.value(value, &Point::new())? {
            Tile::Scalar(v) => Ok(v),
            _ => Err(fail(
                user,
                "uses a value that varies along the simd lanes where one scalar is needed",
            )),
        }
    }

    /// Emits an effect (`uop.end` or `uop.store`) at `point`.
    fn effect(&mut self, effect: Value<'c, 'a>, point: &Point) -> Lowered<()> {
        let Some(op) = defining_op(effect) else {
            let function = self.function;
            return Err(fail(&function, "has an effect that no uop.store or uop.end produces"));
        };
        match op_name(&op) {
            "uop.end" => {
                let level = self.level_of(&op, effect)?;
                let inner = op.operand(0).map_err(|_| fail(&op, "has no effect operand"))?;
                self.bind(&op, level, &bound_ranges(&op), Vec::new(), point, |me, points, _| {
                    for p in &points {
                        me.effect(inner, p)?;
                    }
                    Ok(Vec::new())
                })?;
                Ok(())
            }
            "uop.store" => self.store(&op, effect, point),
            _ => Err(fail(&op, "produces an effect that convert-uop-to-scf cannot lower")),
        }
    }

    /// Emits `value` at `point` where its ranges are bound; returns the new value.
    fn value(&mut self, value: Value<'c, 'a>, point: &Point) -> Lowered<Tile<'c, 'a>> {
        let Some(op) = defining_op(value) else {
            return Ok(Tile::Scalar(value));
        };
        let key = (value_key(value), self.point_key(value, point));
        if let Some(&(new, id)) = self.emitted.get(&key) {
            if self.nest.is_open(id) {
                return Ok(new);
            }
        }
        let name = op_name(&op);
        if name == "uop.range" && self.bound.get(&value_key(value)).is_none_or(|levels| levels.is_empty()) {
            let axis = int_attr(&op, "axis").unwrap_or(-1);
            return Err(fail(
                &op,
                &format!("(axis {axis}) is used where no enclosing uop.end or uop.reduce binds it"),
            ));
        }
        let level = self.level_of(&op, value)?;
        let results = match name {
            "uop.range" => vec![self.range_value(&op, value, level, point)?],
            "uop.reduce" => return self.reduce(&op, level, point),
            "uop.load" => vec![self.load(&op, level, point)?],
            "uop.floormod" => vec![self.floormod(&op, level, point)?],
            "uop.special" => vec![Tile::Scalar(self.special(&op, level)?)],
            "uop.cmp" => vec![self.compare(&op, level, point)?],
            "uop.where" => {
                let operands = (0..3)
                    .map(|i| self.value(op.operand(i).map_err(|_| fail(&op, "has too few operands"))?, point))
                    .collect::<Lowered<Vec<_>>>()?;
                let ty = op.result(0).map_err(|_| fail(&op, "has no result"))?.r#type();
                vec![self.elementwise(&op, level, "arith.select", &[], &operands, ty)?]
            }
            "uop.cast" => vec![self.cast(&op, level, point)?],
            "uop.assert" => vec![self.runtime_check(&op, point)?],
            _ if name.starts_with("uop.") => {
                return Err(fail(&op, "is used as a value, which convert-uop-to-scf cannot lower"));
            }
            _ => self.clone_op(&op, level, point)?,
        };
        let id = self.nest.id(level);
        for (result, new) in op.results().zip(&results) {
            let key = (value_key(result.into()), self.point_key(result.into(), point));
            self.emitted.insert(key, (*new, id));
        }
        Ok(results[result_number(value)])
    }

    /// A range's value at `point`: the sum of its pieces, each worth its `inner` (loop and core
    /// pieces their induction variables, reg pieces the point's coordinate, the simd piece the
    /// lane).
    fn range_value(
        &mut self,
        op: &OperationRef<'c, 'a>,
        value: Value<'c, 'a>,
        level: usize,
        point: &Point,
    ) -> Lowered<Tile<'c, 'a>> {
        let location = op.location();
        let index = Type::index(self.context);
        let mut base: Option<Value<'c, 'a>> = None;
        let mut constant = 0i64;
        let mut step = 0i64;
        let lanes = self.plan.lanes_of(value_key(value));
        for piece in self.plan.pieces_of(value_key(value)).to_vec() {
            let p = self.plan.pieces[piece];
            // Loop, core and thread pieces are worth their coordinate times `inner`.
            let coordinate = match p.axis {
                HwAxis::Loop | HwAxis::Core => *self
                    .piece_iv
                    .get(&piece)
                    .ok_or_else(|| fail(op, "is used outside the loops of its pieces"))?,
                HwAxis::Thread(d) => self.thread_id(d, location),
                HwAxis::Reg => {
                    constant += point.get(&piece).copied().unwrap_or(0) * p.inner;
                    continue;
                }
                HwAxis::Simd => {
                    step = p.inner;
                    continue;
                }
                other => {
                    return Err(fail(
                        op,
                        &format!("is scheduled on axis `{other}`, which this lowering does not have"),
                    ))
                }
            };
            let term = if p.inner == 1 {
                coordinate
            } else {
                let inner = self.index_constant(p.inner, location);
                self.insert_value(level, ops::op("arith.muli", &[coordinate, inner], index, location))
            };
            base = Some(match base {
                None => term,
                Some(b) => self.insert_value(level, ops::op("arith.addi", &[b, term], index, location)),
            });
        }
        let base = match base {
            Some(b) if constant == 0 => b,
            Some(b) => {
                let c = self.index_constant(constant, location);
                self.insert_value(level, ops::op("arith.addi", &[b, c], index, location))
            }
            None => self.index_constant(constant, location),
        };
        Ok(match lanes {
            Some(lanes) if step != 0 => Tile::Lanes { base, step, lanes },
            _ => Tile::Scalar(base),
        })
    }

    /// Opens the loops of the pieces of `ranges` at `level` (core pieces as one `scf.parallel`,
    /// then loop pieces in the plan's order), threading `inits` through the `scf.for`s as
    /// iter_args; runs `body` at the innermost level with every register point of the ranges
    /// (extending `point`) and the accumulators, and closes the loops; returns what the
    /// outermost loop yields (what `body` returned when no loop opened).
    fn bind(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        ranges: &[Value<'c, 'a>],
        inits: Vec<Value<'c, 'a>>,
        point: &Point,
        body: impl FnOnce(&mut Self, Vec<Point>, Vec<Value<'c, 'a>>) -> Lowered<Vec<Value<'c, 'a>>>,
    ) -> Lowered<Vec<Value<'c, 'a>>> {
        let entered = self.nest.enter(level);
        let outcome = self.bind_innermost(op, ranges, inits, point, body);
        self.nest.leave(entered);
        outcome
    }

    fn bind_innermost(
        &mut self,
        op: &OperationRef<'c, 'a>,
        ranges: &[Value<'c, 'a>],
        inits: Vec<Value<'c, 'a>>,
        point: &Point,
        body: impl FnOnce(&mut Self, Vec<Point>, Vec<Value<'c, 'a>>) -> Lowered<Vec<Value<'c, 'a>>>,
    ) -> Lowered<Vec<Value<'c, 'a>>> {
        let (mut loops, mut cores, mut regs) = (Vec::new(), Vec::new(), Vec::new());
        let mut keys = Vec::new();
        for &range in ranges {
            let range_op = defining_op(range)
                .filter(|d| op_name(d) == "uop.range")
                .ok_or_else(|| fail(op, "binds a value that is not a uop.range"))?;
            keys.push(value_key(range));
            self.range_values.insert(value_key(range), range);
            for &piece in self.plan.pieces_of(value_key(range)) {
                match self.plan.pieces[piece].axis {
                    HwAxis::Loop => loops.push((piece, range_op)),
                    HwAxis::Core => cores.push(piece),
                    HwAxis::Reg => regs.push(piece),
                    _ => {}
                }
            }
        }
        if self.plan.ordered {
            loops.sort_by_key(|&(piece, _)| std::cmp::Reverse(self.plan.pieces[piece].stride));
            cores.sort_by_key(|&piece| std::cmp::Reverse(self.plan.pieces[piece].stride));
        }
        let location = op.location();
        let zero = self.index_constant(0, location);
        let one = self.index_constant(1, location);
        let index = Type::index(self.context);
        let base_level = self.nest.depth() - 1;
        let mut piece_level: HashMap<usize, usize> = HashMap::new();
        // (loop op, whether it is the scf.parallel)
        let mut opened: Vec<(OperationRef<'c, 'a>, bool)> = Vec::new();
        if !cores.is_empty() {
            if !inits.is_empty() {
                return Err(fail(
                    op,
                    "is a reduction whose range the schedule puts on `core`; the cpu target reduces within one thread",
                ));
            }
            let uppers: Vec<Value> = cores
                .iter()
                .map(|&p| self.plan.pieces[p].extent.expect("scheduled pieces have extents"))
                .collect::<Vec<_>>()
                .into_iter()
                .map(|e| self.index_constant(e, location))
                .collect();
            let block = Block::new(&vec![(index, location); cores.len()]);
            let innermost = self.nest.depth() - 1;
            let parallel = self.insert(
                innermost,
                ops::scf_parallel(self.context, zero, one, &uppers, block, location),
            );
            let body_block = parallel
                .region_at(0)
                .and_then(|r| r.first_block())
                .expect("scf.parallel has a body");
            for (k, &piece) in cores.iter().enumerate() {
                self.piece_iv
                    .insert(piece, body_block.argument(k).expect("one argument per bound").into());
            }
            self.nest.push(parallel, body_block);
            for &piece in &cores {
                piece_level.insert(piece, self.nest.depth() - 1);
            }
            opened.push((parallel, true));
        }
        let mut accumulators = inits;
        for (piece, range_op) in loops {
            let end = match self.plan.pieces[piece].extent {
                Some(extent) => self.index_constant(extent, location),
                None => {
                    let end = range_op.operand(0).map_err(|_| fail(&range_op, "has no end"))?;
                    self.scalar(&range_op, end)?
                }
            };
            let range_location = range_op.location();
            let mut arguments = vec![(index, range_location)];
            arguments.extend(accumulators.iter().map(|a| (a.r#type(), range_location)));
            let for_op = ops::scf_for([zero, end, one], &accumulators, Block::new(&arguments), range_location);
            let innermost = self.nest.depth() - 1;
            let for_ref = self.insert(innermost, for_op);
            let body_block = for_ref
                .region_at(0)
                .and_then(|r| r.first_block())
                .expect("scf.for has a body");
            self.piece_iv
                .insert(piece, body_block.argument(0).expect("the induction variable").into());
            accumulators = (1..=accumulators.len())
                .map(|i| body_block.argument(i).expect("an iter_arg").into())
                .collect();
            self.nest.push(for_ref, body_block);
            piece_level.insert(piece, self.nest.depth() - 1);
            opened.push((for_ref, false));
        }
        for &key in &keys {
            let level = self
                .plan
                .pieces_of(key)
                .iter()
                .filter_map(|p| piece_level.get(p))
                .copied()
                .max()
                .unwrap_or(base_level);
            self.bound.entry(key).or_default().push(level);
        }
        let extents: Vec<(usize, i64)> = regs
            .iter()
            .map(|&p| (p, self.plan.pieces[p].extent.expect("scheduled pieces have extents")))
            .collect();
        let outcome = body(self, expand(point, &extents), accumulators);
        for &key in &keys {
            if let Some(levels) = self.bound.get_mut(&key) {
                levels.pop();
            }
        }
        let mut yielded = outcome?;
        for (loop_ref, parallel) in opened.into_iter().rev() {
            let id = self.nest.id(self.nest.depth() - 1);
            let block = self.nest.pop();
            for scratch in self.frees.remove(&id).unwrap_or_default() {
                block.append_operation(ops::generic(
                    self.context,
                    "memref.dealloc",
                    &[],
                    &[scratch],
                    None,
                    location,
                ));
            }
            if parallel {
                block.append_operation(ops::scf_reduce(location));
            } else {
                block.append_operation(ops::scf_yield(&yielded, location));
                yielded = loop_ref.results().map(Into::into).collect();
            }
        }
        Ok(yielded)
    }

    /// `uop.reduce`: one loop nest for every register point of its free ranges, carrying an
    /// accumulator per point (per unrolled point of its own ranges too, where it may
    /// reassociate); returns the value at `point`.
    fn reduce(&mut self, op: &OperationRef<'c, 'a>, level: usize, point: &Point) -> Lowered<Tile<'c, 'a>> {
        let kind = int_attr(op, "op")
            .and_then(ReduceKind::from_code)
            .ok_or_else(|| fail(op, "has an unknown reduction kind"))?;
        let result: Value = op.result(0).map_err(|_| fail(op, "has no result"))?.into();
        let ty = result.r#type();
        let location = op.location();
        let bound = bound_ranges(op);
        let bound_keys: Vec<usize> = bound.iter().map(|&r| value_key(r)).collect();
        let free_regs: Vec<(usize, i64)> = self
            .deps
            .of(result)
            .iter()
            .flat_map(|&r| self.plan.pieces_of(r).to_vec())
            .filter(|&p| self.plan.pieces[p].axis == HwAxis::Reg)
            .map(|p| (p, self.plan.pieces[p].extent.expect("scheduled pieces have extents")))
            .collect();
        let free_points = expand(point, &free_regs);
        let own_lanes: Vec<LaneSet> = bound_keys.iter().filter_map(|&r| self.plan.lanes_of(r)).collect();
        let free_lanes: Vec<LaneSet> = self
            .deps
            .of(result)
            .iter()
            .filter_map(|&r| self.plan.lanes_of(r))
            .collect();
        if own_lanes.len() + free_lanes.len() > 1 {
            return Err(fail(
                op,
                "varies along the lanes of two simd pieces; a value is vectorized along one range",
            ));
        }
        let lanes_bound = !own_lanes.is_empty();
        let acc_lanes = own_lanes.first().or(free_lanes.first()).copied();
        let own_regs: i64 = bound_keys
            .iter()
            .flat_map(|&r| self.plan.pieces_of(r).to_vec())
            .filter(|&p| self.plan.pieces[p].axis == HwAxis::Reg)
            .map(|p| self.plan.pieces[p].extent.unwrap_or(1))
            .product();
        let exact_in_any_order = !ty.is_float() || matches!(kind, ReduceKind::Max | ReduceKind::Min);
        let cooperative = bound_keys.iter().any(|&r| {
            self.plan
                .pieces_of(r)
                .iter()
                .any(|&p| matches!(self.plan.pieces[p].axis, HwAxis::Thread(_)))
        });
        if cooperative && !(self.plan.reassociate || exact_in_any_order) {
            return Err(fail(
                op,
                "is shared among a block's threads, which reorders it: a float sum or product needs uop.reassociate",
            ));
        }
        let slots = if own_regs > 1 && (self.plan.reassociate || exact_in_any_order) {
            own_regs as usize
        } else {
            1
        };
        let acc_ty = match acc_lanes {
            Some(lanes) => ops::vector_type(ty, lanes.width),
            None => ty,
        };
        // A float sum marked so starts from -0 (UOpKernelOps.td): every accumulator (each register
        // slot, each simd lane, each thread's partial) and the lanes' final combine below.
        let negative_zero = ty.is_float() && kind == ReduceKind::Add && op.attribute("from_negative_zero").is_ok();
        let start = if negative_zero {
            Some(Identity::Float(-0.0))
        } else {
            kind.identity(ty)
        };
        let init = match start {
            Some(Identity::Int(v)) => ops::int_constant(self.context, ty, v, location),
            Some(Identity::Float(v)) => ops::float_constant(self.context, ty, v, location),
            None => {
                return Err(fail(
                    op,
                    &format!("reduces elements of type {ty}, which has no identity"),
                ))
            }
        };
        let mut init = self.insert_value(level, init);
        let scalar_start = init;
        if let Some(lanes) = acc_lanes {
            init = self.broadcast(level, init, lanes, location);
        }
        let inits = vec![init; free_points.len() * slots];
        let combiner = kind.combiner(ty.is_float());
        let element = op.operand(0).map_err(|_| fail(op, "has no value"))?;
        let reassociate = self.plan.reassociate && ty.is_float();
        let points = free_points.clone();
        let results = self.bind(op, level, &bound, inits, point, |me, own_points, mut accumulators| {
            let innermost = me.nest.depth() - 1;
            for (f, free) in points.iter().enumerate() {
                for (q, own) in own_points.iter().enumerate() {
                    let mut full = own.clone();
                    full.extend(free.iter().map(|(&k, &v)| (k, v)));
                    let x = me.value(element, &full)?;
                    let x = match acc_lanes {
                        Some(lanes) => me.vector_of(op, innermost, x, lanes)?,
                        None => me.scalar_of(op, x)?,
                    };
                    let slot = f * slots + if slots > 1 { q } else { 0 };
                    let combined = me.combine(
                        innermost,
                        combiner,
                        accumulators[slot],
                        x,
                        acc_ty,
                        reassociate,
                        location,
                    );
                    accumulators[slot] = combined;
                }
            }
            Ok(accumulators)
        })?;
        let id = self.nest.id(level);
        let mut wanted = None;
        let wanted_key = self.point_key(result, point);
        for (f, free) in free_points.iter().enumerate() {
            let mut total = results[f * slots];
            for s in 1..slots {
                total = self.combine(
                    level,
                    combiner,
                    total,
                    results[f * slots + s],
                    acc_ty,
                    reassociate,
                    location,
                );
            }
            let tile = if lanes_bound {
                let name = kind.vector_kind(ty.is_float());
                let kind_attr = Attribute::parse(self.context, &format!("#vector.kind<{name}>"))
                    .ok_or_else(|| fail(op, "cannot build its vector.reduction kind"))?;
                // Without an accumulator, vector-to-llvm starts `llvm.vector.reduce.fadd` from +0.
                let operands: Vec<Value> = if negative_zero {
                    vec![total, scalar_start]
                } else {
                    vec![total]
                };
                Tile::Scalar(self.insert_value(
                    level,
                    ops::generic(
                        self.context,
                        "vector.reduction",
                        &[("kind", kind_attr)],
                        &operands,
                        Some(ty),
                        location,
                    ),
                ))
            } else if let Some(lanes) = acc_lanes {
                Tile::Vector(total, lanes)
            } else {
                Tile::Scalar(total)
            };
            let tile = match tile {
                // The block's threads each hold a partial: combine them (every thread gets the total).
                Tile::Scalar(partial) if cooperative => {
                    let name = kind.vector_kind(ty.is_float());
                    let kind_attr = Attribute::parse(self.context, &format!("#gpu<all_reduce_op {name}>")).ok_or_else(|| fail(op, "cannot build its gpu.all_reduce operation"))?;
                    let uniform = Attribute::unit(self.context);
                    let (widen, narrow, wide) = shuffle_width(self.context, ty);
                    let partial = match widen {
                        Some(cast) => self.insert_value(level, ops::op(cast, &[partial], wide, location)),
                        None => partial,
                    };
                    let builder = ops::generic_builder(self.context, "gpu.all_reduce", &[("op", kind_attr), ("uniform", uniform)], &[partial], Some(wide), location);
                    // The operation is the attribute: the body region stays empty.
                    let total = self.insert_value(level, ops::built(builder.add_regions([melior::ir::Region::new()])));
                    Tile::Scalar(match narrow {
                        Some(cast) => self.insert_value(level, ops::op(cast, &[total], ty, location)),
                        None => total,
                    })
                }
                _ if cooperative => return Err(fail(op, "is shared among a block's threads along simd lanes of a range it does not reduce; the block reduces scalars")),
                other => other,
            };
            let key = self.point_key(result, free);
            if key == wanted_key {
                wanted = Some(tile);
            }
            self.emitted.insert((value_key(result), key), (tile, id));
        }
        wanted.ok_or_else(|| fail(op, "has no value at the requested register point"))
    }

    #[allow(clippy::too_many_arguments)]
    fn combine(
        &mut self,
        level: usize,
        combiner: &str,
        a: Value<'c, 'a>,
        b: Value<'c, 'a>,
        ty: Type<'c>,
        contract: bool,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        let op = ops::op(combiner, &[a, b], ty, location);
        if contract {
            self.set_contract(&op);
        }
        self.insert_value(level, op)
    }

    /// `fastmath<contract>` on a float add or multiply of a kernel that may reassociate, so
    /// LLVM fuses multiply-adds.
    fn set_contract(&self, op: &Operation<'c>) {
        let flags = Attribute::parse(self.context, "#arith.fastmath<contract>").expect("a fastmath attribute");
        let name = "fastmath";
        unsafe {
            mlir_sys::mlirOperationSetAttributeByName(
                op.to_raw(),
                mlir_sys::MlirStringRef {
                    data: name.as_ptr().cast(),
                    length: name.len(),
                },
                flags.to_raw(),
            )
        }
    }

    /// `value` broadcast across `lanes` at `level`.
    fn broadcast(
        &mut self,
        level: usize,
        value: Value<'c, 'a>,
        lanes: LaneSet,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        let ty = ops::vector_type(value.r#type(), lanes.width);
        self.insert_value(
            level,
            ops::generic(self.context, "vector.broadcast", &[], &[value], Some(ty), location),
        )
    }

    /// `tile` as one vector across `lanes` at `level`.
    fn vector_of(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        tile: Tile<'c, 'a>,
        lanes: LaneSet,
    ) -> Lowered<Value<'c, 'a>> {
        let location = op.location();
        if tile.lanes().is_some_and(|l| l != lanes) {
            return Err(fail(
                op,
                "combines values vectorized along two different simd pieces; a value is vectorized along one range",
            ));
        }
        match tile {
            Tile::Vector(v, _) => Ok(v),
            Tile::Scalar(v) => Ok(self.broadcast(level, v, lanes, location)),
            Tile::Lanes { base, step, .. } => {
                let ty = ops::vector_type(base.r#type(), lanes.width);
                let steps: Vec<String> = (0..lanes.width).map(|i| (i * step).to_string()).collect();
                let offsets = Attribute::parse(self.context, &format!("dense<[{}]> : {ty}", steps.join(", ")))
                    .ok_or_else(|| fail(op, "cannot build its lane offsets"))?;
                let offsets = self.insert_value(
                    level,
                    ops::generic(
                        self.context,
                        "arith.constant",
                        &[("value", offsets)],
                        &[],
                        Some(ty),
                        location,
                    ),
                );
                let base = self.broadcast(level, base, lanes, location);
                Ok(self.insert_value(level, ops::op("arith.addi", &[base, offsets], ty, location)))
            }
        }
    }

    fn scalar_of(&mut self, op: &OperationRef<'c, 'a>, tile: Tile<'c, 'a>) -> Lowered<Value<'c, 'a>> {
        match tile {
            Tile::Scalar(v) => Ok(v),
            _ => Err(fail(op, "needs one scalar but its operand varies along the simd lanes")),
        }
    }

    /// Any other op (arith, math, memref views, constants): cloned with its operands replaced
    /// by their emitted values; along the lanes, index sums and scalings stay `base + lane *
    /// step`, anything else becomes the same op on vectors.
    fn clone_op(&mut self, op: &OperationRef<'c, 'a>, level: usize, point: &Point) -> Lowered<Vec<Tile<'c, 'a>>> {
        let mut operands = Vec::new();
        for operand in op.operands() {
            operands.push(self.value(operand, point)?);
        }
        let name = op_name(op);
        let contract = self.plan.reassociate && matches!(name, "arith.mulf" | "arith.addf" | "arith.subf");
        if operands.iter().all(|t| matches!(t, Tile::Scalar(_))) {
            let scalars: Vec<Value> = operands.iter().map(|t| t.value()).collect();
            return Ok(self
                .clone_with(op, level, &scalars, None, contract)
                .into_iter()
                .map(Tile::Scalar)
                .collect());
        }
        let lanes = common_lanes(op, &operands)?.expect("some operand is not a scalar");
        let lanes_of = |t: &Tile<'c, 'a>| match *t {
            Tile::Scalar(v) => Some((v, 0)),
            Tile::Lanes { base, step, .. } => Some((base, step)),
            Tile::Vector(..) => None,
        };
        if let (Some((a, sa)), Some((b, sb))) =
            (operands.first().and_then(lanes_of), operands.get(1).and_then(lanes_of))
        {
            let linear = match name {
                "arith.addi" => Some(sa.checked_add(sb)),
                "arith.subi" => Some(sa.checked_sub(sb)),
                "arith.muli" => {
                    let original: Vec<Value> = op.operands().collect();
                    match (constant_of(original[0], 64), constant_of(original[1], 64)) {
                        (_, Some(k)) if sb == 0 => Some(sa.checked_mul(k)),
                        (Some(k), _) if sa == 0 => Some(sb.checked_mul(k)),
                        _ => None,
                    }
                }
                _ => None,
            };
            if let Some(Some(step)) = linear {
                let base = self.clone_with(op, level, &[a, b], None, false)[0];
                return Ok(vec![if step == 0 {
                    Tile::Scalar(base)
                } else {
                    Tile::Lanes { base, step, lanes }
                }]);
            }
        }
        if !(name.starts_with("arith.") || name.starts_with("math.")) || op.result_count() != 1 {
            return Err(fail(op, "varies along the simd lanes but is not an elementwise arith or math op, which the vectorizer cannot widen"));
        }
        let mut vectors = Vec::new();
        for tile in &operands {
            vectors.push(self.vector_of(op, level, *tile, lanes)?);
        }
        let result_ty = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let vector_ty = ops::vector_type(result_ty, lanes.width);
        Ok(self
            .clone_with(op, level, &vectors, Some(vector_ty), contract)
            .into_iter()
            .map(|v| Tile::Vector(v, lanes))
            .collect())
    }

    /// A new elementwise op `name` on `operands` (scalars, or vectors along one lane set) with
    /// a result of element type `element`, at `level`.
    fn elementwise(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        name: &str,
        attributes: &[(&str, Attribute<'c>)],
        operands: &[Tile<'c, 'a>],
        element: Type<'c>,
    ) -> Lowered<Tile<'c, 'a>> {
        let location = op.location();
        let Some(lanes) = common_lanes(op, operands)? else {
            let scalars: Vec<Value> = operands.iter().map(|t| t.value()).collect();
            return Ok(Tile::Scalar(self.insert_value(
                level,
                ops::generic(self.context, name, attributes, &scalars, Some(element), location),
            )));
        };
        let mut vectors = Vec::new();
        for tile in operands {
            vectors.push(self.vector_of(op, level, *tile, lanes)?);
        }
        let ty = ops::vector_type(element, lanes.width);
        Ok(Tile::Vector(
            self.insert_value(
                level,
                ops::generic(self.context, name, attributes, &vectors, Some(ty), location),
            ),
            lanes,
        ))
    }

    /// `uop.cmp` (lt, ne, eq): `arith.cmpf` olt / une / oeq on floats (so NaN compares unequal
    /// and unordered), `arith.cmpi` slt / ne / eq on integers, as the interpreter does.
    fn compare(&mut self, op: &OperationRef<'c, 'a>, level: usize, point: &Point) -> Lowered<Tile<'c, 'a>> {
        let lhs = op.operand(0).map_err(|_| fail(op, "has no lhs"))?;
        let operands = [
            self.value(lhs, point)?,
            self.value(op.operand(1).map_err(|_| fail(op, "has no rhs"))?, point)?,
        ];
        let code = int_attr(op, "predicate")
            .filter(|p| (0..3).contains(p))
            .ok_or_else(|| fail(op, "has an unknown predicate"))?;
        let float = lhs.r#type().is_float();
        let (name, predicate) = if float {
            ("arith.cmpf", [4, 13, 1][code as usize])
        } else {
            ("arith.cmpi", [2, 1, 0][code as usize])
        };
        let i1: Type = melior::ir::r#type::IntegerType::new(self.context, 1).into();
        let i64_ty: Type = melior::ir::r#type::IntegerType::new(self.context, 64).into();
        let predicate: Attribute = IntegerAttribute::new(i64_ty, predicate).into();
        self.elementwise(op, level, name, &[("predicate", predicate)], &operands, i1)
    }

    /// `uop.cast` (UOpTensorOps.td): to `i1` is `x != 0`; float to float `extf` / `truncf`
    /// (f16 <-> bf16 through f32);
    /// `i1` to a number is 0 or 1 (`uitofp` / `extui`); other integers convert signed
    /// (`sitofp`, `extsi` / `trunci`); float to integer truncates (`fptosi`); `index` goes
    /// through i64 (`index_cast`).
    fn cast(&mut self, op: &OperationRef<'c, 'a>, level: usize, point: &Point) -> Lowered<Tile<'c, 'a>> {
        let source = op.operand(0).map_err(|_| fail(op, "has no source"))?;
        let from = source.r#type();
        let to = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let mut x = self.value(source, point)?;
        let context = self.context;
        let int = |bits: u32| -> Type<'c> { melior::ir::r#type::IntegerType::new(context, bits).into() };
        if from == to {
            return Ok(x);
        }
        let location = op.location();
        let i1 = int(1);
        if to == i1 {
            let zero = self.insert_value(level, ops::zero(context, from, location));
            let (name, code) = if from.is_float() {
                ("arith.cmpf", 13)
            } else {
                ("arith.cmpi", 1)
            };
            let predicate: Attribute = IntegerAttribute::new(int(64), code).into();
            return self.elementwise(
                op,
                level,
                name,
                &[("predicate", predicate)],
                &[x, Tile::Scalar(zero)],
                i1,
            );
        }
        // index converts through i64 on both sides.
        let mut from = from;
        if from.is_index() {
            x = self.elementwise(op, level, "arith.index_cast", &[], &[x], int(64))?;
            from = int(64);
        }
        let target = if to.is_index() { int(64) } else { to };
        if let Some(name) = cast_op(from, target) {
            x = self.elementwise(op, level, name, &[], &[x], target)?;
        } else if from.is_float() && from != target {
            // Floats of one width (f16 and bf16): no arith op converts between them directly.
            // Through f32, which holds either exactly, so the one rounding is truncf's.
            let wide = Type::float32(context);
            x = self.elementwise(op, level, "arith.extf", &[], &[x], wide)?;
            x = self.elementwise(op, level, "arith.truncf", &[], &[x], target)?;
        }
        if to.is_index() {
            x = self.elementwise(op, level, "arith.index_cast", &[], &[x], to)?;
        }
        Ok(x)
    }

    /// A clone of `op` at `level` with `operands`, its one result retyped to `result` if given.
    fn clone_with(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        operands: &[Value<'c, 'a>],
        result: Option<Type<'c>>,
        contract: bool,
    ) -> Vec<Value<'c, 'a>> {
        let clone = unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
        for (i, operand) in operands.iter().enumerate() {
            unsafe { mlir_sys::mlirOperationSetOperand(clone.to_raw(), i as isize, operand.to_raw()) };
        }
        if let Some(ty) = result {
            unsafe { mlir_sys::mlirValueSetType(clone.result(0).expect("one result").to_raw(), ty.to_raw()) };
        }
        if contract {
            self.set_contract(&clone);
        }
        let new = self.insert(level, clone);
        new.results().map(Into::into).collect()
    }

    /// The buffer, indices and gate of the `uop.index` that made `ptr`, at `point`.
    fn address(
        &mut self,
        user: &OperationRef<'c, 'a>,
        ptr: Value<'c, 'a>,
        point: &Point,
    ) -> Lowered<(Value<'c, 'a>, Vec<Tile<'c, 'a>>, Option<Tile<'c, 'a>>)> {
        let index = defining_op(ptr)
            .filter(|d| op_name(d) == "uop.index")
            .ok_or_else(|| fail(user, "uses an address that no uop.index makes"))?;
        let buffer = index.operand(0).map_err(|_| fail(&index, "has no buffer"))?;
        let buffer = self.value(buffer, point)?;
        let buffer = self.scalar_of(&index, buffer)?;
        let (indices, gate) = index_operands(&index);
        let mut tiles = Vec::new();
        for i in indices {
            tiles.push(self.value(i, point)?);
        }
        let gate = match gate {
            Some(g) => Some(self.value(g, point)?),
            None => None,
        };
        Ok((buffer, tiles, gate))
    }

    /// How an access with address `indices` and `gate` varies along the lanes: not at all
    /// (a scalar gate at most); contiguously (its last index is `base + lane` and the others
    /// are scalars: the scalar indices, the last one at lane 0); or otherwise, read or written
    /// lane by lane: a channel-lanes convolution's store, strided along its lanes, or one
    /// address whose gate varies along the lanes (each lane behind its own gate, in lane order,
    /// so a store leaves the last such lane's value, as the loop the lanes replace would).
    fn lane_address(&self, indices: &[Tile<'c, 'a>], gate: Option<&Tile<'c, 'a>>) -> LaneAddress<'c, 'a> {
        let Some(lanes) = indices.iter().find_map(|t| t.lanes()) else {
            return match gate.and_then(|g| g.lanes()) {
                Some(lanes) => LaneAddress::LaneByLane(lanes),
                None => LaneAddress::Uniform,
            };
        };
        let (last, rest) = indices.split_last().expect("a varying address has an index");
        if rest.iter().all(|t| matches!(t, Tile::Scalar(_))) && matches!(last, Tile::Lanes { step: 1, .. }) {
            LaneAddress::Contiguous(indices.iter().map(|t| t.value()).collect(), lanes)
        } else {
            LaneAddress::LaneByLane(lanes)
        }
    }

    /// Lane `lane` of `tile` as one scalar (`base + lane * step` for an index along the lanes).
    fn lane_scalar(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        tile: Tile<'c, 'a>,
        lane: i64,
    ) -> Lowered<Value<'c, 'a>> {
        let location = op.location();
        match tile {
            Tile::Scalar(v) => Ok(v),
            Tile::Lanes { base, step, .. } => {
                let offset = self.index_constant(lane * step, location);
                Ok(self.insert_value(level, ops::op("arith.addi", &[base, offset], base.r#type(), location)))
            }
            Tile::Vector(vector, _) => {
                let element =
                    unsafe { Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(vector.r#type().to_raw())) };
                let position =
                    Attribute::parse(self.context, &format!("array<i64: {lane}>")).expect("a dense i64 array");
                Ok(self.insert_value(
                    level,
                    ops::generic(
                        self.context,
                        "vector.extract",
                        &[("static_position", position)],
                        &[vector],
                        Some(element),
                        location,
                    ),
                ))
            }
        }
    }

    /// Lane `lane` of an access not contiguous along the lanes: its scalar indices, and its gate
    /// when it has one.
    fn lane_access(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        (indices, gate): (&[Tile<'c, 'a>], Option<Tile<'c, 'a>>),
        lane: i64,
    ) -> Lowered<(Vec<Value<'c, 'a>>, Option<Value<'c, 'a>>)> {
        let mut scalars = Vec::new();
        for &index in indices {
            scalars.push(self.lane_scalar(op, level, index, lane)?);
        }
        let gate = match gate {
            Some(gate) => Some(self.lane_scalar(op, level, gate, lane)?),
            None => None,
        };
        Ok((scalars, gate))
    }

    /// A load whose address is not contiguous along `lanes`: one scalar load a lane (each behind
    /// its lane's gate), gathered into a vector.
    fn lane_by_lane_load(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        buffer: Value<'c, 'a>,
        address: (&[Tile<'c, 'a>], Option<Tile<'c, 'a>>),
        lanes: LaneSet,
    ) -> Lowered<Tile<'c, 'a>> {
        let ty = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let location = op.location();
        let mut elements = Vec::new();
        for lane in 0..lanes.width {
            let (scalars, gate) = self.lane_access(op, level, address, lane)?;
            let load = ops::memref_load(buffer, &scalars, ty, location);
            elements.push(match gate {
                None => self.insert_value(level, load),
                Some(gate) => self.gated(level, gate, load, ty, location),
            });
        }
        let vty = ops::vector_type(ty, lanes.width);
        let gathered = ops::generic(
            self.context,
            "vector.from_elements",
            &[],
            &elements,
            Some(vty),
            location,
        );
        Ok(Tile::Vector(self.insert_value(level, gathered), lanes))
    }

    /// A store of `value` whose address is not contiguous along its lanes: one scalar store a
    /// lane (each behind its lane's gate).
    fn lane_by_lane_store(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        buffer: Value<'c, 'a>,
        address: (&[Tile<'c, 'a>], Option<Tile<'c, 'a>>),
        (value, lanes): (Tile<'c, 'a>, LaneSet),
    ) -> Lowered<()> {
        let location = op.location();
        let vector = self.vector_of(op, level, value, lanes)?;
        for lane in 0..lanes.width {
            let (scalars, gate) = self.lane_access(op, level, address, lane)?;
            let element = self.lane_scalar(op, level, Tile::Vector(vector, lanes), lane)?;
            let store = ops::memref_store(element, buffer, &scalars, location);
            self.insert_when(level, gate, store, location);
        }
        Ok(())
    }

    /// `op` (a store) at `level`, behind `scf.if` when it has a scalar `gate`.
    fn insert_when(&mut self, level: usize, gate: Option<Value<'c, 'a>>, op: Operation<'c>, location: Location<'c>) {
        match gate {
            Some(gate) => {
                let then = Block::new(&[]);
                then.append_operation(op);
                then.append_operation(ops::scf_yield(&[], location));
                self.insert(level, ops::scf_if(gate, &[], then, None, location));
            }
            None => {
                self.insert(level, op);
            }
        }
    }

    /// `uop.load`: `memref.load` (or `vector.load` along the lanes), behind `scf.if` yielding
    /// zero when gated by a scalar, a `vector.maskedload` when the gate varies along the lanes.
    fn load(&mut self, op: &OperationRef<'c, 'a>, level: usize, point: &Point) -> Lowered<Tile<'c, 'a>> {
        match self.stage_of(op, level) {
            Some(stage) => self.staged_load(op, level, point, stage),
            None => self.load_direct(op, level, point),
        }
    }

    /// `uop.load` read where its address points (not staged).
    fn load_direct(&mut self, op: &OperationRef<'c, 'a>, level: usize, point: &Point) -> Lowered<Tile<'c, 'a>> {
        let ptr = op.operand(0).map_err(|_| fail(op, "has no address"))?;
        let index_key = defining_op(ptr).map(|i| i.to_raw().ptr as usize);
        if let Some(&across) = index_key.and_then(|k| self.plan.transposed.get(&k)) {
            return self.transposed_load(op, level, point, ptr, across);
        }
        let (buffer, indices, gate) = self.address(op, ptr, point)?;
        let ty = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let location = op.location();
        let (lane_indices, lanes) = match self.lane_address(&indices, gate.as_ref()) {
            LaneAddress::Contiguous(lane_indices, lanes) => (lane_indices, lanes),
            LaneAddress::LaneByLane(lanes) => {
                return self.lane_by_lane_load(op, level, buffer, (&indices, gate), lanes)
            }
            LaneAddress::Uniform => {
                let scalars: Vec<Value> = indices.iter().map(|t| t.value()).collect();
                let load = ops::memref_load(buffer, &scalars, ty, location);
                // (A gate that varies along the lanes made the access lane by lane.)
                return Ok(Tile::Scalar(match gate {
                    Some(Tile::Scalar(gate)) => self.gated(level, gate, load, ty, location),
                    _ => self.insert_value(level, load),
                }));
            }
        };
        let vty = ops::vector_type(ty, lanes.width);
        let mut operands = vec![buffer];
        operands.extend(lane_indices);
        match gate {
            None => Ok(Tile::Vector(
                self.insert_value(
                    level,
                    ops::generic(self.context, "vector.load", &[], &operands, Some(vty), location),
                ),
                lanes,
            )),
            Some(Tile::Scalar(gate)) => {
                let load = ops::generic(self.context, "vector.load", &[], &operands, Some(vty), location);
                Ok(Tile::Vector(self.gated(level, gate, load, vty, location), lanes))
            }
            Some(mask) => {
                let mask = self.vector_of(op, level, mask, lanes)?;
                let zero = self.insert_value(level, ops::zero(self.context, ty, location));
                let passthru = self.broadcast(level, zero, lanes, location);
                operands.extend([mask, passthru]);
                Ok(Tile::Vector(
                    self.insert_value(
                        level,
                        ops::generic(self.context, "vector.maskedload", &[], &operands, Some(vty), location),
                    ),
                    lanes,
                ))
            }
        }
    }

    /// A load whose lanes run along another range than its memory does: at every point of the
    /// reg piece of `across` (as wide as the lanes, innermost), the lanes read consecutive
    /// elements' transposes. The whole W x W block is read once, as W vector loads along
    /// `across` (one per lane), transposed in registers (`vector.transpose`), and each point's
    /// column is memoized.
    fn transposed_load(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        point: &Point,
        ptr: Value<'c, 'a>,
        across: usize,
    ) -> Lowered<Tile<'c, 'a>> {
        let piece = self
            .plan
            .pieces_of(across)
            .iter()
            .copied()
            .find(|&p| self.plan.pieces[p].axis == HwAxis::Reg && self.plan.pieces[p].inner == 1)
            .ok_or_else(|| {
                fail(
                    op,
                    "is read by a transpose along a range without an innermost reg piece",
                )
            })?;
        let mut first = point.clone();
        first.insert(piece, 0);
        let (buffer, indices, _) = self.address(op, ptr, &first)?;
        let (last, rest) = indices.split_last().ok_or_else(|| fail(op, "has no index"))?;
        let Tile::Lanes { base, step, lanes } = *last else {
            return Err(fail(
                op,
                "is read by a transpose but its last index does not move along the lanes",
            ));
        };
        let ty = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let location = op.location();
        let width = lanes.width;
        let row_ty = ops::vector_type(ty, width);
        let block_ty = unsafe { Type::from_raw(mlir_sys::mlirVectorTypeGet(2, [width, width].as_ptr(), ty.to_raw())) };
        let zero = if ty.is_float() { "0.0" } else { "0" };
        let block_zero = Attribute::parse(self.context, &format!("dense<{zero}> : {block_ty}"))
            .ok_or_else(|| fail(op, "cannot build its block"))?;
        let mut block = self.insert_value(
            level,
            ops::generic(
                self.context,
                "arith.constant",
                &[("value", block_zero)],
                &[],
                Some(block_ty),
                location,
            ),
        );
        let index = Type::index(self.context);
        for lane in 0..width {
            let offset = self.index_constant(lane * step, location);
            let address = self.insert_value(level, ops::op("arith.addi", &[base, offset], index, location));
            let mut operands = vec![buffer];
            operands.extend(rest.iter().map(|t| t.value()));
            operands.push(address);
            let row = self.insert_value(
                level,
                ops::generic(self.context, "vector.load", &[], &operands, Some(row_ty), location),
            );
            let position = Attribute::parse(self.context, &format!("array<i64: {lane}>")).expect("a dense i64 array");
            block = self.insert_value(
                level,
                ops::generic(
                    self.context,
                    "vector.insert",
                    &[("static_position", position)],
                    &[row, block],
                    Some(block_ty),
                    location,
                ),
            );
        }
        let permutation = Attribute::parse(self.context, "array<i64: 1, 0>").expect("a dense i64 array");
        let transposed = self.insert_value(
            level,
            ops::generic(
                self.context,
                "vector.transpose",
                &[("permutation", permutation)],
                &[block],
                Some(block_ty),
                location,
            ),
        );
        let result: Value = op.result(0).map_err(|_| fail(op, "has no result"))?.into();
        let id = self.nest.id(level);
        let mut wanted = None;
        for c in 0..width {
            let position = Attribute::parse(self.context, &format!("array<i64: {c}>")).expect("a dense i64 array");
            let column = self.insert_value(
                level,
                ops::generic(
                    self.context,
                    "vector.extract",
                    &[("static_position", position)],
                    &[transposed],
                    Some(row_ty),
                    location,
                ),
            );
            let mut at = point.clone();
            at.insert(piece, c);
            let tile = Tile::Vector(column, lanes);
            if at == *point {
                wanted = Some(tile);
            }
            let key = (value_key(result), self.point_key(result, &at));
            self.emitted.insert(key, (tile, id));
        }
        wanted.ok_or_else(|| fail(op, "has no value at the requested register point"))
    }

    /// `load` (detached, of type `ty`) behind `scf.if gate`, zero otherwise.
    fn gated(
        &mut self,
        level: usize,
        gate: Value<'c, 'a>,
        load: Operation<'c>,
        ty: Type<'c>,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        let then = Block::new(&[]);
        let loaded: Value = first_result(then.append_operation(load));
        then.append_operation(ops::scf_yield(&[loaded], location));
        let otherwise = Block::new(&[]);
        let element = if ty.is_vector() {
            unsafe { Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(ty.to_raw())) }
        } else {
            ty
        };
        let zero: Value = first_result(otherwise.append_operation(ops::zero(self.context, element, location)));
        let zero = if ty.is_vector() {
            first_result(otherwise.append_operation(ops::generic(
                self.context,
                "vector.broadcast",
                &[],
                &[zero],
                Some(ty),
                location,
            )))
        } else {
            zero
        };
        otherwise.append_operation(ops::scf_yield(&[zero], location));
        self.insert_value(level, ops::scf_if(gate, &[ty], then, Some(otherwise), location))
    }

    /// `uop.store`: `memref.store` (or `vector.store` along the lanes), behind `scf.if` when
    /// gated by a scalar, a `vector.maskedstore` when the gate varies along the lanes.
    fn store(&mut self, op: &OperationRef<'c, 'a>, effect: Value<'c, 'a>, point: &Point) -> Lowered<()> {
        let level = self.level_of(op, effect)?;
        let ptr = op.operand(0).map_err(|_| fail(op, "has no address"))?;
        let (buffer, indices, mut gate) = self.address(op, ptr, point)?;
        if self.plan.has_thread_pieces() && !self.varies_across_threads(ptr) {
            // Every thread holds the same value for this address: thread 0 stores it.
            let location = op.location();
            let tid = self.thread_id(0, location);
            let zero = self.index_constant(0, location);
            let first = self.insert_value(level, ops::cmpi(self.context, 0, tid, zero, location)); // eq
            gate = Some(Tile::Scalar(match gate {
                Some(Tile::Scalar(g)) => {
                    self.insert_value(level, ops::op("arith.andi", &[g, first], g.r#type(), location))
                }
                None => first,
                Some(_) => {
                    return Err(fail(
                        op,
                        "has a gate that varies along simd lanes in a cooperative kernel",
                    ))
                }
            }));
        }
        let stored = op.operand(1).map_err(|_| fail(op, "has no value"))?;
        let value = self.value(stored, point)?;
        let location = op.location();
        let store = match self.lane_address(&indices, gate.as_ref()) {
            LaneAddress::LaneByLane(lanes) => {
                return self.lane_by_lane_store(op, level, buffer, (&indices, gate), (value, lanes));
            }
            LaneAddress::Uniform => {
                let value = match value {
                    Tile::Scalar(v) => v,
                    // Every lane stores to the same address: the last one's value stays.
                    varying => {
                        let lanes = varying.lanes().expect("a varying tile has lanes");
                        let vector = self.vector_of(op, level, varying, lanes)?;
                        self.lane_scalar(op, level, Tile::Vector(vector, lanes), lanes.width - 1)?
                    }
                };
                let scalars: Vec<Value> = indices.iter().map(|t| t.value()).collect();
                ops::memref_store(value, buffer, &scalars, location)
            }
            LaneAddress::Contiguous(lane_indices, lanes) => {
                let vector = self.vector_of(op, level, value, lanes)?;
                match gate {
                    None | Some(Tile::Scalar(_)) => {
                        let mut operands = vec![vector, buffer];
                        operands.extend(lane_indices);
                        let streaming = self.nontemporal.then(|| {
                            (
                                "nontemporal",
                                Attribute::parse(self.context, "true").expect("a bool attribute"),
                            )
                        });
                        ops::generic(
                            self.context,
                            "vector.store",
                            streaming.as_slice(),
                            &operands,
                            None,
                            location,
                        )
                    }
                    Some(mask) => {
                        let mask = self.vector_of(op, level, mask, lanes)?;
                        let mut operands = vec![buffer];
                        operands.extend(lane_indices);
                        operands.extend([mask, vector]);
                        self.insert(
                            level,
                            ops::generic(self.context, "vector.maskedstore", &[], &operands, None, location),
                        );
                        return Ok(());
                    }
                }
            }
        };
        let gate = match gate {
            Some(Tile::Scalar(gate)) => Some(gate),
            _ => None,
        };
        self.insert_when(level, gate, store, location);
        Ok(())
    }

    fn floormod(&mut self, op: &OperationRef<'c, 'a>, level: usize, point: &Point) -> Lowered<Tile<'c, 'a>> {
        let a = self.value(op.operand(0).map_err(|_| fail(op, "has no lhs"))?, point)?;
        let b = self.value(op.operand(1).map_err(|_| fail(op, "has no rhs"))?, point)?;
        let context = self.context;
        // An index that varies along the lanes (a convolution's window position,
        // `(r - 1) mod 5` of a vectorized axis) takes the same expansion on vectors.
        if let Some(lanes) = common_lanes(op, &[a, b])? {
            let (a, b) = (
                self.vector_of(op, level, a, lanes)?,
                self.vector_of(op, level, b, lanes)?,
            );
            let v = floormod::expand(context, a, b, op.location(), &mut |new| self.insert_value(level, new));
            return Ok(Tile::Vector(v, lanes));
        }
        let (a, b) = (self.scalar_of(op, a)?, self.scalar_of(op, b)?);
        Ok(Tile::Scalar(floormod::expand(
            context,
            a,
            b,
            op.location(),
            &mut |new| self.insert_value(level, new),
        )))
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
        let dimension = Attribute::parse(context, &format!("#gpu<dim {dim}>"))
            .ok_or_else(|| fail(op, "cannot build its gpu dimension"))?;
        let index = Type::index(context);
        let bound: Attribute = IntegerAttribute::new(index, size).into();
        let gpu_op = melior::ir::operation::OperationBuilder::new(name, op.location())
            .add_attributes(&[
                (Identifier::new(context, "dimension"), dimension),
                (Identifier::new(context, "upper_bound"), bound),
            ])
            .add_results(&[index])
            .build()
            .map_err(|_| fail(op, "cannot build its gpu op"))?;
        Ok(self.insert_value(level, gpu_op))
    }
}

/// The `arith` op of the `uop.cast` table (see `Emitter::cast`) that converts between two
/// integer or float types (not `index`, and not to `i1`, which compares with zero): `i1` to a
/// number is 0 or 1, other integers convert signed, floats to integers truncate. `None` where
/// both are floats or both integers of one width.
pub(crate) fn cast_op(from: Type, target: Type) -> Option<&'static str> {
    let width = |ty: Type| -> u32 {
        if ty.is_float() {
            unsafe { mlir_sys::mlirFloatTypeGetWidth(ty.to_raw()) }
        } else {
            unsafe { mlir_sys::mlirIntegerTypeGetWidth(ty.to_raw()) }
        }
    };
    let (fw, tw) = (width(from), width(target));
    let from_i1 = !from.is_float() && fw == 1;
    match (from.is_float(), target.is_float()) {
        (true, true) if tw > fw => Some("arith.extf"),
        (true, true) if tw < fw => Some("arith.truncf"),
        (true, true) => None,
        (false, true) if from_i1 => Some("arith.uitofp"),
        (false, true) => Some("arith.sitofp"),
        (true, false) => Some("arith.fptosi"),
        (false, false) if tw > fw && from_i1 => Some("arith.extui"),
        (false, false) if tw > fw => Some("arith.extsi"),
        (false, false) if tw < fw => Some("arith.trunci"),
        (false, false) => None,
    }
}

/// The type a block reduction of `ty` values goes through the warp shuffles in, and the casts
/// there and back: PTX's `shfl.sync` moves 32-bit registers (upstream MLIR splits 64-bit values,
/// and refuses narrower ones). Integers narrower than 32 bits are sign-extended, so the signed
/// max and min are unchanged and the sum and product, truncated back, are the same modulo 2^n;
/// f16 and bf16 widen to f32 exactly, so max and min are unchanged, and a sum or product of
/// the threads' partials is rounded once, at the end, instead of after each step.
fn shuffle_width<'c>(context: &'c Context, ty: Type<'c>) -> (Option<&'static str>, Option<&'static str>, Type<'c>) {
    if ty.is_f16() || ty.is_bf16() {
        return (Some("arith.extf"), Some("arith.truncf"), Type::float32(context));
    }
    match axe_dialects::ir::read::int_width(ty) {
        Some(width) if width < 32 => (
            Some("arith.extsi"),
            Some("arith.trunci"),
            IntegerType::new(context, 32).into(),
        ),
        _ => (None, None, ty),
    }
}

/// How an access's address varies along the simd lanes ([`KernelEmitter::lane_address`]).
enum LaneAddress<'c, 'a> {
    /// Not at all: one scalar access.
    Uniform,
    /// Its last index is `base + lane`, the others scalars: one vector access at these indices.
    Contiguous(Vec<Value<'c, 'a>>, LaneSet),
    /// Any other way: one scalar access a lane.
    LaneByLane(LaneSet),
}
